/**
 * Salvador — art. 1 § 1º: "As empresas que já estiverem em operação por ocasião da vigência
 * desta Lei terão o prazo de 06 (seis) meses, a partir da sua publicação, para requerer a
 * renovação do Alvará de Funcionamento, caso o vencimento seja superior ao prazo mencionado
 * neste parágrafo." A company operating on 26/07/2011 whose alvará of then expired after the
 * six months (last day 26/01/2012, Código Civil art. 132 § 3º) had to request its renewal by that
 * day; one whose alvará expired within them renews it when it expires (art. 1). An alvará issued
 * after the law's publication is an alvará under this law: the renewal § 1º asks is behind it.
 * Whether the alvará held is the one of 2011 (documents.alvara.issuedOn) and when the renewal was
 * requested (establishment.renewalRequestedOn; renewalRequested: false, never) are asked only when they decide. The obligation
 * is the operating company's (an inspection, or no application): an application for a licence is
 * decided on the licence asked for, and a renewal filed within the six months is the request.
 */
import { MissingFacts } from '../../../src/core/context.ts';
import type { RuleDef } from '../../../src/core/pack.ts';
import { notApplicable } from '../../../src/core/rulekit.ts';
import { lawOf, operatingAtPublication } from '../../../src/core/rulekit-establishment.ts';
import type { SalvadorInput } from '../facts.ts';
import { ESTABLISHMENTS } from './common.ts';

export const art1Par1: RuleDef<SalvadorInput> = {
  id: 'art1-par1',
  implements: ['art1-par1'],
  title: {
    pt: 'Empresas em operação em 2011: renovação do alvará requerida em 6 meses',
    en: 'Companies operating in 2011: renewal of the licence requested within 6 months',
  },
  activities: ESTABLISHMENTS,
  parameters: ['renewal-request-period-months'],
  evaluate(ctx) {
    const pub = lawOf(ctx).inForceFrom;
    if (!operatingAtPublication(ctx))
      return notApplicable(
        ctx,
        `Empresa não estava em operação em ${ctx.d(pub)}: o § 1º é das empresas já em operação (as novas, caput).`,
        `The company was not operating on ${ctx.d(pub)}: § 1 binds companies already operating (new ones: the caput).`,
      );
    const last = ctx.periodLastDay(pub, 'renewal-request-period-months');
    const months = ctx.param<number>('renewal-request-period-months');
    // An application for the licence is decided on the licence asked for: a renewal filed is
    // the request § 1º asks (its date says whether in time); no request bars the licence.
    const app = ctx.input.application;
    if (app?.type !== undefined && app.type !== 'inspection') {
      ctx.fact('application.type', app.type);
      if (app.type === 'renewal' && app.filedOn !== undefined && app.filedOn <= last)
        return {
          status: 'satisfied',
          message: ctx.t(
            `Renovação requerida em ${ctx.d(ctx.fact('application.filedOn', app.filedOn))}, dentro dos ${months} meses (até ${ctx.d(last)}).`,
            `Renewal requested on ${ctx.d(app.filedOn)}, within the ${months} months (until ${ctx.d(last)}).`,
          ),
        };
      return notApplicable(
        ctx,
        'Pedido de licença: decide-se sobre o alvará pedido; o § 1º fixa o prazo de 2011–2012 para requerer a renovação, que não impede o pedido.',
        'Licence application: the decision is on the licence asked for; § 1 set the 2011–2012 period to request the renewal, which does not bar the application.',
      );
    }
    const requested = ctx.read('establishment.renewalRequestedOn');
    if (requested !== undefined && requested <= last)
      return {
        status: 'satisfied',
        message: ctx.t(
          `Renovação requerida em ${ctx.d(requested)}, dentro dos ${months} meses (até ${ctx.d(last)}).`,
          `Renewal requested on ${ctx.d(requested)}, within the ${months} months (until ${ctx.d(last)}).`,
        ),
      };
    const alvara = ctx.input.documents?.alvara;
    const issued = typeof alvara === 'object' ? alvara.issuedOn : undefined;
    if (issued !== undefined && issued > pub) {
      ctx.fact('documents.alvara.issuedOn', issued);
      return notApplicable(
        ctx,
        `Alvará expedido em ${ctx.d(issued)}, depois da publicação da lei: a renovação do § 1º já não se aplica.`,
        `Licence issued on ${ctx.d(issued)}, after the law's publication: the renewal of § 1 no longer applies.`,
      );
    }
    if (ctx.date <= last)
      return {
        status: 'satisfied',
        message: ctx.t(
          `O prazo de ${months} meses para requerer a renovação corre até ${ctx.d(last)}.`,
          `The ${months} months to request the renewal run until ${ctx.d(last)}.`,
        ),
      };
    // After the six months: the alvará of 2011 decides whether a renewal was due by then.
    const d = ctx.document('alvara');
    if (!d.held)
      return notApplicable(
        ctx,
        'Sem alvará de funcionamento: não há o que renovar (o funcionamento sem alvará é o art. 1º).',
        'No operating licence: nothing to renew (operating without one is art. 1).',
      );
    if (issued === undefined) ctx.need('documents.alvara.issuedOn', issued);
    const until = ctx.need('documents.alvara.validUntil', d.validUntil);
    if (until <= last)
      return notApplicable(
        ctx,
        `Alvará de antes da lei com vencimento em ${ctx.d(until)}, dentro dos ${months} meses: renova-se no vencimento.`,
        `Licence from before the law expiring on ${ctx.d(until)}, within the ${months} months: renewed when it expires.`,
      );
    // Requested after the six months, or not at all (renewalRequested: false); unknown → asked.
    let said: string;
    if (requested !== undefined) {
      ctx.fact('establishment.renewalRequestedOn', requested);
      said = ctx.t(`foi requerida em ${ctx.d(requested)}`, `it was requested on ${ctx.d(requested)}`);
    } else if (ctx.read('establishment.renewalRequested') === false) {
      ctx.fact('establishment.renewalRequested', false);
      said = ctx.t('não foi requerida', 'it was not requested');
    } else throw new MissingFacts(['establishment.renewalRequestedOn']);
    return {
      status: 'violated',
      message: ctx.t(
        `Alvará de antes da lei com vencimento em ${ctx.d(until)}, depois dos ${months} meses: a renovação devia ser requerida até ${ctx.d(last)}; ${said}.`,
        `Licence from before the law expiring on ${ctx.d(until)}, after the ${months} months: the renewal had to be requested by ${ctx.d(last)}; ${said}.`,
      ),
    };
  },
};
