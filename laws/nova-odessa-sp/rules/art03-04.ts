/**
 * Nova Odessa — art. 3 (siting of the installation: ground floor, no basement, flat floor,
 * away from passages, wiring in conduits, no other flammables; art. 7 caput: at ground level)
 * and art. 4 (own use: up to 5 containers of up to 13 kg).
 */
import type { RuleDef } from '../../../src/core/pack.ts';
import { reads } from '../../../src/core/rulekit.ts';
import { storageDistance } from '../../../src/core/rulekit-storage.ts';
import type { Comparison } from '../../../src/core/types.ts';
import { flagRule, type NovaOdessaInput } from '../facts.ts';
import {
  cite,
  forInstallation,
  INSTALLATION_PARAMETERS,
  installationOf,
  noContainer,
  onlyInstallation,
  onlyOwnUse,
  PREMISES,
} from '../installation.ts';
import { na, TRANSITION } from './common.ts';

/** Places that may store for own use (art. 4): not a GLP seller. */
const OWN_USE: readonly string[] = ['own-consumption', 'other-commerce', 'residence', 'fuel-station'];

// =====================================================================================
// Art. 3 — the installation: ground floor, no basement, flat floor, away from passages,
// wiring in conduits, no other flammables. (Art. 7 caput: at ground level.)
// =====================================================================================

/**
 * Art. 3: "localizada em lugar térreo"; art. 7: "ao nível do solo, ou em plataforma elevada por
 * meio de aterro". A storage area not at ground level complies only on a platform raised by earth
 * fill (art. 7): until that is known, "not at ground level" alone decides nothing.
 */
const art3: RuleDef<NovaOdessaInput> = {
  id: 'art3',
  implements: ['art3', 'art7'],
  title: { pt: 'Instalação em lugar térreo, ao nível do solo', en: 'Installation on the ground floor, at ground level' },
  activities: PREMISES,
  parameters: reads(INSTALLATION_PARAMETERS),
  exceptions: TRANSITION,
  evaluate: (ctx) =>
    forInstallation(ctx, () => {
      if (ctx.need('storage.atGroundLevel'))
        return {
          status: 'satisfied',
          message: ctx.t('Instalação em lugar térreo, ao nível do solo.', 'Installation on the ground floor, at ground level.'),
        };
      return ctx.need('storage.onFillPlatform')
        ? {
            status: 'satisfied',
            cite: 'art7',
            message: ctx.t(
              `A área de armazenamento fica em plataforma elevada por meio de aterro, que o ${cite(ctx, 'art7')} admite ("ao nível do solo, ou em plataforma elevada por meio de aterro").`,
              `The storage area is on a platform raised by earth fill, which ${cite(ctx, 'art7')} allows ("ao nível do solo, ou em plataforma elevada por meio de aterro").`,
            ),
          }
        : {
            status: 'violated',
            message: ctx.t(
              `A instalação não está em lugar térreo, ao nível do solo, nem em plataforma elevada por meio de aterro (${cite(ctx, 'art3')}; ${cite(ctx, 'art7')}).`,
              `The installation is not on the ground floor, at ground level, nor on a platform raised by earth fill (${cite(ctx, 'art3')}; ${cite(ctx, 'art7')}).`,
            ),
          };
    }),
};

const art3Basement = flagRule({
  id: 'art3-par1',
  implements: ['art3-par1'],
  title: { pt: 'Sem porão ou compartimento inferior', en: 'No basement or lower compartment' },
  activities: PREMISES,
  exceptions: TRANSITION,
  fact: 'storage.hasBasement',
  expected: false,
  ok: { pt: 'Não há porão nem compartimento em nível inferior.', en: 'No basement or lower compartment.' },
  bad: {
    pt: 'Há porão ou compartimento em nível inferior na instalação.',
    en: 'There is a basement or lower compartment in the installation.',
  },
  unless: onlyInstallation,
});

const art3Floor = flagRule({
  id: 'art3-par2',
  implements: ['art3-par2'],
  title: { pt: 'Piso plano, sem canaletas, ralos ou rebaixos', en: 'Flat floor without channels, drains or recesses' },
  activities: PREMISES,
  exceptions: TRANSITION,
  fact: 'storage.floorFlatWithoutDrains',
  expected: true,
  ok: { pt: 'Piso plano, sem canaletas, ralos ou rebaixos.', en: 'Flat floor without channels, drains or recesses.' },
  bad: {
    pt: 'O piso não é plano ou tem canaletas, ralos ou rebaixos onde o GLP pode acumular.',
    en: 'The floor is not flat or has channels, drains or recesses where GLP can collect.',
  },
  unless: onlyInstallation,
});

const art3Passages = flagRule({
  id: 'art3-par3',
  implements: ['art3-par3'],
  title: { pt: 'Longe de portas, escadas e passagens', en: 'Away from doors, stairs and passages' },
  activities: PREMISES,
  exceptions: TRANSITION,
  fact: 'storage.nearDoorsStairsOrPassages',
  expected: false,
  ok: {
    pt: 'Recipientes longe de portas, escadas e passagens de pessoas ou veículos.',
    en: 'Containers away from doors, stairs and passages of people or vehicles.',
  },
  bad: {
    pt: 'Recipientes armazenados perto de portas, escadas ou passagens de pessoas ou veículos.',
    en: 'Containers stored near doors, stairs or passages of people or vehicles.',
  },
  unless: onlyInstallation,
});

const art3Wiring: RuleDef<NovaOdessaInput> = {
  id: 'art3-par4',
  implements: ['art3-par4'],
  title: { pt: 'Fiação elétrica em eletrodutos', en: 'Electrical wiring in conduits' },
  activities: PREMISES,
  parameters: reads(INSTALLATION_PARAMETERS),
  exceptions: TRANSITION,
  evaluate: (ctx) =>
    forInstallation(ctx, () => {
      const has = ctx.need('storage.hasElectricalInstallations');
      if (!has)
        return na(ctx, 'Não há instalações elétricas na área de armazenamento.', 'No electrical installations in the storage area.');
      const conduit = ctx.need('storage.electricalInConduit');
      return conduit
        ? { status: 'satisfied', message: ctx.t('Fiação elétrica dentro de eletrodutos.', 'Wiring inside conduits.') }
        : {
            status: 'violated',
            message: ctx.t('Fiação elétrica fora de eletrodutos na área de armazenamento.', 'Wiring outside conduits in the storage area.'),
          };
    }),
};

/** How the findings name a flammables trade of `flammable-trade-premises` (activity or premises type). */
const FLAMMABLE_TRADE: Record<string, { pt: string; en: string }> = {
  'fuel-station': { pt: 'posto de gasolina', en: 'fuel station' },
};

/**
 * Art. 3 § 5º: no GLP storage where other flammables or explosives are stored or sold. A place
 * whose own trade is that (a fuel station: `flammable-trade-premises`, matched on the activity
 * or the premises type) is forbidden whatever `storage.otherFlammablesStored` says; for every
 * other place that fact decides.
 */
const art3OtherFlammables: RuleDef<NovaOdessaInput> = {
  id: 'art3-par5',
  implements: ['art3-par5'],
  title: { pt: 'Sem outros inflamáveis ou explosivos na instalação', en: 'No other flammables or explosives at the installation' },
  activities: PREMISES,
  parameters: reads(INSTALLATION_PARAMETERS, ['flammable-trade-premises']),
  exceptions: TRANSITION,
  evaluate: (ctx) =>
    forInstallation(ctx, () => {
      const trades = ctx.param<readonly string[]>('flammable-trade-premises');
      const activity = ctx.input.activity;
      const premises = ctx.input.establishment?.premisesType;
      const trade = trades.includes(activity)
        ? { id: ctx.fact('activity', activity), pt: 'atividade', en: 'activity' }
        : premises !== undefined && trades.includes(premises)
          ? { id: ctx.fact('establishment.premisesType', premises), pt: 'tipo de estabelecimento', en: 'premises type' }
          : null;
      if (trade) {
        const name = FLAMMABLE_TRADE[trade.id] ?? { pt: trade.id, en: trade.id };
        return {
          status: 'violated',
          message: ctx.t(
            `O estabelecimento é ${name.pt} (${trade.pt} ${trade.id}), cujo próprio ramo é o depósito e o comércio de outros produtos inflamáveis: ali o armazenamento de GLP é vedado, qualquer que seja o informado em storage.otherFlammablesStored (${cite(ctx, 'art3-par5')}).`,
            `The establishment is a ${name.en} (${trade.en} ${trade.id}), whose own trade is storing and selling other flammable products: storing GLP there is forbidden, whatever storage.otherFlammablesStored says (${cite(ctx, 'art3-par5')}).`,
          ),
        };
      }
      return ctx.need('storage.otherFlammablesStored')
        ? {
            status: 'violated',
            message: ctx.t(
              'A instalação também deposita ou comercializa outros produtos inflamáveis ou explosivos.',
              'The installation also stores or sells other flammable or explosive products.',
            ),
          }
        : {
            status: 'satisfied',
            message: ctx.t(
              'Não há depósito ou comércio de outros inflamáveis ou explosivos na instalação.',
              'No other flammables or explosives stored or sold at the installation.',
            ),
          };
    }),
};

// =====================================================================================
// Art. 4 — own use: up to 5 containers of up to 13 kg.
// =====================================================================================

const art4: RuleDef<NovaOdessaInput> = {
  id: 'art4',
  implements: ['art4'],
  title: {
    pt: 'Armazenamento para consumo próprio (até 5 recipientes de até 13 kg)',
    en: 'Storage for own use (up to 5 containers of up to 13 kg)',
  },
  activities: OWN_USE,
  parameters: reads(INSTALLATION_PARAMETERS, ['own-use-max-containers', 'own-use-max-container-kg']),
  evaluate(ctx) {
    const inst = installationOf(ctx);
    if (inst.regime === 'none') return { status: 'not-applicable', message: noContainer(ctx, inst) };
    if (inst.regime === 'sale-forbidden')
      return na(
        ctx,
        `O local vende GLP: os recipientes não são para consumo próprio e a venda aqui é vedada (${cite(ctx, 'art15')}).`,
        `The place sells GLP: the containers are not for own use and selling here is forbidden (${cite(ctx, 'art15')}).`,
      );
    const comparisons: Comparison[] = [ctx.compare('storage.containers (recipientes)', inst.totals.containers, 'own-use-max-containers')];
    const parts = [ctx.t(`Recipientes: ${comparisons[0]?.text}.`, `Containers: ${comparisons[0]?.text}.`)];
    if (inst.containers.some((c) => c.count > 0)) {
      const largest = Math.max(...inst.containers.filter((c) => c.count > 0).map((c) => c.capacityKg));
      const size = ctx.compare('storage.containers (maior capacidade nominal)', largest, 'own-use-max-container-kg');
      comparisons.push(size);
      parts.push(ctx.t(`Maior recipiente: ${size.text}.`, `Largest container: ${size.text}.`));
    }
    if (inst.requestedKg !== null) {
      // Art. 4's quantity: at most 5 containers of at most 13 kg, 65 kg in all.
      const max = ctx.param<number>('own-use-max-containers') * ctx.param<number>('own-use-max-container-kg');
      const asked = ctx.compareWith('application.requestedQuantity', inst.requestedKg, '<=', max, 'kg');
      comparisons.push(asked);
      parts.push(ctx.t(`Quantidade pedida: ${asked.text}.`, `Quantity requested: ${asked.text}.`));
    }
    const detail = parts.join(' ');
    if (inst.regime === 'art4')
      return {
        status: 'satisfied',
        message: ctx.t(
          `${detail} Armazenamento para consumo próprio do art. 4º: sem classe; aplicam-se os incisos I a IV.`,
          `${detail} Own-use storage of art. 4: no class; items I to IV apply.`,
        ),
        comparisons,
      };
    return {
      status: 'not-applicable',
      message: ctx.t(
        `${detail} O art. 4º não se aplica: é armazenamento do art. 5º (${inst.why}).`,
        `${detail} Art. 4 does not apply: this is art. 5 storage (${inst.why}).`,
      ),
      comparisons,
    };
  },
};

const art4Ventilation = flagRule({
  id: 'art4-I',
  implements: ['art4-I'],
  title: { pt: 'Ventilação natural', en: 'Natural ventilation' },
  activities: OWN_USE,
  exceptions: TRANSITION,
  fact: 'storage.naturalVentilation',
  expected: true,
  ok: { pt: 'O local tem ventilação natural.', en: 'The place has natural ventilation.' },
  bad: { pt: 'O local não tem ventilação natural.', en: 'The place has no natural ventilation.' },
  unless: onlyOwnUse,
});

const art4Weather = flagRule({
  id: 'art4-II',
  implements: ['art4-II'],
  title: { pt: 'Protegido do sol, da chuva e da umidade', en: 'Protected from sun, rain and damp' },
  activities: OWN_USE,
  exceptions: TRANSITION,
  fact: 'storage.protectedFromWeather',
  expected: true,
  ok: { pt: 'Recipientes protegidos do sol, da chuva e da umidade.', en: 'Containers protected from sun, rain and damp.' },
  bad: { pt: 'Recipientes expostos ao sol, à chuva ou à umidade.', en: 'Containers exposed to sun, rain or damp.' },
  unless: onlyOwnUse,
});

const art4Flammables = flagRule({
  id: 'art4-III',
  implements: ['art4-III'],
  title: { pt: 'Afastado de inflamáveis, calor e faíscas', en: 'Away from flammables, heat and sparks' },
  activities: OWN_USE,
  exceptions: TRANSITION,
  fact: 'storage.awayFromFlammablesAndHeat',
  expected: true,
  ok: {
    pt: 'Recipientes afastados de outros inflamáveis, de fontes de calor e de faíscas.',
    en: 'Containers away from other flammables, heat sources and sparks.',
  },
  bad: {
    pt: 'Recipientes próximos de outros inflamáveis, de fontes de calor ou de faíscas.',
    en: 'Containers near other flammables, heat sources or sparks.',
  },
  unless: onlyOwnUse,
});

const art4Drains: RuleDef<NovaOdessaInput> = {
  id: 'art4-IV',
  implements: ['art4-IV'],
  title: {
    pt: 'Afastamento de 1,5 m de ralos, caixas de gordura, esgotos e galerias',
    en: '1.5 m from drains, grease traps, sewers and galleries',
  },
  activities: OWN_USE,
  exceptions: TRANSITION,
  parameters: reads(onlyOwnUse, 'own-use-min-drain-distance'),
  evaluate(ctx) {
    const early = onlyOwnUse(ctx);
    if (early) return early;
    const c = storageDistance(ctx, 'drainsM', '>=', ctx.param<number>('own-use-min-drain-distance')).comparison;
    return {
      status: c.holds ? 'satisfied' : 'violated',
      message: ctx.t(
        `Distância a ralos, caixas de gordura, esgotos e galerias: ${c.text}.`,
        `Distance to drains, grease traps, sewers and galleries: ${c.text}.`,
      ),
      comparisons: [c],
    };
  },
};

export const art3To4Rules: RuleDef<NovaOdessaInput>[] = [
  art3,
  art3Basement,
  art3Floor,
  art3Passages,
  art3Wiring,
  art3OtherFlammables,
  art4,
  art4Ventilation,
  art4Weather,
  art4Flammables,
  art4Drains,
];
