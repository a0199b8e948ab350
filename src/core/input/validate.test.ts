import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { InputError, parseInput } from './validate.ts';

function problems(raw: unknown) {
  try {
    parseInput(raw);
  } catch (e) {
    if (e instanceof InputError) return e.problems;
    throw e;
  }
  assert.fail('expected an InputError');
}

describe('input validation', () => {
  it('accepts a minimal document', () => {
    assert.equal(parseInput({ municipality: 'belem-pa', activity: 'glp-resale' }).activity, 'glp-resale');
  });

  it('names the field, what was found and what was expected', () => {
    const [p] = problems({
      municipality: 'belem-pa',
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
    const [p] = problems({ municipality: 'belem-pa', activity: 'sale' });
    assert.equal(p?.field, 'activity');
    assert.equal(p?.found, '"sale"');
    assert.match(p?.expected ?? '', /"glp-resale"/);
  });

  it('rejects unknown fields (typos are not silently ignored)', () => {
    const [p] = problems({ municipality: 'belem-pa', activity: 'glp-resale', lot: { frontgeM: 10 } });
    assert.equal(p?.field, 'lot.frontgeM');
    assert.equal(p?.found, 'an unknown field');
  });

  it('rejects negative measures and bad dates', () => {
    assert.equal(problems({ municipality: 'belem-pa', activity: 'glp-resale', lot: { areaM2: -1 } })[0]?.field, 'lot.areaM2');
    const [d] = problems({ municipality: 'belem-pa', activity: 'glp-resale', date: '2024-02-30' });
    assert.equal(d?.field, 'date');
    assert.equal(d?.expected, 'expected a date YYYY-MM-DD');
  });

  it('reports a missing required field', () => {
    const [p] = problems({ activity: 'glp-resale' });
    assert.equal(p?.field, 'municipality');
    assert.equal(p?.found, 'nothing');
  });
});
