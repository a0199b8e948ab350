/**
 * A distance rule of the law that the map cannot draw is not a distance that does not exist:
 * the ground it would decide is unknown, as the exact answer at a point says "cannot evaluate".
 * Belém art. 2, I, b measures to NBR 15514:2007, whose values were not found: under the reading
 * nbr15514-edition-substitution = require-named-edition the 2020 edition is not applied; before
 * Lei 9.573/2020 the unit had another wording, which the received text does not carry.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { packs } from '../../test/support/packs.ts';
import { rec, registryWith } from '../../test/support/places.ts';
import { cellAt } from '../../test/support/viability.ts';
import { destination } from './geom.ts';
import { computeViability } from './viability.ts';
import { viabilityAt } from './viability-point.ts';

const belem = packs.require('belem-pa');
const P: [number, number] = [-48.47, -1.4];
const FAR = destination(P, 90, 2000);
const registry = registryWith('belem-pa', [
  rec('o1', 'belem-pa', 'glp-outlet', { type: 'Point', coordinates: P }, { status: 'licensed', name: 'Gás Um' }),
]);

describe('the viability of a distance rule the map cannot draw', () => {
  it('NBR 15514:2007 required and not loaded: the point cannot be evaluated, and the map leaves it unknown, not allowed', () => {
    const overrides = { 'belem-pa/nbr15514-edition-substitution': 'require-named-edition' };
    const opts = { date: '2025-06-01', activity: 'glp-resale', normClass: 'I', overrides };
    const at = viabilityAt(registry, belem, 'belem-pa', FAR, opts);
    assert.equal(at.verdict, 'cannot-evaluate');
    const map = computeViability(registry, belem, 'belem-pa', { ...opts, resolutionM: 50 });
    assert.equal(cellAt(map, FAR), 'unknown');
    // A known outlet still excludes its 500 m (art. 2, I, a decides there whatever I, b says).
    assert.equal(cellAt(map, destination(P, 0, 200)), 'excluded');
    assert.equal(map.stats.allowedCells, 0);
    assert.deepEqual(
      map.unmapped.map((u) => [u.fullId, u.reason]),
      [['belem-pa/art2-I-b', 'norm-not-loaded']],
    );
    assert.ok(
      map.notes.some((n) => n.includes('belem-pa/art2-I-b') && n.includes('NBR 15514:2007')),
      map.notes.join('\n'),
    );
  });

  it('before the 2020 wording of art. 2, I, b: the point names the unit it cannot evaluate, and the map is unknown', () => {
    const opts = { date: '2019-06-01', activity: 'glp-resale', normClass: 'I' };
    const at = viabilityAt(registry, belem, 'belem-pa', FAR, opts);
    assert.equal(at.verdict, 'cannot-evaluate');
    const f = at.findings.find((x) => x.rule === 'belem-pa/art2-I-b-original');
    assert.equal(f?.status, 'cannot-evaluate');
    assert.match(f?.message ?? '', /redação do art\. 2º, I, b vigente antes de/);
    const map = computeViability(registry, belem, 'belem-pa', { ...opts, resolutionM: 50 });
    assert.equal(cellAt(map, FAR), 'unknown');
    assert.equal(cellAt(map, destination(P, 0, 200)), 'excluded');
    assert.deepEqual(
      map.unmapped.map((u) => [u.fullId, u.reason]),
      [['belem-pa/art2-I-b-original', 'no-siting']],
    );
  });

  it('the law as in force today: nothing unmapped, the far point allowed', () => {
    const opts = { date: '2025-06-01', activity: 'glp-resale', normClass: 'I' };
    assert.equal(viabilityAt(registry, belem, 'belem-pa', FAR, opts).verdict, 'allowed');
    const map = computeViability(registry, belem, 'belem-pa', { ...opts, resolutionM: 50 });
    assert.equal(cellAt(map, FAR), 'allowed');
    assert.deepEqual(map.unmapped, []);
  });
});
