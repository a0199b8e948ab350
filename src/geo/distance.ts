/**
 * TEMPORARY point-only implementation; replaced by the full geodesic module
 * (point/segment/polygon, edge to edge) — see src/geo/README or the geodesy tests.
 */
import g from 'geographiclib-geodesic';

const { Geodesic } = g;
const WGS84 = Geodesic.WGS84;

export type LonLat = readonly [number, number] | [number, number];
export type Geometry =
  | { type: 'Point'; coordinates: LonLat }
  | { type: 'LineString'; coordinates: LonLat[] }
  | { type: 'Polygon'; coordinates: LonLat[][] };

export function pointDistance(a: LonLat, b: LonLat): number {
  return WGS84.Inverse(a[1], a[0], b[1], b[0]).s12 as number;
}

function vertices(g: Geometry): LonLat[] {
  if (g.type === 'Point') return [g.coordinates];
  if (g.type === 'LineString') return g.coordinates;
  return g.coordinates.flat();
}

export function geometryDistance(a: Geometry, b: Geometry): number {
  let best = Number.POSITIVE_INFINITY;
  for (const p of vertices(a)) for (const q of vertices(b)) best = Math.min(best, pointDistance(p, q));
  return best;
}
