/**
 * The registry file formats `glp places import` reads, told apart by name and first bytes,
 * and read into rows (src/formats/rows.ts) for the checks of src/siting/import.ts — within
 * the limits of src/formats/limits.ts: the file's size, the rows, the vertices of each
 * geometry and of the whole file (a zip's inflated size is checked by its reader).
 */
import { InputError } from '../core/input/validate.ts';
import { readAnpRows } from './anp-csv.ts';
import { readCsvRows } from './csv.ts';
import { readGeoJson } from './geojson.ts';
import { IMPORT_LIMITS, type ImportLimits, showBytes } from './limits.ts';
import type { RawRow } from './rows.ts';
import { readShapefileZip } from './shapefile.ts';

export const IMPORT_FORMATS = ['geojson', 'csv', 'shp', 'anp'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

export function detectFormat(fileName: string, head: Uint8Array): ImportFormat {
  const lower = fileName.toLowerCase();
  if (lower.endsWith('.zip') || (head[0] === 0x50 && head[1] === 0x4b)) return 'shp';
  if (lower.endsWith('.geojson') || lower.endsWith('.json')) return 'geojson';
  const text = new TextDecoder().decode(head.subarray(0, 4096)).replace(/^\uFEFF/, '');
  if (text.trimStart().startsWith('{')) return 'geojson';
  const first = (text.split(/\r?\n/)[0] ?? '').toUpperCase();
  if (
    first.includes('CODIGOISIMP') ||
    first.includes('RAZAOSOCIAL') ||
    first.includes('REGIAO - SIGLA') ||
    (first.includes('CNPJ') && first.includes('REVENDA'))
  )
    return 'anp';
  return 'csv';
}

/** A file larger than the limit, refused before it is read (`size` from the file system). */
export function checkFileSize(size: number, file: string, limits: ImportLimits = IMPORT_LIMITS): void {
  if (size > limits.maxFileBytes) throw InputError.of(file, `a file of ${showBytes(size)}`, `at most ${showBytes(limits.maxFileBytes)}`);
}

/**
 * Vertices of a GeoJSON geometry (positions in its coordinates, GeometryCollection members
 * included), counted without recursion; stops counting past `stop`.
 */
export function countVertices(geometry: unknown, stop = Number.POSITIVE_INFINITY): number {
  let n = 0;
  const stack: unknown[] = [geometry];
  while (stack.length > 0 && n <= stop) {
    const g = stack.pop();
    if (Array.isArray(g)) {
      if (typeof g[0] === 'number') n++;
      else for (const x of g) stack.push(x);
    } else if (g !== null && typeof g === 'object') {
      const o = g as { coordinates?: unknown; geometries?: unknown };
      if (o.coordinates !== undefined) stack.push(o.coordinates);
      if (Array.isArray(o.geometries)) for (const x of o.geometries) stack.push(x);
    }
  }
  return n;
}

/** Rows and vertices within the limits; past them → InputError naming the row or the file. */
export function checkRows(rows: readonly RawRow[], file: string, limits: ImportLimits = IMPORT_LIMITS): void {
  if (rows.length > limits.maxFeatures) throw InputError.of(file, `${rows.length} rows`, `at most ${limits.maxFeatures} rows`);
  let total = 0;
  for (const r of rows) {
    if (r.geometry === null || r.geometry === undefined) continue;
    const n = countVertices(r.geometry, limits.maxVerticesPerGeometry);
    if (n > limits.maxVerticesPerGeometry)
      throw InputError.of(
        `${file}: ${r.label}`,
        `a geometry of more than ${limits.maxVerticesPerGeometry} vertices`,
        `at most ${limits.maxVerticesPerGeometry} vertices per geometry`,
      );
    total += n;
    if (total > limits.maxVertices)
      throw InputError.of(file, `more than ${limits.maxVertices} vertices`, `at most ${limits.maxVertices} vertices in all`);
  }
}

/** Reads a file of any supported format into rows, within the limits. */
export async function readRows(
  format: ImportFormat,
  bytes: Uint8Array,
  file: string,
  limits: ImportLimits = IMPORT_LIMITS,
): Promise<{ rows: RawRow[]; merged: number }> {
  checkFileSize(bytes.byteLength, file, limits);
  let out: { rows: RawRow[]; merged: number };
  if (format === 'shp') out = { rows: await readShapefileZip(bytes, file, limits), merged: 0 };
  else {
    const text = new TextDecoder('utf-8').decode(bytes);
    if (format === 'geojson') out = { rows: readGeoJson(text, file), merged: 0 };
    else if (format === 'anp') out = readAnpRows(text, file);
    else out = { rows: readCsvRows(text, file), merged: 0 };
  }
  checkRows(out.rows, file, limits);
  return out;
}
