/**
 * Nova Odessa — art. 7 § 1º: the covered area (ceiling, clearance, roof) and items I–VIII
 * (drains, floor marking, stacking, separation, containers inside the area, class sign,
 * explosion-proof electrics, no strangers).
 */
import type { RuleContext } from '../../../src/core/context.ts';
import type { Outcome, RuleDef } from '../../../src/core/pack.ts';
import type { PathTo } from '../../../src/core/paths.ts';
import { guard, reads } from '../../../src/core/rulekit.ts';
import { storageDistance } from '../../../src/core/rulekit-storage.ts';
import { flagRule, type NovaOdessaInput } from '../facts.ts';
import { countOf, forInstallation, INSTALLATION_PARAMETERS, installationOf, onlyInstallation, PREMISES } from '../installation.ts';
import { na, TRANSITION } from './common.ts';
import { STACKING_PARAMETERS, stackingIncrease } from './stacking.ts';

// =====================================================================================
// Art. 7 § 1º — covered area (ceiling, clearance, roof) and items I–VIII.
// =====================================================================================

/** Covered-area requirements of the caput of § 1º: only when covered. */
function forCovered(ctx: RuleContext<NovaOdessaInput>, body: () => Outcome): Outcome {
  return forInstallation(ctx, () => {
    const covered = ctx.need('storage.covered');
    if (!covered) return na(ctx, 'Área de armazenamento não coberta.', 'Storage area not covered.');
    return body();
  });
}

/** Items I–VIII of § 1º: general duties or only when covered (interpretation). */
export const itemsScope = guard([onlyInstallation, 'art7-par1-items-scope'], (ctx) => {
  const early = onlyInstallation(ctx);
  if (early) return early;
  const scope = ctx.interpretation<string>('art7-par1-items-scope');
  if (scope !== 'only-when-covered') return null;
  const covered = ctx.need('storage.covered');
  return covered
    ? null
    : na(
        ctx,
        'Área não coberta: na leitura adotada, os incisos do art. 7º, § 1º só valem para área coberta.',
        'Area not covered: in the reading adopted, the items of art. 7 § 1 apply only to covered areas.',
      );
});

export const ITEMS_NOTE = {
  pt: 'Os incisos I–VIII pendem de "quando coberta", mas nenhum trata de cobertura; por padrão são lidos como deveres gerais (parâmetro art7-par1-items-scope).',
  en: 'Items I–VIII hang on "when covered" but none concerns a roof; by default they are read as general duties (parameter art7-par1-items-scope).',
};

const art7Ceiling: RuleDef<NovaOdessaInput> = {
  id: 'art7-par1-ceiling',
  implements: ['art7-par1'],
  title: { pt: 'Pé-direito mínimo da área coberta', en: 'Minimum ceiling height of a covered area' },
  activities: PREMISES,
  exceptions: TRANSITION,
  parameters: reads(INSTALLATION_PARAMETERS, ['min-ceiling-height']),
  evaluate: (ctx) =>
    forCovered(ctx, () => {
      const h = ctx.need('storage.ceilingHeightM');
      const c = ctx.compare('storage.ceilingHeightM', h, 'min-ceiling-height');
      return {
        status: c.holds ? 'satisfied' : 'violated',
        message: ctx.t(`Pé-direito: ${c.text}.`, `Ceiling height: ${c.text}.`),
        comparisons: [c],
      };
    }),
};

const art7Clearance: RuleDef<NovaOdessaInput> = {
  id: 'art7-par1-clearance',
  implements: ['art7-par1'],
  title: { pt: 'Espaço livre entre a pilha e a cobertura', en: 'Free space between stack and roof' },
  activities: PREMISES,
  exceptions: TRANSITION,
  parameters: reads(INSTALLATION_PARAMETERS, ['min-clearance-above-stack']),
  evaluate: (ctx) =>
    forCovered(ctx, () => {
      const h = ctx.need('storage.clearanceAboveStackM');
      const c = ctx.compare('storage.clearanceAboveStackM', h, 'min-clearance-above-stack');
      return {
        status: c.holds ? 'satisfied' : 'violated',
        message: ctx.t(
          `Espaço livre entre o topo da pilha e a cobertura: ${c.text}.`,
          `Free space between top of stack and roof: ${c.text}.`,
        ),
        comparisons: [c],
      };
    }),
};

const art7Roof: RuleDef<NovaOdessaInput> = {
  id: 'art7-par1-roof',
  implements: ['art7-par1'],
  title: { pt: 'Cobertura resistente ao fogo e mais frágil que as paredes', en: 'Roof fire resistant and weaker than the walls' },
  activities: PREMISES,
  parameters: reads(INSTALLATION_PARAMETERS),
  exceptions: TRANSITION,
  evaluate: (ctx) =>
    forCovered(ctx, () => {
      const ok = ctx.need('storage.roofFireResistantWeaker');
      return ok
        ? {
            status: 'satisfied',
            message: ctx.t(
              'Cobertura de material resistente ao fogo, com menor resistência mecânica que as paredes.',
              'Roof of fire-resistant material, mechanically weaker than the walls.',
            ),
          }
        : {
            status: 'violated',
            message: ctx.t(
              'A cobertura não é de material resistente ao fogo com menor resistência mecânica que as paredes.',
              'The roof is not of fire-resistant material mechanically weaker than the walls.',
            ),
          };
    }),
};

const art7Drains: RuleDef<NovaOdessaInput> = {
  id: 'art7-par1-I',
  implements: ['art7-par1-I'],
  title: { pt: 'Sem aberturas, ralos ou canaletas até 3 m da área', en: 'No openings, drains or channels within 3 m of the area' },
  activities: PREMISES,
  exceptions: TRANSITION,
  parameters: reads(itemsScope, ['drain-free-distance', 'art7-par1-items-scope']),
  interpretationNote: ITEMS_NOTE,
  evaluate(ctx) {
    const early = itemsScope(ctx);
    if (early) return early;
    const c = storageDistance(ctx, 'drainsM', '>', ctx.param<number>('drain-free-distance')).comparison;
    return {
      status: c.holds ? 'satisfied' : 'violated',
      message: ctx.t(
        `Abertura de águas pluviais, esgoto, canaleta, ralo ou rebaixo mais próxima: ${c.text}.`,
        `Nearest rainwater or sewer opening, channel, drain or recess: ${c.text}.`,
      ),
      comparisons: [c],
    };
  },
};

function itemFlag(
  id: string,
  title: { pt: string; en: string },
  fact: PathTo<NovaOdessaInput, boolean>,
  expected: boolean,
  ok: { pt: string; en: string },
  bad: { pt: string; en: string },
): RuleDef<NovaOdessaInput> {
  return flagRule({
    id,
    implements: [id],
    title,
    activities: PREMISES,
    exceptions: TRANSITION,
    interpretationNote: ITEMS_NOTE,
    fact,
    expected,
    ok,
    bad,
    unless: itemsScope,
  });
}

const art7Marking = itemFlag(
  'art7-par1-II',
  { pt: 'Demarcação da área e dos lotes no piso', en: 'Area and lots marked on the floor' },
  'storage.floorMarking',
  true,
  { pt: 'Área de armazenamento e lotes demarcados no piso.', en: 'Storage area and lots marked on the floor.' },
  { pt: 'Falta demarcação no piso da área de armazenamento e dos lotes.', en: 'The storage area and lots are not marked on the floor.' },
);

function stackRule(
  ctx: RuleContext<NovaOdessaInput>,
  fact: 'storage.maxStackFull' | 'storage.maxStackEmpty',
  measured: number,
  paramId: string,
  what: { pt: string; en: string },
): Outcome {
  const c = ctx.compare(fact, measured, paramId);
  const label = ctx.t(what.pt, what.en);
  if (c.holds) return { status: 'satisfied', message: `${label}: ${c.text}.`, comparisons: [c] };
  const inc = stackingIncrease(ctx);
  if (!inc.applies)
    return {
      status: 'violated',
      message: ctx.t(
        `${label}: ${c.text}; o acréscimo do art. 9º, § 1º não se aplica (${inc.why}).`,
        `${label}: ${c.text}; the art. 9 § 1 increase does not apply (${inc.why}).`,
      ),
      comparisons: [c, ...inc.comparisons],
    };
  const pct = ctx.param<number>('stacking-increase-percent');
  const raised = Math.floor((c.limit * (100 + pct)) / 100);
  const c2 = ctx.compareWith(fact, measured, '<=', raised, 'count');
  return {
    status: c2.holds ? 'satisfied' : 'violated',
    message: ctx.t(
      `${label}: ${c2.text} — com ${inc.why}, o limite de ${c.limit} passa a ${c.limit} × ${ctx.n(1 + pct / 100)} = ${ctx.n((c.limit * (100 + pct)) / 100)} → ${raised} unidades.`,
      `${label}: ${c2.text} — with ${inc.why}, the limit of ${c.limit} becomes ${c.limit} × ${ctx.n(1 + pct / 100)} = ${ctx.n((c.limit * (100 + pct)) / 100)} → ${raised} units.`,
    ),
    comparisons: [c2, ...inc.comparisons],
  };
}

const art7StackFull: RuleDef<NovaOdessaInput> = {
  id: 'art7-par1-III',
  implements: ['art7-par1-III', 'art9-par1'],
  title: { pt: 'Empilhamento máximo de 4 cheios (até 13 kg)', en: 'Stack at most 4 full containers (up to 13 kg)' },
  activities: PREMISES,
  exceptions: TRANSITION,
  parameters: reads(STACKING_PARAMETERS, itemsScope, INSTALLATION_PARAMETERS, [
    'max-stack-full',
    'stack-max-container-kg',
    'stacking-increase-percent',
    'stacking-fire-wall-height',
    'art7-par1-items-scope',
  ]),
  interpretationNote: ITEMS_NOTE,
  evaluate(ctx) {
    const early = itemsScope(ctx);
    if (early) return early;
    const inst = installationOf(ctx);
    const n = countOf(inst.containers, ctx.param<number>('stack-max-container-kg'), ['full', 'partly-used']);
    if (n === 0)
      return na(
        ctx,
        'Não há recipientes cheios ou parcialmente utilizados de até 13 kg.',
        'No full or partly used containers of up to 13 kg.',
      );
    const stack = ctx.need('storage.maxStackFull');
    return stackRule(ctx, 'storage.maxStackFull', stack, 'max-stack-full', {
      pt: 'Maior pilha de cheios/parcialmente utilizados',
      en: 'Highest stack of full/partly used containers',
    });
  },
};

const art7Separation: RuleDef<NovaOdessaInput> = {
  id: 'art7-par1-IV',
  implements: ['art7-par1-IV'],
  title: { pt: 'Vazios e parcialmente utilizados separados dos cheios', en: 'Empty and partly used apart from full' },
  activities: PREMISES,
  exceptions: TRANSITION,
  parameters: reads(itemsScope, INSTALLATION_PARAMETERS, ['art7-par1-items-scope']),
  interpretationNote: ITEMS_NOTE,
  evaluate(ctx) {
    const early = itemsScope(ctx);
    if (early) return early;
    const inst = installationOf(ctx);
    const full = countOf(inst.containers, 190, ['full']);
    const other = countOf(inst.containers, 190, ['empty', 'partly-used']);
    if (full === 0 || other === 0)
      return na(
        ctx,
        'Não há cheios junto de vazios ou parcialmente utilizados a separar.',
        'No full containers alongside empty or partly used ones to keep apart.',
      );
    const sep = ctx.need('storage.emptiesSeparated');
    return sep
      ? {
          status: 'satisfied',
          message: ctx.t(
            `Vazios e parcialmente utilizados (${other}) separados dos cheios (${full}).`,
            `Empty and partly used (${other}) kept apart from full (${full}).`,
          ),
        }
      : {
          status: 'violated',
          message: ctx.t(
            `Vazios e parcialmente utilizados (${other}) misturados aos cheios (${full}).`,
            `Empty and partly used (${other}) mixed with full (${full}).`,
          ),
        };
  },
};

const art7StackEmpty: RuleDef<NovaOdessaInput> = {
  id: 'art7-par1-IV-stack',
  implements: ['art7-par1-IV', 'art9-par1'],
  title: { pt: 'Empilhamento máximo de 5 vazios', en: 'Stack at most 5 empty containers' },
  activities: PREMISES,
  exceptions: TRANSITION,
  parameters: reads(STACKING_PARAMETERS, itemsScope, INSTALLATION_PARAMETERS, [
    'max-stack-empty',
    'empty-stack-scope',
    'stack-max-container-kg',
    'stacking-increase-percent',
    'stacking-fire-wall-height',
    'art7-par1-items-scope',
  ]),
  interpretationNote: ITEMS_NOTE,
  evaluate(ctx) {
    const early = itemsScope(ctx);
    if (early) return early;
    const inst = installationOf(ctx);
    if (countOf(inst.containers, 190, ['empty']) === 0) return na(ctx, 'Não há recipientes vazios.', 'No empty containers.');
    // "observados os mesmos cuidados aos recipientes cheios": under up-to-13kg, the scope of item III.
    if (ctx.interpretation<string>('empty-stack-scope') === 'up-to-13kg') {
      const maxKg = ctx.param<number>('stack-max-container-kg');
      if (countOf(inst.containers, maxKg, ['empty']) === 0)
        return na(
          ctx,
          `Não há vazios de até ${ctx.q(maxKg, 'kg')}: o limite de 5 vale só para eles (leitura up-to-13kg).`,
          `No empties of up to ${ctx.q(maxKg, 'kg')}: the limit of 5 applies only to them (reading up-to-13kg).`,
        );
    }
    const stack = ctx.need('storage.maxStackEmpty');
    return stackRule(ctx, 'storage.maxStackEmpty', stack, 'max-stack-empty', {
      pt: 'Maior pilha de vazios',
      en: 'Highest stack of empties',
    });
  },
};

const art7InsideArea = itemFlag(
  'art7-par1-V',
  { pt: 'Nenhum recipiente fora da área de armazenamento', en: 'No container outside the storage area' },
  'storage.containersOutsideArea',
  false,
  { pt: 'Todos os recipientes estão dentro da área de armazenamento.', en: 'All containers are inside the storage area.' },
  { pt: 'Há recipientes armazenados fora da área de armazenamento.', en: 'Containers are stored outside the storage area.' },
);

// Art. 7 § 1º VI (the class sign and what it states): art07-sign.ts.

const art7Electrical: RuleDef<NovaOdessaInput> = {
  id: 'art7-par1-VII',
  implements: ['art7-par1-VII'],
  title: { pt: 'Instalações elétricas à prova de explosão', en: 'Explosion-proof electrical installations' },
  activities: PREMISES,
  exceptions: TRANSITION,
  parameters: reads(itemsScope, ['art7-par1-items-scope']),
  interpretationNote: ITEMS_NOTE,
  evaluate(ctx) {
    const early = itemsScope(ctx);
    if (early) return early;
    const has = ctx.need('storage.hasElectricalInstallations');
    if (!has) return na(ctx, 'A área de armazenamento não tem instalações elétricas.', 'The storage area has no electrical installations.');
    const ok = ctx.need('storage.explosionProofElectrical');
    return ok
      ? {
          status: 'satisfied',
          message: ctx.t(
            'Instalações elétricas à prova de explosão (classificação de áreas ABNT).',
            'Explosion-proof electrical installations (ABNT area classification).',
          ),
        }
      : {
          status: 'violated',
          message: ctx.t(
            'Instalações elétricas da área de armazenamento não são à prova de explosão.',
            "The storage area's electrical installations are not explosion-proof.",
          ),
        };
  },
};

const art7Strangers = itemFlag(
  'art7-par1-VIII',
  { pt: 'Sem circulação de pessoas estranhas', en: 'No circulation of unauthorised people' },
  'storage.strangersCirculate',
  false,
  {
    pt: 'Não circulam pessoas estranhas ao manuseio na área de armazenamento.',
    en: 'No people unrelated to handling circulate in the storage area.',
  },
  {
    pt: 'Pessoas estranhas ao manuseio circulam na área de armazenamento.',
    en: 'People unrelated to handling circulate in the storage area.',
  },
);

export const art7Rules: RuleDef<NovaOdessaInput>[] = [
  art7Ceiling,
  art7Clearance,
  art7Roof,
  art7Drains,
  art7Marking,
  art7StackFull,
  art7Separation,
  art7StackEmpty,
  art7InsideArea,
  art7Electrical,
  art7Strangers,
];
