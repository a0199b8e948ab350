/**
 * Small planar and ellipsoidal helpers the siting module needs around the geodesy of
 * src/geo (which owns every distance a law decision rests on). Nothing here decides a
 * rule: these helpers only pick candidates conservatively (boxes a little larger than
 * needed), test zone membership, and draw maps.
 */
import g from 'geographiclib-geodesic';
import type { Geometry, LonLat } from '../geo/distance.ts';

// The package is CommonJS: a named import type-checks but fails at run time.
const { Geodesic } = g;
const WGS84 = Geodesic.WGS84;

export type BBox = [number, number, number, number];
export type PointGeometry = { type: 'Point'; coordinates: [number, number] };
export type PolygonGeometry = { type: 'Polygon'; coordinates: [number, number][][] };
export type PlaceGeometry = PointGeometry | PolygonGeometry;

const A = 6378137;
const F = 1 / 298.257223563;
const E2 = F * (2 - F);
export const DEG = Math.PI / 180;

/** Metres per degree of latitude at latitude φ (meridional radius of curvature). */
export function metresPerDegLat(lat: number): number {
  const s = Math.sin(lat * DEG);
  const w = 1 - E2 * s * s;
  return ((A * (1 - E2)) / (w * Math.sqrt(w))) * DEG;
}

/** Metres per degree of longitude at latitude φ (prime vertical radius × cos φ). */
export function metresPerDegLon(lat: number): number {
  const s = Math.sin(lat * DEG);
  return (A / Math.sqrt(1 - E2 * s * s)) * Math.cos(lat * DEG) * DEG;
}

/** Lower bounds of metres per degree over the whole ellipsoid, padded, for conservative boxes. */
const LAT_DEG_MIN_M = A * (1 - E2) * DEG * 0.9999;
const LON_DEG_EQ_M = A * DEG * 0.9999;

/** A box containing everything within r metres (geodesic) of the box b. Conservative by construction. */
export function expandBBox(b: BBox, r: number): BBox {
  if (r <= 0) return [b[0], b[1], b[2], b[3]];
  const dLat = r / LAT_DEG_MIN_M;
  const minLat = b[1] - dLat;
  const maxLat = b[3] + dLat;
  const absLat = Math.min(89.9, Math.max(Math.abs(minLat), Math.abs(maxLat)));
  const dLon = r / (LON_DEG_EQ_M * Math.cos(absLat * DEG));
  return [b[0] - dLon, minLat, b[2] + dLon, maxLat];
}

export function bboxOf(geom: Geometry): BBox {
  if (geom.type === 'Point') {
    const [x, y] = geom.coordinates;
    return [x, y, x, y];
  }
  const b: BBox = [Infinity, Infinity, -Infinity, -Infinity];
  const parts: readonly (readonly LonLat[])[] = geom.type === 'LineString' ? [geom.coordinates] : geom.coordinates;
  for (const part of parts)
    for (const p of part) {
      if (p[0] < b[0]) b[0] = p[0];
      if (p[1] < b[1]) b[1] = p[1];
      if (p[0] > b[2]) b[2] = p[0];
      if (p[1] > b[3]) b[3] = p[1];
    }
  return b;
}

export function bboxUnion(a: BBox, b: BBox): BBox {
  return [Math.min(a[0], b[0]), Math.min(a[1], b[1]), Math.max(a[2], b[2]), Math.max(a[3], b[3])];
}

export function bboxIntersects(a: BBox, b: BBox): boolean {
  return a[0] <= b[2] && a[2] >= b[0] && a[1] <= b[3] && a[3] >= b[1];
}

/**
 * Even–odd point in polygon on lon/lat (all rings, so holes work). Zones and perimeters
 * are drawn on maps in lon/lat; this is how GIS (and PostGIS geometry) answers membership.
 * Points exactly on an edge count as inside.
 */
export function pointInRings(x: number, y: number, rings: readonly (readonly LonLat[])[]): boolean {
  let inside = false;
  for (const ring of rings) {
    const n = ring.length;
    for (let i = 0, j = n - 1; i < n; j = i++) {
      const pi = ring[i] as LonLat;
      const pj = ring[j] as LonLat;
      const xi = pi[0];
      const yi = pi[1];
      const xj = pj[0];
      const yj = pj[1];
      // On-edge test first, so a point on the boundary is inside whatever the parity says.
      if (yi > y !== yj > y) {
        const xc = xi + ((y - yi) * (xj - xi)) / (yj - yi);
        if (xc === x) return true;
        if (x < xc) inside = !inside;
      } else if (yi === y && yj === y && x >= Math.min(xi, xj) && x <= Math.max(xi, xj)) return true;
    }
  }
  return inside;
}

export function pointInGeometry(x: number, y: number, geom: Geometry): boolean {
  if (geom.type !== 'Polygon') return false;
  return pointInRings(x, y, geom.coordinates);
}

/** Planar (lon/lat) signed area of a ring; positive when counter-clockwise. */
export function ringSignedArea(ring: readonly LonLat[]): number {
  let s = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[j] as LonLat;
    const b = ring[i] as LonLat;
    s += a[0] * b[1] - b[0] * a[1];
  }
  return s / 2;
}

/** Area in m² of a small polygon (local equirectangular projection; ≪ 0.1 % at lot scale). */
export function polygonAreaM2(rings: readonly (readonly LonLat[])[]): number {
  const outer = rings[0];
  if (!outer || outer.length === 0) return 0;
  const lat0 = (outer[0] as LonLat)[1];
  const kx = metresPerDegLon(lat0);
  const ky = metresPerDegLat(lat0);
  let total = 0;
  rings.forEach((ring, i) => {
    const a = Math.abs(ringSignedArea(ring)) * kx * ky;
    total += i === 0 ? a : -a;
  });
  return total;
}

/** A representative point: the point itself, or the vertex-mean of a polygon's outer ring (inside for the convex lots we draw). */
export function referencePoint(geom: Geometry): [number, number] {
  if (geom.type === 'Point') return [geom.coordinates[0], geom.coordinates[1]];
  const ring = geom.type === 'LineString' ? geom.coordinates : (geom.coordinates[0] ?? []);
  const n = geom.type === 'Polygon' && ring.length > 1 ? ring.length - 1 : ring.length;
  let x = 0;
  let y = 0;
  for (let i = 0; i < n; i++) {
    x += (ring[i] as LonLat)[0];
    y += (ring[i] as LonLat)[1];
  }
  return [x / n, y / n];
}

/** The point at geodesic distance s (metres) and azimuth azi (degrees from north) from p. */
export function destination(p: LonLat, azi: number, s: number): [number, number] {
  const r = WGS84.Direct(p[1], p[0], azi, s);
  return [r.lon2 as number, r.lat2 as number];
}

/** Exact geodesic distance between two points (GeographicLib). */
export function geodesicDistance(a: LonLat, b: LonLat): number {
  return WGS84.Inverse(a[1], a[0], b[1], b[0]).s12 as number;
}

/**
 * A circle of geodesic radius r around p as a polygon whose vertices all lie exactly at r.
 * The polygon is inscribed: a chord sags inside the circle by r·(1 − cos(π/n)).
 */
export function geodesicCircle(p: LonLat, r: number, n = 64): PolygonGeometry {
  const ring: [number, number][] = [];
  for (let i = 0; i < n; i++) ring.push(destination(p, 360 - (i * 360) / n, r));
  ring.push([ring[0]?.[0] as number, ring[0]?.[1] as number]);
  return { type: 'Polygon', coordinates: [ring] };
}

/** Rounds coordinates to 1e-7° (≈ 1 cm) for output. */
export function round7(x: number): number {
  return Math.round(x * 1e7) / 1e7;
}
