/**
 * Nova Odessa — art. 7 § 1º VI: "Exibir placa indicando a classe de instalação de armazenamento
 * e o limite máximo de recipientes transportáveis de GLP, por capacidade nominal que a
 * instalação está apta a armazenar". The sign is checked for what it states: the class (against
 * the class art. 5 gives the quantity) and, for each capacity stored, the maximum number of
 * containers of the class it states.
 */
import type { RuleContext } from '../../../src/core/context.ts';
import type { Outcome, RuleDef } from '../../../src/core/pack.ts';
import { reads } from '../../../src/core/rulekit.ts';
import type { NovaOdessaInput } from '../facts.ts';
import { cite, forClass, type Installation, INSTALLATION_PARAMETERS, PREMISES } from '../installation.ts';
import { CLASS_IDS, type ClassId } from '../parameters/index.ts';
import { itemsScope, ITEMS_NOTE } from './art07.ts';
import { TRANSITION } from './common.ts';

type Ctx = RuleContext<NovaOdessaInput>;

/**
 * The most containers of `capacityKg` a class holds: art. 5 § 1º states it for the 13 kg
 * botijão (class-X-max-p13); for another capacity, the class's total nominal capacity (art. 5,
 * a) divided by the container's, rounded down.
 */
export function classLimitFor(ctx: Ctx, cls: ClassId, capacityKg: number): { max: number; how: string } {
  if (capacityKg === 13) return { max: ctx.param<number>(`class-${cls}-max-p13`), how: cite(ctx, `art5-par1-${cls}`) };
  const kg = ctx.param<number>(`class-${cls}-max-kg`);
  const how = ctx.t(
    `${ctx.q(kg, 'kg')} ÷ ${ctx.q(capacityKg, 'kg')}, arredondado para baixo`,
    `${ctx.q(kg, 'kg')} ÷ ${ctx.q(capacityKg, 'kg')}, rounded down`,
  );
  return { max: Math.floor(kg / capacityKg), how };
}

/**
 * The class the sign states, against the class of the quantity (interpretation
 * class-sign-class-reading). Under not-below, a higher class states what the installation "está
 * apta a armazenar": art. 5 defines each class by its capacity (a) and its minimum area (b), so a
 * class whose minimum area the storage area does not reach is not one the installation is fit for.
 */
function classCheck(ctx: Ctx, inst: Installation, law: ClassId, stated: ClassId): string | null {
  if (stated === law) return null;
  const reading = ctx.interpretation<string>('class-sign-class-reading');
  const below = CLASS_IDS.indexOf(stated) < CLASS_IDS.indexOf(law);
  if (!below && reading === 'not-below') {
    const c = ctx.compare('storage.areaM2', ctx.need('storage.areaM2'), `class-${stated}-min-area`);
    if (!c.holds)
      return ctx.t(
        `a placa indica a classe ${stated}, mas a instalação não está apta a ela: área de armazenamento ${c.text} (${cite(ctx, `art5-${stated}-b`)})`,
        `the sign states class ${stated}, but the installation is not fit for it: storage area ${c.text} (${cite(ctx, `art5-${stated}-b`)})`,
      );
    ctx.note(
      `A placa indica a classe ${stated}, acima da classe ${law} da quantidade (${inst.why}): a placa diz o que a instalação "está apta a armazenar", não o estoque do dia (leitura adotada: class-sign-class-reading), e a área de armazenamento atinge a mínima da classe ${stated} (${c.text}); as demais exigências verificadas são as da classe ${law}.`,
      `The sign states class ${stated}, above class ${law} of the quantity (${inst.why}): the sign states what the installation "está apta a armazenar" (is fit to store), not the day's stock (reading adopted: class-sign-class-reading), and the storage area reaches class ${stated}'s minimum (${c.text}); the other requirements checked are those of class ${law}.`,
    );
    return null;
  }
  return ctx.t(
    `a placa indica a classe ${stated}, mas a classe da instalação pela quantidade é a ${law} (${inst.why})`,
    `the sign states class ${stated}, but the installation's class by quantity is ${law} (${inst.why})`,
  );
}

/** The limits the sign states, one per capacity stored, against those of the class it states. */
function limitChecks(ctx: Ctx, inst: Installation, cls: ClassId): { bad: string[]; good: string[] } {
  const stated = ctx.need('storage.classSignLimits');
  const capacities = [...new Set(inst.containers.filter((c) => c.count > 0).map((c) => c.capacityKg))].sort((a, b) => a - b);
  const bad: string[] = [];
  const good: string[] = [];
  for (const cap of [...new Set([...capacities, ...stated.map((l) => l.capacityKg)])].sort((a, b) => a - b)) {
    const want = classLimitFor(ctx, cls, cap);
    const on = stated.find((l) => l.capacityKg === cap);
    const what = ctx.t(`recipientes de ${ctx.q(cap, 'kg')}`, `${ctx.q(cap, 'kg')} containers`);
    const admits = `${ctx.n(want.max)} (${want.how})`;
    if (on === undefined)
      bad.push(
        ctx.t(
          `a placa não indica o limite de ${what} (classe ${cls}: ${admits})`,
          `the sign does not state the limit of ${what} (class ${cls}: ${admits})`,
        ),
      );
    else if (on.max !== want.max)
      bad.push(
        ctx.t(
          `a placa indica ${ctx.n(on.max)} ${what}; a classe ${cls} admite ${admits}`,
          `the sign states ${ctx.n(on.max)} ${what}; class ${cls} admits ${admits}`,
        ),
      );
    else good.push(`${ctx.n(on.max)} ${what} (${want.how})`);
  }
  return { bad, good };
}

function signOutcome(ctx: Ctx, inst: Installation, law: ClassId): Outcome {
  const shown = ctx.need('storage.classSignShown');
  if (!shown)
    return {
      status: 'violated',
      message: ctx.t(
        `Falta a placa com a classe da instalação (classe ${law}) e o limite de recipientes por capacidade nominal.`,
        `The sign with the installation class (class ${law}) and the container limit by nominal capacity is missing.`,
      ),
    };
  const stated = ctx.need('storage.classSignClass');
  const wrongClass = classCheck(ctx, inst, law, stated);
  // The limits are those of the class the sign states (what it says the installation is fit for).
  const { bad, good } = limitChecks(ctx, inst, stated);
  const problems = [...(wrongClass ? [wrongClass] : []), ...bad];
  if (problems.length > 0)
    return {
      status: 'violated',
      message: ctx.t(`Placa de classe incorreta: ${problems.join('; ')}.`, `Class sign incorrect: ${problems.join('; ')}.`),
    };
  return {
    status: 'satisfied',
    message: ctx.t(
      `Placa exibida: classe ${stated} (instalação classe ${law}: ${inst.why}); limites: ${good.join(', ')}.`,
      `Sign shown: class ${stated} (installation class ${law}: ${inst.why}); limits: ${good.join(', ')}.`,
    ),
  };
}

export const art7ClassSign: RuleDef<NovaOdessaInput> = {
  id: 'art7-par1-VI',
  implements: ['art7-par1-VI'],
  title: { pt: 'Placa com a classe e o limite de recipientes', en: 'Sign with the class and the container limit' },
  activities: PREMISES,
  exceptions: TRANSITION,
  parameters: reads(itemsScope, INSTALLATION_PARAMETERS, [
    'art7-par1-items-scope',
    'class-sign-class-reading',
    ...CLASS_IDS.flatMap((c) => [`class-${c}-max-kg`, `class-${c}-max-p13`, `class-${c}-min-area`]),
  ]),
  interpretationNote: ITEMS_NOTE,
  evaluate(ctx) {
    const early = itemsScope(ctx);
    if (early) return early;
    return forClass(ctx, (inst, cls) => signOutcome(ctx, inst, cls));
  },
};
