/** Salvador — shared pieces of the rules: activities, the art. 2 § 1º exemption, penalties. */
import type { RuleContext } from '../../../src/core/context.ts';
import { addToDate } from '../../../src/core/format.ts';
import type { Activity, Vehicle } from '../../../src/core/input/schema.ts';
import type { Outcome, RuleDef } from '../../../src/core/pack.ts';
import { notApplicable, operatingBy } from '../../../src/core/rulekit.ts';
import type { IsoDate, Law } from '../../../src/core/types.ts';

/** Fixed establishments that need the TVL and the alvará (art. 1, art. 2). */
export const FIXED: readonly Activity[] = ['glp-resale', 'glp-bottling', 'glp-depot'];
/** Activities that may run delivery vehicles (arts. 3, 4, 8). */
export const WITH_VEHICLES: readonly Activity[] = ['glp-resale', 'glp-bottling', 'glp-depot', 'glp-mobile-sale'];
/** "empresas revendedoras" (art. 3 § 1º). */
export const RESELLERS: readonly Activity[] = ['glp-resale', 'glp-depot', 'glp-mobile-sale'];

/** Art. 16 period in days (also the value of parameter art16-period-days). */
export const ART16_DAYS = 180;

export function lawOf(ctx: RuleContext): Law {
  return ctx.pack.laws[0] as Law;
}

/** Last day (inclusive) of the art. 16 period: publication + 180 days, the start day excluded. */
export function art16LastDay(law: Law, days: number = ART16_DAYS): IsoDate {
  return addToDate(law.inForceFrom, days, 'days');
}

/** Whether the establishment was operating when the law was published; missing facts throw. */
export function existedAtPublicationCtx(ctx: RuleContext): boolean {
  return operatingBy(ctx, lawOf(ctx).inForceFrom);
}

/**
 * Art. 2 § 1º: "empresas já existentes quando da publicação desta Lei, instaladas legalmente".
 * Operating on 26/07/2011 (the date taken as publication) and legally installed.
 */
export function existingLegal(ctx: RuleContext): boolean {
  if (!existedAtPublicationCtx(ctx)) return false;
  return ctx.need('establishment.legallyInstalled', ctx.input.establishment?.legallyInstalled);
}

export function art2Par1Exemption(ctx: RuleContext): Outcome | null {
  if (!existingLegal(ctx)) return null;
  const pub = ctx.d(lawOf(ctx).inForceFrom);
  return notApplicable(
    ctx,
    `Estabelecimento em funcionamento na publicação da lei (${pub}) e instalado legalmente: isento do art. 2º, III pelo art. 2º, § 1º.`,
    `Establishment operating when the law was published (${pub}) and legally installed: exempt from art. 2, III under art. 2 § 1.`,
  );
}

export const ART2_PAR1 = 'art2-par1';

/** The input's vehicles: missing → MissingFacts; none → a not-applicable outcome. */
export function vehiclesOf(ctx: RuleContext): Vehicle[] | Outcome {
  const vehicles = ctx.need('vehicles', ctx.input.vehicles);
  if (vehicles.length === 0)
    return notApplicable(ctx, 'Nenhum veículo de transporte ou entrega declarado.', 'No transport or delivery vehicle declared.');
  return vehicles;
}

export function vehicleName(v: Vehicle, i: number): string {
  return v.plate ? `${v.plate} (${v.type})` : `#${i + 1} (${v.type})`;
}

// ---------------------------------------------------------------------------
// Penalties (art. 15): every violated finding names the item that punishes it.
// ---------------------------------------------------------------------------

function penaltyNote(ctx: RuleContext, item: string | null): string {
  const pct = ctx.param<number>('repeat-increase-percent');
  const third = ctx.param<number>('interdiction-at-notification');
  const repeat = ctx.t(
    ` Reincidência: multa acrescida de ${pct}% a cada constatação; persistindo na ${third}ª notificação sobre a mesma irregularidade, interdição (art. 15, § 1º).`,
    ` Repeat offence: fine increased by ${pct}% at each finding; still irregular at the ${third}rd notification on the same irregularity, interdiction (art. 15 § 1).`,
  );
  switch (item) {
    case 'I':
      return (
        ctx.t(
          `Enquadramento: art. 15, I — apreensão dos produtos e do veículo e multa de ${ctx.brl(ctx.param<number>('fine-art15-I'))}.`,
          `Penalty: art. 15, I — seizure of products and vehicle and a fine of ${ctx.brl(ctx.param<number>('fine-art15-I'))}.`,
        ) + repeat
      );
    case 'II':
      return (
        ctx.t(
          `Enquadramento: art. 15, II — multa de ${ctx.brl(ctx.param<number>('fine-art15-II'))} e apreensão do veículo.`,
          `Penalty: art. 15, II — fine of ${ctx.brl(ctx.param<number>('fine-art15-II'))} and seizure of the vehicle.`,
        ) + repeat
      );
    case 'III': {
      const r = ctx.param<{ min: number; max: number }>('fine-art15-III');
      return (
        ctx.t(
          `Enquadramento: art. 15, III — multa de ${ctx.brl(r.min)} a ${ctx.brl(r.max)}, fixada pelo fiscal.`,
          `Penalty: art. 15, III — fine from ${ctx.brl(r.min)} to ${ctx.brl(r.max)}, fixed by the inspector.`,
        ) + repeat
      );
    }
    case 'IV':
      return (
        ctx.t(
          `Enquadramento: art. 15, IV — multa de ${ctx.brl(ctx.param<number>('fine-art15-IV'))}.`,
          `Penalty: art. 15, IV — fine of ${ctx.brl(ctx.param<number>('fine-art15-IV'))}.`,
        ) + repeat
      );
    case 'V':
      return (
        ctx.t(
          `Enquadramento: art. 15, V — notificação; mantendo-se irregular, multa de ${ctx.brl(ctx.param<number>('fine-art15-V'))}.`,
          `Penalty: art. 15, V — notification; if still irregular, a fine of ${ctx.brl(ctx.param<number>('fine-art15-V'))}.`,
        ) + repeat
      );
    default:
      return ctx.t(
        'O art. 15 não fixa multa própria para esta infração: aplicam-se a fiscalização do art. 14 e as sanções da legislação pertinente (sossego público).',
        'Art. 15 sets no specific fine for this infraction: the inspection of art. 14 and the sanctions of the relevant legislation (public quiet) apply.',
      );
  }
}

/** Adds to every violated outcome of the rule the art. 15 item that punishes it (parameter penalty-by-rule). */
export function withPenalty(rule: RuleDef): RuleDef {
  return {
    ...rule,
    parameters: [...(rule.parameters ?? []), 'penalty-by-rule'],
    evaluate(ctx) {
      const o = rule.evaluate(ctx);
      if (o.status !== 'violated') return o;
      const map = ctx.param<Record<string, string | null>>('penalty-by-rule');
      const item = map[rule.id];
      if (item === undefined) return o;
      return { ...o, notes: [...(o.notes ?? []), penaltyNote(ctx, item)] };
    },
  };
}
