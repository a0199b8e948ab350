/** The viability map's shapes (src/siting/viability.ts computes it), shared by its parts and renderers. */
import type { UncheckedRule } from './unchecked-rules.ts';
import { InputError } from '../core/input/validate.ts';
import type { IsoDate, Operator } from '../core/types.ts';
import type { AreaRule } from './area-rules.ts';
import type { ResolvedSitingRule, UnmappedSitingRule } from './plan.ts';
import type { Runs } from './raster.ts';
import { type IndexedPlace, MunicipalityRegistry, type PlaceRegistry } from './registry.ts';

export interface ViabilityOptions {
  date: IsoDate;
  activity: string;
  /** NBR 15514 storage class (I…VII, Especial) for distances the norm sets by class. */
  normClass?: string;
  /** A class of the pack's own law that the zone decides (Pack.siteClasses: VdC art. 5 A/B/C), at a point. */
  siteClass?: string;
  /** Cell size in metres (default 10). */
  resolutionM?: number;
  /**
   * Most cells the grid over the boundary's box may have (a server's bound on the work and the
   * answer's size); more → InputError on `resolution` naming the finest resolution allowed.
   */
  maxCells?: number;
  overrides?: Record<string, unknown>;
  /** Language of the notes (default pt, like every text a person reads). */
  lang?: 'pt' | 'en';
  /** Also output each point place's exclusion disc as a vector polygon (default true). */
  discs?: boolean;
  /** Cap on the places listed on one excluded area (the rest are counted). */
  maxPlacesPerArea?: number;
  /** Skip the GeoJSON (benchmarks of the raster alone). */
  geojson?: boolean;
  /**
   * Planning only (issue 7 item 1): every needed category counts as surveyed, declared or not;
   * the map says so (assumeSurveyed and a note).
   */
  assumeSurveyed?: boolean;
}

/** What excludes: a distance rule of the pack's siting data, or an area rule found by probing the engine. */
export interface ExclusionRule {
  fullId: string;
  citation: string;
  radiusM: number;
  op: Operator;
  summary: Record<string, unknown>;
}

export interface Exclusion {
  rule: ExclusionRule;
  place: Pick<IndexedPlace, 'rec' | 'geom' | 'bbox'>;
}

export interface Grid {
  minLon: number;
  minLat: number;
  dLon: number;
  dLat: number;
  nx: number;
  ny: number;
  resolutionM: number;
}

export interface ViabilityMap {
  municipality: string;
  grid: Grid;
  rules: ResolvedSitingRule[];
  areaRules: AreaRule[];
  exclusions: Exclusion[];
  inside: Runs;
  allowed: Runs;
  excluded: Runs;
  /** Cells not excluded whose needed categories are not surveyed around them (issue 7 item 1), or that a rule not drawn would decide. */
  unknown: Runs;
  /** The needed categories not surveyed (or surveyed over part of the municipality only). */
  unsurveyed: Unsurveyed[];
  /** Distance rules in force the map cannot draw (a norm not loaded, a wording not received): every cell not excluded is unknown. */
  unmapped: UnmappedSitingRule[];
  /** Zone rules that leave ground no registered zone covers unknown (a zone layer exists, but gives no kind there). */
  unzoned: UnzonedRule[];
  /** Rules the map does not check where it says "allowed" (zone rules it cannot draw, distances of a table not loaded): allowed only as to distances. */
  unchecked: UncheckedRule[];
  assumeSurveyed: boolean;
  stats: {
    cells: number;
    allowedCells: number;
    excludedCells: number;
    unknownCells: number;
    allowedAreaKm2: number;
    excludedAreaKm2: number;
    unknownAreaKm2: number;
    exclusions: number;
    allowedAreas: number;
    excludedAreas: number;
    unknownAreas: number;
  };
  notes: string[];
  geojson: Record<string, unknown> | null;
}

/** The registry of one municipality, or a clear error when there is none. */
export function municipalityOf(source: PlaceRegistry | MunicipalityRegistry, id: string): MunicipalityRegistry {
  const reg = source instanceof MunicipalityRegistry ? source : source.get(id);
  if (!reg) throw InputError.of('municipality', JSON.stringify(id), 'a municipality with a place registry (glp places import)');
  return reg;
}

/** A category the distance rules need that is not surveyed over all of the map (issue 7 item 1). */
export interface Unsurveyed {
  category: string;
  /** The largest distance a rule needs to this category, metres. */
  radiusM: number;
  /** undeclared: no declaration in force; partial: a declared area that leaves part of the municipality unknown. */
  reason: 'undeclared' | 'partial';
  source?: string;
}

/** A zone rule that leaves ground no registered zone covers unknown, and where (by the urban perimeter): src/siting/viability-zone-gaps.ts. */
export interface UnzonedRule {
  rule: string;
  citation: string;
  /** everywhere: no urban perimeter registered; inside / outside: that side of the registered perimeter. */
  where: 'everywhere' | 'inside-perimeter' | 'outside-perimeter';
}
