/** Well-known text (WKT) geometries, as CSV files carry them in a column. */
import type { PlaceRecord } from '../domain/place.ts';

/** POINT, POLYGON and MULTIPOLYGON in WKT; returns an error text when it cannot read it. */
export function parseWkt(s: string): unknown | string {
  const m = /^\s*(POINT|POLYGON|MULTIPOLYGON)\s*(Z|M|ZM)?\s*(\(.*\))\s*$/is.exec(s);
  if (!m) return 'WKT POINT, POLYGON or MULTIPOLYGON';
  const kind = (m[1] as string).toUpperCase();
  const body = m[3] as string;
  const toPos = (t: string): [number, number] | null => {
    const nums = t.trim().split(/\s+/).map(Number);
    if (nums.length < 2 || nums.some((n) => !Number.isFinite(n))) return null;
    return [nums[0] as number, nums[1] as number];
  };
  try {
    if (kind === 'POINT') {
      const p = toPos(body.slice(1, -1));
      return p ? { type: 'Point', coordinates: p } : 'POINT (lon lat)';
    }
    // Nested parentheses → arrays: rewrite as JSON.
    const json = body
      .replace(/\(/g, '[')
      .replace(/\)/g, ']')
      .replace(/([-+\d.eE]+)\s+([-+\d.eE]+)(\s+[-+\d.eE]+)*/g, '[$1,$2]');
    const arr = JSON.parse(json) as unknown;
    return { type: kind === 'POLYGON' ? 'Polygon' : 'MultiPolygon', coordinates: arr };
  } catch {
    return `WKT ${kind} with numeric coordinates`;
  }
}

/** A point or polygon as WKT (what parseWkt reads back). */
export function toWkt(g: NonNullable<PlaceRecord['geometry']>): string {
  if (g.type === 'Point') return `POINT (${g.coordinates[0]} ${g.coordinates[1]})`;
  return `POLYGON (${g.coordinates.map((ring) => `(${ring.map((p) => `${p[0]} ${p[1]}`).join(', ')})`).join(', ')})`;
}
