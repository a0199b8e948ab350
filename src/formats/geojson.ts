/**
 * Place registries as GeoJSON (RFC 7946): written by `glp places export` and the OGC API,
 * read by `glp places import` (a FeatureCollection, or one Feature).
 */
import { describeValue, InputError } from '../core/input/validate.ts';
import type { PlaceRecord } from '../domain/place.ts';
import { depthMessage, jsonDepthExceeded, MAX_JSON_DEPTH } from './json-limits.ts';
import type { RawRow } from './rows.ts';

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

export function readGeoJson(text: string, file: string): RawRow[] {
  // Before parsing: whatever walks the parsed document later must not overflow the stack.
  if (jsonDepthExceeded(text, MAX_JSON_DEPTH))
    throw InputError.of(file, depthMessage(), `a GeoJSON document at most ${MAX_JSON_DEPTH} levels deep`);
  let doc: unknown;
  try {
    doc = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (e) {
    throw InputError.of(file, `invalid JSON (${e instanceof Error ? e.message : String(e)})`, 'a GeoJSON FeatureCollection');
  }
  const d = doc as { type?: unknown; features?: unknown };
  if (d?.type === 'Feature') return [featureRow(doc as Record<string, unknown>, 0)];
  if (d?.type !== 'FeatureCollection' || !Array.isArray(d.features))
    throw InputError.of(`${file}: type`, describeValue(d?.type), '"FeatureCollection" with a features array');
  return d.features.map((f, i) => featureRow(f as Record<string, unknown>, i));
}

export function featureRow(f: Record<string, unknown>, i: number): RawRow {
  const props = f && typeof f.properties === 'object' && f.properties !== null ? { ...(f.properties as Record<string, unknown>) } : {};
  if (f && f.id !== undefined && props.id === undefined) props.id = f.id;
  const row: RawRow = { line: i + 1, label: `features[${i}]`, props, geometry: f?.geometry ?? null };
  if (f?.type !== 'Feature') row.readProblems = [{ field: 'type', found: describeValue(f?.type), expected: '"Feature"' }];
  return row;
}
