/**
 * Belém — art. 2, I, b (wording of Lei 9.573/2020): "manter as distâncias mínimas estabelecidas
 * na ABNT NBR 15514:2007 para: [the places it lists]", measured as the parágrafo único says,
 * from "o ponto extremo da área do imóvel onde se pretende construir o novo Posto". The class
 * is read from the quantity requested or stored (quantity.ts); a place nearer than the norm's
 * distance is within it only if the norm's fire-resistant wall, halving it, is there and qualifies.
 */
import { NBR15514_SOURCE } from '../../../src/core/compare.ts';
import { type MeasuredPlace, NormNotLoaded, type RuleContext } from '../../../src/core/context.ts';
import { resolveRuleDate } from '../../../src/core/engine.ts';
import { type NormTable, normClassFor } from '../../../src/core/norms/registry.ts';
import type { Outcome, RuleDef } from '../../../src/core/pack.ts';
import { type FireWallReduction, type FireWallState, fireWallState } from '../../../src/core/rulekit-firewall.ts';
import { type SitingFn, type SitingQuery, normDistance } from '../../../src/core/siting.ts';
import type { Comparison, PlaceRef } from '../../../src/core/types.ts';
import type { BelemInput } from '../facts.ts';
import { art5Exemption, OUTLET } from './common.ts';
import { OWN_LOT_POINT, ownLotPoint, ownLotPointShortfall } from './lot-point.ts';
import { needClassQuantity } from './quantity.ts';

const NBR_CATEGORIES = [
  'industry-heat',
  'school',
  'daycare',
  'research',
  'hospital',
  'health',
  'barracks',
  'church',
  'environmental-area',
  'large-commerce',
  'supermarket',
  'street-fair',
] as const;

/**
 * What art. 2, I, b measures: each category of the law against the NBR 15514 column the
 * interpretation assigns it, for the storage class (or the largest distance when none is
 * given), edge to edge (parágrafo único). The edition the law names must be loaded when
 * the interpretation requires it. The survey must reach the table's distance: a fire wall
 * halves it only for a place found within it.
 */
const nbrSiting: SitingFn = (env) => {
  const table = env.norm('nbr15514');
  const named = env.param<string>('nbr15514-edition-named');
  if (table.edition !== named && env.param<string>('nbr15514-edition-substitution') === 'require-named-edition')
    throw new NormNotLoaded(`NBR 15514:${named}`);
  const columns = env.param<Record<string, string>>('nbr15514-column-by-category');
  // Every evaluation of a run asks the same question: answer it once (the queries are read-only).
  const last = lastNbrQueries;
  if (last && last.table === table && last.columns === columns && last.normClass === env.normClass) return last.queries;
  const byColumn = new Map<string, string[]>();
  for (const cat of NBR_CATEGORIES) {
    const col = columns[cat];
    if (col === undefined || !table.distances[col]) continue;
    const cats = byColumn.get(col);
    if (cats) cats.push(cat);
    else byColumn.set(col, [cat]);
  }
  const queries = [...byColumn].map(([column, categories]): SitingQuery => {
    const d = normDistance(table, column, env.normClass);
    return {
      categories,
      measure: 'edge',
      radiusM: d.radiusM,
      op: '>=',
      threshold: { kind: 'norm', table: table.id, edition: table.edition, column, class: env.normClass ?? null },
      classDependent: d.classDependent,
    };
  });
  lastNbrQueries = { table, columns, normClass: env.normClass, queries };
  return queries;
};

/** What the places of one evaluation come to. */
interface NbrCheck {
  ctx: RuleContext<BelemInput>;
  table: NormTable;
  wall: FireWallReduction;
  /** Read once, when the first place needs the wall. */
  wallState: FireWallState | undefined;
  comparisons: Comparison[];
  refs: PlaceRef[];
  violations: string[];
  /** Facts of the wall still to be stated. */
  missing: string[];
  /** Places that comply measured from the applicant's lot point (parágrafo único: not decided). */
  complying: MeasuredPlace[];
  /** Places too near (the finding says how each was measured: lot-point.ts). */
  tooNear: MeasuredPlace[];
  notes: string[];
}

interface NbrPlace {
  measured: MeasuredPlace;
  comparison: Comparison;
  column: string;
  limit: number;
}

let lastNbrQueries:
  | { table: NormTable; columns: Record<string, string>; normClass: string | undefined; queries: readonly SitingQuery[] }
  | undefined;

const art2NbrDistances: RuleDef<BelemInput> = {
  id: 'art2-I-b',
  implements: ['art2-I-b', 'art2-parU'],
  title: {
    pt: 'Distâncias mínimas da NBR 15514 a locais sensíveis',
    en: 'NBR 15514 minimum distances to sensitive places',
  },
  activities: OUTLET,
  validFrom: { wordingOf: 'art2-I-b' },
  parameters: [
    'nbr15514-edition-named',
    'nbr15514-edition-substitution',
    'nbr15514-column-by-category',
    'nbr15514-fire-wall',
    'large-commerce-min-area',
    'art2-I-b-area-scope',
    OWN_LOT_POINT,
    ...(art5Exemption.parameters ?? []),
  ],
  exceptions: ['art5'],
  interpretationNote: {
    pt: 'A lei nomeia a NBR 15514:2007, cujos valores não foram encontrados; aplica-se a edição carregada, avisando. Categorias da lei são mapeadas para colunas da Tabela C1 por parâmetro. A classe vem da quantidade requerida ou dos recipientes no local (a maior). Parede resistente ao fogo qualificada reduz à metade as distâncias (parâmetro nbr15514-fire-wall). Mede-se do limite do imóvel (parágrafo único): medido só do ponto do imóvel, um local que atende não decide.',
    en: 'The law names NBR 15514:2007, whose values were not found; the loaded edition is applied with a notice. Law categories map to Table C1 columns by parameter. The class comes from the requested quantity or the containers on site (the larger). A qualifying fire-resistant wall halves the distances (parameter nbr15514-fire-wall). Measured from the lot boundary (sole paragraph): measured only from the lot point, a place that complies does not decide.',
  },
  siting: nbrSiting,
  evaluate(ctx) {
    const early = art5Exemption(ctx);
    if (early) return early;
    const table = ctx.norm('nbr15514');
    const named = ctx.param<string>('nbr15514-edition-named');
    const notes: string[] = [];
    if (table.edition !== named) {
      const policy = ctx.interpretation<string>('nbr15514-edition-substitution');
      if (policy === 'require-named-edition') throw new NormNotLoaded(`NBR 15514:${named}`);
      notes.push(
        ctx.t(
          `A lei nomeia a NBR 15514:${named}; foi aplicada a edição carregada NBR 15514:${table.edition} (${table.source}; confiança ${table.confidence.pt}).`,
          `The law names NBR 15514:${named}; the loaded edition NBR 15514:${table.edition} was applied (${table.source}; confidence ${table.confidence.en}).`,
        ),
      );
    }
    const quantity = needClassQuantity(ctx);
    const cls = normClassFor(table, quantity.totalKg);
    const queries = ctx.siting(cls.class);
    const minLarge = ctx.param<number>('large-commerce-min-area');
    const columnOf = new Map<string, { column: string; limit: number }>();
    for (const q of queries)
      if (q.threshold.kind === 'norm') for (const c of q.categories) columnOf.set(c, { column: q.threshold.column, limit: q.radiusM });
    // The largest distance of any column bounds the survey radius the rule needs.
    const maxLimit = Math.max(0, ...queries.map((q) => q.radiusM));
    const check: NbrCheck = {
      ctx,
      wall: ctx.param<FireWallReduction>('nbr15514-fire-wall'),
      wallState: undefined,
      table,
      comparisons: [],
      refs: [],
      violations: [],
      missing: [],
      complying: [],
      tooNear: [],
      notes,
    };
    // With the survey incomplete, a known place nearer than its distance even as a qualifying
    // fire wall would reduce it (the least the rule could ask) still decides: more places cannot undo it.
    // A wall known not to qualify (or absent) halves nothing: then the table distance itself decides.
    const noWall = () => {
      check.wallState ??= fireWallState(ctx, check.wall);
      return 'qualifies' in check.wallState && !check.wallState.qualifies;
    };
    const leastLimit = (col: { column: string; limit: number }) =>
      check.wall.exceptColumns.includes(col.column) || noWall() ? col.limit : col.limit * check.wall.factor;
    const decides = (p: MeasuredPlace) => {
      const col = columnOf.get(p.place.category);
      return col !== undefined && p.distanceM < leastLimit(col);
    };
    for (const p of ctx.nearby(NBR_CATEGORIES, { radiusM: maxLimit, measure: 'edge', decides })) {
      const col = columnOf.get(p.place.category);
      if (col === undefined) continue;
      // The distance is the norm's ("as distâncias mínimas estabelecidas na ABNT NBR 15514"): the wording names it.
      const c = ctx.compareWith(`distance to ${p.place.name ?? p.place.category}`, p.distanceM, '>=', col.limit, 'm', NBR15514_SOURCE);
      // "supermercados, feiras ou estabelecimentos comerciais com área superior a 10.000 m²":
      // the area always qualifies commercial establishments, and supermarkets and fairs too
      // unless the interpretation art2-I-b-area-scope reads it otherwise. The area decides only
      // whether the place counts: at or beyond the distance it complies whatever its size, so an
      // unknown area is asked for only when the distance falls short.
      const sized =
        p.place.category === 'large-commerce' ||
        ((p.place.category === 'supermarket' || p.place.category === 'street-fair') &&
          ctx.interpretation<string>('art2-I-b-area-scope') === 'all-three');
      if (sized && !(c.holds && p.place.areaM2 === undefined)) {
        const area = ctx.need(`nearby.places[${p.index}].areaM2`, p.place.areaM2);
        if (!(area > minLarge)) continue;
      }
      if (!heatSourcesCount(ctx, p, c.holds)) continue;
      const place: NbrPlace = { measured: p, comparison: c, column: col.column, limit: col.limit };
      checkPlace(check, place);
    }
    const clsText = ctx.t(
      `classe ${cls.class} da NBR 15514 (${quantity.arithmetic})`,
      `NBR 15514 class ${cls.class} (${quantity.arithmetic})`,
    );
    const facts = { nbrClass: cls.class, totalKg: quantity.totalKg };
    return nbrOutcome(check, clsText, facts);
  },
};

/**
 * "instalações industriais onde estejam instaladas e em funcionamento caldeiras ou outras fontes
 * geradas de calor": an industrial installation counts only while its boilers or heat sources
 * are installed and operating. Like the area, the state decides only whether the place counts:
 * at or beyond the distance it complies either way, so the state is asked for only when the
 * distance falls short; stated out of operation, the place is outside the words (noted).
 */
function heatSourcesCount(ctx: RuleContext<BelemInput>, p: MeasuredPlace, holds: boolean): boolean {
  if (p.place.category !== 'industry-heat') return true;
  const operating = p.place.heatSourcesInOperation;
  if (holds && operating === undefined) return true;
  if (ctx.need(`nearby.places[${p.index}].heatSourcesInOperation`, operating)) return true;
  ctx.note(
    `${p.place.name ?? p.place.category}: caldeiras ou fontes de calor fora de funcionamento — fora do art. 2º, I, b ("instaladas e em funcionamento").`,
    `${p.place.name ?? p.place.category}: boilers or heat sources not in operation — outside art. 2, I, b ("installed and in operation").`,
  );
  return false;
}

/** One place against its column: the table distance, or the halved one behind a qualifying wall. */
function checkPlace(check: NbrCheck, p: NbrPlace): void {
  const { ctx, wall } = check;
  check.refs.push(ctx.placeRef(p.measured));
  const c = p.comparison;
  const column = check.table.distances[p.column]?.label[ctx.lang] ?? p.column;
  const label = `${p.measured.place.name ?? p.measured.place.category} (${column})`;
  if (c.holds) {
    pass(check, p, c);
    return;
  }
  // A column the wall does not reduce, or a place nearer than even the halved distance: no wall helps.
  const reducible = !wall.exceptColumns.includes(p.column);
  const halved = p.limit * wall.factor;
  const c2 = ctx.compareWith(
    `${c.fact} (parede corta-fogo: distância reduzida à metade)`,
    p.measured.distanceM,
    '>=',
    halved,
    'm',
    NBR15514_SOURCE,
  );
  if (!reducible || !c2.holds) {
    check.comparisons.push(c);
    check.tooNear.push(p.measured);
    check.violations.push(
      reducible
        ? ctx.t(
            `${label}: ${c.text}; nem a parede corta-fogo (${ctx.q(halved, 'm')}) bastaria`,
            `${label}: ${c.text}; not even a fire wall (${ctx.q(halved, 'm')}) would suffice`,
          )
        : ctx.t(
            `${label}: ${c.text} (a parede corta-fogo não reduz esta distância)`,
            `${label}: ${c.text} (a fire wall does not reduce this distance)`,
          ),
    );
    return;
  }
  check.wallState ??= fireWallState(ctx, wall);
  const w = check.wallState;
  if ('missing' in w) {
    check.comparisons.push(c);
    for (const m of w.missing) if (!check.missing.includes(m)) check.missing.push(m);
    check.notes.push(
      ctx.t(
        `${label}: ${c.text}; só uma parede corta-fogo qualificada (que reduz à metade: ${ctx.q(halved, 'm')}) atenderia — informe-a.`,
        `${label}: ${c.text}; only a qualifying fire wall (halving it to ${ctx.q(halved, 'm')}) would comply — describe it.`,
      ),
    );
    return;
  }
  if (!w.qualifies) {
    check.comparisons.push(c);
    check.tooNear.push(p.measured);
    check.violations.push(`${label}: ${c.text} (${w.reason})`);
    return;
  }
  pass(check, p, {
    ...c2,
    text: ctx.t(
      `tabela ${ctx.q(p.limit, 'm')}, reduzida à metade por parede corta-fogo qualificada: ${c2.text}`,
      `table ${ctx.q(p.limit, 'm')}, halved by a qualifying fire wall: ${c2.text}`,
    ),
  });
}

/** A distance that complies (decided only when measured from the lot's boundary: lot-point.ts). */
function pass(check: NbrCheck, p: NbrPlace, c: Comparison): void {
  check.comparisons.push(c);
  check.complying.push(p.measured);
}

/**
 * One place too near decides (the others' missing facts are named in a note); otherwise a wall
 * not described leaves it open, and a place that complies only measured from the applicant's
 * lot point is read as art2-parU-own-lot-point says (lot-point.ts).
 */
function nbrOutcome(check: NbrCheck, clsText: string, facts: Record<string, unknown>): Outcome {
  const { ctx, comparisons, notes, missing } = check;
  const places = check.refs.length > 0 ? { places: check.refs } : {};
  if (check.violations.length > 0) {
    if (missing.length > 0)
      notes.push(
        ctx.t(
          `Falta informar também, para os demais locais: ${ctx.factList(missing)}.`,
          `Also missing, for the other places: ${ctx.factList(missing)}.`,
        ),
      );
    return ownLotPointShortfall(
      ctx,
      {
        status: 'violated',
        message: ctx.t(
          `Distância insuficiente (${clsText}): ${check.violations.join('; ')}.`,
          `Distance too short (${clsText}): ${check.violations.join('; ')}.`,
        ),
        comparisons,
        notes,
        facts,
        ...places,
      },
      check.tooNear,
    );
  }
  if (missing.length > 0)
    return ownLotPoint(
      ctx,
      {
        status: 'cannot-evaluate',
        message: ctx.t(
          `Não é possível avaliar (${clsText}): descreva a parede corta-fogo (${missing.join(', ')}).`,
          `Cannot evaluate (${clsText}): describe the fire wall (${missing.join(', ')}).`,
        ),
        missing: [...missing],
        comparisons,
        notes,
        facts,
        ...places,
      },
      check.complying,
    );
  if (comparisons.length === 0)
    return {
      status: 'satisfied',
      message: ctx.t(
        `Nenhum local sensível do art. 2º, I, b dentro das distâncias da ${clsText}.`,
        `No sensitive place of art. 2, I, b within the distances of ${clsText}.`,
      ),
      notes,
      facts,
    };
  return ownLotPoint(
    ctx,
    {
      status: 'satisfied',
      message: ctx.t(`Distâncias atendidas (${clsText}): ${comparisons[0]?.text}.`, `Distances met (${clsText}): ${comparisons[0]?.text}.`),
      comparisons,
      notes,
      facts,
      ...places,
    },
    check.complying,
  );
}

// Before the current wording of art. 2, I, b took effect, its wording is unknown: say so rather than guess.
const art2NbrDistancesOriginal: RuleDef<BelemInput> = {
  id: 'art2-I-b-original',
  implements: ['art2-I-b'],
  title: { pt: 'Art. 2º, I, b na redação original (não transcrita)', en: 'Art. 2, I, b in its original wording (not transcribed)' },
  activities: OUTLET,
  validTo: { wordingOf: 'art2-I-b' },
  parameters: [...(art5Exemption.parameters ?? [])],
  exceptions: ['art5'],
  evaluate(ctx) {
    const early = art5Exemption(ctx);
    if (early) return early;
    const since = ctx.d(resolveRuleDate(ctx.pack, { wordingOf: 'art2-I-b' }));
    return {
      status: 'cannot-evaluate',
      message: ctx.t(
        `A redação do art. 2º, I, b vigente antes de ${since} não consta do texto recebido: não é possível avaliar.`,
        `The wording of art. 2, I, b in force before ${since} is not in the received text: cannot evaluate.`,
      ),
      missing: ['law: redação original do art. 2º, I, b'],
    };
  },
};

export const art2IbRules: RuleDef<BelemInput>[] = [art2NbrDistances, art2NbrDistancesOriginal];
