/**
 * Nova Odessa — art. 12 (residential zones), art. 13 (registered resellers, labels, concession
 * contract, price table), art. 14 (identification, brand, mobile sale vehicles and crews).
 */
import { MissingFacts } from '../../../src/core/context.ts';
import type { RuleDef } from '../../../src/core/pack.ts';
import { reads } from '../../../src/core/rulekit.ts';
import { isLicenceApplication } from '../../../src/core/rulekit-establishment.ts';
import { vehicleName, vehiclesOf } from '../../../src/core/rulekit-vehicles.ts';
import { flagRule, type NovaOdessaInput } from '../facts.ts';
import { cite, forInstallation, INSTALLATION_PARAMETERS, SALE } from '../installation.ts';
import { na, vehicleDuty } from './common.ts';

const MOBILE: readonly string[] = ['glp-mobile-sale'];

// =====================================================================================
// Art. 12 — residential zones: class I only, with a specific licence.
// =====================================================================================

const art12: RuleDef<NovaOdessaInput> = {
  id: 'art12',
  implements: ['art12'],
  title: { pt: 'Zona Residencial: só classe I, com alvará específico', en: 'Residential zone: class I only, with a specific licence' },
  activities: ['glp-resale'],
  parameters: reads(INSTALLATION_PARAMETERS, ['residential-zone-classes']),
  evaluate(ctx) {
    const kind = ctx.need('zone.kind');
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

const art13: RuleDef<NovaOdessaInput> = {
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

const art13Contract: RuleDef<NovaOdessaInput> = {
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

const art14Vehicle: RuleDef<NovaOdessaInput> = {
  id: 'art14-par2-I',
  implements: ['art14-par2-I'],
  title: { pt: 'Veículo vistoriado e com extintor adicional', en: 'Vehicle inspected and with an extra extinguisher' },
  activities: MOBILE,
  evaluate(ctx) {
    const vs = vehiclesOf(ctx);
    if (!Array.isArray(vs)) return vs;
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
      if (p.length > 0) problems.push(`${vehicleName(v, i)}: ${p.join(', ')}`);
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

const art14Ownership: RuleDef<NovaOdessaInput> = {
  id: 'art14-par2-II',
  implements: ['art14-par2-II'],
  title: { pt: 'Veículo de propriedade ou domínio do revendedor', en: 'Vehicle owned or held by the reseller' },
  activities: MOBILE,
  interpretationNote: {
    pt: '"De propriedade ou domínio": veículo próprio ou sob domínio do revendedor (p. ex. arrendamento mercantil) → ownership "owned"; veículo de terceiro contratado não atende.',
    en: '"Owned or under the dominion": the reseller\'s own vehicle or one it holds (e.g. leasing) → ownership "owned"; a contracted third-party vehicle does not qualify.',
  },
  evaluate(ctx) {
    const vs = vehiclesOf(ctx);
    if (!Array.isArray(vs)) return vs;
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
          `Veículo(s) que não é(são) de propriedade ou domínio do revendedor: ${bad.map(({ v, i }) => `${vehicleName(v, i)} (${v.ownership === 'contracted' ? 'contratado' : 'outro'})`).join(', ')}.`,
          `Vehicle(s) not owned or held by the reseller: ${bad.map(({ v, i }) => `${vehicleName(v, i)} (${v.ownership})`).join(', ')}.`,
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

const art14Staff: RuleDef<NovaOdessaInput> = {
  id: 'art14-par2-II-staff',
  implements: ['art14-par2-II'],
  title: { pt: 'Condutor e ajudantes uniformizados e com crachá', en: 'Driver and helpers in uniform with badges' },
  activities: MOBILE,
  evaluate: (ctx) =>
    vehicleDuty(
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

const art14LicenceOnFront: RuleDef<NovaOdessaInput> = {
  id: 'art14-par3',
  implements: ['art14-par3'],
  title: { pt: 'Alvará afixado na parte dianteira do veículo', en: 'Licence fixed on the front of the vehicle' },
  activities: MOBILE,
  evaluate: (ctx) =>
    vehicleDuty(
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

const art14Drivers: RuleDef<NovaOdessaInput> = {
  id: 'art14-par4',
  implements: ['art14-par4'],
  title: {
    pt: 'Motoristas com curso de direção defensiva, inflamáveis e combate a incêndio',
    en: 'Drivers trained in defensive driving, flammables transport and firefighting',
  },
  activities: SALE,
  evaluate: (ctx) =>
    vehicleDuty(
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

export const art12To14Rules: RuleDef<NovaOdessaInput>[] = [
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
];
