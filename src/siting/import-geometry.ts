/**
 * The geometries an import accepts: points and polygons (a MultiPolygon becomes one place
 * per part) with closed rings that enclose an area, in lon/lat, in Brazil — anything else is
 * almost always swapped coordinates or a projected CRS, and is refused with the reason.
 */
import { describeValue } from '../core/input/validate.ts';
import { ringSignedArea, type PlaceGeometry } from './geom.ts';

type Ring = [number, number][];

function checkPosition(p: unknown): [number, number] | string {
  if (
    !Array.isArray(p) ||
    p.length < 2 ||
    typeof p[0] !== 'number' ||
    typeof p[1] !== 'number' ||
    !Number.isFinite(p[0]) ||
    !Number.isFinite(p[1])
  )
    return 'a position [longitude, latitude] of numbers';
  const lon = p[0];
  const lat = p[1];
  if (lon < -180 || lon > 180 || lat < -90 || lat > 90) return 'longitude in [-180, 180] and latitude in [-90, 90]';
  // Brazil, with its islands, lies within these bounds: anything else is almost always lon/lat swapped or a projected CRS.
  if (lon < -75 || lon > -28 || lat < -35 || lat > 7)
    return 'a position in Brazil (longitude -75…-28, latitude -35…7): swapped longitude/latitude, or a projected CRS?';
  return [lon, lat];
}

function checkRing(r: unknown): Ring | string {
  if (!Array.isArray(r)) return 'a ring (array of positions)';
  const ring: Ring = [];
  for (const p of r) {
    const q = checkPosition(p);
    if (typeof q === 'string') return q;
    ring.push(q);
  }
  if (ring.length < 4) return 'a ring of at least 4 positions';
  const a = ring[0] as [number, number];
  const b = ring[ring.length - 1] as [number, number];
  if (a[0] !== b[0] || a[1] !== b[1]) return 'a closed ring (first position = last position)';
  if (ringSignedArea(ring) === 0) return 'a ring enclosing an area';
  return ring;
}

/** Point or Polygon geometries of the row (a MultiPolygon gives one per part), or an error. */
export function checkGeometry(g: unknown): PlaceGeometry[] | null | { field: string; found: string; expected: string } {
  if (g === null || g === undefined) return null;
  const geo = g as { type?: unknown; coordinates?: unknown };
  if (geo.type === 'Point') {
    const p = checkPosition(geo.coordinates);
    if (typeof p === 'string') return { field: 'geometry.coordinates', found: describeValue(geo.coordinates), expected: p };
    return [{ type: 'Point', coordinates: p }];
  }
  const polygon = (coords: unknown, path: string): PlaceGeometry | { field: string; found: string; expected: string } => {
    if (!Array.isArray(coords) || coords.length === 0) return { field: path, found: describeValue(coords), expected: 'an array of rings' };
    const rings: Ring[] = [];
    for (let i = 0; i < coords.length; i++) {
      const r = checkRing(coords[i]);
      if (typeof r === 'string') return { field: `${path}[${i}]`, found: describeValue(coords[i]), expected: r };
      rings.push(r);
    }
    return { type: 'Polygon', coordinates: rings };
  };
  if (geo.type === 'Polygon') {
    const p = polygon(geo.coordinates, 'geometry.coordinates');
    return 'type' in p ? [p] : p;
  }
  if (geo.type === 'MultiPolygon') {
    if (!Array.isArray(geo.coordinates) || geo.coordinates.length === 0)
      return { field: 'geometry.coordinates', found: describeValue(geo.coordinates), expected: 'an array of polygons' };
    const out: PlaceGeometry[] = [];
    for (let i = 0; i < geo.coordinates.length; i++) {
      const p = polygon(geo.coordinates[i], `geometry.coordinates[${i}]`);
      if (!('type' in p)) return p;
      out.push(p);
    }
    return out;
  }
  return { field: 'geometry.type', found: describeValue(geo.type), expected: 'Point, Polygon or MultiPolygon' };
}
