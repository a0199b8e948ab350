/**
 * Law packs: one per municipality. A pack holds the transcribed law(s), dated parameters,
 * rules (each beside the units it implements, declaring the parameters it reads and — for
 * distance rules — what it measures), an optional storage classifier and transition clauses.
 *
 * A municipality that copied another's law is a pack derived from the other's with only
 * what differs (src/core/derive.ts); the engine never changes for a new municipality.
 */
import type { MunicipalBoundary } from './boundary.ts';
import type { RuleContext } from './context.ts';
import type { EstablishmentInput } from './input/schema.ts';
import type { PackFacts } from './input/vocabulary.ts';
import type { ProcedureDef } from './procedure.ts';
import type { SitingFn } from './siting.ts';
import type { EnforcementDef } from './enforcement.ts';
import type { ClassDetail, Comparison, IsoDate, Law, PackShape, ParameterDef, PlaceRef, Text } from './types.ts';

export interface Outcome {
  /** 'cannot-evaluate' here is for gaps in the law itself (e.g. a wording not received); absent facts throw via ctx.need. */
  status: 'satisfied' | 'violated' | 'not-applicable' | 'cannot-evaluate';
  /** In the evaluation language: build it with ctx.t(pt, en). */
  message: string;
  facts?: Record<string, unknown>;
  comparisons?: Comparison[];
  places?: PlaceRef[];
  notes?: string[];
  /** With 'cannot-evaluate': what would be needed. */
  missing?: string[];
  /**
   * The unit that decides this outcome when it is not the rule's first (its citation): an
   * exception or a paragraph among the rule's `implements` or `exceptions` — e.g. Salvador
   * art. 2 § 1º exempting an existing establishment from art. 2 III. The finding then cites it,
   * and the rule's own unit moves to `alsoCites`. Several units that decide together (Vitória da
   * Conquista art. 5º, I and II: both classes the transition zone admits fail the lot): the
   * first is cited, the others right after it, and the rule's own unit after them.
   */
  cite?: string | readonly [string, ...string[]];
}

/**
 * A date a rule's validity starts or ends on: an ISO date, or the date a unit's current
 * wording took effect in the pack's own law ("wordingOf": e.g. Belém art. 2 I b, worded by
 * Lei 9.573/2020). A unit without a dated wording makes it the law's entry into force.
 */
export type RuleDate = IsoDate | { wordingOf: string };

export interface RuleDef<I extends EstablishmentInput = EstablishmentInput> {
  /** Local id built from the citation: "art22", "art2-I-a", "art8-II-b". */
  id: string;
  /** Unit ids this rule implements; the first is the citation of its findings. Use "lawId#unit" for a second law. */
  implements: string[];
  title: Text;
  /** Activities the rule concerns. */
  activities: readonly string[] | 'all';
  /** Validity interval of the rule (defaults to the law's entry into force, open-ended). */
  validFrom?: RuleDate;
  validTo?: RuleDate;
  /**
   * Every parameter (local id) the rule can read — directly, through helpers or memoised
   * values. The engine refuses a read of any other, so `glp explain` lists them completely.
   */
  parameters?: readonly string[];
  /** Exceptions named after their article, e.g. "art5 (existing outlets)". */
  exceptions?: string[];
  /** How the rule reads an ambiguous text, for `glp explain`. */
  interpretationNote?: Text;
  /** Distance rules: what they measure to; the rule reads it with ctx.siting(), the siting module with the same function. */
  siting?: SitingFn;
  /**
   * Distance rules: the activities the viability map sites with it (default: `activities`).
   * Narrower when the rule reaches an activity only on a fact a map probe cannot state
   * (Salvador art. 10: a shop or fuel station only when it sells GLP).
   */
  sitingActivities?: readonly string[];
  evaluate(ctx: RuleContext<I>): Outcome;
}

export interface TransitionDef<I extends EstablishmentInput = EstablishmentInput> {
  /** Unit granting the period, e.g. "art21". */
  unit: string;
  title: Text;
  /** Whether the establishment is covered (e.g. existed at publication). Returns undefined when unknown. */
  covers(input: I, law: Law): boolean | undefined;
  /**
   * The period: its length is the value of a period parameter (unit days, months or years),
   * counted from the law's entry into force (or `from`) as the Código Civil, art. 132, counts.
   */
  period: { parameter: string; from?: (law: Law) => IsoDate };
  /** The fact to ask for when `covers` cannot tell (default establishment.startDate). */
  unknownFact?: string;
  /** Rules whose violations are deferred during the period ('all' or local ids). */
  rules: 'all' | readonly string[];
}

// biome-ignore lint/suspicious/noExplicitAny: a classifier reads the pack's own input type.
export type Classifier = (ctx: RuleContext<any>) => ClassDetail | null;

export interface PackDef<I extends EstablishmentInput = EstablishmentInput> {
  id: string;
  name: string;
  uf: string;
  ibge: string;
  /** Version of the pack's content; stored with every evaluation. */
  version: string;
  laws: Law[];
  parameters: ParameterDef[];
  rules: RuleDef<I>[];
  classify?: ((ctx: RuleContext<I>) => ClassDetail | null) | undefined;
  transitions?: TransitionDef<I>[];
  /** Facts the law uses beyond the shared vocabulary (its activities, place categories, fields…). */
  facts?: PackFacts;
  /** The municipality's boundary (laws/<id>/boundary.json), with its source and licence. */
  boundary?: MunicipalBoundary;
  derivedFrom?: string;
  /** The licensing procedure (src/core/procedure.ts), run by src/licensing. */
  procedure?: ProcedureDef;
  /** Extra notes for `glp laws` (e.g. norms the law delegates to). */
  notes?: string[];
  /** Field enforcement (issue 11): which of the pack's rules answer the roadside checks. */
  field?: PackField;
  /** Infractions, fines, repeat offences and closure grounds of the law (src/core/enforcement.ts). */
  enforcement?: EnforcementDef;
  /** Classes of the law that the lot's zone decides, as a point answers them (SiteClassesDef). */
  siteClasses?: SiteClassesDef;
}

/** A parameter's value on the date of the question, what-if values applied. */
export type ParamReader = <V = unknown>(localId: string) => V;

/**
 * The classes of the pack's own law that turn on where the lot lies (Vitória da Conquista art. 5:
 * A, B and C by the zone of art. 2), for "in what class may I open here?" at a point
 * (src/siting/viability-classes.ts). The point is evaluated with each class requested
 * (application.requestedClass): the conditions' rules decide by the zone; a point has no lot, so
 * while a rule waits only on the lot's facts, the lot conditions it sets are listed, each citing
 * its unit, instead of "cannot evaluate".
 */
export interface SiteClassesDef {
  /** The law's name for the classes, e.g. "Lei 709/1993, art. 5º". */
  scheme: Text;
  activities: readonly string[];
  classes: readonly SiteClassDef[];
}

export interface SiteClassDef {
  id: string;
  /** What the class stores at most, in the law's words ("até 250 botijões entre cheios e vazios"). */
  stores(param: ParamReader, lang: 'pt' | 'en'): string;
  /** The lot conditions of the class, each under the rule (local id) that checks it and the unit that sets it. */
  conditions(param: ParamReader, lang: 'pt' | 'en'): SiteClassCondition[];
}

export interface SiteClassCondition {
  rule: string;
  unit: string;
  text: string;
}

/**
 * What a pack's law says for field enforcement, as data the shared field code reads
 * (src/field): the municipality is never named there.
 */
export interface PackField {
  /** IANA time zone of the municipality: the law's hours are local time. */
  timeZone: string;
  /**
   * Sound advertising by delivery vehicles: the rule that judges observed moments
   * (input `soundAdvertising.observedAt`, local "YYYY-MM-DDTHH:MM") and the activity evaluated.
   */
  soundAdvertising?: { rule: string; activity: string };
  /** Distributors' yearly lists: the unit that requires them, the brand unit, the deadline parameter ("MM-DD"). */
  distributorLists?: { listUnit: string; brandUnit: string; deadlineParameter: string; brandParameter: string };
  /**
   * Delivery vehicles: the pack's rules (local ids) a registered or stopped vehicle is checked against
   * (src/field/vehicles.ts), and the unit a plate registered to no outlet, with no licence of its own,
   * fails at the roadside (the law's words on whose vehicles may carry or sell GLP); `contract`: the
   * unit under which a vehicle may be the outlet's by contract (Belém art. 6º § 1º "em sua posse
   * mediante contrato"), where the roadside asks for the contract a registration lacks;
   * `insurance`: the unit requiring third-party insurance of the vehicles and the outlet's document
   * that carries it (Salvador art. 2º, II, `thirdPartyInsurance`), where the roadside asks for the
   * policy the outlet's record does not vouch for (src/field/vehicle-insurance.ts);
   * `ownLicence`: the law gives a vehicle a licence of its own (Nova Odessa art. 14 § 3º: "sem o
   * devido alvará, que deverá ser afixado na parte dianteira do mesmo"), so an unknown plate is
   * also said to have none; where the law gives none (Belém, Salvador, Vitória da Conquista), the
   * roadside does not speak of one.
   */
  vehicles?: {
    rules: readonly string[];
    unregistered: string;
    ownLicence?: boolean;
    contract?: string;
    insurance?: { unit: string; document: string };
  };
}

/** A distance rule of the pack and the activities it concerns (derived from the rules' siting declarations). */
export interface SitingRuleRef {
  rule: string;
  activities: readonly string[];
}

export interface Pack extends Omit<PackDef, 'rules' | 'classify' | 'transitions'>, PackShape {
  // Rules are written against each pack's own input type; the engine hands them that input.
  // biome-ignore lint/suspicious/noExplicitAny: the pack's input type is checked where the pack is written.
  rules: RuleDef<any>[];
  classify?: Classifier | undefined;
  // biome-ignore lint/suspicious/noExplicitAny: as above.
  transitions?: TransitionDef<any>[];
  /** Parameters by local id. */
  paramIndex: Map<string, ParameterDef>;
  lawIndex: Map<string, Law>;
  /** The distance rules (those with a siting declaration). */
  siting: readonly SitingRuleRef[];
}

export function definePack<I extends EstablishmentInput>(def: PackDef<I>): Pack {
  const paramIndex = new Map<string, ParameterDef>();
  for (const p of def.parameters) {
    if (paramIndex.has(p.id)) throw new Error(`${def.id}: parameter ${p.id} defined twice`);
    paramIndex.set(p.id, p);
  }
  const seen = new Set<string>();
  const siting: SitingRuleRef[] = [];
  for (const r of def.rules) {
    if (seen.has(r.id)) throw new Error(`${def.id}: rule ${r.id} defined twice`);
    seen.add(r.id);
    if (r.siting) {
      if (r.activities === 'all') throw new Error(`${def.id}/${r.id}: a distance rule names its activities`);
      siting.push({ rule: r.id, activities: r.sitingActivities ?? r.activities });
    }
  }
  const lawIndex = new Map(def.laws.map((l) => [l.id, l]));
  return { ...def, paramIndex, lawIndex, siting } as Pack;
}

/** Helper for packs: the value of a parameter on a date, or undefined when none covers it. */
export { valueOn } from './dated.ts';
