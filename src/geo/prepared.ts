/**
 * Prepared geometries: vertices converted once to ECEF, edges listed with conservative
 * lon/lat boxes, and a Flatbush over the edges of large geometries (urban perimeters
 * with thousands of vertices). Everything expensive in a distance query is done here
 * once per geometry, so repeated queries against the same geometry stay cheap.
 */
import Flatbush from 'flatbush';
import { approxMargin, chordToArc, DEG, edgeBulgeM, LAT_DEG_MIN_M, LON_DEG_EQ_M, liftFactor, metresToLatDeg, toEcef } from './ellipsoid.ts';
import { GeodesicEdge } from './geodesic.ts';
import type { Geometry, LonLat } from './types.ts';

export type Box = [number, number, number, number];

/** Geometries with more edges than this get a Flatbush over their edges. */
const EDGE_INDEX_MIN = 48;
/** Geometries with at least this many vertices are cached by object identity. */
const CACHE_MIN_VERTICES = 24;

// Plain packed number arrays rather than typed arrays: most prepared geometries are
// small and short-lived (a parcel per query), and typed-array allocation dominated.
const EMPTY: readonly number[] = [];
const ZERO: readonly number[] = [0];

export class PreparedGeometry {
  readonly kind: Geometry['type'];
  /** Vertex count (ring closing duplicates and repeated vertices removed). */
  readonly n: number;
  readonly lon: readonly number[];
  readonly lat: readonly number[];
  /** ECEF coordinates, 3 per vertex. */
  readonly xyz: readonly number[];
  /** Edge count and endpoints (vertex indices). */
  readonly m: number;
  readonly ea: readonly number[];
  readonly eb: readonly number[];
  /** Geodesic length of each edge (from the chord; well within a millimetre), metres. */
  readonly elen: readonly number[];
  /** Conservative lon/lat box of each edge (geodesic bulge included), 4 per edge. */
  readonly eboxes: readonly number[];
  /** First vertex of each part (ring or line); used for containment tests. */
  readonly partStarts: readonly number[];
  readonly bbox: Box;
  /** Largest |latitude| reached by the geometry (for degree↔metre conversions). */
  readonly absLatMax: number;
  /**
   * Flatbush over the edges of large geometries, in scaled coordinates (x = lon·kx,
   * y = lat·ky, metres) chosen so that Euclidean box distance there is a lower bound on
   * geodesic distance (see edgesNear).
   */
  readonly edgeIndex: Flatbush | undefined;
  readonly kx: number;
  readonly ky: number;
  /**
   * Indexed geometries only: ~2√n evenly spread vertices. The nearest of them bounds the
   * distance from above in a couple of microseconds, which keeps the first radius query
   * tight; Flatbush's own k-nearest search is several times slower when many edges sit at
   * similar distances (a point deep inside an urban perimeter).
   */
  readonly seeds: readonly number[];
  private edges: (GeodesicEdge | undefined)[] | undefined;

  constructor(geometry: Geometry) {
    this.kind = geometry.type;
    this.edges = undefined;
    if (geometry.type === 'Point') {
      // Fast path: most geometries are points and are prepared per query.
      const [x, y] = geometry.coordinates;
      checkCoordinate(x, y);
      this.n = 1;
      this.lon = [x];
      this.lat = [y];
      const xyz = [0, 0, 0];
      toEcef(x, y, xyz, 0);
      this.xyz = xyz;
      this.m = 0;
      this.ea = EMPTY;
      this.eb = EMPTY;
      this.elen = EMPTY;
      this.eboxes = EMPTY;
      this.partStarts = ZERO;
      this.bbox = [x, y, x, y];
      this.absLatMax = Math.abs(y);
      this.edgeIndex = undefined;
      this.kx = 0;
      this.ky = 0;
      this.seeds = EMPTY;
      return;
    }
    const parts: LonLat[][] = geometry.type === 'LineString' ? [geometry.coordinates] : geometry.coordinates;
    const closed = geometry.type === 'Polygon';
    const lon: number[] = [];
    const lat: number[] = [];
    const ea: number[] = [];
    const eb: number[] = [];
    const starts: number[] = [];
    let n = 0;
    for (const part of parts) {
      const start = n;
      for (const c of part) {
        const x = c[0];
        const y = c[1];
        checkCoordinate(x, y);
        // Repeated vertices would make zero-length edges; they add nothing.
        if (n > start && lon[n - 1] === x && lat[n - 1] === y) continue;
        lon.push(x);
        lat.push(y);
        n++;
      }
      // GeoJSON rings repeat the first vertex at the end; the closing edge is implicit here.
      if (closed && n - start > 1 && lon[n - 1] === lon[start] && lat[n - 1] === lat[start]) {
        lon.pop();
        lat.pop();
        n--;
      }
      const count = n - start;
      if (count === 0) continue;
      starts.push(start);
      for (let i = start; i + 1 < n; i++) {
        ea.push(i);
        eb.push(i + 1);
      }
      // A two-vertex "ring" gets its edge twice (there and back): zero area, so the
      // crossing-number parity stays even, while distances still see the segment.
      if (closed && count >= 2) {
        ea.push(n - 1);
        eb.push(start);
      }
    }
    if (n === 0) throw new RangeError(`empty ${geometry.type}`);
    const m = ea.length;
    this.n = n;
    this.lon = lon;
    this.lat = lat;
    const xyz: number[] = [];
    for (let i = 0; i < n; i++) {
      xyz.push(0, 0, 0);
      toEcef(lon[i] as number, lat[i] as number, xyz, 3 * i);
    }
    this.xyz = xyz;
    this.m = m;
    this.ea = ea;
    this.eb = eb;
    this.partStarts = starts;
    const elen: number[] = [];
    const eboxes: number[] = [];
    const bbox: Box = [Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, Number.NEGATIVE_INFINITY];
    for (let i = 0; i < n; i++) extend(bbox, lon[i] as number, lat[i] as number);
    for (let e = 0; e < m; e++) {
      const a = ea[e] as number;
      const b = eb[e] as number;
      const len = chordToArc(
        Math.hypot(
          (xyz[3 * b] as number) - (xyz[3 * a] as number),
          (xyz[3 * b + 1] as number) - (xyz[3 * a + 1] as number),
          (xyz[3 * b + 2] as number) - (xyz[3 * a + 2] as number),
        ),
      );
      elen.push(len);
      const lonA = lon[a] as number;
      const latA = lat[a] as number;
      const lonB = lon[b] as number;
      const latB = lat[b] as number;
      // Longitude is monotonic along a geodesic; latitude can bulge poleward.
      const bulge = metresToLatDeg(edgeBulgeM(len, Math.max(Math.abs(latA), Math.abs(latB))));
      const x0 = Math.min(lonA, lonB);
      const y0 = Math.min(latA, latB) - bulge;
      const x1 = Math.max(lonA, lonB);
      const y1 = Math.max(latA, latB) + bulge;
      eboxes.push(x0, y0, x1, y1);
      extend(bbox, x0, y0);
      extend(bbox, x1, y1);
    }
    this.elen = elen;
    this.eboxes = eboxes;
    this.bbox = bbox;
    this.absLatMax = Math.max(Math.abs(bbox[1]), Math.abs(bbox[3]));
    this.kx = LON_DEG_EQ_M * Math.cos(Math.min(89.9, this.absLatMax) * DEG);
    this.ky = LAT_DEG_MIN_M;
    if (m > EDGE_INDEX_MIN) {
      const index = new Flatbush(m);
      for (let e = 0; e < m; e++) {
        const o = 4 * e;
        index.add(
          (eboxes[o] as number) * this.kx,
          (eboxes[o + 1] as number) * this.ky,
          (eboxes[o + 2] as number) * this.kx,
          (eboxes[o + 3] as number) * this.ky,
        );
      }
      index.finish();
      this.edgeIndex = index;
      const step = Math.max(1, Math.floor(Math.sqrt(n) / 2));
      const seeds: number[] = [];
      for (let i = 0; i < n; i += step) seeds.push(i);
      this.seeds = seeds;
    } else {
      this.edgeIndex = undefined;
      this.seeds = EMPTY;
    }
  }

  /** The exact geodesic edge e (GeodesicLine built lazily, then kept). */
  edge(e: number): GeodesicEdge {
    if (this.edges === undefined) this.edges = [];
    let g = this.edges[e];
    if (g === undefined) {
      const a = this.ea[e] as number;
      const b = this.eb[e] as number;
      g = new GeodesicEdge(this.lat[a] as number, this.lon[a] as number, this.lat[b] as number, this.lon[b] as number);
      this.edges[e] = g;
    }
    return g;
  }

  /**
   * Edges whose box intersects the given lon/lat box. Small geometries are scanned; large
   * ones use their Flatbush. Results go into out (cleared first) to avoid allocation.
   */
  edgesInBox(box: Box, out: number[]): number[] {
    out.length = 0;
    if (this.edgeIndex !== undefined) {
      const found = this.edgeIndex.search(box[0] * this.kx, box[1] * this.ky, box[2] * this.kx, box[3] * this.ky);
      for (const e of found) out.push(e);
      return out;
    }
    const eb = this.eboxes;
    for (let e = 0; e < this.m; e++) {
      const o = 4 * e;
      if (
        (eb[o] as number) <= box[2] &&
        (eb[o + 2] as number) >= box[0] &&
        (eb[o + 1] as number) <= box[3] &&
        (eb[o + 3] as number) >= box[1]
      ) {
        out.push(e);
      }
    }
    return out;
  }

  /**
   * Indexed geometries only: edges that may lie within r metres (geodesic) of (lon, lat),
   * nearest-box first; with r = Infinity, the `count` nearest boxes (a cheap seed).
   *
   * Why the scaled box distance is a lower bound: along any path |dφ|·M ≤ ds and
   * |dλ|·N·cosφ ≤ ds, with M ≥ ky/DEG and N·cosφ ≥ a·cosφ_max, so the path is at least
   * as long as the Euclidean norm of (Δlat·ky, Δlon·a·cosφ_max·DEG). kx used cosφ of the
   * geometry's own extent; a path reaching higher latitudes (the query point, plus the
   * path's own poleward bulge) shrinks the bound by cosφ_path / cosφ_geometry.
   */
  edgesNear(lon: number, lat: number, r: number, count: number): number[] {
    const index = this.edgeIndex as Flatbush;
    const x = lon * this.kx;
    const y = lat * this.ky;
    if (!Number.isFinite(r)) return index.neighbors(x, y, count);
    const bulgeDeg = metresToLatDeg(edgeBulgeM(r, Math.max(Math.abs(lat), this.absLatMax)));
    const pathLat = Math.min(89.9, Math.max(Math.abs(lat), this.absLatMax) + bulgeDeg);
    const f = Math.min(1, Math.cos(pathLat * DEG) / Math.cos(Math.min(89.9, this.absLatMax) * DEG));
    return index.neighbors(x, y, Number.POSITIVE_INFINITY, r / f);
  }
}

function checkCoordinate(x: number, y: number): void {
  if (!Number.isFinite(x) || !(y >= -90 && y <= 90)) throw new RangeError(`invalid coordinate [${x}, ${y}]`);
}

function extend(b: Box, x: number, y: number): void {
  if (x < b[0]) b[0] = x;
  if (y < b[1]) b[1] = y;
  if (x > b[2]) b[2] = x;
  if (y > b[3]) b[3] = y;
}

interface CacheEntry {
  prepared: PreparedGeometry;
  fingerprint: number;
}

const cache = new WeakMap<object, CacheEntry>();

/**
 * Cheap guard against a cached geometry having been mutated in place: ring sizes plus
 * the first, middle and last vertex of each ring, folded into one number. Geometries are
 * meant to be immutable; this only catches the obvious accidents without an O(n) hash.
 */
function fingerprint(geometry: Geometry): number {
  if (geometry.type === 'Point') return 0;
  const parts = geometry.type === 'LineString' ? [geometry.coordinates] : geometry.coordinates;
  let h = parts.length;
  for (const p of parts) {
    const a = p[0];
    const b = p[p.length >> 1];
    const c = p[p.length - 1];
    h = h * 31 + p.length;
    if (a && b && c) h = h * 1.618 + a[0] + 3 * a[1] + 5 * b[0] + 7 * b[1] + 11 * c[0] + 13 * c[1];
  }
  return h;
}

function vertexCount(geometry: Geometry): number {
  if (geometry.type === 'Point') return 1;
  if (geometry.type === 'LineString') return geometry.coordinates.length;
  let n = 0;
  for (const r of geometry.coordinates) n += r.length;
  return n;
}

/**
 * Prepares a geometry for repeated distance queries. Large geometries are cached by
 * object identity (treat geometries as immutable), so passing the same urban perimeter
 * to 60 000 queries prepares it once.
 */
export function prepareGeometry(geometry: Geometry | PreparedGeometry): PreparedGeometry {
  if (geometry instanceof PreparedGeometry) return geometry;
  if (vertexCount(geometry) < CACHE_MIN_VERTICES) return new PreparedGeometry(geometry);
  const fp = fingerprint(geometry);
  const hit = cache.get(geometry);
  if (hit !== undefined && hit.fingerprint === fp) return hit.prepared;
  const prepared = new PreparedGeometry(geometry);
  cache.set(geometry, { prepared, fingerprint: fp });
  return prepared;
}

// ---------------------------------------------------------------------------
// Chord-based approximations (the prefilter). Results are within approxMargin() of the
// geodesic values; the module-level scratch avoids allocating in the inner loops.

/**
 * Side outputs of approxPointEdge: the chord parameter of the closest point, clamped to
 * the edge (t) and not (tRaw; < 0 or > 1 when the foot falls beyond a vertex).
 */
export const scratch = { t: 0, tRaw: 0 };

/** Approximate geodesic distance from ECEF point (px,py,pz) to edge e of g. */
export function approxPointEdge(px: number, py: number, pz: number, g: PreparedGeometry, e: number): number {
  const xyz = g.xyz;
  const a = 3 * (g.ea[e] as number);
  const b = 3 * (g.eb[e] as number);
  const ax = xyz[a] as number;
  const ay = xyz[a + 1] as number;
  const az = xyz[a + 2] as number;
  const dx = (xyz[b] as number) - ax;
  const dy = (xyz[b + 1] as number) - ay;
  const dz = (xyz[b + 2] as number) - az;
  const wx = px - ax;
  const wy = py - ay;
  const wz = pz - az;
  const dd = dx * dx + dy * dy + dz * dz;
  let t = dd > 0 ? (wx * dx + wy * dy + wz * dz) / dd : 0;
  scratch.tRaw = t;
  if (t < 0) t = 0;
  else if (t > 1) t = 1;
  scratch.t = t;
  let qx = ax + t * dx;
  let qy = ay + t * dy;
  let qz = az + t * dz;
  if (t > 0 && t < 1) {
    // Back onto the surface (great ellipse ≈ geodesic for short edges).
    const k = liftFactor(qx, qy, qz);
    qx *= k;
    qy *= k;
    qz *= k;
  }
  return chordToArc(Math.hypot(px - qx, py - qy, pz - qz));
}

/** Approximate geodesic distance between two ECEF surface points. */
export function approxPointPoint(px: number, py: number, pz: number, qx: number, qy: number, qz: number): number {
  return chordToArc(Math.hypot(px - qx, py - qy, pz - qz));
}

/**
 * Signed distance (metres, approx.) of ECEF point P from the plane through the centre and
 * edge e: positive on the left of the edge's direction of travel.
 */
export function planeSide(px: number, py: number, pz: number, g: PreparedGeometry, e: number): number {
  const xyz = g.xyz;
  const a = 3 * (g.ea[e] as number);
  const b = 3 * (g.eb[e] as number);
  const ax = xyz[a] as number;
  const ay = xyz[a + 1] as number;
  const az = xyz[a + 2] as number;
  const dx = (xyz[b] as number) - ax;
  const dy = (xyz[b + 1] as number) - ay;
  const dz = (xyz[b + 2] as number) - az;
  // n = A × (B − A) is normal to the edge plane and, unlike A × B, has no cancellation.
  const nx = ay * dz - az * dy;
  const ny = az * dx - ax * dz;
  const nz = ax * dy - ay * dx;
  const nn = Math.hypot(nx, ny, nz);
  if (!(nn > 0)) return 0;
  return (nx * (px - ax) + ny * (py - ay) + nz * (pz - az)) / nn;
}

/** The approximate prefilter margin for a candidate at approximate distance d on edge e. */
export function marginFor(d: number, g: PreparedGeometry, e: number): number {
  return approxMargin(d, e >= 0 ? (g.elen[e] as number) : 0);
}
