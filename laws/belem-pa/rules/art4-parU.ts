/**
 * Belém — art. 4 parágrafo único: "Toda construção e adaptações decorrentes do Artigo 3º desta
 * Lei (para postos já instalados) deverão estar concluídas no prazo máximo de seis meses
 * improrrogáveis, salvo por motivo de força maior."
 *
 * The six months are the pack's transition (index.ts): the engine defers the art. 3 violations
 * of an outlet installed when the law came into force while they run. The exception is applied
 * here, after them: a força maior the municipality recognised (establishment.adaptationForceMajeure,
 * recorded by the inspection of art. 8) extends the period to the day the recognition gives.
 * With no record the six months are not extended (the law calls them "improrrogáveis"); a
 * record that says a força maior was recognised but not by whom, when or until when cannot
 * be applied, nor refused: cannot evaluate, naming what is missing.
 */
import { MissingFacts, type RuleContext } from '../../../src/core/context.ts';
import type { Outcome, RuleDef } from '../../../src/core/pack.ts';
import { existedAtPublication, lawOf } from '../../../src/core/rulekit-establishment.ts';
import { reads } from '../../../src/core/rulekit.ts';
import type { BelemInput } from '../facts.ts';

/** An art. 3 rule with the força maior of art. 4 parágrafo único applied to its violations. */
export function withForceMajeure(rule: RuleDef<BelemInput>): RuleDef<BelemInput> {
  return {
    ...rule,
    exceptions: [...(rule.exceptions ?? []), 'art4-parU'],
    parameters: reads(rule.parameters ?? [], 'adaptation-period-months'),
    evaluate(ctx) {
      const o = rule.evaluate(ctx);
      return o.status === 'violated' ? forceMajeure(ctx, o) : o;
    },
  };
}

function withNote(o: Outcome, note: string): Outcome {
  return { ...o, notes: [...(o.notes ?? []), note] };
}

/** A violation of art. 3, seen through the força maior exception. */
function forceMajeure(ctx: RuleContext<BelemInput>, o: Outcome): Outcome {
  const fm = ctx.input.establishment?.adaptationForceMajeure;
  // No record: no força maior, and the six months are "improrrogáveis".
  if (fm === undefined) return o;
  ctx.fact('establishment.adaptationForceMajeure.recognised', fm.recognised);
  if (!fm.recognised) return o;
  const law = lawOf(ctx);
  // Within the six months the transition already defers the violation.
  const last = ctx.periodLastDay(law.inForceFrom, 'adaptation-period-months');
  if (ctx.date <= last) return o;
  // "(para postos já instalados)"": only an outlet installed when the law came into force had the six months.
  const installed = existedAtPublication(ctx.input, law);
  if (installed === undefined)
    throw new MissingFacts(
      ['establishment.startDate'],
      ctx.t(
        `Não é possível avaliar: há força maior registrada, e o art. 4º, parágrafo único só a admite para postos já instalados em ${ctx.d(law.inForceFrom)}: informe a data de início.`,
        `Cannot evaluate: a força maior is recorded, and art. 4 sole paragraph admits it only for outlets installed by ${ctx.d(law.inForceFrom)}: give the start date.`,
      ),
    );
  if (!installed)
    return withNote(
      o,
      ctx.t(
        `A força maior registrada não se aplica: o art. 4º, parágrafo único a admite só para postos já instalados em ${ctx.d(law.inForceFrom)}.`,
        `The recorded força maior does not apply: art. 4 sole paragraph admits it only for outlets installed by ${ctx.d(law.inForceFrom)}.`,
      ),
    );
  const [by, on, until] = ctx.needAll([
    'establishment.adaptationForceMajeure.recognisedBy',
    'establishment.adaptationForceMajeure.recognisedOn',
    'establishment.adaptationForceMajeure.until',
  ]);
  if (on > ctx.date)
    return withNote(
      o,
      ctx.t(
        `A força maior só foi reconhecida em ${ctx.d(on)}, depois da data avaliada.`,
        `The força maior was recognised only on ${ctx.d(on)}, after the date evaluated.`,
      ),
    );
  const why = fm.reason ? ` (${fm.reason})` : '';
  const recognised = ctx.t(
    `força maior${why} reconhecida por ${by} em ${ctx.d(on)}`,
    `força maior${why} recognised by ${by} on ${ctx.d(on)}`,
  );
  if (ctx.date > until)
    return withNote(
      o,
      ctx.t(
        `O prazo dado pela ${recognised} terminou em ${ctx.d(until)} (art. 4º, parágrafo único).`,
        `The period given by the ${recognised} ended on ${ctx.d(until)} (art. 4 sole paragraph).`,
      ),
    );
  return {
    status: 'not-applicable',
    message: ctx.t(
      `Exigência ainda não aplicável: os seis meses terminaram em ${ctx.d(last)}, mas a ${recognised} estende o prazo das adaptações do art. 3º até ${ctx.d(until)} (inclusive). Situação encontrada: ${o.message}`,
      `Not yet enforceable: the six months ended on ${ctx.d(last)}, but the ${recognised} extends the period for the art. 3 adaptations until ${ctx.d(until)} (inclusive). Found: ${o.message}`,
    ),
    cite: 'art4-parU',
  };
}
