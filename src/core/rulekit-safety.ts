/**
 * Rule kit: fire extinguishers, counted one way for every pack. An extinguisher counts when it is
 * of the agent the law names, at least the capacity it names, and in date. Whether "in date" must
 * be stated is the law's: Nova Odessa art. 8 II requires them "devidamente inspecionados e com a
 * validade em dia" (an extinguisher whose validity is not stated is a missing fact); Vitória da
 * Conquista arts. 12 VIII, 13 VII and 17 X name only agent and capacity (one known to be out of
 * date does not count, one whose validity is not stated does).
 */
import { MissingFacts, type RuleContext } from './context.ts';
import type { EstablishmentInput } from './input/schema.ts';

type Extinguisher = NonNullable<NonNullable<EstablishmentInput['safety']>['extinguishers']>[number];

export interface ExtinguisherCount {
  /** Units that count. */
  units: number;
  /** Total kg of agent of the units that count. */
  totalKg: number;
  /** The extinguishers that count. */
  counted: Extinguisher[];
  /** Units of the agent known to be out of date (not counted). */
  expiredUnits: number;
  /** Units of another agent (not counted). */
  otherAgentUnits: number;
  /** Every extinguisher listed with why it does not count: "1 × pó químico 4 kg (fora da validade)". */
  listed: string;
}

export interface ExtinguisherRule {
  /** The agent the law names ('dry-chemical'), or any. */
  agent: 'dry-chemical' | 'any';
  /** Least capacity each one must have, kg. */
  minKg?: number;
  /** 'must-be-stated': validity unknown → missing fact; 'unless-known-expired': counts unless stated out of date. */
  validity: 'must-be-stated' | 'unless-known-expired';
}

// Module-level helpers, not closures: the kit runs once per rule and evaluation.
function ofAgent(rule: ExtinguisherRule, e: Extinguisher): boolean {
  return rule.agent === 'any' || e.agent === rule.agent;
}

function inDate(rule: ExtinguisherRule, e: Extinguisher): boolean {
  return rule.validity === 'must-be-stated' ? e.inDate === true : e.inDate !== false;
}

export function countExtinguishers(ctx: RuleContext, rule: ExtinguisherRule): ExtinguisherCount {
  const ext = ctx.need('safety.extinguishers');
  const minKg = rule.minKg ?? 0;
  if (rule.validity === 'must-be-stated') {
    const unknown = ext.flatMap((e, i) =>
      ofAgent(rule, e) && e.count > 0 && e.inDate === undefined ? [`safety.extinguishers[${i}].inDate`] : [],
    );
    if (unknown.length > 0) throw new MissingFacts(unknown);
  }
  const out: ExtinguisherCount = { units: 0, totalKg: 0, counted: [], expiredUnits: 0, otherAgentUnits: 0, listed: '' };
  const parts: string[] = [];
  for (const e of ext) {
    const counts = ofAgent(rule, e) && e.kg >= minKg && inDate(rule, e);
    if (counts && e.count > 0) {
      out.units += e.count;
      out.totalKg += e.kg * e.count;
      out.counted.push(e);
    }
    if (!ofAgent(rule, e)) out.otherAgentUnits += e.count;
    else if (e.inDate === false) out.expiredUnits += e.count;
    const agent = e.agent === 'dry-chemical' ? ctx.t('pó químico', 'dry chemical') : e.agent;
    const why = counts
      ? ''
      : !ofAgent(rule, e)
        ? ctx.t(' (não é pó químico)', ' (not dry chemical)')
        : !inDate(rule, e)
          ? ctx.t(' (fora da validade)', ' (out of date)')
          : ctx.t(` (abaixo de ${ctx.q(minKg, 'kg')})`, ` (below ${ctx.q(minKg, 'kg')})`);
    parts.push(`${e.count} × ${agent} ${ctx.q(e.kg, 'kg')}${why}`);
  }
  out.listed = parts.length > 0 ? parts.join(' + ') : ctx.t('nenhum', 'none');
  return out;
}
