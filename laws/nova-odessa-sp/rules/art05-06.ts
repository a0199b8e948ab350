/**
 * Nova Odessa — art. 5 (class by total nominal capacity; area; 13 kg equivalents and lots;
 * openings; inspection corridors) and art. 6 (perimeter: corner ≤ 1/2 walled, mid-block ≤ 7/8,
 * fire-resistant wall, the rest wire mesh).
 */
import { MissingFacts, type RuleContext } from '../../../src/core/context.ts';
import type { Outcome, RuleDef } from '../../../src/core/pack.ts';
import type { Comparison } from '../../../src/core/types.ts';
import { needFor, reads } from '../../../src/core/rulekit.ts';
import type { NovaOdessaInput } from '../facts.ts';
import { cite, forClass, forInstallation, type Installation, INSTALLATION_PARAMETERS, PREMISES } from '../installation.ts';
import { CLASS_IDS, type ClassId, type OpeningsRequirement } from '../parameters/index.ts';
import { na, TRANSITION } from './common.ts';

// =====================================================================================
// Art. 5 — class by total nominal capacity; area; 13 kg equivalents and lots; openings;
// inspection corridors.
// =====================================================================================

/** The stored total against the class limit, and the quantity asked when the application states one. */
function quantityComparisons(ctx: RuleContext<NovaOdessaInput>, inst: Installation, param: string): Comparison[] {
  const out = [ctx.compare('storage.containers (capacidade nominal total)', inst.totals.totalKg, param)];
  if (inst.requestedKg !== null) out.push(ctx.compare('application.requestedQuantity', inst.requestedKg, param));
  return out;
}

const art5Class: RuleDef<NovaOdessaInput> = {
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
  activities: PREMISES,
  parameters: reads(
    INSTALLATION_PARAMETERS,
    CLASS_IDS.map((c) => `class-${c}-max-p13`),
  ),
  interpretationNote: {
    pt: 'Soma a capacidade nominal dos recipientes cheios, parcialmente utilizados ou vazios (art. 5º); os novos, nunca carregados (art. 2º, I, a), não entram. Numeração da Portaria DNC 27/1996 (IV até 24.960 kg, V até 49.920 kg, VI até 99.840 kg), não a da NBR 15514.',
    en: "Sums the nominal capacity of the full, partly used or empty containers (art. 5); new ones, never filled (art. 2 I a), are not counted. DNC Portaria 27/1996 numbering (IV up to 24,960 kg, V up to 49,920 kg, VI up to 99,840 kg), not NBR 15514's.",
  },
  evaluate: (ctx) =>
    forInstallation(ctx, (inst) => {
      if (inst.cls === null) {
        const comparisons = quantityComparisons(ctx, inst, 'class-VI-max-kg');
        const limit = ctx.q(comparisons[0]?.limit ?? 0, 'kg');
        return {
          status: 'violated',
          message: ctx.t(
            `${inst.why}; o armazenamento é limitado pela capacidade nominal total (${cite(ctx, 'art5')}) a ${limit}, o da classe VI (${cite(ctx, 'art5-VI-a')}).`,
            `${inst.why}; storage is limited by total nominal capacity (${cite(ctx, 'art5')}) to ${limit}, class VI's (${cite(ctx, 'art5-VI-a')}).`,
          ),
          comparisons,
          facts: { totalKg: inst.totals.totalKg },
          // The bound exceeded is class VI's letter a ("até 99.840 Kg"): the most specific unit.
          cite: 'art5-VI-a',
        };
      }
      const cls = inst.cls;
      const comparisons = quantityComparisons(ctx, inst, `class-${cls}-max-kg`);
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
      const above =
        inst.requestedKg !== null && inst.totals.totalKg > inst.requestedKg
          ? [
              ctx.t(
                `Armazena ${ctx.q(inst.totals.totalKg, 'kg')}, mais que a quantidade pedida (${ctx.q(inst.requestedKg, 'kg')}): a classe é a do que está armazenado.`,
                `It stores ${ctx.q(inst.totals.totalKg, 'kg')}, more than the quantity requested (${ctx.q(inst.requestedKg, 'kg')}): the class is that of what is stored.`,
              ),
            ]
          : [];
      return {
        status: 'satisfied',
        message: `${inst.why}.${p13Text}`,
        notes: above,
        comparisons,
        facts: { totalKg: inst.totals.totalKg, class: cls },
        // The class found is decided by its letter a (its capacity band), not by art. 5's caput.
        cite: `art5-${cls}-a`,
      };
    }),
};

const art5Area: RuleDef<NovaOdessaInput> = {
  id: 'art5-area',
  implements: ['art5', 'art5-I-b', 'art5-II-b', 'art5-III-b', 'art5-IV-b', 'art5-V-b', 'art5-VI-b'],
  title: { pt: 'Área de armazenamento mínima da classe', en: 'Minimum storage area of the class' },
  activities: PREMISES,
  exceptions: TRANSITION,
  parameters: reads(INSTALLATION_PARAMETERS, [
    'class-I-min-area',
    'class-II-min-area',
    'class-III-min-area',
    'class-IV-min-area',
    'class-V-min-area',
    'class-VI-min-area',
  ]),
  evaluate: (ctx) =>
    forClass(ctx, (inst, cls) => {
      const area = needFor(ctx, 'storage.areaM2', `art5-${cls}-b`);
      const c = ctx.compare('storage.areaM2', area, `class-${cls}-min-area`);
      return {
        status: c.holds ? 'satisfied' : 'violated',
        message: ctx.t(
          `Área de armazenamento: ${c.text} (classe ${cls}, ${cite(ctx, `art5-${cls}-b`)}; ${inst.basis}).`,
          `Storage area: ${c.text} (class ${cls}, ${cite(ctx, `art5-${cls}-b`)}; ${inst.basis}).`,
        ),
        comparisons: [c],
        // The class's own letter b sets the minimum: the finding cites it (art. 5 after it).
        cite: `art5-${cls}-b`,
      };
    }),
};

const art5Lots: RuleDef<NovaOdessaInput> = {
  id: 'art5-lots',
  implements: ['art5', 'art5-par1-IV', 'art5-par1-V', 'art5-par1-VI', 'art5-par4', 'art5-par5'],
  title: { pt: 'Lotes de até 480 botijões (classes IV a VI)', en: 'Lots of up to 480 cylinders (classes IV to VI)' },
  activities: PREMISES,
  exceptions: TRANSITION,
  parameters: reads(INSTALLATION_PARAMETERS, [
    'lot-limit-classes',
    'max-lot-p13',
    'class-IV-max-p13',
    'class-V-max-p13',
    'class-VI-max-p13',
  ]),
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
      const largest = needFor(ctx, 'storage.largestLotP13', `art5-par1-${cls}`);
      const lot = ctx.compare('storage.largestLotP13', largest, 'max-lot-p13');
      const total = ctx.compare('storage.containers (botijões de 13 kg)', p13, `class-${cls}-max-p13`);
      return {
        status: lot.holds && total.holds ? 'satisfied' : 'violated',
        message: ctx.t(
          `Maior lote: ${lot.text} botijões; total de botijões: ${total.text} (classe ${cls}, ${cite(ctx, `art5-par1-${cls}`)}).`,
          `Largest lot: ${lot.text} cylinders; cylinders in all: ${total.text} (class ${cls}, ${cite(ctx, `art5-par1-${cls}`)}).`,
        ),
        comparisons: [lot, total],
        cite: `art5-par1-${cls}`,
      };
    }),
};

/** Class VI: the § 6º art. 6 III cites does not exist. */
function classVIGap(ctx: RuleContext<NovaOdessaInput>, what: { pt: string; en: string }): Outcome {
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

const art5Openings: RuleDef<NovaOdessaInput> = {
  id: 'art5-openings',
  implements: ['art5', 'art5-par2', 'art5-par3', 'art5-par4', 'art5-par5', 'art6-III'],
  title: { pt: 'Aberturas de acesso por classe', en: 'Access openings by class' },
  activities: PREMISES,
  exceptions: TRANSITION,
  parameters: reads(INSTALLATION_PARAMETERS, [
    'openings-class-I-II',
    'openings-class-III',
    'openings-class-IV',
    'openings-class-V',
    'openings-class-VI',
    'class-vi-missing-paragraph',
  ]),
  evaluate: (ctx) =>
    forClass(ctx, (_inst, cls) => {
      if (cls === 'VI') return classVIGap(ctx, { pt: 'as aberturas de acesso', en: 'the access openings' });
      const req = ctx.param<OpeningsRequirement>(cls === 'I' || cls === 'II' ? 'openings-class-I-II' : `openings-class-${cls}`);
      const ops = needFor(ctx, 'storage.openings', OPENINGS_UNIT[cls]);
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
        cite: OPENINGS_UNIT[cls],
      };
    }),
};

const CORRIDOR_UNIT: Partial<Record<ClassId, string>> = { III: 'art5-par3', IV: 'art5-par4', V: 'art5-par5' };

const art5Corridor: RuleDef<NovaOdessaInput> = {
  id: 'art5-corridor',
  implements: ['art5', 'art5-par3', 'art5-par4', 'art5-par5'],
  title: { pt: 'Corredor de inspeção (classes III a V)', en: 'Inspection corridor (classes III to V)' },
  activities: PREMISES,
  exceptions: TRANSITION,
  parameters: reads(INSTALLATION_PARAMETERS, [
    'min-corridor-class-III',
    'min-corridor-class-IV',
    'min-corridor-class-V',
    'class-vi-missing-paragraph',
  ]),
  evaluate: (ctx) =>
    forClass(ctx, (_inst, cls) => {
      if (cls === 'VI') return classVIGap(ctx, { pt: 'a largura do corredor de inspeção', en: 'the inspection corridor width' });
      const unit = CORRIDOR_UNIT[cls];
      if (!unit)
        return na(ctx, `Classe ${cls}: a lei não exige corredor de inspeção.`, `Class ${cls}: the law requires no inspection corridor.`);
      const w = needFor(ctx, 'storage.inspectionCorridorM', unit);
      const c = ctx.compare('storage.inspectionCorridorM', w, `min-corridor-class-${cls}`);
      return {
        status: c.holds ? 'satisfied' : 'violated',
        message: ctx.t(
          `Corredor de inspeção mais estreito: ${c.text} (classe ${cls}, ${cite(ctx, unit)}).`,
          `Narrowest inspection corridor: ${c.text} (class ${cls}, ${cite(ctx, unit)}).`,
        ),
        comparisons: [c],
        cite: unit,
      };
    }),
};

// =====================================================================================
// Art. 6 — perimeter: corner ≤ 1/2 walled, mid-block ≤ 7/8, fire-resistant wall, rest wire.
// =====================================================================================

function perimeterRule(id: 'art6-I' | 'art6-II', situation: 'corner' | 'mid-block', param: string): RuleDef<NovaOdessaInput> {
  const corner = situation === 'corner';
  return {
    id,
    implements: [id, 'art6'],
    title: corner
      ? { pt: 'Perímetro de instalação de esquina', en: 'Perimeter of a corner installation' }
      : { pt: 'Perímetro de instalação de meio de quadra', en: 'Perimeter of a mid-block installation' },
    activities: PREMISES,
    exceptions: TRANSITION,
    parameters: reads(INSTALLATION_PARAMETERS, [param]),
    evaluate: (ctx) =>
      forInstallation(ctx, () => {
        const per = ctx.input.storage?.perimeter;
        const sit = ctx.need('storage.perimeter.situation');
        if (sit !== situation)
          return corner
            ? na(ctx, 'Instalação de meio de quadra: ver art. 6º, II.', 'Mid-block installation: see art. 6 II.')
            : na(ctx, 'Instalação de esquina: ver art. 6º, I.', 'Corner installation: see art. 6 I.');
        const frac = ctx.need('storage.perimeter.walledFraction');
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

export const art5To6Rules: RuleDef<NovaOdessaInput>[] = [
  art5Class,
  art5Area,
  art5Lots,
  art5Openings,
  art5Corridor,
  art6Corner,
  art6MidBlock,
];
