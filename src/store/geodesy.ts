/**
 * The geodesy SQLite lacks, for `listPlaces({ near })`: the distance in metres on the WGS 84
 * ellipsoid from a point to a stored place geometry — what PostGIS's ST_DWithin on
 * geography answers on PostgreSQL. Zero inside a polygon; otherwise the shortest distance
 * to its vertices and geodesic edges. Agreement with PostGIS is to well under a metre at
 * municipal scale (PostGIS interpolates edges on the sphere); the contract tests keep
 * their points clear of that margin.
 */
import g from 'geographiclib-geodesic';

const WGS84 = g.Geodesic.WGS84;
const DIST = g.Geodesic.DISTANCE | g.Geodesic.LATITUDE | g.Geodesic.LONGITUDE;

type Pos = readonly [number, number];
export type StoredGeometry = { type: 'Point'; coordinates: Pos } | { type: 'Polygon'; coordinates: readonly (readonly Pos[])[] };

function dist(lon1: number, lat1: number, lon2: number, lat2: number): number {
  return WGS84.Inverse(lat1, lon1, lat2, lon2, g.Geodesic.DISTANCE).s12 ?? Number.NaN;
}

/** Geodesic point-to-segment distance: golden-section search along the segment's geodesic. */
function segmentDistance(p: Pos, a: Pos, b: Pos): number {
  const line = WGS84.InverseLine(a[1], a[0], b[1], b[0], DIST | g.Geodesic.DISTANCE_IN);
  const len = line.s13;
  const at = (s: number): number => {
    const q = line.Position(s, DIST);
    return dist(p[0], p[1], q.lon2 ?? Number.NaN, q.lat2 ?? Number.NaN);
  };
  if (!(len > 0)) return dist(p[0], p[1], a[0], a[1]);
  const r = (Math.sqrt(5) - 1) / 2;
  let lo = 0;
  let hi = len;
  let x1 = hi - r * (hi - lo);
  let x2 = lo + r * (hi - lo);
  let f1 = at(x1);
  let f2 = at(x2);
  // Down to a millimetre: the distance along a segment shorter than half the globe is unimodal.
  while (hi - lo > 1e-3) {
    if (f1 < f2) {
      hi = x2;
      x2 = x1;
      f2 = f1;
      x1 = hi - r * (hi - lo);
      f1 = at(x1);
    } else {
      lo = x1;
      x1 = x2;
      f1 = f2;
      x2 = lo + r * (hi - lo);
      f2 = at(x2);
    }
  }
  return Math.min(f1, f2, at(0), at(len));
}

/** Even-odd rule in lon/lat: exact enough for containment at municipal scale. */
function inRing(p: Pos, ring: readonly Pos[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[i]!;
    const b = ring[j]!;
    if (a[1] > p[1] !== b[1] > p[1] && p[0] < ((b[0] - a[0]) * (p[1] - a[1])) / (b[1] - a[1]) + a[0]) inside = !inside;
  }
  return inside;
}

export function distanceToGeometry(p: Pos, geom: StoredGeometry): number {
  if (geom.type === 'Point') return dist(p[0], p[1], geom.coordinates[0], geom.coordinates[1]);
  const [outer, ...holes] = geom.coordinates;
  if (outer && inRing(p, outer) && !holes.some((h) => inRing(p, h))) return 0;
  let best = Number.POSITIVE_INFINITY;
  for (const ring of geom.coordinates) {
    for (let i = 1; i < ring.length; i++) best = Math.min(best, segmentDistance(p, ring[i - 1]!, ring[i]!));
  }
  return best;
}

/**
 * A lon/lat box certainly containing every point within `meters` of p (for the SQL
 * prefilter): a degree of latitude is at least 110.5 km, one of longitude at least that
 * times the cosine of the farthest latitude reached.
 */
export function boxAround(p: Pos, meters: number): [number, number, number, number] {
  const dLat = meters / 110_000;
  const maxAbsLat = Math.min(89.999, Math.abs(p[1]) + dLat);
  const dLon = Math.min(180, dLat / Math.cos((maxAbsLat * Math.PI) / 180));
  return [p[0] - dLon, p[1] - dLat, p[0] + dLon, p[1] + dLat];
}
