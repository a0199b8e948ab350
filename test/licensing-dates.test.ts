/**
 * Dates of a licence's life and of due process, on both sides of every boundary. The procedures
 * are the packs' own (Nova Odessa art. 16 § 1: yearly; Salvador art. 15 § 2: defence).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { novaOdessaProcedure } from '../laws/nova-odessa-sp/procedure.ts';
import { salvadorProcedure } from '../laws/salvador-ba/procedure.ts';
import { vdcProcedure } from '../laws/vitoria-da-conquista-ba/procedure.ts';
import type { CaseData } from '../src/domain/licensing.ts';
import { decidableOn, expiryOf, openCase, phaseOn, registryStatus } from '../src/licensing/lifecycle.ts';

const alvara = novaOdessaProcedure.stages[0]!;

test('Nova Odessa: a yearly alvará ends on the same day of the next year; 29/02 ends on 01/03', () => {
  assert.equal(expiryOf(alvara, '2026-11-30'), '2027-11-30');
  assert.equal(expiryOf(alvara, '2028-02-29'), '2029-03-01');
  assert.equal(expiryOf(salvadorProcedure.stages[0]!, '2026-11-30'), null, 'the TVL has no term');
});

test('phase: active, due for renewal from 30 days before the last day, expired the day after', () => {
  const r = novaOdessaProcedure.renewal;
  assert.equal(phaseOn('active', '2027-11-30', '2027-10-30', r), 'active');
  assert.equal(phaseOn('active', '2027-11-30', '2027-10-31', r), 'due-for-renewal');
  assert.equal(phaseOn('active', '2027-11-30', '2027-11-30', r), 'due-for-renewal');
  assert.equal(phaseOn('active', '2027-11-30', '2027-12-01', r), 'expired');
  assert.equal(phaseOn('active', null, '2099-01-01', r), 'active');
  // A sanction wins over the calendar.
  assert.equal(phaseOn('suspended', '2027-11-30', '2027-11-01', r), 'suspended');
  assert.equal(registryStatus('interdicted'), 'suspended');
  assert.equal(registryStatus('closed'), 'revoked');
});

test('due process: the defence term is 15 days from the notice; decidable only after it, or once defended', () => {
  const c = openCase(salvadorProcedure, 'revoke', 'art. 15 § 2', '2026-11-30', 'art15-par2') as CaseData;
  assert.equal(c.defenceUntil, '2026-12-15');
  assert.equal(c.cite, 'art15-par2');
  // Salvador: the revocation the officer notifies rests on art. 12; § 2º's comes from a closure order.
  assert.equal((openCase(salvadorProcedure, 'revoke', 'art. 12', '2026-11-30') as CaseData).cite, 'art12');
  assert.deepEqual(decidableOn('notified', c, '2026-12-14').ok, false);
  assert.deepEqual(decidableOn('notified', c, '2026-12-15').ok, false);
  assert.deepEqual(decidableOn('notified', c, '2026-12-16').ok, true);
  assert.deepEqual(decidableOn('defence-filed', c, '2026-12-01').ok, true);
  assert.deepEqual(decidableOn('upheld', c, '2027-01-01').ok, false);
});

test('a sanction the law does not provide is refused, naming those it does', () => {
  const r = openCase(vdcProcedure, 'interdict', 'x', '2026-11-30');
  assert.ok('refused' in r);
  assert.match(r.refused, /suspend, revoke/);
});
