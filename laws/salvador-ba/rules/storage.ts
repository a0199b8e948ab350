/** Salvador — storage installations (arts. 7–11) and the duty to declare cumulative activities (art. 15, IV). */
import { MissingFacts } from '../../../src/core/context.ts';
import type { RuleDef } from '../../../src/core/pack.ts';
import { notApplicable } from '../../../src/core/rulekit.ts';
import { storageTotals } from '../../../src/core/storage.ts';
import { flagRule, type SalvadorInput } from '../facts.ts';
import { GLP_TRADE, glpTradeGuard, RESELLERS } from './common.ts';
import { art10 } from './art10.ts';

const art7 = flagRule({
  id: 'art7',
  implements: ['art7'],
  title: {
    pt: 'Recipientes longe de portas, escadas e locais de passagem',
    en: 'Containers away from doors, stairs and passageways',
  },
  // "Os recipientes de GLP": those of every company of the GLP trade, a fuel station or shop that sells GLP too.
  activities: GLP_TRADE,
  unless: glpTradeGuard,
  fact: 'storage.nearDoorsStairsOrPassages',
  expected: false,
  ok: {
    pt: 'Recipientes (cheios ou vazios) não ficam perto de portas, escadas ou locais de livre trânsito.',
    en: 'Containers (full or empty) are not near doors, stairs or passageways.',
  },
  bad: {
    pt: 'Há recipientes de GLP perto de portas, escadas ou locais de livre trânsito de pedestres ou veículos.',
    en: 'GLP containers are near doors, stairs or pedestrian/vehicle passageways.',
  },
});

const art8: RuleDef<SalvadorInput> = {
  id: 'art8',
  implements: ['art8'],
  title: {
    pt: 'Placas "PROIBIDO FUMAR" e "PERIGO - INFLAMÁVEL" e informação de preços',
    en: '"NO SMOKING" and "DANGER - FLAMMABLE" signs and price information',
  },
  // "Junto às áreas de armazenamento e comercialização de GLP": wherever GLP is stored and sold.
  activities: GLP_TRADE,
  evaluate(ctx) {
    const early = glpTradeGuard(ctx);
    if (early) return early;
    // Each of the three is required: one known to be lacking decides (ctx.part; the engine names what is not reported).
    const lacking = [
      { ok: ctx.part('safety.noSmokingSign'), label: ctx.t('placa "PROIBIDO FUMAR"', '"NO SMOKING" sign') },
      { ok: ctx.part('safety.flammableDangerSign'), label: ctx.t('placa "PERIGO - INFLAMÁVEL"', '"DANGER - FLAMMABLE" sign') },
      {
        ok: ctx.part('safety.priceTableVisible'),
        label: ctx.t('informação clara dos preços (CDC)', 'clear price information (consumer code)'),
      },
    ]
      .filter((i) => i.ok === false)
      .map((i) => i.label);
    if (lacking.length > 0)
      return {
        status: 'violated',
        message: ctx.t(
          `Junto às áreas de armazenamento e comercialização falta: ${lacking.join('; ')}.`,
          `At the storage and sales areas, lacking: ${lacking.join('; ')}.`,
        ),
      };
    return {
      status: 'satisfied',
      message: ctx.t(
        'Placas "PROIBIDO FUMAR" e "PERIGO - INFLAMÁVEL" visíveis e preços informados ao consumidor.',
        '"NO SMOKING" and "DANGER - FLAMMABLE" signs visible and prices shown to the consumer.',
      ),
    };
  },
};

const art9: RuleDef<SalvadorInput> = {
  id: 'art9',
  implements: ['art9'],
  title: { pt: 'Fiação elétrica da área de armazenamento em eletrodutos', en: 'Storage-area wiring in conduits' },
  activities: GLP_TRADE,
  evaluate(ctx) {
    const early = glpTradeGuard(ctx);
    if (early) return early;
    const st = ctx.input.storage;
    const inConduit = st?.electricalInConduit;
    const has = st?.hasElectricalInstallations;
    if (inConduit === true) {
      ctx.fact('storage.electricalInConduit', true);
      return {
        status: 'satisfied',
        message: ctx.t('A fiação elétrica da área de armazenamento está em eletrodutos.', 'The storage-area wiring is in conduits.'),
      };
    }
    if (has === false) {
      ctx.fact('storage.hasElectricalInstallations', false);
      return notApplicable(
        ctx,
        'Não há instalação elétrica na área de armazenamento.',
        'There is no electrical installation in the storage area.',
      );
    }
    if (inConduit === undefined) throw new MissingFacts(['storage.electricalInConduit']);
    ctx.fact('storage.electricalInConduit', false);
    ctx.need('storage.hasElectricalInstallations');
    return {
      status: 'violated',
      message: ctx.t(
        'A fiação elétrica da área de armazenamento não está dentro de eletrodutos.',
        'The storage-area wiring is not inside conduits.',
      ),
    };
  },
};

const art11: RuleDef<SalvadorInput> = {
  id: 'art11',
  implements: ['art11'],
  title: {
    pt: 'Vedado armazenar GLP onde se vendem outros produtos ou em posto de combustível',
    en: 'No GLP storage where other products are sold or at fuel stations',
  },
  activities: ['glp-resale', 'glp-bottling', 'glp-depot', 'glp-resale-at-fuel-station', 'other-commerce', 'fuel-station'],
  parameters: ['art11-other-products', 'art11-storage-scope'],
  evaluate(ctx) {
    const i = ctx.input;
    if (i.activity === 'glp-resale-at-fuel-station') {
      ctx.fact('activity', i.activity);
      return {
        status: 'violated',
        message: ctx.t(
          'Revenda de GLP em posto de combustível: vedado o armazenamento de GLP em postos de revenda de combustível.',
          'GLP resale at a fuel station: storing GLP at fuel stations is forbidden.',
        ),
      };
    }
    if (i.activity === 'other-commerce' || i.activity === 'fuel-station') {
      const where =
        i.activity === 'fuel-station'
          ? ctx.t('posto de revenda de combustível', 'fuel station')
          : ctx.t('instalação onde se vendem outros produtos', 'premises selling other products');
      const scope = ctx.interpretation<string>('art11-storage-scope');
      if (scope === 'any-container') {
        const containers = ctx.need('storage.containers');
        const t = storageTotals(containers);
        if (t.containers > 0)
          return {
            status: 'violated',
            message: ctx.t(`GLP armazenado em ${where}: ${t.arithmetic}.`, `GLP stored at a ${where}: ${t.arithmetic}.`),
          };
        return { status: 'satisfied', message: ctx.t(`Nenhum recipiente de GLP em ${where}.`, `No GLP container at the ${where}.`) };
      }
      const sells = ctx.need('establishment.sellsGlp');
      if (sells)
        return {
          status: 'violated',
          message: ctx.t(
            `GLP mantido para venda em ${where}: vedado pelo art. 11.`,
            `GLP kept for sale at a ${where}: forbidden by art. 11.`,
          ),
        };
      return {
        status: 'satisfied',
        message: ctx.t(
          `Não mantém GLP para venda (${where}); recipientes de consumo próprio não são armazenamento no sentido da lei.`,
          `Keeps no GLP for sale (${where}); own-consumption containers are not storage in the law's sense.`,
        ),
      };
    }
    if (i.establishment?.premisesType === 'fuel-station') {
      ctx.fact('establishment.premisesType', 'fuel-station');
      return {
        status: 'violated',
        message: ctx.t('Armazenamento de GLP em posto de revenda de combustível.', 'GLP stored at a fuel station.'),
      };
    }
    const reading = ctx.interpretation<string>('art11-other-products');
    if (reading === 'dangerous-products-art13') {
      const other = ctx.need('storage.otherFlammablesStored');
      return other
        ? {
            status: 'violated',
            message: ctx.t(
              'Outros produtos perigosos (art. 13) são vendidos ou guardados na instalação de GLP.',
              'Other dangerous products (art. 13) are sold or kept at the GLP installation.',
            ),
          }
        : {
            status: 'satisfied',
            message: ctx.t(
              'Nenhum outro produto perigoso (art. 13) na instalação.',
              'No other dangerous product (art. 13) at the installation.',
            ),
          };
    }
    const sellsOther = ctx.need('establishment.sellsOtherGoods');
    return sellsOther
      ? {
          status: 'violated',
          message: ctx.t(
            'A instalação de armazenamento de GLP também comercializa outros produtos: vedado pelo art. 11.',
            'The GLP storage installation also sells other products: forbidden by art. 11.',
          ),
        }
      : {
          status: 'satisfied',
          message: ctx.t('A instalação não comercializa outros produtos.', 'The installation sells no other products.'),
        };
  },
};

/**
 * Art. 15, IV: "não informar ao Município sobre o exercício de outras atividades cumulativas com
 * as de revendedor de GLP" — every GLP reseller (the "empresas revendedoras" of art. 3 § 1º: a
 * door-to-door seller too), not a bottling plant, which is no reseller.
 */
const art15IV: RuleDef<SalvadorInput> = {
  id: 'art15-IV',
  implements: ['art15-IV'],
  title: { pt: 'Atividades cumulativas informadas ao Município', en: 'Cumulative activities declared to the municipality' },
  activities: RESELLERS,
  evaluate(ctx) {
    const others = ctx.need('establishment.otherActivities');
    if (others.length === 0)
      return { status: 'satisfied', message: ctx.t('Nenhuma outra atividade além da de GLP.', 'No activity besides GLP.') };
    const declared = ctx.need('establishment.otherActivitiesDeclared');
    return declared
      ? {
          status: 'satisfied',
          message: ctx.t(
            `Atividades cumulativas informadas ao Município: ${others.join(', ')}.`,
            `Cumulative activities declared to the municipality: ${others.join(', ')}.`,
          ),
        }
      : {
          status: 'violated',
          message: ctx.t(
            `Atividades cumulativas não informadas ao Município: ${others.join(', ')}.`,
            `Cumulative activities not declared to the municipality: ${others.join(', ')}.`,
          ),
        };
  },
};

export const storageRules: RuleDef<SalvadorInput>[] = [art7, art8, art9, art10, art11, art15IV];
