/**
 * Belém — art. 2: the lot of a new outlet (I), the 500 m between outlets measured edge to
 * edge (I a, parágrafo único), the NBR 15514 distances to sensitive places (I b, wording of
 * Lei 9.573/2020: art2-I-b.ts) and the licences of other bodies (II–IV). Art. 5 exempts
 * existing outlets.
 */
import type { MeasuredPlace, RuleContext } from '../../../src/core/context.ts';
import { countedQuery } from '../../../src/core/rulekit.ts';
import { firstComeDate } from '../../../src/core/rulekit-establishment.ts';
import type { Outcome, RuleDef } from '../../../src/core/pack.ts';
import { distanceRule, documentRule, thresholdRule, type BelemInput } from '../facts.ts';
import { art2IbRules } from './art2-I-b.ts';
import { art5, OUTLET } from './common.ts';
import { OWN_LOT_POINT, ownLotPoint, ownLotPointShortfall } from './lot-point.ts';

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

/** First come, first served (reading art2-I-a-first-come): src/core/rulekit-establishment.ts firstComeDate. */
const firstCome = (ctx: RuleContext<BelemInput>) => firstComeDate(ctx, 'art2-I-a-first-come', 'earlier-outlets');

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
  countsUntil: firstCome,
  parameters: ['art2-parU-point-outlet', OWN_LOT_POINT, 'art2-I-a-first-come'],
});

/**
 * Parágrafo único: the 500 m are measured between "o ponto extremo da área do imóvel" of the
 * other outlet and that of the lot where the new one is to be built. Measured from a point on
 * either side, the lots may be nearer than the points: a point within 500 m already violates;
 * beyond, the applicant's own lot measured from its point does not decide (lot-point.ts), and
 * for another outlet registered only as a point the interpretation art2-parU-point-outlet says
 * whether the point is measured or its lot is asked for.
 */
const art2OutletDistance: RuleDef<BelemInput> = {
  ...art2OutletDistanceBase,
  evaluate(ctx) {
    const o = art2OutletDistanceBase.evaluate(ctx);
    if (o.status !== 'satisfied' && o.status !== 'violated') return o;
    const [q] = ctx.siting();
    if (!q) return o;
    // The same query as the base rule's: a known shortfall decides even with the survey incomplete.
    const places = ctx.nearby(q.categories, countedQuery(q, firstCome(ctx)));
    if (o.status === 'violated') {
      const tooNear = places.filter((p) => !ctx.compareWith('distance', p.distanceM, q.op, q.radiusM, 'm').holds);
      return ownLotPointShortfall(ctx, o, tooNear);
    }
    return ownLotPoint(ctx, otherOutletPoint(ctx, o, places), places);
  },
};

/** The other outlet known only as a point, under the interpretation art2-parU-point-outlet. */
function otherOutletPoint(ctx: RuleContext<BelemInput>, o: Outcome, places: readonly MeasuredPlace[]): Outcome {
  if (ctx.interpretation<string>('art2-parU-point-outlet') !== 'require-lot') return o;
  const pointOnly = places.filter(
    (p) => p.place.polygon === undefined && !(p.place.distanceM !== undefined && p.place.measuredFrom === 'edge'),
  );
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
}

// --- Art. 2, II–IV: licences of other bodies (evidence) -------------------------

const art2Anp = documentRule({
  id: 'art2-II',
  implements: ['art2-II'],
  title: { pt: 'Requisitos da ANP', en: 'ANP requirements' },
  activities: OUTLET,
  doc: 'anpAuthorisation',
  what: { pt: 'Autorização da ANP (requisitos do MME/ANP)', en: 'ANP authorisation (MME/ANP requirements)' },
  agrees: 'f',
  ...art5,
});

const art2Environmental = documentRule({
  id: 'art2-III',
  implements: ['art2-III'],
  title: { pt: 'Licenciamento ambiental', en: 'Environmental licence' },
  activities: OUTLET,
  doc: 'environmentalLicence',
  what: { pt: 'Licença ambiental', en: 'Environmental licence' },
  agrees: 'f',
  ...art5,
});

const art2OtherLicences = documentRule({
  id: 'art2-IV',
  implements: ['art2-IV'],
  title: { pt: 'Licenças de outros órgãos', en: 'Licences of other bodies' },
  activities: OUTLET,
  doc: 'otherLicences',
  what: { pt: 'Licenças de outros órgãos', en: 'Licences of other bodies' },
  agrees: 'fp',
  ...art5,
});

export const art2Rules: RuleDef<BelemInput>[] = [
  art2LotArea,
  art2Frontage,
  art2OutletDistance,
  ...art2IbRules,
  art2Anp,
  art2Environmental,
  art2OtherLicences,
];
