/**
 * The independent machines of licensing (the kit is state-machine.ts). Each has its own
 * status; none multiplies another's:
 *  - document: pending → accepted | rejected (reviewer), resubmitted → pending;
 *  - opinion (parecer or vistoria): requested → favourable | unfavourable | changes-requested
 *    (the department), changes-requested → requested again on resubmission (only that one);
 *  - hold: open → released;
 *  - due process: notified → defence-filed → upheld | dismissed (officer); a notice whose
 *    defence term ran out is decided from notified;
 *  - licence lifecycle: active ↔ suspended | interdicted, → revoked | closed (final).
 * No payment machine: none of the four laws charges a fee in the procedure (docs/adr/0010).
 */
import { defineMachine } from './state-machine.ts';

export const documentMachine = defineMachine({
  name: 'document',
  title: { pt: 'documento', en: 'document' },
  states: ['pending', 'accepted', 'rejected'] as const,
  actions: {
    accept: { from: ['pending', 'rejected'], to: 'accepted', roles: ['reviewer', 'licensing-officer'] },
    reject: { from: ['pending', 'accepted'], to: 'rejected', roles: ['reviewer', 'licensing-officer'] },
  },
});
export type DocumentStatus = (typeof documentMachine.states)[number];

export const opinionMachine = defineMachine({
  name: 'opinion',
  title: { pt: 'parecer', en: 'opinion' },
  states: ['requested', 'favourable', 'unfavourable', 'changes-requested'] as const,
  actions: {
    favourable: { from: ['requested'], to: 'favourable', roles: ['reviewer', 'fire-brigade', 'inspector'] },
    unfavourable: { from: ['requested'], to: 'unfavourable', roles: ['reviewer', 'fire-brigade', 'inspector'] },
    'request-changes': { from: ['requested'], to: 'changes-requested', roles: ['reviewer', 'fire-brigade', 'inspector'] },
    // The applicant (or the officer for them) resubmits: only to the department that asked.
    resubmit: { from: ['changes-requested'], to: 'requested', roles: ['applicant', 'licensing-officer'] },
  },
});
export type OpinionStatus = (typeof opinionMachine.states)[number];

export const holdMachine = defineMachine({
  name: 'hold',
  title: { pt: 'exigência', en: 'hold' },
  states: ['open', 'released'] as const,
  actions: { release: { from: ['open'], to: 'released', roles: ['licensing-officer'] } },
});
export type HoldStatus = (typeof holdMachine.states)[number];

export const dueProcessMachine = defineMachine({
  name: 'due-process',
  title: { pt: 'processo de sanção', en: 'due process' },
  states: ['notified', 'defence-filed', 'upheld', 'dismissed'] as const,
  actions: {
    defend: { from: ['notified'], to: 'defence-filed', roles: ['applicant', 'licensing-officer'] },
    uphold: { from: ['notified', 'defence-filed'], to: 'upheld', roles: ['licensing-officer'] },
    dismiss: { from: ['notified', 'defence-filed'], to: 'dismissed', roles: ['licensing-officer'] },
  },
});
export type DueProcessStatus = (typeof dueProcessMachine.states)[number];

export const licenceMachine = defineMachine({
  name: 'licence',
  title: { pt: 'licença', en: 'licence' },
  states: ['active', 'suspended', 'interdicted', 'revoked', 'closed'] as const,
  actions: {
    suspend: { from: ['active'], to: 'suspended', roles: ['licensing-officer'] },
    interdict: { from: ['active', 'suspended'], to: 'interdicted', roles: ['licensing-officer'] },
    revoke: { from: ['active', 'suspended', 'interdicted'], to: 'revoked', roles: ['licensing-officer'] },
    reinstate: { from: ['suspended', 'interdicted'], to: 'active', roles: ['licensing-officer'] },
    close: { from: ['active', 'suspended'], to: 'closed', roles: ['licensing-officer'] },
  },
});
export type LicenceLifecycle = (typeof licenceMachine.states)[number];
