/**
 * The registry file formats `glp places import` reads, told apart by name and first bytes,
 * and read into rows (src/formats/rows.ts) for the checks of src/siting/import.ts.
 */
import { readAnpRows } from './anp-csv.ts';
import { readCsvRows } from './csv.ts';
import { readGeoJson } from './geojson.ts';
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

/** Reads a file of any supported format into rows. */
export async function readRows(format: ImportFormat, bytes: Uint8Array, file: string): Promise<{ rows: RawRow[]; merged: number }> {
  if (format === 'shp') return { rows: await readShapefileZip(bytes, file), merged: 0 };
  const text = new TextDecoder('utf-8').decode(bytes);
  if (format === 'geojson') return { rows: readGeoJson(text, file), merged: 0 };
  if (format === 'anp') return readAnpRows(text, file);
  return { rows: readCsvRows(text, file), merged: 0 };
}
