/**
 * Rule kit: a distance the law (or the pack's reading) measures from the applicant's lot
 * boundary, but measured from the lot's point — no lot.polygon, or a distance given as measured
 * between points or from the frontage (MeasuredPlace.fromLotPoint, src/core/places.ts) — or
 * given without saying from where (MeasuredPlace.givenBasis 'unknown': cannot evaluate a pass
 * under either reading, a shortfall stands). The boundary is at least as
 * near as the point: a place nearer than the limit from the point is nearer still from the
 * boundary (a violation stands), but for a place beyond it the distance asked is not known. The
 * pack says what such a pass is: it stands and the finding says it was measured from the point
 * ('measure-from-point'), or it cannot be evaluated until the lot is known ('require-lot').
 * Belém art. 2 parágrafo único (reading art2-parU-own-lot-point); Salvador art. 2 III under the
 * reading distance-measurement = edge.
 */
import type { MeasuredPlace, RuleContext } from './context.ts';
import type { EstablishmentInput } from './input/schema.ts';
import type { Outcome, RuleDef } from './pack.ts';
import { shortfallQuery } from './rulekit.ts';
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

/** "do ponto do imóvel" / "da testada": what stood in for the boundary (the method names it too). */
function fromWhat(ctx: Ctx, places: readonly MeasuredPlace[]): string {
  const kinds = new Set(places.map((p) => p.givenBasis ?? 'point'));
  if (kinds.size > 1) return ctx.t('de um ponto dentro do imóvel', 'from a point inside the lot');
  if (kinds.has('frontage')) return ctx.t('da testada', 'from the frontage');
  if (kinds.has('storage')) return ctx.t('da área de armazenamento', 'from the storage area');
  return ctx.t('do ponto do imóvel', "from the lot's point");
}

/**
 * A complying outcome under the reading: unchanged when every complying place was measured
 * from the applicant's lot boundary; otherwise saying so ('measure-from-point') or cannot
 * evaluate, naming what would measure it from the boundary ('require-lot'). A distance given
 * without saying from where it was measured (givenBasis 'unknown') cannot be evaluated under
 * either reading: the reading accepts the lot's point standing in for its boundary, and a
 * distance of no stated basis is not known to be even that — the finding asks for measuredFrom.
 */
export function lotPointPass(
  ctx: Ctx,
  o: Outcome,
  complying: readonly MeasuredPlace[],
  reading: LotPointReading,
  basis: LotPointBasis,
): Outcome {
  const unknown = complying.filter((p) => p.fromLotPoint && p.givenBasis === 'unknown');
  const fromPoint = complying.filter((p) => p.fromLotPoint && p.givenBasis !== 'unknown');
  const out = fromPoint.length === 0 ? o : fromPointPass(ctx, o, fromPoint, reading, basis);
  return unknown.length === 0 ? out : unknownBasisPass(ctx, out, unknown, basis);
}

function fromPointPass(ctx: Ctx, o: Outcome, fromPoint: readonly MeasuredPlace[], reading: LotPointReading, basis: LotPointBasis): Outcome {
  const names = namesOf(ctx, fromPoint);
  const from = fromWhat(ctx, fromPoint);
  if (reading !== 'require-lot')
    return {
      ...o,
      message: `${o.message} ${ctx.t(
        `Medido ${from}, não do seu limite (${basis.short.pt}), que pode estar mais perto: ${names}.`,
        `Measured ${from}, not its boundary (${basis.short.en}), which may be nearer: ${names}.`,
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
        `Não é possível avaliar: medido ${from}, não do seu limite — ${names}. ${basis.asks.pt}, que pode estar mais perto: informe o polígono do lote (lot.polygon) ou a distância medida entre os limites dos imóveis.`,
        `Cannot evaluate: measured ${from}, not its boundary — ${names}. ${basis.asks.en}, which may be nearer: give the lot polygon (lot.polygon) or the distance measured between the lots' boundaries.`,
      ),
    missing: [...new Set([...(o.missing ?? []), ...missing])],
  };
}

/** Complying distances given without their basis: cannot evaluate, asking from where they were measured. */
function unknownBasisPass(ctx: Ctx, o: Outcome, unknown: readonly MeasuredPlace[], basis: LotPointBasis): Outcome {
  const names = namesOf(ctx, unknown);
  return {
    ...o,
    status: 'cannot-evaluate',
    message:
      (o.status !== 'satisfied' ? `${o.message} ` : '') +
      ctx.t(
        `Não é possível avaliar: distância informada sem dizer de onde foi medida — ${names}. ${basis.asks.pt}, e qualquer outra base no imóvel pode estar mais longe: informe measuredFrom = "edge" com a distância entre os limites dos imóveis, ou o polígono do lote e a localização do local. Uma distância aquém do mínimo reprovaria qualquer que fosse a base.`,
        `Cannot evaluate: distance given without saying from where it was measured — ${names}. ${basis.asks.en}, and any other basis in the lot may be farther: give measuredFrom = "edge" with the distance between the lots' boundaries, or the lot polygon and the place's location. A distance short of the minimum would fail whatever the basis.`,
      ),
    missing: [...new Set([...(o.missing ?? []), ...unknown.map((p) => `nearby.places[${p.index}].measuredFrom`)])],
  };
}

/**
 * A violation decided by places measured from the applicant's lot point, its frontage or a
 * basis not stated: it stands (the boundary is at least as near as any of them), and the
 * finding says how it was measured.
 */
export function lotPointViolation(ctx: Ctx, o: Outcome, tooNear: readonly MeasuredPlace[], basis: LotPointBasis): Outcome {
  const fromPoint = tooNear.filter((p) => p.fromLotPoint && p.givenBasis !== 'unknown');
  const unknown = tooNear.filter((p) => p.fromLotPoint && p.givenBasis === 'unknown');
  const said: string[] = [];
  if (fromPoint.length > 0) {
    const from = fromWhat(ctx, fromPoint);
    said.push(
      ctx.t(
        `Medido ${from}, não do seu limite (${basis.short.pt}): o limite está ao menos tão perto, e a distância insuficiente vale — ${namesOf(ctx, fromPoint)}.`,
        `Measured ${from}, not its boundary (${basis.short.en}): the boundary is at least as near, so the shortfall stands — ${namesOf(ctx, fromPoint)}.`,
      ),
    );
  }
  if (unknown.length > 0)
    said.push(
      ctx.t(
        `Distância informada sem dizer de onde foi medida (${basis.short.pt}): medida de qualquer ponto do imóvel, o limite está ao menos tão perto, e a distância insuficiente vale — ${namesOf(ctx, unknown)}.`,
        `Distance given without saying from where it was measured (${basis.short.en}): from any point of the lot, the boundary is at least as near, so the shortfall stands — ${namesOf(ctx, unknown)}.`,
      ),
    );
  return said.length === 0 ? o : { ...o, message: `${o.message} ${said.join(' ')}` };
}

/**
 * A distance rule (rulekit.ts distanceRule) under a reading that may measure from the applicant's
 * lot boundary: when its siting query's measure is `edge`, a place measured from a point inside
 * the lot (no lot.polygon, or a distance given from the lot's point, its storage area, its
 * frontage or from nowhere said) decides only a shortfall — a pass cannot be evaluated until the
 * lot or the distance between the boundaries is known ('require-lot'), and a violation says how
 * it was measured. Under any other measure the base rule's outcome stands. Salvador art. 2, III
 * (distance-measurement = edge); Vitória da Conquista arts. 22 and 23 (outlet-distance-measurement = edge).
 */
export function edgeReadingDistanceRule<I extends EstablishmentInput>(
  base: RuleDef<I>,
  basis: LotPointBasis,
  /** The base rule's first-come date (distanceRule's countsUntil), so that both count the same places. */
  countsUntil?: (ctx: RuleContext<I>) => string | undefined,
): RuleDef<I> {
  return {
    ...base,
    evaluate(ctx) {
      const o = base.evaluate(ctx);
      if (o.status !== 'satisfied' && o.status !== 'violated') return o;
      const [q] = ctx.siting();
      if (q?.measure !== 'edge') return o;
      // The same query as the base rule's: a known shortfall decides even with the survey incomplete.
      const nq = shortfallQuery(q);
      const until = countsUntil?.(ctx);
      if (until !== undefined) nq.after = until;
      const places = ctx.nearby(q.categories, nq);
      if (o.status === 'satisfied') return lotPointPass(ctx, o, places, 'require-lot', basis);
      const tooNear = places.filter((p) => !ctx.compareWith('distance', p.distanceM, q.op, q.radiusM, 'm').holds);
      return lotPointViolation(ctx, o, tooNear, basis);
    },
  };
}
