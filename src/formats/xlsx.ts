/**
 * The first worksheet of an .xlsx file as a table (header + rows with their line numbers),
 * dependency-free: the archive through zip.ts (limits checked before inflating), then the
 * shared strings and the sheet's cells read from their XML. Enough for a list of columns of
 * text and numbers (what a distributor's yearly list is); formulas give their cached value.
 */
import { InputError } from '../core/input/validate.ts';
import { IMPORT_LIMITS, type ImportLimits } from './limits.ts';
import { inflateEntry, zipEntries } from './zip.ts';

export interface SheetTable {
  header: string[];
  rows: { line: number; cells: string[] }[];
}

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function unescapeXml(s: string): string {
  return s.replace(/&(#x[0-9a-fA-F]+|#\d+|amp|lt|gt|quot|apos);/g, (_, e: string) =>
    e.startsWith('#x')
      ? String.fromCodePoint(Number.parseInt(e.slice(2), 16))
      : e.startsWith('#')
        ? String.fromCodePoint(Number(e.slice(1)))
        : (XML_ENTITIES[e] ?? ''),
  );
}

/** The text of every <t> inside an element (a rich-text string has several runs). */
function texts(xml: string): string {
  let out = '';
  for (const m of xml.matchAll(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>/g)) out += unescapeXml(m[1] ?? '');
  return out;
}

/** Column letters of a cell reference ("AB12" → 27, zero-based). */
function columnIndex(ref: string): number {
  let n = 0;
  for (const ch of ref) {
    const c = ch.charCodeAt(0);
    if (c < 65 || c > 90) break;
    n = n * 26 + (c - 64);
  }
  return n - 1;
}

export function isXlsx(head: Uint8Array): boolean {
  return head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04;
}

export function readXlsx(buf: Uint8Array, file: string, limits: ImportLimits = IMPORT_LIMITS): SheetTable {
  const entries = zipEntries(buf, file, limits);
  const entry = (name: string) => entries.find((e) => e.name === name);
  const decode = (name: string) => {
    const e = entry(name);
    return e ? new TextDecoder().decode(inflateEntry(buf, e, file)) : undefined;
  };
  const sheetName =
    entries.map((e) => e.name).find((n) => n === 'xl/worksheets/sheet1.xml') ??
    entries.map((e) => e.name).find((n) => /^xl\/worksheets\/[^/]+\.xml$/.test(n));
  const sheet = sheetName ? decode(sheetName) : undefined;
  if (sheet === undefined) throw InputError.of(file, 'a zip without a worksheet', 'an .xlsx spreadsheet (or a CSV file)');
  const shared: string[] = [];
  const sst = decode('xl/sharedStrings.xml');
  if (sst) for (const m of sst.matchAll(/<si>([\s\S]*?)<\/si>/g)) shared.push(texts(m[1] ?? ''));
  const rows: { line: number; cells: string[] }[] = [];
  for (const r of sheet.matchAll(/<row\b([^>]*?)(?:\/>|>([\s\S]*?)<\/row>)/g)) {
    const line = Number(/\br="(\d+)"/.exec(r[1] ?? '')?.[1] ?? rows.length + 1);
    const cells: string[] = [];
    let next = 0;
    for (const c of (r[2] ?? '').matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const attrs = c[1] ?? '';
      const ref = /\br="([A-Z]+)\d+"/.exec(attrs)?.[1];
      const col = ref ? columnIndex(ref) : next;
      next = col + 1;
      const type = /\bt="(\w+)"/.exec(attrs)?.[1];
      const body = c[2] ?? '';
      const v = /<v>([\s\S]*?)<\/v>/.exec(body)?.[1];
      let value = '';
      if (type === 's') value = shared[Number(v)] ?? '';
      else if (type === 'inlineStr') value = texts(body);
      else if (v !== undefined) value = unescapeXml(v);
      while (cells.length < col) cells.push('');
      cells[col] = value;
    }
    if (cells.every((x) => x.trim() === '')) continue;
    rows.push({ line, cells });
  }
  const [head, ...data] = rows;
  if (!head) throw InputError.of(file, 'an empty worksheet', 'a header row and at least one line');
  return { header: head.cells, rows: data };
}
