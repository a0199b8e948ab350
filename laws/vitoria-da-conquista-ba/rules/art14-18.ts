/**
 * Lei 709/1993, arts. 14–18: where containers may be placed, and depots.
 */
import type { RuleContext } from '../../../src/core/context.ts';
import type { Outcome, RuleDef } from '../../../src/core/pack.ts';
import { checksOutcome, comparisonsOutcome } from '../../../src/core/rulekit-outcomes.ts';
import {
  art17BeforeLaw,
  DEPOTS,
  dryChemicalUnits,
  expansionInsidePerimeter,
  floorLevelOutcome,
  floorOutcome,
  GLP_HOLDERS,
  measureAgainst,
  sellsGlpOrNa,
  signChecks,
  statedPerimeter,
  unlessInstalledBeforeLaw,
} from '../helpers.ts';
import { distanceRule, flagRule, type VdcInput } from '../facts.ts';

// --- Arts. 14, 15: where containers may be placed -------------------------------------------------------

const art14 = flagRule({
  id: 'art14',
  implements: ['art14'],
  title: { pt: 'Recipientes longe de portas, escadas e passagens', en: 'Containers away from doors, stairs and passageways' },
  activities: GLP_HOLDERS,
  unless: sellsGlpOrNa,
  fact: 'storage.nearDoorsStairsOrPassages',
  expected: false,
  ok: {
    pt: 'Recipientes longe de portas, escadas e locais de trânsito de pedestres ou veículos.',
    en: 'Containers away from doors, stairs and pedestrian or vehicle passageways.',
  },
  bad: {
    pt: 'Recipientes perto de portas, escadas ou locais de trânsito de pedestres ou veículos.',
    en: 'Containers near doors, stairs or pedestrian or vehicle passageways.',
  },
  interpretationNote: {
    pt: '"perto" não tem número: verificação do fiscal.',
    en: '"near" has no figure: the inspector\'s check.',
  },
});

const art15 = flagRule({
  id: 'art15',
  implements: ['art15'],
  title: { pt: 'Nenhum recipiente em logradouro público', en: 'No containers on public ways' },
  activities: GLP_HOLDERS,
  unless: sellsGlpOrNa,
  fact: 'storage.onSidewalkOrPublicWay',
  expected: false,
  ok: { pt: 'Nenhum recipiente em ruas, calçadas ou praças.', en: 'No container on streets, sidewalks or squares.' },
  bad: {
    pt: 'Recipientes em logradouro público (rua, calçada ou praça): proibido; sujeitos a apreensão (art. 26, I, a).',
    en: 'Containers on a public way (street, sidewalk or square): forbidden; liable to seizure (art. 26 I a).',
  },
});

// --- Arts. 16–18: depots -------------------------------------------------------------------------------

function perimeterDistance(ctx: RuleContext<VdcInput>, param: string, reading?: string): Outcome {
  const inside = statedPerimeter(ctx);
  if (inside === true) {
    // Art. 2 I: an expansion zone lies outside the perimeter; both at once is a contradiction.
    if (ctx.input.zone?.kind === 'expansion') throw expansionInsidePerimeter(ctx);
    const limit = ctx.param<number>(param);
    return {
      status: 'violated',
      message: ctx.t(
        `O lote está dentro do perímetro urbano; a lei exige ${ctx.q(limit, 'm')} do perímetro.`,
        `The lot is inside the urban perimeter; the law requires ${ctx.q(limit, 'm')} from the perimeter.`,
      ),
    };
  }
  const d = ctx.need('zone.distanceToUrbanPerimeterM');
  const c = reading
    ? measureAgainst(ctx, 'zone.distanceToUrbanPerimeterM', d, param, reading)
    : ctx.compare('zone.distanceToUrbanPerimeterM', d, param);
  return comparisonsOutcome([{ label: ctx.t('Distância ao perímetro urbano', 'Distance to the urban perimeter'), c }]);
}

const art16: RuleDef<VdcInput> = {
  id: 'art16',
  implements: ['art16'],
  title: { pt: 'Armazenamento de distribuição a 2.000 m do perímetro urbano', en: 'Distribution storage 2,000 m from the urban perimeter' },
  activities: ['glp-depot'],
  parameters: ['glp-depot-from-perimeter'],
  // "deverão ser instaladas": a condition of installing (helpers.ts unlessInstalledBeforeLaw).
  evaluate: (ctx) => unlessInstalledBeforeLaw(ctx, perimeterDistance(ctx, 'glp-depot-from-perimeter'), 'deverão ser instaladas'),
};

const art17I: RuleDef<VdcInput> = {
  id: 'art17-I',
  implements: ['art17-I', 'art17'],
  title: { pt: 'Depósito no nível do solo, coberto, laterais abertas', en: 'Depot at ground level, covered, sides open' },
  activities: DEPOTS,
  evaluate(ctx) {
    // Each is required: one known to fail decides (ctx.part).
    const ground = ctx.part('storage.atGroundLevel');
    const covered = ctx.part('storage.covered');
    const open = ctx.part('storage.sidesOpen');
    return checksOutcome([
      { ok: ground, good: ctx.t('no nível do solo', 'at ground level'), bad: ctx.t('não está no nível do solo', 'not at ground level') },
      {
        ok: covered,
        good: ctx.t('com cobertura', 'covered'),
        bad: ctx.t('sem cobertura sobre os botijões', 'no cover over the cylinders'),
      },
      {
        ok: open,
        good: ctx.t('laterais inteiramente abertas', 'sides fully open'),
        bad: ctx.t('laterais não inteiramente abertas', 'sides not fully open'),
      },
    ]);
  },
};

const art17II: RuleDef<VdcInput> = {
  id: 'art17-II',
  implements: ['art17-II', 'art17'],
  title: { pt: 'Fiação a 3 m, em eletrodutos, interruptores blindados', en: 'Wiring 3 m away, in conduit, armoured switches' },
  activities: DEPOTS,
  parameters: ['depot-wiring-distance', 'art17-II-wiring-reading'],
  evaluate(ctx) {
    const [distance, conduit, armoured] = ctx.needAll([
      'storage.distances.electricalWiringM',
      'storage.electricalInConduit',
      'storage.armouredSwitches',
    ]);
    const c = measureAgainst(ctx, 'storage.distances.electricalWiringM', distance, 'depot-wiring-distance', 'art17-II-wiring-reading');
    const checks = [
      { ok: c.holds, good: ctx.t(`fiação: ${c.text}`, `wiring: ${c.text}`), bad: ctx.t(`fiação: ${c.text}`, `wiring: ${c.text}`) },
      {
        ok: conduit,
        good: ctx.t('embutida em eletrodutos', 'in conduit'),
        bad: ctx.t('fiação fora de eletrodutos', 'wiring not in conduit'),
      },
      {
        ok: armoured,
        good: ctx.t('interruptores blindados', 'armoured switches'),
        bad: ctx.t('interruptores não blindados', 'switches not armoured'),
      },
    ];
    return { ...checksOutcome(checks), comparisons: [c] };
  },
};

const art17III: RuleDef<VdcInput> = {
  id: 'art17-III',
  implements: ['art17-III', 'art17'],
  title: { pt: 'A 6 m do alinhamento da via e 7 m do meio-fio', en: '6 m from the street alignment and 7 m from the curb' },
  activities: DEPOTS,
  parameters: ['depot-from-public-way', 'depot-from-curb'],
  evaluate(ctx) {
    // Both distances are required: one known to fall short decides (ctx.part).
    const way = ctx.part('storage.distances.publicWayAlignmentM');
    const curb = ctx.part('storage.distances.curbAlignmentM');
    return comparisonsOutcome([
      {
        label: ctx.t('Distância ao alinhamento da via pública', 'Distance to the public way alignment'),
        c: way === undefined ? null : ctx.compare('storage.distances.publicWayAlignmentM', way, 'depot-from-public-way'),
      },
      {
        label: ctx.t('Distância ao alinhamento do meio-fio', 'Distance to the curb alignment'),
        c: curb === undefined ? null : ctx.compare('storage.distances.curbAlignmentM', curb, 'depot-from-curb'),
      },
    ]);
  },
};

const art17IV: RuleDef<VdcInput> = {
  id: 'art17-IV',
  implements: ['art17-IV', 'art17'],
  title: { pt: 'A 10 m de aparelhos produtores de faíscas, chamas ou calor', en: '10 m from spark, flame or heat producing equipment' },
  activities: DEPOTS,
  parameters: ['depot-from-ignition'],
  evaluate(ctx) {
    const d = ctx.need('storage.distances.ignitionSourcesM');
    return comparisonsOutcome([
      {
        label: ctx.t(
          'Distância a aparelhos produtores de faíscas, chamas ou calor',
          'Distance to spark, flame or heat producing equipment',
        ),
        c: ctx.compare('storage.distances.ignitionSourcesM', d, 'depot-from-ignition'),
      },
    ]);
  },
};

const art17V: RuleDef<VdcInput> = {
  id: 'art17-V',
  implements: ['art17-V', 'art17'],
  title: {
    pt: 'A 5 m de edificações circunvizinhas e limites de terrenos contíguos',
    en: '5 m from surrounding buildings and adjoining lot limits',
  },
  activities: DEPOTS,
  parameters: ['depot-from-neighbours'],
  evaluate(ctx) {
    // Both distances are required: one known to fall short decides (ctx.part).
    const buildings = ctx.part('storage.distances.neighbourBuildingsM');
    const limits = ctx.part('storage.distances.adjoiningLotLimitsM');
    return comparisonsOutcome([
      {
        label: ctx.t('Distância a edificações circunvizinhas', 'Distance to surrounding buildings'),
        c: buildings === undefined ? null : ctx.compare('storage.distances.neighbourBuildingsM', buildings, 'depot-from-neighbours'),
      },
      {
        label: ctx.t('Distância aos limites de terrenos contíguos', 'Distance to adjoining lot limits'),
        c: limits === undefined ? null : ctx.compare('storage.distances.adjoiningLotLimitsM', limits, 'depot-from-neighbours'),
      },
    ]);
  },
};

const art17VI = distanceRule({
  id: 'art17-VI',
  implements: ['art17-VI', 'art17'],
  title: { pt: 'A 100 m de locais de grande aglomeração de pessoas', en: '100 m from places where many people gather' },
  activities: DEPOTS,
  categories: ['public-assembly'],
  param: 'depot-from-assembly',
  measure: 'point',
  what: { pt: 'local de grande aglomeração de pessoas', en: 'place where many people gather' },
});

const art17VII: RuleDef<VdcInput> = {
  id: 'art17-VII',
  implements: ['art17-VII', 'art17'],
  title: { pt: 'Piso de material admitido', en: 'Floor of an allowed material' },
  activities: DEPOTS,
  parameters: ['floor-materials-art17'],
  interpretationNote: {
    pt: 'A planura do piso ("piso plano") é verificada com o inciso VIII.',
    en: 'Flatness ("piso plano") is checked with item VIII.',
  },
  evaluate: (ctx) => floorOutcome(ctx, 'floor-materials-art17'),
};

// Art. 17 VIII: "não possuir, no piso, canaletas, rebaixos ou similares, bem como não possuir
// pavimentação no nível da área" — the end, as read, contradicts item VII; parameter
// art17-VIII-paving-reading says whether it is read as art. 12 V (no paving above or below the
// area level) or left out.
const art17VIII: RuleDef<VdcInput> = {
  id: 'art17-VIII',
  implements: ['art17-VIII', 'art17-VII', 'art17'],
  title: { pt: 'Piso plano, sem canaletas nem rebaixos', en: 'Flat floor without channels or recesses' },
  activities: DEPOTS,
  parameters: ['art17-VIII-paving-reading'],
  evaluate(ctx) {
    const asArt12V = ctx.interpretation<string>('art17-VIII-paving-reading') === 'as-art12-V';
    return floorLevelOutcome(ctx, asArt12V);
  },
};

const art17IX = flagRule({
  id: 'art17-IX',
  implements: ['art17-IX', 'art17'],
  title: { pt: 'Área delimitada por muro ou cerca de arame', en: 'Area bounded by a wall or wire fence' },
  activities: DEPOTS,
  fact: 'storage.perimeter.fencedWithWireOrWall',
  expected: true,
  ok: { pt: 'Área do depósito delimitada por muro ou cerca de arame.', en: 'Depot area bounded by a wall or wire fence.' },
  bad: { pt: 'Área do depósito sem muro nem cerca de arame.', en: 'Depot area without a wall or wire fence.' },
});

const art17X: RuleDef<VdcInput> = {
  id: 'art17-X',
  implements: ['art17-X', 'art17'],
  title: { pt: 'Placas e quatro a seis extintores de pó químico', en: 'Signs and four to six dry-chemical extinguishers' },
  activities: DEPOTS,
  parameters: ['depot-extinguishers-min', 'depot-extinguishers-max', 'art17-X-range-reading'],
  evaluate(ctx) {
    const signs = signChecks(ctx);
    const { units, listed } = dryChemicalUnits(ctx, 0);
    const cMin = ctx.compare('safety.extinguishers (pó químico, em dia)', units, 'depot-extinguishers-min');
    const comparisons = [cMin];
    const literal = ctx.interpretation<string>('art17-X-range-reading') === 'literal-range';
    let cMax = null;
    if (literal) {
      cMax = ctx.compare('safety.extinguishers (pó químico, em dia)', units, 'depot-extinguishers-max');
      comparisons.push(cMax);
    }
    const okCount = cMin.holds && (cMax === null || cMax.holds);
    const range = literal ? ctx.t('de 4 a 6', '4 to 6') : ctx.t('no mínimo 4', 'at least 4');
    const countText = ctx.t(
      `extintores de pó químico em dia: ${listed} → ${units} (a lei pede entre quatro e seis; exigido: ${range})`,
      `dry-chemical extinguishers in date: ${listed} → ${units} (the law asks for four to six; required: ${range})`,
    );
    const o = checksOutcome([...signs, { ok: okCount, good: countText, bad: countText }]);
    return { ...o, comparisons };
  },
};

const art18: RuleDef<VdcInput> = {
  id: 'art18',
  implements: ['art18'],
  title: { pt: 'Depósito de combustíveis a 500 m do perímetro urbano', en: 'Fuel depot 500 m from the urban perimeter' },
  activities: ['fuel-depot'],
  parameters: ['fuel-depot-from-perimeter', 'art18-distance-reading'],
  interpretationNote: {
    pt: 'As normas de segurança do art. 17 aplicam-se pelas regras art17-* (que valem para depósitos de combustíveis e de GLP).',
    en: 'The safety rules of art. 17 apply through the art17-* rules (which cover fuel and GLP depots).',
  },
  // "serão instalados a 500.00m": a condition of installing (helpers.ts unlessInstalledBeforeLaw).
  evaluate: (ctx) =>
    unlessInstalledBeforeLaw(ctx, perimeterDistance(ctx, 'fuel-depot-from-perimeter', 'art18-distance-reading'), 'serão instalados'),
};

/** Every art. 17 item reads art17-installed-before-law when it is violated (helpers.ts art17BeforeLaw). */
function withArt17Reading(r: RuleDef<VdcInput>): RuleDef<VdcInput> {
  if (!r.id.startsWith('art17-')) return r;
  const evaluate = r.evaluate;
  return {
    ...r,
    parameters: [...(r.parameters ?? []), 'art17-installed-before-law'],
    evaluate: (ctx) => art17BeforeLaw(ctx, evaluate(ctx)),
  };
}

export const rulesArt14To18: RuleDef<VdcInput>[] = [
  art14,
  art15,
  art16,
  art17I,
  art17II,
  art17III,
  art17IV,
  art17V,
  art17VI,
  art17VII,
  art17VIII,
  art17IX,
  art17X,
  art18,
].map(withArt17Reading);
