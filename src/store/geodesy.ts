/**
 * The geodesy SQLite lacks, for `listPlaces({ near })`: the distance in metres on the WGS 84
 * ellipsoid from a point to a stored place geometry — what PostGIS's ST_DWithin on
 * geography answers on PostgreSQL — and a box for the SQL prefilter. Both come from the
 * project's geodesy module (src/geo), so the store and the siting engine measure alike.
 */
import { geometryDistance } from '../geo/distance.ts';
import { expandBox } from '../geo/ellipsoid.ts';
import type { Geometry } from '../geo/types.ts';

type Pos = readonly [number, number];
export type StoredGeometry = { type: 'Point'; coordinates: Pos } | { type: 'Polygon'; coordinates: readonly (readonly Pos[])[] };

/** Zero inside a polygon; otherwise the shortest distance to its vertices and geodesic edges. */
export function distanceToGeometry(p: Pos, geom: StoredGeometry): number {
  return geometryDistance({ type: 'Point', coordinates: [p[0], p[1]] }, geom as Geometry);
}

/** A lon/lat box certainly containing every point within `meters` of p. */
export function boxAround(p: Pos, meters: number): [number, number, number, number] {
  return expandBox([p[0], p[1], p[0], p[1]], meters);
}
