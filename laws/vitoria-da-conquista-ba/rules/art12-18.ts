/**
 * Lei 709/1993, arts. 12–18: GLP at fuel stations, the construction of exclusive GLP outlets,
 * where containers may be placed, and depots.
 */
import type { RuleContext } from '../../../src/core/context.ts';
import type { Outcome, RuleDef } from '../../../src/core/pack.ts';
import { CLASS_PARAMETERS } from '../classes.ts';
import { checksOutcome, comparisonsOutcome } from '../../../src/core/rulekit-outcomes.ts';
import { DEPOTS, dryChemicalUnits, floorOutcome, GLP_AT_STATION, GLP_OUTLET, GLP_OUTLETS, measureAgainst, signChecks } from '../helpers.ts';
import { quantityOutcome } from './art01-05.ts';
import { distanceRule, flagRule, type VdcInput } from '../facts.ts';

const GLP_HOLDERS = [...GLP_OUTLETS, 'glp-depot'] as const;

function lower(s: string): string {
  return s.charAt(0).toLowerCase() + s.slice(1);
}

function groundAndOpenSides(ctx: RuleContext<VdcInput>): Outcome {
  const [ground, open] = ctx.needAll(['storage.atGroundLevel', 'storage.sidesOpen']);
  return checksOutcome([
    { ok: ground, good: ctx.t('no nível do solo', 'at ground level'), bad: ctx.t('não está no nível do solo', 'not at ground level') },
    { ok: open, good: ctx.t('laterais abertas', 'open sides'), bad: ctx.t('laterais não estão abertas', 'sides are not open') },
  ]);
}

/** "dois extintores em pó químico com capacidade de 4 quilos cada" (arts. 12 VIII, 13 VII). */
function extinguishersOutcome(ctx: RuleContext<VdcInput>, countParam: string, kgParam: string): Outcome {
  const minKg = ctx.param<number>(kgParam);
  const { units, listed } = dryChemicalUnits(ctx, minKg);
  const c = ctx.compare('safety.extinguishers (pó químico ≥ 4 kg, em dia)', units, countParam);
  return {
    status: c.holds ? 'satisfied' : 'violated',
    message: ctx.t(
      `Extintores de pó químico de ${ctx.q(minKg, 'kg')} ou mais, em dia (${listed}): ${c.text}.`,
      `Dry-chemical extinguishers of ${ctx.q(minKg, 'kg')} or more, in date (${listed}): ${c.text}.`,
    ),
    comparisons: [c],
  };
}

// --- Art. 12: GLP at fuel stations ------------------------------------------------------------------

const art12I = flagRule({
  id: 'art12-I',
  implements: ['art12-I', 'art12'],
  title: {
    pt: 'Compartimento do GLP segundo o modelo da Secretaria de Obras',
    en: 'GLP compartment built to the Secretaria de Obras model',
  },
  activities: GLP_AT_STATION,
  fact: 'storage.builtToMunicipalModel',
  expected: true,
  ok: {
    pt: 'Compartimento edificado para o GLP segundo o modelo da Secretaria de Obras e Urbanismo.',
    en: 'GLP compartment built to the Secretaria de Obras e Urbanismo model.',
  },
  bad: {
    pt: 'O depósito de GLP não é compartimento edificado segundo o modelo da Secretaria de Obras e Urbanismo.',
    en: 'The GLP store is not a compartment built to the Secretaria de Obras e Urbanismo model.',
  },
});

const art12II: RuleDef<VdcInput> = {
  id: 'art12-II',
  implements: ['art12-II', 'art12'],
  title: { pt: 'Compartimento no nível do solo, laterais abertas', en: 'Compartment at ground level, open sides' },
  activities: GLP_AT_STATION,
  evaluate: (ctx) => {
    const o = groundAndOpenSides(ctx);
    return { ...o, message: ctx.t(`Compartimento do GLP: ${lower(o.message)}`, `GLP compartment: ${lower(o.message)}`) };
  },
};

const art12III: RuleDef<VdcInput> = {
  id: 'art12-III',
  implements: ['art12-III', 'art12'],
  title: {
    pt: 'GLP a 10 m da bomba mais próxima e de fontes de faísca, chama ou calor',
    en: 'GLP 10 m from the nearest pump and from spark, flame or heat sources',
  },
  activities: GLP_AT_STATION,
  parameters: ['station-glp-from-pump', 'station-glp-from-ignition'],
  evaluate(ctx) {
    const [pump, ignition] = ctx.needAll(['storage.distances.nearestPumpM', 'storage.distances.ignitionSourcesM']);
    return comparisonsOutcome([
      {
        label: ctx.t('Distância à bomba mais próxima', 'Distance to the nearest pump'),
        c: ctx.compare('storage.distances.nearestPumpM', pump, 'station-glp-from-pump'),
      },
      {
        label: ctx.t('Distância a aparelhos produtores de faísca, chama ou calor', 'Distance to spark, flame or heat producing equipment'),
        c: ctx.compare('storage.distances.ignitionSourcesM', ignition, 'station-glp-from-ignition'),
      },
    ]);
  },
};

const art12IV: RuleDef<VdcInput> = {
  id: 'art12-IV',
  implements: ['art12-IV', 'art12'],
  title: { pt: 'Piso do compartimento de material admitido', en: 'Compartment floor of an allowed material' },
  activities: GLP_AT_STATION,
  parameters: ['floor-materials-art12'],
  evaluate: (ctx) => floorOutcome(ctx, 'floor-materials-art12'),
};

const art12V = flagRule({
  id: 'art12-V',
  implements: ['art12-V', 'art12'],
  title: { pt: 'Piso sem canaletas, rebaixos ou desníveis', en: 'Floor without channels, recesses or changes of level' },
  activities: GLP_AT_STATION,
  fact: 'storage.floorFlatWithoutDrains',
  expected: true,
  ok: { pt: 'Piso plano, sem canaletas nem rebaixos.', en: 'Floor flat, without channels or recesses.' },
  bad: {
    pt: 'Piso com canaletas, rebaixos ou pavimentação acima ou abaixo do nível da área.',
    en: 'Floor with channels, recesses or paving above or below the area level.',
  },
});

const art12VI: RuleDef<VdcInput> = {
  id: 'art12-VI',
  implements: ['art12-VI', 'art12'],
  title: { pt: 'Placas PROIBIDO FUMAR e PERIGO INFLAMÁVEL', en: '"PROIBIDO FUMAR" and "PERIGO INFLAMÁVEL" signs' },
  activities: GLP_AT_STATION,
  evaluate: (ctx) => checksOutcome(signChecks(ctx)),
};

const art12VII: RuleDef<VdcInput> = {
  id: 'art12-VII',
  implements: ['art12-VII', 'art5'],
  title: { pt: 'Botijões na quantidade da classe (art. 5º)', en: 'Cylinders within the class quantity (art. 5)' },
  activities: GLP_AT_STATION,
  parameters: [...CLASS_PARAMETERS, 'art12-VII-scope', 'container-count-basis', 'botijao-kg', 'class-selection'],
  interpretationNote: {
    pt: 'O texto remete ao "art. 4º"; a classificação está no art. 5º e é ela que se aplica.',
    en: 'The text refers to "art. 4"; the classification is in art. 5, and that is what applies.',
  },
  evaluate(ctx) {
    const full = ctx.interpretation<string>('art12-VII-scope') === 'full-class';
    return quantityOutcome(ctx, full);
  },
};

const art12VIII: RuleDef<VdcInput> = {
  id: 'art12-VIII',
  implements: ['art12-VIII', 'art12'],
  title: { pt: 'Dois extintores de pó químico de 4 kg', en: 'Two 4 kg dry-chemical extinguishers' },
  activities: GLP_AT_STATION,
  parameters: ['station-extinguishers', 'station-extinguisher-kg'],
  evaluate: (ctx) => extinguishersOutcome(ctx, 'station-extinguishers', 'station-extinguisher-kg'),
};

// --- Art. 13: exclusive GLP outlets -------------------------------------------------------------------

const art13I: RuleDef<VdcInput> = {
  id: 'art13-I',
  implements: ['art13-I', 'art13'],
  title: { pt: 'Perímetro murado com 2 m e portão de 5 m', en: 'Perimeter walled 2 m high with a 5 m gate' },
  activities: GLP_OUTLET,
  parameters: ['walled-perimeter-percent', 'outlet-wall-height', 'outlet-gate-width', 'art13-I-reading'],
  evaluate(ctx) {
    const [fraction, height, gate] = ctx.needAll([
      'storage.perimeter.walledFraction',
      'storage.perimeter.wallHeightM',
      'storage.gateWidthM',
    ]);
    return comparisonsOutcome([
      {
        label: ctx.t('Parte do perímetro murada', 'Share of the perimeter walled'),
        c: ctx.compare('storage.perimeter.walledFraction (%)', Math.round(fraction * 10000) / 100, 'walled-perimeter-percent'),
      },
      {
        label: ctx.t('Altura do muro', 'Wall height'),
        c: measureAgainst(ctx, 'storage.perimeter.wallHeightM', height, 'outlet-wall-height', 'art13-I-reading'),
      },
      {
        label: ctx.t('Largura do portão', 'Gate width'),
        c: measureAgainst(ctx, 'storage.gateWidthM', gate, 'outlet-gate-width', 'art13-I-reading'),
      },
    ]);
  },
};

const art13II: RuleDef<VdcInput> = {
  id: 'art13-II',
  implements: ['art13-II', 'art13'],
  title: { pt: 'Recipiente no nível do solo, laterais abertas', en: 'Storage at ground level, open sides' },
  activities: GLP_OUTLET,
  evaluate: (ctx) => {
    const o = groundAndOpenSides(ctx);
    return { ...o, message: ctx.t(`Recipiente dos botijões: ${lower(o.message)}`, `Cylinder storage: ${lower(o.message)}`) };
  },
};

const art13III: RuleDef<VdcInput> = {
  id: 'art13-III',
  implements: ['art13-III', 'art13'],
  title: { pt: 'Piso do recipiente de material admitido', en: 'Storage floor of an allowed material' },
  activities: GLP_OUTLET,
  parameters: ['floor-materials-art13'],
  evaluate: (ctx) => floorOutcome(ctx, 'floor-materials-art13'),
};

const art13IV: RuleDef<VdcInput> = {
  id: 'art13-IV',
  implements: ['art13-IV', 'art13'],
  title: {
    pt: 'Recipiente a 5 m da entrada principal e 2 m das construções vizinhas',
    en: 'Storage 5 m from the main entrance and 2 m from neighbouring buildings',
  },
  activities: GLP_OUTLET,
  parameters: ['outlet-storage-from-entrance', 'outlet-storage-from-neighbours', 'art13-IV-entrance-reading'],
  evaluate(ctx) {
    const [entrance, neighbours] = ctx.needAll(['storage.distances.mainEntranceM', 'storage.distances.neighbourBuildingsM']);
    return comparisonsOutcome([
      {
        label: ctx.t('Distância à entrada principal', 'Distance to the main entrance'),
        c: measureAgainst(ctx, 'storage.distances.mainEntranceM', entrance, 'outlet-storage-from-entrance', 'art13-IV-entrance-reading'),
      },
      {
        label: ctx.t('Distância às construções vizinhas', 'Distance to neighbouring buildings'),
        c: ctx.compare('storage.distances.neighbourBuildingsM', neighbours, 'outlet-storage-from-neighbours'),
      },
    ]);
  },
};

const art13V = flagRule({
  id: 'art13-V',
  implements: ['art13-V', 'art13'],
  title: { pt: 'Sem rede elétrica sobre o recipiente', en: 'No power line over the storage' },
  activities: GLP_OUTLET,
  fact: 'storage.overheadPowerLines',
  expected: false,
  ok: { pt: 'Não há rede elétrica sobre o recipiente dos botijões.', en: 'No power line over the cylinder storage.' },
  bad: { pt: 'Há rede elétrica sobre o recipiente dos botijões.', en: 'There is a power line over the cylinder storage.' },
});

const art13VI: RuleDef<VdcInput> = {
  id: 'art13-VI',
  implements: ['art13-VI', 'art13'],
  title: { pt: 'Placas PROIBIDO FUMAR e PERIGO INFLAMÁVEL', en: '"PROIBIDO FUMAR" and "PERIGO INFLAMÁVEL" signs' },
  activities: GLP_OUTLET,
  evaluate: (ctx) => checksOutcome(signChecks(ctx)),
};

const art13VII: RuleDef<VdcInput> = {
  id: 'art13-VII',
  implements: ['art13-VII', 'art13'],
  title: { pt: 'Dois extintores de pó químico de 4 kg', en: 'Two 4 kg dry-chemical extinguishers' },
  activities: GLP_OUTLET,
  parameters: ['outlet-extinguishers', 'outlet-extinguisher-kg'],
  evaluate: (ctx) => extinguishersOutcome(ctx, 'outlet-extinguishers', 'outlet-extinguisher-kg'),
};

const art13VIII: RuleDef<VdcInput> = {
  id: 'art13-VIII',
  implements: ['art13-VIII', 'art13'],
  title: { pt: 'Nenhuma outra atividade, salvo peças de reposição de botijões', en: 'No other activity except cylinder spare parts' },
  activities: GLP_OUTLET,
  evaluate(ctx) {
    const e = ctx.input.establishment;
    const others = e?.otherActivities;
    if (others !== undefined && others.length > 0) {
      ctx.fact('establishment.otherActivities', others);
      return {
        status: 'violated',
        message: ctx.t(`Outras atividades no local: ${others.join(', ')}.`, `Other activities on the premises: ${others.join(', ')}.`),
      };
    }
    const sells = ctx.need('establishment.sellsOtherGoods');
    if (!sells) return { status: 'satisfied', message: ctx.t('Só revenda de GLP no local.', 'Only GLP resale on the premises.') };
    const spare = ctx.need('establishment.otherGoodsAreSpareParts');
    return spare
      ? {
          status: 'satisfied',
          message: ctx.t('Além do GLP, só peças de reposição de botijões.', 'Besides GLP, only cylinder spare parts.'),
        }
      : {
          status: 'violated',
          message: ctx.t(
            'Vende outras mercadorias além de peças de reposição de botijões.',
            'Sells other goods besides cylinder spare parts.',
          ),
        };
  },
};

const art13IX: RuleDef<VdcInput> = {
  id: 'art13-IX',
  implements: ['art13-IX', 'art5'],
  title: { pt: 'Botijões na quantidade da classe (art. 5º)', en: 'Cylinders within the class quantity (art. 5)' },
  activities: GLP_OUTLET,
  parameters: [...CLASS_PARAMETERS, 'container-count-basis', 'botijao-kg', 'class-selection'],
  interpretationNote: {
    pt: 'O texto remete ao "art. 4º"; a classificação está no art. 5º e é ela que se aplica. O limite é o da classe pedida ou, sem pedido, o da maior classe que a zona e o terreno admitem.',
    en: 'The text refers to "art. 4"; the classification is in art. 5, and that is what applies. The limit is the requested class\'s or, without a request, that of the largest class the zone and lot admit.',
  },
  evaluate: (ctx) => quantityOutcome(ctx, true),
};

const art13X: RuleDef<VdcInput> = {
  id: 'art13-X',
  implements: ['art13-X', 'art13'],
  title: { pt: 'Botijões vazios a distância dos cheios', en: 'Empty cylinders kept apart from full ones' },
  activities: GLP_OUTLET,
  parameters: ['empties-distance-basis', 'empties-min-distance'],
  evaluate(ctx) {
    const basis = ctx.interpretation<string>('empties-distance-basis');
    const measured = ctx.input.storage?.distances?.emptyFromFullM;
    if (basis === 'municipal-distance') {
      const limit = ctx.param<number | null>('empties-min-distance');
      if (limit === null)
        return {
          status: 'cannot-evaluate',
          message: ctx.t(
            'A distância mínima entre vazios e cheios não foi fixada pelo Município (a lei não a fixa): parâmetro empties-min-distance não definido.',
            'The minimum distance between empty and full cylinders has not been set by the municipality (the law does not set it): parameter empties-min-distance not set.',
          ),
          missing: ['parameter: vitoria-da-conquista-ba/empties-min-distance'],
        };
      const m = ctx.need('storage.distances.emptyFromFullM', measured);
      return comparisonsOutcome([
        {
          label: ctx.t('Distância entre vazios e cheios', 'Distance between empty and full cylinders'),
          c: ctx.compare('storage.distances.emptyFromFullM', m, 'empties-min-distance'),
        },
      ]);
    }
    const apart = ctx.need('storage.emptiesSeparated');
    const shown = measured !== undefined ? ctx.t(` (medido: ${ctx.q(measured, 'm')})`, ` (measured: ${ctx.q(measured, 'm')})`) : '';
    if (measured !== undefined) ctx.fact('storage.distances.emptyFromFullM', measured);
    const note = ctx.t(
      'A lei não fixa a distância ("a uma distância mínima"): verificação qualitativa do fiscal.',
      'The law sets no figure ("at a minimum distance"): a qualitative inspector check.',
    );
    return apart
      ? {
          status: 'satisfied',
          message: ctx.t(`Vazios separados dos cheios${shown}.`, `Empties kept apart from full cylinders${shown}.`),
          notes: [note],
        }
      : {
          status: 'violated',
          message: ctx.t(`Vazios junto dos cheios${shown}.`, `Empties stored with full cylinders${shown}.`),
          notes: [note],
        };
  },
};

// --- Arts. 14, 15: where containers may be placed -------------------------------------------------------

const art14 = flagRule({
  id: 'art14',
  implements: ['art14'],
  title: { pt: 'Recipientes longe de portas, escadas e passagens', en: 'Containers away from doors, stairs and passageways' },
  activities: GLP_HOLDERS,
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
  const z = ctx.input.zone;
  if (z?.insideUrbanPerimeter === true) {
    ctx.fact('zone.insideUrbanPerimeter', true);
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
  evaluate: (ctx) => perimeterDistance(ctx, 'glp-depot-from-perimeter'),
};

const art17I: RuleDef<VdcInput> = {
  id: 'art17-I',
  implements: ['art17-I', 'art17'],
  title: { pt: 'Depósito no nível do solo, coberto, laterais abertas', en: 'Depot at ground level, covered, sides open' },
  activities: DEPOTS,
  evaluate(ctx) {
    const [ground, covered, open] = ctx.needAll(['storage.atGroundLevel', 'storage.covered', 'storage.sidesOpen']);
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
    const [way, curb] = ctx.needAll(['storage.distances.publicWayAlignmentM', 'storage.distances.curbAlignmentM']);
    return comparisonsOutcome([
      {
        label: ctx.t('Distância ao alinhamento da via pública', 'Distance to the public way alignment'),
        c: ctx.compare('storage.distances.publicWayAlignmentM', way, 'depot-from-public-way'),
      },
      {
        label: ctx.t('Distância ao alinhamento do meio-fio', 'Distance to the curb alignment'),
        c: ctx.compare('storage.distances.curbAlignmentM', curb, 'depot-from-curb'),
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
    const [buildings, limits] = ctx.needAll(['storage.distances.neighbourBuildingsM', 'storage.distances.adjoiningLotLimitsM']);
    return comparisonsOutcome([
      {
        label: ctx.t('Distância a edificações circunvizinhas', 'Distance to surrounding buildings'),
        c: ctx.compare('storage.distances.neighbourBuildingsM', buildings, 'depot-from-neighbours'),
      },
      {
        label: ctx.t('Distância aos limites de terrenos contíguos', 'Distance to adjoining lot limits'),
        c: ctx.compare('storage.distances.adjoiningLotLimitsM', limits, 'depot-from-neighbours'),
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

const art17VIII = flagRule({
  id: 'art17-VIII',
  implements: ['art17-VIII', 'art17-VII', 'art17'],
  title: { pt: 'Piso plano, sem canaletas nem rebaixos', en: 'Flat floor without channels or recesses' },
  activities: DEPOTS,
  fact: 'storage.floorFlatWithoutDrains',
  expected: true,
  ok: { pt: 'Piso plano, sem canaletas, rebaixos ou similares.', en: 'Flat floor without channels, recesses or similar.' },
  bad: { pt: 'Piso com canaletas, rebaixos ou desníveis.', en: 'Floor with channels, recesses or changes of level.' },
  interpretationNote: {
    pt: 'O fim do inciso ("não possuir pavimentação no nível da área") contradiz o piso plano do inciso VII; aplica-se a leitura do art. 12, V (sem pavimentação acima ou abaixo do nível da área).',
    en: 'The end of the item ("no paving at the level of the area") contradicts the flat floor of item VII; the reading of art. 12 V is applied (no paving above or below the area level).',
  },
});

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
  evaluate: (ctx) => perimeterDistance(ctx, 'fuel-depot-from-perimeter', 'art18-distance-reading'),
};

export const rulesArt12To18: RuleDef<VdcInput>[] = [
  art12I,
  art12II,
  art12III,
  art12IV,
  art12V,
  art12VI,
  art12VII,
  art12VIII,
  art13I,
  art13II,
  art13III,
  art13IV,
  art13V,
  art13VI,
  art13VII,
  art13VIII,
  art13IX,
  art13X,
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
];
