/**
 * Nova Odessa — storage rules, in the order of the law: art. 3 (siting of the installation),
 * art. 4 (own use, up to 5 containers of up to 13 kg), art. 5 (classes, areas, lots,
 * openings, corridors), art. 6 (perimeter), art. 7 (storage area), art. 8 (signs,
 * extinguishers, detection), art. 9 (Annex I distances, fire wall, stacking).
 */
import { MissingFacts, NormNotLoaded, type RuleContext } from '../../../src/core/context.ts';
import type { Activity } from '../../../src/core/input/schema.ts';
import type { NormTable } from '../../../src/core/norms/registry.ts';
import type { Outcome, RuleDef } from '../../../src/core/pack.ts';
import { flagRule } from '../../../src/core/rulekit.ts';
import type { Comparison } from '../../../src/core/types.ts';
import { ANNEX_I_COLUMNS, ANNEX_I_ID } from '../annex.ts';
import { cite, countOf, FIXED, forClass, forInstallation, installationOf, onlyInstallation, onlyOwnUse } from '../installation.ts';
import type { ClassId, OpeningsRequirement } from '../parameters.ts';
import { distanceComparison } from './common.ts';

const OWN_USE: readonly Activity[] = ['own-consumption', 'other-commerce', 'residence', 'fuel-station'];
/** Art. 21: establishments existing on 04/07/2000 had one year to adapt (pack transition). */
export const TRANSITION = ['art21'];

function na(ctx: RuleContext, pt: string, en: string): Outcome {
  return { status: 'not-applicable', message: ctx.t(pt, en) };
}

// =====================================================================================
// Art. 3 — the installation: ground floor, no basement, flat floor, away from passages,
// wiring in conduits, no other flammables. (Art. 7 caput: at ground level.)
// =====================================================================================

const art3 = flagRule({
  id: 'art3',
  implements: ['art3', 'art7'],
  title: { pt: 'Instalação em lugar térreo, ao nível do solo', en: 'Installation on the ground floor, at ground level' },
  activities: FIXED,
  exceptions: TRANSITION,
  fact: 'storage.atGroundLevel',
  get: (i) => i.storage?.atGroundLevel,
  expected: true,
  ok: {
    pt: 'Instalação em lugar térreo, ao nível do solo (ou plataforma sobre aterro).',
    en: 'Installation on the ground floor, at ground level (or a platform on fill).',
  },
  bad: {
    pt: 'A instalação não está em lugar térreo, ao nível do solo (arts. 3º e 7º).',
    en: 'The installation is not on the ground floor, at ground level (arts. 3 and 7).',
  },
  unless: onlyInstallation,
});

const art3Basement = flagRule({
  id: 'art3-par1',
  implements: ['art3-par1'],
  title: { pt: 'Sem porão ou compartimento inferior', en: 'No basement or lower compartment' },
  activities: FIXED,
  exceptions: TRANSITION,
  fact: 'storage.hasBasement',
  get: (i) => i.storage?.hasBasement,
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
  activities: FIXED,
  exceptions: TRANSITION,
  fact: 'storage.floorFlatWithoutDrains',
  get: (i) => i.storage?.floorFlatWithoutDrains,
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
  activities: FIXED,
  exceptions: TRANSITION,
  fact: 'storage.nearDoorsStairsOrPassages',
  get: (i) => i.storage?.nearDoorsStairsOrPassages,
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

const art3Wiring: RuleDef = {
  id: 'art3-par4',
  implements: ['art3-par4'],
  title: { pt: 'Fiação elétrica em eletrodutos', en: 'Electrical wiring in conduits' },
  activities: FIXED,
  exceptions: TRANSITION,
  evaluate: (ctx) =>
    forInstallation(ctx, () => {
      const has = ctx.need('storage.hasElectricalInstallations', ctx.input.storage?.hasElectricalInstallations);
      if (!has)
        return na(ctx, 'Não há instalações elétricas na área de armazenamento.', 'No electrical installations in the storage area.');
      const conduit = ctx.need('storage.electricalInConduit', ctx.input.storage?.electricalInConduit);
      return conduit
        ? { status: 'satisfied', message: ctx.t('Fiação elétrica dentro de eletrodutos.', 'Wiring inside conduits.') }
        : {
            status: 'violated',
            message: ctx.t('Fiação elétrica fora de eletrodutos na área de armazenamento.', 'Wiring outside conduits in the storage area.'),
          };
    }),
};

const art3OtherFlammables = flagRule({
  id: 'art3-par5',
  implements: ['art3-par5'],
  title: { pt: 'Sem outros inflamáveis ou explosivos na instalação', en: 'No other flammables or explosives at the installation' },
  activities: FIXED,
  exceptions: TRANSITION,
  fact: 'storage.otherFlammablesStored',
  get: (i) => i.storage?.otherFlammablesStored,
  expected: false,
  ok: {
    pt: 'Não há depósito ou comércio de outros inflamáveis ou explosivos na instalação.',
    en: 'No other flammables or explosives stored or sold at the installation.',
  },
  bad: {
    pt: 'A instalação também deposita ou comercializa outros produtos inflamáveis ou explosivos.',
    en: 'The installation also stores or sells other flammable or explosive products.',
  },
  unless: onlyInstallation,
});

// =====================================================================================
// Art. 4 — own use: up to 5 containers of up to 13 kg.
// =====================================================================================

const art4: RuleDef = {
  id: 'art4',
  implements: ['art4'],
  title: {
    pt: 'Armazenamento para consumo próprio (até 5 recipientes de até 13 kg)',
    en: 'Storage for own use (up to 5 containers of up to 13 kg)',
  },
  activities: OWN_USE,
  parameters: ['own-use-max-containers', 'own-use-max-container-kg'],
  evaluate(ctx) {
    const inst = installationOf(ctx);
    if (inst.regime === 'none') return na(ctx, 'Nenhum recipiente armazenado.', 'No container stored.');
    if (inst.regime === 'sale-forbidden')
      return na(
        ctx,
        `O local vende GLP: os recipientes não são para consumo próprio e a venda aqui é vedada (${cite(ctx, 'art15')}).`,
        `The place sells GLP: the containers are not for own use and selling here is forbidden (${cite(ctx, 'art15')}).`,
      );
    const largest = Math.max(...inst.containers.filter((c) => c.count > 0).map((c) => c.capacityKg));
    const comparisons = [
      ctx.compare('storage.containers (recipientes)', inst.totals.containers, 'own-use-max-containers'),
      ctx.compare('storage.containers (maior capacidade nominal)', largest, 'own-use-max-container-kg'),
    ];
    const [count, size] = comparisons as [Comparison, Comparison];
    const detail = ctx.t(
      `Recipientes: ${count.text}. Maior recipiente: ${size.text}.`,
      `Containers: ${count.text}. Largest container: ${size.text}.`,
    );
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
  get: (i) => i.storage?.naturalVentilation,
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
  get: (i) => i.storage?.protectedFromWeather,
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
  get: (i) => i.storage?.awayFromFlammablesAndHeat,
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

const art4Drains: RuleDef = {
  id: 'art4-IV',
  implements: ['art4-IV'],
  title: {
    pt: 'Afastamento de 1,5 m de ralos, caixas de gordura, esgotos e galerias',
    en: '1.5 m from drains, grease traps, sewers and galleries',
  },
  activities: OWN_USE,
  exceptions: TRANSITION,
  parameters: ['own-use-min-drain-distance'],
  evaluate(ctx) {
    const early = onlyOwnUse(ctx);
    if (early) return early;
    const c = distanceComparison(ctx, 'drainsM', '>=', ctx.param<number>('own-use-min-drain-distance'));
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

// =====================================================================================
// Art. 5 — class by total nominal capacity; area; 13 kg equivalents and lots; openings;
// inspection corridors.
// =====================================================================================

const art5Class: RuleDef = {
  id: 'art5',
  implements: [
    'art5',
    'art5-I',
    'art5-I-a',
    'art5-II',
    'art5-II-a',
    'art5-III',
    'art5-III-a',
    'art5-IV',
    'art5-IV-a',
    'art5-V',
    'art5-V-a',
    'art5-VI',
    'art5-VI-a',
    'art5-par1',
    'art5-par1-I',
    'art5-par1-II',
    'art5-par1-III',
  ],
  title: { pt: 'Classe da instalação pela capacidade nominal total', en: 'Installation class by total nominal capacity' },
  activities: FIXED,
  parameters: ['class-I-max-kg', 'class-II-max-kg', 'class-III-max-kg', 'class-IV-max-kg', 'class-V-max-kg', 'class-VI-max-kg'],
  interpretationNote: {
    pt: 'Soma a capacidade nominal de TODOS os recipientes (cheios, parcialmente utilizados, vazios e novos). Numeração da Portaria DNC 27/1996 (IV até 24.960 kg, V até 49.920 kg, VI até 99.840 kg), não a da NBR 15514.',
    en: "Sums the nominal capacity of ALL containers (full, partly used, empty and new). DNC Portaria 27/1996 numbering (IV up to 24,960 kg, V up to 49,920 kg, VI up to 99,840 kg), not NBR 15514's.",
  },
  evaluate: (ctx) =>
    forInstallation(ctx, (inst) => {
      if (inst.cls === null) {
        const c = ctx.compare('storage.containers (capacidade nominal total)', inst.totals.totalKg, 'class-VI-max-kg');
        return {
          status: 'violated',
          message: ctx.t(
            `${inst.why}; o armazenamento é limitado pela capacidade nominal total a ${ctx.q(c.limit, 'kg')} (${cite(ctx, 'art5')}).`,
            `${inst.why}; storage is limited by total nominal capacity to ${ctx.q(c.limit, 'kg')} (${cite(ctx, 'art5')}).`,
          ),
          comparisons: [c],
          facts: { totalKg: inst.totals.totalKg },
        };
      }
      const cls = inst.cls;
      const comparisons = [ctx.compare('storage.containers (capacidade nominal total)', inst.totals.totalKg, `class-${cls}-max-kg`)];
      const p13 = inst.containers.filter((c) => c.capacityKg === 13).reduce((n, c) => n + c.count, 0);
      let p13Text = '';
      if (p13 > 0) {
        const c = ctx.compare('storage.containers (botijões de 13 kg)', p13, `class-${cls}-max-p13`);
        comparisons.push(c);
        p13Text = ctx.t(
          ` Botijões de 13 kg: ${p13}; a classe ${cls} recebe até ${ctx.n(c.limit)} (${cite(ctx, `art5-par1-${cls}`)}).`,
          ` 13 kg cylinders: ${p13}; class ${cls} holds up to ${ctx.n(c.limit)} (${cite(ctx, `art5-par1-${cls}`)}).`,
        );
      }
      return {
        status: 'satisfied',
        message: `${inst.why}.${p13Text}`,
        comparisons,
        facts: { totalKg: inst.totals.totalKg, class: cls },
      };
    }),
};

const art5Area: RuleDef = {
  id: 'art5-area',
  implements: ['art5', 'art5-I-b', 'art5-II-b', 'art5-III-b', 'art5-IV-b', 'art5-V-b', 'art5-VI-b'],
  title: { pt: 'Área de armazenamento mínima da classe', en: 'Minimum storage area of the class' },
  activities: FIXED,
  exceptions: TRANSITION,
  parameters: ['class-I-min-area', 'class-II-min-area', 'class-III-min-area', 'class-IV-min-area', 'class-V-min-area', 'class-VI-min-area'],
  evaluate: (ctx) =>
    forClass(ctx, (inst, cls) => {
      const area = ctx.need('storage.areaM2', ctx.input.storage?.areaM2);
      const c = ctx.compare('storage.areaM2', area, `class-${cls}-min-area`);
      return {
        status: c.holds ? 'satisfied' : 'violated',
        message: ctx.t(
          `Área de armazenamento: ${c.text} (classe ${cls}, ${cite(ctx, `art5-${cls}-b`)}; ${inst.totals.arithmetic}).`,
          `Storage area: ${c.text} (class ${cls}, ${cite(ctx, `art5-${cls}-b`)}; ${inst.totals.arithmetic}).`,
        ),
        comparisons: [c],
      };
    }),
};

const art5Lots: RuleDef = {
  id: 'art5-lots',
  implements: ['art5', 'art5-par1-IV', 'art5-par1-V', 'art5-par1-VI', 'art5-par4', 'art5-par5'],
  title: { pt: 'Lotes de até 480 botijões (classes IV a VI)', en: 'Lots of up to 480 cylinders (classes IV to VI)' },
  activities: FIXED,
  exceptions: TRANSITION,
  parameters: ['lot-limit-classes', 'max-lot-p13', 'class-IV-max-p13', 'class-V-max-p13', 'class-VI-max-p13'],
  evaluate: (ctx) =>
    forClass(ctx, (inst, cls) => {
      const classes = ctx.param<string[]>('lot-limit-classes');
      if (!classes.includes(cls))
        return na(
          ctx,
          `Classe ${cls}: a lei só exige lotes de até 480 botijões nas classes ${classes.join(', ')}.`,
          `Class ${cls}: the law requires lots of up to 480 cylinders only in classes ${classes.join(', ')}.`,
        );
      const p13 = inst.containers.filter((c) => c.capacityKg === 13).reduce((n, c) => n + c.count, 0);
      if (p13 === 0)
        return na(
          ctx,
          'Não há botijões de 13 kg: os lotes do art. 5º, § 1º são de botijões.',
          'No 13 kg cylinders: the lots of art. 5 § 1 are of cylinders.',
        );
      const largest = ctx.need('storage.largestLotP13', ctx.input.storage?.largestLotP13);
      const lot = ctx.compare('storage.largestLotP13', largest, 'max-lot-p13');
      const total = ctx.compare('storage.containers (botijões de 13 kg)', p13, `class-${cls}-max-p13`);
      return {
        status: lot.holds && total.holds ? 'satisfied' : 'violated',
        message: ctx.t(
          `Maior lote: ${lot.text} botijões; total de botijões: ${total.text} (classe ${cls}, ${cite(ctx, `art5-par1-${cls}`)}).`,
          `Largest lot: ${lot.text} cylinders; cylinders in all: ${total.text} (class ${cls}, ${cite(ctx, `art5-par1-${cls}`)}).`,
        ),
        comparisons: [lot, total],
      };
    }),
};

/** Class VI: the § 6º art. 6 III cites does not exist. */
function classVIGap(ctx: RuleContext, what: { pt: string; en: string }): Outcome {
  const reading = ctx.interpretation<string>('class-vi-missing-paragraph');
  const why = ctx.t(
    `Classe VI: a lei não fixa ${what.pt} — o ${cite(ctx, 'art6-III')} remete ao "§ 6º" do art. 5º, que não existe (o art. 5º termina no § 5º, classe V).`,
    `Class VI: the law does not set ${what.en} — ${cite(ctx, 'art6-III')} refers to a "§ 6" of art. 5 that does not exist (art. 5 ends at § 5, class V).`,
  );
  if (reading === 'no-requirement')
    return {
      status: 'not-applicable',
      message: ctx.t(`${why} Leitura adotada: sem exigência.`, `${why} Reading adopted: no requirement.`),
    };
  return {
    status: 'cannot-evaluate',
    message: ctx.t(`${why} Não é possível avaliar sem inventar um valor.`, `${why} Cannot be evaluated without inventing a value.`),
    missing: ['lei: art. 5º, § 6º (citado no art. 6º, III; inexistente)'],
  };
}

const OPENINGS_UNIT: Record<ClassId, string> = {
  I: 'art5-par2',
  II: 'art5-par2',
  III: 'art5-par3',
  IV: 'art5-par4',
  V: 'art5-par5',
  VI: 'art6-III',
};

const art5Openings: RuleDef = {
  id: 'art5-openings',
  implements: ['art5', 'art5-par2', 'art5-par3', 'art5-par4', 'art5-par5', 'art6-III'],
  title: { pt: 'Aberturas de acesso por classe', en: 'Access openings by class' },
  activities: FIXED,
  exceptions: TRANSITION,
  parameters: [
    'openings-class-I-II',
    'openings-class-III',
    'openings-class-IV',
    'openings-class-V',
    'openings-class-VI',
    'class-vi-missing-paragraph',
  ],
  evaluate: (ctx) =>
    forClass(ctx, (_inst, cls) => {
      if (cls === 'VI') return classVIGap(ctx, { pt: 'as aberturas de acesso', en: 'the access openings' });
      const req = ctx.param<OpeningsRequirement>(cls === 'I' || cls === 'II' ? 'openings-class-I-II' : `openings-class-${cls}`);
      const ops = ctx.need('storage.openings', ctx.input.storage?.openings);
      let good = 0;
      const unknown: string[] = [];
      const listed: string[] = [];
      ops.forEach((o, i) => {
        const dims = o.widthM >= req.minWidthM && o.heightM >= req.minHeightM;
        const dir =
          o.opensOutward === undefined
            ? ctx.t('sentido não informado', 'direction not given')
            : o.opensOutward
              ? ctx.t('abre para fora', 'opens outward')
              : ctx.t('abre para dentro', 'opens inward');
        listed.push(`${ctx.q(o.widthM, 'm')} × ${ctx.q(o.heightM, 'm')} (${dir})`);
        if (dims && o.opensOutward === true) good++;
        else if (dims && o.opensOutward === undefined) unknown.push(`storage.openings[${i}].opensOutward`);
      });
      const c = ctx.compareWith('storage.openings (aberturas conformes)', good, '>=', req.minCount, 'count');
      if (!c.holds && good + unknown.length >= req.minCount) throw new MissingFacts(unknown);
      const need = ctx.t(
        `classe ${cls} exige ${req.minCount} ou mais aberturas de no mínimo ${ctx.q(req.minWidthM, 'm')} de largura e ${ctx.q(req.minHeightM, 'm')} de altura, abrindo de dentro para fora (${cite(ctx, OPENINGS_UNIT[cls])})`,
        `class ${cls} requires ${req.minCount} or more openings of at least ${ctx.q(req.minWidthM, 'm')} wide and ${ctx.q(req.minHeightM, 'm')} high, opening outward (${cite(ctx, OPENINGS_UNIT[cls])})`,
      );
      return {
        status: c.holds ? 'satisfied' : 'violated',
        message: ctx.t(
          `Aberturas conformes: ${good} de ${ops.length} [${listed.join('; ') || 'nenhuma'}]; ${need}.`,
          `Compliant openings: ${good} of ${ops.length} [${listed.join('; ') || 'none'}]; ${need}.`,
        ),
        comparisons: [c],
      };
    }),
};

const CORRIDOR_UNIT: Partial<Record<ClassId, string>> = { III: 'art5-par3', IV: 'art5-par4', V: 'art5-par5' };

const art5Corridor: RuleDef = {
  id: 'art5-corridor',
  implements: ['art5', 'art5-par3', 'art5-par4', 'art5-par5'],
  title: { pt: 'Corredor de inspeção (classes III a V)', en: 'Inspection corridor (classes III to V)' },
  activities: FIXED,
  exceptions: TRANSITION,
  parameters: ['min-corridor-class-III', 'min-corridor-class-IV', 'min-corridor-class-V', 'class-vi-missing-paragraph'],
  evaluate: (ctx) =>
    forClass(ctx, (_inst, cls) => {
      if (cls === 'VI') return classVIGap(ctx, { pt: 'a largura do corredor de inspeção', en: 'the inspection corridor width' });
      const unit = CORRIDOR_UNIT[cls];
      if (!unit)
        return na(ctx, `Classe ${cls}: a lei não exige corredor de inspeção.`, `Class ${cls}: the law requires no inspection corridor.`);
      const w = ctx.need('storage.inspectionCorridorM', ctx.input.storage?.inspectionCorridorM);
      const c = ctx.compare('storage.inspectionCorridorM', w, `min-corridor-class-${cls}`);
      return {
        status: c.holds ? 'satisfied' : 'violated',
        message: ctx.t(
          `Corredor de inspeção mais estreito: ${c.text} (classe ${cls}, ${cite(ctx, unit)}).`,
          `Narrowest inspection corridor: ${c.text} (class ${cls}, ${cite(ctx, unit)}).`,
        ),
        comparisons: [c],
      };
    }),
};

// =====================================================================================
// Art. 6 — perimeter: corner ≤ 1/2 walled, mid-block ≤ 7/8, fire-resistant wall, rest wire.
// =====================================================================================

function perimeterRule(id: 'art6-I' | 'art6-II', situation: 'corner' | 'mid-block', param: string): RuleDef {
  const corner = situation === 'corner';
  return {
    id,
    implements: [id, 'art6'],
    title: corner
      ? { pt: 'Perímetro de instalação de esquina', en: 'Perimeter of a corner installation' }
      : { pt: 'Perímetro de instalação de meio de quadra', en: 'Perimeter of a mid-block installation' },
    activities: FIXED,
    exceptions: TRANSITION,
    parameters: [param],
    evaluate: (ctx) =>
      forInstallation(ctx, () => {
        const per = ctx.input.storage?.perimeter;
        const sit = ctx.need('storage.perimeter.situation', per?.situation);
        if (sit !== situation)
          return corner
            ? na(ctx, 'Instalação de meio de quadra: ver art. 6º, II.', 'Mid-block installation: see art. 6 II.')
            : na(ctx, 'Instalação de esquina: ver art. 6º, I.', 'Corner installation: see art. 6 I.');
        const frac = ctx.need('storage.perimeter.walledFraction', per?.walledFraction);
        const extra: (readonly [string, unknown])[] = [];
        if (frac > 0) extra.push(['storage.perimeter.wallFireResistant', per?.wallFireResistant]);
        if (frac < 1) extra.push(['storage.perimeter.restIsWireFence', per?.restIsWireFence]);
        ctx.needAll(extra);
        const pct = Math.round(frac * 10000) / 100;
        const c = ctx.compare('storage.perimeter.walledFraction (%)', pct, param);
        const problems: string[] = [];
        if (!c.holds) problems.push(ctx.t(`perímetro murado: ${c.text}`, `walled perimeter: ${c.text}`));
        if (frac > 0 && per?.wallFireResistant === false)
          problems.push(ctx.t('o muro não é resistente ao fogo', 'the wall is not fire resistant'));
        if (frac < 1 && per?.restIsWireFence === false)
          problems.push(
            ctx.t(
              'o restante do perímetro não é tela de arame ou similar (ventilação)',
              'the rest of the perimeter is not wire mesh or similar (ventilation)',
            ),
          );
        const where = corner ? ctx.t('esquina', 'corner') : ctx.t('meio de quadra', 'mid-block');
        if (problems.length > 0)
          return {
            status: 'violated',
            message: ctx.t(`Instalação de ${where}: ${problems.join('; ')}.`, `${where} installation: ${problems.join('; ')}.`),
            comparisons: [c],
          };
        return {
          status: 'satisfied',
          message: ctx.t(
            `Instalação de ${where}: perímetro murado: ${c.text}; muro resistente ao fogo; restante em tela.`,
            `${where} installation: walled perimeter: ${c.text}; fire-resistant wall; rest wire mesh.`,
          ),
          comparisons: [c],
        };
      }),
  };
}

const art6Corner = perimeterRule('art6-I', 'corner', 'max-walled-perimeter-corner');
const art6MidBlock = perimeterRule('art6-II', 'mid-block', 'max-walled-perimeter-mid-block');

// =====================================================================================
// Art. 7 § 1º — covered area (ceiling, clearance, roof) and items I–VIII.
// =====================================================================================

/** Covered-area requirements of the caput of § 1º: only when covered. */
function forCovered(ctx: RuleContext, body: () => Outcome): Outcome {
  return forInstallation(ctx, () => {
    const covered = ctx.need('storage.covered', ctx.input.storage?.covered);
    if (!covered) return na(ctx, 'Área de armazenamento não coberta.', 'Storage area not covered.');
    return body();
  });
}

/** Items I–VIII of § 1º: general duties or only when covered (interpretation). */
function itemsScope(ctx: RuleContext): Outcome | null {
  const early = onlyInstallation(ctx);
  if (early) return early;
  const scope = ctx.interpretation<string>('art7-par1-items-scope');
  if (scope !== 'only-when-covered') return null;
  const covered = ctx.need('storage.covered', ctx.input.storage?.covered);
  return covered
    ? null
    : na(
        ctx,
        'Área não coberta: na leitura adotada, os incisos do art. 7º, § 1º só valem para área coberta.',
        'Area not covered: in the reading adopted, the items of art. 7 § 1 apply only to covered areas.',
      );
}

const ITEMS_NOTE = {
  pt: 'Os incisos I–VIII pendem de "quando coberta", mas nenhum trata de cobertura; por padrão são lidos como deveres gerais (parâmetro art7-par1-items-scope).',
  en: 'Items I–VIII hang on "when covered" but none concerns a roof; by default they are read as general duties (parameter art7-par1-items-scope).',
};

const art7Ceiling: RuleDef = {
  id: 'art7-par1-ceiling',
  implements: ['art7-par1'],
  title: { pt: 'Pé-direito mínimo da área coberta', en: 'Minimum ceiling height of a covered area' },
  activities: FIXED,
  exceptions: TRANSITION,
  parameters: ['min-ceiling-height'],
  evaluate: (ctx) =>
    forCovered(ctx, () => {
      const h = ctx.need('storage.ceilingHeightM', ctx.input.storage?.ceilingHeightM);
      const c = ctx.compare('storage.ceilingHeightM', h, 'min-ceiling-height');
      return {
        status: c.holds ? 'satisfied' : 'violated',
        message: ctx.t(`Pé-direito: ${c.text}.`, `Ceiling height: ${c.text}.`),
        comparisons: [c],
      };
    }),
};

const art7Clearance: RuleDef = {
  id: 'art7-par1-clearance',
  implements: ['art7-par1'],
  title: { pt: 'Espaço livre entre a pilha e a cobertura', en: 'Free space between stack and roof' },
  activities: FIXED,
  exceptions: TRANSITION,
  parameters: ['min-clearance-above-stack'],
  evaluate: (ctx) =>
    forCovered(ctx, () => {
      const h = ctx.need('storage.clearanceAboveStackM', ctx.input.storage?.clearanceAboveStackM);
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

const art7Roof: RuleDef = {
  id: 'art7-par1-roof',
  implements: ['art7-par1'],
  title: { pt: 'Cobertura resistente ao fogo e mais frágil que as paredes', en: 'Roof fire resistant and weaker than the walls' },
  activities: FIXED,
  exceptions: TRANSITION,
  evaluate: (ctx) =>
    forCovered(ctx, () => {
      const ok = ctx.need('storage.roofFireResistantWeaker', ctx.input.storage?.roofFireResistantWeaker);
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

const art7Drains: RuleDef = {
  id: 'art7-par1-I',
  implements: ['art7-par1-I'],
  title: { pt: 'Sem aberturas, ralos ou canaletas até 3 m da área', en: 'No openings, drains or channels within 3 m of the area' },
  activities: FIXED,
  exceptions: TRANSITION,
  parameters: ['drain-free-distance', 'art7-par1-items-scope'],
  interpretationNote: ITEMS_NOTE,
  evaluate(ctx) {
    const early = itemsScope(ctx);
    if (early) return early;
    const c = distanceComparison(ctx, 'drainsM', '>', ctx.param<number>('drain-free-distance'));
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
  fact: string,
  get: (i: RuleContext['input']) => boolean | undefined,
  expected: boolean,
  ok: { pt: string; en: string },
  bad: { pt: string; en: string },
): RuleDef {
  return flagRule({
    id,
    implements: [id],
    title,
    activities: FIXED,
    exceptions: TRANSITION,
    interpretationNote: ITEMS_NOTE,
    extraParameters: ['art7-par1-items-scope'],
    fact,
    get,
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
  (i) => i.storage?.floorMarking,
  true,
  { pt: 'Área de armazenamento e lotes demarcados no piso.', en: 'Storage area and lots marked on the floor.' },
  { pt: 'Falta demarcação no piso da área de armazenamento e dos lotes.', en: 'The storage area and lots are not marked on the floor.' },
);

/** Art. 9 § 1º: +50 % stacking with pallets, a fire wall > 1,50 m above the stack and equipment. */
function stackingIncrease(ctx: RuleContext): { applies: boolean; why: string; comparisons: Comparison[] } {
  const s = ctx.input.storage;
  const pallets = ctx.need('storage.onPallets', s?.onPallets);
  if (!pallets)
    return { applies: false, why: ctx.t('recipientes não estão sobre estrados', 'containers are not on pallets'), comparisons: [] };
  const fw = ctx.need('storage.fireWall', s?.fireWall);
  if (!fw.present) return { applies: false, why: ctx.t('não há parede corta-fogo', 'there is no fire wall'), comparisons: [] };
  const [h, equip] = ctx.needAll([
    ['storage.fireWall.heightAboveStackM', fw.heightAboveStackM],
    ['storage.stackingEquipment', s?.stackingEquipment],
  ] as const);
  const c = ctx.compare('storage.fireWall.heightAboveStackM', h, 'stacking-fire-wall-height');
  if (!c.holds)
    return {
      applies: false,
      why: ctx.t(`parede corta-fogo acima da pilha: ${c.text}`, `fire wall above the stack: ${c.text}`),
      comparisons: [c],
    };
  if (!equip)
    return {
      applies: false,
      why: ctx.t('não há equipamento apropriado para o empilhamento', 'no suitable stacking equipment'),
      comparisons: [c],
    };
  return {
    applies: true,
    why: ctx.t(
      `estrados, parede corta-fogo ${ctx.q(h, 'm')} acima da pilha e equipamento apropriado (${cite(ctx, 'art9-par1')})`,
      `pallets, fire wall ${ctx.q(h, 'm')} above the stack and suitable equipment (${cite(ctx, 'art9-par1')})`,
    ),
    comparisons: [c],
  };
}

/** A stack limit in units, raised by art. 9 § 1º when it applies. */
function stackRule(
  ctx: RuleContext,
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

const art7StackFull: RuleDef = {
  id: 'art7-par1-III',
  implements: ['art7-par1-III', 'art9-par1'],
  title: { pt: 'Empilhamento máximo de 4 cheios (até 13 kg)', en: 'Stack at most 4 full containers (up to 13 kg)' },
  activities: FIXED,
  exceptions: TRANSITION,
  parameters: [
    'max-stack-full',
    'stack-max-container-kg',
    'stacking-increase-percent',
    'stacking-fire-wall-height',
    'art7-par1-items-scope',
  ],
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
    const stack = ctx.need('storage.maxStackFull', ctx.input.storage?.maxStackFull);
    return stackRule(ctx, 'storage.maxStackFull', stack, 'max-stack-full', {
      pt: 'Maior pilha de cheios/parcialmente utilizados',
      en: 'Highest stack of full/partly used containers',
    });
  },
};

const art7Separation: RuleDef = {
  id: 'art7-par1-IV',
  implements: ['art7-par1-IV'],
  title: { pt: 'Vazios e parcialmente utilizados separados dos cheios', en: 'Empty and partly used apart from full' },
  activities: FIXED,
  exceptions: TRANSITION,
  parameters: ['art7-par1-items-scope'],
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
    const sep = ctx.need('storage.emptiesSeparated', ctx.input.storage?.emptiesSeparated);
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

const art7StackEmpty: RuleDef = {
  id: 'art7-par1-IV-stack',
  implements: ['art7-par1-IV', 'art9-par1'],
  title: { pt: 'Empilhamento máximo de 5 vazios', en: 'Stack at most 5 empty containers' },
  activities: FIXED,
  exceptions: TRANSITION,
  parameters: ['max-stack-empty', 'stacking-increase-percent', 'stacking-fire-wall-height', 'art7-par1-items-scope'],
  interpretationNote: ITEMS_NOTE,
  evaluate(ctx) {
    const early = itemsScope(ctx);
    if (early) return early;
    const inst = installationOf(ctx);
    if (countOf(inst.containers, 190, ['empty']) === 0) return na(ctx, 'Não há recipientes vazios.', 'No empty containers.');
    const stack = ctx.need('storage.maxStackEmpty', ctx.input.storage?.maxStackEmpty);
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
  (i) => i.storage?.containersOutsideArea,
  false,
  { pt: 'Todos os recipientes estão dentro da área de armazenamento.', en: 'All containers are inside the storage area.' },
  { pt: 'Há recipientes armazenados fora da área de armazenamento.', en: 'Containers are stored outside the storage area.' },
);

const art7ClassSign = itemFlag(
  'art7-par1-VI',
  { pt: 'Placa com a classe e o limite de recipientes', en: 'Sign with the class and the container limit' },
  'storage.classSignShown',
  (i) => i.storage?.classSignShown,
  true,
  {
    pt: 'Placa com a classe da instalação e o limite de recipientes por capacidade exibida.',
    en: 'Sign with the installation class and the container limit by capacity shown.',
  },
  {
    pt: 'Falta a placa com a classe da instalação e o limite de recipientes por capacidade nominal.',
    en: 'The sign with the installation class and container limit by capacity is missing.',
  },
);

const art7Electrical: RuleDef = {
  id: 'art7-par1-VII',
  implements: ['art7-par1-VII'],
  title: { pt: 'Instalações elétricas à prova de explosão', en: 'Explosion-proof electrical installations' },
  activities: FIXED,
  exceptions: TRANSITION,
  parameters: ['art7-par1-items-scope'],
  interpretationNote: ITEMS_NOTE,
  evaluate(ctx) {
    const early = itemsScope(ctx);
    if (early) return early;
    const has = ctx.need('storage.hasElectricalInstallations', ctx.input.storage?.hasElectricalInstallations);
    if (!has) return na(ctx, 'A área de armazenamento não tem instalações elétricas.', 'The storage area has no electrical installations.');
    const ok = ctx.need('storage.explosionProofElectrical', ctx.input.storage?.explosionProofElectrical);
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
  (i) => i.storage?.strangersCirculate,
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

// =====================================================================================
// Art. 8 — signs, extinguishers, leak detection, leak-test kit, scale.
// =====================================================================================

function signsParam(cls: ClassId): { param: string; unit: string } {
  if (cls === 'I' || cls === 'II') return { param: 'warning-signs-class-I-II', unit: 'art8-I-a' };
  if (cls === 'III' || cls === 'IV') return { param: 'warning-signs-class-III-IV', unit: 'art8-I-b' };
  return { param: 'warning-signs-class-V-VI', unit: 'art8-I-c' };
}

const art8Signs: RuleDef = {
  id: 'art8-I',
  implements: ['art8-I', 'art8-I-a', 'art8-I-b', 'art8-I-c', 'art8'],
  title: { pt: 'Placas "Perigo Inflamável" e "proibido fogo"', en: '"Flammable" and "no fire" signs' },
  activities: FIXED,
  exceptions: TRANSITION,
  parameters: ['warning-signs-class-I-II', 'warning-signs-class-III-IV', 'warning-signs-class-V-VI'],
  evaluate: (ctx) =>
    forClass(ctx, (_inst, cls) => {
      const { param, unit } = signsParam(cls);
      const n = ctx.need('safety.warningSigns', ctx.input.safety?.warningSigns);
      const c = ctx.compare('safety.warningSigns', n, param);
      return {
        status: c.holds ? 'satisfied' : 'violated',
        message: ctx.t(
          `Placas de advertência visíveis: ${c.text} (classe ${cls}, ${cite(ctx, unit)}).`,
          `Visible warning signs: ${c.text} (class ${cls}, ${cite(ctx, unit)}).`,
        ),
        comparisons: [c],
      };
    }),
};

function extinguisherParams(cls: ClassId): { kg: string; units?: string; unit: string } {
  if (cls === 'I') return { kg: 'extinguisher-kg-class-I', unit: 'art8-II-a' };
  if (cls === 'II') return { kg: 'extinguisher-kg-class-II', units: 'extinguisher-units-class-II', unit: 'art8-II-b' };
  if (cls === 'III') return { kg: 'extinguisher-kg-class-III', units: 'extinguisher-units-class-III', unit: 'art8-II-c' };
  return { kg: 'extinguisher-kg-class-IV-VI', units: 'extinguisher-units-class-IV-VI', unit: 'art8-II-d' };
}

const art8Extinguishers: RuleDef = {
  id: 'art8-II',
  implements: ['art8-II', 'art8-II-a', 'art8-II-b', 'art8-II-c', 'art8-II-d'],
  title: { pt: 'Extintores de pó químico seco por classe', en: 'Dry chemical extinguishers by class' },
  activities: FIXED,
  exceptions: TRANSITION,
  parameters: [
    'extinguisher-kg-class-I',
    'extinguisher-kg-class-II',
    'extinguisher-units-class-II',
    'extinguisher-kg-class-III',
    'extinguisher-units-class-III',
    'extinguisher-kg-class-IV-VI',
    'extinguisher-units-class-IV-VI',
  ],
  evaluate: (ctx) =>
    forClass(ctx, (_inst, cls) => {
      const p = extinguisherParams(cls);
      const ext = ctx.need('safety.extinguishers', ctx.input.safety?.extinguishers);
      const dry = ext.map((e, i) => ({ e, i })).filter(({ e }) => e.agent === 'dry-chemical' && e.count > 0);
      const unknown = dry.filter(({ e }) => e.inDate === undefined).map(({ i }) => `safety.extinguishers[${i}].inDate`);
      if (unknown.length > 0) throw new MissingFacts(unknown);
      const valid = dry.filter(({ e }) => e.inDate === true).map(({ e }) => e);
      const totalKg = valid.reduce((s, e) => s + e.kg * e.count, 0);
      const units = valid.reduce((s, e) => s + e.count, 0);
      const arithmetic =
        valid.length > 0
          ? `${valid.map((e) => `${e.count} × ${ctx.q(e.kg, 'kg')}`).join(' + ')} = ${ctx.q(totalKg, 'kg')}`
          : ctx.q(0, 'kg');
      const comparisons = [ctx.compare('safety.extinguishers (kg de pó químico seco em dia)', totalKg, p.kg)];
      if (p.units) comparisons.push(ctx.compare('safety.extinguishers (unidades de pó químico seco em dia)', units, p.units));
      const [kgC, unitsC] = comparisons as [Comparison, Comparison | undefined];
      const notes: string[] = [];
      const expired = dry.filter(({ e }) => e.inDate === false).reduce((s, { e }) => s + e.count, 0);
      if (expired > 0)
        notes.push(
          ctx.t(
            `${expired} extintor(es) de pó químico fora da validade não contado(s).`,
            `${expired} out-of-date dry chemical extinguisher(s) not counted.`,
          ),
        );
      const others = ext.filter((e) => e.agent !== 'dry-chemical').reduce((s, e) => s + e.count, 0);
      if (others > 0)
        notes.push(
          ctx.t(
            `${others} extintor(es) de outro agente não contado(s): a lei exige pó químico seco.`,
            `${others} extinguisher(s) of another agent not counted: the law requires dry chemical.`,
          ),
        );
      const ok = comparisons.every((c) => c.holds);
      const req = unitsC
        ? ctx.t(
            `total de ${ctx.q(kgC.limit, 'kg')} com no mínimo ${unitsC.limit} extintores`,
            `total ${ctx.q(kgC.limit, 'kg')} with at least ${unitsC.limit} extinguishers`,
          )
        : ctx.t(`total de ${ctx.q(kgC.limit, 'kg')}`, `total ${ctx.q(kgC.limit, 'kg')}`);
      return {
        status: ok ? 'satisfied' : 'violated',
        message: ctx.t(
          `Extintores de pó químico seco em dia: ${arithmetic} em ${units} unidade(s); a classe ${cls} exige ${req} (${cite(ctx, p.unit)}).`,
          `Dry chemical extinguishers in date: ${arithmetic} in ${units} unit(s); class ${cls} requires ${req} (${cite(ctx, p.unit)}).`,
        ),
        comparisons,
        notes,
      };
    }),
};

const art8Detection: RuleDef = {
  id: 'art8-III',
  implements: ['art8-III'],
  title: { pt: 'Detecção de vazamento de GLP (classe III e superiores)', en: 'GLP leak detection (class III and above)' },
  activities: FIXED,
  exceptions: TRANSITION,
  parameters: ['gas-detection-classes'],
  evaluate: (ctx) =>
    forClass(ctx, (_inst, cls) => {
      const classes = ctx.param<string[]>('gas-detection-classes');
      if (!classes.includes(cls))
        return na(
          ctx,
          `Classe ${cls}: detecção de vazamento só é exigida nas classes ${classes.join(', ')}.`,
          `Class ${cls}: leak detection is required only in classes ${classes.join(', ')}.`,
        );
      const has = ctx.need('safety.gasDetection', ctx.input.safety?.gasDetection);
      return has
        ? {
            status: 'satisfied',
            message: ctx.t(
              `Classe ${cls}: há detecção de vazamento (até 1/10 do LIE, alarme em até 3 s).`,
              `Class ${cls}: leak detection present (at most 1/10 of LEL, alarm within 3 s).`,
            ),
          }
        : {
            status: 'violated',
            message: ctx.t(
              `Classe ${cls}: falta equipamento de detecção de vazamento de GLP (1/10 do LIE, alarme em 3 s).`,
              `Class ${cls}: GLP leak detection equipment missing (1/10 of LEL, alarm within 3 s).`,
            ),
          };
    }),
};

const art8LeakKit = flagRule({
  id: 'art8-IV',
  implements: ['art8-IV'],
  title: { pt: 'Material para teste de vazamento e assistência técnica', en: 'Leak-test material and technical assistance' },
  activities: FIXED,
  exceptions: TRANSITION,
  fact: 'safety.leakTestKit',
  get: (i) => i.safety?.leakTestKit,
  expected: true,
  ok: {
    pt: 'Há líquido e material para teste de vazamento de GLP e assistência técnica.',
    en: 'Leak-test liquid and material and technical assistance available.',
  },
  bad: {
    pt: 'Falta líquido e material para teste de vazamento de GLP ou assistência técnica.',
    en: 'Leak-test liquid and material or technical assistance missing.',
  },
  unless: onlyInstallation,
});

const art8Scale = flagRule({
  id: 'art8-V',
  implements: ['art8-V'],
  title: { pt: 'Balança para conferência de peso', en: 'Scale for weight checks' },
  activities: ['glp-resale'],
  exceptions: TRANSITION,
  fact: 'safety.scale',
  get: (i) => i.safety?.scale,
  expected: true,
  ok: {
    pt: 'Há balança no local para conferência do peso pelo consumidor.',
    en: 'A scale is on site for the consumer to check the weight.',
  },
  bad: {
    pt: 'Não há balança no local para conferência do peso pelo consumidor.',
    en: 'No scale on site for the consumer to check the weight.',
  },
  unless: onlyInstallation,
});

// =====================================================================================
// Art. 9 — Annex I distances (with the § 2º fire-wall reduction) and § 3º stack height.
// =====================================================================================

function loadAnnex(ctx: RuleContext): NormTable | Outcome {
  try {
    return ctx.norm(ANNEX_I_ID);
  } catch (e) {
    if (!(e instanceof NormNotLoaded)) throw e;
    return {
      status: 'cannot-evaluate',
      message: ctx.t(
        `Não é possível avaliar: ${ANNEX_I_ID} não carregada — o quadro de distâncias mínimas de segurança do ANEXO I (Anexo I da Portaria DNC 27/1996) não consta do texto recebido da lei; o Município deve carregá-lo. Nenhuma distância é presumida.`,
        `Cannot evaluate: ${ANNEX_I_ID} not loaded — the minimum safety distance table of ANEXO I (Annex I of DNC Portaria 27/1996) is not in the received text of the law; the Municipality must load it. No distance is assumed.`,
      ),
      missing: [`norm:${ANNEX_I_ID}`],
    };
  }
}

const art9Annex: RuleDef = {
  id: 'art9',
  implements: ['art9', 'art9-par2'],
  title: { pt: 'Distâncias mínimas de segurança do ANEXO I', en: 'Minimum safety distances of ANEXO I' },
  activities: FIXED,
  exceptions: TRANSITION,
  parameters: ['annex-fire-wall-height', 'annex-reduction-percent', 'annex-reduced-min-distance'],
  interpretationNote: {
    pt: 'O quadro do ANEXO I não consta do texto recebido; é lido como tabela dnc-portaria-27-1996-anexo-1 (formato em annex.ts). A redução do § 2º (50 %, mínimo 1,00 m) vale para todas as colunas quando há parede corta-fogo mais de 1,50 m acima da pilha mais alta.',
    en: 'The ANEXO I table is not in the received text; it is read as table dnc-portaria-27-1996-anexo-1 (shape in annex.ts). The § 2 reduction (50 %, minimum 1.00 m) applies to every column when a fire wall stands more than 1.50 m above the highest stack.',
  },
  evaluate: (ctx) =>
    forClass(ctx, (inst, cls) => {
      const table = loadAnnex(ctx);
      if ('status' in table) return table;
      const columns = Object.keys(table.distances);
      const unknown = columns.filter((c) => !(c in ANNEX_I_COLUMNS));
      if (unknown.length > 0)
        return {
          status: 'cannot-evaluate',
          message: ctx.t(
            `Coluna(s) do ${ANNEX_I_ID} sem fato correspondente no pacote: ${unknown.join(', ')}.`,
            `Column(s) of ${ANNEX_I_ID} with no matching fact in the pack: ${unknown.join(', ')}.`,
          ),
          missing: unknown.map((c) => `pack: ${ANNEX_I_ID} coluna ${c}`),
        };
      const noClass = columns.filter((c) => table.distances[c]?.byClass[cls] === undefined);
      if (noClass.length > 0)
        return {
          status: 'cannot-evaluate',
          message: ctx.t(
            `${ANNEX_I_ID} sem valor para a classe ${cls} em: ${noClass.join(', ')}.`,
            `${ANNEX_I_ID} has no value for class ${cls} in: ${noClass.join(', ')}.`,
          ),
          missing: noClass.map((c) => `norm:${ANNEX_I_ID} (${c}, classe ${cls})`),
        };
      // Which property-line column applies, when the table has both.
      const bothPropertyLine = 'property-line' in table.distances && 'property-line-wall' in table.distances;
      const wall = bothPropertyLine
        ? ctx.need('storage.distances.propertyLineWallM', ctx.input.storage?.distances?.propertyLineWallM)
        : undefined;
      const applicable = columns.filter((c) => {
        const col = ANNEX_I_COLUMNS[c];
        return !(bothPropertyLine && col?.wall !== undefined && col.wall !== wall);
      });
      // § 2º: fire wall more than 1,50 m above the highest stack halves every distance, minimum 1,00 m.
      const fw = ctx.need('storage.fireWall', ctx.input.storage?.fireWall);
      const comparisons: Comparison[] = [];
      let reduced = false;
      if (fw.present) {
        const h = ctx.need('storage.fireWall.heightAboveStackM', fw.heightAboveStackM);
        const c = ctx.compare('storage.fireWall.heightAboveStackM', h, 'annex-fire-wall-height');
        comparisons.push(c);
        reduced = c.holds;
      }
      const pct = ctx.param<number>('annex-reduction-percent');
      const floor = ctx.param<number>('annex-reduced-min-distance');
      // Every distance at once, so "cannot evaluate" names all that are missing.
      const missing: string[] = [];
      const lines: string[] = [];
      let violated = false;
      for (const col of applicable) {
        const def = ANNEX_I_COLUMNS[col];
        const entry = table.distances[col];
        if (!def || !entry) continue;
        const base = entry.byClass[cls] as number;
        const limit = reduced ? Math.min(base, Math.max((base * (100 - pct)) / 100, floor)) : base;
        let c: Comparison;
        try {
          c = distanceComparison(ctx, def.fact, '>=', limit);
        } catch (e) {
          if (e instanceof MissingFacts) {
            missing.push(...e.facts);
            continue;
          }
          throw e;
        }
        comparisons.push(c);
        if (!c.holds) violated = true;
        const how = reduced
          ? ctx.t(
              ` (${ctx.q(base, 'm')} × ${ctx.n((100 - pct) / 100)}, mínimo ${ctx.q(floor, 'm')} → ${ctx.q(limit, 'm')})`,
              ` (${ctx.q(base, 'm')} × ${ctx.n((100 - pct) / 100)}, minimum ${ctx.q(floor, 'm')} → ${ctx.q(limit, 'm')})`,
            )
          : '';
        lines.push(`${ctx.t(entry.label.pt, entry.label.en)}: ${c.text}${how}`);
      }
      if (missing.length > 0) throw new MissingFacts(missing);
      const source = ctx.t(
        `${table.title}, ${table.edition} (fonte: ${table.source}; confiança: ${table.confidence})`,
        `${table.title}, ${table.edition} (source: ${table.source}; confidence: ${table.confidence})`,
      );
      const wallText = reduced
        ? ctx.t(
            `distâncias reduzidas em ${pct} % por parede corta-fogo (${cite(ctx, 'art9-par2')})`,
            `distances reduced by ${pct} % by a fire wall (${cite(ctx, 'art9-par2')})`,
          )
        : ctx.t('sem redução do art. 9º, § 2º', 'no art. 9 § 2 reduction');
      return {
        status: violated ? 'violated' : 'satisfied',
        message: ctx.t(
          `Distâncias do ANEXO I, classe ${cls} (${inst.totals.arithmetic}), ${wallText}: ${lines.join('; ')}.`,
          `ANEXO I distances, class ${cls} (${inst.totals.arithmetic}), ${wallText}: ${lines.join('; ')}.`,
        ),
        comparisons,
        notes: [source],
      };
    }),
};

const art9StackHeight: RuleDef = {
  id: 'art9-par3',
  implements: ['art9-par3'],
  title: {
    pt: 'Altura de empilhamento até 1,50 m (até 13 kg, classes I e II)',
    en: 'Stacking height up to 1.50 m (up to 13 kg, classes I and II)',
  },
  activities: FIXED,
  exceptions: TRANSITION,
  parameters: [
    'max-stack-height-small-class-I-II',
    'stack-max-container-kg',
    'stacking-increase-scope',
    'stacking-increase-percent',
    'stacking-fire-wall-height',
  ],
  evaluate: (ctx) =>
    forClass(ctx, (inst, cls) => {
      if (cls !== 'I' && cls !== 'II')
        return na(
          ctx,
          `Classe ${cls}: o limite de 1,50 m vale para as classes I e II.`,
          `Class ${cls}: the 1.50 m limit applies to classes I and II.`,
        );
      const small = countOf(inst.containers, ctx.param<number>('stack-max-container-kg'), ['full', 'partly-used', 'empty', 'new']);
      if (small === 0) return na(ctx, 'Não há recipientes de até 13 kg.', 'No containers of up to 13 kg.');
      const h = ctx.need('storage.stackHeightM', ctx.input.storage?.stackHeightM);
      const c = ctx.compare('storage.stackHeightM', h, 'max-stack-height-small-class-I-II');
      const label = ctx.t(`Altura da maior pilha (classe ${cls})`, `Height of the highest stack (class ${cls})`);
      if (c.holds) return { status: 'satisfied', message: `${label}: ${c.text}.`, comparisons: [c] };
      const scope = ctx.interpretation<string>('stacking-increase-scope');
      if (scope !== 'all-stack-limits')
        return { status: 'violated', message: ctx.t(`${label}: ${c.text}.`, `${label}: ${c.text}.`), comparisons: [c] };
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
      const raised = Math.round(c.limit * (100 + pct)) / 100;
      const c2 = ctx.compareWith('storage.stackHeightM', h, '<=', raised, 'm');
      return {
        status: c2.holds ? 'satisfied' : 'violated',
        message: ctx.t(
          `${label}: ${c2.text} — com ${inc.why}, o limite de ${ctx.q(c.limit, 'm')} passa a ${ctx.q(c.limit, 'm')} × ${ctx.n(1 + pct / 100)} = ${ctx.q(raised, 'm')}.`,
          `${label}: ${c2.text} — with ${inc.why}, the limit of ${ctx.q(c.limit, 'm')} becomes ${ctx.q(c.limit, 'm')} × ${ctx.n(1 + pct / 100)} = ${ctx.q(raised, 'm')}.`,
        ),
        comparisons: [c2, ...inc.comparisons],
      };
    }),
};

export const storageRules: RuleDef[] = [
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
  art5Class,
  art5Area,
  art5Lots,
  art5Openings,
  art5Corridor,
  art6Corner,
  art6MidBlock,
  art7Ceiling,
  art7Clearance,
  art7Roof,
  art7Drains,
  art7Marking,
  art7StackFull,
  art7Separation,
  art7StackEmpty,
  art7InsideArea,
  art7ClassSign,
  art7Electrical,
  art7Strangers,
  art8Signs,
  art8Extinguishers,
  art8Detection,
  art8LeakKit,
  art8Scale,
  art9Annex,
  art9StackHeight,
];
