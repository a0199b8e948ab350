/**
 * Nova Odessa — commerce rules, in the order of the law: art. 12 (residential zones),
 * art. 13 (registered resellers, labels, concession contract, price table), art. 14
 * (identification, brand, mobile sale vehicles and crews), art. 15 (where sale is forbidden;
 * no trailers), art. 16 (licence, inspections renewed yearly, state/federal compliance,
 * licence bound to the address).
 */
import { MissingFacts, type RuleContext } from '../../../src/core/context.ts';
import type { Activity } from '../../../src/core/input/schema.ts';
import type { Outcome, RuleDef } from '../../../src/core/pack.ts';
import { flagRule } from '../../../src/core/rulekit.ts';
import { cite, FIXED, forInstallation, installationOf, SALE } from '../installation.ts';
import { annualProblem, documents, isLicenceApplication, perVehicle, vehicleLabel, vehiclesOf } from './common.ts';

const MOBILE: readonly Activity[] = ['glp-mobile-sale'];

function na(ctx: RuleContext, pt: string, en: string): Outcome {
  return { status: 'not-applicable', message: ctx.t(pt, en) };
}

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
// Art. 12 — residential zones: class I only, with a specific licence.
// =====================================================================================

const art12: RuleDef = {
  id: 'art12',
  implements: ['art12'],
  title: { pt: 'Zona Residencial: só classe I, com alvará específico', en: 'Residential zone: class I only, with a specific licence' },
  activities: ['glp-resale'],
  parameters: ['residential-zone-classes'],
  evaluate(ctx) {
    const kind = ctx.need('zone.kind', ctx.input.zone?.kind);
    if (kind !== 'residential') return na(ctx, 'O lote não está em Zona Residencial.', 'The lot is not in a residential zone.');
    return forInstallation(ctx, (inst) => {
      const allowed = ctx.param<string[]>('residential-zone-classes');
      if (inst.cls === null || !allowed.includes(inst.cls))
        return {
          status: 'violated',
          message: ctx.t(
            `Zona Residencial admite só instalação classe ${allowed.join(', ')}; a instalação é ${inst.short}: ${inst.totals.arithmetic}.`,
            `A residential zone allows only a class ${allowed.join(', ')} installation; this one is ${inst.short}: ${inst.totals.arithmetic}.`,
          ),
        };
      if (isLicenceApplication(ctx))
        return {
          status: 'satisfied',
          message: ctx.t(
            `Zona Residencial, ${inst.short}: admissível mediante o alvará específico, objeto deste pedido.`,
            `Residential zone, ${inst.short}: allowable with the specific licence this application asks for.`,
          ),
        };
      const d = ctx.document('specificResidentialLicence');
      if (!d.held || d.expired)
        return {
          status: 'violated',
          message: ctx.t(
            `Zona Residencial, ${inst.short}: falta alvará específico válido para Zona Residencial.`,
            `Residential zone, ${inst.short}: no valid specific licence for the residential zone.`,
          ),
        };
      return {
        status: 'satisfied',
        message: ctx.t(
          `Zona Residencial, ${inst.short}, com alvará específico.`,
          `Residential zone, ${inst.short}, with a specific licence.`,
        ),
      };
    });
  },
};

// =====================================================================================
// Art. 13 — registered resellers established in the municipality; labels; contract; prices.
// =====================================================================================

const art13: RuleDef = {
  id: 'art13',
  implements: ['art13', 'art14-par2'],
  title: {
    pt: 'Venda só por revendedor autorizado, estabelecido e cadastrado',
    en: 'Sale only by an authorised reseller, established and registered',
  },
  activities: SALE,
  evaluate(ctx) {
    const missing: string[] = [];
    if (ctx.input.documents?.resellerRegistration === undefined) missing.push('documents.resellerRegistration');
    const local = ctx.input.establishment?.localReseller;
    if (local === undefined) missing.push('establishment.localReseller');
    if (missing.length > 0) throw new MissingFacts(missing);
    ctx.fact('establishment.localReseller', local);
    const reg = ctx.document('resellerRegistration');
    const problems: string[] = [];
    if (!local)
      problems.push(
        ctx.t('não é revendedor autorizado estabelecido em Nova Odessa', 'not an authorised reseller established in Nova Odessa'),
      );
    if (!reg.held)
      problems.push(
        ctx.t(
          'sem cadastro como revendedor autorizado (municipal, estadual e federal)',
          'not registered as an authorised reseller (municipal, state and federal)',
        ),
      );
    else if (reg.expired)
      problems.push(
        ctx.t(`cadastro vencido em ${ctx.d(reg.validUntil as string)}`, `registration expired on ${ctx.d(reg.validUntil as string)}`),
      );
    const mobile =
      ctx.input.activity === 'glp-mobile-sale'
        ? ctx.t(` (venda ambulante: ${cite(ctx, 'art14-par2')})`, ` (mobile sale: ${cite(ctx, 'art14-par2')})`)
        : '';
    if (problems.length > 0)
      return {
        status: 'violated',
        message: ctx.t(`Comerciante ${problems.join('; ')}${mobile}.`, `Trader ${problems.join('; ')}${mobile}.`),
      };
    return {
      status: 'satisfied',
      message: ctx.t(
        `Revendedor autorizado estabelecido no Município e cadastrado${mobile}.`,
        `Authorised reseller established in the Municipality and registered${mobile}.`,
      ),
    };
  },
};

const art13Labels = flagRule({
  id: 'art13-par3',
  implements: ['art13-par3'],
  title: { pt: 'Etiqueta com distribuidora e revendedor em cada recipiente', en: 'Each container labelled with distributor and reseller' },
  activities: SALE,
  fact: 'safety.containersLabelled',
  get: (i) => i.safety?.containersLabelled,
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

const art13Contract: RuleDef = {
  id: 'art13-par4',
  implements: ['art13-par4'],
  title: { pt: 'Contrato de Concessão para Revenda de GLP registrado', en: 'Registered GLP resale concession contract' },
  activities: SALE,
  evaluate(ctx) {
    const d = ctx.document('concessionContract');
    if (!d.held)
      return {
        status: 'violated',
        message: ctx.t(
          '"Contrato de Concessão para Revenda de GLP" registrado no Município não apresentado.',
          '"GLP resale concession contract" registered in the Municipality not presented.',
        ),
      };
    if (d.expired)
      return {
        status: 'violated',
        message: ctx.t(
          `Contrato de Concessão vencido em ${ctx.d(d.validUntil as string)}.`,
          `Concession contract expired on ${ctx.d(d.validUntil as string)}.`,
        ),
      };
    return {
      status: 'satisfied',
      message: ctx.t(
        'Contrato de Concessão para Revenda de GLP registrado no Município apresentado.',
        'GLP resale concession contract registered in the Municipality presented.',
      ),
    };
  },
};

const art13Prices = flagRule({
  id: 'art13-par5',
  implements: ['art13-par5'],
  title: { pt: 'Tabela de preços afixada', en: 'Price table displayed' },
  activities: SALE,
  fact: 'safety.priceTableVisible',
  get: (i) => i.safety?.priceTableVisible,
  expected: true,
  ok: { pt: 'Tabela de preços afixada.', en: 'Price table displayed.' },
  bad: { pt: 'Tabela de preços não afixada.', en: 'Price table not displayed.' },
});

// =====================================================================================
// Art. 14 — identification, brand, mobile sale (§§ 2º–4º).
// =====================================================================================

const art14Identification = flagRule({
  id: 'art14',
  implements: ['art14'],
  title: {
    pt: 'Identificação visível: nome, endereço, telefone e logomarca',
    en: 'Visible identification: name, address, telephone and logo',
  },
  activities: SALE,
  fact: 'safety.identificationSign',
  get: (i) => i.safety?.identificationSign,
  expected: true,
  ok: {
    pt: 'Identificação visível com nome, endereço, telefone e logomarca da distribuidora.',
    en: 'Visible identification with name, address, telephone and distributor logo.',
  },
  bad: {
    pt: 'Falta identificação visível com nome, endereço, telefone e logomarca da distribuidora.',
    en: 'Visible identification with name, address, telephone and distributor logo missing.',
  },
});

const art14Brand = flagRule({
  id: 'art14-par1',
  implements: ['art14-par1'],
  title: { pt: 'Só a marca da logomarca de identificação', en: 'Only the brand of the identification logo' },
  activities: SALE,
  fact: 'safety.brandsSoldMatchLogo',
  get: (i) => i.safety?.brandsSoldMatchLogo,
  expected: true,
  ok: {
    pt: 'Vende só GLP da marca indicada na logomarca de identificação.',
    en: 'Sells only GLP of the brand shown on the identification logo.',
  },
  bad: {
    pt: 'Vende GLP de marca diversa da indicada na logomarca de identificação.',
    en: 'Sells GLP of a brand other than the one on the identification logo.',
  },
});

const art14Vehicle: RuleDef = {
  id: 'art14-par2-I',
  implements: ['art14-par2-I'],
  title: { pt: 'Veículo vistoriado e com extintor adicional', en: 'Vehicle inspected and with an extra extinguisher' },
  activities: MOBILE,
  evaluate(ctx) {
    const vs = vehiclesOf(ctx) ?? [];
    const missing = vs.flatMap((v, i) => [
      ...(v.inspected === undefined ? [`vehicles[${i}].inspected`] : []),
      ...(v.extraExtinguisher === undefined ? [`vehicles[${i}].extraExtinguisher`] : []),
    ]);
    if (missing.length > 0) throw new MissingFacts(missing);
    const problems: string[] = [];
    vs.forEach((v, i) => {
      ctx.fact(`vehicles[${i}].inspected`, v.inspected);
      ctx.fact(`vehicles[${i}].extraExtinguisher`, v.extraExtinguisher);
      const p: string[] = [];
      if (!v.inspected) p.push(ctx.t('sem vistoria do Serviço de Obras e Urbanismo', 'not inspected by the Works and Urbanism Service'));
      if (!v.extraExtinguisher) p.push(ctx.t('sem extintor adicional', 'no extra extinguisher'));
      if (p.length > 0) problems.push(`${vehicleLabel(v, i)}: ${p.join(', ')}`);
    });
    if (problems.length > 0)
      return { status: 'violated', message: ctx.t(`Veículo(s) ${problems.join('; ')}.`, `Vehicle(s) ${problems.join('; ')}.`) };
    return {
      status: 'satisfied',
      message: ctx.t(
        `${vs.length} veículo(s) vistoriado(s) pelo Serviço de Obras e Urbanismo e com extintor adicional.`,
        `${vs.length} vehicle(s) inspected by the Works and Urbanism Service and with an extra extinguisher.`,
      ),
    };
  },
};

const art14Ownership: RuleDef = {
  id: 'art14-par2-II',
  implements: ['art14-par2-II'],
  title: { pt: 'Veículo de propriedade ou domínio do revendedor', en: 'Vehicle owned or held by the reseller' },
  activities: MOBILE,
  interpretationNote: {
    pt: '"De propriedade ou domínio": veículo próprio ou sob domínio do revendedor (p. ex. arrendamento mercantil) → ownership "owned"; veículo de terceiro contratado não atende.',
    en: '"Owned or under the dominion": the reseller\'s own vehicle or one it holds (e.g. leasing) → ownership "owned"; a contracted third-party vehicle does not qualify.',
  },
  evaluate(ctx) {
    const vs = vehiclesOf(ctx) ?? [];
    const missing = vs.flatMap((v, i) => (v.ownership === undefined ? [`vehicles[${i}].ownership`] : []));
    if (missing.length > 0) throw new MissingFacts(missing);
    vs.forEach((v, i) => {
      ctx.fact(`vehicles[${i}].ownership`, v.ownership);
    });
    const bad = vs.map((v, i) => ({ v, i })).filter(({ v }) => v.ownership !== 'owned');
    if (bad.length > 0)
      return {
        status: 'violated',
        message: ctx.t(
          `Veículo(s) que não é(são) de propriedade ou domínio do revendedor: ${bad.map(({ v, i }) => `${vehicleLabel(v, i)} (${v.ownership === 'contracted' ? 'contratado' : 'outro'})`).join(', ')}.`,
          `Vehicle(s) not owned or held by the reseller: ${bad.map(({ v, i }) => `${vehicleLabel(v, i)} (${v.ownership})`).join(', ')}.`,
        ),
      };
    return {
      status: 'satisfied',
      message: ctx.t(
        `${vs.length} veículo(s) de propriedade ou domínio do revendedor.`,
        `${vs.length} vehicle(s) owned or held by the reseller.`,
      ),
    };
  },
};

const art14Staff: RuleDef = {
  id: 'art14-par2-II-staff',
  implements: ['art14-par2-II'],
  title: { pt: 'Condutor e ajudantes uniformizados e com crachá', en: 'Driver and helpers in uniform with badges' },
  activities: MOBILE,
  evaluate: (ctx) =>
    perVehicle(
      ctx,
      'staffUniformedWithBadges',
      true,
      {
        pt: 'Condutor e ajudantes vinculados à empresa, uniformizados e com crachá personalizado',
        en: 'Driver and helpers employed by the company, in uniform with personal badges',
      },
      {
        pt: 'Equipe sem uniforme ou sem crachá personalizado no(s) veículo(s)',
        en: 'Crew without uniform or personal badge in vehicle(s)',
      },
    ),
};

const art14LicenceOnFront: RuleDef = {
  id: 'art14-par3',
  implements: ['art14-par3'],
  title: { pt: 'Alvará afixado na parte dianteira do veículo', en: 'Licence fixed on the front of the vehicle' },
  activities: MOBILE,
  evaluate: (ctx) =>
    perVehicle(
      ctx,
      'licenceOnFront',
      true,
      { pt: 'Alvará afixado na parte dianteira do veículo', en: 'Licence fixed on the front of the vehicle' },
      {
        pt: 'Alvará não afixado na parte dianteira do(s) veículo(s) (sujeito a apreensão e multa)',
        en: 'Licence not fixed on the front of the vehicle(s) (liable to seizure and fine)',
      },
    ),
};

const art14Drivers: RuleDef = {
  id: 'art14-par4',
  implements: ['art14-par4'],
  title: {
    pt: 'Motoristas com curso de direção defensiva, inflamáveis e combate a incêndio',
    en: 'Drivers trained in defensive driving, flammables transport and firefighting',
  },
  activities: SALE,
  evaluate: (ctx) =>
    perVehicle(
      ctx,
      'driversTrained',
      true,
      {
        pt: 'Motoristas com curso de Direção Defensiva, Transporte de Produtos Inflamáveis e Combate a Incêndios',
        en: 'Drivers with the Defensive Driving, Flammables Transport and Firefighting course',
      },
      {
        pt: 'Motorista(s) sem o curso de Direção Defensiva, Transporte de Produtos Inflamáveis e Combate a Incêndios',
        en: 'Driver(s) without the Defensive Driving, Flammables Transport and Firefighting course',
      },
    ),
};

// =====================================================================================
// Art. 15 — no sale in non-specialised premises or residences; no trailers.
// =====================================================================================

const art15: RuleDef = {
  id: 'art15',
  implements: ['art15'],
  title: {
    pt: 'Venda vedada em supermercados, bares, restaurantes, postos, quitandas, padarias, residências',
    en: 'Sale forbidden in supermarkets, bars, restaurants, fuel stations, groceries, bakeries, residences',
  },
  activities: ['glp-resale', 'other-commerce', 'residence', 'fuel-station'],
  parameters: ['specialised-sale-premises'],
  evaluate(ctx) {
    if (ctx.input.activity === 'glp-resale') {
      const premises = ctx.need('establishment.premisesType', ctx.input.establishment?.premisesType);
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
      return {
        status: 'violated',
        message: ctx.t(
          `Venda de GLP por intermédio de ${name}: estabelecimento não especializado em estocagem e revenda de GLP.`,
          `GLP sold through ${name} premises: not specialised in storing and reselling GLP.`,
        ),
      };
    }
    const sells = ctx.need('establishment.sellsGlp', ctx.input.establishment?.sellsGlp);
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

const art15Trailers: RuleDef = {
  id: 'art15-parU',
  implements: ['art15-parU'],
  title: { pt: 'Entrega a domicílio sem reboque', en: 'Home delivery without trailers' },
  activities: SALE,
  evaluate: (ctx) =>
    perVehicle(
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
function licenceScope(ctx: RuleContext): Outcome | null {
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
  if (inst.regime === 'none') return na(ctx, 'Nenhum recipiente armazenado.', 'No container stored.');
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
}

const LICENCE_ACTIVITIES: readonly Activity[] = [...SALE, ...FIXED.filter((a) => a !== 'glp-resale')];

const art16: RuleDef = {
  id: 'art16',
  implements: ['art16'],
  title: { pt: 'Alvará específico da Prefeitura, renovado anualmente', en: 'Specific municipal licence, renewed yearly' },
  activities: LICENCE_ACTIVITIES,
  parameters: ['art16-licence-scope', 'renewal-period-months'],
  evaluate(ctx) {
    const early = licenceScope(ctx);
    if (early) return early;
    if (isLicenceApplication(ctx))
      return na(
        ctx,
        'Pedido de alvará: o alvará é o objeto deste pedido (exigem-se as vistorias do § 1º e a prova do § 2º).',
        'Licence application: the licence is what is being requested (the § 1 inspections and § 2 proof are required).',
      );
    const problem = annualProblem(ctx, 'alvara', ctx.t('Alvará específico da Prefeitura', 'Specific municipal licence'));
    if (problem) return { status: 'violated', message: `${problem}.` };
    return { status: 'satisfied', message: ctx.t('Alvará específico da Prefeitura válido.', 'Specific municipal licence valid.') };
  },
};

const art16Inspections: RuleDef = {
  id: 'art16-par1',
  implements: ['art16-par1'],
  title: { pt: 'Vistorias do Corpo de Bombeiros e da Prefeitura, anuais', en: 'Fire brigade and municipal inspections, yearly' },
  activities: LICENCE_ACTIVITIES,
  parameters: ['art16-licence-scope', 'renewal-period-months'],
  evaluate(ctx) {
    const early = licenceScope(ctx);
    if (early) return early;
    documents(ctx, ['fireBrigadeInspection', 'municipalInspection']);
    const problems = [
      annualProblem(ctx, 'fireBrigadeInspection', ctx.t('Vistoria do Corpo de Bombeiros', 'Fire brigade inspection')),
      annualProblem(ctx, 'municipalInspection', ctx.t('Vistoria do órgão competente da Prefeitura', 'Municipal inspection')),
    ].filter((p): p is string => p !== null);
    if (problems.length > 0) return { status: 'violated', message: `${problems.join('; ')}.` };
    return {
      status: 'satisfied',
      message: ctx.t(
        'Vistorias do Corpo de Bombeiros e da Prefeitura aprovadas e em dia (renováveis anualmente).',
        'Fire brigade and municipal inspections approved and current (renewed yearly).',
      ),
    };
  },
};

const art16Compliance: RuleDef = {
  id: 'art16-par2',
  implements: ['art16-par2'],
  title: { pt: 'Prova de cumprimento das legislações estadual e federal', en: 'Proof of compliance with state and federal law' },
  activities: LICENCE_ACTIVITIES,
  parameters: ['art16-licence-scope'],
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

const art16Address: RuleDef = {
  id: 'art16-par3',
  implements: ['art16-par3'],
  title: { pt: 'Alvará vinculado ao endereço', en: 'Licence bound to the address' },
  activities: LICENCE_ACTIVITIES,
  parameters: ['art16-licence-scope'],
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
    const same = ctx.need('establishment.licenceMatchesAddress', ctx.input.establishment?.licenceMatchesAddress);
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

export const commerceRules: RuleDef[] = [
  art12,
  art13,
  art13Labels,
  art13Contract,
  art13Prices,
  art14Identification,
  art14Brand,
  art14Vehicle,
  art14Ownership,
  art14Staff,
  art14LicenceOnFront,
  art14Drivers,
  art15,
  art15Trailers,
  art16,
  art16Inspections,
  art16Compliance,
  art16Address,
];
