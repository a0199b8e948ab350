/**
 * Repeat offences, closure and revocation, and the small state machines of a notice (defence:
 * open → submitted → upheld | annulled; payment: due → paid, overdue by date; cancelled stays
 * in the record). Pure: records and dates are arguments; the pack says what the law provides.
 */
import { type StatusKind, statusName } from '../core/status-names.ts';
import type { ClosureGroundDef } from '../core/enforcement.ts';
import type { Pack } from '../core/pack.ts';
import { periodEnd } from '../core/periods.ts';
import type { IsoDate, Text } from '../core/types.ts';
import type { ClosureData, EnforcementRecord, NoticeData } from '../domain/enforcement.ts';
import { EnforcementError, enforcementOf, paramValue } from './fines.ts';
import { formatDate } from '../core/format.ts';

/**
 * An act not allowed in the record's present state (HTTP 409, CLI exit 2). The sentence in both
 * languages (`text`); field, found and expected as the API's errors[] say them (English, ids).
 * `kind`: whose states found and expected are (src/core/status-names.ts), when they are states —
 * the CLI names them; the defence's and the payment's follow from the field.
 */
export class StateConflict extends Error {
  readonly text: Text;
  readonly kind: StatusKind | undefined;
  constructor(
    text: Text,
    readonly field: string,
    readonly found: string,
    readonly expected: string,
    kind?: StatusKind,
  ) {
    super(text.en);
    this.text = text;
    this.kind = kind ?? (field === 'defence.state' ? 'defence' : field === 'payment.state' ? 'payment' : undefined);
  }
}

/** The key under which repeat offences and notifications are counted, by the pack's reading of "same irregularity". */
export function irregularityKey(reading: string, infraction: string, units: readonly string[]): string {
  if (reading === 'same-infraction') return `infraction:${infraction}`;
  if (reading === 'same-units') return `units:${[...new Set(units)].sort().join('+')}`;
  throw new EnforcementError('same-irregularity', JSON.stringify(reading), 'same-units or same-infraction');
}

/**
 * The key of a notice of the infraction: an infraction that imposes another's fine counts its
 * repeats with that one (InfractionDef.countsAs: Nova Odessa art. 14 § 3º with art. 18).
 */
export function noticeKey(pack: Pack, reading: string, infraction: string, units: readonly string[]): string {
  const def = enforcementOf(pack).infractions.find((i) => i.id === infraction);
  if (!def) throw new EnforcementError('infraction', JSON.stringify(infraction), 'an infraction of the pack');
  return irregularityKey(reading, def.countsAs ?? infraction, units);
}

/** Earlier notices on the same irregularity that count (a cancelled one does not). */
export function priorCounts(earlier: readonly EnforcementRecord[], key: string): { priorNotices: number; priorFines: number } {
  const same = earlier.filter((r) => r.kind === 'notice' && r.key === key && r.status !== 'cancelled');
  return {
    priorNotices: same.length,
    priorFines: same.filter((r) => (r.data as NoticeData).quote.kind !== 'notification').length,
  };
}

/** The closure ground the n-th notification on the same irregularity triggers, if the law has one. */
export function closureDueAt(pack: Pack, date: IsoDate, notification: number): ClosureGroundDef | null {
  for (const g of enforcementOf(pack).closureGrounds ?? []) {
    if (!g.atNotificationParameter) continue;
    const at = Number(paramValue(pack, g.atNotificationParameter, date).value);
    if (notification >= at) return g;
  }
  return null;
}

export function closureGround(pack: Pack, id: string): ClosureGroundDef {
  const grounds = enforcementOf(pack).closureGrounds ?? [];
  const g = grounds.find((x) => x.id === id);
  if (!g)
    throw new EnforcementError(
      'ground',
      JSON.stringify(id),
      grounds.length ? `one of ${grounds.map((x) => x.id).join(', ')}` : 'none: this law provides no closure order',
    );
  return g;
}

/**
 * The first day the licence may be revoked after a closure ordered on `orderedOn`, or null when
 * the law provides no such revocation. Salvador art. 15 § 2º: "não seja sanada no prazo de 90
 * dias" — 90 days counted as the Código Civil counts (art. 132: the day of the order excluded),
 * so the 90th day is orderedOn + 90 and revocation is possible from the 91st.
 */
export function revocationPossibleFrom(pack: Pack, orderedOn: IsoDate): IsoDate | null {
  const r = enforcementOf(pack).revocationAfterClosure;
  if (!r) return null;
  const days = Number(paramValue(pack, r.daysParameter, orderedOn).value);
  return periodEnd(orderedOn, { n: days, unit: 'days' });
}

/** A closure order that is no longer in force (lifted, revoked-licence…): nothing can be done on it as in force. */
export function checkClosureInForce(status: string): void {
  if (status !== 'in-force')
    throw new StateConflict(
      { pt: `a interdição está ${statusName('closure', status, 'pt')}`, en: `the closure order is ${statusName('closure', status, 'en')}` },
      'status',
      status,
      'in-force',
      'closure',
    );
}

/** Whether a revocation may be decided on `date` for this closure; else why not. */
export function checkRevocation(closure: EnforcementRecord, date: IsoDate): void {
  const d = closure.data as ClosureData;
  checkClosureInForce(closure.status);
  if (d.revocationPossibleFrom === null)
    throw new StateConflict(
      { pt: 'a lei não prevê cassação após a interdição', en: 'the law provides no revocation after a closure' },
      'closure',
      closure.id,
      'a closure under a law that provides revocation',
    );
  if (date < closure.on || date < d.revocationPossibleFrom)
    throw new StateConflict(
      {
        pt: `a cassação é possível a partir de ${formatDate(d.revocationPossibleFrom)} (interdição de ${formatDate(closure.on)} não sanada no prazo da lei)`,
        en: `revocation is possible from ${formatDate(d.revocationPossibleFrom)} (closure of ${formatDate(closure.on)} not remedied in the law's period)`,
      },
      'on',
      date,
      `on or after ${formatDate(d.revocationPossibleFrom)}`,
    );
}

export type NoticeAction =
  | { type: 'submit-defence'; on: IsoDate; note?: string | undefined }
  | { type: 'decide'; on: IsoDate; outcome: 'upheld' | 'annulled'; note?: string | undefined }
  | { type: 'pay'; on: IsoDate }
  | { type: 'cancel'; on: IsoDate; reason: string };

/** The notice after an action, or StateConflict naming the state found and the one expected. */
export function applyNoticeAction(
  status: string,
  data: NoticeData,
  a: NoticeAction,
  issuedOn: IsoDate,
): { status: string; data: NoticeData } {
  if (status === 'cancelled')
    throw new StateConflict(
      { pt: 'o auto de infração está cancelado', en: 'the notice is cancelled' },
      'status',
      status,
      'issued',
      'notice',
    );
  if (a.on < issuedOn)
    throw new StateConflict(
      {
        pt: `a data é anterior ao auto de infração (${formatDate(issuedOn)})`,
        en: `the date is before the notice (${formatDate(issuedOn)})`,
      },
      'on',
      a.on,
      `on or after ${formatDate(issuedOn)}`,
    );
  const d: NoticeData = { ...data, defence: { ...data.defence }, payment: { ...data.payment } };
  switch (a.type) {
    case 'submit-defence':
      if (d.defence.state !== 'open')
        throw new StateConflict(
          { pt: 'a defesa não está aberta', en: 'the defence is not open' },
          'defence.state',
          d.defence.state,
          'open',
        );
      if (d.defence.dueOn !== null && a.on > d.defence.dueOn)
        throw new StateConflict(
          {
            pt: `o prazo de defesa terminou em ${formatDate(d.defence.dueOn)}`,
            en: `the defence period ended on ${formatDate(d.defence.dueOn)}`,
          },
          'on',
          a.on,
          `on or before ${formatDate(d.defence.dueOn)}`,
        );
      d.defence = { ...d.defence, state: 'submitted', submittedOn: a.on, ...(a.note ? { note: a.note } : {}) };
      return { status, data: d };
    case 'decide':
      if (d.defence.state !== 'submitted')
        throw new StateConflict(
          { pt: 'nenhuma defesa aguarda decisão', en: 'no defence awaits a decision' },
          'defence.state',
          d.defence.state,
          'submitted',
        );
      d.defence = { ...d.defence, state: a.outcome, decidedOn: a.on, ...(a.note ? { note: a.note } : {}) };
      // An annulled notice stays in the record, cancelled: nothing is due and it no longer counts as a repeat.
      if (a.outcome === 'annulled') {
        d.payment = { state: 'none', dueOn: null };
        d.cancelled = { on: a.on, reason: `annulled on defence${a.note ? `: ${a.note}` : ''}` };
        return { status: 'cancelled', data: d };
      }
      return { status, data: d };
    case 'pay':
      if (d.payment.state !== 'due')
        throw new StateConflict(
          { pt: 'nenhum pagamento é devido neste auto de infração', en: 'no payment is due on this notice' },
          'payment.state',
          d.payment.state,
          'due',
        );
      d.payment = { ...d.payment, state: 'paid', paidOn: a.on };
      return { status, data: d };
    case 'cancel':
      if (d.payment.state === 'paid')
        throw new StateConflict(
          { pt: 'um auto de infração pago não pode ser cancelado', en: 'a paid notice cannot be cancelled' },
          'payment.state',
          'paid',
          'due or none',
        );
      d.cancelled = { on: a.on, reason: a.reason };
      d.payment = { ...d.payment, state: 'none' };
      return { status: 'cancelled', data: d };
  }
}

/** The payment as of a date: overdue is derived, never stored (it changes with the date only). */
export function paymentStatus(data: NoticeData, date: IsoDate): 'none' | 'due' | 'overdue' | 'paid' {
  const p = data.payment;
  if (p.state === 'due' && p.dueOn !== null && date > p.dueOn) return 'overdue';
  return p.state;
}
