/**
 * Nova Odessa — art. 11 (the land-use law), art. 12 (residential zones) and art. 13 caput (sale only by authorised
 * resellers established in the Municipality and registered). Art. 13 §§ 3º–5º are in
 * art13-par3-5.ts, art. 14 in art14.ts.
 */
import { MissingFacts } from '../../../src/core/context.ts';
import type { RuleDef } from '../../../src/core/pack.ts';
import { reads } from '../../../src/core/rulekit.ts';
import { isLicenceApplication } from '../../../src/core/rulekit-establishment.ts';
import type { NovaOdessaInput } from '../facts.ts';
import { forInstallation, INSTALLATION_PARAMETERS, SALE } from '../installation.ts';
import { parseNovaOdessaClass } from './art05-requested-class.ts';
import { annualCheck, na } from './common.ts';

// =====================================================================================
// Art. 11 — where the land-use law permits the depot.
// =====================================================================================

/**
 * "As instalações de armazenamento (depósito de gás) para comercialização do GLP [...] estão
 * permitidas pela Lei Municipal que dispõe sobre o uso, aproveitamento e ocupação do solo": the
 * land-use law decides where a depot may stand (art. 12 then adds its own conditions in the
 * residential zones). That law is not loaded (an external norm, design notes): its answer for the
 * lot is evidence the zoning department gives, zone.zoningAllowsActivity. Without it the rule
 * cannot be evaluated — a licence is never proposed without the land-use answer.
 */
const art11: RuleDef<NovaOdessaInput> = {
  id: 'art11',
  implements: ['art11'],
  title: {
    pt: 'Depósito permitido pela lei de uso e ocupação do solo',
    en: 'Depot allowed by the land-use law',
  },
  activities: ['glp-resale'],
  interpretationNote: {
    pt: 'A lei municipal de uso, aproveitamento e ocupação do solo é norma externa, não carregada: o fato é zone.zoningAllowsActivity, a resposta do órgão de uso do solo para o lote.',
    en: 'The municipal land-use law is an external norm, not loaded: the fact is zone.zoningAllowsActivity, the land-use department’s answer for the lot.',
  },
  evaluate(ctx) {
    const allows = ctx.need('zone.zoningAllowsActivity');
    const zone = ctx.input.zone?.name ? ` (${ctx.input.zone.name})` : '';
    if (!allows)
      return {
        status: 'violated',
        message: ctx.t(
          `A lei de uso e ocupação do solo não permite depósito de GLP para comercialização neste lote${zone}.`,
          `The land-use law does not allow a GLP depot for sale on this lot${zone}.`,
        ),
      };
    return {
      status: 'satisfied',
      message: ctx.t(
        `A lei de uso e ocupação do solo permite depósito de GLP para comercialização neste lote${zone}.`,
        `The land-use law allows a GLP depot for sale on this lot${zone}.`,
      ),
    };
  },
};

// =====================================================================================
// Art. 12 — residential zones: class I only, with a specific licence.
// =====================================================================================

const art12: RuleDef<NovaOdessaInput> = {
  id: 'art12',
  implements: ['art12'],
  title: { pt: 'Zona Residencial: só classe I, com alvará específico', en: 'Residential zone: class I only, with a specific licence' },
  activities: ['glp-resale'],
  parameters: reads(INSTALLATION_PARAMETERS, ['residential-zone-classes', 'renewal-period-months']),
  evaluate(ctx) {
    const kind = ctx.need('zone.kind');
    if (kind !== 'residential') return na(ctx, 'O lote não está em Zona Residencial.', 'The lot is not in a residential zone.');
    return forInstallation(ctx, (inst) => {
      const allowed = ctx.param<string[]>('residential-zone-classes');
      if (inst.cls === null || !allowed.includes(inst.cls))
        return {
          status: 'violated',
          message: ctx.t(
            `Zona Residencial admite só instalação classe ${allowed.join(', ')}; a instalação é ${inst.short}: ${inst.basis}.`,
            `A residential zone allows only a class ${allowed.join(', ')} installation; this one is ${inst.short}: ${inst.basis}.`,
          ),
        };
      // "se limitado ao tipo de instalação de armazenamento classe I": the installation asked for is
      // the limit, so a higher class asked (art5-requested-class-reading admits one) is outside it too.
      const raw = ctx.input.application?.requestedClass;
      const asked = raw === undefined ? null : parseNovaOdessaClass(raw);
      if (raw !== undefined && asked !== null && !allowed.includes(asked)) {
        ctx.fact('application.requestedClass', raw);
        return {
          status: 'violated',
          message: ctx.t(
            `Zona Residencial admite só instalação classe ${allowed.join(', ')}; o pedido é de instalação classe ${asked} (a quantidade é da ${inst.short}).`,
            `A residential zone allows only a class ${allowed.join(', ')} installation; the application asks for a class ${asked} installation (the quantity is ${inst.short}).`,
          ),
        };
      }
      if (isLicenceApplication(ctx))
        return {
          status: 'satisfied',
          message: ctx.t(
            `Zona Residencial, ${inst.short}: admissível mediante o alvará específico, objeto deste pedido.`,
            `Residential zone, ${inst.short}: allowable with the specific licence this application asks for.`,
          ),
        };
      // The "alvará específico concedido pela Prefeitura Municipal de Nova Odessa" of art. 12 is
      // worded as art. 16's ("mediante alvará específico concedido pela Prefeitura Municipal de Nova
      // Odessa"): the law grants one alvará, and art. 12 limits what it may grant in a residential zone
      // to class I. At licensing the alvará asked for is that one (above); at an inspection it is the
      // art. 16 alvará in force, renewed yearly as art. 16 § 1º says (annualCheck, as art. 16 reads it).
      if (ctx.input.documents?.specificResidentialLicence !== undefined)
        ctx.note(
          'documents.specificResidentialLicence (alvará à parte para Zona Residencial) não é mais lido: o alvará específico do art. 12 é o do art. 16 (documents.alvara).',
          'documents.specificResidentialLicence (a separate residential-zone licence) is no longer read: the specific licence of art. 12 is that of art. 16 (documents.alvara).',
        );
      const { problem, cut } = annualCheck(ctx, 'alvara', ctx.t('Alvará específico da Prefeitura', 'Specific municipal licence'), 'm');
      if (problem)
        return {
          status: 'violated',
          message: ctx.t(
            `Zona Residencial, ${inst.short}: só permitida mediante alvará específico da Prefeitura em vigor (o do art. 16) — ${problem}.`,
            `Residential zone, ${inst.short}: allowed only with the specific municipal licence in force (that of art. 16) — ${problem}.`,
          ),
        };
      const ok = ctx.t(
        `Zona Residencial, ${inst.short}, com o alvará específico da Prefeitura (art. 16) em vigor.`,
        `Residential zone, ${inst.short}, with the specific municipal licence (art. 16) in force.`,
      );
      return { status: 'satisfied', message: cut ? `${ok} ${cut}.` : ok };
    });
  },
};

// =====================================================================================
// Art. 13 — registered resellers established in the municipality.
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
    // Mobile sale: art. 14 § 2º is the unit that decides ("somente será autorizada aos
    // comerciantes-revendedores autorizados locais, estabelecidos neste Município e cadastrados"),
    // art. 13 beside it (alsoCites).
    const mobile = ctx.input.activity === 'glp-mobile-sale' ? { cite: 'art14-par2' } : {};
    if (problems.length > 0)
      return {
        status: 'violated',
        message: ctx.t(`Comerciante ${problems.join('; ')}.`, `Trader ${problems.join('; ')}.`),
        ...mobile,
      };
    return {
      ...mobile,
      status: 'satisfied',
      message: ctx.t(
        'Revendedor autorizado estabelecido no Município e cadastrado.',
        'Authorised reseller established in the Municipality and registered.',
      ),
    };
  },
};

export const art12To13Rules: RuleDef<NovaOdessaInput>[] = [art11, art12, art13];
