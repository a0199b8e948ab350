/**
 * A licence's life in time and the due process before a sanction. Pure: the date is an
 * argument.
 *  - validity: the stage's period from the issue day, counted as the Código Civil art. 132
 *    counts (§ 3: years end on the day of the same number), e.g. Nova Odessa art. 16 § 1
 *    "renováveis anualmente";
 *  - phase on a date: active → due for renewal (the procedure's window before the last day)
 *    → expired (the day after the last day); a sanction's state wins over the calendar;
 *  - due process: notice → the defence term (procedure.dueProcess.defenceDays) → decision,
 *    which may not come before the defence is filed or the term has run out.
 */
import { addDays, periodLastDay } from '../core/periods.ts';
import type { ProcedureDef, StageDef } from '../core/procedure.ts';
import type { IsoDate } from '../core/types.ts';
import type { CaseData } from '../domain/licensing.ts';
import type { LicenceLifecycle } from './machines.ts';

export function expiryOf(stage: StageDef, issuedOn: IsoDate): IsoDate | null {
  return stage.validity ? periodLastDay(issuedOn, stage.validity) : null;
}

export type LicencePhase = LicenceLifecycle | 'due-for-renewal' | 'expired';

export function phaseOn(
  lifecycle: LicenceLifecycle,
  expiresOn: IsoDate | null,
  date: IsoDate,
  renewal: ProcedureDef['renewal'],
): LicencePhase {
  if (lifecycle !== 'active') return lifecycle;
  if (expiresOn === null) return 'active';
  if (date > expiresOn) return 'expired';
  if (renewal && date >= addDays(expiresOn, -renewal.dueWithinDays)) return 'due-for-renewal';
  return 'active';
}

/** The case opened by a notice on `notifiedOn`: the last day for the defence. */
export function openCase(
  procedure: ProcedureDef,
  action: CaseData['action'],
  grounds: string,
  notifiedOn: IsoDate,
): CaseData | { refused: string } {
  const cite = procedure.dueProcess.sanctions[action];
  if (!cite)
    return {
      refused: `the law of this municipality provides no ${action} (sanctions: ${Object.keys(procedure.dueProcess.sanctions).join(', ')})`,
    };
  return {
    action,
    grounds,
    cite,
    notifiedOn,
    defenceUntil: periodLastDay(notifiedOn, { n: procedure.dueProcess.defenceDays, unit: 'days' }),
    defence: null,
    decision: null,
    decidedOn: null,
  };
}

/** Whether the case may be decided on `date`: after the defence was filed, or once its term ran out. */
export function decidableOn(status: string, c: CaseData, date: IsoDate): { ok: true } | { ok: false; reason: string } {
  if (status === 'defence-filed') return { ok: true };
  if (status !== 'notified') return { ok: false, reason: `the case is already ${status}` };
  if (date <= c.defenceUntil)
    return { ok: false, reason: `the defence term runs until ${c.defenceUntil} inclusive (decision asked on ${date})` };
  return { ok: true };
}

/** What a sanction's decision does to the licence. */
export const SANCTION_EFFECT: Record<CaseData['action'], LicenceLifecycle> = {
  suspend: 'suspended',
  interdict: 'interdicted',
  revoke: 'revoked',
};

/** The public registry's coarse status for a lifecycle state (licences.status). */
export function registryStatus(l: LicenceLifecycle): 'active' | 'suspended' | 'revoked' {
  if (l === 'active') return 'active';
  if (l === 'suspended' || l === 'interdicted') return 'suspended';
  return 'revoked';
}
