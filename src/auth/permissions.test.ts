import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ROLES } from '../domain/roles.ts';
import { ACTIONS, allowed, grantableBy, MATRIX, ownRecordsOnly } from './permissions.ts';

test('every action names only known roles, and every role can do something', () => {
  for (const a of ACTIONS) for (const r of MATRIX[a]) assert.ok((ROLES as readonly string[]).includes(r), `${a}: ${r}`);
  for (const r of ROLES)
    assert.ok(
      ACTIONS.some((a) => allowed([r], a)),
      r,
    );
});

test('administrators do not perform licensing acts; only officers grant or change licences', () => {
  for (const a of ['licence.create', 'licence.update'] as const) assert.deepEqual(MATRIX[a], ['licensing-officer']);
  for (const r of ['municipal-admin', 'system-admin'] as const) {
    assert.equal(allowed([r], 'application.submit'), false);
    assert.equal(allowed([r], 'establishment.create'), false);
  }
});

test('a municipal admin cannot grant system-admin; a system admin can grant anything', () => {
  const m = grantableBy(['municipal-admin']);
  assert.ok(Array.isArray(m) && !m.includes('system-admin'));
  assert.equal(grantableBy(['system-admin']), 'all');
  assert.deepEqual(grantableBy(['inspector']), []);
});

test('several roles add up; applicant-only users act on their own records', () => {
  assert.equal(allowed(['distributor', 'inspector'], 'establishment.read'), true);
  assert.equal(allowed([], 'evaluate'), false);
  assert.equal(ownRecordsOnly(['applicant']), true);
  assert.equal(ownRecordsOnly(['applicant', 'inspector']), false);
  assert.equal(ownRecordsOnly([]), false);
});
