import assert from 'node:assert/strict';
import { test } from 'node:test';
import { documentMachine, dueProcessMachine, licenceMachine, opinionMachine } from './machines.ts';
import { actionsFrom, defineMachine, StepRefused, step } from './state-machine.ts';

test('a step is allowed only from its states and only to its roles: 409-like and 403-like refusals', () => {
  assert.equal(step(documentMachine, 'pending', 'accept', ['reviewer']), 'accepted');
  assert.throws(
    () => step(documentMachine, 'pending', 'accept', ['applicant']),
    (e: unknown) => e instanceof StepRefused && e.reason === 'role',
  );
  assert.throws(
    () => step(dueProcessMachine, 'upheld', 'dismiss', ['licensing-officer']),
    (e: unknown) =>
      e instanceof StepRefused &&
      e.reason === 'state' &&
      e.expected === 'notified, defence-filed' &&
      /notified or with its defence filed/.test(e.message) &&
      /só é possível com um processo de sanção notificado ou com defesa apresentada/.test(e.text.pt),
  );
  // Resubmission goes back to "requested" only from "changes-requested".
  assert.equal(step(opinionMachine, 'changes-requested', 'resubmit', ['applicant']), 'requested');
  assert.throws(() => step(opinionMachine, 'unfavourable', 'resubmit', ['applicant']), StepRefused);
  // Revocation is final.
  assert.deepEqual(actionsFrom(licenceMachine, 'revoked'), []);
  assert.deepEqual(actionsFrom(licenceMachine, 'interdicted').sort(), ['reinstate', 'revoke']);
});

test('a machine naming an unknown state does not load', () => {
  assert.throws(
    () => defineMachine({ name: 'x', states: ['a'] as const, actions: { go: { from: ['a'], to: 'b' as 'a', roles: [] } } }),
    /unknown state b/,
  );
});
