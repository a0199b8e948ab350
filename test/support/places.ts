/** Registry records for tests: a place with defaults, and a municipality's registry inside its real boundary. */
import type { PlaceRecord } from '../../src/domain/place.ts';
import type { PolygonGeometry } from '../../src/siting/geom.ts';
import { PlaceRegistry } from '../../src/siting/registry.ts';
import { realBoundaries } from '../../src/siting/synthetic-municipalities.ts';
import { packs } from './packs.ts';

export const rec = (
  id: string,
  municipality: string,
  category: string,
  geometry: PlaceRecord['geometry'],
  extra: Partial<PlaceRecord> = {},
): PlaceRecord => ({
  id,
  municipality,
  category,
  status: null,
  name: id,
  geometry,
  source: 'teste',
  importedAt: '2026-01-15T12:00:00.000Z',
  validFrom: null,
  validTo: null,
  data: {},
  version: 1,
  ...extra,
});

/** The places, plus the municipality's real boundary (src/siting/data). */
export function registryWith(municipality: string, places: PlaceRecord[]): PlaceRegistry {
  const boundary = realBoundaries(packs).get(municipality) as PolygonGeometry;
  return PlaceRegistry.fromRecords([rec('boundary', municipality, 'municipal-boundary', boundary), ...places]);
}
