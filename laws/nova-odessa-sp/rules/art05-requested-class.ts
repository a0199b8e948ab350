/**
 * Nova Odessa — art. 5: the class an application asks for (application.requestedClass). The law
 * gives no choice of class: storage above art. 4 "necessitará de instalação compatível com a
 * quantidade de GLP e será limitado pela capacidade nominal total dos recipientes … com as
 * seguintes denominações" — the class is the name of the quantity's band (I–VI). An application
 * that asks another class than the one of its quantity (the larger of what it stores and what it
 * asks to store, installation.ts) is told so, with both classes.
 */
import type { RuleContext } from '../../../src/core/context.ts';
import type { Outcome, RuleDef } from '../../../src/core/pack.ts';
import { reads } from '../../../src/core/rulekit.ts';
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
  const why = below
    ? ctx.t(
        `a classe ${asked} vai até ${kg(ctx, askedMax)} (${cite(ctx, `art5-${asked}-a`)}), menos que a quantidade (${kg(ctx, inst.quantityKg)}): a instalação não seria compatível com a quantidade de GLP`,
        `class ${asked} goes up to ${kg(ctx, askedMax)} (${cite(ctx, `art5-${asked}-a`)}), less than the quantity (${kg(ctx, inst.quantityKg)}): the installation would not be compatible with the quantity of GLP`,
      )
    : ctx.t(
        `a classe ${asked} é a de uma quantidade maior; para pedi-la, informe a quantidade pedida (application.requestedQuantity) nessa faixa`,
        `class ${asked} is that of a larger quantity; to ask for it, state the requested quantity (application.requestedQuantity) in its band`,
      );
  return {
    status: 'violated',
    message: ctx.t(
      `Classe pedida ${asked}, mas o art. 5º dá à quantidade ${lawName} (${inst.why}); a lei não deixa escolher a classe — ${why}.`,
      `Requested class ${asked}, but art. 5 gives the quantity ${lawName} (${inst.why}); the law gives no choice of class — ${why}.`,
    ),
    ...(law ? { cite: `art5-${law}-a` } : {}),
  };
}

export const art5RequestedClass: RuleDef<NovaOdessaInput> = {
  id: 'art5-requested-class',
  // The class named is the item (a) of its band: the finding cites the class the law gives.
  implements: ['art5', ...CLASS_IDS.map((c) => `art5-${c}-a`)],
  title: {
    pt: 'Classe pedida igual à classe da quantidade (art. 5º)',
    en: 'Requested class equal to the class of the quantity (art. 5)',
  },
  activities: PREMISES,
  parameters: reads(INSTALLATION_PARAMETERS),
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
