/**
 * Nova Odessa — the duties arts. 13 § 5º and 14 (caput, § 1º) put on "os postos fixos e os
 * postos ambulantes", for a mobile post. A posto ambulante is a place of sale "instalado em
 * veículo" (art. 2 XVI), so each vehicle of a mobile-sale reseller (glp-mobile-sale) must
 * itself fix the price table (art. 13 § 5º), show the identification "de fácil visibilidade ao
 * consumidor" with the company's name, address, telephone and the distributors' logo (art. 14)
 * and sell only the brand of that logo (art. 14 § 1º). These rules are in the pack's
 * `field.vehicles.rules`: the desk evaluation of a mobile-sale document and the roadside check
 * of one of its vehicles run the same rules on the same facts. The fixed post answers the same
 * units with facts of the establishment (installation.ts FIXED_SALE).
 *
 * A vehicle that breaks one of them is "encontrado em desacordo com esta Lei" (art. 14 § 3º):
 * the infraction `art14-par3` of enforcement.ts, seizure and art. 18's fine (200 UFIR, doubled
 * on a repeat offence).
 */
import type { RuleContext } from '../../../src/core/context.ts';
import type { Outcome, RuleDef } from '../../../src/core/pack.ts';
import { perVehicleElements, type VehicleElement } from '../../../src/core/rulekit-vehicles.ts';
import type { NovaOdessaInput } from '../facts.ts';
import { MOBILE_SALE } from '../installation.ts';
import { vehicleDuty } from './common.ts';

type Ctx = RuleContext<NovaOdessaInput>;
type IdentificationFact =
  | 'identificationVisible'
  | 'identificationCompanyName'
  | 'identificationAddress'
  | 'identificationTelephone'
  | 'identificationDistributorLogo';

/** Art. 13 § 5º: "afixar tabela de preços dos produtos comercializados", on each mobile post. */
const art13Par5Mobile: RuleDef<NovaOdessaInput> = {
  id: 'art13-par5-mobile',
  implements: ['art13-par5'],
  title: { pt: 'Tabela de preços afixada no posto ambulante (veículo)', en: 'Price table fixed on the mobile post (vehicle)' },
  activities: MOBILE_SALE,
  evaluate: (ctx) =>
    vehicleDuty(
      ctx,
      'priceTableDisplayed',
      true,
      {
        pt: 'Tabela de preços dos produtos comercializados afixada no posto ambulante',
        en: 'Price table of the products sold fixed on the mobile post',
      },
      {
        pt: 'Posto ambulante sem tabela de preços dos produtos comercializados afixada no veículo',
        en: 'Mobile post without the price table of the products sold fixed on the vehicle',
      },
    ),
};

/**
 * Art. 14 caput, in its order: an identification "de fácil visibilidade ao consumidor",
 * containing "o nome da empresa, seu endereço, telefone e também a logomarca das empresas
 * distribuidoras que representam".
 */
const IDENTIFICATION: readonly (VehicleElement<NovaOdessaInput> & { field: IdentificationFact })[] = [
  {
    field: 'identificationVisible',
    pt: 'identificação de fácil visibilidade ao consumidor',
    en: 'identification easily visible to the consumer',
  },
  { field: 'identificationCompanyName', pt: 'nome da empresa', en: "company's name" },
  { field: 'identificationAddress', pt: 'endereço', en: 'address' },
  { field: 'identificationTelephone', pt: 'telefone', en: 'telephone' },
  { field: 'identificationDistributorLogo', pt: 'logomarca da distribuidora', en: "distributor's logo" },
];

/** Each vehicle must show all five (rulekit-vehicles perVehicleElements: named by plate, never a pass on one not reported). */
function identificationOutcome(ctx: Ctx): Outcome {
  return perVehicleElements(ctx, IDENTIFICATION, {
    ok: (n) =>
      ctx.t(
        `Identificação de fácil visibilidade ao consumidor com nome da empresa, endereço, telefone e logomarca da distribuidora no posto ambulante (${n} veículo(s)).`,
        `Identification easily visible to the consumer with the company's name, address, telephone and distributor's logo on the mobile post (${n} vehicle(s)).`,
      ),
    bad: (list) =>
      ctx.t(
        `Posto ambulante sem a identificação que a lei exige (nome da empresa, endereço, telefone e logomarca da distribuidora, de fácil visibilidade ao consumidor): ${list}.`,
        `Mobile post without the identification the law requires (company's name, address, telephone and distributor's logo, easily visible to the consumer): ${list}.`,
      ),
  });
}

const art14Mobile: RuleDef<NovaOdessaInput> = {
  id: 'art14-mobile',
  implements: ['art14'],
  title: {
    pt: 'Identificação visível no posto ambulante (veículo): nome, endereço, telefone e logomarca',
    en: 'Visible identification on the mobile post (vehicle): name, address, telephone and logo',
  },
  activities: MOBILE_SALE,
  evaluate: identificationOutcome,
};

/** Art. 14 § 1º: "É vedada aos postos fixos ou ambulantes a comercialização de GLP de marca diversa da indicada na logomarca de identificação." */
const art14Par1Mobile: RuleDef<NovaOdessaInput> = {
  id: 'art14-par1-mobile',
  implements: ['art14-par1'],
  title: {
    pt: 'Posto ambulante (veículo): só a marca da logomarca de identificação',
    en: 'Mobile post (vehicle): only the brand of the identification logo',
  },
  activities: MOBILE_SALE,
  evaluate: (ctx) =>
    vehicleDuty(
      ctx,
      'onlyLogoBrandCarried',
      true,
      {
        pt: 'Posto ambulante com GLP só da marca indicada na logomarca de identificação',
        en: 'Mobile post carrying GLP only of the brand shown on the identification logo',
      },
      {
        pt: 'Posto ambulante com GLP de marca diversa da indicada na logomarca de identificação',
        en: 'Mobile post carrying GLP of a brand other than the one on the identification logo',
      },
    ),
};

export const art13To14MobileRules: RuleDef<NovaOdessaInput>[] = [art13Par5Mobile, art14Mobile, art14Par1Mobile];
