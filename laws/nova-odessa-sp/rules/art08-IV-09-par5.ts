/**
 * Nova Odessa — the duties of art. 8 IV and art. 9 § 5º, one fact per element the law lists, so a
 * finding names exactly the one missing:
 *
 * - art. 8 IV: "Manter no local, para todas as instalações de armazenamento, líquido e material
 *   necessário para teste de vazamento de GLP, bem como assistência técnica" — the liquid, the
 *   material and the technical assistance;
 * - art. 9 § 5º: "No caso de vazamento de GLP, o recipiente defeituoso deverá ser afastado dos
 *   demais e retirado para local aberto, distante de qualquer ponto de chama, ignição ou
 *   aquecimento" — checked at an inspection when a leaking container is found.
 *
 * An element known to be lacking decides (violated, naming it; the engine adds a note of what is
 * not reported); while none is, an element not reported is "falta informar" by its name (ctx.part),
 * never a pass.
 */
import { MissingFacts, type RuleContext } from '../../../src/core/context.ts';
import type { Outcome, RuleDef } from '../../../src/core/pack.ts';
import { reads } from '../../../src/core/rulekit.ts';
import type { NovaOdessaInput } from '../facts.ts';
import { cite, onlyInstallation, PREMISES } from '../installation.ts';
import { na, TRANSITION } from './common.ts';

type Ctx = RuleContext<NovaOdessaInput>;
type SafetyFlag =
  | 'leakTestLiquid'
  | 'leakTestMaterial'
  | 'technicalAssistance'
  | 'leakingContainerSeparated'
  | 'leakingContainerInOpenPlace'
  | 'leakingContainerAwayFromIgnition';
interface Element {
  key: SafetyFlag;
  /** What is lacking, in the law's words. */
  pt: string;
  en: string;
}

/** The elements not met (false), reading each as a part: one not reported is left to the engine. */
function lacking(ctx: Ctx, elements: readonly Element[]): string[] {
  const out: string[] = [];
  for (const e of elements) if (ctx.part(`safety.${e.key}`) === false) out.push(ctx.t(e.pt, e.en));
  return out;
}

// --- Art. 8 IV -----------------------------------------------------------------------------------

const LEAK_TEST: readonly Element[] = [
  { key: 'leakTestLiquid', pt: 'líquido necessário para teste de vazamento de GLP', en: 'the liquid needed to test for GLP leaks' },
  { key: 'leakTestMaterial', pt: 'material necessário para teste de vazamento de GLP', en: 'the material needed to test for GLP leaks' },
  { key: 'technicalAssistance', pt: 'assistência técnica', en: 'technical assistance' },
];

/**
 * Documents before pack 2026.12.03.13 have only `safety.leakTestKit` (the three elements together).
 * It is read only when none of the three is given: false → violated (which element is not said);
 * true no longer suffices — the three are asked.
 */
function formerLeakTestKit(ctx: Ctx): Outcome | null {
  const s = ctx.input.safety;
  if (s?.leakTestKit === undefined || LEAK_TEST.some((e) => s[e.key] !== undefined)) return null;
  const kit = ctx.fact('safety.leakTestKit', s.leakTestKit);
  const facts = LEAK_TEST.map((e) => `safety.${e.key}`);
  const list = ctx.factList(facts);
  if (!kit)
    return {
      status: 'violated',
      message: ctx.t(
        `Falta no local líquido e material para teste de vazamento de GLP ou assistência técnica, segundo o registro anterior (safety.leakTestKit = não), que não diz qual deles (${cite(ctx, 'art8-IV')}).`,
        `Leak-test liquid and material or technical assistance lacking on site, according to the earlier record (safety.leakTestKit = no), which does not say which (${cite(ctx, 'art8-IV')}).`,
      ),
      notes: [ctx.t(`Informe cada elemento: ${list}.`, `Record each element: ${list}.`)],
    };
  throw new MissingFacts(
    facts,
    ctx.t(
      `Não é possível avaliar: o registro anterior (safety.leakTestKit = sim) não basta, o ${cite(ctx, 'art8-IV')} exige cada elemento; falta informar ${list}.`,
      `Cannot evaluate: the earlier record (safety.leakTestKit = yes) no longer suffices, ${cite(ctx, 'art8-IV')} requires each element; missing ${list}.`,
    ),
  );
}

const art8LeakTest: RuleDef<NovaOdessaInput> = {
  id: 'art8-IV',
  implements: ['art8-IV'],
  title: {
    pt: 'Líquido e material para teste de vazamento e assistência técnica',
    en: 'Leak-test liquid and material and technical assistance',
  },
  activities: PREMISES,
  exceptions: TRANSITION,
  parameters: reads(onlyInstallation),
  evaluate(ctx) {
    const early = onlyInstallation(ctx) ?? formerLeakTestKit(ctx);
    if (early) return early;
    const lacks = lacking(ctx, LEAK_TEST);
    if (lacks.length > 0)
      return {
        status: 'violated',
        message: ctx.t(
          `Falta no local: ${lacks.join('; ')} (${cite(ctx, 'art8-IV')}).`,
          `Lacking on site: ${lacks.join('; ')} (${cite(ctx, 'art8-IV')}).`,
        ),
      };
    return {
      status: 'satisfied',
      message: ctx.t(
        `Há no local líquido e material para teste de vazamento de GLP e assistência técnica (${cite(ctx, 'art8-IV')}).`,
        `Leak-test liquid and material and technical assistance on site (${cite(ctx, 'art8-IV')}).`,
      ),
    };
  },
};

// --- Art. 9 § 5º ---------------------------------------------------------------------------------

const LEAK_CONDUCT: readonly Element[] = [
  { key: 'leakingContainerSeparated', pt: 'não foi afastado dos demais', en: 'not moved away from the others' },
  { key: 'leakingContainerInOpenPlace', pt: 'não foi retirado para local aberto', en: 'not taken to an open place' },
  {
    key: 'leakingContainerAwayFromIgnition',
    pt: 'não está distante de qualquer ponto de chama, ignição ou aquecimento',
    en: 'not away from every point of flame, ignition or heating',
  },
];

/** Application types of a place not yet operating (the shared vocabulary's `application.type`). */
const NOT_OPERATING: ReadonlySet<string> = new Set(['new', 'construction', 'relocation', 'tvl', 'alvara']);

const art9Leak: RuleDef<NovaOdessaInput> = {
  id: 'art9-par5',
  implements: ['art9-par5'],
  title: {
    pt: 'Recipiente com vazamento afastado e retirado para local aberto, longe de chama',
    en: 'Leaking container moved away to an open place, away from flame',
  },
  activities: PREMISES,
  exceptions: TRANSITION,
  parameters: reads(onlyInstallation),
  interpretationNote: {
    pt: 'Conduta verificada na vistoria: aplica-se quando se encontra recipiente com vazamento de GLP (safety.leakingContainerFound); sem vazamento, não se aplica.',
    en: 'Conduct checked at an inspection: applies when a container leaking GLP is found (safety.leakingContainerFound); with no leak, it does not apply.',
  },
  evaluate(ctx) {
    const early = onlyInstallation(ctx);
    if (early) return early;
    // A conduct in the establishment in operation: a request for a place not yet operating (new,
    // construction, relocation) has no leaking container to check; an inspection, a renewal or an
    // adaptation of an operating one does, and so does a document that does not say its type.
    const type = ctx.input.application?.type;
    if (type !== undefined && NOT_OPERATING.has(type)) {
      ctx.fact('application.type', type);
      return na(
        ctx,
        `Conduta verificada no estabelecimento em funcionamento (${cite(ctx, 'art9-par5')}, "no caso de vazamento de GLP"): um pedido de instalação ainda não tem recipiente a conferir.`,
        `A conduct checked in the establishment in operation (${cite(ctx, 'art9-par5')}, "in the case of a GLP leak"): a request for a place not yet operating has no container to check.`,
      );
    }
    if (!ctx.need('safety.leakingContainerFound'))
      return na(
        ctx,
        `Nenhum recipiente com vazamento de GLP encontrado: o ${cite(ctx, 'art9-par5')} vale "no caso de vazamento de GLP".`,
        `No container leaking GLP found: ${cite(ctx, 'art9-par5')} applies "in the case of a GLP leak".`,
      );
    const lacks = lacking(ctx, LEAK_CONDUCT);
    if (lacks.length > 0)
      return {
        status: 'violated',
        message: ctx.t(
          `Recipiente com vazamento de GLP: ${lacks.join('; ')} (${cite(ctx, 'art9-par5')}).`,
          `Container leaking GLP: ${lacks.join('; ')} (${cite(ctx, 'art9-par5')}).`,
        ),
      };
    return {
      status: 'satisfied',
      message: ctx.t(
        `Recipiente com vazamento de GLP afastado dos demais e retirado para local aberto, distante de qualquer ponto de chama, ignição ou aquecimento (${cite(ctx, 'art9-par5')}).`,
        `Container leaking GLP moved away from the others and taken to an open place, away from every point of flame, ignition or heating (${cite(ctx, 'art9-par5')}).`,
      ),
    };
  },
};

export { art8LeakTest, art9Leak };
