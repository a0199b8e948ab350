/**
 * The viability map as GeoJSON: allowed areas, and excluded areas each carrying the rules
 * and places that exclude it, traced from the raster's runs.
 */
import type { Pack } from '../core/pack.ts';
import { geodesicCircle, type PolygonGeometry, round7 } from './geom.ts';
import type { AreaRule } from './area-rules.ts';
import type { ResolvedSitingRule } from './plan.ts';
import { labelRuns, type Runs, type SpanBuffer, traceRings } from './raster.ts';
import { sourceLabel } from './registry.ts';
import type { Exclusion, Grid, ViabilityMap, ViabilityOptions } from './viability-types.ts';

function ringsToLonLat(g: Grid, rings: number[][][]): [number, number][][] {
  return rings.map((ring) =>
    ring.map((p) => [round7(g.minLon + (p[0] as number) * g.dLon), round7(g.minLat + (p[1] as number) * g.dLat)] as [number, number]),
  );
}

export function buildGeoJson(map: ViabilityMap, pack: Pack, opts: ViabilityOptions, spans: SpanBuffer): Record<string, unknown> {
  const g = map.grid;
  const cellArea = g.resolutionM * g.resolutionM;
  const features: Record<string, unknown>[] = [];
  const A = labelRuns(map.allowed);
  const E = labelRuns(map.excluded);
  map.stats.allowedAreas = A.count;
  map.stats.excludedAreas = E.count;
  // Which exclusions touch which excluded area: each exclusion span meets the runs of its row.
  const byArea: Set<number>[] = Array.from({ length: E.count }, () => new Set<number>());
  for (let s = 0; s < spans.n; s++) {
    const y = spans.row[s] as number;
    const a = spans.a[s] as number;
    const b = spans.b[s] as number;
    const end = map.excluded.rowStart[y + 1] as number;
    for (let k = map.excluded.firstEndingAtOrAfter(y, a); k < end && (map.excluded.c0[k] as number) <= b; k++)
      (byArea[E.label[k] as number] as Set<number>).add(spans.owner[s] as number);
  }
  const cellsOf = (runs: Runs, label: Int32Array, count: number) => {
    const n = new Float64Array(count);
    for (let k = 0; k < runs.count; k++)
      n[label[k] as number] = (n[label[k] as number] as number) + (runs.c1[k] as number) - (runs.c0[k] as number) + 1;
    return n;
  };
  const aCells = cellsOf(map.allowed, A.label, A.count);
  const eCells = cellsOf(map.excluded, E.label, E.count);
  const aRings = traceRings(map.allowed, A.label, A.count, g.nx);
  const eRings = traceRings(map.excluded, E.label, E.count, g.nx);
  aRings.forEach((rings, c) => {
    if (rings.length === 0) return;
    features.push({
      type: 'Feature',
      geometry: { type: 'Polygon', coordinates: ringsToLonLat(g, rings) },
      // Allowed only as to what the map draws: the rules it does not check are named on the area.
      properties: {
        kind: 'allowed',
        areaM2: (aCells[c] as number) * cellArea,
        ...(map.unchecked.length > 0 ? { allowedAsTo: 'distances', toCheck: map.unchecked.map((u) => u.citation) } : {}),
      },
    });
  });
  const cap = opts.maxPlacesPerArea ?? 200;
  eRings.forEach((rings, c) => {
    if (rings.length === 0) return;
    const exs = [...(byArea[c] as Set<number>)].sort((p, q) => p - q);
    const ruleIds = new Map<string, Record<string, unknown>>();
    for (const i of exs) {
      const r = (map.exclusions[i] as Exclusion).rule;
      if (!ruleIds.has(r.fullId)) ruleIds.set(r.fullId, r.summary);
    }
    const places = exs.slice(0, cap).map((i) => placeSummary(map.exclusions[i] as Exclusion));
    features.push({
      type: 'Feature',
      geometry: { type: 'Polygon', coordinates: ringsToLonLat(g, rings) },
      properties: {
        kind: 'excluded',
        areaM2: (eCells[c] as number) * cellArea,
        rules: [...ruleIds.values()],
        places,
        placesTotal: exs.length,
      },
    });
  });
  // Not surveyed (issue 7 item 1): the categories whose survey does not cover these cells.
  const U = labelRuns(map.unknown);
  map.stats.unknownAreas = U.count;
  const uCells = cellsOf(map.unknown, U.label, U.count);
  traceRings(map.unknown, U.label, U.count, g.nx).forEach((rings, c) => {
    if (rings.length === 0) return;
    features.push({
      type: 'Feature',
      geometry: { type: 'Polygon', coordinates: ringsToLonLat(g, rings) },
      properties: {
        kind: 'unknown',
        areaM2: (uCells[c] as number) * cellArea,
        categories: map.unsurveyed.map((u) => u.category),
        // Rules the map cannot draw (a norm not loaded, a wording not received): they leave every cell unknown.
        ...(map.unmapped.length > 0 ? { rules: map.unmapped.map((u) => u.fullId) } : {}),
        // Zone rules no registered zone decides here (a zone layer exists, but not over these cells).
        ...(map.unzoned.length > 0 ? { zoneRules: [...new Set(map.unzoned.map((u) => u.rule))] } : {}),
      },
    });
  });
  if (opts.discs !== false) {
    for (const e of map.exclusions) {
      if (e.place.geom.type !== 'Point') continue;
      const disc: PolygonGeometry = geodesicCircle(e.place.geom.coordinates, e.rule.radiusM, 72);
      disc.coordinates = disc.coordinates.map((ring) => ring.map((p) => [round7(p[0]), round7(p[1])] as [number, number]));
      features.push({ type: 'Feature', geometry: disc, properties: { kind: 'exclusion-zone', ...placeSummary(e) } });
    }
  }
  return {
    type: 'FeatureCollection',
    name: `viability ${map.municipality} ${opts.activity} ${opts.date}`,
    municipality: map.municipality,
    law: pack.laws.map((l) => l.shortTitle).join('; '),
    lawPackVersion: pack.version,
    date: opts.date,
    activity: opts.activity,
    class: opts.normClass ?? opts.siteClass ?? null,
    resolutionM: g.resolutionM,
    overrides: opts.overrides ?? {},
    rules: [...map.rules.map(ruleSummary), ...map.areaRules.map(areaSummary)],
    stats: map.stats,
    unsurveyed: map.unsurveyed,
    unmapped: map.unmapped.map(({ fullId, citation, reason, detail }) => ({ rule: fullId, citation, reason, detail })),
    unzoned: map.unzoned,
    unchecked: map.unchecked,
    assumeSurveyed: map.assumeSurveyed,
    notes: map.notes,
    features,
  };
}

export function ruleSummary(r: ResolvedSitingRule): Record<string, unknown> {
  return {
    rule: r.fullId,
    citation: r.citation,
    title: r.title.pt,
    categories: r.categories,
    radiusM: r.radiusM,
    relation: r.op,
    measure: r.measure,
    ...(r.statuses ? { statuses: r.statuses } : {}),
    threshold: r.threshold,
  };
}

export function areaSummary(a: AreaRule): Record<string, unknown> {
  return {
    rule: a.fullId,
    citation: a.citation,
    title: a.title.pt,
    area: a.kind,
    radiusM: a.radiusM,
    relation: a.op,
    ...(a.kind === 'zone-kind' ? { zoneKinds: a.zoneKinds } : {}),
    found: 'by evaluating the rule with the zone facts varied (area-rules.ts)',
  };
}

function placeSummary(e: Exclusion): Record<string, unknown> {
  const rec = e.place.rec;
  return {
    rule: e.rule.fullId,
    citation: e.rule.citation,
    radiusM: e.rule.radiusM,
    relation: e.rule.op,
    placeId: rec.id,
    name: rec.name,
    category: rec.category,
    status: rec.status,
    source: sourceLabel(rec),
  };
}
