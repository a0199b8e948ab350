/**
 * "May I open here, and in which class?" — the zone rules of the law are part of the answer at a
 * point, not only its distances. Salvador art. 2, III: "estarem localizados em Zonas que permitam
 * a comercialização e a quantidade requerida de GLP, conforme o PDDU e a LOUOS" — the registry's
 * zones carry no PDDU/LOUOS permission, so the point cannot be said allowed. Nova Odessa art. 12:
 * in a residential zone only a class I installation — without a class the point is not "allowed"
 * when the larger classes are excluded there.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { packs } from '../../test/support/packs.ts';
import { rec, registryWith, square } from '../../test/support/places.ts';
import { pointAnswer } from './viability-classes.ts';
import { viabilityAt } from './viability-point.ts';

const DATE = '2026-06-01';

describe('zone rules at a point', () => {
  it('Salvador art. 2, III: the zone (PDDU/LOUOS) is not in the registry — cannot evaluate, naming the fact, never "allowed"', () => {
    const pack = packs.require('salvador-ba');
    const reg = registryWith('salvador-ba', []);
    const r = viabilityAt(reg, pack, 'salvador-ba', [-38.41, -12.94], { date: DATE, activity: 'glp-resale', normClass: 'I' });
    assert.equal(r.verdict, 'cannot-evaluate');
    const zone = r.findings.find((f) => f.rule === 'salvador-ba/art2-III-zone');
    assert.equal(zone?.status, 'cannot-evaluate');
    assert.match(zone?.message ?? '', /zone\.zoningAllowsActivity/);
    // The distances are still answered.
    assert.equal(r.findings.find((f) => f.rule === 'salvador-ba/art2-III-distance')?.status, 'satisfied');
  });

  it('Nova Odessa art. 12 in a residential zone: class I admitted by art. 12 (art. 9 still unknown: ANEXO I not loaded), class II excluded, no class not "allowed"', () => {
    const pack = packs.require('nova-odessa-sp');
    const C: [number, number] = [-47.29, -22.78];
    const zone = square(C, 500) as { type: 'Polygon'; coordinates: [number, number][][] };
    const reg = registryWith('nova-odessa-sp', [rec('zr', 'nova-odessa-sp', 'zone', zone, { data: { kind: 'residential' } })]);
    const at = (normClass?: string) =>
      viabilityAt(reg, pack, 'nova-odessa-sp', C, { date: DATE, activity: 'glp-resale', ...(normClass ? { normClass } : {}) });
    const one = at('I');
    assert.equal(one.findings.find((f) => f.rule === 'nova-odessa-sp/art12')?.status, 'satisfied');
    // Art. 9's distances "nos termos do ANEXO 1" are not loaded: never "allowed" (ADR 0016).
    assert.equal(one.findings.find((f) => f.rule === 'nova-odessa-sp/art9')?.status, 'cannot-evaluate');
    assert.equal(one.verdict, 'cannot-evaluate');
    assert.equal(at('II').verdict, 'excluded');
    const none = pointAnswer(reg, pack, 'nova-odessa-sp', C, { date: DATE, activity: 'glp-resale' });
    assert.notEqual(none.verdict, 'allowed');
    assert.equal(none.findings.find((f) => f.rule === 'nova-odessa-sp/art12')?.status, 'cannot-evaluate');
    assert.deepEqual(
      none.byClass?.slice(0, 2).map((c) => c.verdict),
      ['cannot-evaluate', 'excluded'],
    );
  });
});
