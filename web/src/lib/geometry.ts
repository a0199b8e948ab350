/** Plain GeoJSON helpers for the pages (no DOM): is a point inside a municipality's boundary. */

export type Position = [number, number];
export interface GeoGeometry {
  type: string;
  coordinates: unknown;
}

function inRing(x: number, y: number, ring: readonly Position[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] as Position;
    const [xj, yj] = ring[j] as Position;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function inPolygon(x: number, y: number, rings: readonly (readonly Position[])[]): boolean {
  const [outer, ...holes] = rings;
  if (!outer || !inRing(x, y, outer)) return false;
  return !holes.some((h) => inRing(x, y, h));
}

/** Whether [lon, lat] lies inside a Polygon or MultiPolygon (false for any other geometry). */
export function pointInGeometry(lon: number, lat: number, g: GeoGeometry | null | undefined): boolean {
  if (!g) return false;
  if (g.type === 'Polygon') return inPolygon(lon, lat, g.coordinates as Position[][]);
  if (g.type === 'MultiPolygon') return (g.coordinates as Position[][][]).some((p) => inPolygon(lon, lat, p));
  return false;
}
