/**
 * The distance engine on prepared geometries. Two stages:
 *  1. a cheap chord (ECEF) pass over vertex–edge pairs, restricted by lon/lat boxes and,
 *     for large geometries, by the edge Flatbush, that bounds every pair's distance to
 *     within approxMargin();
 *  2. exact geodesic refinement (safeguarded Newton on the edge) of only the pairs whose
 *     lower bound can still beat the best exact distance found.
 * The minimum distance between two disjoint geodesic segments on the ellipsoid (at these
 * scales, positive curvature) is attained at an endpoint of one of them: an interior
 * critical point would be a saddle. So vertex–edge pairs are enough once intersections
 * are ruled out.
 */
import { alongSlack, approxMargin, expandBox, fromEcefSurface, planeSlack, toEcef } from './ellipsoid.ts';
import { geodesicSide, inverseDistance, pointEdgeFoot, wrap180 } from './geodesic.ts';
import { approxPointEdge, approxPointPoint, type Box, marginFor, type PreparedGeometry, planeSide, scratch } from './prepared.ts';

export interface EngineResult {
  /** Metres. Exact unless `exact` is false (then a lower bound above the caller's limit). */
  distance: number;
  exact: boolean;
  fromLon: number;
  fromLat: number;
  toLon: number;
  toLat: number;
}

/** Distances below this are numerical noise of an exact contact (e.g. a vertex on an edge). */
const ZERO_M = 1e-9;

function result(distance: number, fromLon: number, fromLat: number, toLon: number, toLat: number): EngineResult {
  return { distance: distance < ZERO_M ? 0 : distance, exact: true, fromLon, fromLat, toLon, toLat };
}

function boxesOverlap(a: Box, b: Box): boolean {
  return a[0] <= b[2] && a[2] >= b[0] && a[1] <= b[3] && a[3] >= b[1];
}

// ---------------------------------------------------------------------------
// Point in polygon

export const OUTSIDE = 0;
export const INSIDE = 1;
export const ON_BOUNDARY = 2;

/**
 * Crossing-number test with a ray running north along the point's meridian (meridians
 * are plane sections through the axis, so "north of the crossing" is exact in ECEF).
 * Edges are geodesics: the side of each crossed edge comes from the plane through the
 * centre and the edge, and when the point is within planeSlack of that plane, from the
 * exact geodesic azimuth test. Even–odd over all rings, so holes work.
 */
export function locatePoint(g: PreparedGeometry, lon: number, lat: number): number {
  if (g.kind !== 'Polygon' || g.m === 0) return OUTSIDE;
  if (lon < g.bbox[0] || lon > g.bbox[2] || lat < g.bbox[1] || lat > g.bbox[3]) return OUTSIDE;
  const px = [0, 0, 0];
  toEcef(lon, lat, px, 0);
  const edges: number[] = [];
  g.edgesInBox([lon, lat, lon, g.bbox[3]], edges);
  let inside = false;
  for (const e of edges) {
    const a = g.ea[e] as number;
    const b = g.eb[e] as number;
    const da = wrap180((g.lon[a] as number) - lon);
    const db = wrap180((g.lon[b] as number) - lon);
    if (da > 0 === db > 0) continue;
    // The edge crosses this meridian (half-open rule on the vertices).
    let side = planeSide(px[0] as number, px[1] as number, px[2] as number, g, e);
    if (Math.abs(side) <= planeSlack(g.elen[e] as number)) {
      side = geodesicSide(g.edge(e), lat, lon);
      if (Math.abs(side) < ZERO_M) return ON_BOUNDARY;
    }
    const eastward = db > da;
    // Left of an eastward edge is north of it: the crossing is then south of the point.
    const crossingNorth = eastward ? side < 0 : side > 0;
    if (crossingNorth) inside = !inside;
  }
  return inside ? INSIDE : OUTSIDE;
}

// ---------------------------------------------------------------------------
// Edge crossings

function sideSign(g: PreparedGeometry, e: number, og: PreparedGeometry, v: number): number {
  const xyz = og.xyz;
  const s = planeSide(xyz[3 * v] as number, xyz[3 * v + 1] as number, xyz[3 * v + 2] as number, g, e);
  if (Math.abs(s) > planeSlack(g.elen[e] as number)) return s;
  return geodesicSide(g.edge(e), og.lat[v] as number, og.lon[v] as number);
}

/** Whether edge e1 of g1 and edge e2 of g2 properly cross. Touching cases are left to the distance pass. */
function edgesCross(g1: PreparedGeometry, e1: number, g2: PreparedGeometry, e2: number): boolean {
  const c = sideSign(g1, e1, g2, g2.ea[e2] as number);
  const d = sideSign(g1, e1, g2, g2.eb[e2] as number);
  if (!((c > 0 && d < 0) || (c < 0 && d > 0))) return false;
  const a = sideSign(g2, e2, g1, g1.ea[e1] as number);
  const b = sideSign(g2, e2, g1, g1.eb[e1] as number);
  return (a > 0 && b < 0) || (a < 0 && b > 0);
}

/** Approximate crossing point of two crossing edges (intersection of their planes). */
function crossingPoint(g1: PreparedGeometry, e1: number, g2: PreparedGeometry, e2: number): [number, number] {
  const n1 = planeNormal(g1, e1);
  const n2 = planeNormal(g2, e2);
  let x = n1[1] * n2[2] - n1[2] * n2[1];
  let y = n1[2] * n2[0] - n1[0] * n2[2];
  let z = n1[0] * n2[1] - n1[1] * n2[0];
  const a = 3 * (g1.ea[e1] as number);
  if (x * (g1.xyz[a] as number) + y * (g1.xyz[a + 1] as number) + z * (g1.xyz[a + 2] as number) < 0) {
    x = -x;
    y = -y;
    z = -z;
  }
  return fromEcefSurface(x, y, z);
}

function planeNormal(g: PreparedGeometry, e: number): [number, number, number] {
  const a = 3 * (g.ea[e] as number);
  const b = 3 * (g.eb[e] as number);
  const ax = g.xyz[a] as number;
  const ay = g.xyz[a + 1] as number;
  const az = g.xyz[a + 2] as number;
  const dx = (g.xyz[b] as number) - ax;
  const dy = (g.xyz[b + 1] as number) - ay;
  const dz = (g.xyz[b + 2] as number) - az;
  const nx = ay * dz - az * dy;
  const ny = az * dx - ax * dz;
  const nz = ax * dy - ay * dx;
  const nn = Math.hypot(nx, ny, nz);
  return [nx / nn, ny / nn, nz / nn];
}

function findCrossing(g1: PreparedGeometry, g2: PreparedGeometry): [number, number] | undefined {
  // Walk the geometry with fewer edges, look up the other's edges by box.
  const swap = g1.m > g2.m;
  const ga = swap ? g2 : g1;
  const gb = swap ? g1 : g2;
  const found: number[] = [];
  const box: Box = [0, 0, 0, 0];
  for (let e = 0; e < ga.m; e++) {
    const o = 4 * e;
    box[0] = ga.eboxes[o] as number;
    box[1] = ga.eboxes[o + 1] as number;
    box[2] = ga.eboxes[o + 2] as number;
    box[3] = ga.eboxes[o + 3] as number;
    if (!boxesOverlap(box, gb.bbox)) continue;
    gb.edgesInBox(box, found);
    for (const f of found) {
      if (edgesCross(ga, e, gb, f)) return crossingPoint(ga, e, gb, f);
    }
  }
  return undefined;
}

// ---------------------------------------------------------------------------
// Nearest pair

const KIND_V1_E2 = 0;
const KIND_V2_E1 = 1;
const KIND_V1_V2 = 2;

/** Candidate pairs found by the chord pass (struct of arrays, grown as needed). */
class Candidates {
  kind: number[] = [];
  i: number[] = [];
  j: number[] = [];
  t: number[] = [];
  low: number[] = [];
  /**
   * Upper bound on the exact minimum distance, or the caller's limit: pairs that cannot
   * come within it are not kept.
   */
  upper: number;

  constructor(upper: number) {
    this.upper = upper;
  }

  add(kind: number, i: number, j: number, t: number, approx: number, margin: number): void {
    const low = approx - margin;
    const high = approx + margin;
    if (high < this.upper) this.upper = high;
    if (low > this.upper) return;
    this.kind.push(kind);
    this.i.push(i);
    this.j.push(j);
    this.t.push(t);
    this.low.push(low);
  }
}

/**
 * Chord pass for the vertices of gv against the edges of ge. With big geometries only
 * the vertices near the other geometry (by the current upper bound) are visited, via the
 * edge index, and for each vertex only the edges within that bound.
 */
function vertexEdgePass(gv: PreparedGeometry, ge: PreparedGeometry, kind: number, c: Candidates): void {
  if (ge.m === 0) return;
  const verts = nearbyVertices(gv, ge.bbox, c.upper);
  const all = ge.edgeIndex === undefined;
  for (const v of verts) {
    const px = gv.xyz[3 * v] as number;
    const py = gv.xyz[3 * v + 1] as number;
    const pz = gv.xyz[3 * v + 2] as number;
    if (all) {
      for (let e = 0; e < ge.m; e++) addPointEdge(c, kind, v, px, py, pz, ge, e);
      continue;
    }
    const lon = gv.lon[v] as number;
    const lat = gv.lat[v] as number;
    // Any vertex of ge bounds the distance from above; the nearest seed vertex keeps the
    // radius query below tight.
    const seeded = seedUpper(px, py, pz, ge);
    if (seeded < c.upper) c.upper = seeded;
    for (const e of ge.edgesNear(lon, lat, c.upper, 0)) addPointEdge(c, kind, v, px, py, pz, ge, e);
  }
}

/**
 * Chord pass for vertex v (ECEF px,py,pz) against edge e of ge. When the chord's foot
 * falls clearly beyond a vertex of the edge, the geodesic's does too and the pair is
 * recorded as vertex–vertex: one Inverse instead of a GeodesicLine and a Newton solve,
 * and shared by the two edges that meet at that vertex.
 */
function addPointEdge(c: Candidates, kind: number, v: number, px: number, py: number, pz: number, ge: PreparedGeometry, e: number): void {
  const d = approxPointEdge(px, py, pz, ge, e);
  const len = ge.elen[e] as number;
  // Cheap rejection first: most pairs of a parcel–parcel query cannot beat the bound.
  if (d - approxMargin(d, len) > c.upper) return;
  const slack = alongSlack(len, d);
  const tRaw = scratch.tRaw;
  let w = -1;
  if (tRaw * len < -slack) w = ge.ea[e] as number;
  else if ((tRaw - 1) * len > slack) w = ge.eb[e] as number;
  if (w < 0) {
    c.add(kind, v, e, scratch.t, d, marginFor(d, ge, e));
  } else if (kind === KIND_V1_E2) {
    c.add(KIND_V1_V2, v, w, 0, d, marginFor(d, ge, -1));
  } else {
    c.add(KIND_V1_V2, w, v, 0, d, marginFor(d, ge, -1));
  }
}

/** Upper bound on the distance from an ECEF point to g, from g's seed vertices. */
function seedUpper(px: number, py: number, pz: number, g: PreparedGeometry): number {
  const xyz = g.xyz;
  let best = Number.POSITIVE_INFINITY;
  for (const i of g.seeds) {
    const dx = px - (xyz[3 * i] as number);
    const dy = py - (xyz[3 * i + 1] as number);
    const dz = pz - (xyz[3 * i + 2] as number);
    const c2 = dx * dx + dy * dy + dz * dz;
    if (c2 < best) best = c2;
  }
  const d = approxPointPoint(0, 0, 0, Math.sqrt(best), 0, 0);
  return d + marginFor(d, g, -1);
}

/** Vertices of g that can lie within r metres of the box (all of them for small geometries). */
function nearbyVertices(g: PreparedGeometry, box: Box, r: number): Iterable<number> {
  if (g.edgeIndex === undefined || !Number.isFinite(r)) return range(g.n);
  const near = new Set<number>();
  const found: number[] = [];
  g.edgesInBox(expandBox(box, r), found);
  for (const e of found) {
    near.add(g.ea[e] as number);
    near.add(g.eb[e] as number);
  }
  return near;
}

function* range(n: number): Generator<number> {
  for (let i = 0; i < n; i++) yield i;
}

export interface NearestOptions {
  /** Skip containment and crossing tests: distance between boundaries only. */
  boundaryOnly?: boolean;
  /**
   * Only distances up to this matter: when the geometries are provably farther apart the
   * result has exact=false and a distance that is only known to exceed the limit.
   */
  limit?: number;
}

/** Exact geodesic distance and closest points between two prepared geometries. */
export function nearest(g1: PreparedGeometry, g2: PreparedGeometry, options: NearestOptions = {}): EngineResult {
  const limit = options.limit ?? Number.POSITIVE_INFINITY;
  if (g1.n === 1 && g2.n === 1) {
    const lon1 = g1.lon[0] as number;
    const lat1 = g1.lat[0] as number;
    const lon2 = g2.lon[0] as number;
    const lat2 = g2.lat[0] as number;
    if (Number.isFinite(limit)) {
      const d = approxPointPoint(
        g1.xyz[0] as number,
        g1.xyz[1] as number,
        g1.xyz[2] as number,
        g2.xyz[0] as number,
        g2.xyz[1] as number,
        g2.xyz[2] as number,
      );
      const low = d - marginFor(d, g2, -1);
      if (low > limit) return { distance: low, exact: false, fromLon: lon1, fromLat: lat1, toLon: lon2, toLat: lat2 };
    }
    return result(inverseDistance(lat1, lon1, lat2, lon2), lon1, lat1, lon2, lat2);
  }

  if (!options.boundaryOnly && boxesOverlap(g1.bbox, g2.bbox)) {
    if (g2.kind === 'Polygon') {
      for (const s of g1.partStarts) {
        const lon = g1.lon[s] as number;
        const lat = g1.lat[s] as number;
        if (locatePoint(g2, lon, lat) !== OUTSIDE) return result(0, lon, lat, lon, lat);
      }
    }
    if (g1.kind === 'Polygon') {
      for (const s of g2.partStarts) {
        const lon = g2.lon[s] as number;
        const lat = g2.lat[s] as number;
        if (locatePoint(g1, lon, lat) !== OUTSIDE) return result(0, lon, lat, lon, lat);
      }
    }
    if (g1.m > 0 && g2.m > 0) {
      const x = findCrossing(g1, g2);
      if (x !== undefined) return result(0, x[0], x[1], x[0], x[1]);
    }
  }

  const c = new Candidates(limit);
  if (g1.m === 0 && g2.m === 0) {
    for (let i = 0; i < g1.n; i++) {
      for (let j = 0; j < g2.n; j++) {
        const d = approxPointPoint(
          g1.xyz[3 * i] as number,
          g1.xyz[3 * i + 1] as number,
          g1.xyz[3 * i + 2] as number,
          g2.xyz[3 * j] as number,
          g2.xyz[3 * j + 1] as number,
          g2.xyz[3 * j + 2] as number,
        );
        c.add(KIND_V1_V2, i, j, 0, d, marginFor(d, g2, -1));
      }
    }
  } else {
    // Start from the side whose vertices are fewer: it seeds a tight bound sooner.
    if (g1.n <= g2.n) {
      vertexEdgePass(g1, g2, KIND_V1_E2, c);
      vertexEdgePass(g2, g1, KIND_V2_E1, c);
    } else {
      vertexEdgePass(g2, g1, KIND_V2_E1, c);
      vertexEdgePass(g1, g2, KIND_V1_E2, c);
    }
  }

  const count = c.kind.length;
  const order: number[] = [];
  let minLow = Number.POSITIVE_INFINITY;
  for (let k = 0; k < count; k++) {
    const low = c.low[k] as number;
    if (low <= c.upper) order.push(k);
    if (low < minLow) minLow = low;
  }
  if (order.length === 0 || minLow > limit) {
    return {
      distance: Math.max(minLow, limit),
      exact: false,
      fromLon: g1.lon[0] as number,
      fromLat: g1.lat[0] as number,
      toLon: g2.lon[0] as number,
      toLat: g2.lat[0] as number,
    };
  }
  order.sort((a, b) => (c.low[a] as number) - (c.low[b] as number));

  let best: EngineResult | undefined;
  let pairsDone: Set<number> | undefined;
  for (const k of order) {
    if (best !== undefined && (c.low[k] as number) > best.distance) break;
    const kind = c.kind[k] as number;
    const i = c.i[k] as number;
    const j = c.j[k] as number;
    let r: EngineResult;
    if (kind === KIND_V1_V2) {
      // The same vertex pair often comes from both edges meeting at the vertex.
      const key = i * g2.n + j;
      if (pairsDone === undefined) pairsDone = new Set();
      else if (pairsDone.has(key)) continue;
      pairsDone.add(key);
      const lon1 = g1.lon[i] as number;
      const lat1 = g1.lat[i] as number;
      const lon2 = g2.lon[j] as number;
      const lat2 = g2.lat[j] as number;
      r = result(inverseDistance(lat1, lon1, lat2, lon2), lon1, lat1, lon2, lat2);
    } else {
      const gv = kind === KIND_V1_E2 ? g1 : g2;
      const ge = kind === KIND_V1_E2 ? g2 : g1;
      const lon = gv.lon[i] as number;
      const lat = gv.lat[i] as number;
      const edge = ge.edge(j);
      const foot = pointEdgeFoot(lat, lon, edge, (c.t[k] as number) * edge.length);
      r = kind === KIND_V1_E2 ? result(foot.distance, lon, lat, foot.lon, foot.lat) : result(foot.distance, foot.lon, foot.lat, lon, lat);
    }
    if (best === undefined || r.distance < best.distance) best = r;
  }
  if (best === undefined) throw new Error('geo: no candidate pair');
  // Pairs dropped against the limit may be closer than a best that exceeds it.
  if (best.distance > limit) best.exact = false;
  return best;
}
