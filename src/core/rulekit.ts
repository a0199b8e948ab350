/**
 * Rule builders for the shapes that recur across the laws: a measured value against a
 * threshold, a yes/no duty, a document to present, a distance to places of some categories.
 * Packs use them so that the same requirement reads and behaves the same in every law.
 *
 * Each builder names its fact once (a typed path: `fact: 'lot.areaM2'` both names and reads
 * it) and declares the parameters it reads, adding those of its `unless` guard and any extra
 * `parameters` the caller lists; a distance rule also declares what it measures (`siting`).
 * Shared helpers live beside this file: rulekit-establishment.ts, rulekit-vehicles.ts,
 * rulekit-outcomes.ts, rulekit-storage.ts.
 */
import { type DocumentState, MissingFacts, type NearbyQuery, type RuleContext } from './context.ts';
import { holds } from './compare.ts';
import { SHARED_CHOICE_LABELS } from './input/choice-labels.ts';
import { placeCategoryName } from './input/fact-names.ts';
import { measurePlace } from './places.ts';
import type { EstablishmentInput, Place } from './input/schema.ts';
import type { FactsOwner } from './input/vocabulary.ts';
import type { Outcome, RuleDate, RuleDef } from './pack.ts';
import { type FactPath, type PathTo, type PathValue, pathReader } from './paths.ts';
import { lotAreaNote } from './lot-area.ts';
import type { Measure, SitingFn, SitingQuery } from './siting.ts';
import type { Text } from './types.ts';

/** Something that reads parameters and says which: a guard, a memoised helper, a rule. */
export interface Reads {
  readonly parameters?: readonly string[] | undefined;
}

/** The union, in order, of parameter ids and the parameters of helpers. */
export function reads(...items: (string | Reads | readonly string[])[]): string[] {
  const out: string[] = [];
  for (const it of items) {
    const list = typeof it === 'string' ? [it] : Array.isArray(it) ? (it as readonly string[]) : ((it as Reads).parameters ?? []);
    for (const p of list) if (!out.includes(p)) out.push(p);
  }
  return out;
}

/** A check run before a rule: an outcome (e.g. an exception applies) ends the rule; null lets it run. */
export interface Guard<I extends EstablishmentInput = EstablishmentInput> extends Reads {
  (ctx: RuleContext<I>): Outcome | null;
}

/** A guard that reads parameters, declaring them. */
export function guard<I extends EstablishmentInput = EstablishmentInput>(
  parameters: readonly (string | Reads | readonly string[])[],
  fn: (ctx: RuleContext<I>) => Outcome | null,
): Guard<I> {
  return Object.assign(fn, { parameters: reads(...parameters) });
}

export interface Base<I extends EstablishmentInput = EstablishmentInput> {
  id: string;
  implements: string[];
  title: Text;
  activities: readonly string[] | 'all';
  validFrom?: RuleDate;
  validTo?: RuleDate;
  exceptions?: string[];
  interpretationNote?: Text;
  /** Runs first: an outcome here (e.g. an exception applies) ends the rule. */
  unless?: Guard<I>;
  /** Parameters read beyond the builder's own and the guard's (e.g. by a `check`). */
  parameters?: readonly (string | Reads | readonly string[])[];
}

function baseOf<I extends EstablishmentInput>(o: Base<I>, own: readonly string[]): Omit<RuleDef<I>, 'evaluate'> {
  const r: Omit<RuleDef<I>, 'evaluate'> = {
    id: o.id,
    implements: o.implements,
    title: o.title,
    activities: o.activities,
    parameters: reads(...own, ...(o.unless ? [o.unless] : []), ...(o.parameters ?? [])),
  };
  if (o.validFrom !== undefined) r.validFrom = o.validFrom;
  if (o.validTo !== undefined) r.validTo = o.validTo;
  if (o.exceptions !== undefined) r.exceptions = o.exceptions;
  if (o.interpretationNote !== undefined) r.interpretationNote = o.interpretationNote;
  return r;
}

/** A measured value (area, frontage, count…) against a threshold parameter. */
export function thresholdRule<I extends EstablishmentInput = EstablishmentInput>(
  o: Base<I> & {
    /** The fact, by path: it names the fact in the finding and reads it. */
    fact: PathTo<I, number>;
    param: string;
    /** What is measured, e.g. { pt: 'Área do terreno', en: 'Lot area' }. */
    what: Text;
  },
): RuleDef<I> {
  const read = pathReader(o.fact);
  return {
    ...baseOf(o, [o.param]),
    evaluate(ctx) {
      const early = o.unless?.(ctx);
      if (early) return early;
      const v = ctx.need(o.fact, read(ctx.input) as number | undefined);
      // A lot area the document's own polygon contradicts is said (src/core/lot-area.ts).
      if (o.fact === 'lot.areaM2') lotAreaNote(ctx, v);
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
export function flagRule<I extends EstablishmentInput = EstablishmentInput>(
  o: Base<I> & {
    fact: PathTo<I, boolean>;
    expected: boolean;
    ok: Text;
    bad: Text;
  },
): RuleDef<I> {
  const read = pathReader(o.fact);
  return {
    ...baseOf(o, []),
    evaluate(ctx) {
      const early = o.unless?.(ctx);
      if (early) return early;
      const v = ctx.need(o.fact, read(ctx.input) as boolean | undefined);
      const good = v === o.expected;
      return { status: good ? 'satisfied' : 'violated', message: good ? ctx.t(o.ok.pt, o.ok.en) : ctx.t(o.bad.pt, o.bad.en) };
    },
  };
}

/**
 * A document that lapses, held with no validity date: whether it is in force on the evaluation
 * date is a missing fact (Salvador art. 2 I–II, Belém art. 3 V "atualizado seguro").
 */
function documentValidityMissing(ctx: { t(pt: string, en: string): string }, path: string, name: string): Outcome {
  return {
    status: 'cannot-evaluate',
    message: ctx.t(
      `Não é possível avaliar: ${name} apresentado sem data de validade — tem prazo, e não se sabe se está em vigor nesta data. Informe ${path}.validUntil.`,
      `Cannot evaluate: ${name} presented without a validity date — it lapses, and whether it is in force on this date is not known. Give ${path}.validUntil.`,
    ),
    missing: [`${path}.validUntil`],
  };
}

/**
 * ctx.need, but a missing fact cites `unit` — the item that asks for it when it is more specific
 * than the rule's own unit (Nova Odessa art. 5: a class II storage area is asked by art. 5º, II, b).
 */
export function needFor<I extends EstablishmentInput, P extends FactPath<I>>(
  ctx: RuleContext<I>,
  path: P,
  unit: string,
): NonNullable<PathValue<I, P>> {
  const v = ctx.read(path);
  if (v === undefined || v === null) throw new MissingFacts([path], undefined, unit);
  return v as NonNullable<PathValue<I, P>>;
}

/** A document the applicant must hold (valid on the evaluation date when it has a validity). */
export function documentRule<I extends EstablishmentInput = EstablishmentInput>(
  o: Base<I> & {
    doc: keyof NonNullable<I['documents']> & string;
    /** The document as named by the law, e.g. { pt: 'Alvará do Corpo de Bombeiros', … }. */
    what: Text;
    /** Extra check on the document (amount, coverage…); return an outcome, or null when it passes. */
    check?: (d: DocumentState, ctx: RuleContext<I>) => Outcome | null;
    /**
     * The document lapses (a fire brigade licence, an insurance policy, a calibration): held
     * without a validity date it is not known to be in force on the date — cannot evaluate,
     * never "satisfied" (documentValidityMissing).
     */
    expires?: boolean;
    /** The gender and number of the document's name in Portuguese, for the participles ("Licença ambiental: vencida"); default masculine singular. */
    agrees?: 'f' | 'mp' | 'fp';
  },
): RuleDef<I> {
  const end = { m: 'o', f: 'a', mp: 'os', fp: 'as' }[o.agrees ?? 'm'];
  return {
    ...baseOf(o, []),
    evaluate(ctx) {
      const early = o.unless?.(ctx);
      if (early) return early;
      const d = ctx.document(o.doc);
      const name = ctx.t(o.what.pt, o.what.en);
      if (!d.held) return { status: 'violated', message: ctx.t(`${name}: não apresentad${end}.`, `${name}: not presented.`) };
      if (d.expired)
        return {
          status: 'violated',
          message: ctx.t(
            `${name}: vencid${end} em ${ctx.d(d.validUntil as string)}.`,
            `${name}: expired on ${ctx.d(d.validUntil as string)}.`,
          ),
        };
      if (o.expires && d.validUntil === undefined) return documentValidityMissing(ctx, `documents.${o.doc}`, name);
      const extra = o.check?.(d, ctx);
      if (extra) return extra;
      const until = d.validUntil ? ctx.t(` (válid${end} até ${ctx.d(d.validUntil)})`, ` (valid until ${ctx.d(d.validUntil)})`) : '';
      return { status: 'satisfied', message: ctx.t(`${name}: apresentad${end}${until}.`, `${name}: presented${until}.`) };
    },
  };
}

/** How a distance rule's places are measured: fixed by the law, or an interpretation parameter. */
export type MeasureSpec = Measure | { parameter: string };

/**
 * The siting declaration of a distance to places of some categories, from a threshold
 * parameter: `distanceRule` uses it, and so can a hand-written rule.
 */
/**
 * Which place categories a distance rule counts: fixed by the law, or an interpretation
 * parameter (a list of category ids) where the law's words admit more than one reading
 * (Salvador art. 2 III, "entre os estabelecimentos").
 */
export type CategoriesSpec = readonly string[] | { parameter: string };

export function distanceSiting(o: { categories: CategoriesSpec; param: string; measure: MeasureSpec; statusesParam?: string }): {
  siting: SitingFn;
  parameters: string[];
} {
  const measureParam = typeof o.measure === 'string' ? undefined : o.measure.parameter;
  const categoriesParam = 'parameter' in o.categories ? o.categories.parameter : undefined;
  const threshold = { kind: 'parameter', parameter: o.param } as const;
  const siting: SitingFn = (env) => {
    const radiusM = env.param<number>(o.param);
    const statuses = o.statusesParam ? env.param<readonly string[]>(o.statusesParam) : undefined;
    const measure = measureParam ? env.param<Measure>(measureParam) : (o.measure as Measure);
    const categories = categoriesParam ? env.param<readonly string[]>(categoriesParam) : (o.categories as readonly string[]);
    const q: SitingQuery = { categories, measure, radiusM, op: env.relation(o.param), threshold, classDependent: false };
    if (statuses) q.statuses = statuses;
    return [q];
  };
  return {
    siting,
    parameters: reads(
      o.param,
      ...(o.statusesParam ? [o.statusesParam] : []),
      ...(measureParam ? [measureParam] : []),
      ...(categoriesParam ? [categoriesParam] : []),
    ),
  };
}

/**
 * The nearby query of a minimum distance: the survey must reach the limit for a pass, while a
 * known place nearer than the limit decides by itself (an unsurveyed category cannot undo it).
 */
export function shortfallQuery(q: Pick<SitingQuery, 'radiusM' | 'measure' | 'op' | 'statuses'>): NearbyQuery {
  const nq: NearbyQuery = { radiusM: q.radiusM, measure: q.measure, decides: (p) => !holds(p.distanceM, q.op, q.radiusM) };
  if (q.statuses) nq.statuses = q.statuses;
  return nq;
}

/**
 * The query a distance rule counts places with: shortfallQuery, leaving out the places dated after
 * `after` when first come applies (distanceRule's countsUntil). A rule that wraps distanceRule and
 * looks at the places again asks with this, so both count the same places.
 */
export function countedQuery(q: Pick<SitingQuery, 'radiusM' | 'measure' | 'op' | 'statuses'>, after: string | undefined): NearbyQuery {
  const nq = shortfallQuery(q);
  if (after !== undefined) nq.after = after;
  return nq;
}

/**
 * The known places `keep` selects that would have decided the rule had they counted — within its
 * limit, or not measurable — each named with `what` it is and its distance.
 */
function wouldDecide<I extends EstablishmentInput>(
  ctx: RuleContext<I>,
  q: SitingQuery,
  keep: (p: Place) => boolean,
  what: (p: Place) => string,
): string[] {
  const names: string[] = [];
  (ctx.input.nearby?.places ?? []).forEach((p, i) => {
    if (!keep(p)) return;
    const m = measurePlace(ctx.input, p, i, q.measure, ctx.lang, ctx.placeMeasures);
    if (!('missing' in m) && holds(m.distanceM, q.op, q.radiusM)) return;
    const category = placeCategoryName(ctx.pack as FactsOwner, p.category, ctx.lang) ?? p.category;
    names.push(`${p.name ?? category} (${what(p)}${'missing' in m ? '' : `, ${ctx.q(m.distanceM, 'm')}`})`);
  });
  return names;
}

/**
 * The places of the rule's categories that its counted statuses leave out (a closed outlet, a
 * pending one), named with their status: a pass then says they were not counted, so "não há
 * revenda no raio" is not read as "there is nothing there". Empty when none is left out.
 */
function leftOutByStatus<I extends EstablishmentInput>(ctx: RuleContext<I>, q: SitingQuery): string {
  const statuses = q.statuses;
  if (!statuses) return '';
  const labels = SHARED_CHOICE_LABELS['nearby.places[].status'] ?? {};
  const label = (s: string) => (labels[s] ? ctx.t(labels[s].pt, labels[s].en) : s);
  const names = wouldDecide(
    ctx,
    q,
    (p) => q.categories.includes(p.category) && p.status !== undefined && !statuses.includes(p.status),
    (p) => label(p.status as string),
  );
  if (names.length === 0) return '';
  const counted = statuses.map(label).join(', ');
  return ctx.t(
    ` Fora da contagem, pela situação (contam: ${counted}): ${names.join('; ')}.`,
    ` Left out of the count by status (counted: ${counted}): ${names.join('; ')}.`,
  );
}

/**
 * With the categories read from an interpretation: the places within the limit of a category
 * another reading would count (a GLP depot under Vitória da Conquista's depot-categories), named,
 * so a pass says what the reading left out. Empty when none is.
 */
export function leftOutByReading<I extends EstablishmentInput>(ctx: RuleContext<I>, q: SitingQuery, parameter: string): string {
  const def = ctx.pack.paramIndex.get(parameter);
  const others = new Set<string>();
  for (const a of def?.alternatives ?? []) for (const c of a.value as readonly string[]) if (!q.categories.includes(c)) others.add(c);
  if (others.size === 0) return '';
  const names = wouldDecide(
    ctx,
    q,
    (p) => others.has(p.category),
    (p) => placeCategoryName(ctx.pack as FactsOwner, p.category, ctx.lang) ?? p.category,
  );
  if (names.length === 0) return '';
  return ctx.t(
    ` Fora da contagem, pela leitura ${parameter}: ${names.join('; ')}.`,
    ` Left out of the count by the reading ${parameter}: ${names.join('; ')}.`,
  );
}

/**
 * First come, first served: the places within the limit that came after the establishment evaluated
 * (`since` after its own date), left out of the count and named with their dates, so a pass says
 * what was not counted. Empty when none is.
 */
function leftOutAsLater<I extends EstablishmentInput>(ctx: RuleContext<I>, q: SitingQuery, after: string | undefined): string {
  if (after === undefined) return '';
  const names = wouldDecide(
    ctx,
    q,
    (p) => q.categories.includes(p.category) && p.since !== undefined && p.since > after,
    (p) => ctx.t(`desde ${ctx.d(p.since as string)}`, `since ${ctx.d(p.since as string)}`),
  );
  if (names.length === 0) return '';
  return ctx.t(
    ` Fora da contagem, por serem posteriores a este estabelecimento (desde ${ctx.d(after)}): ${names.join('; ')}.`,
    ` Left out of the count, as later than this establishment (since ${ctx.d(after)}): ${names.join('; ')}.`,
  );
}

/**
 * A minimum distance to places of some categories, measured the law's way. The nearest
 * place decides; the finding names it, its source and the distance.
 */
export function distanceRule<I extends EstablishmentInput = EstablishmentInput>(
  o: Base<I> & {
    categories: CategoriesSpec;
    param: string;
    measure: MeasureSpec;
    /** Parameter listing the outlet statuses that count (for glp-outlet). */
    statusesParam?: string;
    /** The places as the law names them, e.g. { pt: 'outro posto revendedor de GLP', … }. */
    what: Text;
    /**
     * First come, first served: the date of the establishment evaluated when only the places that
     * came before it count (places whose `since` is later are left out, and named); undefined when
     * every place counts. Belém art. 2 I a at a renewal (reading art2-I-a-first-come).
     */
    countsUntil?: (ctx: RuleContext<I>) => string | undefined;
  },
): RuleDef<I> {
  const { siting, parameters } = distanceSiting(o);
  return {
    ...baseOf(o, parameters),
    siting,
    evaluate(ctx) {
      const early = o.unless?.(ctx);
      if (early) return early;
      const [q] = ctx.siting();
      if (!q) throw new Error(`${o.id}: no siting query`);
      const limit = q.radiusM;
      // Survey must reach the threshold: beyond it nothing can decide the rule.
      const until = o.countsUntil?.(ctx);
      const places = ctx.nearby(q.categories, countedQuery(q, until));
      const what = ctx.t(o.what.pt, o.what.en);
      const leftOut = () =>
        leftOutByStatus(ctx, q) +
        ('parameter' in o.categories ? leftOutByReading(ctx, q, o.categories.parameter) : '') +
        leftOutAsLater(ctx, q, until);
      const nearest = places[0];
      if (!nearest) {
        // "Não há …": the places the law names are masculine and feminine (posto, escola), so no
        // "Nenhum(a)" to agree with either.
        const surveyed = ctx.input.nearby?.surveyed as Record<string, number | undefined> | undefined;
        const radius = Math.min(...q.categories.map((c) => surveyed?.[c] ?? 0));
        // With the categories read from an interpretation, say which were counted: the message
        // claims nothing about the categories the reading leaves out.
        const counted =
          'parameter' in o.categories
            ? ` [${q.categories.map((c) => placeCategoryName(ctx.pack as FactsOwner, c, ctx.lang) ?? c).join(', ')}]`
            : '';
        return {
          status: 'satisfied',
          message:
            ctx.t(
              `Não há ${what}${counted} no raio levantado de ${ctx.q(radius, 'm')} (mínimo exigido: ${ctx.q(limit, 'm')}).`,
              `No ${what}${counted} within the surveyed radius of ${ctx.q(radius, 'm')} (minimum required: ${ctx.q(limit, 'm')}).`,
            ) + leftOut(),
        };
      }
      // The relation and the limit are the siting declaration's (a derived pack may replace it).
      const c = ctx.compareWith(`distance to ${nearest.place.name ?? nearest.place.category}`, nearest.distanceM, q.op, limit, 'm');
      const name = nearest.place.name ? ` (${nearest.place.name})` : '';
      return {
        status: c.holds ? 'satisfied' : 'violated',
        message:
          ctx.t(
            `${c.holds ? 'Mais próximo' : 'Perto demais'}: ${what}${name}; ${c.text}.`,
            `${c.holds ? 'Nearest' : 'Too close'}: ${what}${name}; ${c.text}.`,
          ) + (c.holds ? leftOut() : ''),
        comparisons: [c],
        places: [ctx.placeRef(nearest)],
        notes: [nearest.method],
      };
    },
  };
}

/** "Not applicable" outcome with a reason. */
export function notApplicable(ctx: { t(pt: string, en: string): string }, pt: string, en: string): Outcome {
  return { status: 'not-applicable', message: ctx.t(pt, en) };
}

/** The builders bound to a pack's input type (its vocabulary), so fact paths are checked against it. */
export function ruleKit<I extends EstablishmentInput>() {
  return {
    thresholdRule: thresholdRule<I>,
    flagRule: flagRule<I>,
    documentRule: documentRule<I>,
    distanceRule: distanceRule<I>,
    guard: guard<I>,
  };
}
