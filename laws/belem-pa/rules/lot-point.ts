/**
 * Belém — art. 2, parágrafo único: the distances of I a and I b "serão medidas com base no
 * ponto extremo da área do imóvel … que mais se aproxime do ponto extremo da área do imóvel
 * onde se pretende construir o novo Posto". The applicant's side is the lot's boundary. When
 * only a point of the lot is known (no lot.polygon), or a distance was given as measured
 * between points, the boundary may be nearer than the point: a place nearer than the limit
 * from the point is nearer still from the boundary (a violation stands), but for a place
 * beyond it the law's distance is not known. The interpretation art2-parU-own-lot-point says
 * whether such a pass stands, saying it was measured from the point, or cannot be evaluated.
 */
import type { MeasuredPlace, RuleContext } from '../../../src/core/context.ts';
import type { Outcome } from '../../../src/core/pack.ts';
import type { BelemInput } from '../facts.ts';

/** The reading, for the rules that declare it. */
export const OWN_LOT_POINT = 'art2-parU-own-lot-point';

/**
 * A complying outcome seen through the reading: unchanged when no complying place was measured
 * from the applicant's lot point; otherwise saying so ('measure-from-point') or cannot evaluate,
 * naming what would measure it from the boundary ('require-lot').
 */
export function ownLotPoint(ctx: RuleContext<BelemInput>, o: Outcome, complying: readonly MeasuredPlace[]): Outcome {
  const fromPoint = complying.filter((p) => p.fromLotPoint);
  if (fromPoint.length === 0) return o;
  const names = fromPoint.map((p) => `${p.place.name ?? p.place.category} (${ctx.q(p.distanceM, 'm')}: ${p.method})`).join('; ');
  if (ctx.interpretation<string>(OWN_LOT_POINT) !== 'require-lot')
    return {
      ...o,
      message: `${o.message} ${ctx.t(
        `Medido do ponto do imóvel, não do seu limite (parágrafo único: ponto extremo da área do imóvel), que pode estar mais perto: ${names}.`,
        `Measured from the lot's point, not its boundary (sole paragraph: the extreme point of the lot), which may be nearer: ${names}.`,
      )}`,
    };
  // A distance given between points is measured again; one computed from the lot's point needs the lot.
  const missing = [
    ...new Set(fromPoint.map((p) => (p.place.distanceM !== undefined ? `nearby.places[${p.index}].distanceM` : 'lot.polygon'))),
  ];
  return {
    ...o,
    status: 'cannot-evaluate',
    message:
      (o.status === 'cannot-evaluate' ? `${o.message} ` : '') +
      ctx.t(
        `Não é possível avaliar: medido do ponto do imóvel, não do seu limite — ${names}. O parágrafo único mede do ponto extremo da área do imóvel onde se pretende construir, que pode estar mais perto: informe o polígono do lote (lot.polygon) ou a distância medida entre os limites dos imóveis.`,
        `Cannot evaluate: measured from the lot's point, not its boundary — ${names}. The sole paragraph measures from the extreme point of the lot where the outlet is to be built, which may be nearer: give the lot polygon (lot.polygon) or the distance measured between the lots' boundaries.`,
      ),
    missing: [...new Set([...(o.missing ?? []), ...missing])],
  };
}
