/**
 * The viability map: where in a municipality may a new establishment of an activity (and
 * storage class) be sited, under every distance rule of its law, as of a date?
 *
 * The municipality is covered by a grid of `resolution`-metre cells (local metric scale at
 * its centre latitude). Each registered place of a category a distance rule measures to
 * excludes the cells whose centre lies within the rule's distance of it — a disc around a
 * point, the polygon buffered by the distance around a lot or an area. Allowed = inside
 * the municipal boundary and excluded by nothing. Runs of cells are labelled into connected
 * areas and traced into polygons: allowed areas, and excluded areas each carrying the
 * rules and places that exclude it.
 *
 * The map is a raster at the given resolution; the exact answer at any point comes from
 * `viabilityAt`, which runs the law's own rules through the engine with the registry.
 * How to read it: the part of the lot each law measures from (the whole lot where the law
 * measures edge to edge, Belém art. 2º par. único; the frontage, VdC art. 21 II; the
 * storage area or the point otherwise) must lie entirely within an allowed area.
 */
import { evaluate } from '../core/engine.ts';
import type { EstablishmentInput } from '../core/input/schema.ts';
import type { Pack } from '../core/pack.ts';
import type { IsoDate, Operator } from '../core/types.ts';
import { type BBox, bboxUnion, geodesicCircle, metresPerDegLat, metresPerDegLon, type PolygonGeometry, round7 } from './geom.ts';
import { type AreaRule, areaRules } from './area-rules.ts';
import { fillSiting } from './nearby.ts';
import { containersForClass, type ResolvedSitingRule, resolveSiting } from './plan.ts';
import { encodePng, labelRuns, type Runs, RunsBuilder, SpanBuffer, traceRings } from './raster.ts';
import { type IndexedArea, type IndexedPlace, MunicipalityRegistry, type PlaceRegistry, sourceLabel } from './registry.ts';
import { InputError } from '../core/input/validate.ts';

export interface ViabilityOptions {
  date: IsoDate;
  activity: string;
  /** NBR 15514 storage class (I…VII, Especial) for distances the norm sets by class. */
  normClass?: string;
  /** Cell size in metres (default 10). */
  resolutionM?: number;
  overrides?: Record<string, unknown>;
  /** Also output each point place's exclusion disc as a vector polygon (default true). */
  discs?: boolean;
  /** Cap on the places listed on one excluded area (the rest are counted). */
  maxPlacesPerArea?: number;
  /** Skip the GeoJSON (benchmarks of the raster alone). */
  geojson?: boolean;
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
  stats: {
    cells: number;
    allowedCells: number;
    excludedCells: number;
    allowedAreaKm2: number;
    excludedAreaKm2: number;
    exclusions: number;
    allowedAreas: number;
    excludedAreas: number;
  };
  notes: string[];
  geojson: Record<string, unknown> | null;
}

function municipalityOf(source: PlaceRegistry | MunicipalityRegistry, id: string): MunicipalityRegistry {
  const reg = source instanceof MunicipalityRegistry ? source : source.get(id);
  if (!reg) throw InputError.of('municipality', JSON.stringify(id), 'a municipality with a place registry (glp places import)');
  return reg;
}

/** Crossings of a horizontal line (latitude y) with the rings' edges, sorted (even–odd spans). */
function crossings(rings: readonly (readonly (readonly [number, number] | number[])[])[], y: number, out: number[]): number[] {
  out.length = 0;
  for (const ring of rings) {
    const n = ring.length;
    for (let i = 0, j = n - 1; i < n; j = i++) {
      const a = ring[j] as number[];
      const b = ring[i] as number[];
      const ay = a[1] as number;
      const by = b[1] as number;
      if (ay > y !== by > y) out.push((a[0] as number) + ((y - ay) * ((b[0] as number) - (a[0] as number))) / (by - ay));
    }
  }
  return out.sort((p, q) => p - q);
}

export function computeViability(
  source: PlaceRegistry | MunicipalityRegistry,
  pack: Pack,
  municipality: string,
  opts: ViabilityOptions,
): ViabilityMap {
  const reg = municipalityOf(source, municipality);
  const res = opts.resolutionM ?? 10;
  const areaOpts = {
    activity: opts.activity,
    date: opts.date,
    overrides: opts.overrides ?? {},
    ...(opts.normClass !== undefined ? { normClass: opts.normClass } : {}),
  };
  const areas = areaRules(pack, areaOpts);
  if (!(res >= 0.5 && res <= 1000)) throw InputError.of('resolution', String(res), 'a cell size between 0.5 and 1000 metres');
  const boundaries = reg.areasOf('municipal-boundary', opts.date);
  if (boundaries.length === 0)
    throw InputError.of(
      'municipality',
      `no municipal boundary registered for ${municipality}`,
      'a boundary (glp places import MUNICIPALITY FILE --category municipal-boundary)',
    );
  const planOpts = { activity: opts.activity, date: opts.date, overrides: opts.overrides ?? {} } as Parameters<typeof resolveSiting>[1];
  if (opts.normClass !== undefined) planOpts.normClass = opts.normClass;
  const rules = resolveSiting(pack, planOpts);
  const notes: string[] = [
    `Raster of ${res} m cells: a cell is allowed when its centre keeps every distance of the law; the part of the lot the law measures from must lie entirely within an allowed area. The exact answer at a point: glp viability --at LON,LAT (API: /check).`,
    'Places registered in neighbouring municipalities are not considered.',
  ];
  if (rules.length === 0)
    notes.push(
      `${pack.id} has no distance rule for ${opts.activity} on ${opts.date}: everything inside the boundary is allowed as far as distances go.`,
    );
  for (const r of rules)
    if (r.classDependent)
      notes.push(
        `${r.fullId}: the distance depends on the storage class (not given): the largest, ${r.radiusM} m (class Especial), was used.`,
      );
  const perimeters = reg.areasOf('urban-perimeter', opts.date);
  for (const a of areas) {
    if (a.kind !== 'zone-kind' && perimeters.length === 0)
      notes.push(`${a.fullId} (${a.citation}) depends on the urban perimeter, and none is registered for ${municipality}: not mapped.`);
    if (a.kind === 'zone-kind' && reg.areasOf('zone', opts.date).length === 0)
      notes.push(`${a.fullId} (${a.citation}) depends on the zone kind, and no zones are registered for ${municipality}: not mapped.`);
  }

  // Grid over the boundary's box, metric at the centre latitude.
  let box: BBox = boundaries[0]?.bbox as BBox;
  for (const b of boundaries.slice(1)) box = bboxUnion(box, b.bbox);
  const latC = (box[1] + box[3]) / 2;
  const dLon = res / metresPerDegLon(latC);
  const dLat = res / metresPerDegLat(latC);
  const nx = Math.max(1, Math.ceil((box[2] - box[0]) / dLon));
  const ny = Math.max(1, Math.ceil((box[3] - box[1]) / dLat));
  const grid: Grid = { minLon: box[0], minLat: box[1], dLon, dLat, nx, ny, resolutionM: res };
  const rowLat = new Float64Array(ny);
  const rowKx = new Float64Array(ny);
  for (let y = 0; y < ny; y++) {
    rowLat[y] = box[1] + (y + 0.5) * dLat;
    rowKx[y] = metresPerDegLon(rowLat[y] as number);
  }
  const colOf = (lon: number) => (lon - box[0]) / dLon - 0.5; // fractional column of a longitude, cell centres at integers

  // Inside the boundary.
  // Inside the boundary: even–odd within each polygon (holes), union across polygons (a
  // municipality in parts, or the same boundary registered twice).
  const ib = new RunsBuilder(ny);
  const xs: number[] = [];
  const row: [number, number][] = [];
  for (let y = 0; y < ny; y++) {
    ib.startRow(y);
    row.length = 0;
    for (const bnd of boundaries) {
      crossings(bnd.geom.coordinates, rowLat[y] as number, xs);
      for (let k = 0; k + 1 < xs.length; k += 2) {
        const a = Math.max(0, Math.ceil(colOf(xs[k] as number)));
        const b = Math.min(nx - 1, Math.floor(colOf(xs[k + 1] as number)));
        if (a <= b) row.push([a, b]);
      }
    }
    if (boundaries.length > 1) row.sort((p, q) => p[0] - q[0]);
    for (const [a, b] of row) ib.push(a, b);
  }
  const inside = ib.finish();

  // Exclusion spans.
  const exclusions: Exclusion[] = [];
  const spans = new SpanBuffer();
  for (const rule of rules) {
    const cats = new Set<string>(rule.categories);
    const statuses = rule.statuses ? new Set(rule.statuses) : null;
    const er: ExclusionRule = {
      fullId: rule.fullId,
      citation: rule.citation,
      radiusM: rule.radiusM,
      op: rule.op,
      summary: ruleSummary(rule),
    };
    for (const place of reg.placesOf(cats, opts.date)) {
      if (statuses && (place.rec.status === null || !statuses.has(place.rec.status))) continue;
      const ex = exclusions.length;
      exclusions.push({ rule: er, place });
      stampExclusion(spans, grid, rowLat, rowKx, place, rule.radiusM, rule.op, ex);
    }
  }
  for (const a of areas) {
    const er: ExclusionRule = { fullId: a.fullId, citation: a.citation, radiusM: a.radiusM, op: a.op, summary: areaSummary(a) };
    if (a.kind === 'perimeter-buffer' || a.kind === 'zone-kind') {
      const list =
        a.kind === 'perimeter-buffer'
          ? perimeters
          : reg.areasOf('zone', opts.date).filter((z) => z.kind !== null && a.zoneKinds.includes(z.kind));
      for (const area of list) {
        const ex = exclusions.length;
        exclusions.push({ rule: er, place: area });
        stampExclusion(spans, grid, rowLat, rowKx, area, a.radiusM, a.op, ex);
      }
    } else if (perimeters.length > 0) {
      // Outside the perimeter: every cell of a row but the perimeter's spans.
      const ex = exclusions.length;
      exclusions.push({ rule: er, place: perimeters[0] as IndexedArea });
      const xs2: number[] = [];
      for (let y = 0; y < ny; y++) {
        const inPer: [number, number][] = [];
        for (const p of perimeters) {
          crossings(p.geom.coordinates, rowLat[y] as number, xs2);
          for (let k = 0; k + 1 < xs2.length; k += 2)
            inPer.push([Math.ceil(colOf(xs2[k] as number)), Math.floor(colOf(xs2[k + 1] as number))]);
        }
        inPer.sort((p, q) => p[0] - q[0]);
        let x = 0;
        for (const [a0, b0] of inPer) {
          if (a0 > x) spans.push(y, x, Math.min(nx - 1, a0 - 1), ex);
          x = Math.max(x, b0 + 1);
        }
        if (x <= nx - 1) spans.push(y, x, nx - 1, ex);
      }
    }
  }
  const { start, order } = spans.byRow(ny);

  // Per row: union of exclusion spans; excluded = inside ∩ union; allowed = inside − union.
  const eb = new RunsBuilder(ny);
  const ab = new RunsBuilder(ny);
  const ua: number[] = [];
  const ubArr: number[] = [];
  for (let y = 0; y < ny; y++) {
    eb.startRow(y);
    ab.startRow(y);
    ua.length = 0;
    ubArr.length = 0;
    for (let k = start[y] as number; k < (start[y + 1] as number); k++) {
      const s = order[k] as number;
      const a = spans.a[s] as number;
      const b = spans.b[s] as number;
      const last = ua.length - 1;
      if (last >= 0 && a <= (ubArr[last] as number) + 1) {
        if (b > (ubArr[last] as number)) ubArr[last] = b;
      } else {
        ua.push(a);
        ubArr.push(b);
      }
    }
    let u = 0;
    for (let k = inside.rowStart[y] as number; k < (inside.rowStart[y + 1] as number); k++) {
      let x = inside.c0[k] as number;
      const end = inside.c1[k] as number;
      while (u < ua.length && (ubArr[u] as number) < x) u++;
      let v = u;
      while (x <= end) {
        if (v >= ua.length || (ua[v] as number) > end) {
          ab.push(x, end);
          break;
        }
        const a = ua[v] as number;
        const b = ubArr[v] as number;
        if (a > x) ab.push(x, a - 1);
        const e0 = Math.max(a, x);
        const e1 = Math.min(b, end);
        if (e0 <= e1) eb.push(e0, e1);
        x = b + 1;
        v++;
      }
    }
  }
  const allowed = ab.finish();
  const excluded = eb.finish();
  const cellArea = res * res;
  const allowedCells = allowed.cells();
  const excludedCells = excluded.cells();
  const map: ViabilityMap = {
    municipality,
    grid,
    rules,
    areaRules: areas,
    exclusions,
    inside,
    allowed,
    excluded,
    stats: {
      cells: allowedCells + excludedCells,
      allowedCells,
      excludedCells,
      allowedAreaKm2: (allowedCells * cellArea) / 1e6,
      excludedAreaKm2: (excludedCells * cellArea) / 1e6,
      exclusions: exclusions.length,
      allowedAreas: 0,
      excludedAreas: 0,
    },
    notes,
    geojson: null,
  };
  if (opts.geojson !== false) map.geojson = buildGeoJson(map, pack, opts, spans);
  return map;
}

/** Adds to `spans` the cells within r (relation op) of the place, row by row. */
function stampExclusion(
  spans: SpanBuffer,
  g: Grid,
  rowLat: Float64Array,
  rowKx: Float64Array,
  place: Pick<IndexedPlace, 'geom' | 'bbox'>,
  r: number,
  op: Operator,
  ex: number,
): void {
  // ">=" rules exclude d < r, ">" rules exclude d ≤ r: a cell centre exactly at r is a
  // measure-zero case on a raster; the exact answer is viabilityAt's.
  void op;
  const geom = place.geom;
  const lat0 = geom.type === 'Point' ? geom.coordinates[1] : place.bbox[1];
  const ky = metresPerDegLat(lat0);
  const yLo = Math.max(0, Math.floor((place.bbox[1] - r / ky - g.minLat) / g.dLat - 0.5));
  const yHi = Math.min(g.ny - 1, Math.ceil((place.bbox[3] + r / ky - g.minLat) / g.dLat - 0.5));
  const col = (lon: number) => (lon - g.minLon) / g.dLon - 0.5;
  const push = (y: number, lonA: number, lonB: number) => {
    const a = Math.max(0, Math.ceil(col(lonA)));
    const b = Math.min(g.nx - 1, Math.floor(col(lonB)));
    if (a <= b) spans.push(y, a, b, ex);
  };
  if (geom.type === 'Point') {
    const [px, py] = geom.coordinates;
    for (let y = yLo; y <= yHi; y++) {
      const lat = rowLat[y] as number;
      const kyMid = metresPerDegLat((lat + py) / 2);
      const dy = (lat - py) * kyMid;
      const h2 = r * r - dy * dy;
      if (h2 < 0) continue;
      const h = Math.sqrt(h2) / (rowKx[y] as number);
      push(y, px - h, px + h);
    }
    return;
  }
  // Polygon: inside spans ∪ capsules of every edge, in a local metric frame.
  const rings = geom.coordinates;
  const ox = rings[0]?.[0]?.[0] as number;
  const oy = rings[0]?.[0]?.[1] as number;
  const kx = metresPerDegLon(oy);
  const kyo = metresPerDegLat(oy);
  const xs: number[] = [];
  for (let y = yLo; y <= yHi; y++) {
    const lat = rowLat[y] as number;
    const y0 = (lat - oy) * kyo;
    crossings(rings, lat, xs);
    for (let k = 0; k + 1 < xs.length; k += 2) push(y, xs[k] as number, xs[k + 1] as number);
    for (const ring of rings) {
      for (let i = 1; i < ring.length; i++) {
        const A = ring[i - 1] as [number, number];
        const B = ring[i] as [number, number];
        const iv = capsuleRow((A[0] - ox) * kx, (A[1] - oy) * kyo, (B[0] - ox) * kx, (B[1] - oy) * kyo, r, y0);
        if (iv) push(y, ox + iv[0] / kx, ox + iv[1] / kx);
      }
    }
  }
}

/** The x-interval where the horizontal line y = y0 meets the capsule of radius r around segment A–B (planar metres). */
export function capsuleRow(ax: number, ay: number, bx: number, by: number, r: number, y0: number): [number, number] | null {
  let lo = Infinity;
  let hi = -Infinity;
  const disc = (cx: number, cy: number) => {
    const dy = y0 - cy;
    const h2 = r * r - dy * dy;
    if (h2 < 0) return;
    const h = Math.sqrt(h2);
    lo = Math.min(lo, cx - h);
    hi = Math.max(hi, cx + h);
  };
  disc(ax, ay);
  disc(bx, by);
  const dx = bx - ax;
  const dy = by - ay;
  const L2 = dx * dx + dy * dy;
  if (L2 > 0) {
    const L = Math.sqrt(L2);
    const ry = y0 - ay;
    // Strip: |dx·ry − dy·(x − ax)| ≤ r·L and 0 ≤ (x − ax)·dx + ry·dy ≤ L².
    let s0 = -Infinity;
    let s1 = Infinity;
    if (dy !== 0) {
      const p = ax + (dx * ry - r * L) / dy;
      const q = ax + (dx * ry + r * L) / dy;
      s0 = Math.min(p, q);
      s1 = Math.max(p, q);
    } else if (Math.abs(dx * ry) > r * L) s1 = -Infinity;
    if (dx !== 0) {
      const p = ax + (-ry * dy) / dx;
      const q = ax + (L2 - ry * dy) / dx;
      s0 = Math.max(s0, Math.min(p, q));
      s1 = Math.min(s1, Math.max(p, q));
    } else if (ry * dy < 0 || ry * dy > L2) s1 = -Infinity;
    if (s0 <= s1) {
      lo = Math.min(lo, s0);
      hi = Math.max(hi, s1);
    }
  }
  return lo <= hi ? [lo, hi] : null;
}

function ringsToLonLat(g: Grid, rings: number[][][]): [number, number][][] {
  return rings.map((ring) =>
    ring.map((p) => [round7(g.minLon + (p[0] as number) * g.dLon), round7(g.minLat + (p[1] as number) * g.dLat)] as [number, number]),
  );
}

function buildGeoJson(map: ViabilityMap, pack: Pack, opts: ViabilityOptions, spans: SpanBuffer): Record<string, unknown> {
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
      properties: { kind: 'allowed', areaM2: (aCells[c] as number) * cellArea },
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
    class: opts.normClass ?? null,
    resolutionM: g.resolutionM,
    overrides: opts.overrides ?? {},
    rules: [...map.rules.map(ruleSummary), ...map.areaRules.map(areaSummary)],
    stats: map.stats,
    notes: map.notes,
    features,
  };
}

function ruleSummary(r: ResolvedSitingRule): Record<string, unknown> {
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

function areaSummary(a: AreaRule): Record<string, unknown> {
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

// ---------------------------------------------------------------------------
// Exact answer at a point, through the engine

export interface PointViability {
  allowed: boolean;
  /** 'cannot-evaluate' when a rule could not decide (e.g. places not located). */
  verdict: 'allowed' | 'excluded' | 'cannot-evaluate';
  findings: { rule: string; citation: string; status: string; message: string; places: unknown[] }[];
}

/** A siting-only view of the pack: the same rules, only those with siting data. */
export function sitingPack(pack: Pack): Pack {
  const ids = new Set((pack.siting ?? []).map((s) => s.rule));
  return { ...pack, rules: pack.rules.filter((r) => ids.has(r.id)) };
}

const sitingPacks = new WeakMap<Pack, Pack>();

export function viabilityAt(
  source: PlaceRegistry | MunicipalityRegistry,
  pack: Pack,
  municipality: string,
  point: [number, number],
  opts: Omit<ViabilityOptions, 'resolutionM' | 'discs' | 'geojson' | 'maxPlacesPerArea'>,
): PointViability {
  const reg = municipalityOf(source, municipality);
  // The siting rules and the area rules (perimeter, zone kind) of this activity and date.
  const areaIds = new Set(
    areaRules(pack, {
      activity: opts.activity,
      date: opts.date,
      overrides: opts.overrides ?? {},
      ...(opts.normClass !== undefined ? { normClass: opts.normClass } : {}),
    }).map((a) => a.rule),
  );
  let sp = sitingPacks.get(pack);
  if (!sp) {
    sp = sitingPack(pack);
    sitingPacks.set(pack, sp);
  }
  if (areaIds.size > 0) sp = { ...sp, rules: [...sp.rules, ...pack.rules.filter((r) => areaIds.has(r.id))] };
  const input = {
    municipality,
    activity: opts.activity,
    application: { type: 'new' },
    lot: { location: point },
    ...(opts.normClass !== undefined ? { storage: { containers: containersForClass(opts.normClass) } } : {}),
  } as EstablishmentInput;
  const fillOpts = { date: opts.date, overrides: opts.overrides ?? {} };
  const { input: filled } = fillSiting(reg, pack, input, fillOpts);
  const result = evaluate(sp, filled, { date: opts.date, overrides: opts.overrides ?? {} });
  const findings = result.findings.map((f) => ({
    rule: f.rule,
    citation: f.citation.text,
    status: f.status,
    message: f.message,
    places: f.places ?? [],
  }));
  const violated = result.findings.some((f) => f.status === 'violated');
  const unknown = result.findings.some((f) => f.status === 'cannot-evaluate');
  return { allowed: !violated && !unknown, verdict: violated ? 'excluded' : unknown ? 'cannot-evaluate' : 'allowed', findings };
}

// ---------------------------------------------------------------------------
// Previews

const COLOURS = { allowed: [46, 160, 67, 255], excluded: [207, 34, 46, 255] } as const;

/** The map as a PNG, at most maxPx wide or high (cells are sampled at pixel centres). */
export function viabilityPng(map: ViabilityMap, maxPx = 1600): { png: Uint8Array; width: number; height: number } {
  const g = map.grid;
  const f = Math.max(1, Math.max(g.nx, g.ny) / maxPx);
  const width = Math.max(1, Math.round(g.nx / f));
  const height = Math.max(1, Math.round(g.ny / f));
  const rgba = new Uint8Array(width * height * 4);
  for (let py = 0; py < height; py++) {
    const y = Math.min(g.ny - 1, Math.floor((height - 1 - py + 0.5) * f)); // image rows go south
    for (const [runs, colour] of [
      [map.allowed, COLOURS.allowed],
      [map.excluded, COLOURS.excluded],
    ] as const) {
      for (let k = runs.rowStart[y] as number; k < (runs.rowStart[y + 1] as number); k++) {
        const x0 = Math.max(0, Math.ceil((runs.c0[k] as number) / f - 0.5));
        const x1 = Math.min(width - 1, Math.floor(((runs.c1[k] as number) + 1) / f - 0.5));
        for (let px = x0; px <= x1; px++) rgba.set(colour, (py * width + px) * 4);
      }
    }
  }
  return { png: encodePng(width, height, rgba), width, height };
}

/** An SVG preview: the raster (embedded PNG), the municipal boundary and a legend. */
export function viabilitySvg(map: ViabilityMap, boundary: readonly PolygonGeometry[], title: string): string {
  const { png, width, height } = viabilityPng(map);
  const g = map.grid;
  const sx = width / (g.nx * g.dLon);
  const sy = height / (g.ny * g.dLat);
  const path = boundary
    .flatMap((p) => p.coordinates)
    .map(
      (ring) => `M${ring.map((p) => `${((p[0] - g.minLon) * sx).toFixed(1)},${(height - (p[1] - g.minLat) * sy).toFixed(1)}`).join('L')}Z`,
    )
    .join('');
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const s = map.stats;
  const legend = `${esc(title)} — permitido ${s.allowedAreaKm2.toFixed(2)} km², excluído ${s.excludedAreaKm2.toFixed(2)} km² (${map.grid.resolutionM} m)`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height + 28}" viewBox="0 0 ${width} ${height + 28}">
<rect width="100%" height="100%" fill="#ffffff"/>
<image x="0" y="0" width="${width}" height="${height}" href="data:image/png;base64,${Buffer.from(png).toString('base64')}"/>
<path d="${path}" fill="none" stroke="#24292f" stroke-width="1.5"/>
<rect x="8" y="${height + 8}" width="12" height="12" fill="rgb(${COLOURS.allowed.slice(0, 3).join(',')})"/>
<rect x="24" y="${height + 8}" width="12" height="12" fill="rgb(${COLOURS.excluded.slice(0, 3).join(',')})"/>
<text x="42" y="${height + 19}" font-family="sans-serif" font-size="12">${legend}</text>
</svg>
`;
}
