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
    accept: {
      from: ['pending', 'rejected'],
      to: 'accepted',
      roles: ['reviewer', 'licensing-officer'],
      says: { pt: 'aceitar', en: 'accept' },
    },
    reject: {
      from: ['pending', 'accepted'],
      to: 'rejected',
      roles: ['reviewer', 'licensing-officer'],
      says: { pt: 'recusar', en: 'reject' },
    },
  },
});
export type DocumentStatus = (typeof documentMachine.states)[number];

export const opinionMachine = defineMachine({
  name: 'opinion',
  title: { pt: 'parecer', en: 'opinion' },
  states: ['requested', 'favourable', 'unfavourable', 'changes-requested'] as const,
  actions: {
    favourable: {
      from: ['requested'],
      to: 'favourable',
      roles: ['reviewer', 'fire-brigade', 'inspector'],
      says: { pt: 'registrar como favorável', en: 'record as favourable' },
    },
    unfavourable: {
      from: ['requested'],
      to: 'unfavourable',
      roles: ['reviewer', 'fire-brigade', 'inspector'],
      says: { pt: 'registrar como desfavorável', en: 'record as unfavourable' },
    },
    'request-changes': {
      from: ['requested'],
      to: 'changes-requested',
      roles: ['reviewer', 'fire-brigade', 'inspector'],
      says: { pt: 'fazer exigências em', en: 'request changes on' },
    },
    // The applicant (or the officer for them) resubmits: only to the department that asked.
    resubmit: {
      from: ['changes-requested'],
      to: 'requested',
      roles: ['applicant', 'licensing-officer'],
      says: { pt: 'reapresentar', en: 'resubmit' },
    },
  },
});
export type OpinionStatus = (typeof opinionMachine.states)[number];

export const holdMachine = defineMachine({
  name: 'hold',
  title: { pt: 'exigência', en: 'hold' },
  feminine: true,
  states: ['open', 'released'] as const,
  actions: { release: { from: ['open'], to: 'released', roles: ['licensing-officer'], says: { pt: 'liberar', en: 'release' } } },
});
export type HoldStatus = (typeof holdMachine.states)[number];

export const dueProcessMachine = defineMachine({
  name: 'due-process',
  title: { pt: 'processo de sanção', en: 'due process' },
  // The listings' names ("defesa apresentada", "sanção mantida") said of the process itself.
  stateSays: {
    'defence-filed': { pt: 'com defesa apresentada', en: 'with its defence filed' },
    upheld: { pt: 'decidido com a sanção mantida', en: 'decided with the sanction upheld' },
  },
  states: ['notified', 'defence-filed', 'upheld', 'dismissed'] as const,
  actions: {
    defend: {
      from: ['notified'],
      to: 'defence-filed',
      roles: ['applicant', 'licensing-officer'],
      says: { pt: 'apresentar defesa em', en: 'file a defence in' },
    },
    uphold: {
      from: ['notified', 'defence-filed'],
      to: 'upheld',
      roles: ['licensing-officer'],
      says: { pt: 'manter a sanção em', en: 'uphold the sanction in' },
    },
    dismiss: {
      from: ['notified', 'defence-filed'],
      to: 'dismissed',
      roles: ['licensing-officer'],
      says: { pt: 'arquivar', en: 'dismiss' },
    },
  },
});
export type DueProcessStatus = (typeof dueProcessMachine.states)[number];

export const licenceMachine = defineMachine({
  name: 'licence',
  title: { pt: 'licença', en: 'licence' },
  feminine: true,
  states: ['active', 'suspended', 'interdicted', 'revoked', 'closed'] as const,
  actions: {
    suspend: { from: ['active'], to: 'suspended', roles: ['licensing-officer'], says: { pt: 'suspender', en: 'suspend' } },
    interdict: {
      from: ['active', 'suspended'],
      to: 'interdicted',
      roles: ['licensing-officer'],
      says: { pt: 'interditar', en: 'interdict' },
    },
    revoke: {
      from: ['active', 'suspended', 'interdicted'],
      to: 'revoked',
      roles: ['licensing-officer'],
      says: { pt: 'cassar', en: 'revoke' },
    },
    reinstate: {
      from: ['suspended', 'interdicted'],
      to: 'active',
      roles: ['licensing-officer'],
      says: { pt: 'restabelecer', en: 'reinstate' },
    },
    close: { from: ['active', 'suspended'], to: 'closed', roles: ['licensing-officer'], says: { pt: 'encerrar', en: 'close' } },
  },
});
export type LicenceLifecycle = (typeof licenceMachine.states)[number];
