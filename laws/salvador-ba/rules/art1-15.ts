/**
 * Salvador — art. 1 (the specific alvará is a condition of operating; art. 15, I punishes
 * whoever keeps, distributes or sells GLP without it), art. 15 § 1º (an interdicted
 * establishment stays so until the notification is met) and § 2º (an interdicted establishment
 * that has not remedied the irregularity within 90 days may have its alvará revoked).
 */
import type { RuleContext } from '../../../src/core/context.ts';
import type { Outcome, RuleDef } from '../../../src/core/pack.ts';
import type { IsoDate } from '../../../src/core/types.ts';
import { notApplicable } from '../../../src/core/rulekit.ts';
import { lawOf, operatingLicenceOutcome } from '../../../src/core/rulekit-establishment.ts';
import type { SalvadorInput } from '../facts.ts';
import { WITH_VEHICLES } from './common.ts';

/**
 * Art. 1: "somente poderão exercer suas atividades após a expedição do Alvará específico". The
 * caput names the companies installed after the law; those already operating kept theirs and
 * had to renew it (§ 1º), and art. 15, I punishes anyone who keeps, distributes or sells GLP
 * without an alvará — so every company in operation must hold it.
 */
const art1: RuleDef<SalvadorInput> = {
  id: 'art1',
  implements: ['art1', 'art15-I'],
  title: { pt: 'Funcionamento somente após a expedição do alvará específico', en: 'Operating only after the specific licence is issued' },
  activities: WITH_VEHICLES,
  evaluate(ctx) {
    const o = operatingLicenceOutcome(ctx, { pt: 'alvará específico', en: 'specific licence (alvará)' });
    if (o.status !== 'violated') return o;
    const start = ctx.read('establishment.startDate');
    const pub = lawOf(ctx).inForceFrom;
    const before = start !== undefined && start <= pub;
    return {
      ...o,
      message:
        o.message +
        (before
          ? ctx.t(
              ` Empresa em operação desde antes da lei (${ctx.d(pub)}): art. 15, I pune quem mantém em depósito, distribui ou vende GLP sem alvará.`,
              ` Company operating since before the law (${ctx.d(pub)}): art. 15, I punishes keeping, distributing or selling GLP without a licence.`,
            )
          : ctx.t(
              ' Art. 1º: a empresa só pode exercer suas atividades após a expedição do alvará específico.',
              ' Art. 1: the company may operate only after the specific licence is issued.',
            )),
    };
  },
};

/**
 * The interdiction the findings of art. 15 §§ 1º and 2º turn on, as of the evaluation date:
 * none reported, or one dated after the evaluation date → the outcome saying so; else its date.
 */
function interdiction(ctx: RuleContext<SalvadorInput>): Outcome | IsoDate {
  const on = ctx.read('enforcement.interdictedOn');
  if (on === undefined)
    return notApplicable(ctx, 'Não há interdição informada (art. 15, § 1º).', 'No interdiction reported (art. 15 § 1).');
  const interdicted = ctx.fact('enforcement.interdictedOn', on);
  if (interdicted > ctx.date)
    return notApplicable(
      ctx,
      `Interdição em ${ctx.d(interdicted)}, posterior à data da avaliação.`,
      `Interdiction on ${ctx.d(interdicted)}, after the evaluation date.`,
    );
  return interdicted;
}

/**
 * Art. 15 § 1º: "persistindo a irregularidade, será interditado o estabelecimento, até que seja
 * atendida a notificação". An interdicted establishment whose irregularity is still open is not
 * in order — whatever § 2º says about the 90 days, which only opens the way to revocation: violated
 * while the notification is not met, satisfied once the irregularity is remedied (the interdiction
 * lasts only "até que seja atendida a notificação"). Not known whether it was remedied → cannot
 * evaluate, naming enforcement.irregularityRemedied.
 */
const art15Par1: RuleDef<SalvadorInput> = {
  id: 'art15-par1',
  implements: ['art15-par1'],
  title: {
    pt: 'Estabelecimento interditado até que seja atendida a notificação',
    en: 'Establishment interdicted until the notification is met',
  },
  activities: WITH_VEHICLES,
  evaluate(ctx) {
    const interdicted = interdiction(ctx);
    if (typeof interdicted !== 'string') return interdicted;
    if (ctx.need('enforcement.irregularityRemedied'))
      return {
        status: 'satisfied',
        message: ctx.t(
          `Interditado em ${ctx.d(interdicted)}; a irregularidade foi sanada: a notificação foi atendida, termo da interdição do art. 15, § 1º.`,
          `Interdicted on ${ctx.d(interdicted)}; the irregularity was remedied: the notification was met, which ends the interdiction of art. 15 § 1.`,
        ),
      };
    return {
      status: 'violated',
      message: ctx.t(
        `Interditado em ${ctx.d(interdicted)} e a irregularidade não foi sanada: o estabelecimento permanece interditado até que seja atendida a notificação (art. 15, § 1º).`,
        `Interdicted on ${ctx.d(interdicted)} and the irregularity not remedied: the establishment stays interdicted until the notification is met (art. 15 § 1).`,
      ),
    };
  },
};

/**
 * Art. 15 § 2º: interdicted and not remedied "no prazo de 90 (noventa) dias" → the alvará may be
 * revoked. The 90 days are counted as the Código Civil counts them (the day of the interdiction
 * excluded): revocation becomes possible on day 91. Reported as violated from that day (a
 * decision of the authority, with right of defence, not an automatic effect).
 */
const art15Par2: RuleDef<SalvadorInput> = {
  id: 'art15-par2',
  implements: ['art15-par2'],
  title: {
    pt: 'Interdição não sanada em 90 dias: cassação do alvará possível',
    en: 'Interdiction not remedied within 90 days: the licence may be revoked',
  },
  activities: WITH_VEHICLES,
  parameters: ['revocation-after-interdiction-days'],
  evaluate(ctx) {
    const interdicted = interdiction(ctx);
    if (typeof interdicted !== 'string') return interdicted;
    const remedied = ctx.need('enforcement.irregularityRemedied');
    const days = ctx.param<number>('revocation-after-interdiction-days');
    if (remedied)
      return notApplicable(
        ctx,
        'A irregularidade que motivou a interdição foi sanada: não há cassação pelo art. 15, § 2º.',
        'The irregularity behind the interdiction was remedied: no revocation under art. 15 § 2.',
      );
    const last = ctx.periodLastDay(interdicted, 'revocation-after-interdiction-days');
    if (ctx.date <= last)
      return {
        status: 'satisfied',
        message: ctx.t(
          `Interditado em ${ctx.d(interdicted)}: o prazo de ${days} dias para sanar a irregularidade corre até ${ctx.d(last)}.`,
          `Interdicted on ${ctx.d(interdicted)}: the ${days} days to remedy the irregularity run until ${ctx.d(last)}.`,
        ),
      };
    return {
      status: 'violated',
      message: ctx.t(
        `Interditado em ${ctx.d(interdicted)} e irregularidade não sanada em ${days} dias (até ${ctx.d(last)}): o alvará pode ser cassado, respeitados a ampla defesa e o contraditório.`,
        `Interdicted on ${ctx.d(interdicted)} and not remedied within ${days} days (by ${ctx.d(last)}): the licence may be revoked, with the right of defence.`,
      ),
    };
  },
};

/**
 * Art. 15, I: "manter em depósito, distribuir ou vender GLP sem Alvará" — whoever does it, not
 * only the GLP companies art. 1 names. A shop of other goods or a fuel station that sells GLP
 * has no GLP alvará (art. 11 forbids GLP there, so none is issued): art. 15, I (seizure of the
 * products and the fine) applies beside art. 11's own penalty (art. 15, III).
 */
const art15ISale: RuleDef<SalvadorInput> = {
  id: 'art15-I-sale',
  implements: ['art15-I'],
  title: {
    pt: 'Vender GLP sem alvará em instalação de outro comércio ou posto de combustível',
    en: 'Selling GLP without a licence at premises of other trade or a fuel station',
  },
  activities: ['other-commerce', 'fuel-station', 'glp-resale-at-fuel-station'],
  evaluate(ctx) {
    if (ctx.input.activity === 'glp-resale-at-fuel-station') ctx.fact('activity', ctx.input.activity);
    else if (!ctx.need('establishment.sellsGlp')) return notApplicable(ctx, 'Não vende GLP.', 'Does not sell GLP.');
    const o = operatingLicenceOutcome(ctx, { pt: 'alvará de GLP', en: 'GLP licence (alvará)' });
    if (o.status !== 'violated') return o;
    return {
      ...o,
      message:
        o.message +
        ctx.t(
          ' Vende GLP sem alvará: art. 15, I (apreensão dos produtos e multa); o art. 11 veda o GLP nessas instalações.',
          ' Sells GLP without a licence: art. 15, I (seizure of the products and a fine); art. 11 forbids GLP at such premises.',
        ),
    };
  },
};

export const art1Rules: RuleDef<SalvadorInput>[] = [art1, art15ISale];
export const art15Rules: RuleDef<SalvadorInput>[] = [art15Par1, art15Par2];
