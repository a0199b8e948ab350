import assert from 'node:assert/strict';
import { test } from 'node:test';
import { EDITABLE, TRANSITIONS } from './application-workflow.ts';

test('the workflow table covers every application status, and final states go nowhere', () => {
  const statuses = ['draft', 'submitted', 'under-review', 'approved', 'rejected', 'withdrawn'];
  assert.deepEqual(Object.keys(TRANSITIONS).sort(), [...statuses].sort());
  for (const s of ['approved', 'rejected', 'withdrawn']) {
    assert.deepEqual(TRANSITIONS[s], {});
    assert.equal(EDITABLE[s], undefined);
  }
  for (const next of Object.values(TRANSITIONS).flatMap((t) => Object.keys(t))) assert.ok(statuses.includes(next), next);
});
