/**
 * Rule kit: a distance the law (or the pack's reading) measures from the applicant's lot
 * boundary, but measured from the lot's point — no lot.polygon, or a distance given as measured
 * between points (MeasuredPlace.fromLotPoint, src/core/places.ts). The boundary is at least as
 * near as the point: a place nearer than the limit from the point is nearer still from the
 * boundary (a violation stands), but for a place beyond it the distance asked is not known. The
 * pack says what such a pass is: it stands and the finding says it was measured from the point
 * ('measure-from-point'), or it cannot be evaluated until the lot is known ('require-lot').
 * Belém art. 2 parágrafo único (reading art2-parU-own-lot-point); Salvador art. 2 III under the
 * reading distance-measurement = edge.
 */
import type { MeasuredPlace, RuleContext } from './context.ts';
import type { Outcome } from './pack.ts';
import type { Text } from './types.ts';

/** What a pass measured from the lot's point is. */
export type LotPointReading = 'measure-from-point' | 'require-lot';

/** What asks for the boundary, in the finding's words. */
export interface LotPointBasis {
  /** In parentheses after "not its boundary", e.g. "parágrafo único: ponto extremo da área do imóvel". */
  short: Text;
  /** A sentence saying what is measured, e.g. "O parágrafo único mede do ponto extremo da área do imóvel …". */
  asks: Text;
}

type Ctx = Pick<RuleContext, 't' | 'q' | 'lang'>;

/** "Revenda Leste (612,4 m: geodésica … do ponto do imóvel …)", for the places measured from the point. */
function namesOf(ctx: Ctx, places: readonly MeasuredPlace[]): string {
  return places.map((p) => `${p.place.name ?? p.place.category} (${ctx.q(p.distanceM, 'm')}: ${p.method})`).join('; ');
}

/**
 * A complying outcome under the reading: unchanged when no complying place was measured from
 * the applicant's lot point; otherwise saying so ('measure-from-point') or cannot evaluate,
 * naming what would measure it from the boundary ('require-lot').
 */
export function lotPointPass(
  ctx: Ctx,
  o: Outcome,
  complying: readonly MeasuredPlace[],
  reading: LotPointReading,
  basis: LotPointBasis,
): Outcome {
  const fromPoint = complying.filter((p) => p.fromLotPoint);
  if (fromPoint.length === 0) return o;
  const names = namesOf(ctx, fromPoint);
  if (reading !== 'require-lot')
    return {
      ...o,
      message: `${o.message} ${ctx.t(
        `Medido do ponto do imóvel, não do seu limite (${basis.short.pt}), que pode estar mais perto: ${names}.`,
        `Measured from the lot's point, not its boundary (${basis.short.en}), which may be nearer: ${names}.`,
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
        `Não é possível avaliar: medido do ponto do imóvel, não do seu limite — ${names}. ${basis.asks.pt}, que pode estar mais perto: informe o polígono do lote (lot.polygon) ou a distância medida entre os limites dos imóveis.`,
        `Cannot evaluate: measured from the lot's point, not its boundary — ${names}. ${basis.asks.en}, which may be nearer: give the lot polygon (lot.polygon) or the distance measured between the lots' boundaries.`,
      ),
    missing: [...new Set([...(o.missing ?? []), ...missing])],
  };
}

/**
 * A violation decided by places measured from the applicant's lot point: it stands (the
 * boundary is at least as near), and the finding says how it was measured.
 */
export function lotPointViolation(ctx: Ctx, o: Outcome, tooNear: readonly MeasuredPlace[], basis: LotPointBasis): Outcome {
  const fromPoint = tooNear.filter((p) => p.fromLotPoint);
  if (fromPoint.length === 0) return o;
  const names = namesOf(ctx, fromPoint);
  return {
    ...o,
    message: `${o.message} ${ctx.t(
      `Medido do ponto do imóvel, não do seu limite (${basis.short.pt}): o limite está ao menos tão perto quanto o ponto, e a distância insuficiente vale — ${names}.`,
      `Measured from the lot's point, not its boundary (${basis.short.en}): the boundary is at least as near as the point, so the shortfall stands — ${names}.`,
    )}`,
  };
}
