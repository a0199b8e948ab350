/** Validation with each municipality's vocabulary: messages name the field, what was found and what was expected. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { z } from 'zod';
import { syntheticLaw } from '../../../test/support/synthetic.ts';
import { definePack, type Pack } from '../pack.ts';
import { InputError, parseInput } from './validate.ts';
import { inputSchemaFor, inputSchemaForAll, placeCategoriesOf } from './vocabulary.ts';

function pack(id: string, facts?: Pack['facts']): Pack {
  return definePack({
    id,
    name: id,
    uf: 'XX',
    ibge: '0',
    version: 't',
    laws: [syntheticLaw('2020-01-01', ['Art.'])],
    parameters: [],
    rules: [],
    ...(facts ? { facts } : {}),
  });
}

// "Alfa" has a fact (lot.free), a section (serviceHours), an activity, a premises type and a place category no one else has.
const alfa = pack('alfa-xx', {
  activities: [{ id: 'alfa-only', label: { pt: 'atividade de Alfa', en: 'Alfa activity' }, description: 'an activity of Alfa' }],
  premisesTypes: [{ id: 'kiosk', label: { pt: 'quiosque', en: 'kiosk' }, description: 'quiosque' }],
  placeCategories: [{ id: 'market', label: { pt: 'feira livre', en: 'street market' }, description: 'feira livre' }],
  extend: z.strictObject({
    lot: z.strictObject({ free: z.boolean().optional() }).optional(),
    serviceHours: z.strictObject({ opensAt: z.string() }).optional(),
  }),
});
const beta = pack('beta-xx');
const packs = [alfa, beta];
const lookup = { get: (id: string) => packs.find((p) => p.id === id), list: () => packs };

function problems(raw: unknown) {
  try {
    parseInput(raw, lookup);
  } catch (e) {
    if (e instanceof InputError) return e.problems;
    throw e;
  }
  assert.fail('expected an InputError');
}

describe('input validation', () => {
  it('accepts a minimal document, and a fact of its own law', () => {
    assert.equal(parseInput({ municipality: 'beta-xx', activity: 'glp-resale' }, lookup).activity, 'glp-resale');
    assert.equal(parseInput({ municipality: 'alfa-xx', activity: 'alfa-only', lot: { free: true } }, lookup).activity, 'alfa-only');
  });

  it('names the field, what was found and what was expected', () => {
    const [p] = problems({
      municipality: 'beta-xx',
      activity: 'glp-resale',
      storage: {
        containers: [
          { capacityKg: 13, state: 'full', count: 1 },
          { capacityKg: 17, state: 'full', count: 2 },
        ],
      },
    });
    assert.equal(p?.field, 'storage.containers[1].capacityKg');
    assert.equal(p?.found, '17');
    assert.match(p?.expected ?? '', /13/);
    assert.match(p?.message ?? '', /^storage\.containers\[1\]\.capacityKg: found 17, expected one of/);
  });

  it('reports an unknown activity with the allowed values', () => {
    const [p] = problems({ municipality: 'beta-xx', activity: 'sale' });
    assert.equal(p?.field, 'activity');
    assert.equal(p?.found, '"sale"');
    assert.match(p?.expected ?? '', /"glp-resale"/);
  });

  it('rejects unknown fields (typos are not silently ignored)', () => {
    const [p] = problems({ municipality: 'beta-xx', activity: 'glp-resale', lot: { frontgeM: 10 } });
    assert.equal(p?.field, 'lot.frontgeM');
    assert.equal(p?.found, 'an unknown field');
  });

  it("names a fact of another municipality's law as such", () => {
    const [p] = problems({ municipality: 'beta-xx', activity: 'glp-resale', lot: { free: true } });
    assert.equal(p?.field, 'lot.free');
    assert.equal(p?.found, 'true');
    assert.equal(p?.expected, "not a fact of beta-xx's law: it belongs to the law of alfa-xx");
    const [s] = problems({ municipality: 'beta-xx', activity: 'glp-resale', serviceHours: { opensAt: '08:00' } });
    assert.equal(
      s?.message,
      "serviceHours: found an object, expected no such field: not a fact of beta-xx's law: it belongs to the law of alfa-xx",
    );
  });

  it("names a term of another municipality's law as such: activity, premises type, place category", () => {
    const [a] = problems({ municipality: 'beta-xx', activity: 'alfa-only' });
    assert.equal(a?.field, 'activity');
    assert.match(a?.expected ?? '', /"alfa-only" is not a term \(activity\) of beta-xx's law: it belongs to the law of alfa-xx/);
    const [k] = problems({ municipality: 'beta-xx', activity: 'glp-resale', establishment: { premisesType: 'kiosk' } });
    assert.match(k?.expected ?? '', /"kiosk" is not a term \(premisesType\) of beta-xx's law/);
    const [c] = problems({ municipality: 'beta-xx', activity: 'glp-resale', nearby: { places: [{ category: 'market', distanceM: 10 }] } });
    assert.equal(c?.field, 'nearby.places[0].category');
    assert.match(c?.expected ?? '', /"market" is not a term \(placeCategory\) of beta-xx's law: it belongs to the law of alfa-xx/);
    const [v] = problems({ municipality: 'beta-xx', activity: 'glp-resale', nearby: { surveyed: { market: 100 } } });
    assert.equal(v?.field, 'nearby.surveyed.market');
    assert.equal(v?.expected, "not a term (placeCategory) of beta-xx's law: it belongs to the law of alfa-xx");
  });

  it('rejects negative measures and bad dates', () => {
    assert.equal(problems({ municipality: 'beta-xx', activity: 'glp-resale', lot: { areaM2: -1 } })[0]?.field, 'lot.areaM2');
    const [d] = problems({ municipality: 'beta-xx', activity: 'glp-resale', date: '2024-02-30' });
    assert.equal(d?.field, 'date');
    assert.equal(d?.expected, 'a date YYYY-MM-DD');
  });

  it('reports a missing or unknown municipality with the ids known', () => {
    const [p] = problems({ activity: 'glp-resale' });
    assert.equal(p?.field, 'municipality');
    assert.equal(p?.found, 'nothing');
    assert.match(p?.expected ?? '', /alfa-xx, beta-xx/);
    const [u] = problems({ municipality: 'gama-xx', activity: 'glp-resale' });
    assert.equal(u?.found, '"gama-xx"');
  });

  it('composes: each municipality its own vocabulary, all of them together, categories from the declarations', () => {
    assert.ok('serviceHours' in inputSchemaFor(alfa).shape);
    assert.ok(!('serviceHours' in inputSchemaFor(beta).shape));
    assert.ok('serviceHours' in inputSchemaForAll(packs).shape);
    const ids = placeCategoriesOf(packs).map((t) => t.id);
    assert.ok(ids.includes('market') && ids.includes('school'));
    assert.ok(!placeCategoriesOf([beta]).some((t) => t.id === 'market'));
  });
});
