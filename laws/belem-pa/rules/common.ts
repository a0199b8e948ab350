/** Belém — pieces several rules share: the outlet activity, the art. 5 exemption, a vehicle's part of a requirement. */
import { exemptionStaysBehind, existedBefore, lawOf, notForConstruction } from '../../../src/core/rulekit-establishment.ts';
import { MissingFacts, type RuleContext } from '../../../src/core/context.ts';
import type { RuleDef } from '../../../src/core/pack.ts';
import { notApplicable } from '../../../src/core/rulekit.ts';
import { type BelemInput, guard } from '../facts.ts';

/** Posto Revendedor de GLP (art. 1). */
export const OUTLET: readonly string[] = ['glp-resale'];

/**
 * Art. 5: arts. 2 and 4 do not apply to outlets existing, or with a construction licence
 * approved, on the date the law came into force (its own date: a derived law's, not Belém's).
 * Its last clause — "os quais terão prazo improrrogável de seis meses para a conclusão de
 * obras" — limits the second group: an approved licence exempts only while the six months run
 * and, after them, only if the works were finished within them; otherwise art. 2 applies.
 */
export const art5Exemption = guard(['art5-works-period-months', 'art5-exemption-scope'], (ctx) => {
  const inForce = lawOf(ctx).inForceFrom;
  // A request for another place (a new outlet, a move, a TVL): the reading art5-exemption-scope decides.
  if (exemptionStaysBehind(ctx, 'art5-exemption-scope')) return null;
  const start = ctx.read('establishment.startDate');
  const approved = ctx.read('establishment.constructionLicenceApprovedOn');
  const d = ctx.d(inForce);
  const operating = start !== undefined && start <= inForce;
  if (!operating && approved !== undefined && approved <= inForce) {
    ctx.fact('establishment.constructionLicenceApprovedOn', approved);
    const last = ctx.periodLastDay(inForce, 'art5-works-period-months');
    const months = ctx.param<number>('art5-works-period-months');
    if (ctx.date > last) {
      const done = ctx.read('establishment.worksCompletedOn');
      if (done === undefined) {
        // Unfinished works (worksCompleted: false) lose the exemption; otherwise the date decides.
        if (ctx.read('establishment.worksCompleted') === false) {
          ctx.fact('establishment.worksCompleted', false);
          ctx.note(
            `Art. 5º não dispensa: licença de construção aprovada até ${d}, mas obras não concluídas no prazo improrrogável de ${months} meses (até ${ctx.d(last)}); aplicam-se os arts. 2º e 4º.`,
            `Art. 5 does not exempt: construction licence approved by ${d}, but works not finished within the non-extendable ${months} months (by ${ctx.d(last)}); arts. 2 and 4 apply.`,
          );
          return null;
        }
        throw new MissingFacts(['establishment.worksCompletedOn']);
      }
      ctx.fact('establishment.worksCompletedOn', done);
      if (done > last) {
        ctx.note(
          `Art. 5º não dispensa: licença de construção aprovada até ${d}, mas obras concluídas em ${ctx.d(done)}, depois do prazo improrrogável de ${months} meses (até ${ctx.d(last)}); aplicam-se os arts. 2º e 4º.`,
          `Art. 5 does not exempt: construction licence approved by ${d}, but works finished on ${ctx.d(done)}, after the non-extendable ${months} months (by ${ctx.d(last)}); arts. 2 and 4 apply.`,
        );
        return null;
      }
    }
    const running = ctx.date <= last;
    return {
      ...notApplicable(
        ctx,
        running
          ? `Licença de construção aprovada até ${d}, dentro do prazo improrrogável de ${months} meses para concluir as obras (até ${ctx.d(last)}): art. 5º dispensa os arts. 2º e 4º.`
          : `Licença de construção aprovada até ${d} e obras concluídas no prazo improrrogável de ${months} meses (até ${ctx.d(last)}): art. 5º dispensa os arts. 2º e 4º.`,
        running
          ? `Construction licence approved by ${d}, within the non-extendable ${months} months to finish the works (until ${ctx.d(last)}): art. 5 exempts it from arts. 2 and 4.`
          : `Construction licence approved by ${d} and works finished within the non-extendable ${months} months (by ${ctx.d(last)}): art. 5 exempts it from arts. 2 and 4.`,
      ),
      cite: 'art5',
    };
  }
  if (!existedBefore(ctx, inForce)) return null;
  return {
    ...notApplicable(
      ctx,
      `Posto existente ou com licença de construção aprovada até ${d}: art. 5º dispensa os arts. 2º e 4º.`,
      `Outlet existing or with a construction licence approved by ${d}: art. 5 exempts it from arts. 2 and 4.`,
    ),
    cite: 'art5',
  };
});

export const art5 = { exceptions: ['art5'], unless: art5Exemption };

/**
 * One vehicle's part of a requirement of several parts: `ctx.part` for an indexed fact
 * (`vehicles[1].ownership`), which a dotted path cannot name. Absent → undefined, and the label is
 * handed to the engine as `ctx.part` hands it: a part known to fail makes the finding violated (a
 * note names what is not reported); with no failure known it cannot be evaluated, naming them all.
 */
export function vehiclePart<T>(ctx: RuleContext<BelemInput>, label: string, value: T | undefined): T | undefined {
  if (value === undefined) {
    if (!ctx.partsMissing.includes(label)) ctx.partsMissing.push(label);
    return undefined;
  }
  return ctx.fact(label, value);
}

/**
 * Art. 3: "Os Postos são obrigados a manter" a scale, its certificate, extinguishers, hygiene,
 * insurance and a telephone "durante seu período de funcionamento": duties of an outlet that
 * operates. An application for the licence to build (application.type 'construction') asks for
 * the approval of plans, which art. 2 caput binds to "as seguintes normas" (items I–IV) and the
 * building legislation: the outlet is not built yet, so art. 3 is not applicable to it. The
 * operating licence asks for an evaluation made as a new outlet (procedure.ts, evaluation), in
 * which art. 3 applies.
 */
export function operatingDuty(rule: RuleDef<BelemInput>): RuleDef<BelemInput> {
  return notForConstruction(rule, {
    pt: 'Pedido de licença para construção (aprovação de planta, art. 2º): os deveres do art. 3º são do posto em funcionamento e serão verificados na avaliação para a licença de funcionamento.',
    en: 'Application for the construction licence (plan approval, art. 2): the duties of art. 3 are those of an operating outlet and are checked in the evaluation for the operating licence.',
  });
}

/**
 * Art. 6 bans some vehicles from carrying GLP and binds the vehicles to the outlet (§ 1º): a
 * rule of transport, not one of the plan approval that art. 2 caput binds to its items I–IV.
 * An application for the licence to build with no vehicle reported transports nothing yet: not
 * applicable (vehicles reported are still checked). The operating licence's evaluation, made as
 * a new outlet, applies it.
 */
export function transportDuty(rule: RuleDef<BelemInput>): RuleDef<BelemInput> {
  return {
    ...rule,
    evaluate(ctx) {
      if (ctx.input.application?.type !== 'construction' || ctx.input.vehicles !== undefined) return rule.evaluate(ctx);
      ctx.fact('application.type', 'construction');
      return {
        status: 'not-applicable',
        message: ctx.t(
          'Pedido de licença para construção (aprovação de planta, art. 2º) sem veículo informado: o posto ainda não transporta GLP; o art. 6º é verificado na avaliação para a licença de funcionamento.',
          'Application for the construction licence (plan approval, art. 2) with no vehicle reported: the outlet carries no GLP yet; art. 6 is checked in the evaluation for the operating licence.',
        ),
      };
    },
  };
}
