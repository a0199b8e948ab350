/**
 * Nova Odessa — art. 13 § 3º (each container labelled with distributor and reseller; container,
 * indestructible seal, bottling, lacre and informative material of the same distributor), § 4º
 * (the "Contrato de Concessão para Revenda de GLP", registered in the Municipality) and § 5º
 * (price table).
 */
import { MissingFacts, type RuleContext } from '../../../src/core/context.ts';
import type { Outcome, RuleDef } from '../../../src/core/pack.ts';
import { flagRule, type NovaOdessaInput } from '../facts.ts';
import { FIXED_SALE, SALE } from '../installation.ts';

type Ctx = RuleContext<NovaOdessaInput>;
type Origin = NonNullable<NonNullable<NovaOdessaInput['safety']>['containerOrigins']>[number];
type Element = 'containerDistributor' | 'sealDistributor' | 'bottlingDistributor' | 'lacreDistributor' | 'leafletDistributor';

/** The five things § 3º names, in its order: "o botijão e o selo indestrutível, quanto seu engarrafamento, lacre e material informativo". */
const ELEMENTS: readonly { field: Element; pt: string; en: string }[] = [
  { field: 'containerDistributor', pt: 'botijão/cilindro', en: 'container' },
  { field: 'sealDistributor', pt: 'selo indestrutível', en: 'indestructible seal' },
  { field: 'bottlingDistributor', pt: 'engarrafamento', en: 'bottling' },
  { field: 'lacreDistributor', pt: 'lacre', en: 'lacre (valve seal)' },
  { field: 'leafletDistributor', pt: 'material informativo', en: 'informative material' },
];

/** Names compared as a person reads them: case, accents and spacing do not make another distributor. */
function sameName(s: string): string {
  return s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

interface OriginCheck {
  /** What is wrong with this container; empty when nothing known is wrong. */
  problems: string[];
  /** Its elements not reported (indexed fact paths). */
  missing: string[];
  /** The one distributor, when all five are reported and agree. */
  distributor: string | null;
}

function checkOrigin(ctx: Ctx, o: Origin, i: number): OriginCheck {
  const missing: string[] = [];
  const absent: string[] = [];
  const named: { el: (typeof ELEMENTS)[number]; name: string }[] = [];
  for (const el of ELEMENTS) {
    const v = o[el.field];
    if (v === undefined) missing.push(`safety.containerOrigins[${i}].${el.field}`);
    else if (v === false) absent.push(ctx.t(el.pt, el.en));
    else named.push({ el, name: v });
  }
  const problems: string[] = [];
  // Each of the five must come from the distributor: one the container lacks is not "da mesma distribuidora".
  if (absent.length > 0) problems.push(ctx.t(`sem ${absent.join(', ')}`, `no ${absent.join(', ')}`));
  const distinct = new Set(named.map((n) => sameName(n.name)));
  if (distinct.size > 1)
    problems.push(
      ctx.t(
        `de distribuidoras diferentes: ${named.map((n) => `${n.el.pt} ${n.name}`).join(', ')}`,
        `from different distributors: ${named.map((n) => `${n.el.en} ${n.name}`).join(', ')}`,
      ),
    );
  const one = named[0];
  return { problems, missing, distributor: problems.length === 0 && missing.length === 0 && one ? one.name : null };
}

/** Art. 13 § 3º, first half: a label on each container identifying distributor and reseller. */
const art13Labels = flagRule({
  id: 'art13-par3',
  implements: ['art13-par3'],
  title: { pt: 'Etiqueta com distribuidora e revendedor em cada recipiente', en: 'Each container labelled with distributor and reseller' },
  activities: SALE,
  fact: 'safety.containersLabelled',
  expected: true,
  ok: {
    pt: 'Cada recipiente entregue leva etiqueta que identifica a distribuidora e o revendedor.',
    en: 'Each container delivered carries a label identifying distributor and reseller.',
  },
  bad: {
    pt: 'Recipientes entregues sem etiqueta que identifique a distribuidora e o revendedor em Nova Odessa.',
    en: 'Containers delivered without a label identifying the distributor and the Nova Odessa reseller.',
  },
});

/**
 * Art. 13 § 3º, second half: "devendo ainda obrigatoriamente da mesma distribuidora tanto o
 * botijão e o selo indestrutível, quanto seu engarrafamento, lacre e material informativo".
 * Each container delivered (as checked: `safety.containerOrigins`) names the distributor of
 * each of the five; all five must be the same. A container known to break it decides; with
 * none known to, an element not reported makes the finding cannot-evaluate, naming it.
 */
const art13SameDistributor: RuleDef<NovaOdessaInput> = {
  id: 'art13-par3-distributor',
  implements: ['art13-par3'],
  title: {
    pt: 'Botijão, selo, engarrafamento, lacre e material informativo da mesma distribuidora',
    en: 'Container, seal, bottling, lacre and informative material from the same distributor',
  },
  activities: SALE,
  evaluate(ctx): Outcome {
    const origins = ctx.need('safety.containerOrigins');
    if (origins.length === 0)
      throw new MissingFacts(
        ['safety.containerOrigins'],
        ctx.t(
          'Não é possível avaliar: nenhum recipiente entregue foi conferido (safety.containerOrigins vazio) — informe, de ao menos um, a distribuidora do botijão, do selo indestrutível, do engarrafamento, do lacre e do material informativo.',
          'Cannot evaluate: no delivered container was checked (safety.containerOrigins is empty) — report, for at least one, the distributor of the container, indestructible seal, bottling, lacre and informative material.',
        ),
      );
    const checks = origins.map((o, i) => ({ o, i, c: checkOrigin(ctx, o, i) }));
    const name = (o: Origin, i: number) => o.container ?? ctx.t(`recipiente ${i + 1}`, `container ${i + 1}`);
    const bad = checks.filter(({ c }) => c.problems.length > 0);
    const missing = checks.flatMap(({ c }) => c.missing);
    if (bad.length === 0 && missing.length > 0) throw new MissingFacts(missing);
    ctx.fact('safety.containerOrigins', origins);
    if (bad.length > 0) {
      const detail = bad.map(({ o, i, c }) => `${name(o, i)}: ${c.problems.join('; ')}`).join(' · ');
      return {
        status: 'violated',
        message: ctx.t(
          `Botijão, selo indestrutível, engarrafamento, lacre e material informativo devem ser da mesma distribuidora: ${detail}.`,
          `Container, indestructible seal, bottling, lacre and informative material must come from the same distributor: ${detail}.`,
        ),
        ...(missing.length > 0
          ? { notes: [ctx.t(`Também falta informar: ${missing.join(', ')}.`, `Also not reported: ${missing.join(', ')}.`)] }
          : {}),
      };
    }
    const list = checks.map(({ o, i, c }) => `${name(o, i)}: ${c.distributor}`).join('; ');
    return {
      status: 'satisfied',
      message: ctx.t(
        `${origins.length} recipiente(s) conferido(s), cada um com botijão, selo indestrutível, engarrafamento, lacre e material informativo da mesma distribuidora (${list}).`,
        `${origins.length} container(s) checked, each with container, indestructible seal, bottling, lacre and informative material from one distributor (${list}).`,
      ),
    };
  },
};

/**
 * Art. 13 § 4º: "O comerciante de GLP comprovará seu credenciamento para a revenda desse produto
 * com a apresentação, devidamente registrado neste Município, do 'Contrato de Concessão para
 * Revenda de GLP'". The contract held, in force if it states a validity, and registered in the
 * Municipality; the registration not reported → cannot evaluate (a known failure still decides).
 * It is also a document of the licensing procedure (procedure.ts) for those who sell.
 */
const art13Contract: RuleDef<NovaOdessaInput> = {
  id: 'art13-par4',
  implements: ['art13-par4'],
  title: { pt: 'Contrato de Concessão para Revenda de GLP registrado', en: 'Registered GLP resale concession contract' },
  activities: SALE,
  evaluate(ctx): Outcome {
    const d = ctx.document('concessionContract');
    if (!d.held)
      return {
        status: 'violated',
        message: ctx.t(
          'Credenciamento para a revenda não comprovado: "Contrato de Concessão para Revenda de GLP" registrado no Município não apresentado.',
          'Accreditation for resale not proven: "GLP resale concession contract" registered in the Municipality not presented.',
        ),
      };
    const raw = ctx.input.documents?.concessionContract;
    const registered = typeof raw === 'object' ? raw.registeredInMunicipality : undefined;
    const problems: string[] = [];
    if (d.expired) problems.push(ctx.t(`vencido em ${ctx.d(d.validUntil as string)}`, `expired on ${ctx.d(d.validUntil as string)}`));
    if (registered === false) problems.push(ctx.t('não registrado neste Município', 'not registered in this Municipality'));
    const path = 'documents.concessionContract.registeredInMunicipality';
    if (problems.length > 0)
      return {
        status: 'violated',
        message: ctx.t(
          `Contrato de Concessão para Revenda de GLP ${problems.join('; ')}.`,
          `GLP resale concession contract ${problems.join('; ')}.`,
        ),
        ...(registered === undefined ? { notes: [ctx.t(`Também falta informar: ${path}.`, `Also not reported: ${path}.`)] } : {}),
      };
    if (registered === undefined)
      throw new MissingFacts(
        [path],
        ctx.t(
          `Não é possível avaliar: o Contrato de Concessão para Revenda de GLP foi apresentado, mas não se informou se está registrado neste Município (${path}).`,
          `Cannot evaluate: the GLP resale concession contract was presented, but whether it is registered in this Municipality is not reported (${path}).`,
        ),
      );
    ctx.fact(path, registered);
    return {
      status: 'satisfied',
      message: ctx.t(
        'Contrato de Concessão para Revenda de GLP apresentado e registrado neste Município.',
        'GLP resale concession contract presented and registered in this Municipality.',
      ),
    };
  },
};

const art13Prices = flagRule({
  id: 'art13-par5',
  implements: ['art13-par5'],
  title: { pt: 'Tabela de preços afixada', en: 'Price table displayed' },
  // A fixed post's table; a mobile post fixes its own on each vehicle (art13-par5-mobile; installation.ts FIXED_SALE).
  activities: FIXED_SALE,
  fact: 'safety.priceTableVisible',
  expected: true,
  ok: { pt: 'Tabela de preços afixada.', en: 'Price table displayed.' },
  bad: { pt: 'Tabela de preços não afixada.', en: 'Price table not displayed.' },
});

export const art13Par3To5Rules: RuleDef<NovaOdessaInput>[] = [art13Labels, art13SameDistributor, art13Contract, art13Prices];
