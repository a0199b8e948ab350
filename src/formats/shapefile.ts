/** Zipped ESRI Shapefiles (.shp, .shx, .dbf, .prj), reprojected to lon/lat by shpjs. */
import { InputError } from '../core/input/validate.ts';
import { featureRow } from './geojson.ts';
import type { RawRow } from './rows.ts';

export async function readShapefileZip(buf: Uint8Array, file: string): Promise<RawRow[]> {
  const { default: shp } = await import('shpjs');
  let parsed: unknown;
  try {
    parsed = await shp(Buffer.from(buf.buffer, buf.byteOffset, buf.byteLength));
  } catch (e) {
    throw InputError.of(
      file,
      `an unreadable shapefile archive (${e instanceof Error ? e.message : String(e)})`,
      'a .zip with .shp, .shx, .dbf (and .prj)',
    );
  }
  const layers = Array.isArray(parsed) ? parsed : [parsed];
  const rows: RawRow[] = [];
  for (const layer of layers as { features?: unknown[]; fileName?: string }[]) {
    const prefix = layers.length > 1 ? `${layer.fileName ?? 'layer'} ` : '';
    (layer.features ?? []).forEach((f, i) => {
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
