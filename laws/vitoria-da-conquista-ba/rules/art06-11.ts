/**
 * Lei 709/1993, arts. 6–11: depot lots, setbacks, stations outside the urban perimeter,
 * paving, accesses, floors, toilets and washing compartments.
 */
import type { RuleContext } from '../../../src/core/context.ts';
import type { Outcome, RuleDef } from '../../../src/core/pack.ts';
import { notApplicable } from '../../../src/core/rulekit.ts';
import { checksOutcome, comparisonsOutcome, type Labelled } from '../../../src/core/rulekit-outcomes.ts';
import { DEPOTS, insideUrbanPerimeter, measureAgainst, servicesOffered, STATIONS_AND_SERVICES } from '../helpers.ts';
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
  parameters: ['depot-min-frontage', 'depot-min-depth', 'depot-depth-reading'],
  interpretationNote: {
    pt: '"afastados da zona residencial" não tem número: o lote não pode estar em zona residencial; o grau de afastamento é objeto do parecer de urbanismo (art. 19, I). As distâncias ao perímetro urbano estão nos arts. 16 e 18.',
    en: '"away from the residential zone" has no figure: the lot may not be in a residential zone; how far is for the urbanism opinion (art. 19 I). Distances to the urban perimeter are in arts. 16 and 18.',
  },
  evaluate(ctx) {
    const [frontage, depth, zone] = ctx.needAll(['lot.frontageM', 'lot.depthM', 'zone.kind']);
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
    if (zone === 'residential')
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
  },
};

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

// --- Art. 10: accesses, curbs, floors, pumps, toilets ---------------------------------------------------

const art10I: RuleDef<VdcInput> = {
  id: 'art10-I',
  implements: ['art10-I', 'art10'],
  title: { pt: 'Duplo acesso: cada um com 3 m', en: 'Double access: 3 m each' },
  activities: STATIONS_AND_SERVICES,
  parameters: ['double-access-width', 'art10-I-width-reading'],
  evaluate(ctx) {
    const accesses = ctx.need('building.accesses');
    if (accesses.length < 2)
      return notApplicable(
        ctx,
        `${accesses.length} acesso(s): o inciso I trata do duplo acesso.`,
        `${accesses.length} access(es): item I concerns double accesses.`,
      );
    return comparisonsOutcome(
      accesses.map((a, i) => ({
        label: ctx.t(`Acesso ${i + 1}`, `Access ${i + 1}`),
        c: measureAgainst(ctx, `building.accesses[${i}].widthM`, a.widthM, 'double-access-width', 'art10-I-width-reading'),
      })),
    );
  },
};

const art10II: RuleDef<VdcInput> = {
  id: 'art10-II',
  implements: ['art10-II', 'art10'],
  title: { pt: 'Acesso único com largura mínima de 6 m', en: 'Single access at least 6 m wide' },
  activities: STATIONS_AND_SERVICES,
  parameters: ['single-access-min-width'],
  evaluate(ctx) {
    const accesses = ctx.need('building.accesses');
    if (accesses.length === 0)
      return {
        status: 'violated',
        message: ctx.t('O posto não tem acesso (art. 10, I ou II).', 'The station has no access (art. 10 I or II).'),
      };
    if (accesses.length > 1)
      return notApplicable(
        ctx,
        `${accesses.length} acessos: ver o inciso I (duplo acesso).`,
        `${accesses.length} accesses: see item I (double access).`,
      );
    const a = accesses[0] as { widthM: number };
    return comparisonsOutcome([
      { label: ctx.t('Acesso único', 'Single access'), c: ctx.compare('building.accesses[0].widthM', a.widthM, 'single-access-min-width') },
    ]);
  },
};

const art10III: RuleDef<VdcInput> = {
  id: 'art10-III',
  implements: ['art10-III', 'art10'],
  title: { pt: 'Sem rebaixamento de meio-fio a menos de 5 m das esquinas', en: 'No lowered curb within 5 m of corners' },
  activities: STATIONS_AND_SERVICES,
  parameters: ['corner-curb-distance'],
  evaluate(ctx) {
    const lowered = ctx.need('building.curbLoweredWithin5mOfCorner');
    const d = ctx.q(ctx.param<number>('corner-curb-distance'), 'm');
    return lowered
      ? {
          status: 'violated',
          message: ctx.t(`Meio-fio rebaixado a menos de ${d} de uma esquina.`, `Curb lowered within ${d} of a corner.`),
        }
      : {
          status: 'satisfied',
          message: ctx.t(`Nenhum rebaixamento de meio-fio a menos de ${d} das esquinas.`, `No curb lowered within ${d} of the corners.`),
        };
  },
};

const art10IV: RuleDef<VdcInput> = {
  id: 'art10-IV',
  implements: ['art10-IV', 'art10'],
  title: { pt: 'Declividade dos pisos suficiente e não superior a 3%', en: 'Floor slope sufficient and not above 3%' },
  activities: STATIONS_AND_SERVICES,
  parameters: ['max-floor-slope'],
  interpretationNote: {
    pt: '"declividade suficiente para o escoamento" não tem número: 0% é tido como insuficiente; qualquer declividade positiva até 3% atende.',
    en: '"slope sufficient for drainage" has no figure: 0% is taken as insufficient; any positive slope up to 3% complies.',
  },
  evaluate(ctx) {
    const slope = ctx.need('building.floorSlopePercent');
    const c = ctx.compare('building.floorSlopePercent', slope, 'max-floor-slope');
    if (slope === 0)
      return {
        status: 'violated',
        message: ctx.t('Pisos sem declividade (0%): não há escoamento das águas.', 'Floors without slope (0%): water cannot drain.'),
        comparisons: [c],
      };
    return comparisonsOutcome([{ label: ctx.t('Declividade dos pisos', 'Floor slope'), c }]);
  },
};

const art10V = thresholdRule({
  id: 'art10-V',
  implements: ['art10-V', 'art10'],
  title: {
    pt: 'Bombas e instalações de serviço a 5 m do alinhamento da rua',
    en: 'Pumps and service installations 5 m from the street alignment',
  },
  activities: STATIONS_AND_SERVICES,
  fact: 'building.pumpsFromStreetAlignmentM',
  param: 'pumps-from-alignment',
  what: {
    pt: 'Distância das bombas e instalações de serviço ao alinhamento da rua',
    en: 'Distance from pumps and service installations to the street alignment',
  },
});

function washOrLube(ctx: RuleContext<VdcInput>): { services: Set<string>; any: boolean } {
  const services = servicesOffered(ctx);
  const trigger = ctx.param<string[]>('wash-lube-services');
  return { services, any: trigger.some((s) => services.has(s)) };
}

const art10Par1: RuleDef<VdcInput> = {
  id: 'art10-par1',
  implements: ['art10-par1'],
  title: {
    pt: 'Vestiário e sanitários em posto com lavagem ou lubrificação',
    en: 'Changing room and toilets at a post with washing or lubrication',
  },
  activities: STATIONS_AND_SERVICES,
  parameters: ['wash-lube-services'],
  evaluate(ctx) {
    if (!washOrLube(ctx).any)
      return notApplicable(
        ctx,
        'O posto não presta serviços de lavagem nem de lubrificação.',
        'The post offers neither washing nor lubrication.',
      );
    const [changing, staff, pub] = ctx.needAll(['building.changingRoom', 'building.staffToilet', 'building.publicToilet']);
    return checksOutcome([
      { ok: changing, good: ctx.t('vestiário presente', 'changing room present'), bad: ctx.t('falta vestiário', 'no changing room') },
      {
        ok: staff,
        good: ctx.t('banheiro para empregados presente', 'staff toilet present'),
        bad: ctx.t('falta banheiro para empregados', 'no staff toilet'),
      },
      {
        ok: pub,
        good: ctx.t('sanitário para uso geral presente', 'public toilet present'),
        bad: ctx.t('falta sanitário para uso geral', 'no public toilet'),
      },
    ]);
  },
};

const art10Par2: RuleDef<VdcInput> = {
  id: 'art10-par2',
  implements: ['art10-par2'],
  title: {
    pt: 'Sanitários públicos separados por sexo em posto à margem de estrada',
    en: 'Public toilets separated by sex at a highway station',
  },
  activities: STATIONS_AND_SERVICES,
  evaluate(ctx) {
    const highway = ctx.need('lot.street.isHighway');
    if (!highway) return notApplicable(ctx, 'O posto não é marginal a estrada de rodagem.', 'The station does not border a highway.');
    const separate = ctx.need('building.toiletsSeparateBySex');
    return separate
      ? { status: 'satisfied', message: ctx.t('Sanitários públicos separados por sexo.', 'Public toilets separated by sex.') }
      : {
          status: 'violated',
          message: ctx.t(
            'Posto à margem de estrada sem sanitários públicos separados por sexo.',
            'Highway station without public toilets separated by sex.',
          ),
        };
  },
};

// --- Art. 11: washing and lubrication ---------------------------------------------------------------------

const art11: RuleDef<VdcInput> = {
  id: 'art11',
  implements: ['art11'],
  title: { pt: 'Lavagem e lubrificação em compartimento fechado', en: 'Washing and lubrication in an enclosed compartment' },
  activities: STATIONS_AND_SERVICES,
  parameters: ['wash-lube-services'],
  evaluate(ctx) {
    if (!washOrLube(ctx).any)
      return notApplicable(
        ctx,
        'O posto não presta serviços de lavagem nem de lubrificação.',
        'The post offers neither washing nor lubrication.',
      );
    const enclosed = ctx.need('building.washingEnclosed');
    return enclosed
      ? {
          status: 'satisfied',
          message: ctx.t('Lavagem/lubrificação em compartimento fechado.', 'Washing/lubrication in an enclosed compartment.'),
        }
      : {
          status: 'violated',
          message: ctx.t(
            'Lavagem/lubrificação fora de compartimento fechado (dispersão de poeira, água ou substância oleosa).',
            'Washing/lubrication outside an enclosed compartment (dust, water or oil dispersal).',
          ),
        };
  },
};

function washingNa(ctx: RuleContext<VdcInput>): Outcome | null {
  return servicesOffered(ctx).has('washing')
    ? null
    : notApplicable(ctx, 'O posto não presta serviço de lavagem.', 'The post offers no washing.');
}

const art11ParUI = thresholdRule({
  id: 'art11-parU-I',
  implements: ['art11-parU-I', 'art11-parU'],
  title: { pt: 'Paredes do compartimento de lavagem revestidas até 2,50 m', en: 'Washing compartment walls lined up to 2.50 m' },
  activities: STATIONS_AND_SERVICES,
  fact: 'building.washingWallsImpermeableHeightM',
  param: 'washing-wall-min-height',
  what: { pt: 'Altura do revestimento impermeável das paredes', en: 'Height of the impermeable wall lining' },
  unless: washingNa,
});

const art11ParUII: RuleDef<VdcInput> = {
  id: 'art11-parU-II',
  implements: ['art11-parU-II', 'art11-parU'],
  title: {
    pt: 'Boxes de lavagem recuados 5 m da rua e 3 m das laterais',
    en: 'Washing boxes set back 5 m from the street and 3 m from the sides',
  },
  activities: STATIONS_AND_SERVICES,
  parameters: ['washing-box-from-street', 'washing-box-from-sides'],
  evaluate(ctx) {
    const early = washingNa(ctx);
    if (early) return early;
    const [street, sides] = ctx.needAll(['building.washingBoxFromStreetM', 'building.washingBoxFromSidesM']);
    return comparisonsOutcome([
      {
        label: ctx.t('Recuo do box ao alinhamento da rua', 'Box setback from the street alignment'),
        c: ctx.compare('building.washingBoxFromStreetM', street, 'washing-box-from-street'),
      },
      {
        label: ctx.t('Recuo do box às laterais do terreno', 'Box setback from the lot sides'),
        c: ctx.compare('building.washingBoxFromSidesM', sides, 'washing-box-from-sides'),
      },
    ]);
  },
};

const art11ParUIII = flagRule({
  id: 'art11-parU-III',
  implements: ['art11-parU-III', 'art11-parU'],
  title: { pt: 'Paredes externas sem abertura livre para o exterior', en: 'External walls without free openings to the outside' },
  activities: STATIONS_AND_SERVICES,
  fact: 'building.washingExternalWallsOpen',
  expected: false,
  ok: {
    pt: 'Paredes externas do compartimento de lavagem sem abertura livre.',
    en: 'External walls of the washing compartment without free openings.',
  },
  bad: {
    pt: 'Paredes externas do compartimento de lavagem com abertura livre para o exterior.',
    en: 'External walls of the washing compartment open to the outside.',
  },
  unless: washingNa,
});

export const rulesArt6To11: RuleDef<VdcInput>[] = [
  art6,
  art7,
  art8,
  art8I,
  art8II,
  art8III,
  art8IV,
  art9,
  art9ParU,
  art10I,
  art10II,
  art10III,
  art10IV,
  art10V,
  art10Par1,
  art10Par2,
  art11,
  art11ParUI,
  art11ParUII,
  art11ParUIII,
];
