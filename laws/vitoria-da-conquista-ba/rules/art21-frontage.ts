/**
 * Lei 709/1993, art. 21, II: "Nenhum posto … poderá ser construído em: … distância igual ou
 * inferior a 100.00m (cem metros) da testada do terreno no qual seja edificado escola, creche,
 * hospital ou casa de saúde e agremiações recreativas ou culturais".
 *
 * The distance is measured from a frontage (measure "frontage", see the rule's note). How a
 * distance was obtained decides what it proves (law-notes: "say which was used"):
 *   - from the frontage (measuredFrom "frontage", or computed from lot.frontageLine): both ways;
 *   - between the lots' boundaries (measuredFrom "edge", or computed from lot.polygon without a
 *     frontage line): the frontage lies on the boundary, so it is at least as far — a distance
 *     beyond 100 m passes; one within it does not prove the frontage is within it;
 *   - from the lot's point or its storage area (given, or computed from lot.location): the
 *     frontage may be nearer or farther;
 *   - with no basis stated (measuredFrom absent or "unknown"): not known to be even a point of
 *     the lot — it decides nothing, under either reading (as rulekit-lot-point.ts for "edge").
 * Interpretation art21-II-measure-basis: "stand-in" (default) lets a boundary, point or storage
 * measure stand in for the frontage both ways, saying so; "frontage-only" decides only what the
 * measure proves. Before, every distance was taken as measured from the frontage, whatever
 * measuredFrom said.
 */
import type { MeasuredPlace, RuleContext } from '../../../src/core/context.ts';
import { holds } from '../../../src/core/compare.ts';
import type { Outcome } from '../../../src/core/pack.ts';
import type { Comparison, Operator } from '../../../src/core/types.ts';
import type { VdcInput } from '../facts.ts';

type Ctx = RuleContext<VdcInput>;

/** How the distance to a place was obtained (see the module's comment). */
export type FrontageBasis = 'frontage' | 'boundary' | 'inside' | 'unknown';

export const BASIS_READING = 'art21-II-measure-basis';

export function frontageBasis(input: VdcInput, p: MeasuredPlace): FrontageBasis {
  if (p.place.distanceM !== undefined) {
    const from = p.place.measuredFrom;
    if (from === 'frontage') return 'frontage';
    if (from === 'edge') return 'boundary';
    return from === 'point' || from === 'storage' ? 'inside' : 'unknown';
  }
  if (input.lot?.frontageLine) return 'frontage';
  return input.lot?.polygon ? 'boundary' : 'inside';
}

/** Whether the measure decides a shortfall (too near) and a pass (far enough) under the reading. */
function decides(basis: FrontageBasis, reading: string): { shortfall: boolean; pass: boolean } {
  if (basis === 'frontage') return { shortfall: true, pass: true };
  if (basis === 'unknown') return { shortfall: false, pass: false };
  if (reading === 'stand-in') return { shortfall: true, pass: true };
  return { shortfall: false, pass: basis === 'boundary' };
}

/** The fact that would measure the place from the frontage. */
function askFor(p: MeasuredPlace): string {
  return p.place.distanceM !== undefined ? `nearby.places[${p.index}].measuredFrom` : 'lot.frontageLine';
}

export interface FrontageQuery {
  limit: number;
  op: Operator;
  what: string;
  reading: string;
}

/** Whether the place is too near and its measure decides that (ctx.nearby's `decides`). */
export function decidedShortfall(input: VdcInput, q: FrontageQuery, p: MeasuredPlace): boolean {
  return !holds(p.distanceM, q.op, q.limit) && decides(frontageBasis(input, p), q.reading).shortfall;
}

const BASIS_WORDS: Record<FrontageBasis, [string, string]> = {
  frontage: ['medida da testada', 'measured from the frontage'],
  boundary: ['medida entre os limites dos terrenos, não da testada', "measured between the lots' boundaries, not from the frontage"],
  inside: ['medida de um ponto do terreno, não da testada', 'measured from a point of the lot, not from the frontage'],
  unknown: ['sem dizer de onde foi medida', 'without saying from where it was measured'],
};

function basisWords(ctx: Ctx, p: MeasuredPlace): string {
  const [pt, en] = BASIS_WORDS[frontageBasis(ctx.input, p)];
  return ctx.t(pt, en);
}

function standInNote(ctx: Ctx, p: MeasuredPlace): string {
  return frontageBasis(ctx.input, p) === 'frontage'
    ? ''
    : ctx.t(
        ` Leitura adotada (${BASIS_READING} = stand-in): a medida no terreno vale pela da testada.`,
        ` Reading adopted (${BASIS_READING} = stand-in): the measure in the lot stands in for the frontage's.`,
      );
}

/** The art. 21 II outcome for the known places (nearest first), each weighed by what its measure proves. */
export function frontageOutcome(ctx: Ctx, q: FrontageQuery, places: readonly MeasuredPlace[]): Outcome | null {
  const nearest = places[0];
  if (!nearest) return null;
  const name = (p: MeasuredPlace) => p.place.name ?? p.place.category;
  const compare = (p: MeasuredPlace): Comparison => ctx.compareWith(`distance to ${name(p)}`, p.distanceM, q.op, q.limit, 'm');
  const tooNear = places.find((p) => decidedShortfall(ctx.input, q, p));
  if (tooNear) {
    const c = compare(tooNear);
    return {
      status: 'violated',
      message:
        ctx.t(`Perto demais: ${q.what} (${name(tooNear)}); ${c.text}, `, `Too close: ${q.what} (${name(tooNear)}); ${c.text}, `) +
        `${basisWords(ctx, tooNear)}.${standInNote(ctx, tooNear)}`,
      comparisons: [c],
      places: [ctx.placeRef(tooNear)],
      notes: [tooNear.method],
    };
  }
  // No decided shortfall: every place must be proven far enough by its measure.
  const unproven = places.filter((p) => {
    const d = decides(frontageBasis(ctx.input, p), q.reading);
    return holds(p.distanceM, q.op, q.limit) ? !d.pass : true;
  });
  if (unproven.length > 0) {
    const names = unproven.map((p) => `${name(p)} (${ctx.q(p.distanceM, 'm')}, ${basisWords(ctx, p)}: ${p.method})`).join('; ');
    return {
      status: 'cannot-evaluate',
      message: ctx.t(
        `Não é possível avaliar: o art. 21, II mede da testada — ${names}. Uma distância sem base informada não prova nada; medida entre os limites dos terrenos, só prova a distância acima do mínimo (a testada é parte do limite); medida de um ponto do terreno, a testada pode estar mais perto ou mais longe (leitura ${BASIS_READING} = ${q.reading}). Informe a distância medida da testada (measuredFrom = "frontage") ou a linha da testada (lot.frontageLine).`,
        `Cannot evaluate: art. 21 II measures from the frontage — ${names}. A distance with no stated basis proves nothing; measured between the lots' boundaries, it proves only a distance beyond the minimum (the frontage is part of the boundary); measured from a point of the lot, the frontage may be nearer or farther (reading ${BASIS_READING} = ${q.reading}). Give the distance measured from the frontage (measuredFrom = "frontage") or the frontage line (lot.frontageLine).`,
      ),
      missing: [...new Set(unproven.map(askFor))],
      places: unproven.map((p) => ctx.placeRef(p)),
      notes: unproven.map((p) => p.method),
    };
  }
  const c = compare(nearest);
  const boundary = frontageBasis(ctx.input, nearest) === 'boundary';
  const why = boundary
    ? ctx.t(' (a testada, parte do limite, está ao menos tão longe)', ' (the frontage, part of the boundary, is at least as far)')
    : standInNote(ctx, nearest);
  return {
    status: 'satisfied',
    message:
      ctx.t(`Mais próximo: ${q.what} (${name(nearest)}); ${c.text}, `, `Nearest: ${q.what} (${name(nearest)}); ${c.text}, `) +
      `${basisWords(ctx, nearest)}.${why}`,
    comparisons: [c],
    places: [ctx.placeRef(nearest)],
    notes: [nearest.method],
  };
}
