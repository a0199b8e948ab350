/**
 * Ground no registered zone covers, for the rules a zone's kind decides (area rules of kind
 * 'zone-kind': Vitória da Conquista art. 2 — GLP resale only "em áreas do Distrito Sede
 * estabelecidas para estes fins", zones I–III — and art. 5 with a class asked; Nova Odessa
 * art. 12 with a class above I). Once a municipality registers a zone layer, the map draws these
 * rules: zones of an excluded kind are excluded. A cell in no registered zone has no kind, and the
 * answer at that point is what the rule says without one (the engine is asked, area-rules.ts
 * withoutZone): usually "cannot evaluate: zone.kind missing" — so the cell is unknown, never
 * allowed by silence ("no zone found" is not "no zone rule there"); VdC art. 2, I decides it
 * outside a registered urban perimeter (zonas de expansão). With no zone layer at all the map
 * names the rule as unchecked instead (ADR 0016); docs/adr/0016, addendum.
 */
import type { AreaRule, ZoneGapOutcome } from './area-rules.ts';
import type { Runs } from './raster.ts';
import { SpanBuffer } from './raster.ts';
import type { IndexedArea, MunicipalityRegistry } from './registry.ts';
import type { Grid, UnzonedRule } from './viability-types.ts';
import { stampExclusion } from './viability-stamp.ts';
import { splitRuns } from './viability-unknown.ts';

export interface ZoneGaps {
  /** Runs a rule excludes where no zone gives a kind; the place that decides it (the perimeter, or a zone). */
  excluded: { rule: AreaRule; runs: Runs; place: IndexedArea }[];
  /** Runs a rule cannot decide without a zone: unknown. */
  unknown: Runs[];
  unzoned: UnzonedRule[];
}

/** `runs` split by `areas`: the cells whose centre lies in none of them (kept) and in one (cut). */
function splitByAreas(runs: Runs, areas: readonly IndexedArea[], g: Grid, rowLat: Float64Array, rowKx: Float64Array) {
  const spans = new SpanBuffer();
  for (const a of areas) stampExclusion(spans, g, rowLat, rowKx, a, 0, '>=', 0);
  return splitRuns(runs, spans, g.ny);
}

export function zoneGaps(
  reg: MunicipalityRegistry,
  areas: readonly AreaRule[],
  date: string,
  g: Grid,
  rowLat: Float64Array,
  rowKx: Float64Array,
  inside: Runs,
): ZoneGaps {
  const out: ZoneGaps = { excluded: [], unknown: [], unzoned: [] };
  const zoneRules = areas.filter((a) => a.kind === 'zone-kind' && a.withoutZone !== undefined);
  const layer = reg.areasOf('zone', date);
  // No zone layer: the rule is named as unchecked (ADR 0016), not drawn.
  if (zoneRules.length === 0 || layer.length === 0) return out;
  // A zone registered without a kind gives none: the point's answer waits on it too.
  const gap = splitByAreas(
    inside,
    layer.filter((z) => z.kind !== null),
    g,
    rowLat,
    rowKx,
  ).kept;
  const perimeters = reg.areasOf('urban-perimeter', date);
  const parts: { runs: Runs; side: 'unstated' | 'inside' | 'outside'; where: UnzonedRule['where'] }[] = [];
  if (perimeters.length === 0) parts.push({ runs: gap, side: 'unstated', where: 'everywhere' });
  else {
    const { kept: outside, cut: insidePerimeter } = splitByAreas(gap, perimeters, g, rowLat, rowKx);
    parts.push({ runs: insidePerimeter, side: 'inside', where: 'inside-perimeter' });
    parts.push({ runs: outside, side: 'outside', where: 'outside-perimeter' });
  }
  for (const rule of zoneRules)
    for (const part of parts) {
      if (part.runs.count === 0) continue;
      const outcome: ZoneGapOutcome = (rule.withoutZone as NonNullable<AreaRule['withoutZone']>)[part.side];
      if (outcome === 'excluded')
        out.excluded.push({ rule, runs: part.runs, place: (part.side === 'unstated' ? layer[0] : perimeters[0]) as IndexedArea });
      else if (outcome === 'unknown') {
        out.unknown.push(part.runs);
        out.unzoned.push({ rule: rule.fullId, citation: rule.citation, where: part.where });
      }
    }
  return out;
}

/** Appends every run of `runs` to `spans` under `owner`. */
export function pushRuns(spans: SpanBuffer, runs: Runs, owner: number): void {
  for (let y = 0; y < runs.ny; y++)
    for (let k = runs.rowStart[y] as number; k < (runs.rowStart[y + 1] as number); k++)
      spans.push(y, runs.c0[k] as number, runs.c1[k] as number, owner);
}
