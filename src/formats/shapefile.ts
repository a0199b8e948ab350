/**
 * Zipped ESRI Shapefiles (.shp, .shx, .dbf, .prj, .cpg), reprojected to lon/lat by shpjs.
 *
 * The archive is not trusted (issue #9 item 5): it is opened by our own reader
 * (src/formats/zip.ts), which refuses more files or more inflated bytes than the limits allow
 * and never inflates an entry past its declared size; each .shp is then scanned record by
 * record — counting features and vertices from the record headers, without building
 * anything — and refused past the limits; only then does shpjs parse it.
 */
import { InputError } from '../core/input/validate.ts';
import { featureRow } from './geojson.ts';
import { IMPORT_LIMITS, type ImportLimits } from './limits.ts';
import type { RawRow } from './rows.ts';
import { inflateEntry, zipEntries } from './zip.ts';

const PARTS = /\.(shp|dbf|prj|cpg)$/i;

/** Features and vertices of a .shp, from its record headers; past the limits → InputError naming the record. */
export function scanShp(shp: Uint8Array, file: string, limits: ImportLimits = IMPORT_LIMITS): { features: number; vertices: number } {
  const view = new DataView(shp.buffer, shp.byteOffset, shp.byteLength);
  if (shp.length < 100 || view.getInt32(0, false) !== 9994)
    throw InputError.of(file, 'a .shp without the shapefile header', 'an ESRI shapefile');
  let features = 0;
  let vertices = 0;
  for (let p = 100; p + 8 <= shp.length; ) {
    const length = view.getInt32(p + 4, false) * 2; // content length, in 16-bit words
    const c = p + 8;
    if (length < 4 || c + length > shp.length)
      throw InputError.of(file, `record ${features + 1}: a damaged record header`, 'an ESRI shapefile');
    const type = view.getInt32(c, true);
    let n = 0;
    if (type === 1 || type === 11 || type === 21) n = 1;
    else if ((type === 8 || type === 18 || type === 28) && length >= 40) n = view.getInt32(c + 36, true);
    else if ([3, 5, 13, 15, 23, 25, 31].includes(type) && length >= 44) n = view.getInt32(c + 40, true);
    features++;
    if (features > limits.maxFeatures)
      throw InputError.of(file, `more than ${limits.maxFeatures} records`, `at most ${limits.maxFeatures} records`);
    if (n < 0 || n > limits.maxVerticesPerGeometry)
      throw InputError.of(
        `${file}: record ${features}`,
        `a geometry of ${n} vertices`,
        `at most ${limits.maxVerticesPerGeometry} vertices per geometry`,
      );
    vertices += n;
    if (vertices > limits.maxVertices)
      throw InputError.of(file, `more than ${limits.maxVertices} vertices`, `at most ${limits.maxVertices} vertices in all`);
    p = c + length;
  }
  return { features, vertices };
}

export async function readShapefileZip(buf: Uint8Array, file: string, limits: ImportLimits = IMPORT_LIMITS): Promise<RawRow[]> {
  const entries = zipEntries(buf, file, limits).filter((e) => PARTS.test(e.name) && !e.name.includes('__MACOSX'));
  // Layers by base name: roads.shp + roads.dbf + roads.prj…
  const layers = new Map<string, Record<string, Uint8Array>>();
  for (const e of entries) {
    const dot = e.name.lastIndexOf('.');
    const base = e.name.slice(0, dot);
    const ext = e.name.slice(dot + 1).toLowerCase();
    const parts = layers.get(base) ?? {};
    parts[ext] = inflateEntry(buf, e, file);
    layers.set(base, parts);
  }
  const withShp = [...layers].filter(([, parts]) => parts['shp'] !== undefined);
  if (withShp.length === 0) throw InputError.of(file, 'a zip without a .shp file', 'a .zip with .shp, .shx, .dbf (and .prj)');
  let features = 0;
  for (const [base, parts] of withShp) {
    const scanned = scanShp(parts['shp'] as Uint8Array, `${file}: ${base}.shp`, limits);
    features += scanned.features;
    if (features > limits.maxFeatures)
      throw InputError.of(file, `more than ${limits.maxFeatures} records`, `at most ${limits.maxFeatures} records`);
  }
  const { default: shp } = await import('shpjs');
  const text = (b: Uint8Array | undefined) => (b === undefined ? undefined : new TextDecoder().decode(b));
  const rows: RawRow[] = [];
  for (const [base, parts] of withShp) {
    let parsed: { features?: unknown[] };
    try {
      parsed = (await shp({ shp: parts['shp'] as Uint8Array, dbf: parts['dbf'], cpg: text(parts['cpg']), prj: text(parts['prj']) })) as {
        features?: unknown[];
      };
    } catch (e) {
      throw InputError.of(
        file,
        `an unreadable shapefile ${base}.shp (${e instanceof Error ? e.message : String(e)})`,
        'a .zip with .shp, .shx, .dbf (and .prj)',
      );
    }
    const prefix = withShp.length > 1 ? `${base} ` : '';
    (parsed.features ?? []).forEach((f, i) => {
      const r = featureRow(f as Record<string, unknown>, i);
      r.label = `${prefix}record ${i + 1}`;
      // shpjs reads an empty dBase date (D field of spaces) as 30/11/1899 or 30/12/1899: it means "no date".
      for (const [k, v] of Object.entries(r.props)) {
        if (v instanceof Date) r.props[k] = Number.isNaN(v.getTime()) || v.getUTCFullYear() < 1900 ? null : v.toISOString().slice(0, 10);
        else if (typeof v === 'string' && /^1899-1[12]-30T/.test(v)) r.props[k] = null;
      }
      rows.push(r);
    });
  }
  return rows;
}
