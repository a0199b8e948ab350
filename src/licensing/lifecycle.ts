/**
 * A licence's life in time and the due process before a sanction. Pure: the date is an
 * argument.
 *  - validity: the stage's period from the issue day, counted as the Código Civil art. 132
 *    counts (§ 3: years end on the day of the same number), e.g. Nova Odessa art. 16 § 1
 *    "renováveis anualmente";
 *  - phase on a date: active → due for renewal (the procedure's window before the last day)
 *    → expired (the day after the last day); a sanction's state wins over the calendar;
 *  - due process: notice → the defence term (procedure.dueProcess.defenceDays) → decision,
 *    which may not come before the defence is filed or the term has run out;
 *  - who decides: where the procedure names an authority for the sanction (VdC art. 26 II: the
 *    Chefe do Executivo Municipal, on the administration's opinion), upholding it records that
 *    authority's act and the opinion it followed.
 */
import { statusName } from '../core/status-names.ts';
import { addDays, periodLastDay } from '../core/periods.ts';
import { formatDate, isIsoDate } from '../core/format.ts';
import type { ProcedureDef, SanctionAuthorityDef, StageDef } from '../core/procedure.ts';
import type { IsoDate, Text } from '../core/types.ts';
import type { AuthorityAct, AuthorityDecision, CaseData } from '../domain/licensing.ts';
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

/**
 * The case opened by a notice on `notifiedOn`: the last day for the defence. `cite`: the unit a
 * notice rests on when it is not the procedure's own for the sanction (Salvador: a revocation
 * after a closure order rests on art. 15 § 2º, the enforcement's `revocationAfterClosure`).
 */
export function openCase(
  procedure: ProcedureDef,
  action: CaseData['action'],
  grounds: string,
  notifiedOn: IsoDate,
  citeOverride?: string,
): CaseData | { refused: string } {
  const cite = citeOverride ?? procedure.dueProcess.sanctions[action];
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
export function decidableOn(status: string, c: CaseData, date: IsoDate): { ok: true } | { ok: false; reason: Text } {
  if (status === 'defence-filed') return { ok: true };
  // The English keeps the id (it is also the field problem's `expected`, which programs read): "upheld", "dismissed".
  if (status !== 'notified')
    return {
      ok: false,
      reason: { pt: `o processo já foi decidido (${statusName('due-process', status, 'pt')})`, en: `the case is already ${status}` },
    };
  if (date <= c.defenceUntil)
    return {
      ok: false,
      reason: {
        pt: `o prazo de defesa corre até ${formatDate(c.defenceUntil)}, inclusive (decisão pedida em ${formatDate(date)})`,
        en: `the defence term runs until ${formatDate(c.defenceUntil)} inclusive (decision asked on ${formatDate(date)})`,
      },
    };
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

/** The authority that decides this sanction of a licence of this kind, where the procedure names one (VdC art. 26 II), else null: the officer. */
export function sanctionAuthority(
  procedure: ProcedureDef,
  action: CaseData['action'],
  licenceKind: SanctionAuthorityDef['licenceKinds'][number],
): SanctionAuthorityDef | null {
  const a = procedure.dueProcess.decidedBy;
  return a?.sanctions.includes(action) && a.licenceKinds.includes(licenceKind) ? a : null;
}

/** What the officer records of the authority's decision: its act and the opinion (parecer) it followed. */
export interface AuthorityInput {
  act?: { [K in keyof AuthorityAct]?: AuthorityAct[K] | undefined } | undefined;
  opinion?: string | undefined;
}

/** A field to fix: its name, what was found and what was expected. */
export interface FieldRefusal {
  field: string;
  found: string;
  expected: string;
}

/**
 * The authority's decision of a case decided on `date`, or the field to fix. Upholding needs the
 * act (kind, number, date) and the opinion; dismissing takes them when given (the authority may
 * decide against the sanction) and needs neither (the administration may drop a case without
 * proposing it). The act is dated from the notice to the day the decision is recorded, and — as
 * the decision itself — after the defence term unless the defence was filed (`decidableOn`).
 * Where no authority is named, an act is refused: the licensing officer decides.
 */
export function authorityDecision(
  authority: SanctionAuthorityDef | null,
  citation: string,
  c: { status: string; data: CaseData },
  outcome: 'uphold' | 'dismiss',
  date: IsoDate,
  input: AuthorityInput,
): AuthorityDecision | null | FieldRefusal {
  const given = input.act !== undefined || input.opinion !== undefined;
  if (authority === null)
    return given ? { field: 'act', found: 'an act', expected: 'nothing: the licensing officer decides this sanction here' } : null;
  if (!given && outcome === 'dismiss') return null;
  const who = `${authority.title.pt} (${citation})`;
  const d = c.data;
  const act = actGiven(input, who, { from: d.notifiedOn, what: 'the notice' }, date);
  if ('field' in act) return act;
  const ok = decidableOn(c.status, d, act.date);
  if (!ok.ok) return { field: 'act.date', found: act.date, expected: `a date the case may be decided on: ${ok.reason.en}` };
  return decisionOf(authority, citation, act, input);
}

/**
 * The act as given, or the field to fix: kind, number and a date from `earliest` (the notice of
 * the case, the suspension lifted) to the day the decision is recorded.
 */
export function actGiven(
  input: AuthorityInput,
  who: string,
  earliest: { from: IsoDate; what: string },
  date: IsoDate,
): AuthorityAct | FieldRefusal {
  const act = input.act;
  if (act === undefined)
    return { field: 'act', found: 'nothing', expected: `the reference of the act of the ${who}: kind, number and date` };
  const blank = (v: string | undefined) => v === undefined || v.trim() === '';
  if (blank(act.kind)) return { field: 'act.kind', found: 'nothing', expected: 'the kind of act, e.g. Decreto or Despacho' };
  if (blank(act.number)) return { field: 'act.number', found: 'nothing', expected: 'the number of the act, e.g. 1.234/2026' };
  if (act.date === undefined || !isIsoDate(act.date))
    return { field: 'act.date', found: JSON.stringify(act.date ?? null), expected: 'the date of the act, AAAA-MM-DD' };
  if (act.date < earliest.from || act.date > date)
    return {
      field: 'act.date',
      found: act.date,
      expected: `a date from ${earliest.what} (${formatDate(earliest.from)}) to the decision recorded (${formatDate(date)})`,
    };
  return { kind: (act.kind as string).trim(), number: (act.number as string).trim(), date: act.date };
}

/** The authority's decision with its act, or the opinion (parecer) it followed as the field to fix. */
export function decisionOf(
  authority: SanctionAuthorityDef,
  citation: string,
  act: AuthorityAct,
  input: AuthorityInput,
): AuthorityDecision | FieldRefusal {
  if (input.opinion === undefined || input.opinion.trim() === '')
    return {
      field: 'opinion',
      found: 'nothing',
      expected: `the administration’s opinion (parecer) the ${authority.title.pt} followed: its reference or summary`,
    };
  return {
    authority: authority.id,
    title: authority.title,
    cite: authority.cite,
    citation,
    statement: { pt: `${authority.decided.pt} (${citation})`, en: `${authority.decided.en} (${citation})` },
    act,
    opinion: input.opinion.trim(),
  };
}

/** "decidido pelo Chefe do Executivo (Lei 709/1993, art. 26, II): Decreto nº 1.234/2026, de 05/12/2026; parecer: …". */
export function authorityText(a: AuthorityDecision, lang: 'pt' | 'en' = 'pt'): string {
  const act = `${a.act.kind} nº ${a.act.number}, ${lang === 'pt' ? 'de' : 'of'} ${formatDate(a.act.date)}`;
  return `${a.statement[lang]}: ${act}; ${lang === 'pt' ? 'parecer' : 'opinion'}: ${a.opinion}`;
}
