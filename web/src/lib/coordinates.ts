/**
 * Coordinates typed by a person, read with one rule that the page states:
 *
 * - Two numbers, separated by a comma, a semicolon or spaces. The decimal mark is the point;
 *   when the two numbers are separated by a semicolon, a comma is a decimal comma too
 *   ("-12,97; -38,50", as Brazilians write).
 * - Hemisphere letters decide the axis and the sign: N/S for latitude, E/W (or L/O in
 *   Portuguese: leste/oeste) for longitude; S, W and O are negative. "12.97 S, 38.5 O".
 * - Without letters, the order is found from the numbers: in Brazil latitudes run from −34 to
 *   +6 and longitudes from −74 to −28, so a number below −34 can only be a longitude. Both
 *   "-38.5, -12.97" and "-12.97, -38.5" give the same point.
 * - When both numbers fit both ranges (between −34 and −28: open sea and a few islands) the
 *   first is read as the latitude, the order GPS and map applications copy, and we say so.
 * - Numbers that are not a point in Brazil (a positive longitude, say) are refused, naming them.
 */

export const BRAZIL = { minLat: -34, maxLat: 6, minLon: -74, maxLon: -28 } as const;

export type Order = 'lat-lon' | 'lon-lat' | 'letters' | 'assumed';

export type CoordinateError =
  | { error: 'empty' }
  | { error: 'count'; count: number }
  | { error: 'number'; found: string }
  | { error: 'outside'; a: number; b: number }
  | { error: 'letters' };

export type Parsed = { lat: number; lon: number; order: Order } | CoordinateError;

const isLat = (n: number) => n >= BRAZIL.minLat && n <= BRAZIL.maxLat;
const isLon = (n: number) => n >= BRAZIL.minLon && n <= BRAZIL.maxLon;

interface Token {
  value: number;
  /** 'lat' or 'lon' when a hemisphere letter says so. */
  axis: 'lat' | 'lon' | null;
}

const LETTER = /^(.*?)\s*([NSEWLO])$|^([NSEWLO])\s*(.*)$/i;

function token(raw: string, decimalComma: boolean): Token | { error: 'number'; found: string } {
  let s = raw.trim().replace(/[°º]/g, '').replace(/[−–]/g, '-');
  let axis: Token['axis'] = null;
  let sign = 1;
  const m = LETTER.exec(s);
  if (m) {
    const letter = ((m[2] ?? m[3]) as string).toUpperCase();
    s = (m[1] ?? m[4] ?? '').trim();
    axis = letter === 'N' || letter === 'S' ? 'lat' : 'lon';
    if (letter === 'S' || letter === 'W' || letter === 'O') sign = -1;
  }
  if (decimalComma) s = s.replace(',', '.');
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(s)) return { error: 'number', found: raw.trim() };
  let value = Number(s);
  // With a letter the letter gives the sign ("12.97 S" and "-12.97 S" both mean south).
  if (axis !== null) value = sign * Math.abs(value);
  return { value, axis };
}

export function parseCoordinates(input: string): Parsed {
  const text = input.trim();
  if (text === '') return { error: 'empty' };
  const decimalComma = text.includes(';');
  const parts = (decimalComma ? text.split(';') : text.split(/\s*,\s*|\s+(?=[+\-−\d.])/)).map((p) => p.trim()).filter((p) => p !== '');
  if (parts.length !== 2) return { error: 'count', count: parts.length };
  const tokens: Token[] = [];
  for (const p of parts) {
    const t = token(p, decimalComma);
    if ('error' in t) return t;
    tokens.push(t);
  }
  const [a, b] = tokens as [Token, Token];
  if (a.axis !== null || b.axis !== null) {
    const lat = a.axis === 'lat' ? a : b.axis === 'lat' ? b : null;
    const lon = a.axis === 'lon' ? a : b.axis === 'lon' ? b : null;
    if ((a.axis !== null && a.axis === b.axis) || (lat === null && lon === null)) return { error: 'letters' };
    const theLat = lat ?? (lon === a ? b : a);
    const theLon = lon ?? (lat === a ? b : a);
    if (!isLat(theLat.value) || !isLon(theLon.value)) return { error: 'outside', a: a.value, b: b.value };
    return { lat: theLat.value, lon: theLon.value, order: 'letters' };
  }
  const latLon = isLat(a.value) && isLon(b.value);
  const lonLat = isLon(a.value) && isLat(b.value);
  if (latLon && lonLat) return { lat: a.value, lon: b.value, order: 'assumed' };
  if (latLon) return { lat: a.value, lon: b.value, order: 'lat-lon' };
  if (lonLat) return { lat: b.value, lon: a.value, order: 'lon-lat' };
  return { error: 'outside', a: a.value, b: b.value };
}
