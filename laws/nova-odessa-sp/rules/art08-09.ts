/**
 * Nova Odessa — art. 8 (signs, extinguishers, leak detection, scale; IV in art08-IV-09-par5.ts) and
 * art. 9 (Annex I distances with the § 2º fire-wall reduction; § 3º stack height; § 5º in art08-IV-09-par5.ts).
 */
import { MissingFacts, NormNotLoaded, type RuleContext } from '../../../src/core/context.ts';
import type { NormTable } from '../../../src/core/norms/registry.ts';
import type { Outcome, RuleDef } from '../../../src/core/pack.ts';
import { reads } from '../../../src/core/rulekit.ts';
import { countExtinguishers } from '../../../src/core/rulekit-safety.ts';
import { storageDistance } from '../../../src/core/rulekit-storage.ts';
import type { Comparison } from '../../../src/core/types.ts';
import { ANNEX_I_COLUMNS, ANNEX_I_ID } from '../annex.ts';
import { flagRule, guard, type NovaOdessaInput } from '../facts.ts';
import { cite, countOf, forClass, INSTALLATION_PARAMETERS, onlyInstallation, PREMISES } from '../installation.ts';
import type { ClassId } from '../parameters/index.ts';
import { art8LeakTest, art9Leak } from './art08-IV-09-par5.ts';
import { na, TRANSITION } from './common.ts';
import { STACKING_PARAMETERS, stackingIncrease } from './stacking.ts';

// =====================================================================================
// Art. 8 — signs, extinguishers, leak detection, leak-test kit, scale.
// =====================================================================================

function signsParam(cls: ClassId): { param: string; unit: string } {
  if (cls === 'I' || cls === 'II') return { param: 'warning-signs-class-I-II', unit: 'art8-I-a' };
  if (cls === 'III' || cls === 'IV') return { param: 'warning-signs-class-III-IV', unit: 'art8-I-b' };
  return { param: 'warning-signs-class-V-VI', unit: 'art8-I-c' };
}

const art8Signs: RuleDef<NovaOdessaInput> = {
  id: 'art8-I',
  implements: ['art8-I', 'art8-I-a', 'art8-I-b', 'art8-I-c', 'art8'],
  title: { pt: 'Placas "Perigo Inflamável" e "proibido fogo"', en: '"Flammable" and "no fire" signs' },
  activities: PREMISES,
  exceptions: TRANSITION,
  parameters: reads(INSTALLATION_PARAMETERS, ['warning-signs-class-I-II', 'warning-signs-class-III-IV', 'warning-signs-class-V-VI']),
  evaluate: (ctx) =>
    forClass(ctx, (_inst, cls) => {
      const { param, unit } = signsParam(cls);
      const n = ctx.need('safety.warningSigns');
      const c = ctx.compare('safety.warningSigns', n, param);
      return {
        status: c.holds ? 'satisfied' : 'violated',
        // The class's letter decides (art. 8º, I, a–c): cited first, the item beside it.
        cite: unit,
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

/** A fact missing once the class is known is asked by the class's letter (art. 8º, II, a–d): the finding cites it. */
function withCite<T>(unit: string, f: () => T): T {
  try {
    return f();
  } catch (e) {
    if (e instanceof MissingFacts && e.cite === undefined) throw new MissingFacts(e.facts, e.explanation, unit);
    throw e;
  }
}

const art8Extinguishers: RuleDef<NovaOdessaInput> = {
  id: 'art8-II',
  implements: ['art8-II', 'art8-II-a', 'art8-II-b', 'art8-II-c', 'art8-II-d'],
  title: { pt: 'Extintores de pó químico seco por classe', en: 'Dry chemical extinguishers by class' },
  activities: PREMISES,
  exceptions: TRANSITION,
  parameters: reads(INSTALLATION_PARAMETERS, [
    'extinguisher-kg-class-I',
    'extinguisher-kg-class-II',
    'extinguisher-units-class-II',
    'extinguisher-kg-class-III',
    'extinguisher-units-class-III',
    'extinguisher-kg-class-IV-VI',
    'extinguisher-units-class-IV-VI',
  ]),
  evaluate: (ctx) =>
    forClass(ctx, (_inst, cls) => {
      const p = extinguisherParams(cls);
      // "devidamente inspecionados e com a validade em dia": the validity must be stated.
      const {
        units,
        totalKg,
        counted: valid,
        expiredUnits: expired,
        otherAgentUnits: others,
      } = withCite(p.unit, () => countExtinguishers(ctx, { agent: 'dry-chemical', validity: 'must-be-stated' }));
      const arithmetic =
        valid.length > 0
          ? `${valid.map((e) => `${e.count} × ${ctx.q(e.kg, 'kg')}`).join(' + ')} = ${ctx.q(totalKg, 'kg')}`
          : ctx.q(0, 'kg');
      const comparisons = [ctx.compare('safety.extinguishers (kg de pó químico seco em dia)', totalKg, p.kg)];
      if (p.units) comparisons.push(ctx.compare('safety.extinguishers (unidades de pó químico seco em dia)', units, p.units));
      const [kgC, unitsC] = comparisons as [Comparison, Comparison | undefined];
      const notes: string[] = [];
      if (expired > 0)
        notes.push(
          ctx.t(
            `${expired} extintor(es) de pó químico fora da validade não contado(s).`,
            `${expired} out-of-date dry chemical extinguisher(s) not counted.`,
          ),
        );
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
        cite: p.unit, // art. 8º, II, a–d: the class's letter decides
        message: ctx.t(
          `Extintores de pó químico seco em dia: ${arithmetic} em ${units} unidade(s); a classe ${cls} exige ${req} (${cite(ctx, p.unit)}).`,
          `Dry chemical extinguishers in date: ${arithmetic} in ${units} unit(s); class ${cls} requires ${req} (${cite(ctx, p.unit)}).`,
        ),
        comparisons,
        notes,
      };
    }),
};

/**
 * Art. 8 III: leak detection in classes III and above, "operando a um densidade máxima de 1/10
 * do limite inferior de explosividade e permitindo o alarme dentro de três (3) segundos". Both
 * specifications are part of the requirement: one known to fail decides; otherwise, while one
 * is not reported, the finding cannot be evaluated (it never assumes them).
 */
const art8Detection: RuleDef<NovaOdessaInput> = {
  id: 'art8-III',
  implements: ['art8-III'],
  title: { pt: 'Detecção de vazamento de GLP (classe III e superiores)', en: 'GLP leak detection (class III and above)' },
  activities: PREMISES,
  exceptions: TRANSITION,
  parameters: reads(INSTALLATION_PARAMETERS, ['gas-detection-classes', 'gas-detection-max-lel-percent', 'gas-detection-max-alarm-seconds']),
  evaluate: (ctx) =>
    forClass(ctx, (_inst, cls) => {
      const classes = ctx.param<string[]>('gas-detection-classes');
      if (!classes.includes(cls))
        return na(
          ctx,
          `Classe ${cls}: detecção de vazamento só é exigida nas classes ${classes.join(', ')}.`,
          `Class ${cls}: leak detection is required only in classes ${classes.join(', ')}.`,
        );
      const maxPct = ctx.param<number>('gas-detection-max-lel-percent');
      const maxS = ctx.param<number>('gas-detection-max-alarm-seconds');
      const law = ctx.t(
        `operando a no máximo ${ctx.q(maxPct, 'percent')} do LIE e alarmando em até ${ctx.q(maxS, 'none')} s, ${cite(ctx, 'art8-III')}`,
        `operating at most at ${ctx.q(maxPct, 'percent')} of the LEL and alarming within ${ctx.q(maxS, 'none')} s, ${cite(ctx, 'art8-III')}`,
      );
      if (!ctx.need('safety.gasDetection'))
        return {
          status: 'violated',
          message: ctx.t(
            `Classe ${cls}: falta equipamento de detecção de vazamento de GLP (${law}).`,
            `Class ${cls}: GLP leak detection equipment missing (${law}).`,
          ),
        };
      const fraction = ctx.part('safety.gasDetectionAlarmLelFraction');
      const seconds = ctx.part('safety.gasDetectionAlarmSeconds');
      const comparisons: Comparison[] = [];
      const parts: string[] = [];
      if (fraction !== undefined) {
        // A fraction of the LEL (0.1) compared in percent (10 %); the rounding only removes float noise.
        const c = ctx.compare(
          'safety.gasDetectionAlarmLelFraction (% do LIE)',
          Math.round(fraction * 1e8) / 1e6,
          'gas-detection-max-lel-percent',
        );
        comparisons.push(c);
        parts.push(ctx.t(`alarme a (% do LIE): ${c.text}`, `alarm at (% of LEL): ${c.text}`));
      }
      if (seconds !== undefined) {
        const c = ctx.compare('safety.gasDetectionAlarmSeconds (s)', seconds, 'gas-detection-max-alarm-seconds');
        comparisons.push(c);
        parts.push(ctx.t(`tempo de alarme (s): ${c.text}`, `time to alarm (s): ${c.text}`));
      }
      const detail = parts.join('; ');
      if (comparisons.some((c) => !c.holds))
        return {
          status: 'violated',
          message: ctx.t(
            `Classe ${cls}: a detecção de vazamento de GLP não atende a exigência (${law}): ${detail}.`,
            `Class ${cls}: the GLP leak detection does not meet the requirement (${law}): ${detail}.`,
          ),
          comparisons,
        };
      const missing = [
        ...(fraction === undefined ? ['safety.gasDetectionAlarmLelFraction'] : []),
        ...(seconds === undefined ? ['safety.gasDetectionAlarmSeconds'] : []),
      ];
      if (missing.length > 0)
        throw new MissingFacts(
          missing,
          ctx.t(
            `Classe ${cls}: há detecção de vazamento de GLP, mas não é possível avaliar se atende (${law}): falta informar ${ctx.factList(missing)}.`,
            `Class ${cls}: GLP leak detection is present, but whether it complies (${law}) cannot be evaluated: missing ${ctx.factList(missing)}.`,
          ),
        );
      return {
        status: 'satisfied',
        message: ctx.t(
          `Classe ${cls}: há detecção de vazamento de GLP; ${detail} (${cite(ctx, 'art8-III')}).`,
          `Class ${cls}: GLP leak detection present; ${detail} (${cite(ctx, 'art8-III')}).`,
        ),
        comparisons,
      };
    }),
};

/**
 * Art. 8 V binds "a instalação de armazenamento" (caput) — every classed installation of art. 5,
 * whoever holds it — unless the reading `art8-V-scope` limits it to resale installations.
 */
const scaleScope = guard([onlyInstallation, 'art8-V-scope'], (ctx) => {
  const early = onlyInstallation(ctx);
  if (early) return early;
  if (ctx.interpretation<string>('art8-V-scope') !== 'sale-installations') return null;
  const activity = ctx.fact('activity', ctx.input.activity);
  return activity === 'glp-resale'
    ? null
    : na(
        ctx,
        'Na leitura adotada, a balança do art. 8º, V é exigida só da instalação de revenda, onde o consumidor pede a conferência do peso.',
        'In the reading adopted, the scale of art. 8 V is required only of a resale installation, where the consumer asks for the weight check.',
      );
});

const art8Scale = flagRule({
  id: 'art8-V',
  implements: ['art8-V'],
  title: { pt: 'Balança para conferência de peso', en: 'Scale for weight checks' },
  activities: PREMISES,
  exceptions: TRANSITION,
  fact: 'safety.scale',
  expected: true,
  ok: {
    pt: 'Há balança no local para conferência do peso pelo consumidor.',
    en: 'A scale is on site for the consumer to check the weight.',
  },
  bad: {
    pt: 'Não há balança no local para conferência do peso pelo consumidor.',
    en: 'No scale on site for the consumer to check the weight.',
  },
  unless: scaleScope,
});

// =====================================================================================
// Art. 9 — Annex I distances (with the § 2º fire-wall reduction) and § 3º stack height.
// =====================================================================================

function loadAnnex(ctx: RuleContext<NovaOdessaInput>): NormTable | Outcome {
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

const art9Annex: RuleDef<NovaOdessaInput> = {
  id: 'art9',
  implements: ['art9', 'art9-par2'],
  title: { pt: 'Distâncias mínimas de segurança do ANEXO I', en: 'Minimum safety distances of ANEXO I' },
  activities: PREMISES,
  exceptions: TRANSITION,
  parameters: reads(INSTALLATION_PARAMETERS, ['annex-fire-wall-height', 'annex-reduction-percent', 'annex-reduced-min-distance']),
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
      const wall = bothPropertyLine ? ctx.need('storage.distances.propertyLineWallM') : undefined;
      const applicable = columns.filter((c) => {
        const col = ANNEX_I_COLUMNS[c];
        return !(bothPropertyLine && col?.wall !== undefined && col.wall !== wall);
      });
      // § 2º: fire wall more than 1,50 m above the highest stack halves every distance, minimum 1,00 m.
      // Unknown whether it does (no fire-wall fact, or its height missing): a distance that passes
      // the full limit passes either way, one short of the reduced limit fails either way ("poderão
      // ser reduzidas" only lowers it); only one between the two waits on the wall.
      const comparisons: Comparison[] = [];
      const wallMissing: string[] = [];
      let reduced: boolean | undefined = false;
      if (ctx.input.storage?.fireWall === undefined) {
        reduced = undefined;
        wallMissing.push('storage.fireWall');
      } else if (ctx.need('storage.fireWall').present) {
        if (ctx.input.storage.fireWall.heightAboveStackM === undefined) {
          reduced = undefined;
          wallMissing.push('storage.fireWall.heightAboveStackM');
        } else {
          const h = ctx.need('storage.fireWall.heightAboveStackM');
          const c = ctx.compare('storage.fireWall.heightAboveStackM', h, 'annex-fire-wall-height');
          comparisons.push(c);
          reduced = c.holds;
        }
      }
      const pct = ctx.param<number>('annex-reduction-percent');
      const floor = ctx.param<number>('annex-reduced-min-distance');
      const reducedOf = (base: number) => Math.min(base, Math.max((base * (100 - pct)) / 100, floor));
      // Every distance at once, so "cannot evaluate" names all that are missing.
      const missing: string[] = [];
      const lines: string[] = [];
      let violated = false;
      let waitsOnWall = false;
      for (const col of applicable) {
        const def = ANNEX_I_COLUMNS[col];
        const entry = table.distances[col];
        if (!def || !entry) continue;
        const base = entry.byClass[cls] as number;
        let c: Comparison;
        let limit = base;
        try {
          if (reduced === undefined) {
            const full = storageDistance(ctx, def.fact, '>=', base).comparison;
            if (full.holds) c = full;
            else {
              limit = reducedOf(base);
              c = storageDistance(ctx, def.fact, '>=', limit).comparison;
              if (c.holds) {
                waitsOnWall = true;
                continue;
              }
            }
          } else {
            limit = reduced ? reducedOf(base) : base;
            c = storageDistance(ctx, def.fact, '>=', limit).comparison;
          }
        } catch (e) {
          if (e instanceof MissingFacts) {
            missing.push(...e.facts);
            continue;
          }
          throw e;
        }
        comparisons.push(c);
        if (!c.holds) violated = true;
        const how =
          limit !== base
            ? ctx.t(
                ` (${ctx.q(base, 'm')} × ${ctx.n((100 - pct) / 100)}, mínimo ${ctx.q(floor, 'm')} → ${ctx.q(limit, 'm')}${reduced === undefined ? ', mesmo com a redução do § 2º' : ''})`,
                ` (${ctx.q(base, 'm')} × ${ctx.n((100 - pct) / 100)}, minimum ${ctx.q(floor, 'm')} → ${ctx.q(limit, 'm')}${reduced === undefined ? ', even with the § 2 reduction' : ''})`,
              )
            : '';
        lines.push(`${ctx.t(entry.label.pt, entry.label.en)}: ${c.text}${how}`);
      }
      if (waitsOnWall) missing.push(...wallMissing);
      // A distance known to fail decides, whatever the missing ones would say (art. 9 asks for all of them).
      if (missing.length > 0 && !violated) throw new MissingFacts(missing);
      const source = ctx.t(
        `${table.title}, ${table.edition} (fonte: ${table.source}; confiança: ${table.confidence.pt})`,
        `${table.title}, ${table.edition} (source: ${table.source}; confidence: ${table.confidence.en})`,
      );
      const wallText =
        reduced === undefined
          ? ctx.t('redução do art. 9º, § 2º não conhecida (parede corta-fogo)', 'art. 9 § 2 reduction unknown (fire wall)')
          : reduced
            ? ctx.t(
                `distâncias reduzidas em ${pct} % por parede corta-fogo (${cite(ctx, 'art9-par2')})`,
                `distances reduced by ${pct} % by a fire wall (${cite(ctx, 'art9-par2')})`,
              )
            : ctx.t('sem redução do art. 9º, § 2º', 'no art. 9 § 2 reduction');
      return {
        status: violated ? 'violated' : 'satisfied',
        message: ctx.t(
          `Distâncias do ANEXO I, classe ${cls} (${inst.basis}), ${wallText}: ${lines.join('; ')}.${missing.length ? ` Falta informar também: ${ctx.factList(missing)}.` : ''}`,
          `ANEXO I distances, class ${cls} (${inst.basis}), ${wallText}: ${lines.join('; ')}.${missing.length ? ` Also missing: ${ctx.factList(missing)}.` : ''}`,
        ),
        comparisons,
        notes: [source],
      };
    }),
};

const art9StackHeight: RuleDef<NovaOdessaInput> = {
  id: 'art9-par3',
  implements: ['art9-par3'],
  title: {
    pt: 'Altura de empilhamento até 1,50 m (até 13 kg, classes I e II)',
    en: 'Stacking height up to 1.50 m (up to 13 kg, classes I and II)',
  },
  activities: PREMISES,
  exceptions: TRANSITION,
  parameters: reads(STACKING_PARAMETERS, INSTALLATION_PARAMETERS, [
    'max-stack-height-small-class-I-II',
    'stack-max-container-kg',
    'stacking-increase-scope',
    'stacking-increase-percent',
    'stacking-fire-wall-height',
  ]),
  evaluate: (ctx) =>
    forClass(ctx, (inst, cls) => {
      if (cls !== 'I' && cls !== 'II')
        return na(
          ctx,
          `Classe ${cls}: o limite de 1,50 m vale para as classes I e II.`,
          `Class ${cls}: the 1.50 m limit applies to classes I and II.`,
        );
      const small = countOf(inst.containers, ctx.param<number>('stack-max-container-kg'), ['full', 'partly-used', 'empty']);
      if (small === 0) return na(ctx, 'Não há recipientes de até 13 kg.', 'No containers of up to 13 kg.');
      const h = ctx.need('storage.stackHeightM');
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

export const art8To9Rules: RuleDef<NovaOdessaInput>[] = [
  art8Signs,
  art8Extinguishers,
  art8Detection,
  art8LeakTest,
  art8Scale,
  art9Annex,
  art9StackHeight,
  art9Leak,
];
