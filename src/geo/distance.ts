/**
 * Geodesic distances on WGS 84 (GeographicLib), exact to well under a millimetre:
 * point–point, point–segment, and edge-to-edge between points, lines and polygons (with
 * holes), as the laws require ("entre os pontos extremos mais próximos" in Belém).
 * Segments and polygon edges are geodesics between their vertices.
 *
 * Geometries passed here are treated as immutable: large ones (≥ 24 vertices) are
 * prepared once and cached by object identity.
 */
import { toEcef } from './ellipsoid.ts';
import { INSIDE, locatePoint, nearest, ON_BOUNDARY, OUTSIDE } from './engine.ts';
import { GeodesicEdge, inverseDistance, pointEdgeFoot } from './geodesic.ts';
import { approxPointEdge, PreparedGeometry, prepareGeometry, scratch } from './prepared.ts';
import type { Geometry, LonLat } from './types.ts';

export type { Geometry, LonLat } from './types.ts';
export { PreparedGeometry, prepareGeometry } from './prepared.ts';

export type PolygonGeometry = Extract<Geometry, { type: 'Polygon' }>;

export interface NearestPoints {
  /** Geodesic distance in metres; 0 when the geometries intersect or one contains the other. */
  distanceM: number;
  /** The point of `a` closest to `b` (for intersecting geometries, a common point). */
  from: [number, number];
  /** The point of `b` closest to `a`. */
  to: [number, number];
}

/** Geodesic distance in metres between two [lon, lat] points. */
export function pointDistance(a: LonLat, b: LonLat): number {
  if (!(Math.abs(a[1]) <= 90 && Math.abs(b[1]) <= 90 && Number.isFinite(a[0]) && Number.isFinite(b[0]))) {
    throw new RangeError(`invalid coordinate in [${a}] – [${b}]`);
  }
  return inverseDistance(a[1], a[0], b[1], b[0]);
}

/**
 * Geodesic distance in metres between two geometries, edge to edge: 0 when they
 * intersect or one contains the other (polygons are areas; holes are outside).
 */
export function geometryDistance(a: Geometry, b: Geometry): number {
  // Fast path: most calls are point to point.
  if (a.type === 'Point' && b.type === 'Point') return pointDistance(a.coordinates, b.coordinates);
  return nearest(prepareGeometry(a), prepareGeometry(b)).distance;
}

/** Distance between two prepared geometries (see prepareGeometry); same semantics as geometryDistance. */
export function preparedDistance(a: PreparedGeometry, b: PreparedGeometry): number {
  return nearest(a, b).distance;
}

/** The distance and the pair of closest points between two geometries. */
export function nearestPoints(a: Geometry | PreparedGeometry, b: Geometry | PreparedGeometry): NearestPoints {
  const r = nearest(prepareGeometry(a), prepareGeometry(b));
  return { distanceM: r.distance, from: [r.fromLon, r.fromLat], to: [r.toLon, r.toLat] };
}

/** Geodesic distance in metres from point p to the geodesic segment a–b. */
export function pointSegmentDistance(p: LonLat, a: LonLat, b: LonLat): number {
  return pointSegmentNearest(p, a, b).distanceM;
}

/**
 * Closest point of the geodesic segment a–b to p: distance, the point, and its arc length
 * from a along the segment (metres).
 */
export function pointSegmentNearest(p: LonLat, a: LonLat, b: LonLat): { distanceM: number; point: [number, number]; alongM: number } {
  const seg = new PreparedGeometry({ type: 'LineString', coordinates: [a, b] });
  const edge = seg.m > 0 ? seg.edge(0) : new GeodesicEdge(a[1], a[0], a[1], a[0]);
  let s0 = 0;
  if (seg.m > 0) {
    const xyz = new Float64Array(3);
    toEcef(p[0], p[1], xyz, 0);
    approxPointEdge(xyz[0] as number, xyz[1] as number, xyz[2] as number, seg, 0);
    s0 = scratch.t * edge.length;
  }
  const foot = pointEdgeFoot(p[1], p[0], edge, s0);
  return { distanceM: foot.distance < 1e-9 ? 0 : foot.distance, point: [foot.lon, foot.lat], alongM: foot.s };
}

/**
 * Whether p lies in the polygon (holes excluded). The polygon is closed: a point on the
 * boundary (within 1 µm) counts as inside, as "distance 0" does in the laws.
 */
export function pointInPolygon(p: LonLat, polygon: PolygonGeometry | PreparedGeometry): boolean {
  return pointPolygonRelation(p, polygon) !== 'outside';
}

/** Where p lies relative to the polygon: inside, outside, or on its boundary (within 1 µm). */
export function pointPolygonRelation(p: LonLat, polygon: PolygonGeometry | PreparedGeometry): 'inside' | 'outside' | 'boundary' {
  const g = prepareGeometry(polygon);
  if (g.kind !== 'Polygon') throw new TypeError(`expected a Polygon, got ${g.kind}`);
  const loc = locatePoint(g, p[0], p[1]);
  if (loc === ON_BOUNDARY) return 'boundary';
  // The crossing test decides inside/outside exactly except for points that sit on an
  // edge, which may fall either way; those are at ~0 distance from the boundary.
  const near = nearest(g, new PreparedGeometry({ type: 'Point', coordinates: p }), {
    boundaryOnly: true,
    limit: BOUNDARY_TOL_M,
  });
  if (near.exact && near.distance <= BOUNDARY_TOL_M) return 'boundary';
  return loc === INSIDE ? 'inside' : 'outside';
}

const BOUNDARY_TOL_M = 1e-6;

function boundaryNearest(g: PreparedGeometry, p: LonLat) {
  return nearest(g, new PreparedGeometry({ type: 'Point', coordinates: p }), { boundaryOnly: true });
}

export interface BoundaryOptions {
  /**
   * Only distances up to this matter (e.g. 2 000 for "at least 2 000 m from the urban
   * perimeter"): when the boundary is farther the result is Infinity, found faster.
   */
  maxDistanceM?: number;
}

/**
 * Geodesic distance in metres from p to the polygon's boundary (outer ring and holes),
 * whether p is inside or outside, e.g. "at least 2 000 m from the urban perimeter".
 */
export function distanceToPolygonBoundary(p: LonLat, polygon: PolygonGeometry | PreparedGeometry, options: BoundaryOptions = {}): number {
  const g = prepareGeometry(polygon);
  if (g.kind !== 'Polygon') throw new TypeError(`expected a Polygon, got ${g.kind}`);
  const limit = options.maxDistanceM;
  if (limit === undefined) return boundaryNearest(g, p).distance;
  const r = nearest(g, new PreparedGeometry({ type: 'Point', coordinates: p }), { boundaryOnly: true, limit });
  return r.exact && r.distance <= limit ? r.distance : Number.POSITIVE_INFINITY;
}

/** Distance to the polygon's boundary, negative when p is inside (0 on the boundary). */
export function signedDistanceToPolygonBoundary(p: LonLat, polygon: PolygonGeometry | PreparedGeometry): number {
  const g = prepareGeometry(polygon);
  if (g.kind !== 'Polygon') throw new TypeError(`expected a Polygon, got ${g.kind}`);
  const d = boundaryNearest(g, p).distance;
  if (d <= BOUNDARY_TOL_M) return 0;
  return locatePoint(g, p[0], p[1]) === OUTSIDE ? d : -d;
}
