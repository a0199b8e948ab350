/**
 * The licensing procedure of Lei 1.761/2000 (Nova Odessa), checked from the law's words:
 *  - art. 16 caput: one "alvará específico" for storage and sale;
 *  - art. 16 § 1º: "após vistorias técnicas e periciais procedidas e aprovadas pelo Corpo de
 *    Bombeiros e pelo órgão competente da Prefeitura, renováveis anualmente" — both inspections,
 *    favourable, before the alvará; a year of validity set by the law itself;
 *  - art. 16 § 2º: proof of compliance with the state and federal legislation, by "documento hábil";
 *  - art. 13 § 4º: the trader proves its accreditation with the "Contrato de Concessão para
 *    Revenda de GLP" registered in the Municipality (asked of who sells, not of a depot);
 *  - art. 16 § 3º: a change of address is a new inspection and a new alvará;
 *  - art. 17 parágrafo único: refusing access means immediate closure (interdição).
 * The law names no authority other than the Prefeitura and no defence term: the officer decides,
 * and the 15 days are said to be the municipality's choice.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { ProcedureDef } from '../src/core/procedure.ts';
import { expiryOf, openCase, phaseOn, sanctionAuthority } from '../src/licensing/lifecycle.ts';
import { check, doc, ids, opinion } from './support/procedure-law.ts';
import { mustPack } from './support/packs.ts';

const pack = mustPack('nova-odessa-sp');
const procedure = pack.procedure as ProcedureDef;
const both = () => [opinion('alvara', 'fire-brigade'), opinion('alvara', 'municipal-inspection')];
const papers = () => [doc('state-federal-compliance'), doc('concession-contract'), doc('mobile-vehicle-inspection')];

test('art. 16: one alvará, after the fire brigade’s and the Prefeitura’s inspections (§ 1º), each by its own role', () => {
  assert.deepEqual(
    procedure.stages.map((s) => `${s.id}:${s.cite}:${s.after.length}`),
    ['alvara:art16:0'],
  );
  const alvara = procedure.stages[0]!;
  assert.deepEqual(
    alvara.opinions.map((o) => `${o.department}:${o.kind}:${o.role}:${o.cite}`),
    ['fire-brigade:inspection:fire-brigade:art16-par1', 'municipal-inspection:inspection:inspector:art16-par1'],
  );
  assert.deepEqual(ids(check(pack, 'alvara', { documents: papers(), opinions: both() })), []);
  // Without either inspection, or with one not approved ("aprovadas"), the alvará is not issued.
  for (const d of ['fire-brigade', 'municipal-inspection']) {
    const other = both().filter((o) => (o.data as { department: string }).department !== d);
    assert.deepEqual(ids(check(pack, 'alvara', { documents: papers(), opinions: other })), [`opinion:${d}:missing`]);
    const failed = [...other, opinion('alvara', d, 'unfavourable')];
    assert.deepEqual(ids(check(pack, 'alvara', { documents: papers(), opinions: failed })), [`opinion:${d}:unfavourable`]);
  }
});

test('art. 16 § 2º, art. 13 § 4º and art. 14 § 2º, I: the state/federal proof of every applicant; the concession contract of who sells, not of a depot; the vehicles’ inspection of a mobile seller', () => {
  const alvara = procedure.stages[0]!;
  assert.deepEqual(
    alvara.documents.map((d) => `${d.id}:${d.cite}`),
    ['state-federal-compliance:art16-par2', 'concession-contract:art13-par4', 'mobile-vehicle-inspection:art14-par2-I'],
  );
  for (const activity of ['glp-resale', 'glp-mobile-sale']) {
    const c = check(pack, 'alvara', { activity, opinions: both() });
    // Art. 14 § 2º, I: the vehicles' inspection, "para a expedição do competente alvará", of a mobile seller only.
    const vehicles = activity === 'glp-mobile-sale' ? ['document:mobile-vehicle-inspection:missing'] : [];
    assert.deepEqual(ids(c), ['document:state-federal-compliance:missing', 'document:concession-contract:missing', ...vehicles], activity);
  }
  const depot = check(pack, 'alvara', { activity: 'glp-depot', opinions: both() });
  assert.deepEqual(ids(depot), ['document:state-federal-compliance:missing']);
  // A document not yet accepted, or rejected, does not count.
  const pending = check(pack, 'alvara', {
    opinions: both(),
    documents: [doc('state-federal-compliance', { status: 'pending' }), doc('concession-contract')],
  });
  assert.deepEqual(ids(pending), ['document:state-federal-compliance:pending']);
});

test('art. 16 § 1º "renováveis anualmente": the law sets the year; issued 30/11/2026 it ends 30/11/2027 and is expired the day after', () => {
  const alvara = procedure.stages[0]!;
  assert.deepEqual(alvara.validity, { n: 1, unit: 'years' });
  assert.equal(alvara.validityCite, 'art16-par1');
  assert.equal(procedure.renewal?.cite, 'art16-par1');
  const end = expiryOf(alvara, '2026-11-30');
  assert.equal(end, '2027-11-30');
  assert.equal(phaseOn('active', end, '2027-11-29', procedure.renewal), 'due-for-renewal');
  assert.equal(phaseOn('active', end, '2027-11-30', procedure.renewal), 'due-for-renewal');
  assert.equal(phaseOn('active', end, '2027-12-01', procedure.renewal), 'expired');
  assert.equal(expiryOf(alvara, '2026-03-01'), '2027-03-01');
});

test('art. 16 § 3º: a change of address is a new alvará; art. 17 parágrafo único: refused access is an immediate closure; no other authority decides', () => {
  assert.deepEqual(procedure.addressChange, { effect: 'new-licence', cite: 'art16-par3' });
  assert.equal(procedure.dueProcess.sanctions.interdict, 'art17-parU');
  assert.equal(procedure.dueProcess.decidedBy, undefined);
  for (const action of ['suspend', 'interdict', 'revoke'] as const) assert.equal(sanctionAuthority(procedure, action, 'alvara'), null);
  assert.equal(procedure.dueProcess.defenceDaysCite, undefined);
  const c = openCase(procedure, 'interdict', 'Negou acesso à fiscalização (art. 17)', '2026-12-01');
  assert.ok(!('refused' in c));
  assert.equal(c.cite, 'art17-parU');
});
