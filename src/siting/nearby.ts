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
import { type Geometry, pointInPolygon, preparedDistance, prepareGeometry } from '../geo/distance.ts';
import { type BBox, bboxOf, bboxUnion, expandBBox, metresPerDegLat, metresPerDegLon, pointInRings, referencePoint } from './geom.ts';
import { lazyFact } from './lazy-fact.ts';
import { type IndexedArea, type IndexedPlace, MunicipalityRegistry, type PlaceRegistry } from './registry.ts';
import { type ResolvedSitingRule, resolveSiting } from './plan.ts';
import { surveyNeeds, unsurveyedAround } from './surveys.ts';

export { surveyNeeds };
import { type PlaceRecord, packRegistryVocabulary } from './types.ts';

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
  /** No first-come order at all (`glp reevaluate --no-priority`): outlets are listed without their `since`. */
  undated?: boolean;
  /**
   * A needed category with places not yet located: 'block' (default) leaves it unsurveyed,
   * so the rule says it cannot be evaluated; 'ignore' surveys the located ones only.
   */
  unlocated?: 'block' | 'ignore';
  /** Skip the zone facts (zone kind, urban perimeter). */
  zones?: boolean;
  /**
   * Planning only: treat every needed category as surveyed, declared or not (issue 7 item 1).
   * The report says so (assumeSurveyed), and so must every result made with it.
   */
  assumeSurveyed?: boolean;
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
  /**
   * Categories left unsurveyed because no survey declaration in force covers the circle of the
   * rule's distance around the lot (issue 7 item 1): what to survey, and why.
   */
  unsurveyed: { category: string; radiusM: number; reason: 'undeclared' | 'outside-area' }[];
  /** True when the categories were assumed surveyed (planning): the result says so. */
  assumeSurveyed: boolean;
  notes: string[];
}

export interface SitingFill {
  input: EstablishmentInput;
  report: FillReport;
}

const needCache = new WeakMap<readonly ResolvedSitingRule[], Map<PlaceCategory, number>>();
/** surveyNeeds, computed once per resolved rule list (a batch reuses one list for thousands of outlets). */
function needsOf(rules: readonly ResolvedSitingRule[]): Map<PlaceCategory, number> {
  let n = needCache.get(rules);
  if (!n) {
    n = surveyNeeds(rules);
    needCache.set(rules, n);
  }
  return n;
}

/**
 * Slack added to every search radius: a place at 300,004 m reads 300,00 m once rounded to
 * the centimetre and can still decide a "more than 300 m" rule; 0,5 m covers that and the
 * tiny difference between a box in degrees and the ellipsoid (expandBBox is conservative).
 */
export function slack(r: number): number {
  return 0.5 + 1e-4 * r;
}

/** The lot's geometries a distance is measured from (point, polygon, frontage, storage area). */
export function lotGeometries(input: EstablishmentInput): Geometry[] {
  const lot = input.lot;
  const out: Geometry[] = [];
  if (!lot) return out;
  if (lot.location) out.push({ type: 'Point', coordinates: lot.location });
  if (lot.polygon) out.push(lot.polygon);
  if (lot.frontageLine) out.push(lot.frontageLine);
  if (lot.storagePolygon) out.push(lot.storagePolygon);
  return out;
}

const groupCache = new WeakMap<Map<PlaceCategory, number>, [number, Set<string>][]>();
function radiusGroups(need: Map<PlaceCategory, number>): [number, Set<string>][] {
  let g = groupCache.get(need);
  if (!g) {
    const m = new Map<number, Set<string>>();
    for (const [c, r] of need) {
      const set = m.get(r);
      if (set) set.add(c);
      else m.set(r, new Set([c]));
    }
    g = [...m.entries()];
    groupCache.set(need, g);
  }
  return g;
}

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

/**
 * Membership, as the geodesy of src/geo answers it (edges are geodesics), but cheaply: the
 * lon/lat crossing test agrees with it except within centimetres of an edge (the bulge of
 * a geodesic over a lon/lat segment is ~1 cm on a 1,5 km edge), so only points within a
 * metre of an edge ask src/geo.
 */
function inArea(a: IndexedArea, x: number, y: number): boolean {
  if (x < a.bbox[0] || x > a.bbox[2] || y < a.bbox[1] || y > a.bbox[3]) return false;
  const kx = metresPerDegLon(y);
  const ky = metresPerDegLat(y);
  let nearEdge = false;
  for (const ring of a.geom.coordinates) {
    for (let i = 1; i < ring.length && !nearEdge; i++) {
      const p = ring[i - 1] as [number, number];
      const q = ring[i] as [number, number];
      if (segDist((p[0] - x) * kx, (p[1] - y) * ky, (q[0] - x) * kx, (q[1] - y) * ky) < 1) nearEdge = true;
    }
  }
  return nearEdge ? pointInPolygon([x, y], preparedArea(a)) : pointInRings(x, y, a.geom.coordinates);
}

/** Planar distance from the origin to segment P–Q. */
function segDist(px: number, py: number, qx: number, qy: number): number {
  const dx = qx - px;
  const dy = qy - py;
  const l2 = dx * dx + dy * dy;
  let t = l2 > 0 ? -(px * dx + py * dy) / l2 : 0;
  t = t < 0 ? 0 : t > 1 ? 1 : t;
  return Math.hypot(px + t * dx, py + t * dy);
}

/** Areas are measured again and again (every outlet of a batch): prepare each once. */
const prepared = new WeakMap<IndexedArea, ReturnType<typeof prepareGeometry>>();
function preparedArea(a: IndexedArea): ReturnType<typeof prepareGeometry> {
  let g = prepared.get(a);
  if (!g) {
    g = prepareGeometry(a.geom);
    prepared.set(a, g);
  }
  return g;
}

/**
 * Exact distance from the lot to the nearest of the areas (0 inside one). Areas are visited
 * nearest box first and skipped once a box's lower bound (a metre is never more than
 * 1/110 574 of a degree of latitude, nor of longitude over cos φ) cannot beat the best.
 */
function distanceToAreas(areas: readonly IndexedArea[], lot: Geometry, x: number, y: number): number {
  const kLat = 110_574 * 0.999;
  const kLon = 111_320 * 0.999 * Math.cos(Math.min(89, Math.abs(y) + 1) * (Math.PI / 180));
  const bound = (a: IndexedArea) => {
    const dx = x < a.bbox[0] ? a.bbox[0] - x : x > a.bbox[2] ? x - a.bbox[2] : 0;
    const dy = y < a.bbox[1] ? a.bbox[1] - y : y > a.bbox[3] ? y - a.bbox[3] : 0;
    return Math.hypot(dx * kLon, dy * kLat);
  };
  const order = areas.map((a) => ({ a, lb: bound(a) })).sort((p, q) => p.lb - q.lb);
  // The lot's own extent can bring it closer than its reference point: widen the bound by it.
  const lb = bboxOf(lot);
  const extent = Math.hypot((lb[2] - lb[0]) * 111_320, (lb[3] - lb[1]) * 110_574);
  let best = Infinity;
  const lotG = prepareGeometry(lot);
  for (const { a, lb: low } of order) {
    if (low - extent >= best) break;
    if (low === 0 && inArea(a, x, y)) return 0;
    const d = preparedDistance(lotG, preparedArea(a));
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
    unsurveyed: [],
    assumeSurveyed: opts.assumeSurveyed === true,
    notes: [],
  };
  const rules = resolved ?? resolveSiting(pack, { activity: input.activity, date: opts.date, overrides: opts.overrides ?? {} });
  const need = needsOf(rules);
  const lots = lotGeometries(input);
  // Establishments (categories with an activity) yield to an application filed before them.
  const licensed = packRegistryVocabulary(pack).activityOf;
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
        if (
          opts.priorityDate !== undefined &&
          licensed.has(rec.category) &&
          sinceOf(rec) !== null &&
          (sinceOf(rec) as string) > opts.priorityDate
        )
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
    if (opts.assumeSurveyed === true)
      report.notes.push(
        'cadastro considerado levantado em todas as categorias (--assume-surveyed): resultado para planejamento, não para decisão',
      );
    else
      for (const u of unsurveyedAround(reg.surveys, need, opts.date, lotBox, input.municipality, blockedCats, pack)) {
        blockedCats.add(u.category);
        report.unsurveyed.push({ category: u.category, radiusM: u.radiusM, reason: u.reason });
        report.notes.push(u.note);
        // Surveyed only so far ("levantado só até N m"): a rule of a shorter distance is answered.
        if (u.coveredM !== undefined) surveyed[u.category] = Math.max(surveyed[u.category] ?? 0, u.coveredM);
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
    // One index search per distinct radius, with only the categories surveyed to it: a
    // 500 m search for outlets should not drag in every school within 500 m for a 30 m rule.
    const candidates: IndexedPlace[] = [];
    for (const [radius, group] of radiusGroups(need)) reg.search(boxFor(radius), group, opts.date, candidates);
    let frame: LocalFrame | null = null;
    for (const p of candidates) {
      if (p.rec.id === opts.selfId) continue;
      // A category not surveyed (or with places not yet located) is still listed: it is not marked
      // surveyed below, so a pass cannot be read from it, but a known place too near decides.
      if (opts.priorityDate !== undefined && licensed.has(p.category) && p.since !== null && p.since > opts.priorityDate) continue;
      const r = need.get(p.category) as number;
      const b = boxFor(r);
      if (p.bbox[0] > b[2] || p.bbox[2] < b[0] || p.bbox[1] > b[3] || p.bbox[3] < b[1]) continue;
      // A box has corners: drop what is clearly farther than the radius (planar estimate,
      // a generous margin for its error), so the engine measures exactly only what may count.
      frame ??= localFrame(lots, lotBox);
      if (approxDistance(frame, p) > r + 1 + 1e-3 * r) continue;
      out.push(opts.undated === true && p.place.since !== undefined ? { ...p.place, since: undefined } : p.place);
      report.listed++;
    }
    for (const [c, r] of need) {
      if (blockedCats.has(c)) continue;
      surveyed[c] = Math.max(surveyed[c] ?? 0, r);
      report.surveyed[c] = r;
    }
  }

  const filled = withField(input, 'nearby', { surveyed, places: out });
  if (opts.zones !== false) fillZones(reg, input, filled, lots, opts.date, report);
  return { input: filled, report };
}

/** Lot geometries in a local metric frame (equirectangular at the lot; metres). */
interface LocalFrame {
  x0: number;
  y0: number;
  kx: number;
  ky: number;
  parts: { xs: number[]; ys: number[]; area: boolean }[];
}

function localFrame(lots: readonly Geometry[], box: BBox): LocalFrame {
  const x0 = (box[0] + box[2]) / 2;
  const y0 = (box[1] + box[3]) / 2;
  const f: LocalFrame = { x0, y0, kx: metresPerDegLon(y0), ky: metresPerDegLat(y0), parts: [] };
  for (const g of lots) {
    const rings = g.type === 'Point' ? [[g.coordinates]] : g.type === 'LineString' ? [g.coordinates] : g.coordinates;
    for (const ring of rings)
      f.parts.push({ xs: ring.map((p) => (p[0] - x0) * f.kx), ys: ring.map((p) => (p[1] - y0) * f.ky), area: g.type === 'Polygon' });
  }
  return f;
}

function partDistance(a: LocalFrame['parts'][number], b: LocalFrame['parts'][number]): number {
  let best = Infinity;
  const one = (p: typeof a, q: typeof a) => {
    const n = q.xs.length;
    for (let i = 0; i < p.xs.length; i++) {
      const px = p.xs[i] as number;
      const py = p.ys[i] as number;
      if (n === 1) best = Math.min(best, Math.hypot((q.xs[0] as number) - px, (q.ys[0] as number) - py));
      for (let j = 1; j < n; j++)
        best = Math.min(
          best,
          segDist((q.xs[j - 1] as number) - px, (q.ys[j - 1] as number) - py, (q.xs[j] as number) - px, (q.ys[j] as number) - py),
        );
    }
  };
  one(a, b);
  one(b, a);
  const inside = (p: typeof a, q: typeof a) => {
    if (!q.area) return false;
    const x = p.xs[0] as number;
    const y = p.ys[0] as number;
    let c = false;
    for (let i = 0, j = q.xs.length - 1; i < q.xs.length; j = i++) {
      const yi = q.ys[i] as number;
      const yj = q.ys[j] as number;
      if (yi > y !== yj > y && x < (((q.xs[j] as number) - (q.xs[i] as number)) * (y - yi)) / (yj - yi) + (q.xs[i] as number)) c = !c;
    }
    return c;
  };
  if (inside(a, b) || inside(b, a)) return 0;
  return best;
}

/** Planar estimate of the distance from the lot to the place; off by ≪ 1 m + 0,1 % within a few km. */
function approxDistance(f: LocalFrame, p: IndexedPlace): number {
  const g = p.geom;
  const rings = g.type === 'Point' ? [[g.coordinates]] : g.coordinates;
  let best = Infinity;
  for (const ring of rings) {
    const part = { xs: ring.map((q) => (q[0] - f.x0) * f.kx), ys: ring.map((q) => (q[1] - f.y0) * f.ky), area: g.type === 'Polygon' };
    for (const lp of f.parts) best = Math.min(best, partDistance(lp, part));
  }
  return best;
}

/** A shallow copy with one field set (faster in V8 than `{ ...obj, key }` on a hot path). */
function withField<T extends object, K extends keyof T>(obj: T, key: K, value: T[K]): T {
  const o = {} as T;
  for (const k in obj) if ((k as PropertyKey) !== key) o[k] = obj[k];
  o[key] = value;
  return o;
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
    lazyFact(zone, 'distanceToResidentialZoneM', () => distanceToAreas(residential, lotGeom, x, y));
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
      if (inside) zone.distanceToUrbanPerimeterM = 0;
      else lazyFact(zone, 'distanceToUrbanPerimeterM', () => distanceToAreas(perimeters, lotGeom, x, y));
      report.zoneFacts.push('zone.distanceToUrbanPerimeterM');
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
  // The fill reads its own options (FillOptions) and nothing else of these.
  const { input: filled, report } = fillSiting(registry, pack, input, opts);
  const evalOpts: EvaluateOptions = { date: opts.date };
  if (opts.lang) evalOpts.lang = opts.lang;
  if (opts.overrides) evalOpts.overrides = opts.overrides;
  if (opts.norms) evalOpts.norms = opts.norms;
  return { result: evaluate(pack, filled, evalOpts), input: filled, report };
}
