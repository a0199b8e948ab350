/**
 * Checklists from the law that applies (Nova Odessa art. 8 by class), results that ARE the
 * engine's findings on the recorded facts, refusal of a stated result the facts contradict,
 * and what changed at a re-inspection.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { evaluate } from '../core/engine.ts';
import { parseInputFor } from '../core/input/validate.ts';
import { mustPack } from '../../test/support/packs.ts';
import type { InspectionData } from '../domain/enforcement.ts';
import { changesSince, evaluateInspection, generateChecklist } from './checklist.ts';
import { EnforcementError } from './fines.ts';

const DATE = '2026-03-01';
const no = mustPack('nova-odessa-sp');
const outlet = (count: number) => ({
  municipality: 'nova-odessa-sp',
  activity: 'glp-resale',
  date: DATE,
  storage: { containers: [{ capacityKg: 13, state: 'full', count }] },
});
const rules = (items: { rule: string }[]) => items.map((i) => i.rule);

describe('checklists', () => {
  it('class III (300 × 13 kg = 3.900 kg): signs, extinguishers, gas detection, scale, each citing its unit', () => {
    const c = generateChecklist(no, parseInputFor(no, outlet(300)), DATE);
    assert.equal(c.class, 'III');
    for (const r of ['art8-I', 'art8-II', 'art8-III', 'art8-V', 'art5-corridor', 'art7-par1-III']) assert.ok(rules(c.items).includes(r), r);
    const ext = c.items.find((i) => i.rule === 'art8-II');
    // The class's letter asks for them (art. 8º, II, c: 48 kg in at least 4 units for class III).
    assert.equal(ext?.citation, 'Lei 1.761/2000, art. 8º, II, c');
    assert.deepEqual(ext?.facts, ['safety.extinguishers']);
  });
  it('class I (40 × 13 kg = 520 kg): gas detection (art. 8 III, class III and above) is not on the list', () => {
    const c = generateChecklist(no, parseInputFor(no, outlet(40)), DATE);
    assert.equal(c.class, 'I');
    assert.ok(!rules(c.items).includes('art8-III'));
    assert.ok(rules(c.items).includes('art8-II'));
  });

  it('the recorded facts give the results, the same as a desk evaluation of the same facts', () => {
    const facts = {
      'safety.extinguishers': [{ agent: 'dry-chemical', kg: 12, count: 4, inDate: true }],
      'safety.gasDetection': false,
      'safety.warningSigns': 2,
    };
    const r = evaluateInspection(
      no,
      outlet(300),
      DATE,
      { facts, results: { 'art8-III': { result: 'does-not-conform', notes: 'Sem detector.' } } },
      null,
    );
    // 4 × 12 kg = 48 kg in 4 units: class III's minimum (art. 8 II) is met; no gas detection (art. 8 III).
    assert.equal(r.data.results['art8-II']?.result, 'conforms');
    assert.equal(r.data.results['art8-III']?.result, 'does-not-conform');
    assert.equal(r.data.results['art8-III']?.notes, 'Sem detector.');
    assert.equal(r.data.results['art8-I']?.result, 'conforms');
    assert.equal(r.data.results['art8-V']?.result, 'not-checked');
    const desk = evaluate(no, r.input, { date: DATE });
    for (const f of desk.findings) {
      const rule = f.rule.slice('nova-odessa-sp/'.length);
      if (r.data.findings[rule] !== undefined) assert.equal(r.data.findings[rule], f.status, rule);
    }
    assert.equal(r.data.verdict, desk.verdict);
  });

  it('one unit or one kilogram short of class III is a violation (art. 8 II: 48 kg in at least 4 units)', () => {
    const at = (count: number, kg: number) =>
      evaluateInspection(
        no,
        outlet(300),
        DATE,
        { facts: { 'safety.extinguishers': [{ agent: 'dry-chemical', kg, count, inDate: true }] }, results: {} },
        null,
      ).data.results['art8-II']?.result;
    assert.equal(at(4, 12), 'conforms');
    assert.equal(at(3, 16), 'does-not-conform');
    assert.equal(at(4, 11.99), 'does-not-conform');
  });

  it('a result the facts contradict is refused naming the item and what to record', () => {
    assert.throws(
      () =>
        evaluateInspection(
          no,
          outlet(300),
          DATE,
          { facts: { 'safety.gasDetection': false }, results: { 'art8-III': { result: 'conforms' } } },
          null,
        ),
      (e: unknown) =>
        e instanceof EnforcementError &&
        e.field === 'results.art8-III.result' &&
        /does-not-conform/.test(e.expected) &&
        /safety\.gasDetection/.test(e.expected),
    );
    assert.throws(
      () => evaluateInspection(no, outlet(40), DATE, { facts: {}, results: { 'art8-III': { result: 'conforms' } } }, null),
      (e: unknown) => e instanceof EnforcementError && e.field === 'results.art8-III',
    );
  });

  it('a fact of the wrong type is refused by the input schema, naming the path', () => {
    assert.throws(
      () => evaluateInspection(no, outlet(300), DATE, { facts: { 'safety.gasDetection': 'sim' }, results: {} }, null),
      /safety\.gasDetection/,
    );
  });

  it('a re-inspection starts from what was found and shows what changed', () => {
    const first = evaluateInspection(
      no,
      outlet(300),
      DATE,
      { facts: { 'safety.gasDetection': false, 'safety.warningSigns': 1 }, results: {} },
      null,
    );
    const prev: InspectionData = { ...first.data, previousId: null, changes: [] };
    // A detector present without its specifications (art. 8 III: 1/10 of the LEL, alarm within 3 s) is not yet checked.
    const unspecified = evaluateInspection(no, outlet(300), '2026-04-01', { facts: { 'safety.gasDetection': true }, results: {} }, prev);
    assert.deepEqual(changesSince(prev, unspecified.data), [{ rule: 'art8-III', before: 'does-not-conform', after: 'not-checked' }]);
    const facts = { 'safety.gasDetection': true, 'safety.gasDetectionAlarmLelFraction': 0.1, 'safety.gasDetectionAlarmSeconds': 3 };
    const second = evaluateInspection(no, outlet(300), '2026-04-01', { facts, results: {} }, prev);
    assert.deepEqual(changesSince(prev, second.data), [{ rule: 'art8-III', before: 'does-not-conform', after: 'conforms' }]);
    // Two signs are still missing for class III (art. 8 I: 2): the earlier finding stands.
    assert.equal(second.data.results['art8-I']?.result, 'does-not-conform');
  });

  it('art. 13 §§ 3º–4º: the inspector is asked where each part of a container comes from and the contract’s registration', () => {
    const c = generateChecklist(no, parseInputFor(no, outlet(40)), DATE);
    const facts = (rule: string) => c.items.find((i) => i.rule === rule)?.facts;
    assert.deepEqual(facts('art13-par3-distributor'), ['safety.containerOrigins']);
    assert.deepEqual(facts('art13-par4'), ['documents.concessionContract']);
    const X = 'Distribuidora Exemplo';
    const origin = { containerDistributor: X, sealDistributor: X, bottlingDistributor: X, lacreDistributor: X, leafletDistributor: X };
    const found = (seal: string, registered: boolean) =>
      evaluateInspection(
        no,
        outlet(40),
        DATE,
        {
          facts: {
            'safety.containerOrigins': [{ ...origin, sealDistributor: seal }],
            'documents.concessionContract': { held: true, registeredInMunicipality: registered },
          },
          results: {},
        },
        null,
      ).data.results;
    assert.equal(found(X, true)['art13-par3-distributor']?.result, 'conforms');
    assert.equal(found(X, true)['art13-par4']?.result, 'conforms');
    assert.equal(found('Gás Outra S.A.', false)['art13-par3-distributor']?.result, 'does-not-conform');
    assert.equal(found('Gás Outra S.A.', false)['art13-par4']?.result, 'does-not-conform');
  });

  it('art. 8 V: a classed installation that only stores is asked for the scale too', () => {
    const own = (count: number) => ({ ...outlet(count), activity: 'own-consumption' });
    assert.ok(rules(generateChecklist(no, parseInputFor(no, own(6)), DATE).items).includes('art8-V'));
    // 5 × 13 kg for own use is art. 4 storage: no scale.
    assert.ok(!rules(generateChecklist(no, parseInputFor(no, own(5)), DATE).items).includes('art8-V'));
  });
});
