/**
 * Survey declarations read from the store when an application is filled from the registries
 * (the stored evaluation's path, issue 7 item 1), on both engines; and the shells' checks of a
 * declaration (category of the municipality's law, dates, area from GeoJSON).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ENGINES, freshStore } from '../../test/support/engines.ts';
import { packs } from '../../test/support/packs.ts';
import { surveyedAll } from '../../test/support/places.ts';
import type { EstablishmentInput } from '../core/input/schema.ts';
import { InputError } from '../core/input/validate.ts';
import { evaluate } from '../core/engine.ts';
import { systemScope } from '../siting/types.ts';
import { openRepository } from '../store/open.ts';
import { fillFromRepository } from './evaluate-application.ts';
import { municipalitiesOf } from './municipalities.ts';
import { neededCategories, surveyAreaFromGeoJson, surveyDraft } from './surveys.ts';

const belem = packs.require('belem-pa');
const input = {
  municipality: 'belem-pa',
  activity: 'glp-resale',
  application: { type: 'new' },
  lot: { location: [-48.47, -1.4] },
} as unknown as EstablishmentInput;

for (const [engine, skip] of ENGINES) {
  describe(`an application filled from the store's registries (${engine})`, skip ? { skip } : {}, () => {
    it('cannot evaluate the distance to outlets until they are declared surveyed; then satisfied', async () => {
      const store = await freshStore(engine, 'glp-app-surveys-');
      const repo = await openRepository(store.opts);
      try {
        await repo.upsertMunicipalities(municipalitiesOf(packs));
        const others = surveyedAll('belem-pa').filter((d) => d.category !== 'glp-outlet');
        await repo.surveys.declare(systemScope('t'), others);
        const run = async () => {
          const fill = await fillFromRepository(repo, belem, input, { date: '2025-06-01' });
          const f = evaluate(belem, fill.input, { date: '2025-06-01' }).findings.find((x) => x.rule === 'belem-pa/art2-I-a');
          return { status: f?.status, message: f?.message ?? '', unsurveyed: fill.report.unsurveyed.map((u) => u.category) };
        };
        const before = await run();
        assert.equal(before.status, 'cannot-evaluate');
        assert.deepEqual(before.unsurveyed, ['glp-outlet']);
        assert.match(before.message, /cadastro não levantado: posto revendedor de GLP \(glp-outlet\)/);
        await repo.surveys.declare(systemScope('t'), [
          {
            municipality: 'belem-pa',
            category: 'glp-outlet',
            source: 'Cadastro ANP',
            surveyedOn: '2025-05-01',
            validFrom: '2025-06-01',
            area: null,
          },
        ]);
        const after = await run();
        assert.equal(after.status, 'satisfied');
        assert.deepEqual(after.unsurveyed, []);
      } finally {
        await repo.close();
        await store.dispose();
      }
    });
  });
}

describe('a declaration as the shells check it', () => {
  const today = '2026-03-01';
  it('a category of the municipality’s law, a survey date not after today, validFrom defaulting to it', () => {
    const d = surveyDraft(belem, 'belem-pa', { category: 'church', source: ' vistoria ', surveyedOn: '2026-03-01' }, today);
    assert.deepEqual(d, {
      municipality: 'belem-pa',
      category: 'church',
      source: 'vistoria',
      surveyedOn: '2026-03-01',
      validFrom: '2026-03-01',
      area: null,
    });
    assert.throws(
      () => surveyDraft(belem, 'belem-pa', { category: 'church', source: 's', surveyedOn: '2026-03-02' }, today),
      /surveyedOn: found 2026-03-02, expected a date on or before today/,
    );
    assert.throws(() => surveyDraft(belem, 'belem-pa', { category: 'zone', source: 's', surveyedOn: '2026-03-01' }, today), InputError);
    // Salvador's law knows no churches as a place category.
    assert.throws(
      () => surveyDraft(packs.require('salvador-ba'), 'salvador-ba', { category: 'church', source: 's', surveyedOn: '2026-03-01' }, today),
      /category/,
    );
    assert.throws(() => surveyDraft(belem, 'belem-pa', { category: 'church', source: '', surveyedOn: '2026-03-01' }, today), /source/);
    // Another name the vocabulary knows.
    assert.equal(surveyDraft(belem, 'belem-pa', { category: 'Escola', source: 's', surveyedOn: '2026-03-01' }, today).category, 'school');
  });

  it('an area from a geometry, a Feature or a FeatureCollection (joined); anything else refused', () => {
    const ring: [number, number][] = [
      [0, 0],
      [1, 0],
      [1, 1],
      [0, 0],
    ];
    assert.deepEqual(surveyAreaFromGeoJson({ type: 'Polygon', coordinates: [ring] }), { type: 'Polygon', coordinates: [ring] });
    const fc = {
      type: 'FeatureCollection',
      features: [
        { type: 'Feature', geometry: { type: 'Polygon', coordinates: [ring] } },
        { type: 'Feature', geometry: { type: 'Polygon', coordinates: [ring] } },
      ],
    };
    assert.equal(surveyAreaFromGeoJson(fc).type, 'MultiPolygon');
    assert.throws(() => surveyAreaFromGeoJson({ type: 'LineString', coordinates: ring }), /expected a GeoJSON Polygon or MultiPolygon/);
    assert.throws(() => surveyAreaFromGeoJson({ type: 'Polygon', coordinates: [ring.slice(0, 3)] }), InputError);
  });

  it('the categories needed come from the rules’ siting declarations', () => {
    // Salvador art. 2 III counts every establishment of art. 1 (interpretation parameter counted-establishment-kinds).
    assert.deepEqual(neededCategories(packs.require('salvador-ba'), 'glp-resale', '2026-03-01'), [
      'glp-bottling-plant',
      'glp-depot',
      'glp-outlet',
      'public-assembly',
    ]);
    assert.ok(neededCategories(belem, 'glp-resale', '2026-03-01').includes('church'));
  });
});
