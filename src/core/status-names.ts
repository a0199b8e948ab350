/**
 * The names of the statuses of the records (licensing items, licences, applications,
 * enforcement records), pt-BR as the acts say it, English beside: what the CLI's listings and
 * every refusal that names a state print. The ids stay where a program reads them (`--format
 * json`, the API's fields and `errors[]`). An id no catalog names is printed as it is. The
 * CLI's src/cli/status-names.ts re-exports this catalog.
 */
import { OPINION_CHOICES } from './input/choice-labels.ts';
import type { Lang, Text } from './types.ts';
import type { SanctionAction } from './procedure.ts';

export type StatusKind =
  | 'task'
  | 'task-outcome'
  | 'notice'
  | 'defence'
  | 'payment'
  | 'closure'
  | 'seizure'
  | 'inspection'
  | 'document'
  | 'opinion'
  | 'hold'
  | 'due-process'
  | 'licence'
  | 'decision'
  | 'application';

export const STATUS_NAMES: Readonly<Record<StatusKind, Readonly<Record<string, Text>>>> = {
  // The inspection queue of complaints (src/domain/field-task.ts).
  task: {
    open: { pt: 'aberta', en: 'open' },
    assigned: { pt: 'atribuída', en: 'assigned' },
    closed: { pt: 'encerrada', en: 'closed' },
  },
  'task-outcome': {
    confirmed: { pt: 'procedente', en: 'confirmed' },
    unfounded: { pt: 'improcedente', en: 'unfounded' },
    'not-found': { pt: 'não localizado', en: 'not found' },
    referred: { pt: 'encaminhada', en: 'referred' },
  },
  // Enforcement records (src/domain/enforcement.ts): auto de infração, interdição, apreensão, vistoria.
  notice: {
    issued: { pt: 'lavrado', en: 'issued' },
    cancelled: { pt: 'cancelado', en: 'cancelled' },
  },
  defence: {
    open: { pt: 'em prazo', en: 'open' },
    submitted: { pt: 'apresentada', en: 'submitted' },
    upheld: { pt: 'auto mantido', en: 'notice upheld' },
    annulled: { pt: 'auto anulado', en: 'notice annulled' },
  },
  payment: {
    none: { pt: 'nada a pagar', en: 'nothing to pay' },
    due: { pt: 'a pagar', en: 'due' },
    paid: { pt: 'pago', en: 'paid' },
  },
  closure: {
    'in-force': { pt: 'em vigor', en: 'in force' },
    lifted: { pt: 'levantada', en: 'lifted' },
    'revoked-licence': { pt: 'licença cassada', en: 'licence revoked' },
  },
  seizure: {
    held: { pt: 'em depósito', en: 'held' },
    released: { pt: 'liberada', en: 'released' },
  },
  inspection: {
    recorded: { pt: 'registrada', en: 'recorded' },
  },
  // Licensing machines (src/licensing/machines.ts).
  document: {
    pending: { pt: 'em análise', en: 'pending' },
    accepted: { pt: 'aceito', en: 'accepted' },
    rejected: { pt: 'recusado', en: 'rejected' },
  },
  opinion: {
    requested: { pt: 'solicitado', en: 'requested' },
    favourable: OPINION_CHOICES['favourable'] as Text,
    unfavourable: OPINION_CHOICES['unfavourable'] as Text,
    'changes-requested': { pt: 'com exigências', en: 'changes requested' },
  },
  hold: {
    open: { pt: 'aberta', en: 'open' },
    released: { pt: 'liberada', en: 'released' },
  },
  'due-process': {
    notified: { pt: 'notificado', en: 'notified' },
    'defence-filed': { pt: 'defesa apresentada', en: 'defence filed' },
    upheld: { pt: 'sanção mantida', en: 'sanction upheld' },
    dismissed: { pt: 'arquivado', en: 'dismissed' },
  },
  licence: {
    active: { pt: 'vigente', en: 'active' },
    suspended: { pt: 'suspensa', en: 'suspended' },
    interdicted: { pt: 'interditada', en: 'interdicted' },
    revoked: { pt: 'cassada', en: 'revoked' },
    closed: { pt: 'encerrada', en: 'closed' },
    // The registry's licence (src/domain/licence.ts LicenceStatus): one replaced by its renewal is expired.
    expired: { pt: 'vencida', en: 'expired' },
  },
  // A stage's decision (src/domain/licensing.ts DecisionData.outcome).
  decision: {
    issued: { pt: 'de emissão', en: 'issued' },
    denied: { pt: 'de indeferimento', en: 'denied' },
  },
  // A licensing application (src/domain/application.ts ApplicationStatus), as the web application names them.
  application: {
    draft: { pt: 'em rascunho', en: 'in draft' },
    submitted: { pt: 'enviado', en: 'submitted' },
    'under-review': { pt: 'em análise', en: 'under review' },
    approved: { pt: 'aprovado', en: 'approved' },
    rejected: { pt: 'indeferido', en: 'rejected' },
    withdrawn: { pt: 'retirado', en: 'withdrawn' },
  },
};

/** A status by its name ("em vigor"), or its id when no catalog names it. */
export function statusName(kind: StatusKind, id: string, lang: Lang): string {
  return STATUS_NAMES[kind][id]?.[lang] ?? id;
}

/** A licensing item's status (its kind is the machine's: document, opinion, hold, due-process…). */
export function itemStatusName(kind: string, id: string, lang: Lang): string {
  const machine = kind === 'case' ? 'due-process' : kind === 'licence-record' ? 'licence' : kind;
  return machine in STATUS_NAMES ? statusName(machine as StatusKind, id, lang) : id;
}

/** The sanctions of a licence's due process (CaseData.action) as nouns ("prazo de defesa da suspensão"). */
export const SANCTION_NAMES: Readonly<Record<SanctionAction, Text>> = {
  suspend: { pt: 'suspensão', en: 'suspension' },
  interdict: { pt: 'interdição', en: 'closure order' },
  revoke: { pt: 'cassação', en: 'revocation' },
};

/** A sanction id by its name; an unknown one as written. */
export function sanctionName(id: string): Text {
  return (SANCTION_NAMES as Readonly<Record<string, Text>>)[id] ?? { pt: id, en: id };
}

/** A licensing item's kind with its indefinite article, as a sentence names it ("uma exigência"). */
export const ITEM_KIND_NAMES: Readonly<Record<string, Text>> = {
  document: { pt: 'um documento', en: 'a document' },
  opinion: { pt: 'um parecer', en: 'an opinion' },
  hold: { pt: 'uma exigência', en: 'a hold' },
  case: { pt: 'um processo de sanção', en: 'a case' },
  'licence-record': { pt: 'um registro de licença', en: 'a licence record' },
  decision: { pt: 'uma decisão', en: 'a decision' },
};

/**
 * The kind of a checklist item as the CLI's lines begin ("documento iptu: …", "parecer
 * fire-brigade: …"): the word in the run's language, then the id the acts take (`--document iptu`).
 */
export const CHECKLIST_KIND_NAMES: Readonly<Record<string, Text>> = {
  evaluation: { pt: 'avaliação', en: 'evaluation' },
  fact: { pt: 'fato', en: 'fact' },
  document: { pt: 'documento', en: 'document' },
  opinion: { pt: 'parecer', en: 'opinion' },
  hold: { pt: 'pendência', en: 'hold' },
  stage: { pt: 'etapa', en: 'stage' },
};

/** A checklist item's kind in `lang` (the id itself for a kind not named). */
export function checklistKindName(kind: string, lang: 'pt' | 'en'): string {
  return CHECKLIST_KIND_NAMES[kind]?.[lang] ?? kind;
}

/** A status named in both languages (a refusal's `{pt, en}`). */
export function statusText(kind: StatusKind, id: string): Text {
  return { pt: statusName(kind, id, 'pt'), en: statusName(kind, id, 'en') };
}
