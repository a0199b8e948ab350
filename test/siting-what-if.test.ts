/**
 * The siting module reads the distance rules' own declarations (src/siting/plan.ts): a what-if
 * on a parameter a distance rule reads changes `glp evaluate` and the viability answers (at a
 * point, through the engine, and on the raster map) the same way. Belém, art. 2º, I, a: 500 m
 * from another outlet "já existente ou com licença para construção aprovada" — a pending
 * outlet does not count unless a what-if on belem-pa/counted-outlet-statuses says it does.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { evaluateDocument } from '../src/app/evaluate-document.ts';
import { destination } from '../src/siting/geom.ts';
import { resolveSiting } from '../src/siting/plan.ts';
import { computeViability } from '../src/siting/viability.ts';
import { viabilityAt } from '../src/siting/viability-point.ts';
import { packs } from './support/packs.ts';
import { rec, registryWith } from './support/places.ts';
import { cellAt } from './support/viability.ts';

const DATE = '2025-06-01';
const OUTLET: [number, number] = [-48.47, -1.4];
const belem = packs.require('belem-pa');

/** One outlet of the given status at OUTLET, and a new outlet's lot `d` metres from it. */
function scene(status: string, d: number) {
  const lot = destination(OUTLET, 60, d);
  const registry = registryWith('belem-pa', [
    rec('o1', 'belem-pa', 'glp-outlet', { type: 'Point', coordinates: OUTLET }, { status, name: 'Gás Um' }),
  ]);
  // The same outlet as the applicant states it in the document (glp evaluate).
  const doc = {
    municipality: 'belem-pa',
    activity: 'glp-resale',
    application: { type: 'new' },
    lot: { location: lot },
    nearby: {
      surveyed: { 'glp-outlet': 1000 },
      places: [{ category: 'glp-outlet', status, name: 'Gás Um', location: OUTLET }],
    },
  };
  return { lot, registry, doc };
}

/** art. 2º, I, a three ways: the evaluation of the document, the engine at the point, the map's cell. */
function threeWays(status: string, d: number, overrides: Record<string, unknown>) {
  const { lot, registry, doc } = scene(status, d);
  const evaluated = evaluateDocument(packs, doc, { date: DATE, fallbackDate: DATE, overrides }).result.findings.find(
    (f) => f.rule === 'belem-pa/art2-I-a',
  )?.status;
  const opts = { date: DATE, activity: 'glp-resale', normClass: 'I', overrides };
  const point = viabilityAt(registry, belem, 'belem-pa', lot, opts).findings.find((f) => f.rule === 'belem-pa/art2-I-a')?.status;
  const map = computeViability(registry, belem, 'belem-pa', { ...opts, resolutionM: 10 });
  return { evaluated, point, cell: cellAt(map, lot) };
}

describe('a what-if changes evaluate and viability the same way', () => {
  it('belem-pa/counted-outlet-statuses: a pending outlet 300 m away counts only when the what-if says so', () => {
    assert.deepEqual(threeWays('pending', 300, {}), { evaluated: 'satisfied', point: 'satisfied', cell: 'allowed' });
    const counted = { 'belem-pa/counted-outlet-statuses': ['licensed', 'existing', 'construction-approved', 'pending'] };
    assert.deepEqual(threeWays('pending', 300, counted), { evaluated: 'violated', point: 'violated', cell: 'excluded' });
    // And the other way: a licensed outlet no longer counted.
    assert.deepEqual(threeWays('licensed', 300, {}), { evaluated: 'violated', point: 'violated', cell: 'excluded' });
    const notLicensed = { 'belem-pa/counted-outlet-statuses': ['existing', 'construction-approved'] };
    assert.deepEqual(threeWays('licensed', 300, notLicensed), { evaluated: 'satisfied', point: 'satisfied', cell: 'allowed' });
  });

  it('belem-pa/min-distance-between-outlets: 400 m away violates 500 m and satisfies a what-if of 300 m', () => {
    assert.deepEqual(threeWays('licensed', 400, {}), { evaluated: 'violated', point: 'violated', cell: 'excluded' });
    const shorter = { 'belem-pa/min-distance-between-outlets': 300 };
    assert.deepEqual(threeWays('licensed', 400, shorter), { evaluated: 'satisfied', point: 'satisfied', cell: 'allowed' });
    const longer = { 'belem-pa/min-distance-between-outlets': 450 };
    assert.deepEqual(threeWays('licensed', 440, longer), { evaluated: 'violated', point: 'violated', cell: 'excluded' });
  });

  it('the siting plan reads the statuses and the distance from the rule, what-if included', () => {
    const plan = (overrides: Record<string, unknown>) =>
      resolveSiting(belem, { activity: 'glp-resale', date: DATE, overrides }).find((r) => r.rule === 'art2-I-a');
    assert.deepEqual(plan({})?.statuses, ['licensed', 'existing', 'construction-approved']);
    assert.equal(plan({})?.radiusM, 500);
    const p = plan({ 'belem-pa/counted-outlet-statuses': ['pending'], 'belem-pa/min-distance-between-outlets': 250 });
    assert.deepEqual(p?.statuses, ['pending']);
    assert.equal(p?.radiusM, 250);
  });
});
