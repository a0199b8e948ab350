/**
 * Rule builders for the shapes that recur across the laws: a measured value against a
 * threshold, a yes/no duty, a document to present, a distance to places of some categories.
 * Packs use them so that the same requirement reads and behaves the same in every law.
 */
import type { DocumentState, RuleContext } from './context.ts';
import type { Activity, EstablishmentInput, PlaceCategory } from './input/schema.ts';
import type { Outcome, RuleDef } from './pack.ts';
import { NEW_APPLICATION_TYPES } from './transitions.ts';
import type { Text } from './types.ts';

interface Base {
  id: string;
  implements: string[];
  title: Text;
  activities: readonly Activity[] | 'all';
  validFrom?: string;
  validTo?: string;
  exceptions?: string[];
  interpretationNote?: Text;
  /** Runs first: an outcome here (e.g. an exception applies) ends the rule. */
  unless?: (ctx: RuleContext) => Outcome | null;
  /** Extra parameters read by `unless`, for `glp explain`. */
  extraParameters?: string[];
}

function baseOf(o: Base, parameters: string[]): Omit<RuleDef, 'evaluate'> {
  const r: Omit<RuleDef, 'evaluate'> = {
    id: o.id,
    implements: o.implements,
    title: o.title,
    activities: o.activities,
    parameters: [...parameters, ...(o.extraParameters ?? [])],
  };
  if (o.validFrom !== undefined) r.validFrom = o.validFrom;
  if (o.validTo !== undefined) r.validTo = o.validTo;
  if (o.exceptions !== undefined) r.exceptions = o.exceptions;
  if (o.interpretationNote !== undefined) r.interpretationNote = o.interpretationNote;
  return r;
}

/** A measured value (area, frontage, count…) against a threshold parameter. */
export function thresholdRule(
  o: Base & {
    fact: string;
    get: (input: EstablishmentInput, ctx: RuleContext) => number | undefined;
    param: string;
    /** What is measured, e.g. { pt: 'Área do terreno', en: 'Lot area' }. */
    what: Text;
  },
): RuleDef {
  return {
    ...baseOf(o, [o.param]),
    evaluate(ctx) {
      const early = o.unless?.(ctx);
      if (early) return early;
      const v = ctx.need(o.fact, o.get(ctx.input, ctx));
      const c = ctx.compare(o.fact, v, o.param);
      return {
        status: c.holds ? 'satisfied' : 'violated',
        message: `${ctx.t(o.what.pt, o.what.en)}: ${c.text}.`,
        comparisons: [c],
      };
    },
  };
}

/** A yes/no duty: the fact must have the expected value. */
export function flagRule(
  o: Base & {
    fact: string;
    get: (input: EstablishmentInput) => boolean | undefined;
    expected: boolean;
    ok: Text;
    bad: Text;
  },
): RuleDef {
  return {
    ...baseOf(o, []),
    evaluate(ctx) {
      const early = o.unless?.(ctx);
      if (early) return early;
      const v = ctx.need(o.fact, o.get(ctx.input));
      const good = v === o.expected;
      return { status: good ? 'satisfied' : 'violated', message: good ? ctx.t(o.ok.pt, o.ok.en) : ctx.t(o.bad.pt, o.bad.en) };
    },
  };
}

type DocName = Parameters<RuleContext['document']>[0];

/** A document the applicant must hold (valid on the evaluation date when it has a validity). */
export function documentRule(
  o: Base & {
    doc: DocName;
    /** The document as named by the law, e.g. { pt: 'Alvará do Corpo de Bombeiros', … }. */
    what: Text;
    /** Extra check on the document (amount, coverage…); return a violation message or null. */
    check?: (d: DocumentState, ctx: RuleContext) => Outcome | null;
  },
): RuleDef {
  return {
    ...baseOf(o, []),
    evaluate(ctx) {
      const early = o.unless?.(ctx);
      if (early) return early;
      const d = ctx.document(o.doc);
      const name = ctx.t(o.what.pt, o.what.en);
      if (!d.held) return { status: 'violated', message: ctx.t(`${name}: não apresentado.`, `${name}: not presented.`) };
      if (d.expired)
        return {
          status: 'violated',
          message: ctx.t(`${name}: vencido em ${ctx.d(d.validUntil as string)}.`, `${name}: expired on ${ctx.d(d.validUntil as string)}.`),
        };
      const extra = o.check?.(d, ctx);
      if (extra) return extra;
      const until = d.validUntil ? ctx.t(` (válido até ${ctx.d(d.validUntil)})`, ` (valid until ${ctx.d(d.validUntil)})`) : '';
      return { status: 'satisfied', message: ctx.t(`${name}: apresentado${until}.`, `${name}: presented${until}.`) };
    },
  };
}

/**
 * A minimum distance to places of some categories, measured the law's way. The nearest
 * place decides; the finding names it, its source and the distance.
 */
export function distanceRule(
  o: Base & {
    categories: readonly PlaceCategory[];
    param: string;
    measure: 'edge' | 'frontage' | 'point';
    /** Parameter listing the outlet statuses that count (for glp-outlet). */
    statusesParam?: string;
    /** The places as the law names them, e.g. { pt: 'outro posto revendedor de GLP', … }. */
    what: Text;
  },
): RuleDef {
  const params = o.statusesParam ? [o.param, o.statusesParam] : [o.param];
  return {
    ...baseOf(o, params),
    evaluate(ctx) {
      const early = o.unless?.(ctx);
      if (early) return early;
      const limit = ctx.param<number>(o.param);
      const statuses = o.statusesParam ? ctx.param<string[]>(o.statusesParam) : undefined;
      // Survey must reach the threshold: beyond it nothing can decide the rule.
      const places = ctx.nearby(o.categories, { radiusM: limit, measure: o.measure, ...(statuses ? { statuses } : {}) });
      const what = ctx.t(o.what.pt, o.what.en);
      const nearest = places[0];
      if (!nearest) {
        const radius = Math.min(...o.categories.map((c) => ctx.input.nearby?.surveyed?.[c] ?? 0));
        return {
          status: 'satisfied',
          message: ctx.t(
            `Nenhum(a) ${what} no raio levantado de ${ctx.q(radius, 'm')} (mínimo exigido: ${ctx.q(limit, 'm')}).`,
            `No ${what} within the surveyed radius of ${ctx.q(radius, 'm')} (minimum required: ${ctx.q(limit, 'm')}).`,
          ),
        };
      }
      const c = ctx.compare(`distance to ${nearest.place.name ?? nearest.place.category}`, nearest.distanceM, o.param);
      const name = nearest.place.name ? ` (${nearest.place.name})` : '';
      return {
        status: c.holds ? 'satisfied' : 'violated',
        message: ctx.t(
          `${c.holds ? 'Mais próximo' : 'Perto demais'}: ${what}${name}; ${c.text}.`,
          `${c.holds ? 'Nearest' : 'Too close'}: ${what}${name}; ${c.text}.`,
        ),
        comparisons: [c],
        places: [ctx.placeRef(nearest)],
        notes: [nearest.method],
      };
    },
  };
}

/** "Not applicable" outcome with a reason. */
export function notApplicable(ctx: RuleContext, pt: string, en: string): Outcome {
  return { status: 'not-applicable', message: ctx.t(pt, en) };
}

/**
 * Whether the establishment existed (or had an approved construction licence) by a date:
 * the shape of every grandfathering clause. Missing facts → MissingFacts.
 */
export function existedBefore(ctx: RuleContext, date: string): boolean {
  const approved = ctx.input.establishment?.constructionLicenceApprovedOn;
  if (approved !== undefined && ctx.fact('establishment.constructionLicenceApprovedOn', approved) <= date) return true;
  return operatingBy(ctx, date);
}

/** Whether the establishment was operating by a date (a new application is not). Missing facts → MissingFacts. */
export function operatingBy(ctx: RuleContext, date: string): boolean {
  const start = ctx.input.establishment?.startDate;
  const type = ctx.input.application?.type;
  if (start === undefined && type !== undefined && NEW_APPLICATION_TYPES.has(type)) {
    // A request to build or open a new outlet is, by its nature, not an existing establishment.
    ctx.fact('application.type', type);
    return false;
  }
  return ctx.need('establishment.startDate', start) <= date;
}
