/**
 * Nova Odessa — art. 14 (identification, brand, mobile sale vehicles and crews).
 */
import { MissingFacts } from '../../../src/core/context.ts';
import type { RuleDef } from '../../../src/core/pack.ts';
import { vehicleName, vehiclesOf } from '../../../src/core/rulekit-vehicles.ts';
import { flagRule, type NovaOdessaInput } from '../facts.ts';
import { FIXED_SALE, MOBILE_SALE as MOBILE, SALE } from '../installation.ts';
import { vehicleDuty } from './common.ts';

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
  // A fixed post's sign; a mobile post's is on each vehicle (art14-mobile; installation.ts FIXED_SALE).
  activities: FIXED_SALE,
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
  // A fixed post's sales; a mobile post's are those of each vehicle (art14-par1-mobile).
  activities: FIXED_SALE,
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
      if (p.length > 0) problems.push(`${vehicleName(v, i, ctx.lang)}: ${p.join(', ')}`);
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
          `Veículo(s) que não é(são) de propriedade ou domínio do revendedor: ${bad.map(({ v, i }) => `${vehicleName(v, i, ctx.lang)} (${v.ownership === 'contracted' ? 'contratado' : 'outro'})`).join(', ')}.`,
          `Vehicle(s) not owned or held by the reseller: ${bad.map(({ v, i }) => `${vehicleName(v, i, ctx.lang)} (${v.ownership})`).join(', ')}.`,
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

export const art14Rules: RuleDef<NovaOdessaInput>[] = [
  art14Identification,
  art14Brand,
  art14Vehicle,
  art14Ownership,
  art14Staff,
  art14LicenceOnFront,
  art14Drivers,
];
