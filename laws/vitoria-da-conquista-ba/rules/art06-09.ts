/**
 * Lei 709/1993, arts. 6–9: depot lots, setbacks, stations outside the urban perimeter, paving and the front wall.
 */
import type { RuleContext } from '../../../src/core/context.ts';
import type { Outcome, RuleDef } from '../../../src/core/pack.ts';
import { notApplicable } from '../../../src/core/rulekit.ts';
import { comparisonsOutcome, type Labelled } from '../../../src/core/rulekit-outcomes.ts';
import { zoneOf } from '../classes.ts';
import { DEPOTS, insideUrbanPerimeter, measureAgainst, STATIONS_AND_SERVICES, unlessInstalledBeforeLaw } from '../helpers.ts';
import { flagRule, thresholdRule, type VdcInput } from '../facts.ts';

// --- Art. 6: depot lots -----------------------------------------------------------------------

const art6: RuleDef<VdcInput> = {
  id: 'art6',
  implements: ['art6'],
  title: {
    pt: 'Terreno do depósito: testada mínima de 50 m, profundidade de 100 m, longe da zona residencial',
    en: 'Depot lot: frontage at least 50 m, depth 100 m, away from the residential zone',
  },
  activities: DEPOTS,
  parameters: ['depot-min-frontage', 'depot-min-depth', 'depot-depth-reading', 'zone-kind-to-art2-item'],
  interpretationNote: {
    pt: '"afastados da zona residencial" não tem número: o lote não pode estar em zona residencial; o grau de afastamento é objeto do parecer de urbanismo (art. 19, I). As distâncias ao perímetro urbano estão nos arts. 16 e 18.',
    en: '"away from the residential zone" has no figure: the lot may not be in a residential zone; how far is for the urbanism opinion (art. 19 I). Distances to the urban perimeter are in arts. 16 and 18.',
  },
  // "para se instalarem": a condition of installing (helpers.ts unlessInstalledBeforeLaw).
  evaluate: (ctx) => unlessInstalledBeforeLaw(ctx, art6Outcome(ctx), 'para se instalarem'),
};

/** Art. 6 as worded, before asking whether the depot was installed before the law. */
function art6Outcome(ctx: RuleContext<VdcInput>): Outcome {
  const [frontage, depth] = ctx.needAll(['lot.frontageM', 'lot.depthM']);
  // The residential zone is art. 2 III; a lot outside the urban perimeter is art. 2 I (zoneOf).
  const zone = zoneOf(ctx);
  const items: Labelled[] = [
    { label: ctx.t('Testada', 'Frontage'), c: ctx.compare('lot.frontageM', frontage, 'depot-min-frontage') },
    { label: ctx.t('Profundidade', 'Depth'), c: measureAgainst(ctx, 'lot.depthM', depth, 'depot-min-depth', 'depot-depth-reading') },
  ];
  const o = comparisonsOutcome(items);
  const toResidential = ctx.input.zone?.distanceToResidentialZoneM;
  const notes =
    toResidential !== undefined
      ? [
          ctx.t(
            `Distância informada à zona residencial: ${ctx.q(toResidential, 'm')} (a lei não fixa número).`,
            `Reported distance to the residential zone: ${ctx.q(toResidential, 'm')} (the law sets no figure).`,
          ),
        ]
      : [];
  if (zone.item === 'III')
    return {
      ...o,
      status: 'violated',
      message: ctx.t(
        `Depósito em zona residencial: a lei exige locais afastados dela. ${o.message}`,
        `Depot in a residential zone: the law requires places away from it. ${o.message}`,
      ),
      notes,
    };
  return { ...o, notes };
}

// --- Art. 7: setback ------------------------------------------------------------------------------

const art7 = thresholdRule({
  id: 'art7',
  implements: ['art7'],
  title: { pt: 'Recuo mínimo de 5 m das edificações', en: 'Minimum building setback of 5 m' },
  activities: ['glp-resale', ...STATIONS_AND_SERVICES],
  fact: 'building.setbackM',
  param: 'min-setback',
  what: { pt: 'Recuo das edificações', en: 'Building setback' },
});

// --- Art. 8: stations outside the urban perimeter -------------------------------------------------------

interface Amenities {
  dormitory: boolean;
  restaurant: boolean;
}

function amenitiesOf(ctx: RuleContext<VdcInput>): Amenities {
  const b = ctx.input.building;
  if (b?.restaurantOrDormitory === false && b.hasDormitory === undefined && b.hasRestaurant === undefined) {
    ctx.fact('building.restaurantOrDormitory', false);
    return { dormitory: false, restaurant: false };
  }
  const [dormitory, restaurant] = ctx.needAll(['building.hasDormitory', 'building.hasRestaurant']);
  return { dormitory, restaurant };
}

function insideNa(ctx: RuleContext<VdcInput>): Outcome | null {
  return insideUrbanPerimeter(ctx)
    ? notApplicable(
        ctx,
        'Posto dentro do perímetro urbano: o art. 8º trata dos postos fora dele.',
        'Station inside the urban perimeter: art. 8 concerns stations outside it.',
      )
    : null;
}

const art8: RuleDef<VdcInput> = {
  id: 'art8',
  implements: ['art8'],
  title: {
    pt: 'Lanchonete, restaurante e dormitório em posto fora do perímetro urbano',
    en: 'Snack bar, restaurant and dormitory at a station outside the urban perimeter',
  },
  activities: STATIONS_AND_SERVICES,
  parameters: ['art8-inside-perimeter-amenities'],
  evaluate(ctx) {
    const a = amenitiesOf(ctx);
    if (!a.dormitory && !a.restaurant)
      return notApplicable(
        ctx,
        'O posto não tem lanchonete, restaurante nem dormitório.',
        'The station has no snack bar, restaurant or dormitory.',
      );
    if (!insideUrbanPerimeter(ctx))
      return {
        status: 'satisfied',
        message: ctx.t(
          'Posto fora do perímetro urbano: pode ter lanchonete, restaurante e dormitório, observados os incisos I–IV.',
          'Station outside the urban perimeter: it may have a snack bar, restaurant and dormitory, subject to items I–IV.',
        ),
      };
    if (ctx.interpretation<string>('art8-inside-perimeter-amenities') === 'only-outside')
      return {
        status: 'violated',
        message: ctx.t(
          'Posto dentro do perímetro urbano com lanchonete/restaurante/dormitório: o art. 8º só os admite fora do perímetro.',
          'Station inside the urban perimeter with a snack bar/restaurant/dormitory: art. 8 admits them only outside the perimeter.',
        ),
      };
    return notApplicable(
      ctx,
      'Posto dentro do perímetro urbano: o art. 8º não regula lanchonete, restaurante ou dormitório nele.',
      'Station inside the urban perimeter: art. 8 does not regulate snack bars, restaurants or dormitories there.',
    );
  },
};

/** Items I and IV: for stations with amenities, or every station outside the perimeter (art8-scope). */
function art8Scope(ctx: RuleContext<VdcInput>): Outcome | null {
  const inside = insideNa(ctx);
  if (inside) return inside;
  if (ctx.interpretation<string>('art8-scope') === 'all-outside') return null;
  const a = amenitiesOf(ctx);
  return a.dormitory || a.restaurant
    ? null
    : notApplicable(
        ctx,
        'Posto fora do perímetro sem lanchonete, restaurante ou dormitório: critérios do art. 8º não se aplicam.',
        'Station outside the perimeter without a snack bar, restaurant or dormitory: the criteria of art. 8 do not apply.',
      );
}

const art8I = thresholdRule({
  id: 'art8-I',
  implements: ['art8-I', 'art8'],
  title: { pt: 'Área mínima de 2.000 m² (posto fora do perímetro)', en: 'Minimum area of 2,000 m² (station outside the perimeter)' },
  activities: STATIONS_AND_SERVICES,
  fact: 'lot.areaM2',
  param: 'outside-station-min-area',
  what: { pt: 'Área do posto fora do perímetro urbano', en: 'Area of the station outside the urban perimeter' },
  unless: art8Scope,
  parameters: ['art8-scope'],
});

const art8II: RuleDef<VdcInput> = {
  id: 'art8-II',
  implements: ['art8-II', 'art8'],
  title: { pt: 'Dormitório isolado a 15 m da bomba mais próxima', en: 'Dormitory in a separate building 15 m from the nearest pump' },
  activities: STATIONS_AND_SERVICES,
  parameters: ['dormitory-from-pump'],
  evaluate(ctx) {
    const inside = insideNa(ctx);
    if (inside) return inside;
    if (!amenitiesOf(ctx).dormitory) return notApplicable(ctx, 'O posto não tem dormitório.', 'The station has no dormitory.');
    const d = ctx.need('building.dormitoryFromPumpM');
    return comparisonsOutcome([
      {
        label: ctx.t('Distância do dormitório à bomba mais próxima', 'Distance from the dormitory to the nearest pump'),
        c: ctx.compare('building.dormitoryFromPumpM', d, 'dormitory-from-pump'),
      },
    ]);
  },
};

const art8III: RuleDef<VdcInput> = {
  id: 'art8-III',
  implements: ['art8-III', 'art8'],
  title: {
    pt: 'Restaurante e lanchonete isolados a 15 m da bomba mais próxima',
    en: 'Restaurant and snack bar isolated 15 m from the nearest pump',
  },
  activities: STATIONS_AND_SERVICES,
  parameters: ['restaurant-from-pump', 'art8-III-distance-reading'],
  evaluate(ctx) {
    const inside = insideNa(ctx);
    if (inside) return inside;
    if (!amenitiesOf(ctx).restaurant)
      return notApplicable(ctx, 'O posto não tem restaurante nem lanchonete.', 'The station has no restaurant or snack bar.');
    const d = ctx.need('building.restaurantFromPumpM');
    return comparisonsOutcome([
      {
        label: ctx.t(
          'Distância do restaurante/lanchonete à bomba mais próxima',
          'Distance from the restaurant/snack bar to the nearest pump',
        ),
        c: measureAgainst(ctx, 'building.restaurantFromPumpM', d, 'restaurant-from-pump', 'art8-III-distance-reading'),
      },
    ]);
  },
};

const art8IV = flagRule({
  id: 'art8-IV',
  implements: ['art8-IV', 'art8'],
  title: { pt: 'Estacionamento privativo dos usuários', en: 'Private parking for users' },
  activities: STATIONS_AND_SERVICES,
  fact: 'building.privateParking',
  expected: true,
  ok: { pt: 'Há áreas livres para estacionamento privativo dos usuários.', en: "Free areas are reserved for users' private parking." },
  bad: {
    pt: 'Não há áreas livres reservadas ao estacionamento privativo dos usuários.',
    en: "No free areas reserved for users' private parking.",
  },
  unless: art8Scope,
  parameters: ['art8-scope'],
});

// --- Art. 9: paving and front wall ---------------------------------------------------------------------

const art9 = flagRule({
  id: 'art9',
  implements: ['art9'],
  title: { pt: 'Áreas não edificadas pavimentadas e drenadas', en: 'Unbuilt areas paved and drained' },
  activities: STATIONS_AND_SERVICES,
  fact: 'building.pavedAndDrained',
  expected: true,
  ok: {
    pt: 'Áreas não edificadas pavimentadas e drenadas, sem escoamento para a via pública.',
    en: 'Unbuilt areas paved and drained, with no run-off to the public way.',
  },
  bad: {
    pt: 'Áreas não edificadas sem pavimentação/drenagem que impeça o escoamento de água servida para a via pública.',
    en: 'Unbuilt areas without paving/drainage preventing waste water running onto the public way.',
  },
});

const art9ParU = flagRule({
  id: 'art9-parU',
  implements: ['art9-parU'],
  title: { pt: 'Mureta baixa na frente não usada para acesso', en: 'Low wall along the frontage not used for access' },
  activities: STATIONS_AND_SERVICES,
  fact: 'building.frontLowWall',
  expected: true,
  ok: {
    pt: 'A frente não usada para acesso é limitada por mureta baixa.',
    en: 'The frontage not used for access is bounded by a low wall.',
  },
  bad: {
    pt: 'A frente não usada para acesso não é limitada por mureta baixa.',
    en: 'The frontage not used for access is not bounded by a low wall.',
  },
});

export const rulesArt6To9: RuleDef<VdcInput>[] = [art6, art7, art8, art8I, art8II, art8III, art8IV, art9, art9ParU];
