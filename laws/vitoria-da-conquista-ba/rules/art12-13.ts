import type { RuleDef } from '../../../src/core/pack.ts';
import { CLASS_PARAMETERS } from '../classes.ts';
import { checksOutcome, comparisonsOutcome } from '../../../src/core/rulekit-outcomes.ts';
import {
  extinguishersOutcome,
  floorLevelOutcome,
  floorOutcome,
  GLP_AT_STATION,
  GLP_OUTLET,
  groundAndOpenSides,
  lower,
  measureAgainst,
  signChecks,
} from '../helpers.ts';
import { quantityOutcome } from './art05.ts';
import { flagRule, type VdcInput } from '../facts.ts';

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
    // Both distances are required: one known to fall short decides (ctx.part).
    const pump = ctx.part('storage.distances.nearestPumpM');
    const ignition = ctx.part('storage.distances.ignitionSourcesM');
    return comparisonsOutcome([
      {
        label: ctx.t('Distância à bomba mais próxima', 'Distance to the nearest pump'),
        c: pump === undefined ? null : ctx.compare('storage.distances.nearestPumpM', pump, 'station-glp-from-pump'),
      },
      {
        label: ctx.t('Distância a aparelhos produtores de faísca, chama ou calor', 'Distance to spark, flame or heat producing equipment'),
        c: ignition === undefined ? null : ctx.compare('storage.distances.ignitionSourcesM', ignition, 'station-glp-from-ignition'),
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

// Art. 12 V: "não possuir no piso canaletas ou rebaixos nem pavimentação acima ou abaixo do nível
// da área": two parts, the flat floor and the paving level with the area.
const art12V: RuleDef<VdcInput> = {
  id: 'art12-V',
  implements: ['art12-V', 'art12'],
  title: { pt: 'Piso sem canaletas, rebaixos ou desníveis', en: 'Floor without channels, recesses or changes of level' },
  activities: GLP_AT_STATION,
  evaluate: (ctx) => floorLevelOutcome(ctx, true),
};

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
    // Both distances are required: one known to fall short decides (ctx.part).
    const entrance = ctx.part('storage.distances.mainEntranceM');
    const neighbours = ctx.part('storage.distances.neighbourBuildingsM');
    return comparisonsOutcome([
      {
        label: ctx.t('Distância à entrada principal', 'Distance to the main entrance'),
        c:
          entrance === undefined
            ? null
            : measureAgainst(ctx, 'storage.distances.mainEntranceM', entrance, 'outlet-storage-from-entrance', 'art13-IV-entrance-reading'),
      },
      {
        label: ctx.t('Distância às construções vizinhas', 'Distance to neighbouring buildings'),
        c:
          neighbours === undefined
            ? null
            : ctx.compare('storage.distances.neighbourBuildingsM', neighbours, 'outlet-storage-from-neighbours'),
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

export const rulesArt12To13: RuleDef<VdcInput>[] = [
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
];
