/**
 * Rule kit: the establishment in time — whether it existed, operated or held an approved
 * construction licence by a date (the shape of every grandfathering and transition clause),
 * and which applications ask for something new. One behaviour for every pack.
 */
import type { RuleContext } from './context.ts';
import type { EstablishmentInput } from './input/schema.ts';
import type { Outcome, RuleDef } from './pack.ts';
import { notApplicable } from './rulekit.ts';
import type { IsoDate, Law } from './types.ts';

/** Application types that ask to build or open something new: by nature not an existing establishment. */
export const NEW_APPLICATION_TYPES: ReadonlySet<string> = new Set(['new', 'construction', 'adaptation', 'relocation', 'tvl']);

/** Application types that ask for a place the establishment was not installed at: a TVL, a new one, a change of address. */
export const NEW_LOCATION_TYPES: ReadonlySet<string> = new Set(['tvl', 'new', 'relocation']);

/**
 * Whether a grandfathering exemption stays behind because the request is for another place: an
 * application of NEW_LOCATION_TYPES by an establishment that states its start date, under the
 * pack's reading `parameter` — 'installed-place' ties the exemption to the place, 'company'
 * carries it. Records the application type it turned on.
 */
export function exemptionStaysBehind(ctx: RuleContext, parameter: string): boolean {
  const type = ctx.input.application?.type;
  if (type === undefined || !NEW_LOCATION_TYPES.has(type) || ctx.input.establishment?.startDate === undefined) return false;
  if (ctx.interpretation<string>(parameter) !== 'installed-place') return false;
  ctx.fact('application.type', type);
  return true;
}

/** Application types that ask for the licence itself (so holding one cannot be required): the new ones, the alvará, a renewal. */
export const LICENCE_APPLICATION_TYPES: ReadonlySet<string> = new Set([...NEW_APPLICATION_TYPES, 'alvara', 'renewal']);

/** Application types of an establishment already installed (a renewal, an inspection). */
export const INSTALLED_APPLICATION_TYPES: ReadonlySet<string> = new Set(['renewal', 'inspection']);

/**
 * First come, first served (a pack's reading `parameter` with the value `earlier`): the date
 * before which another establishment counts against this one, or undefined when every one counts.
 * This establishment's construction approval, at any stage (once its plans were approved, one
 * approved after it is the newcomer the law binds); else, at a renewal or an inspection of an
 * establishment already installed, the day it started. Undefined under another reading, for an
 * application not approved yet, or when this establishment's date is not known. Places carry
 * their dates as `nearby.places[].since` (distanceRule's countsUntil leaves out the later ones,
 * naming them). Belém art. 2º, I, a; Salvador art. 2º, III; Vitória da Conquista art. 22.
 */
export function firstComeDate<I extends EstablishmentInput>(ctx: RuleContext<I>, parameter: string, earlier: string): IsoDate | undefined {
  if (ctx.interpretation<string>(parameter) !== earlier) return undefined;
  const approved = ctx.input.establishment?.constructionLicenceApprovedOn;
  if (approved !== undefined) {
    ctx.fact('establishment.constructionLicenceApprovedOn', approved);
    return approved;
  }
  const type = ctx.input.application?.type;
  if (type === undefined || !INSTALLED_APPLICATION_TYPES.has(type)) return undefined;
  const start = ctx.input.establishment?.startDate;
  if (start !== undefined) ctx.fact('establishment.startDate', start);
  return start;
}

/** The pack's own (first) law: its dates are the ones the rules use, never another city's. */
export function lawOf(ctx: { pack: { laws: readonly Law[] } }): Law {
  return ctx.pack.laws[0] as Law;
}

/**
 * Whether the establishment was operating when the law was published (for transition
 * clauses, which see the raw input). Undefined when the input does not say (the engine then
 * asks for establishment.startDate).
 */
export function existedAtPublication(input: EstablishmentInput, law: Law): boolean | undefined {
  const start = input.establishment?.startDate;
  if (start !== undefined) return start <= law.inForceFrom;
  const t = input.application?.type;
  if (t !== undefined && NEW_APPLICATION_TYPES.has(t)) return false;
  return undefined;
}

/**
 * Whether the establishment was installed at its place — operating, or with its construction
 * approved — on the day the law came into force (inclusive), for the waivers of an earlier stage
 * of the procedure (StageWaiver.covers; Belém art. 5: "Postos já existentes, nem aqueles com
 * licença para construção aprovada até a data de vigência desta Lei"). A request to build, adapt
 * or open something new, or to move, is not. Undefined when the input does not tell.
 */
export function installedAtEntryIntoForce(input: EstablishmentInput, law: Law): boolean | undefined {
  const t = input.application?.type;
  if (t !== undefined && NEW_APPLICATION_TYPES.has(t)) return false;
  const start = input.establishment?.startDate;
  const approved = input.establishment?.constructionLicenceApprovedOn;
  if ((start !== undefined && start <= law.inForceFrom) || (approved !== undefined && approved <= law.inForceFrom)) return true;
  // Operating only since after the law, and no construction approved by then: not installed before it.
  return start !== undefined ? false : undefined;
}

/** Whether the establishment was operating by a date (a new application is not). Missing facts → MissingFacts. */
export function operatingBy(ctx: RuleContext, date: IsoDate): boolean {
  const start = ctx.input.establishment?.startDate;
  const type = ctx.input.application?.type;
  if (start === undefined && type !== undefined && NEW_APPLICATION_TYPES.has(type)) {
    // A request to build or open a new outlet is, by its nature, not an existing establishment.
    ctx.fact('application.type', type);
    return false;
  }
  return ctx.need('establishment.startDate') <= date;
}

/** Whether the establishment was operating when the pack's law came into force. */
export function operatingAtPublication(ctx: RuleContext): boolean {
  return operatingBy(ctx, lawOf(ctx).inForceFrom);
}

/**
 * Whether the establishment existed (or had an approved construction licence) by a date:
 * the shape of every grandfathering clause. Missing facts → MissingFacts.
 */
export function existedBefore(ctx: RuleContext, date: IsoDate): boolean {
  const approved = ctx.read('establishment.constructionLicenceApprovedOn');
  if (approved !== undefined && approved <= date) return true;
  return operatingBy(ctx, date);
}

/** The application asks for the licence itself (recorded as the fact it turned on). */
export function isLicenceApplication(ctx: RuleContext): boolean {
  const t = ctx.input.application?.type;
  if (t !== undefined && LICENCE_APPLICATION_TYPES.has(t)) {
    ctx.fact('application.type', t);
    return true;
  }
  return false;
}

/** How a law names its licence to operate, in both languages (e.g. "alvará específico", "licença municipal"). */
export interface LicenceName {
  pt: string;
  en: string;
  /** Grammatical gender of the Portuguese name ("a licença" vs "o alvará"). */
  feminine?: boolean;
}

/**
 * Operating without the municipal licence, where the law makes it a condition of operating
 * (Nova Odessa art. 16, Salvador art. 1 and art. 15 I, Belém art. 1, Vitória da Conquista
 * arts. 2, 19 and 26). An application that asks for the licence cannot be required to hold
 * it (not applicable); an establishment in operation — an inspection, or no application at
 * all — must hold it, in force on the evaluation date. The licence is `documents.alvara`:
 * absent → cannot evaluate, never "satisfied".
 */
export function operatingLicenceOutcome(ctx: RuleContext, name: LicenceName): Outcome {
  const [art, a] = name.feminine ? ['a', 'a'] : ['o', 'o'];
  if (isLicenceApplication(ctx))
    return {
      status: 'not-applicable',
      message: ctx.t(
        `Pedido de licença: ${art} ${name.pt} é o objeto deste pedido.`,
        `Licence application: the ${name.en} is what is being requested.`,
      ),
    };
  const d = ctx.document('alvara');
  if (!d.held)
    return {
      status: 'violated',
      message: ctx.t(`Em funcionamento sem ${name.pt}.`, `Operating without the ${name.en}.`),
    };
  if (d.expired)
    return {
      status: 'violated',
      message: ctx.t(
        `Em funcionamento com ${name.pt} vencid${a} em ${ctx.d(d.validUntil as string)}.`,
        `Operating with the ${name.en} expired on ${ctx.d(d.validUntil as string)}.`,
      ),
    };
  return {
    status: 'satisfied',
    message: ctx.t(
      `${name.pt.charAt(0).toUpperCase()}${name.pt.slice(1)} apresentad${a}${d.validUntil ? `, válid${a} até ${ctx.d(d.validUntil)}` : ''}.`,
      `${name.en.charAt(0).toUpperCase()}${name.en.slice(1)} presented${d.validUntil ? `, valid until ${ctx.d(d.validUntil)}` : ''}.`,
    ),
  };
}

/**
 * A rule of the establishment in operation, which an application for the licence to build
 * (application.type 'construction') is not held to: the establishment is not built yet. Not
 * applicable there, saying where it is checked (`why`, pt-BR first); evaluated as it is otherwise.
 * The stage after the construction asks for an evaluation made as a new establishment
 * (StageDef.evaluation), in which the rule applies (Belém art. 3; Vitória da Conquista art. 19 …).
 */
export function notForConstruction<I extends EstablishmentInput>(rule: RuleDef<I>, why: { pt: string; en: string }): RuleDef<I> {
  return {
    ...rule,
    evaluate(ctx) {
      if (ctx.input.application?.type !== 'construction') return rule.evaluate(ctx);
      ctx.fact('application.type', 'construction');
      return notApplicable(ctx, why.pt, why.en);
    },
  };
}
