/** Salvador — shared pieces of the rules: the activities the law governs and the art. 2 § 1º exemption. */
import type { RuleContext } from '../../../src/core/context.ts';
import { guard, notApplicable } from '../../../src/core/rulekit.ts';
import { exemptionStaysBehind, lawOf, operatingAtPublication } from '../../../src/core/rulekit-establishment.ts';
import type { IsoDate } from '../../../src/core/types.ts';
import type { SalvadorInput } from '../facts.ts';

/**
 * "empresas de engarrafamento, armazenamento, depósito e comercialização de GLP" (art. 1):
 * the establishments that need the TVL and the alvará (art. 2).
 */
export const ESTABLISHMENTS: readonly string[] = ['glp-resale', 'glp-bottling', 'glp-depot'];
/**
 * Where GLP is stored and sold as trade ("comercialização de GLP", art. 1): the establishments
 * above, and a fuel station or a shop of other goods that sells GLP — art. 11 forbids GLP there
 * and art. 15, I punishes the sale without alvará, but its containers are still "recipientes de
 * GLP" (art. 7) and its storage and sales areas still "áreas de armazenamento e comercialização
 * de GLP" (arts. 8, 9). A shop or station that keeps GLP only for its own consumption is no
 * company of the GLP trade (glpTradeGuard).
 */
export const GLP_TRADE: readonly string[] = [...ESTABLISHMENTS, 'glp-resale-at-fuel-station', 'other-commerce', 'fuel-station'];
/** Activities that may run delivery vehicles (arts. 3, 4, 8). */
export const WITH_VEHICLES: readonly string[] = [...ESTABLISHMENTS, 'glp-mobile-sale'];
/** "empresas revendedoras" (art. 3 § 1º). */
export const RESELLERS: readonly string[] = ['glp-resale', 'glp-depot', 'glp-mobile-sale'];

/** Last day (inclusive) of the art. 16 period: 180 days from publication, counted as the Código Civil counts. */
export function art16LastDay(ctx: RuleContext<SalvadorInput>): IsoDate {
  return ctx.periodLastDay(lawOf(ctx).inForceFrom, 'art16-period-days');
}

export const ART2_PAR1 = 'art2-par1';

/** The parameters existingLegal reads (rules that call it declare them). */
export const EXISTING_LEGAL_PARAMETERS: readonly string[] = ['par1-exemption-scope'];

/**
 * Art. 2 § 1º: "empresas já existentes quando da publicação desta Lei, instaladas legalmente".
 * Operating on the law's date and legally installed — at the place asked about, unless the
 * exemption is read as the company's wherever it settles (par1-exemption-scope).
 *
 * A TVL is not, by itself, a request for another place: art. 2 asks every establishment for the
 * TVL and the alvará, and `establishment.startDate` is the day it began operating *at this
 * address*. A TVL by an establishment with a start date at this address is for the place it is
 * installed at, so the reading installed-place does not take the exemption away; a new outlet or
 * a change of address (`new`, `relocation`) is another place. A TVL for an address where nothing
 * operates yet carries no start date, and operatingAtPublication already finds it new.
 */
export function existingLegal(ctx: RuleContext<SalvadorInput>): boolean {
  const sameAddressTvl = ctx.input.application?.type === 'tvl' && ctx.input.establishment?.startDate !== undefined;
  if (!sameAddressTvl && exemptionStaysBehind(ctx, 'par1-exemption-scope')) return false;
  if (!operatingAtPublication(ctx)) return false;
  return ctx.need('establishment.legallyInstalled');
}

export const art2Par1Exemption = guard<SalvadorInput>(EXISTING_LEGAL_PARAMETERS, (ctx) => {
  if (!existingLegal(ctx)) return null;
  const pub = ctx.d(lawOf(ctx).inForceFrom);
  // § 1º decides this outcome: the finding cites it first (Outcome.cite).
  return {
    ...notApplicable(
      ctx,
      `Estabelecimento em funcionamento na publicação da lei (${pub}) e instalado legalmente: isento do art. 2º, III pelo art. 2º, § 1º.`,
      `Establishment operating when the law was published (${pub}) and legally installed: exempt from art. 2, III under art. 2 § 1.`,
    ),
    cite: ART2_PAR1,
  };
});

/**
 * Arts. 7–9 for a fuel station or a shop of other goods: only when it sells GLP (a company of
 * "comercialização de GLP", art. 1); one that keeps GLP for its own consumption is outside them.
 */
export const glpTradeGuard = guard<SalvadorInput>([], (ctx) => {
  const activity = ctx.input.activity;
  if (activity !== 'other-commerce' && activity !== 'fuel-station') return null;
  if (ctx.need('establishment.sellsGlp')) return null;
  return notApplicable(
    ctx,
    'Não vende GLP: os recipientes que mantém para consumo próprio não são de empresa de comercialização de GLP (art. 1º).',
    'Does not sell GLP: the containers it keeps for its own consumption are not those of a GLP trading company (art. 1).',
  );
});
