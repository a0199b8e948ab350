/**
 * Belém — art. 2: the lot of a new outlet (I), the 500 m between outlets measured edge to
 * edge (I a, parágrafo único), the NBR 15514 distances to sensitive places (I b, wording of
 * Lei 9.573/2020) and the licences of other bodies (II–IV). Art. 5 exempts existing outlets.
 */
import { NormNotLoaded } from '../../../src/core/context.ts';
import { resolveRuleDate } from '../../../src/core/engine.ts';
import { type NormTable, normClassFor } from '../../../src/core/norms/registry.ts';
import type { RuleDef } from '../../../src/core/pack.ts';
import { type SitingFn, type SitingQuery, normDistance } from '../../../src/core/siting.ts';
import type { NearbyQuery } from '../../../src/core/context.ts';
import { storageTotals } from '../../../src/core/storage.ts';
import type { Comparison, PlaceRef } from '../../../src/core/types.ts';
import { distanceRule, documentRule, thresholdRule, type BelemInput } from '../facts.ts';
import { art5, art5Exemption, OUTLET } from './common.ts';

// --- Art. 2, I: lot ------------------------------------------------------------

const art2LotArea = thresholdRule({
  id: 'art2-I-area',
  implements: ['art2-I', 'art2'],
  title: { pt: 'Área mínima do terreno', en: 'Minimum lot area' },
  activities: OUTLET,
  fact: 'lot.areaM2',
  param: 'min-lot-area',
  what: { pt: 'Área do terreno', en: 'Lot area' },
  ...art5,
});

const art2Frontage = thresholdRule({
  id: 'art2-I-frontage',
  implements: ['art2-I'],
  title: { pt: 'Testada mínima do terreno', en: 'Minimum lot frontage' },
  activities: OUTLET,
  fact: 'lot.frontageM',
  param: 'min-frontage',
  what: { pt: 'Testada do terreno', en: 'Lot frontage' },
  ...art5,
});

// --- Art. 2, I, a and par. único: 500 m between outlets, edge to edge -----------

const art2OutletDistanceBase = distanceRule({
  id: 'art2-I-a',
  implements: ['art2-I-a', 'art2-parU'],
  title: { pt: 'Distância mínima de outro posto revendedor de GLP', en: 'Minimum distance from another GLP outlet' },
  activities: OUTLET,
  categories: ['glp-outlet'],
  param: 'min-distance-between-outlets',
  statusesParam: 'counted-outlet-statuses',
  measure: 'edge',
  what: {
    pt: 'posto revendedor de GLP existente ou com licença de construção aprovada',
    en: 'GLP outlet existing or with an approved construction licence',
  },
  ...art5,
  parameters: ['art2-parU-point-outlet'],
});

/**
 * Parágrafo único: the 500 m are measured from "o ponto extremo da área do imóvel" of the other
 * outlet. An outlet registered only as a point (no lot polygon, no distance measured edge to
 * edge) is nearer by its lot than by its point: a point within 500 m already violates; beyond,
 * the interpretation art2-parU-point-outlet says whether the point is measured or its lot is asked for.
 */
const art2OutletDistance: RuleDef<BelemInput> = {
  ...art2OutletDistanceBase,
  evaluate(ctx) {
    const o = art2OutletDistanceBase.evaluate(ctx);
    if (o.status !== 'satisfied' || ctx.interpretation<string>('art2-parU-point-outlet') !== 'require-lot') return o;
    const [q] = ctx.siting();
    if (!q) return o;
    const nq: NearbyQuery = { radiusM: q.radiusM, measure: q.measure };
    if (q.statuses) nq.statuses = q.statuses;
    const pointOnly = ctx
      .nearby(q.categories, nq)
      .filter((p) => p.place.polygon === undefined && !(p.place.distanceM !== undefined && p.place.measuredFrom === 'edge'));
    if (pointOnly.length === 0) return o;
    const names = pointOnly.map((p) => p.place.name ?? p.place.id ?? `#${p.index}`).join(', ');
    return {
      status: 'cannot-evaluate',
      message: ctx.t(
        `Posto(s) registrado(s) só como ponto (${names}): a distância é medida do ponto extremo do imóvel (parágrafo único); informe o polígono do lote.`,
        `Outlet(s) registered only as a point (${names}): the distance is measured from the extreme point of the property (sole paragraph); give the lot polygon.`,
      ),
      missing: pointOnly.map((p) => `nearby.places[${p.index}].polygon`),
      places: pointOnly.map((p) => ctx.placeRef(p)),
    };
  },
};

// --- Art. 2, I, b: NBR 15514 distances (wording of Lei 9.573/2020) ---------------

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
 * the interpretation requires it.
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
    'large-commerce-min-area',
    'art2-I-b-area-scope',
    ...(art5Exemption.parameters ?? []),
  ],
  exceptions: ['art5'],
  interpretationNote: {
    pt: 'A lei nomeia a NBR 15514:2007, cujos valores não foram encontrados; aplica-se a edição carregada, avisando. Categorias da lei são mapeadas para colunas da Tabela C1 por parâmetro.',
    en: 'The law names NBR 15514:2007, whose values were not found; the loaded edition is applied with a notice. Law categories map to Table C1 columns by parameter.',
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
    const totals = storageTotals(ctx.need('storage.containers'));
    const cls = normClassFor(table, totals.totalKg);
    const queries = ctx.siting(cls.class);
    const minLarge = ctx.param<number>('large-commerce-min-area');
    const limitOf = new Map<string, number>();
    for (const q of queries) for (const c of q.categories) limitOf.set(c, q.radiusM);
    // The largest distance of any column bounds the survey radius the rule needs.
    const maxLimit = Math.max(0, ...queries.map((q) => q.radiusM));
    const places = ctx.nearby(NBR_CATEGORIES, { radiusM: maxLimit, measure: 'edge' });
    const comparisons: Comparison[] = [];
    const refs: PlaceRef[] = [];
    let violated = false;
    for (const p of places) {
      const limit = limitOf.get(p.place.category);
      if (limit === undefined) continue;
      const c = ctx.compareWith(`distance to ${p.place.name ?? p.place.category}`, p.distanceM, '>=', limit, 'm');
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
      comparisons.push(c);
      refs.push(ctx.placeRef(p));
      if (!c.holds) violated = true;
    }
    const clsText = ctx.t(`classe ${cls.class} da NBR 15514 (${totals.arithmetic})`, `NBR 15514 class ${cls.class} (${totals.arithmetic})`);
    if (comparisons.length === 0) {
      return {
        status: 'satisfied',
        message: ctx.t(
          `Nenhum local sensível do art. 2º, I, b dentro das distâncias da ${clsText}.`,
          `No sensitive place of art. 2, I, b within the distances of ${clsText}.`,
        ),
        notes,
        facts: { nbrClass: cls.class, totalKg: totals.totalKg },
      };
    }
    const worst = comparisons.find((c) => !c.holds) ?? comparisons[0];
    return {
      status: violated ? 'violated' : 'satisfied',
      message: ctx.t(
        `${violated ? 'Distância insuficiente' : 'Distâncias atendidas'} (${clsText}): ${worst?.text}.`,
        `${violated ? 'Distance too short' : 'Distances met'} (${clsText}): ${worst?.text}.`,
      ),
      comparisons,
      places: refs,
      notes,
      facts: { nbrClass: cls.class, totalKg: totals.totalKg },
    };
  },
};

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

// --- Art. 2, II–IV: licences of other bodies (evidence) -------------------------

const art2Anp = documentRule({
  id: 'art2-II',
  implements: ['art2-II'],
  title: { pt: 'Requisitos da ANP', en: 'ANP requirements' },
  activities: OUTLET,
  doc: 'anpAuthorisation',
  what: { pt: 'Autorização da ANP (requisitos do MME/ANP)', en: 'ANP authorisation (MME/ANP requirements)' },
  ...art5,
});

const art2Environmental = documentRule({
  id: 'art2-III',
  implements: ['art2-III'],
  title: { pt: 'Licenciamento ambiental', en: 'Environmental licence' },
  activities: OUTLET,
  doc: 'environmentalLicence',
  what: { pt: 'Licença ambiental', en: 'Environmental licence' },
  ...art5,
});

const art2OtherLicences = documentRule({
  id: 'art2-IV',
  implements: ['art2-IV'],
  title: { pt: 'Licenças de outros órgãos', en: 'Licences of other bodies' },
  activities: OUTLET,
  doc: 'otherLicences',
  what: { pt: 'Licenças de outros órgãos', en: 'Licences of other bodies' },
  ...art5,
});

export const art2Rules: RuleDef<BelemInput>[] = [
  art2LotArea,
  art2Frontage,
  art2OutletDistance,
  art2NbrDistances,
  art2NbrDistancesOriginal,
  art2Anp,
  art2Environmental,
  art2OtherLicences,
];
