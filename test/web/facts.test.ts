/**
 * The application form's facts: which kind of field answers each fact of a municipality's
 * vocabulary (its published JSON Schema), setting and removing answers, and the order in which
 * the form asks — and the copy of the workflow the screens use equals the server's.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { TRANSITIONS as SERVER_TRANSITIONS } from '../../src/licensing/application-workflow.ts';
import {
  capitalise,
  choiceLabel,
  factLabel,
  factsToAsk,
  fieldKind,
  fromRegistries,
  getAt,
  type JsonSchema,
  parseBrDate,
  schemaAt,
  setAt,
} from '../../web/src/lib/facts.ts';
import { nextStatuses, TRANSITIONS } from '../../web/src/lib/workflow.ts';

const belem = JSON.parse(readFileSync(new URL('../../docs/schema/belem-pa.schema.json', import.meta.url), 'utf8')) as JsonSchema;

describe('fieldKind over Belém’s vocabulary', () => {
  it('asks yes/no for a scale (art. 3, I) and for a document held (anyOf boolean | record)', () => {
    assert.deepEqual(fieldKind(schemaAt(belem, 'safety.scale') as JsonSchema), { kind: 'boolean' });
    assert.deepEqual(fieldKind(schemaAt(belem, 'documents.fireInsurance') as JsonSchema), { kind: 'boolean' });
  });

  it('asks a number for the lot area, a date for the start of operations, a choice for the activity', () => {
    assert.deepEqual(fieldKind(schemaAt(belem, 'lot.areaM2') as JsonSchema), { kind: 'number', integer: false, min: 0 });
    assert.deepEqual(fieldKind(schemaAt(belem, 'establishment.startDate') as JsonSchema), { kind: 'date' });
    const activity = fieldKind(schemaAt(belem, 'activity') as JsonSchema);
    assert.equal(activity.kind, 'choice');
    assert.ok(activity.kind === 'choice' && activity.options.includes('glp-resale'));
  });

  it('asks vehicles (art. 6) as a list of records whose type is a choice, left out when not known (art. 6 then asks for it)', () => {
    const k = fieldKind(schemaAt(belem, 'vehicles') as JsonSchema);
    assert.equal(k.kind, 'list');
    const type = k.kind === 'list' ? k.fields.find((f) => f.name === 'type') : undefined;
    assert.equal(type?.required, false);
    assert.equal(type?.field.kind, 'choice');
    // Art. 6's exception is asked as its two facts; the earlier yes/no (deprecated) is never asked.
    const names = k.kind === 'list' ? k.fields.map((f) => f.name) : [];
    assert.ok(names.includes('ownHouseholdUse') && names.includes('cylinders'), names.join(', '));
    assert.ok(!names.includes('ownUseSingleCylinder'), names.join(', '));
  });

  it('knows no fact that is not in the vocabulary', () => {
    assert.equal(schemaAt(belem, 'safety.noSuchThing'), null);
    assert.equal(schemaAt(belem, 'vehicles[].noSuchThing'), null);
  });

  it('reaches an element of a list as the catalogs key it (vehicles[].type), and names its values', () => {
    assert.deepEqual(fieldKind(schemaAt(belem, 'vehicles[].type') as JsonSchema).kind, 'choice');
    // Belém art. 6: "bicicletas, mesmo que motorizadas".
    assert.equal(choiceLabel(belem, 'vehicles[].type', 'motorised-bicycle', 'pt'), 'bicicleta motorizada');
    assert.equal(choiceLabel(belem, 'vehicles[].type', 'motorised-bicycle', 'en'), 'motorised bicycle');
    assert.equal(choiceLabel(belem, 'vehicles[].type', 'no-such-type', 'pt'), null);
    assert.equal(choiceLabel(null, 'vehicles[].type', 'bicycle', 'pt'), null);
  });
});

describe('setAt and getAt', () => {
  it('sets a nested fact without touching the original, and removing the last fact removes its empty object', () => {
    const a = { activity: 'glp-resale' };
    const b = setAt(a, 'safety.scale', true);
    assert.deepEqual(a, { activity: 'glp-resale' });
    assert.deepEqual(b, { activity: 'glp-resale', safety: { scale: true } });
    assert.equal(getAt(b, 'safety.scale'), true);
    // false is an answer (the law then finds the article violated), not an absence.
    assert.deepEqual(setAt(b, 'safety.scale', false), { activity: 'glp-resale', safety: { scale: false } });
    assert.deepEqual(setAt(b, 'safety.scale', undefined), { activity: 'glp-resale' });
  });
});

describe('parseBrDate', () => {
  it('reads dd/mm/aaaa as a calendar day, and nothing else', () => {
    assert.equal(parseBrDate('10/01/2026'), '2026-01-10');
    assert.equal(parseBrDate(' 1/2/2026 '), '2026-02-01');
    assert.equal(parseBrDate('29/02/2024'), '2024-02-29'); // a leap year
    assert.equal(parseBrDate('29/02/2026'), undefined); // not one
    assert.equal(parseBrDate('31/04/2026'), undefined);
    assert.equal(parseBrDate('10/01/26'), undefined); // incomplete while typing
    assert.equal(parseBrDate('2026-01-10'), undefined);
  });
});

describe('factsToAsk', () => {
  it('asks in the evaluation’s order (most rules waiting first) and never the facts measured from the registries', () => {
    assert.deepEqual(factsToAsk([], ['vehicles', 'nearby.surveyed.glp-outlet', 'safety.scale'], {}), ['vehicles', 'safety.scale']);
    assert.equal(fromRegistries('nearby.places'), true);
    assert.equal(fromRegistries('nearbyish'), false);
  });

  it('keeps an answered fact in its place, drops one no longer needed and unanswered, appends new ones', () => {
    const doc = { safety: { scale: true } };
    // scale answered: no longer missing, but it stays where it was; scaleCalibrated now missing.
    assert.deepEqual(factsToAsk(['vehicles', 'safety.scale', 'lot.areaM2'], ['safety.scaleCalibrated', 'vehicles'], doc), [
      'vehicles',
      'safety.scale',
      'safety.scaleCalibrated',
    ]);
  });
});

describe('the workflow copy of the screens', () => {
  it('equals the server’s (src/licensing/application-workflow.ts)', () => {
    assert.deepEqual(TRANSITIONS, SERVER_TRANSITIONS);
  });

  it('offers a licensing officer the decision on an application under review, and an applicant only the withdrawal', () => {
    assert.deepEqual(nextStatuses('under-review', ['licensing-officer']), ['approved', 'rejected', 'withdrawn']);
    assert.deepEqual(nextStatuses('under-review', ['applicant']), ['withdrawn']);
    assert.deepEqual(nextStatuses('approved', ['licensing-officer']), []);
  });
});

describe('factLabel: a fact’s name from the published schema', () => {
  it('is the catalog’s name in the interface’s language, upper case first; null when the schema names none', async () => {
    const { factName } = await import('../../src/core/input/fact-names.ts');
    const { packs } = await import('../support/packs.ts');
    const pack = packs.require('belem-pa');
    for (const path of ['lot.areaM2', 'documents.fireInsurance', 'vehicles']) {
      for (const lang of ['pt', 'en'] as const) {
        const name = factName(pack, path, lang) as string;
        assert.equal(factLabel(belem, path, lang), capitalise(name), `${path} ${lang}`);
      }
    }
    assert.equal(factLabel(belem, 'no.such.fact', 'pt'), null);
    assert.equal(factLabel(null, 'lot.areaM2', 'pt'), null);
    assert.equal(capitalise('área do terreno'), 'Área do terreno');
  });
});
