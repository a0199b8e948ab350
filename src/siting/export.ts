/**
 * Exporting place registries as GeoJSON (RFC 7946) and CSV (points as lon/lat, polygons as
 * WKT, the rest of the record as a JSON column). Both read back with `glp places import`.
 */
import { formatCsv } from './csv.ts';
import type { PlaceRecord } from './types.ts';

export interface PlaceFeature {
  type: 'Feature';
  id: string;
  geometry: PlaceRecord['geometry'];
  properties: Record<string, unknown>;
}

/** A record as a GeoJSON Feature: the registry fields first, then the record's own data. */
export function placeFeature(r: PlaceRecord): PlaceFeature {
  return {
    type: 'Feature',
    id: r.id,
    geometry: r.geometry,
    properties: {
      municipality: r.municipality,
      category: r.category,
      status: r.status,
      name: r.name,
      source: r.source,
      importedAt: r.importedAt,
      validFrom: r.validFrom,
      validTo: r.validTo,
      ...r.data,
    },
  };
}

export function toGeoJson(records: Iterable<PlaceRecord>, meta: Record<string, unknown> = {}): string {
  // Streamed as text: a national registry is hundreds of thousands of features.
  const parts: string[] = [];
  for (const r of records) parts.push(JSON.stringify(placeFeature(r)));
  const head = JSON.stringify({ type: 'FeatureCollection', ...meta }).slice(0, -1);
  return `${head},"features":[\n${parts.join(',\n')}\n]}\n`;
}

function wkt(g: NonNullable<PlaceRecord['geometry']>): string {
  if (g.type === 'Point') return `POINT (${g.coordinates[0]} ${g.coordinates[1]})`;
  return `POLYGON (${g.coordinates.map((ring) => `(${ring.map((p) => `${p[0]} ${p[1]}`).join(', ')})`).join(', ')})`;
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
      g && g.type !== 'Point' ? wkt(g) : null,
      Object.keys(rest).length > 0 ? JSON.stringify(rest) : null,
    ]);
  }
  return formatCsv(CSV_COLUMNS, rows);
}
