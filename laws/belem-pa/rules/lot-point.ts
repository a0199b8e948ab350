/**
 * Belém — art. 2, parágrafo único: the distances of I a and I b "serão medidas com base no
 * ponto extremo da área do imóvel … que mais se aproxime do ponto extremo da área do imóvel
 * onde se pretende construir o novo Posto". The applicant's side is the lot's boundary. When
 * only a point of the lot is known (no lot.polygon), or a distance was given as measured
 * between points, the boundary may be nearer than the point: a place nearer than the limit
 * from the point is nearer still from the boundary (a violation stands), but for a place
 * beyond it the law's distance is not known. The interpretation art2-parU-own-lot-point says
 * whether such a pass stands, saying it was measured from the point, or cannot be evaluated
 * (the shared kit: src/core/rulekit-lot-point.ts).
 */
import type { MeasuredPlace, RuleContext } from '../../../src/core/context.ts';
import type { Outcome } from '../../../src/core/pack.ts';
import { type LotPointBasis, type LotPointReading, lotPointPass, lotPointViolation } from '../../../src/core/rulekit-lot-point.ts';
import type { BelemInput } from '../facts.ts';

/** The reading, for the rules that declare it. */
export const OWN_LOT_POINT = 'art2-parU-own-lot-point';

const PAR_U: LotPointBasis = {
  short: { pt: 'parágrafo único: ponto extremo da área do imóvel', en: 'sole paragraph: the extreme point of the lot' },
  asks: {
    pt: 'O parágrafo único mede do ponto extremo da área do imóvel onde se pretende construir',
    en: 'The sole paragraph measures from the extreme point of the lot where the outlet is to be built',
  },
};

/**
 * A complying outcome seen through the reading: unchanged when no complying place was measured
 * from the applicant's lot point; otherwise saying so ('measure-from-point') or cannot evaluate,
 * naming what would measure it from the boundary ('require-lot').
 */
export function ownLotPoint(ctx: RuleContext<BelemInput>, o: Outcome, complying: readonly MeasuredPlace[]): Outcome {
  if (!complying.some((p) => p.fromLotPoint)) return o;
  // A distance given without its basis is not a lot point: cannot evaluate under either reading (the kit).
  return lotPointPass(ctx, o, complying, ctx.interpretation<LotPointReading>(OWN_LOT_POINT), PAR_U);
}

/** A shortfall measured from the lot's point, frontage or an unstated basis stands; the finding says how it was measured. */
export function ownLotPointShortfall(ctx: RuleContext<BelemInput>, o: Outcome, tooNear: readonly MeasuredPlace[]): Outcome {
  return lotPointViolation(ctx, o, tooNear, PAR_U);
}
