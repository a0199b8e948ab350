/**
 * Nova Odessa — art. 5: the class an application asks for (application.requestedClass). Storage
 * above art. 4 "necessitará de instalação compatível com a quantidade de GLP e será limitado pela
 * capacidade nominal total dos recipientes … com as seguintes denominações": each class is an
 * upper bound ("até 520 Kg", letter a) and a minimum area (letter b). A class below the one of the
 * quantity (the larger of what it stores and what it asks to store, installation.ts) could not
 * hold it: violated, both classes named. Whether a higher class is "compatível" the text does not
 * settle: interpretation art5-requested-class-reading — by default (not-below) it is, when the
 * storage area reaches that class's minimum area; under "exact" only the quantity's class is.
 */
import type { RuleContext } from '../../../src/core/context.ts';
import type { Outcome, RuleDef } from '../../../src/core/pack.ts';
import { needFor, reads } from '../../../src/core/rulekit.ts';
import type { NovaOdessaInput } from '../facts.ts';
import { cite, forInstallation, type Installation, INSTALLATION_PARAMETERS, PREMISES } from '../installation.ts';
import { CLASS_IDS, type ClassId } from '../parameters/index.ts';
import { na } from './common.ts';

type Ctx = RuleContext<NovaOdessaInput>;

const ARABIC: Record<string, ClassId> = { '1': 'I', '2': 'II', '3': 'III', '4': 'IV', '5': 'V', '6': 'VI' };

/** "II", "classe II", "class 2" → II; anything else → null. */
export function parseNovaOdessaClass(raw: string): ClassId | null {
  const m = /^\s*(?:classe|class)?\s*([ivx]+|[1-6])\s*$/i.exec(raw);
  if (!m) return null;
  const v = (m[1] as string).toUpperCase();
  const arabic = ARABIC[v];
  if (arabic) return arabic;
  return (CLASS_IDS as readonly string[]).includes(v) ? (v as ClassId) : null;
}

function kg(ctx: Ctx, n: number): string {
  return ctx.q(n, 'kg');
}

/**
 * A class above the quantity's under the reading not-below: compatible when the storage area
 * reaches that class's minimum (art. 5, letter b of the class asked), with a note that the other
 * requirements checked stay those of the quantity's class.
 */
function higher(ctx: Ctx, inst: Installation, law: ClassId, asked: ClassId): Outcome {
  const c = ctx.compare('storage.areaM2', needFor(ctx, 'storage.areaM2', `art5-${asked}-b`), `class-${asked}-min-area`);
  if (!c.holds)
    return {
      status: 'violated',
      message: ctx.t(
        `Classe pedida ${asked}, acima da classe ${law} que o art. 5º dá à quantidade (${inst.why}), mas a área de armazenamento não é a da classe ${asked}: ${c.text} (${cite(ctx, `art5-${asked}-b`)}).`,
        `Requested class ${asked}, above class ${law} that art. 5 gives the quantity (${inst.why}), but the storage area is not that of class ${asked}: ${c.text} (${cite(ctx, `art5-${asked}-b`)}).`,
      ),
      comparisons: [c],
      cite: `art5-${asked}-b`,
    };
  return {
    status: 'satisfied',
    message: ctx.t(
      `Classe pedida ${asked}, acima da classe ${law} que o art. 5º dá à quantidade (${inst.why}): a classe ${asked} comporta a quantidade (${cite(ctx, `art5-${asked}-a`)}) e a área atinge a mínima dela (${c.text}, ${cite(ctx, `art5-${asked}-b`)}) — instalação compatível com a quantidade (leitura adotada: art5-requested-class-reading).`,
      `Requested class ${asked}, above class ${law} that art. 5 gives the quantity (${inst.why}): class ${asked} holds the quantity (${cite(ctx, `art5-${asked}-a`)}) and the area reaches its minimum (${c.text}, ${cite(ctx, `art5-${asked}-b`)}) — an installation compatible with the quantity (reading adopted: art5-requested-class-reading).`,
    ),
    notes: [
      ctx.t(
        `As demais exigências verificadas (extintores, placas, aberturas…) são as da classe ${law}, a da quantidade; a instalação pedida como classe ${asked} responde pelas da classe ${asked} quando armazenar mais.`,
        `The other requirements checked (extinguishers, signs, openings…) are those of class ${law}, the quantity's; the installation asked as class ${asked} answers for those of class ${asked} when it stores more.`,
      ),
    ],
    comparisons: [c],
    cite: `art5-${asked}-a`,
  };
}

function compare(ctx: Ctx, inst: Installation, asked: ClassId): Outcome {
  const law = inst.cls;
  if (law === asked)
    return {
      status: 'satisfied',
      message: ctx.t(
        `Classe pedida ${asked}: é a classe que o art. 5º dá à quantidade (${inst.why}).`,
        `Requested class ${asked}: it is the class art. 5 gives the quantity (${inst.why}).`,
      ),
      cite: `art5-${asked}-a`,
    };
  const askedMax = ctx.param<number>(`class-${asked}-max-kg`);
  const lawName =
    law === null ? ctx.t('nenhuma classe (acima da classe VI)', 'no class (above class VI)') : ctx.t(`a classe ${law}`, `class ${law}`);
  const below = law === null || CLASS_IDS.indexOf(asked) < CLASS_IDS.indexOf(law);
  if (below)
    return {
      status: 'violated',
      message: ctx.t(
        `Classe pedida ${asked}, mas o art. 5º dá à quantidade ${lawName} (${inst.why}): a classe ${asked} vai até ${kg(ctx, askedMax)} (${cite(ctx, `art5-${asked}-a`)}), menos que a quantidade (${kg(ctx, inst.quantityKg)}) — a instalação não seria compatível com a quantidade de GLP.`,
        `Requested class ${asked}, but art. 5 gives the quantity ${lawName} (${inst.why}): class ${asked} goes up to ${kg(ctx, askedMax)} (${cite(ctx, `art5-${asked}-a`)}), less than the quantity (${kg(ctx, inst.quantityKg)}) — the installation would not be compatible with the quantity of GLP.`,
      ),
      // The letter a of the class asked sets the bound the quantity exceeds.
      cite: `art5-${asked}-a`,
    };
  if (ctx.interpretation<string>('art5-requested-class-reading') === 'not-below') return higher(ctx, inst, law, asked);
  return {
    status: 'violated',
    message: ctx.t(
      `Classe pedida ${asked}, mas o art. 5º dá à quantidade ${lawName} (${inst.why}); na leitura adotada (art5-requested-class-reading = exact) a classe é a da quantidade — para pedir a classe ${asked}, informe a quantidade pedida (application.requestedQuantity) na faixa dela.`,
      `Requested class ${asked}, but art. 5 gives the quantity ${lawName} (${inst.why}); in the reading adopted (art5-requested-class-reading = exact) the class is the quantity's — to ask for class ${asked}, state the requested quantity (application.requestedQuantity) in its band.`,
    ),
    cite: `art5-${law}-a`,
  };
}

export const art5RequestedClass: RuleDef<NovaOdessaInput> = {
  id: 'art5-requested-class',
  // A finding cites the letter that decides it: the bound (a) of a class, or the minimum area (b) of a higher class asked.
  implements: ['art5', ...CLASS_IDS.map((c) => `art5-${c}-a`), ...CLASS_IDS.map((c) => `art5-${c}-b`)],
  title: {
    pt: 'Classe pedida igual à classe da quantidade (art. 5º)',
    en: 'Requested class equal to the class of the quantity (art. 5)',
  },
  activities: PREMISES,
  parameters: reads(INSTALLATION_PARAMETERS, ['art5-requested-class-reading', ...CLASS_IDS.map((c) => `class-${c}-min-area`)]),
  evaluate(ctx) {
    const raw = ctx.input.application?.requestedClass;
    if (raw === undefined)
      return na(
        ctx,
        'O pedido não indica classe (application.requestedClass): a classe é a que o art. 5º dá à quantidade.',
        'The application states no class (application.requestedClass): the class is the one art. 5 gives the quantity.',
      );
    const asked = parseNovaOdessaClass(ctx.fact('application.requestedClass', raw));
    if (asked === null)
      return {
        status: 'cannot-evaluate',
        message: ctx.t(
          `Classe pedida "${raw}" não é uma das classes I a VI do art. 5º da Lei 1.761/2000: corrija application.requestedClass.`,
          `Requested class "${raw}" is not one of the classes I to VI of art. 5 of Lei 1.761/2000: correct application.requestedClass.`,
        ),
        missing: ['application.requestedClass'],
      };
    return forInstallation(ctx, (inst) => compare(ctx, inst, asked));
  },
};
