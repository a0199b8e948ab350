/**
 * The answer at a point for each NBR 15514 class (the applicant's "in what class may I open
 * here?"). Belém art. 2 I b keeps the storage at Table C1's distance from a school ("locais de
 * reunião de público": 7,5 m for classes I–II, 10 m III–IV, 15 m V–VI, 20 m VII, 30 m Especial);
 * a qualifying fire wall halves it, so a school between half the distance and the distance asks
 * about the wall (cannot evaluate) and one inside half of it excludes the class.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { rec, registryWith } from '../../test/support/places.ts';
import { packs } from '../../test/support/packs.ts';
import type { Pack } from '../core/pack.ts';
import { destination } from './geom.ts';
import { largestAllowedClass, pointAnswer } from './viability-classes.ts';

const DATE = '2025-06-01';
const SCHOOL: [number, number] = [-48.47, -1.4];
const pack = (id: string) => packs.get(id) as Pack;
const belem = registryWith('belem-pa', [rec('s1', 'belem-pa', 'school', { type: 'Point', coordinates: SCHOOL }, { name: 'Escola Um' })]);

function verdicts(distanceM: number): Record<string, string> {
  const r = pointAnswer(belem, pack('belem-pa'), 'belem-pa', destination(SCHOOL, 30, distanceM), { date: DATE, activity: 'glp-resale' });
  assert.ok(r.byClass, 'the class decides art. 2 I b: the answer comes per class');
  return Object.fromEntries(r.byClass.map((c) => [c.class, c.verdict]));
}

describe('viability per NBR 15514 class (Belém art. 2 I b, a school)', () => {
  it('without a class the point cannot be decided on art. 2 I b; per class it can', () => {
    const r = pointAnswer(belem, pack('belem-pa'), 'belem-pa', destination(SCHOOL, 30, 8.5), { date: DATE, activity: 'glp-resale' });
    assert.equal(r.findings.find((f) => f.rule === 'belem-pa/art2-I-b')?.status, 'cannot-evaluate');
    assert.deepEqual(
      r.byClass?.map((c) => [c.class, c.maxKg]),
      [
        ['I', 520],
        ['II', 1560],
        ['III', 6240],
        ['IV', 12480],
        ['V', 24960],
        ['VI', 49920],
        ['VII', 99840],
        ['Especial', null],
      ],
    );
  });

  it('8,5 m: I–II allowed (7,5 m); III–VI ask about the fire wall (8,5 m ≥ half); VII, Especial excluded (8,5 m < half)', () => {
    assert.deepEqual(verdicts(8.5), {
      I: 'allowed',
      II: 'allowed',
      III: 'cannot-evaluate',
      IV: 'cannot-evaluate',
      V: 'cannot-evaluate',
      VI: 'cannot-evaluate',
      VII: 'excluded',
      Especial: 'excluded',
    });
  });

  it('7,5 m for classes I–II: 7,49 m asks about the wall, 7,5 m and 7,51 m are allowed', () => {
    assert.equal(verdicts(7.49).II, 'cannot-evaluate');
    assert.equal(verdicts(7.5001).II, 'allowed');
    assert.equal(verdicts(7.51).I, 'allowed');
  });

  it('30 m for Especial: 29,99 m asks about the wall, 30,01 m is allowed; VII at 19,99 m / 20,01 m', () => {
    const near = verdicts(29.99);
    assert.equal(near.Especial, 'cannot-evaluate');
    assert.equal(near.VII, 'allowed');
    assert.equal(verdicts(30.01).Especial, 'allowed');
    assert.equal(verdicts(19.99).VII, 'cannot-evaluate');
    assert.equal(verdicts(20.01).VII, 'allowed');
  });

  it('the largest class allowed counts only an unbroken run from class I', () => {
    const rows = (vs: string[]) => vs.map((verdict, i) => ({ class: `C${i}`, maxKg: null, verdict: verdict as 'allowed', deciding: [] }));
    assert.equal(largestAllowedClass(rows(['allowed', 'allowed', 'excluded', 'allowed'])), 'C1');
    assert.equal(largestAllowedClass(rows(['cannot-evaluate', 'allowed'])), null);
    const r = pointAnswer(belem, pack('belem-pa'), 'belem-pa', destination(SCHOOL, 30, 8.5), { date: DATE, activity: 'glp-resale' });
    assert.equal(largestAllowedClass(r.byClass ?? []), 'II');
  });

  it('a class asked, or a law whose siting reads no class: no answer per class', () => {
    const asked = pointAnswer(belem, pack('belem-pa'), 'belem-pa', destination(SCHOOL, 30, 8.5), {
      date: DATE,
      activity: 'glp-resale',
      normClass: 'II',
    });
    assert.equal(asked.byClass, undefined);
    assert.equal(asked.verdict, 'allowed');
    // A Vitória da Conquista GLP depot: its distances read no class (its outlets' classes are art. 5's).
    const vdc = registryWith('vitoria-da-conquista-ba', []);
    const r = pointAnswer(vdc, pack('vitoria-da-conquista-ba'), 'vitoria-da-conquista-ba', [-40.84, -14.86], {
      date: DATE,
      activity: 'glp-depot',
    });
    assert.equal(r.byClass, undefined);
  });
});
