/**
 * Geometry types shared by the geodesy module. Coordinates follow GeoJSON order
 * [longitude, latitude] in degrees on WGS 84 (SIRGAS 2000 coincides with WGS 84 well
 * below the centimetre for the distances the laws care about).
 */
export type LonLat = readonly [number, number] | [number, number];
export type Geometry =
  | { type: 'Point'; coordinates: LonLat }
  | { type: 'LineString'; coordinates: LonLat[] }
  | { type: 'Polygon'; coordinates: LonLat[][] };
