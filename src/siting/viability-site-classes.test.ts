/**
 * "In what class may I open here?" in Vitória da Conquista (Lei 709/1993), from the law's text:
 * art. 2 — "I – Zonas de Expansão (fora do perímetro urbano); II – Zonas de transição
 * residencial/comércio, situadas nas quadras que margeiam as avenidas; III – áreas residenciais";
 * art. 5 — "I – CLASSE A – caracterizada pela definição do item II, do art. 2º, deve possuir
 * terreno livre, com testada mínima de 12.00m … e profundidade de 36.00m"; "II – CLASSE B –
 * … dos ítens I e II … testada mínima de 10.00m … profundidade de 25.00 m"; "III – CLASSE C –
 * … do ítem III … testada mínima de 6.00m … e profundidade a critério da Secretaria de Obras e
 * Urbanismo"; art. 2 § 1º — in residential zones GLP resale only "quando … o interessado possua
 * terreno remanescente com testada mínima de 6.00m". A point has no lot: the lot minimums are
 * conditions to check, each cited; the zone decides the class, and without a registered zone the
 * point cannot be answered, naming the registry.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { packs } from '../../test/support/packs.ts';
import { rec, registryWith, square } from '../../test/support/places.ts';
import { destination } from './geom.ts';
import { admittedClasses, pointAnswer } from './viability-classes.ts';

const M = 'vitoria-da-conquista-ba';
const DATE = '2026-06-01';
const C: [number, number] = [-40.84, -14.86];
const pack = packs.require(M);
const zone = (kind: string) => rec(`z-${kind}`, M, 'zone', square(C, 400) as never, { data: { kind } });
const at = (reg: ReturnType<typeof registryWith>, extra: Record<string, unknown> = {}) =>
  pointAnswer(reg, pack, M, C, { date: DATE, activity: 'glp-resale', ...extra });
const verdicts = (r: ReturnType<typeof at>) => Object.fromEntries((r.byClass ?? []).map((c) => [c.class, c.verdict]));
const conditionsOf = (r: ReturnType<typeof at>, cls: string) =>
  (r.byClass?.find((c) => c.class === cls)?.conditions ?? []).map((c) => `${c.text} | ${c.citation}`);

describe('Vitória da Conquista, art. 5: the class a point admits', () => {
  it('transition zone (art. 2 II): classes A and B, each with its lot (art. 5 I, II); C excluded by art. 5 III', () => {
    const r = at(registryWith(M, [zone('transition')]));
    assert.equal(r.classScheme, 'Lei 709/1993, art. 5º');
    assert.deepEqual(verdicts(r), { A: 'allowed', B: 'allowed', C: 'excluded' });
    assert.deepEqual(admittedClasses(r.byClass ?? []), ['A', 'B']);
    assert.deepEqual(conditionsOf(r, 'A'), [
      'terreno livre | Lei 709/1993, art. 5º, I',
      'testada ≥ 12 m | Lei 709/1993, art. 5º, I',
      'profundidade ≥ 36 m (leitura class-depth-reading = minimum) | Lei 709/1993, art. 5º, I',
    ]);
    assert.deepEqual(conditionsOf(r, 'B').slice(1), [
      'testada ≥ 10 m | Lei 709/1993, art. 5º, II',
      'profundidade ≥ 25 m (leitura class-depth-reading = minimum) | Lei 709/1993, art. 5º, II',
    ]);
    const c = r.byClass?.find((x) => x.class === 'C');
    assert.deepEqual([...new Set(c?.deciding.map((d) => d.citation))], ['Lei 709/1993, art. 5º, III']);
    assert.equal(r.byClass?.find((x) => x.class === 'A')?.stores, 'até 250 botijões entre cheios e vazios');
  });

  it('expansion zone (art. 2 I): class B only', () => {
    const r = at(registryWith(M, [zone('expansion')]));
    assert.deepEqual(verdicts(r), { A: 'excluded', B: 'allowed', C: 'excluded' });
    assert.deepEqual(
      r.byClass?.find((x) => x.class === 'A')?.deciding.map((d) => d.citation),
      ['Lei 709/1993, art. 5º, I'],
    );
  });

  it('outside a registered urban perimeter, with no zone registered: art. 2 I ("fora do perímetro urbano") — class B', () => {
    const far = destination(C, 90, 5000);
    const perimeter = rec('perimetro', M, 'urban-perimeter', square(far, 1000) as never);
    assert.deepEqual(verdicts(at(registryWith(M, [perimeter]))), { A: 'excluded', B: 'allowed', C: 'excluded' });
  });

  it('residential zone (art. 2 III): class C, with art. 5 III and art. 2 § 1º (remaining lot, 6 m frontage)', () => {
    const r = at(registryWith(M, [zone('residential')]));
    assert.deepEqual(verdicts(r), { A: 'excluded', B: 'excluded', C: 'allowed' });
    assert.deepEqual(conditionsOf(r, 'C'), [
      'terreno livre | Lei 709/1993, art. 5º, III',
      'testada ≥ 6 m | Lei 709/1993, art. 5º, III',
      'profundidade a critério da Secretaria de Obras e Urbanismo | Lei 709/1993, art. 5º, III',
      'terreno remanescente (leitura residential-remaining-lot = required) | Lei 709/1993, art. 2º, § 1º',
      'testada do terreno remanescente ≥ 6 m | Lei 709/1993, art. 2º, § 1º',
    ]);
  });

  it('a zone of no item of art. 2 (commercial): no class', () => {
    const r = at(registryWith(M, [zone('commercial')]));
    assert.deepEqual(verdicts(r), { A: 'excluded', B: 'excluded', C: 'excluded' });
    assert.deepEqual(admittedClasses(r.byClass ?? []), []);
  });

  it('no zone registered: every class cannot be answered, and the answer names the zone registry', () => {
    const r = at(registryWith(M, []));
    assert.deepEqual(verdicts(r), { A: 'cannot-evaluate', B: 'cannot-evaluate', C: 'cannot-evaluate' });
    assert.deepEqual(r.missingLayers, ['zone']);
    assert.notEqual(r.verdict, 'allowed');
    // Zones registered elsewhere, none containing the point: the same.
    const elsewhere = rec('z', M, 'zone', square(destination(C, 0, 3000), 400) as never, { data: { kind: 'transition' } });
    assert.deepEqual(at(registryWith(M, [elsewhere])).missingLayers, ['zone']);
  });

  it('--class A: the answer for that class, its lot as conditions; C in a transition zone excluded by art. 5 III', () => {
    const reg = registryWith(M, [zone('transition')]);
    const a = at(reg, { siteClass: 'A' });
    assert.equal(a.verdict, 'allowed');
    assert.equal(a.byClass, undefined);
    assert.deepEqual(
      a.conditions?.map((c) => c.text),
      ['terreno livre', 'testada ≥ 12 m', 'profundidade ≥ 36 m (leitura class-depth-reading = minimum)'],
    );
    const c = at(reg, { siteClass: 'C' });
    assert.equal(c.verdict, 'excluded');
    assert.equal(c.findings.find((f) => f.status === 'violated' && f.rule === `${M}/art5`)?.citation, 'Lei 709/1993, art. 5º, III');
    assert.deepEqual(c.conditions, []);
  });

  it('a registered outlet within 300 m (art. 22) excludes every class', () => {
    const outlet = rec('o1', M, 'glp-outlet', { type: 'Point', coordinates: destination(C, 45, 120) }, { status: 'licensed' });
    const r = at(registryWith(M, [zone('transition'), outlet]));
    assert.deepEqual(verdicts(r), { A: 'excluded', B: 'excluded', C: 'excluded' });
    assert.ok(r.byClass?.every((x) => x.deciding.some((d) => d.citation === 'Lei 709/1993, art. 22')));
  });

  it('what-if values reach the conditions (class-a-min-frontage = 15)', () => {
    const r = at(registryWith(M, [zone('transition')]), { overrides: { [`${M}/class-a-min-frontage`]: 15 } });
    assert.ok(conditionsOf(r, 'A').includes('testada ≥ 15 m | Lei 709/1993, art. 5º, I'));
  });
});
