/**
 * GeoJSON from the registries' OGC API – Features (/ogc): a standard of its own, not part of
 * the OpenAPI document, so typed here by the GeoJSON and OGC specifications.
 */
import type { GeoGeometry } from '../lib/geometry.ts';
import { ApiError } from './client.ts';

export interface Feature {
  type: 'Feature';
  id?: string | number;
  geometry: GeoGeometry | null;
  properties: Record<string, unknown>;
}

export interface FeatureCollection {
  type: 'FeatureCollection';
  features: Feature[];
  numberMatched?: number;
}

export type Layer = 'outlets' | 'places' | 'zones' | 'municipal-boundary' | 'urban-perimeter';

/** The items of `<municipality>.<layer>`, up to 10 000 (the service's page limit). */
export async function ogcItems(
  municipality: string,
  layer: Layer,
  query: Record<string, string> = {},
  signal?: AbortSignal,
): Promise<FeatureCollection> {
  const q = new URLSearchParams({ limit: '10000', ...query });
  const url = `/ogc/collections/${encodeURIComponent(`${municipality}.${layer}`)}/items?${q}`;
  const init: RequestInit = { headers: { accept: 'application/geo+json' } };
  if (signal) init.signal = signal;
  const r = await fetch(url, init);
  if (!r.ok) throw new ApiError(r.status, null);
  return (await r.json()) as FeatureCollection;
}
