/**
 * Salvador — art. 10: "As instalações para armazenamento de GLP devem obedecer a distância de
 * segurança dos estabelecimentos de grande aglomeração, contida nas normas expedidas pela ANP,
 * bem como na ABNT NBR nº 15.514". The NBR 15514 distances (Table C1, "locais de reunião de
 * público", 7,5–30 m by class) are measured from the storage area — the boundary of the
 * container lots — so that is the basis the law asks: lot.storagePolygon, or a distance stated
 * from the storage area (storage.distances.publicAssemblyM, noneWithinM). The storage area lies
 * inside the lot: measured from the lot's boundary (lot.polygon, or a distance given between
 * the lots' boundaries) only a pass is certain (the storage area is at least as far); measured
 * from the lot's point, or given without saying from where, neither a pass nor a shortfall is.
 * A place measured from the storage area and too near decides even with the registry incomplete
 * (a category not surveyed to the distance, a place without location): more places cannot undo it.
 */
import { MissingFacts, type MeasuredPlace, type RuleContext } from '../../../src/core/context.ts';
import type { Outcome, RuleDef } from '../../../src/core/pack.ts';
import { normDistance, type SitingFn } from '../../../src/core/siting.ts';
import { leftOutByReading } from '../../../src/core/rulekit.ts';
import { holds, roundTo } from '../../../src/core/compare.ts';
import type { FireWallReduction } from '../parameters/index.ts';
import { fireWallState } from '../../../src/core/rulekit-firewall.ts';
import type { PlaceRef } from '../../../src/core/types.ts';
import type { SalvadorInput } from '../facts.ts';
import { ESTABLISHMENTS, GLP_TRADE, glpTradeGuard } from './common.ts';
import { basisFacts, CLASS_QUANTITY, type NbrBasis, NbrDistances, nbrBasis, nbrOutcome, nbrTable } from './nbr.ts';

/**
 * What art. 10 measures: places of large gatherings (the categories the interpretation names)
 * at the NBR 15514 "public assembly" distance for the class of the installation. The siting
 * declaration (viability map) measures from the best geometry known ('point': storage area,
 * else lot, else point); the rule says which basis it used and decides only what it can.
 * "As instalações para armazenamento de GLP devem obedecer" holds the installation the
 * application asks for, not only the stock: the class is read as nbr-class-quantity says (nbr.ts).
 */
const art10Siting: SitingFn = (env) => {
  const table = nbrTable(env);
  const { radiusM, classDependent } = normDistance(table, 'public-assembly', env.normClass);
  return [
    {
      categories: env.param<string[]>('public-assembly-categories'),
      measure: 'point',
      radiusM,
      op: '>=',
      threshold: { kind: 'norm', table: table.id, edition: table.edition, column: 'public-assembly', class: env.normClass ?? null },
      classDependent,
    },
  ];
};

/** What a surveyed place's distance was measured from, against the storage area the norm asks. */
type Basis = 'storage-area' | 'lot-boundary' | 'lot-point' | 'not-stated';

function basisOf(input: SalvadorInput, p: MeasuredPlace): Basis {
  if (p.place.distanceM !== undefined) {
    if (p.place.measuredFrom === 'storage') return 'storage-area';
    if (p.place.measuredFrom === 'edge') return 'lot-boundary';
    return p.place.measuredFrom === 'point' ? 'lot-point' : 'not-stated';
  }
  if (input.lot?.storagePolygon) return 'storage-area';
  return input.lot?.polygon ? 'lot-boundary' : 'lot-point';
}

const BASIS_TEXT: Record<Exclude<Basis, 'storage-area'>, { pt: string; en: string }> = {
  'lot-boundary': { pt: 'medido do limite do imóvel', en: "measured from the lot's boundary" },
  'lot-point': { pt: 'medido do ponto do imóvel', en: "measured from the lot's point" },
  'not-stated': { pt: 'distância informada sem dizer de onde foi medida', en: 'distance given without saying from where it was measured' },
};

interface Surveyed {
  places: PlaceRef[];
  /** Places the basis does not decide: "Praça (9 m, medido do ponto do imóvel)". */
  undecided: string[];
}

/**
 * A place that decides the rule by itself while the registry is incomplete (an unsurveyed
 * category, a place without location): measured from the storage area and nearer than even the
 * halved distance a qualifying fire wall would allow (the least the norm could ask). More places
 * cannot undo it; from the lot's boundary or point a shortfall is never certain (basisOf).
 */
function decidesShortfall(ctx: RuleContext<SalvadorInput>, limit: number): (p: MeasuredPlace) => boolean {
  const wall = ctx.param<FireWallReduction>('nbr15514-fire-wall');
  let least: number | undefined;
  // A wall known not to qualify (or absent) halves nothing: then the table distance itself decides.
  const leastLimit = () => {
    if (least !== undefined) return least;
    const state = wall.exceptColumns.includes('public-assembly') ? { qualifies: false } : fireWallState(ctx, wall);
    least = 'qualifies' in state && !state.qualifies ? limit : limit * wall.factor;
    return least;
  };
  return (p) => basisOf(ctx.input, p) === 'storage-area' && !holds(roundTo(p.distanceM, 2), '>=', leastLimit());
}

/**
 * The surveyed places: each decided when its basis decides it, named as undecided otherwise.
 * With the registry incomplete only the places that decide a shortfall come back (ctx.nearby,
 * which notes that the registry is incomplete); with none, the gap is thrown as missing facts.
 */
function surveyedPlaces(ctx: RuleContext<SalvadorInput>, chk: NbrDistances, cats: readonly string[], limit: number): Surveyed {
  const column = 'public-assembly';
  const label = chk.label(column);
  const out: Surveyed = { places: [], undecided: [] };
  const found = ctx.nearby(cats, { radiusM: limit, measure: 'point', decides: decidesShortfall(ctx, limit) });
  for (const p of found) {
    const name = p.place.name ?? p.place.id ?? p.place.category;
    out.places.push(ctx.placeRef(p));
    const basis = basisOf(ctx.input, p);
    if (basis === 'storage-area') {
      chk.compare(`distance to ${name}`, column, p.distanceM, `${label} (${name})`, limit);
      continue;
    }
    const how = ctx.t(BASIS_TEXT[basis].pt, BASIS_TEXT[basis].en);
    // The storage area lies in the lot: from the lot's boundary it is at least as far, so a pass stands.
    if (basis === 'lot-boundary' && p.distanceM >= limit) {
      const why = ctx.t(
        'a área de armazenamento, dentro do lote, está ao menos tão longe',
        'the storage area, inside the lot, is at least as far',
      );
      chk.compare(`distance to ${name}`, column, p.distanceM, `${label} (${name}; ${how}: ${why})`, limit);
      continue;
    }
    out.undecided.push(`${name} (${ctx.q(p.distanceM, 'm')}, ${how})`);
  }
  if (found.length === 0) {
    const surveyed = ctx.input.nearby?.surveyed as Record<string, number | undefined> | undefined;
    const radius = cats.reduce((r, c) => Math.min(r, surveyed?.[c] ?? 0), Number.POSITIVE_INFINITY);
    chk.oks.push(
      ctx.t(
        `${label}: nenhum no raio levantado de ${ctx.q(radius, 'm')} (mínimo ${ctx.q(limit, 'm')})`,
        `${label}: none within the surveyed ${ctx.q(radius, 'm')} (minimum ${ctx.q(limit, 'm')})`,
      ),
    );
  }
  return out;
}

/**
 * The places known. With the survey short of the limit and no distance stated from the storage
 * area, a known place measured from the storage area and too near still decides (violated);
 * otherwise the rule needs that distance or the survey (cannot evaluate).
 */
function knownPlaces(
  ctx: RuleContext<SalvadorInput>,
  chk: NbrDistances,
  cats: readonly string[],
  limit: number,
  surveyOk: boolean,
): Surveyed {
  try {
    return surveyedPlaces(ctx, chk, cats, limit);
  } catch (e) {
    if (surveyOk || !(e instanceof MissingFacts)) throw e;
    // Either fact decides, so both are named as alternatives: each a fact path (labels, the web
    // form's "what is still missing"), the message saying "or", with the survey's radius.
    const distance = 'storage.distances.publicAssemblyM';
    const survey = `nearby.surveyed.${cats[0] ?? 'public-assembly'}`;
    throw new MissingFacts(
      [distance, survey],
      ctx.t(
        `Não é possível avaliar: falta informar ${ctx.factList([distance])} ou ${ctx.factList([survey])} num raio de pelo menos ${ctx.q(limit, 'm')}.`,
        `Cannot evaluate: missing ${ctx.factList([distance])} or ${ctx.factList([survey])} over a radius of at least ${ctx.q(limit, 'm')}.`,
      ),
    );
  }
}

/** Surveyed places the basis does not decide, and no distance stated from the storage area: cannot evaluate. */
function undecidedOutcome(ctx: RuleContext<SalvadorInput>, basis: NbrBasis, chk: NbrDistances, s: Surveyed, limit: number): Outcome {
  return {
    status: 'cannot-evaluate',
    message: ctx.t(
      `Não é possível avaliar (${basis.clsText}): a NBR 15514 mede a distância de segurança (mínimo ${ctx.q(limit, 'm')}) da área de armazenamento, que fica dentro do lote — ${s.undecided.join('; ')}. Informe o polígono da área de armazenamento (lot.storagePolygon) ou a distância medida da área de armazenamento (storage.distances.publicAssemblyM).`,
      `Cannot evaluate (${basis.clsText}): NBR 15514 measures the safety distance (minimum ${ctx.q(limit, 'm')}) from the storage area, which lies inside the lot — ${s.undecided.join('; ')}. Give the storage area polygon (lot.storagePolygon) or the distance measured from the storage area (storage.distances.publicAssemblyM).`,
    ),
    missing: [...new Set(['lot.storagePolygon', ...chk.missing])],
    comparisons: chk.comparisons,
    notes: [...basis.notes, ...chk.notes],
    facts: basisFacts(basis),
    ...(s.places.length > 0 ? { places: s.places } : {}),
  };
}

export const art10: RuleDef<SalvadorInput> = {
  id: 'art10',
  implements: ['art10', 'art2-par2'],
  title: {
    pt: 'Distância de segurança da NBR 15514 a estabelecimentos de grande aglomeração',
    en: 'NBR 15514 safety distance to places of large gatherings',
  },
  // "As instalações para armazenamento de GLP": every installation where GLP is stored for the
  // trade — a fuel station or shop that sells GLP too (as arts. 7–9; art. 11 forbids its storage,
  // which does not make it keep the distance less), not one keeping GLP for its own consumption
  // (glpTradeGuard). The viability map sites only the establishments of art. 1: a map probe
  // cannot say whether a shop or station sells GLP.
  activities: GLP_TRADE,
  sitingActivities: ESTABLISHMENTS,
  parameters: ['nbr15514-edition-policy', CLASS_QUANTITY, 'nbr15514-fire-wall', 'public-assembly-categories'],
  interpretationNote: {
    pt: 'Coluna "locais de reunião de público" da Tabela C1 para a classe da instalação: a maior entre a quantidade requerida e os recipientes no local (leitura nbr-class-quantity; um TVL sem estoque é classificado pela quantidade requerida). A NBR mede da área de armazenamento: storage.distances.publicAssemblyM (medida da área de armazenamento), storage.distances.noneWithinM.publicAssemblyM, e/ou os locais levantados em nearby medidos do limite da área de armazenamento (lot.storagePolygon). Medido do limite do imóvel, só o que atende decide; do ponto do imóvel ou sem base informada, nada decide. "Contida nas normas expedidas pela ANP, bem como na NBR 15.514": a norma da ANP sobre os critérios de segurança da área de armazenamento é a própria NBR 15514 (adotada pela Resolução ANP nº 5/2008, art. 1º, e pelas que a sucederam), de modo que não acrescenta outra distância; uma distância própria da ANP seria carregada como tabela.',
    en: 'Table C1 column "places of public assembly" for the class of the installation: the larger of the requested quantity and the containers on site (reading nbr-class-quantity; a TVL with no stock is classed by the requested quantity). The norm measures from the storage area: storage.distances.publicAssemblyM (measured from the storage area), storage.distances.noneWithinM.publicAssemblyM, and/or the places surveyed in nearby measured from the storage-area boundary (lot.storagePolygon). Measured from the lot boundary only a pass decides; from the lot point or with no basis stated, nothing does. "Contained in the norms issued by the ANP, as well as in NBR 15.514": the norm of the ANP on the safety criteria of the storage area is NBR 15514 itself (adopted by ANP Resolution 5/2008, art. 1, and those that followed it), so it adds no other distance; a distance of its own from the ANP would be loaded as a table.',
  },
  siting: art10Siting,
  evaluate(ctx) {
    const early = glpTradeGuard(ctx);
    if (early) return early;
    const basis = nbrBasis(ctx);
    const chk = new NbrDistances(ctx, basis);
    const column = 'public-assembly';
    const [q] = ctx.siting(basis.cls.class);
    if (!q) throw new Error('art10: no siting query');
    const limit = q.radiusM;
    const d = ctx.input.storage?.distances;
    const measured = d?.publicAssemblyM;
    const none = d?.noneWithinM?.publicAssemblyM;
    const cats = q.categories;
    const surveyed = ctx.input.nearby?.surveyed as Record<string, number | undefined> | undefined;
    const surveyOk = cats.every((c) => (surveyed?.[c] ?? -1) >= limit);
    const fromStorage = measured !== undefined || (none !== undefined && none >= limit);
    if (fromStorage) chk.check('storage.distances.publicAssemblyM', column, measured, none);
    const s: Surveyed = surveyOk || !fromStorage ? knownPlaces(ctx, chk, cats, limit, surveyOk) : { places: [], undecided: [] };
    if (s.undecided.length > 0 && chk.violations.length === 0) {
      // The nearest place measured from the storage area (or none within the limit) settles the others.
      if (fromStorage)
        chk.notes.push(
          ctx.t(
            `Locais levantados não medidos da área de armazenamento (${s.undecided.join('; ')}): vale a distância informada da área de armazenamento.`,
            `Surveyed places not measured from the storage area (${s.undecided.join('; ')}): the distance stated from the storage area holds.`,
          ),
        );
      else return undecidedOutcome(ctx, basis, chk, s, limit);
    }
    // Places near enough that the reading leaves out (a school, a hospital under the default) are
    // named, so that a pass does not read as "nothing there".
    const leftOut = leftOutByReading(ctx, q, 'public-assembly-categories').trim();
    if (leftOut) chk.notes.push(leftOut);
    return nbrOutcome(ctx, basis.clsText, chk, [...basis.notes], basisFacts(basis), s.places);
  },
};
