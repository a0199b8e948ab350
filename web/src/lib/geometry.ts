/** Plain GeoJSON helpers for the pages (no DOM): is a point inside a municipality's boundary, and how far outside it. */

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

/** As the server's (src/core/input/sanity.ts): a point this far outside the simplified boundary is still answered, with a caution. */
export const BOUNDARY_TOLERANCE_M = 1000;

/** Metres per degree of latitude and of longitude at a latitude (WGS 84, local approximation). */
function metresPerDegree(lat: number): [number, number] {
  const r = (lat * Math.PI) / 180;
  return [111132.92 - 559.82 * Math.cos(2 * r), 111412.84 * Math.cos(r) - 93.5 * Math.cos(3 * r)];
}

/** Distance in metres from p to the segment a–b, on a plane tangent at p (good to well under 1 % within a few km). */
function toSegment(p: Position, a: Position, b: Position, kx: number, ky: number): number {
  const ax = (a[0] - p[0]) * kx;
  const ay = (a[1] - p[1]) * ky;
  const bx = (b[0] - p[0]) * kx;
  const by = (b[1] - p[1]) * ky;
  const dx = bx - ax;
  const dy = by - ay;
  const len = dx * dx + dy * dy;
  const t = len === 0 ? 0 : Math.max(0, Math.min(1, -(ax * dx + ay * dy) / len));
  return Math.hypot(ax + t * dx, ay + t * dy);
}

/**
 * How far [lon, lat] lies outside a Polygon or MultiPolygon, in metres (0 inside; Infinity for
 * any other geometry). An approximation for the page: the server decides exactly.
 */
export function metresOutside(lon: number, lat: number, g: GeoGeometry | null | undefined): number {
  if (!g || (g.type !== 'Polygon' && g.type !== 'MultiPolygon')) return Number.POSITIVE_INFINITY;
  if (pointInGeometry(lon, lat, g)) return 0;
  const polygons = g.type === 'Polygon' ? [g.coordinates as Position[][]] : (g.coordinates as Position[][][]);
  const [ky, kx] = metresPerDegree(lat);
  const p: Position = [lon, lat];
  let best = Number.POSITIVE_INFINITY;
  for (const rings of polygons)
    for (const ring of rings)
      for (let i = 1; i < ring.length; i++) best = Math.min(best, toSegment(p, ring[i - 1] as Position, ring[i] as Position, kx, ky));
  return best;
}
