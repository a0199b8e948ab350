/**
 * The terms and sanctions of a pack's licensing procedure as people and programs read them, one
 * derivation for `glp licensing procedure` (src/cli/procedure-text.ts) and
 * `GET /api/municipalities/{id}/procedure` (src/api/routes/licensing-procedure.ts):
 *  - whether a term (a licence's validity, the renewal window, the defence term) is set by the law
 *    — with the unit that sets it (Nova Odessa art. 16 § 1º: "renováveis anualmente") — or is the
 *    municipality's choice, where the law sets none (every renewal window and defence term of the
 *    four laws): a choice is never cited as if an article set it;
 *  - what the licence declares besides number, holder and address (VdC art. 26 I b, art. 5 § 3º);
 *  - the sanctions the law names, each with its unit and who decides it: the licensing officer, or
 *    the authority the law gives the decision to (VdC art. 26 II: the Mayor, on the
 *    administration's opinion), for the licences it names;
 *  - the revocation the law attaches to a closure order not remedied (Salvador art. 15 § 2º), with
 *    its period read from the pack's dated parameter on the date asked.
 * Pure.
 */
import { valueOn } from '../core/dated.ts';
import type { Pack } from '../core/pack.ts';
import type { Period } from '../core/periods.ts';
import {
  type ProcedureDef,
  type ProcedureReading,
  type ReadingsOn,
  liftingReading,
  type SanctionAction,
  type SanctionAuthorityDef,
  type SanctionGround,
  type StageDef,
} from '../core/procedure.ts';
import type { IsoDate, Text } from '../core/types.ts';
import { ROLE_NAMES } from '../domain/roles.ts';

/** Who sets a term: the law, in `unit`; or the municipality, the law setting none (`basis`: the unit the term belongs to, which does not set it). */
export type TermSource = { setBy: 'law'; unit: string } | { setBy: 'municipality'; basis: string };

/** The term's source from the unit that sets it (absent: none does) and the unit it belongs to. */
export function termSource(setByUnit: string | undefined, basis: string): TermSource {
  return setByUnit !== undefined ? { setBy: 'law', unit: setByUnit } : { setBy: 'municipality', basis };
}

/** A licence's validity: its period and who sets it; null where it has no end (the law sets none and none is chosen). */
export function stageValidity(s: StageDef): { period: Period; source: TermSource } | null {
  return s.validity ? { period: s.validity, source: termSource(s.validityCite, s.cite) } : null;
}

/** The renewal window (days before the validity ends from which renewal is asked), or null: no renewal. */
export function renewalTerm(p: ProcedureDef): { days: number; source: TermSource } | null {
  return p.renewal ? { days: p.renewal.dueWithinDays, source: termSource(p.renewal.dueWithinDaysCite, p.renewal.cite) } : null;
}

/** The defence term, in calendar days (counted as Código Civil art. 132), before a sanction is decided. */
export function defenceTerm(p: ProcedureDef): { days: number; source: TermSource } {
  return { days: p.dueProcess.defenceDays, source: termSource(p.dueProcess.defenceDaysCite, p.dueProcess.cite) };
}

/** What a licence declares, in the order people read it. */
export type StatedItem = 'resale-type' | 'class' | 'quantity';

export const STATED_NAMES: Record<StatedItem, Text> = {
  'resale-type': { pt: 'tipo de revenda', en: 'resale type' },
  class: { pt: 'classe', en: 'class' },
  quantity: { pt: 'quantidade permitida', en: 'permitted quantity' },
};

/** The items the stage's licence declares: the resale type, the class, the permitted quantity (kg, and containers where `countsContainers`). */
export function statedItems(s: StageDef): StatedItem[] {
  const out: StatedItem[] = [];
  if (s.states.includes('resale-type')) out.push('resale-type');
  if (s.states.includes('class')) out.push('class');
  if (s.states.includes('kg') || s.states.includes('containers')) out.push('quantity');
  return out;
}

export const SANCTION_ACTIONS: readonly SanctionAction[] = ['suspend', 'interdict', 'revoke'];

/** Who decides a sanction: a role id (the licensing officer's, or the authority's id) and its name; the authority where the law names one. */
export interface Decider {
  role: string;
  name: Text;
  /** The authority the law names (VdC art. 26 II), or null: the licensing officer. */
  authority: SanctionAuthorityDef | null;
}

/** The licensing officer, who decides where the law names no other authority. */
export const OFFICER: Decider = { role: 'licensing-officer', name: ROLE_NAMES['licensing-officer'], authority: null };

/** A sanction the law names: the unit naming it, and who decides it (for the authority's licence kinds; the others stay the officer's). */
export interface SanctionTerm {
  action: SanctionAction;
  unit: string;
  decider: Decider;
  /** `named`: the unit names the sanction; otherwise what it rests on (DueProcessDef.sanctionGround). */
  ground: 'named' | SanctionGround;
}

/** What a sanction the unit does not name rests on, as people say it after "não nomeada(s) na lei: ". */
const GROUND_BASIS: Record<SanctionGround, Text> = {
  'police-power': {
    pt: 'poder de polícia do Município, pela fiscalização que o artigo dá',
    en: 'the municipality’s police power, by the supervision the article gives',
  },
  'by-reference': {
    pt: 'entre as demais penalidades a que o artigo remete',
    en: 'among the other penalties the article refers to',
  },
};

/** "não nomeada na lei: …" of one sanction, "não nomeadas …" of several (English: the same either way). */
export function groundText(ground: SanctionGround, several = false): Text {
  const b = GROUND_BASIS[ground];
  return { pt: `não nomeada${several ? 's' : ''} na lei: ${b.pt}`, en: `not named by the law: ${b.en}` };
}

/** The sanctions the procedure names, suspension, closure order and revocation in that order. */
export function sanctionsOf(p: ProcedureDef): SanctionTerm[] {
  const a = p.dueProcess.decidedBy;
  return SANCTION_ACTIONS.flatMap((action) => {
    const unit = p.dueProcess.sanctions[action];
    if (!unit) return [];
    const decider = a?.sanctions.includes(action) ? { role: a.id, name: a.name, authority: a } : OFFICER;
    return [{ action, unit, decider, ground: p.dueProcess.sanctionGround?.[action] ?? 'named' }];
  });
}

/**
 * Salvador art. 15 § 2º: the revocation the law attaches to a closure order not remedied in a
 * period — the unit and the period's days, the pack parameter's value on `date` — or null when the
 * law provides none (or the parameter has no value then).
 */
export function revocationAfterClosure(pack: Pack, date: IsoDate): { unit: string; days: number } | null {
  const r = pack.enforcement?.revocationAfterClosure;
  const p = r ? pack.parameters.find((x) => x.id === r.daysParameter) : undefined;
  const days = p ? valueOn(p, date)?.value : undefined;
  return r && typeof days === 'number' ? { unit: r.unit, days } : null;
}

/**
 * Who lifts a sanction once the irregularity is remedied (reinstatement): a revocation is final
 * (null); a suspension the law gives an authority, where the law is silent on lifting it, by the
 * reading the pack names (VdC art. 26 II, `reinstatement-authority`: by default the Mayor's act,
 * paralelismo das formas), read on the date; every other, the licensing officer.
 */
export function lifterOf(
  p: ProcedureDef,
  action: SanctionAction,
  on: ReadingsOn,
): { decider: Decider; reading: ProcedureReading | null } | null {
  if (action === 'revoke') return null;
  const a = p.dueProcess.decidedBy;
  const lifting = a?.sanctions.includes(action) ? liftingReading(a, on) : null;
  if (!a || !lifting) return { decider: OFFICER, reading: null };
  return { decider: lifting.byAuthority ? { role: a.id, name: a.name, authority: a } : OFFICER, reading: lifting.reading };
}
