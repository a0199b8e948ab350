/** Registry records for tests: a place with defaults, and a municipality's registry inside its real boundary. */
import type { PlaceRecord } from '../../src/domain/place.ts';
import type { SurveyDeclaration } from '../../src/domain/survey.ts';
import { destination, type PolygonGeometry } from '../../src/siting/geom.ts';
import { packFor } from '../../src/siting/pack-of.ts';
import { PlaceRegistry } from '../../src/siting/registry.ts';
import { wholeMunicipalitySurveys } from '../../src/siting/surveys.ts';
import { packRegistryVocabulary } from '../../src/siting/types.ts';
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

/**
 * The places, plus the municipality's real boundary (src/siting/data), with every place category
 * of its pack declared surveyed over the whole municipality (`surveyed: false`: none is).
 */
export function registryWith(municipality: string, places: PlaceRecord[], opts: { surveyed?: boolean } = {}): PlaceRegistry {
  const boundary = realBoundaries(packs).get(municipality) as PolygonGeometry;
  const reg = PlaceRegistry.fromRecords([rec('boundary', municipality, 'municipal-boundary', boundary), ...places]);
  return opts.surveyed === false ? reg : reg.addSurveys(surveyedAll(municipality));
}

/** Every place category of the municipality's pack declared surveyed, whole municipality, since 1900. */
export function surveyedAll(municipality: string) {
  const pack = packFor(packs, municipality);
  const categories = pack ? packRegistryVocabulary(pack).placeCategories : [];
  return wholeMunicipalitySurveys(municipality, categories, { source: 'teste', surveyedOn: '2026-01-15', validFrom: '1900-01-01' });
}

/** A square of side 2·h metres centred on c, as a survey area. */
export function square(c: [number, number], h: number): SurveyDeclaration['area'] {
  const n = destination(c, 0, h)[1];
  const s = destination(c, 180, h)[1];
  const e = destination(c, 90, h)[0];
  const w = destination(c, 270, h)[0];
  return {
    type: 'Polygon',
    coordinates: [
      [
        [w, s],
        [e, s],
        [e, n],
        [w, n],
        [w, s],
      ],
    ],
  };
}
