/** Salvador — art. 15: every violated finding names the item that punishes it (parameter penalty-by-rule). */
import type { RuleContext } from '../../../src/core/context.ts';

import type { RuleDef } from '../../../src/core/pack.ts';
import { reads } from '../../../src/core/rulekit.ts';
import type { SalvadorInput } from '../facts.ts';

/** Every parameter a penalty note can read (the item comes from penalty-by-rule, a what-if can change it). */
export const PENALTY_PARAMETERS = [
  'penalty-by-rule',
  'repeat-increase-percent',
  'interdiction-at-notification',
  'fine-art15-I',
  'fine-art15-II',
  'fine-art15-III',
  'fine-art15-IV',
  'fine-art15-V',
  'revocation-after-interdiction-days',
] as const;

function penaltyNote(ctx: RuleContext<SalvadorInput>, item: string | null, rule: RuleDef<SalvadorInput>): string {
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
    case 'par1': {
      const days = ctx.param<number>('revocation-after-interdiction-days');
      return ctx.t(
        `Enquadramento: art. 15, § 1º — interdição do estabelecimento até que seja atendida a notificação; não sanada a irregularidade em ${days} dias, o alvará pode ser cassado (art. 15, § 2º).`,
        `Penalty: art. 15 § 1 — interdiction of the establishment until the notification is met; if the irregularity is not remedied within ${days} days, the licence may be revoked (art. 15 § 2).`,
      );
    }
    case 'par2':
      return ctx.t(
        'Enquadramento: art. 15, § 2º — cassação do alvará, sempre respeitando o direito à ampla defesa e ao contraditório.',
        'Penalty: art. 15 § 2 — revocation of the licence, always with the right to a full defence and to be heard.',
      );
    default:
      return noFineNote(ctx, rule);
  }
}

/**
 * A violation art. 15 gives no fine of its own (penalty-by-rule null), said by what the law does
 * give it. Art. 4 (sound advertising) sends to "as normas vigentes no que diz respeito ao sossego
 * público"; art. 1 § 1º (the renewal not requested within the six months of 2011) has no penalty
 * at all, but once the alvará of then expires, operating without it is art. 15, I. Any other rule
 * a what-if leaves without an item is said to have none, naming no other norm.
 */
function noFineNote(ctx: RuleContext<SalvadorInput>, rule: RuleDef<SalvadorInput>): string {
  if (rule.implements.some((u) => u === 'art4' || u.startsWith('art4-')))
    return ctx.t(
      'O art. 15 não fixa multa própria para esta infração: aplicam-se a fiscalização do art. 14 e as sanções da legislação pertinente (sossego público).',
      'Art. 15 sets no specific fine for this infraction: the inspection of art. 14 and the sanctions of the relevant legislation (public quiet) apply.',
    );
  if (rule.implements.includes('art1-par1'))
    return ctx.t(
      'O art. 15 não fixa multa para a renovação não requerida no prazo do art. 1º, § 1º; vencido o alvará, funcionar sem ele é a infração do art. 15, I (apreensão dos produtos e do veículo e multa).',
      'Art. 15 sets no fine for a renewal not requested within the period of art. 1 § 1; once the licence has expired, operating without it is the infraction of art. 15, I (seizure of the products and vehicle and a fine).',
    );
  return ctx.t('O art. 15 não fixa multa própria para esta infração.', 'Art. 15 sets no specific fine for this infraction.');
}

/** Adds to every violated outcome of the rule the art. 15 item that punishes it (parameter penalty-by-rule). */
export function withPenalty(rule: RuleDef<SalvadorInput>): RuleDef<SalvadorInput> {
  return {
    ...rule,
    parameters: reads(rule.parameters ?? [], PENALTY_PARAMETERS),
    evaluate(ctx) {
      const o = rule.evaluate(ctx);
      if (o.status !== 'violated') return o;
      const map = ctx.param<Record<string, string | null>>('penalty-by-rule');
      const item = map[rule.id];
      if (item === undefined) return o;
      return { ...o, notes: [...(o.notes ?? []), penaltyNote(ctx, item, rule)] };
    },
  };
}
