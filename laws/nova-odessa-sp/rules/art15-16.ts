/**
 * Nova Odessa — art. 15 (where sale is forbidden; no trailers) and art. 16 (licence,
 * inspections renewed yearly, state/federal compliance, licence bound to the address).
 */
import type { Outcome, RuleDef } from '../../../src/core/pack.ts';
import { guard, reads } from '../../../src/core/rulekit.ts';
import { isLicenceApplication } from '../../../src/core/rulekit-establishment.ts';
import { requireDocuments } from '../../../src/core/rulekit-outcomes.ts';
import type { NovaOdessaInput } from '../facts.ts';
import { cite, INSTALLATION_PARAMETERS, installationOf, noContainer, PREMISES, SALE } from '../installation.ts';
import { annualCheck, na, vehicleDuty } from './common.ts';

const PREMISES_PT: Record<string, string> = {
  dedicated: 'estabelecimento próprio de revenda de GLP',
  bar: 'bar',
  grocery: 'quitanda/mercearia',
  warehouse: 'armazém',
  butcher: 'açougue',
  supermarket: 'supermercado',
  restaurant: 'restaurante',
  bakery: 'padaria',
  'fuel-station': 'posto de gasolina',
  'construction-materials': 'loja de materiais de construção',
  sawmill: 'serraria',
  metalwork: 'serralheria',
  scrapyard: 'ferro-velho',
  fireworks: 'loja de fogos de artifício',
  'spark-producing': 'estabelecimento que produz faíscas',
  industry: 'indústria',
  'commerce-other': 'outro comércio',
  residence: 'residência',
};

const ACTIVITY_PT: Record<string, string> = {
  'other-commerce': 'estabelecimento comercial não especializado',
  residence: 'residência',
  'fuel-station': 'posto de gasolina',
};

// =====================================================================================
// Art. 15 — no sale in non-specialised premises or residences; no trailers.
// =====================================================================================

const art15: RuleDef<NovaOdessaInput> = {
  id: 'art15',
  implements: ['art15'],
  title: {
    pt: 'Venda vedada em supermercados, bares, restaurantes, postos, quitandas, padarias, residências',
    en: 'Sale forbidden in supermarkets, bars, restaurants, fuel stations, groceries, bakeries, residences',
  },
  // A mobile sale too: its post is the vehicle (art. 2 XVI), but the reseller runs it from premises
  // ("estabelecidos neste Município", art. 14 § 2º) where it keeps and loads its stock; art. 15 forbids the
  // commerce "em residências" and in any premises not specialised in storing and reselling GLP.
  activities: ['glp-resale', 'glp-mobile-sale', 'other-commerce', 'residence', 'fuel-station', 'glp-resale-at-fuel-station'],
  parameters: ['specialised-sale-premises'],
  evaluate(ctx) {
    // A mobile sale without its premises reported is not a pass: the premises may be a residence or
    // non-specialised commerce, which art. 15 forbids — "não é possível avaliar", naming
    // establishment.premisesType (ctx.need below), as for a fixed outlet.
    // "É vedada a comercialização de GLP por intermédio de … postos de gasolina": the activity is the sale itself.
    if (ctx.input.activity === 'glp-resale-at-fuel-station')
      return {
        status: 'violated',
        message: ctx.t(
          'Revenda de GLP em posto de gasolina: vedada ("postos de gasolina" não são especializados em estocagem e revenda do produto).',
          'GLP resale at a fuel station: forbidden (fuel stations are not specialised in storing and reselling the product).',
        ),
      };
    if (ctx.input.activity === 'glp-resale' || ctx.input.activity === 'glp-mobile-sale') {
      const premises = ctx.need('establishment.premisesType');
      const allowed = ctx.param<string[]>('specialised-sale-premises');
      const name = ctx.t(PREMISES_PT[premises] ?? premises, premises);
      if (allowed.includes(premises))
        return {
          status: 'satisfied',
          message: ctx.t(
            `Venda em ${name}, especializado em estocagem e revenda de GLP.`,
            `Sale at ${name} premises, specialised in storing and reselling GLP.`,
          ),
        };
      const mobile = ctx.input.activity === 'glp-mobile-sale';
      if (premises === 'residence')
        return {
          status: 'violated',
          message: ctx.t(
            `${mobile ? 'Venda ambulante feita a partir de' : 'Venda de GLP em'} residência: vedada ("e bem ainda em residências").`,
            `${mobile ? 'Mobile sale run from' : 'GLP sold at'} a residence: forbidden ("e bem ainda em residências").`,
          ),
        };
      return {
        status: 'violated',
        message: ctx.t(
          `${mobile ? 'Venda ambulante feita a partir de' : 'Venda de GLP por intermédio de'} ${name}: estabelecimento não especializado em estocagem e revenda de GLP.`,
          `${mobile ? 'Mobile sale run from' : 'GLP sold through'} ${name} premises: not specialised in storing and reselling GLP.`,
        ),
      };
    }
    const sells = ctx.need('establishment.sellsGlp');
    const premises = ctx.input.establishment?.premisesType;
    const name = premises !== undefined ? (PREMISES_PT[premises] ?? premises) : (ACTIVITY_PT[ctx.input.activity] ?? ctx.input.activity);
    if (premises !== undefined) ctx.fact('establishment.premisesType', premises);
    if (!sells) return { status: 'satisfied', message: ctx.t(`${name}: não vende GLP.`, `${ctx.input.activity}: does not sell GLP.`) };
    return {
      status: 'violated',
      message: ctx.t(`Venda de GLP em ${name}: vedada.`, `GLP sale at ${premises ?? ctx.input.activity}: forbidden.`),
    };
  },
};

const art15Trailers: RuleDef<NovaOdessaInput> = {
  id: 'art15-parU',
  implements: ['art15-parU'],
  title: { pt: 'Entrega a domicílio sem reboque', en: 'Home delivery without trailers' },
  activities: SALE,
  evaluate: (ctx) =>
    vehicleDuty(
      ctx,
      'trailer',
      false,
      { pt: 'Nenhum veículo de entrega usa reboque', en: 'No delivery vehicle uses a trailer' },
      { pt: 'Entrega a domicílio com reboque (proibido)', en: 'Home delivery with a trailer (forbidden)' },
    ),
};

// =====================================================================================
// Art. 16 — licence, inspections renewed yearly, state/federal compliance, address.
// =====================================================================================

/** Who needs the art. 16 licence (interpretation art16-licence-scope). */
const licenceScope = guard<NovaOdessaInput>([INSTALLATION_PARAMETERS, 'art16-licence-scope'], (ctx): Outcome | null => {
  const act = ctx.input.activity;
  if (act === 'glp-resale' || act === 'glp-mobile-sale') return null;
  const scope = ctx.interpretation<string>('art16-licence-scope');
  if (scope === 'commerce-only')
    return na(
      ctx,
      'Na leitura adotada, o alvará do art. 16 é exigido só de quem vende GLP.',
      'In the reading adopted, the art. 16 licence is required only of those who sell GLP.',
    );
  const inst = installationOf(ctx);
  if (inst.regime === 'none') return { status: 'not-applicable', message: noContainer(ctx, inst) };
  if (inst.regime === 'sale-forbidden')
    return na(
      ctx,
      `A venda de GLP neste local é vedada (${cite(ctx, 'art15')}): não há alvará a conceder para ela.`,
      `Selling GLP at this place is forbidden (${cite(ctx, 'art15')}): there is no licence to grant for it.`,
    );
  if (scope === 'commerce-and-classed-storage' && inst.regime === 'art4')
    return na(
      ctx,
      `Armazenamento para consumo próprio do art. 4º (${inst.why}): sem alvará na leitura adotada.`,
      `Own-use storage of art. 4 (${inst.why}): no licence in the reading adopted.`,
    );
  return null;
});

const LICENCE_ACTIVITIES: readonly string[] = [...SALE, ...PREMISES.filter((a) => a !== 'glp-resale')];

const art16: RuleDef<NovaOdessaInput> = {
  id: 'art16',
  // § 1º: "renováveis anualmente" — cited when the yearly renewal (reading renewal-period-months) decides.
  implements: ['art16', 'art16-par1'],
  title: { pt: 'Alvará específico da Prefeitura, renovado anualmente', en: 'Specific municipal licence, renewed yearly' },
  activities: LICENCE_ACTIVITIES,
  parameters: reads(licenceScope, 'renewal-period-months'),
  evaluate(ctx) {
    const early = licenceScope(ctx);
    if (early) return early;
    if (isLicenceApplication(ctx))
      return na(
        ctx,
        'Pedido de alvará: o alvará é o objeto deste pedido (exigem-se as vistorias do § 1º e a prova do § 2º).',
        'Licence application: the licence is what is being requested (the § 1 inspections and § 2 proof are required).',
      );
    // renewal-period-months extends the yearly renewal of § 1º to the alvará.
    const { problem, cut, byPeriod } = annualCheck(
      ctx,
      'alvara',
      ctx.t('Alvará específico da Prefeitura', 'Specific municipal licence'),
      'm',
    );
    if (problem) return { status: 'violated', message: `${problem}.`, ...(byPeriod ? { cite: 'art16-par1' } : {}) };
    const ok = ctx.t('Alvará específico da Prefeitura válido.', 'Specific municipal licence valid.');
    return { status: 'satisfied', message: cut ? `${ok} ${cut}.` : ok };
  },
};

const art16Inspections: RuleDef<NovaOdessaInput> = {
  id: 'art16-par1',
  implements: ['art16-par1'],
  title: { pt: 'Vistorias do Corpo de Bombeiros e da Prefeitura, anuais', en: 'Fire brigade and municipal inspections, yearly' },
  activities: LICENCE_ACTIVITIES,
  parameters: reads(licenceScope, 'renewal-period-months'),
  evaluate(ctx) {
    const early = licenceScope(ctx);
    if (early) return early;
    requireDocuments(ctx, ['fireBrigadeInspection', 'municipalInspection']);
    const checks = [
      annualCheck(ctx, 'fireBrigadeInspection', ctx.t('Vistoria do Corpo de Bombeiros', 'Fire brigade inspection'), 'f'),
      annualCheck(ctx, 'municipalInspection', ctx.t('Vistoria do órgão competente da Prefeitura', 'Municipal inspection'), 'f'),
    ];
    const problems = checks.map((c) => c.problem).filter((p): p is string => p !== null);
    const cuts = checks.map((c) => c.cut).filter((c): c is string => c !== null);
    const cutText = cuts.length > 0 ? ` ${cuts.join('; ')}.` : '';
    if (problems.length > 0) return { status: 'violated', message: `${problems.join('; ')}.${cutText}` };
    return {
      status: 'satisfied',
      message: `${ctx.t(
        'Vistorias do Corpo de Bombeiros e da Prefeitura aprovadas e em dia (renováveis anualmente).',
        'Fire brigade and municipal inspections approved and current (renewed yearly).',
      )}${cutText}`,
    };
  },
};

const art16Compliance: RuleDef<NovaOdessaInput> = {
  id: 'art16-par2',
  implements: ['art16-par2'],
  title: { pt: 'Prova de cumprimento das legislações estadual e federal', en: 'Proof of compliance with state and federal law' },
  activities: LICENCE_ACTIVITIES,
  parameters: reads(licenceScope),
  evaluate(ctx) {
    const early = licenceScope(ctx);
    if (early) return early;
    const d = ctx.document('stateFederalCompliance');
    if (!d.held)
      return {
        status: 'violated',
        message: ctx.t(
          'Não comprovado o cumprimento das legislações estadual e federal.',
          'Compliance with state and federal law not proven.',
        ),
      };
    if (d.expired)
      return {
        status: 'violated',
        message: ctx.t(
          `Comprovação das legislações estadual e federal vencida em ${ctx.d(d.validUntil as string)}.`,
          `Proof of state and federal compliance expired on ${ctx.d(d.validUntil as string)}.`,
        ),
      };
    return {
      status: 'satisfied',
      message: ctx.t('Cumprimento das legislações estadual e federal comprovado.', 'Compliance with state and federal law proven.'),
    };
  },
};

const art16Address: RuleDef<NovaOdessaInput> = {
  id: 'art16-par3',
  implements: ['art16-par3'],
  title: { pt: 'Alvará vinculado ao endereço', en: 'Licence bound to the address' },
  activities: LICENCE_ACTIVITIES,
  parameters: reads(licenceScope),
  evaluate(ctx) {
    const early = licenceScope(ctx);
    if (early) return early;
    const type = ctx.input.application?.type;
    if (type !== undefined && type !== 'renewal' && isLicenceApplication(ctx))
      return na(
        ctx,
        'Pedido de novo alvará: a vistoria e o alvará serão deste endereço.',
        'Application for a new licence: the inspection and licence will be for this address.',
      );
    const same = ctx.need('establishment.licenceMatchesAddress');
    return same
      ? {
          status: 'satisfied',
          message: ctx.t('Alvará e vistorias emitidos para o endereço atual.', 'Licence and inspections issued for the current address.'),
        }
      : {
          status: 'violated',
          message: ctx.t(
            'O estabelecimento mudou de endereço: a cada mudança correspondem nova vistoria e novo alvará.',
            'The establishment moved: every change of address needs a new inspection and a new licence.',
          ),
        };
  },
};

export const art15To16Rules: RuleDef<NovaOdessaInput>[] = [art15, art15Trailers, art16, art16Inspections, art16Compliance, art16Address];
