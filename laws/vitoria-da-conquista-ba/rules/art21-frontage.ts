/**
 * Lei 709/1993, art. 21, II: "Nenhum posto … poderá ser construído em: … distância igual ou
 * inferior a 100.00m (cem metros) da testada do terreno no qual seja edificado escola, creche,
 * hospital ou casa de saúde e agremiações recreativas ou culturais".
 *
 * The law's distance runs between two things, and what a measure proves depends on both sides
 * (law-notes: "say which was used"):
 *   - the station's side: no posto may be built there, so its whole lot counts — the distance is
 *     from the lot's boundary (measuredFrom "edge", or computed from lot.polygon). A measure from
 *     inside the lot (its point, its own frontage, its storage area; computed from lot.location)
 *     is at least as long as the boundary's: it proves a shortfall, never a pass. A distance
 *     with no stated origin (measuredFrom absent or "unknown") is not known to be even that: it
 *     proves nothing (as rulekit-lot-point.ts for "edge").
 *   - the place's side: the frontage of the lot the school (hospital…) is built on. A distance to
 *     that frontage (measuredTo "frontage") decides both ways; one to the lot's boundary
 *     (measuredTo "edge"; measuredFrom "edge" with no measuredTo, the schema's "between the lots'
 *     boundaries"; computed from the place's polygon) is at most the frontage's — the frontage
 *     lies on the boundary — so it proves only a pass; one to a point of the place (measuredTo
 *     "point"; computed from its location) proves nothing by itself; none stated, nothing.
 * Interpretation art21-II-measure-basis: "frontage-only" (default: the law says where the
 * distance runs, and missing information is never a pass) decides only what the two sides prove;
 * "stand-in" (law-notes' fallback for the laws that do not say: the point when no polygon is
 * known, saying which was used) lets a measure to the place's lot boundary or point stand in for
 * its frontage, both ways, and a measure from a point inside the station's lot stand in for its
 * boundary to prove a pass, saying so. Before, the station lot's own frontage
 * (lot.frontageLine) was taken for the frontage the law names, and measuredFrom "frontage" as a
 * proof both ways.
 */
import type { MeasuredPlace, RuleContext } from '../../../src/core/context.ts';
import { holds } from '../../../src/core/compare.ts';
import type { Outcome } from '../../../src/core/pack.ts';
import type { Comparison, Operator } from '../../../src/core/types.ts';
import type { VdcInput } from '../facts.ts';

type Ctx = RuleContext<VdcInput>;

/** The station's side: its lot boundary, a part of the lot inside it, or not stated. */
export type StationSide = 'edge' | 'inside' | 'unknown';
/** The place's side: its lot frontage, its lot boundary, a point of it, or not stated. */
export type PlaceSide = 'frontage' | 'edge' | 'point' | 'unknown';

export const BASIS_READING = 'art21-II-measure-basis';

export function stationSide(input: VdcInput, p: MeasuredPlace): StationSide {
  if (p.place.distanceM !== undefined) {
    const from = p.place.measuredFrom;
    if (from === 'edge') return 'edge';
    return from === 'point' || from === 'storage' || from === 'frontage' ? 'inside' : 'unknown';
  }
  return input.lot?.polygon ? 'edge' : 'inside';
}

export function placeSide(p: MeasuredPlace): PlaceSide {
  if (p.place.distanceM !== undefined) {
    if (p.place.measuredTo) return p.place.measuredTo;
    return p.place.measuredFrom === 'edge' ? 'edge' : 'unknown';
  }
  return p.place.polygon ? 'edge' : 'point';
}

/** Whether the measure proves a shortfall (too near) and a pass (far enough) under the reading. */
function decides(st: StationSide, pl: PlaceSide, reading: string): { shortfall: boolean; pass: boolean } {
  if (st === 'unknown' || pl === 'unknown') return { shortfall: false, pass: false };
  const standIn = reading === 'stand-in';
  return {
    shortfall: pl === 'frontage' || standIn,
    pass: (st === 'edge' || standIn) && (pl !== 'point' || standIn),
  };
}

function decidesFor(input: VdcInput, p: MeasuredPlace, reading: string) {
  return decides(stationSide(input, p), placeSide(p), reading);
}

/** The facts that would let the measure decide: its origin on the station's lot, its end on the place. */
function askFor(input: VdcInput, q: FrontageQuery, p: MeasuredPlace): string[] {
  const st = stationSide(input, p);
  const pl = placeSide(p);
  const given = p.place.distanceM !== undefined;
  const within = !holds(p.distanceM, q.op, q.limit);
  const out: string[] = [];
  // A shortfall needs any stated origin; a pass needs the lot's boundary.
  if (st === 'unknown' || (!within && st === 'inside' && q.reading !== 'stand-in'))
    out.push(given ? `nearby.places[${p.index}].measuredFrom` : 'lot.polygon');
  // A shortfall needs the frontage; a pass, the frontage or the boundary (or a point, standing in).
  const placeOk = within ? pl === 'frontage' || (q.reading === 'stand-in' && pl !== 'unknown') : decides('edge', pl, q.reading).pass;
  if (!placeOk) out.push(`nearby.places[${p.index}].measuredTo`);
  return out;
}

export interface FrontageQuery {
  limit: number;
  op: Operator;
  what: string;
  reading: string;
}

/** Whether the place is too near and its measure decides that (ctx.nearby's `decides`). */
export function decidedShortfall(input: VdcInput, q: FrontageQuery, p: MeasuredPlace): boolean {
  return !holds(p.distanceM, q.op, q.limit) && decidesFor(input, p, q.reading).shortfall;
}

const STATION_WORDS: Record<StationSide, [string, string]> = {
  edge: ['do limite do terreno do posto', "from the station lot's boundary"],
  inside: ['de um ponto dentro do terreno do posto (não do seu limite)', "from a point inside the station's lot (not its boundary)"],
  unknown: ['sem dizer de onde foi medida no terreno do posto', "without saying from where on the station's lot it was measured"],
};

const PLACE_WORDS: Record<PlaceSide, [string, string]> = {
  frontage: ['até a testada do terreno do local', "to the frontage of the place's lot"],
  edge: ['até o limite do terreno do local, não a sua testada', "to the boundary of the place's lot, not its frontage"],
  point: ['até um ponto do local, não a testada do seu terreno', "to a point of the place, not its lot's frontage"],
  unknown: ['sem dizer até onde foi medida no local', 'without saying to where on the place it was measured'],
};

function basisWords(ctx: Ctx, p: MeasuredPlace): string {
  const [spt, sen] = STATION_WORDS[stationSide(ctx.input, p)];
  const [ppt, pen] = PLACE_WORDS[placeSide(p)];
  return ctx.t(`medida ${spt} ${ppt}`, `measured ${sen} ${pen}`);
}

/** Why the measure decides although it is not the law's own (the reading, or what it bounds). */
function whyItDecides(ctx: Ctx, p: MeasuredPlace, shortfall: boolean): string {
  const st = stationSide(ctx.input, p);
  const pl = placeSide(p);
  const out: string[] = [];
  if (shortfall && st === 'inside')
    out.push(ctx.t(' O limite do terreno do posto está ao menos tão perto.', " The station lot's boundary is at least as near."));
  if (!shortfall && pl === 'edge')
    out.push(
      ctx.t(
        ' A testada do terreno do local, parte do seu limite, está ao menos tão longe.',
        " The frontage of the place's lot, part of its boundary, is at least as far.",
      ),
    );
  if (!shortfall && st === 'inside')
    out.push(
      ctx.t(
        ` Leitura adotada (${BASIS_READING} = stand-in): a medida de um ponto dentro do terreno do posto vale pela medida do seu limite.`,
        ` Reading adopted (${BASIS_READING} = stand-in): the measure from a point inside the station's lot stands in for the one from its boundary.`,
      ),
    );
  const standsIn = shortfall ? pl !== 'frontage' : pl === 'point';
  if (standsIn)
    out.push(
      ctx.t(
        ` Leitura adotada (${BASIS_READING} = stand-in): a medida até o limite ou um ponto do local vale pela medida até a testada.`,
        ` Reading adopted (${BASIS_READING} = stand-in): the measure to the place's boundary or a point of it stands in for the one to its frontage.`,
      ),
    );
  return out.join('');
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
        `${basisWords(ctx, tooNear)}.${whyItDecides(ctx, tooNear, true)}`,
      comparisons: [c],
      places: [ctx.placeRef(tooNear)],
      notes: [tooNear.method],
    };
  }
  // No decided shortfall: every place must be proven far enough by its measure.
  const unproven = places.filter((p) => !(holds(p.distanceM, q.op, q.limit) && decidesFor(ctx.input, p, q.reading).pass));
  if (unproven.length > 0) {
    const names = unproven.map((p) => `${name(p)} (${ctx.q(p.distanceM, 'm')}, ${basisWords(ctx, p)}: ${p.method})`).join('; ');
    return {
      status: 'cannot-evaluate',
      message: ctx.t(
        `Não é possível avaliar: o art. 21, II mede do terreno do posto até a testada do terreno do local — ${names}. A distância até a testada decide nos dois sentidos; até o limite do terreno do local, só prova a distância acima do mínimo (a testada é parte do limite); até um ponto do local, não prova nada (leitura ${BASIS_READING} = ${q.reading}). Do lado do posto, conta o limite do terreno: medida de um ponto dentro dele, só prova a distância insuficiente. Informe a distância até a testada (measuredTo = "frontage") medida do limite do terreno do posto (measuredFrom = "edge"), ou o polígono do lote (lot.polygon).`,
        `Cannot evaluate: art. 21 II measures from the station's lot to the frontage of the place's lot — ${names}. A distance to the frontage decides both ways; to the boundary of the place's lot, it proves only a distance beyond the minimum (the frontage is part of the boundary); to a point of the place, it proves nothing (reading ${BASIS_READING} = ${q.reading}). On the station's side its lot boundary counts: measured from a point inside it, only a shortfall is proven. Give the distance to the frontage (measuredTo = "frontage") measured from the station lot's boundary (measuredFrom = "edge"), or the lot polygon (lot.polygon).`,
      ),
      missing: [...new Set(unproven.flatMap((p) => askFor(ctx.input, q, p)))],
      places: unproven.map((p) => ctx.placeRef(p)),
      notes: unproven.map((p) => p.method),
    };
  }
  const c = compare(nearest);
  return {
    status: 'satisfied',
    message:
      ctx.t(`Mais próximo: ${q.what} (${name(nearest)}); ${c.text}, `, `Nearest: ${q.what} (${name(nearest)}); ${c.text}, `) +
      `${basisWords(ctx, nearest)}.${whyItDecides(ctx, nearest, false)}`,
    comparisons: [c],
    places: [ctx.placeRef(nearest)],
    notes: [nearest.method],
  };
}
