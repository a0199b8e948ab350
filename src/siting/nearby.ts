/**
 * Spatial queries for an evaluation: fills `input.nearby` and the zone facts from the
 * registries, so that evaluating an application needs no typed distances.
 *
 * The engine measures (src/core/places.ts, the law's way: edge to edge, from the frontage,
 * or from the storage area) and the rules decide; this module only lists, for each place
 * category the pack's siting rules need, every place in force on the date within the
 * radius the rules need, and says so with `nearby.surveyed`. Candidates are picked by a
 * box a little larger than the radius, so a place just beyond it may be listed too —
 * harmless, since the rule compares the exact distance — but none within it is missed.
 */
import { evaluate, type EvaluateOptions } from '../core/engine.ts';
import type { EstablishmentInput, Place, PlaceCategory } from '../core/input/schema.ts';
import type { Pack } from '../core/pack.ts';
import type { EvaluationResult, IsoDate } from '../core/types.ts';
import { type Geometry, geometryDistance, pointInPolygon } from '../geo/distance.ts';
import type { Repository, Scope } from '../store/repository.ts';
import { type BBox, bboxOf, bboxUnion, expandBBox, referencePoint } from './geom.ts';
import { pagePlaces, type IndexedArea, type IndexedPlace, MunicipalityRegistry, type PlaceRegistry } from './registry.ts';
import { type ResolvedSitingRule, resolveSiting } from './plan.ts';
import { ACTIVITY_OF_CATEGORY, AREA_LAYERS, type PlaceRecord } from './types.ts';

export interface FillOptions {
  date: IsoDate;
  overrides?: Record<string, unknown>;
  /** Registry id of the establishment itself: never its own neighbour. */
  selfId?: string;
  /**
   * First-come order (batch re-evaluation): establishments of the licensed categories
   * (outlets, fuel stations, depots) registered after this date do not count against the
   * one evaluated — it was there first. Sensitive places (a school opened later) always count.
   */
  priorityDate?: IsoDate;
  /**
   * A needed category with places not yet located: 'block' (default) leaves it unsurveyed,
   * so the rule says it cannot be evaluated; 'ignore' surveys the located ones only.
   */
  unlocated?: 'block' | 'ignore';
  /** Skip the zone facts (zone kind, urban perimeter). */
  zones?: boolean;
}

export interface FillReport {
  municipality: string;
  date: IsoDate;
  /** Radius surveyed per category, metres. */
  surveyed: Partial<Record<PlaceCategory, number>>;
  /** Registry places listed in nearby.places. */
  listed: number;
  /** Categories left unsurveyed because some of their places have no location yet. */
  blocked: { category: string; unlocated: { id: string; name: string | null; source: string }[] }[];
  /** Zone facts filled from the registries. */
  zoneFacts: string[];
  notes: string[];
}

export interface SitingFill {
  input: EstablishmentInput;
  report: FillReport;
}

/** Categories → survey radius the rules need. */
export function surveyNeeds(rules: readonly ResolvedSitingRule[]): Map<PlaceCategory, number> {
  const need = new Map<PlaceCategory, number>();
  for (const r of rules) for (const c of r.categories) need.set(c, Math.max(need.get(c) ?? 0, r.radiusM));
  return need;
}

/**
 * Slack added to every search radius: a place at 300,004 m reads 300,00 m once rounded to
 * the centimetre and can still decide a "more than 300 m" rule; 0,5 m covers that and the
 * tiny difference between a box in degrees and the ellipsoid (expandBBox is conservative).
 */
function slack(r: number): number {
  return 0.5 + 1e-4 * r;
}

function lotGeometries(input: EstablishmentInput): Geometry[] {
  const lot = input.lot;
  const out: Geometry[] = [];
  if (!lot) return out;
  if (lot.location) out.push({ type: 'Point', coordinates: lot.location });
  if (lot.polygon) out.push(lot.polygon);
  if (lot.frontageLine) out.push(lot.frontageLine);
  if (lot.storagePolygon) out.push(lot.storagePolygon);
  return out;
}

const LICENSED_CATEGORIES: ReadonlySet<string> = new Set(Object.keys(ACTIVITY_OF_CATEGORY));

function smallestContaining(areas: readonly IndexedArea[], x: number, y: number): IndexedArea | undefined {
  let best: IndexedArea | undefined;
  let bestSize = Infinity;
  for (const a of areas) {
    if (!inArea(a, x, y)) continue;
    const size = (a.bbox[2] - a.bbox[0]) * (a.bbox[3] - a.bbox[1]);
    if (size < bestSize) {
      best = a;
      bestSize = size;
    }
  }
  return best;
}

/** Membership with geodesic edges (src/geo), after a cheap box test. */
function inArea(a: IndexedArea, x: number, y: number): boolean {
  if (x < a.bbox[0] || x > a.bbox[2] || y < a.bbox[1] || y > a.bbox[3]) return false;
  return pointInPolygon([x, y], a.geom);
}

function distanceToAreas(areas: readonly IndexedArea[], lot: Geometry, x: number, y: number): number {
  let best = Infinity;
  for (const a of areas) {
    if (inArea(a, x, y)) return 0;
    const d = geometryDistance(lot, a.geom);
    if (d < best) best = d;
  }
  return best;
}

/**
 * Fills input.nearby (and the zone facts the input does not state) from a municipality's
 * registry as of opts.date. Pure with respect to the input: returns a new document.
 */
export function fillSiting(
  source: PlaceRegistry | MunicipalityRegistry,
  pack: Pack,
  input: EstablishmentInput,
  opts: FillOptions,
  /** Pre-resolved rules (batch: resolved once per municipality and date). */
  resolved?: readonly ResolvedSitingRule[],
): SitingFill {
  const reg = source instanceof MunicipalityRegistry ? source : source.get(input.municipality);
  const report: FillReport = {
    municipality: input.municipality,
    date: opts.date,
    surveyed: {},
    listed: 0,
    blocked: [],
    zoneFacts: [],
    notes: [],
  };
  const rules = resolved ?? resolveSiting(pack, { activity: input.activity, date: opts.date, overrides: opts.overrides ?? {} });
  const need = surveyNeeds(rules);
  const lots = lotGeometries(input);
  if (!reg) {
    report.notes.push(`no registry for ${input.municipality}: nothing filled`);
    return { input, report };
  }
  if (lots.length === 0) {
    if (need.size > 0) report.notes.push('lot.location or lot.polygon is needed to query the registries');
    return { input, report };
  }
  let lotBox = bboxOf(lots[0] as Geometry);
  for (const g of lots.slice(1)) lotBox = bboxUnion(lotBox, bboxOf(g));

  const out: Place[] = [...(input.nearby?.places ?? [])];
  const surveyed: Partial<Record<PlaceCategory, number>> = { ...(input.nearby?.surveyed ?? {}) };
  let maxNeed = 0;
  for (const r of need.values()) maxNeed = Math.max(maxNeed, r);

  if (need.size > 0) {
    const cats = new Set<string>(need.keys());
    const blockedCats = new Set<string>();
    if ((opts.unlocated ?? 'block') === 'block') {
      for (const rec of reg.unlocatedOf(cats, opts.date)) {
        if (rec.id === opts.selfId) continue;
        if (opts.priorityDate !== undefined && LICENSED_CATEGORIES.has(rec.category) && sinceOf(rec) !== null && (sinceOf(rec) as string) > opts.priorityDate)
          continue;
        blockedCats.add(rec.category);
        let b = report.blocked.find((x) => x.category === rec.category);
        if (!b) {
          b = { category: rec.category, unlocated: [] };
          report.blocked.push(b);
        }
        b.unlocated.push({ id: rec.id, name: rec.name, source: rec.source });
      }
    }
    const boxes = new Map<number, BBox>();
    const boxFor = (r: number): BBox => {
      let b = boxes.get(r);
      if (!b) {
        b = expandBBox(lotBox, r + slack(r));
        boxes.set(r, b);
      }
      return b;
    };
    const candidates: IndexedPlace[] = reg.search(boxFor(maxNeed), cats, opts.date);
    for (const p of candidates) {
      if (p.rec.id === opts.selfId) continue;
      if (blockedCats.has(p.category)) continue;
      if (opts.priorityDate !== undefined && LICENSED_CATEGORIES.has(p.category) && p.since !== null && p.since > opts.priorityDate) continue;
      const b = boxFor(need.get(p.category) as number);
      if (p.bbox[0] > b[2] || p.bbox[2] < b[0] || p.bbox[1] > b[3] || p.bbox[3] < b[1]) continue;
      out.push(p.place);
      report.listed++;
    }
    for (const [c, r] of need) {
      if (blockedCats.has(c)) continue;
      surveyed[c] = Math.max(surveyed[c] ?? 0, r);
      report.surveyed[c] = r;
    }
  }

  const filled: EstablishmentInput = { ...input, nearby: { surveyed, places: out } };
  if (opts.zones !== false) fillZones(reg, input, filled, lots, opts.date, report);
  return { input: filled, report };
}

function sinceOf(rec: PlaceRecord): string | null {
  return rec.validFrom ?? (typeof rec.data.startDate === 'string' ? rec.data.startDate : null);
}

function fillZones(
  reg: MunicipalityRegistry,
  input: EstablishmentInput,
  filled: EstablishmentInput,
  lots: Geometry[],
  date: IsoDate,
  report: FillReport,
): void {
  const lot = input.lot;
  const ref = lot?.location ? [lot.location[0], lot.location[1]] : referencePoint(lots[0] as Geometry);
  const x = ref[0] as number;
  const y = ref[1] as number;
  // Distances to areas are measured from the lot itself when its boundary is known.
  const lotGeom: Geometry = lot?.polygon ?? { type: 'Point', coordinates: [x, y] };
  const zone = { ...(input.zone ?? {}) };
  const zones = reg.areasOf('zone', date);
  if (zones.length > 0 && zone.kind === undefined) {
    const z = smallestContaining(zones, x, y);
    if (z?.kind) {
      zone.kind = z.kind;
      report.zoneFacts.push('zone.kind');
      if (zone.name === undefined && z.rec.name !== null) {
        zone.name = z.rec.name;
        report.zoneFacts.push('zone.name');
      }
    }
  }
  const residential = zones.filter((z) => z.kind === 'residential');
  if (residential.length > 0 && zone.distanceToResidentialZoneM === undefined) {
    zone.distanceToResidentialZoneM = distanceToAreas(residential, lotGeom, x, y);
    report.zoneFacts.push('zone.distanceToResidentialZoneM');
  }
  const perimeters = reg.areasOf('urban-perimeter', date);
  if (perimeters.length > 0) {
    const inside = perimeters.some((p) => inArea(p, x, y));
    if (zone.insideUrbanPerimeter === undefined) {
      zone.insideUrbanPerimeter = inside;
      report.zoneFacts.push('zone.insideUrbanPerimeter');
    }
    if (zone.distanceToUrbanPerimeterM === undefined) {
      // Zero inside: the distance between the lot and the perimeter's area.
      zone.distanceToUrbanPerimeterM = inside ? 0 : distanceToAreas(perimeters, lotGeom, x, y);
      report.zoneFacts.push('zone.distanceToUrbanPerimeterM');
    }
    if ((input.activity === 'fuel-station' || input.fuelStation) && input.fuelStation?.insideUrbanPerimeter === undefined) {
      filled.fuelStation = { ...(input.fuelStation ?? {}), insideUrbanPerimeter: inside };
      report.zoneFacts.push('fuelStation.insideUrbanPerimeter');
    }
  }
  if (report.zoneFacts.length > 0) filled.zone = zone;
}

export interface RegistryEvaluation {
  result: EvaluationResult;
  input: EstablishmentInput;
  report: FillReport;
}

/** Fills the application from the registries and evaluates it: the one call an API handler needs. */
export function evaluateWithRegistry(
  registry: PlaceRegistry | MunicipalityRegistry,
  pack: Pack,
  input: EstablishmentInput,
  opts: EvaluateOptions & Omit<FillOptions, 'date' | 'overrides'>,
): RegistryEvaluation {
  const fillOpts: FillOptions = { date: opts.date };
  if (opts.overrides) fillOpts.overrides = opts.overrides;
  if (opts.selfId !== undefined) fillOpts.selfId = opts.selfId;
  if (opts.priorityDate !== undefined) fillOpts.priorityDate = opts.priorityDate;
  if (opts.unlocated !== undefined) fillOpts.unlocated = opts.unlocated;
  if (opts.zones !== undefined) fillOpts.zones = opts.zones;
  const { input: filled, report } = fillSiting(registry, pack, input, fillOpts);
  const evalOpts: EvaluateOptions = { date: opts.date };
  if (opts.lang) evalOpts.lang = opts.lang;
  if (opts.overrides) evalOpts.overrides = opts.overrides;
  if (opts.norms) evalOpts.norms = opts.norms;
  return { result: evaluate(pack, filled, evalOpts), input: filled, report };
}

/**
 * The repository flavour: reads only what the application needs (places in the box around
 * the lot, the municipality's areas, and how many places of each needed category lack a
 * location) and fills from that.
 */
export async function fillFromRepository(
  repo: Repository,
  pack: Pack,
  input: EstablishmentInput,
  opts: FillOptions & { scope?: Scope | null },
): Promise<SitingFill> {
  const scope = opts.scope ?? null;
  const rules = resolveSiting(pack, { activity: input.activity, date: opts.date, overrides: opts.overrides ?? {} });
  const need = surveyNeeds(rules);
  const lots = lotGeometries(input);
  const reg = new MunicipalityRegistry(input.municipality);
  const seen = new Set<string>();
  const add = (r: PlaceRecord) => {
    if (!seen.has(r.id)) {
      seen.add(r.id);
      reg.add(r);
    }
  };
  if (lots.length > 0 && need.size > 0) {
    let box = bboxOf(lots[0] as Geometry);
    for (const g of lots.slice(1)) box = bboxUnion(box, bboxOf(g));
    let maxNeed = 0;
    for (const r of need.values()) maxNeed = Math.max(maxNeed, r);
    const categories = [...need.keys()];
    const q = { municipality: input.municipality, categories, asOf: opts.date };
    for await (const r of pagePlaces(repo, scope, { ...q, bbox: expandBBox(box, maxNeed + slack(maxNeed)) })) add(r);
    // Unlocated places: the whole count minus the located count (a box query never returns them).
    const all = await repo.listPlaces(scope, { ...q, limit: 1 });
    const located = await repo.listPlaces(scope, { ...q, limit: 1, bbox: [-180, -90, 180, 90] });
    if (all.total > located.total) {
      for await (const r of pagePlaces(repo, scope, q)) if (r.geometry === null) add(r);
    }
  }
  if (opts.zones !== false) {
    for await (const r of pagePlaces(repo, scope, { municipality: input.municipality, categories: [...AREA_LAYERS], asOf: opts.date })) add(r);
  }
  return fillSiting(reg, pack, input, opts, rules);
}
