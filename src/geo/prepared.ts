/**
 * Prepared geometries: vertices converted once to ECEF, edges listed with conservative
 * lon/lat boxes, and a Flatbush over the edges of large geometries (urban perimeters
 * with thousands of vertices). Everything expensive in a distance query is done here
 * once per geometry, so repeated queries against the same geometry stay cheap.
 */
import Flatbush from 'flatbush';
import { approxMargin, chordToArc, DEG, edgeBulgeM, expandBox, liftFactor, metresToLatDeg, toEcef } from './ellipsoid.ts';
import { GeodesicEdge } from './geodesic.ts';
import type { Geometry, LonLat } from './types.ts';

export type Box = [number, number, number, number];

/** Geometries with more edges than this get a Flatbush over their edges. */
const EDGE_INDEX_MIN = 48;
/** Geometries with at least this many vertices are cached by object identity. */
const CACHE_MIN_VERTICES = 24;

export class PreparedGeometry {
  readonly kind: Geometry['type'];
  /** Vertex count (ring closing duplicates and repeated vertices removed). */
  readonly n: number;
  readonly lon: Float64Array;
  readonly lat: Float64Array;
  /** ECEF coordinates, 3 per vertex. */
  readonly xyz: Float64Array;
  /** Edge count and endpoints (vertex indices). */
  readonly m: number;
  readonly ea: Uint32Array;
  readonly eb: Uint32Array;
  /** Chord length of each edge, metres. */
  readonly elen: Float64Array;
  /** Conservative lon/lat box of each edge (geodesic bulge included), 4 per edge. */
  readonly eboxes: Float64Array;
  /** First vertex of each part (ring or line); used for containment tests. */
  readonly partStarts: Uint32Array;
  readonly bbox: Box;
  /** Largest |latitude| reached by the geometry (for degree↔metre conversions). */
  readonly absLatMax: number;
  readonly edgeIndex: Flatbush | undefined;
  private readonly edges: (GeodesicEdge | undefined)[];

  constructor(geometry: Geometry) {
    this.kind = geometry.type;
    const parts: LonLat[][] =
      geometry.type === 'Point'
        ? [[geometry.coordinates]]
        : geometry.type === 'LineString'
          ? [geometry.coordinates]
          : geometry.coordinates;
    const closed = geometry.type === 'Polygon';
    let cap = 0;
    for (const p of parts) cap += p.length;
    const lon = new Float64Array(cap);
    const lat = new Float64Array(cap);
    const ea: number[] = [];
    const eb: number[] = [];
    const starts: number[] = [];
    let n = 0;
    for (const part of parts) {
      const start = n;
      for (const c of part) {
        const x = c[0];
        const y = c[1];
        if (!Number.isFinite(x) || !Number.isFinite(y) || y < -90 || y > 90) {
          throw new RangeError(`invalid coordinate [${x}, ${y}]`);
        }
        // Repeated vertices would make zero-length edges; they add nothing.
        if (n > start && lon[n - 1] === x && lat[n - 1] === y) continue;
        lon[n] = x;
        lat[n] = y;
        n++;
      }
      // GeoJSON rings repeat the first vertex at the end; the closing edge is implicit here.
      if (closed && n - start > 1 && lon[n - 1] === lon[start] && lat[n - 1] === lat[start]) n--;
      const count = n - start;
      if (count === 0) continue;
      starts.push(start);
      for (let i = start; i + 1 < n; i++) {
        ea.push(i);
        eb.push(i + 1);
      }
      if (closed && count > 2) {
        ea.push(n - 1);
        eb.push(start);
      }
    }
    if (n === 0) throw new RangeError(`empty ${geometry.type}`);
    this.n = n;
    this.lon = lon.slice(0, n);
    this.lat = lat.slice(0, n);
    this.xyz = new Float64Array(3 * n);
    for (let i = 0; i < n; i++) toEcef(this.lon[i] as number, this.lat[i] as number, this.xyz, 3 * i);
    this.m = ea.length;
    this.ea = Uint32Array.from(ea);
    this.eb = Uint32Array.from(eb);
    this.partStarts = Uint32Array.from(starts);
    this.elen = new Float64Array(this.m);
    this.eboxes = new Float64Array(4 * this.m);
    this.edges = new Array(this.m);
    const bbox: Box = [Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, Number.NEGATIVE_INFINITY];
    for (let i = 0; i < n; i++) extend(bbox, this.lon[i] as number, this.lat[i] as number);
    for (let e = 0; e < this.m; e++) {
      const a = this.ea[e] as number;
      const b = this.eb[e] as number;
      const len = chordToArc(
        Math.hypot(
          (this.xyz[3 * b] as number) - (this.xyz[3 * a] as number),
          (this.xyz[3 * b + 1] as number) - (this.xyz[3 * a + 1] as number),
          (this.xyz[3 * b + 2] as number) - (this.xyz[3 * a + 2] as number),
        ),
      );
      this.elen[e] = len;
      const lonA = this.lon[a] as number;
      const latA = this.lat[a] as number;
      const lonB = this.lon[b] as number;
      const latB = this.lat[b] as number;
      // Longitude is monotonic along a geodesic; latitude can bulge poleward.
      const bulge = metresToLatDeg(edgeBulgeM(len, Math.max(Math.abs(latA), Math.abs(latB))));
      const o = 4 * e;
      this.eboxes[o] = Math.min(lonA, lonB);
      this.eboxes[o + 1] = Math.min(latA, latB) - bulge;
      this.eboxes[o + 2] = Math.max(lonA, lonB);
      this.eboxes[o + 3] = Math.max(latA, latB) + bulge;
      extend(bbox, this.eboxes[o] as number, this.eboxes[o + 1] as number);
      extend(bbox, this.eboxes[o + 2] as number, this.eboxes[o + 3] as number);
    }
    this.bbox = bbox;
    this.absLatMax = Math.max(Math.abs(bbox[1]), Math.abs(bbox[3]));
    if (this.m > EDGE_INDEX_MIN) {
      const index = new Flatbush(this.m);
      for (let e = 0; e < this.m; e++) {
        const o = 4 * e;
        index.add(
          this.eboxes[o] as number,
          this.eboxes[o + 1] as number,
          this.eboxes[o + 2] as number,
          this.eboxes[o + 3] as number,
        );
      }
      index.finish();
      this.edgeIndex = index;
    } else {
      this.edgeIndex = undefined;
    }
  }

  /** The exact geodesic edge e (GeodesicLine built lazily, then kept). */
  edge(e: number): GeodesicEdge {
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
      const found = this.edgeIndex.search(box[0], box[1], box[2], box[3]);
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

  vertex(i: number): [number, number] {
    return [this.lon[i] as number, this.lat[i] as number];
  }
}

function extend(b: Box, x: number, y: number): void {
  if (x < b[0]) b[0] = x;
  if (y < b[1]) b[1] = y;
  if (x > b[2]) b[2] = x;
  if (y > b[3]) b[3] = y;
}

interface CacheEntry {
  prepared: PreparedGeometry;
  fingerprint: string;
}

const cache = new WeakMap<object, CacheEntry>();

/**
 * Cheap guard against a cached geometry having been mutated in place: ring sizes plus
 * the first, middle and last vertex of each ring. Geometries are meant to be immutable;
 * this only catches the obvious accidents without an O(n) hash.
 */
function fingerprint(geometry: Geometry): string {
  if (geometry.type === 'Point') return '';
  const parts = geometry.type === 'LineString' ? [geometry.coordinates] : geometry.coordinates;
  let s = `${geometry.type}:${parts.length}`;
  for (const p of parts) {
    const a = p[0];
    const b = p[p.length >> 1];
    const c = p[p.length - 1];
    s += `|${p.length},${a?.[0]},${a?.[1]},${b?.[0]},${b?.[1]},${c?.[0]},${c?.[1]}`;
  }
  return s;
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

/** Side output of approxPointEdge: the chord parameter (0..1) of the closest point. */
export const scratch = { t: 0 };

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

/** Conservative lon/lat box of everything within r metres of the lon/lat point. */
export function pointBox(lon: number, lat: number, r: number): Box {
  return expandBox([lon, lat, lon, lat], r);
}

export { DEG };
