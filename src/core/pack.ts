/**
 * Law packs: one per municipality. A pack holds the transcribed law(s), dated parameters,
 * rules (each beside the units it implements), an optional storage classifier, transition
 * clauses and the siting data (which place categories feed which distance rule).
 *
 * A municipality that copied another's law is a pack derived from the other's with only
 * what differs (derivePack); the engine never changes for a new municipality.
 */
import type { Activity, EstablishmentInput, PlaceCategory } from './input/schema.ts';
import type { RuleContext } from './context.ts';
import type { ClassDetail, Comparison, DatedValue, IsoDate, Law, ParameterDef, PlaceRef, Text } from './types.ts';

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
}

export interface RuleDef {
  /** Local id built from the citation: "art22", "art2-I-a", "art8-II-b". */
  id: string;
  /** Unit ids this rule implements; the first is the citation of its findings. Use "lawId#unit" for a second law. */
  implements: string[];
  title: Text;
  /** Activities the rule concerns. */
  activities: readonly Activity[] | 'all';
  /** Validity interval of the rule (defaults to the law's entry into force, open-ended). */
  validFrom?: IsoDate;
  validTo?: IsoDate;
  /** Local parameter ids the rule reads (shown by `glp explain`). */
  parameters?: string[];
  /** Exceptions named after their article, e.g. "art5 (existing outlets)". */
  exceptions?: string[];
  /** How the rule reads an ambiguous text, for `glp explain`. */
  interpretationNote?: Text;
  evaluate(ctx: RuleContext): Outcome;
}

/**
 * A distance rule as data: which categories of places it measures to, how, and the
 * parameter holding the threshold. The siting engine (viability map, registry queries)
 * reads these; the rule itself reads them through ctx.nearby.
 */
export interface SitingRule {
  rule: string;
  categories: readonly PlaceCategory[];
  /** Local parameter id holding the distance threshold, or a norm column resolver. */
  parameter?: string;
  /** NBR 15514 column when the distance comes from the norm's table. */
  normColumn?: string;
  measure: 'edge' | 'frontage' | 'point';
  /** Outlet statuses that count (for glp-outlet). */
  statuses?: readonly string[];
  activities: readonly Activity[];
}

export interface TransitionDef {
  /** Unit granting the period, e.g. "art21". */
  unit: string;
  title: Text;
  /** Whether the establishment is covered (e.g. existed at publication). Returns undefined when unknown. */
  covers(input: EstablishmentInput, law: Law): boolean | undefined;
  /** End (exclusive) of the period; `param` reads the pack's parameters as of the evaluation (what-if aware). */
  until(law: Law, param?: <V>(localId: string) => V): IsoDate;
  /** The fact to ask for when `covers` cannot tell (default establishment.startDate). */
  unknownFact?: string;
  /** Rules whose violations are deferred during the period ('all' or local ids). */
  rules: 'all' | readonly string[];
}

export interface PackDef {
  id: string;
  name: string;
  uf: string;
  ibge: string;
  /** Version of the pack's content; stored with every evaluation. */
  version: string;
  laws: Law[];
  parameters: ParameterDef[];
  rules: RuleDef[];
  classify?: (ctx: RuleContext) => ClassDetail | null;
  transitions?: TransitionDef[];
  siting?: SitingRule[];
  derivedFrom?: string;
  /** Extra notes for `glp laws` (e.g. norms the law delegates to). */
  notes?: string[];
}

export interface Pack extends PackDef {
  /** Parameters by local id. */
  paramIndex: Map<string, ParameterDef>;
  lawIndex: Map<string, Law>;
}

export function definePack(def: PackDef): Pack {
  const paramIndex = new Map<string, ParameterDef>();
  for (const p of def.parameters) {
    if (paramIndex.has(p.id)) throw new Error(`${def.id}: parameter ${p.id} defined twice`);
    paramIndex.set(p.id, p);
  }
  const seen = new Set<string>();
  for (const r of def.rules) {
    if (seen.has(r.id)) throw new Error(`${def.id}: rule ${r.id} defined twice`);
    seen.add(r.id);
  }
  const lawIndex = new Map(def.laws.map((l) => [l.id, l]));
  return { ...def, paramIndex, lawIndex };
}

export interface PackDerivation {
  id: string;
  name: string;
  uf: string;
  ibge: string;
  version: string;
  /** The derived municipality's own law text (usually a copy of the base with edits). */
  laws: Law[];
  /** New dated values for parameters, by local id (replaces the base's values). */
  parameterValues?: Record<string, DatedValue[]>;
  removeRules?: string[];
  addRules?: RuleDef[];
  replaceRules?: RuleDef[];
  notes?: string[];
}

export function derivePack(base: PackDef, d: PackDerivation): Pack {
  const remove = new Set(d.removeRules ?? []);
  const replace = new Map((d.replaceRules ?? []).map((r) => [r.id, r]));
  const rules = base.rules.filter((r) => !remove.has(r.id)).map((r) => replace.get(r.id) ?? r);
  // Values the derivation does not restate apply from the derived law's entry into force:
  // a copied law carries the copied numbers from its own date, not from the original's.
  const start = d.laws.reduce((m, l) => (l.inForceFrom < m ? l.inForceFrom : m), d.laws[0]?.inForceFrom ?? '');
  const parameters = base.parameters.map((p) => {
    const values = d.parameterValues?.[p.id];
    if (values) return { ...p, values };
    const [first, ...later] = p.values;
    if (!first || !start) return p;
    const kept = later.filter((v) => v.from > start);
    const firstTo = kept[0]?.from;
    const rebased = { ...first, from: start };
    if (firstTo) rebased.to = firstTo;
    else delete rebased.to;
    return { ...p, values: [rebased, ...kept] };
  });
  for (const id of Object.keys(d.parameterValues ?? {})) {
    if (!base.parameters.some((p) => p.id === id)) throw new Error(`${d.id}: parameter ${id} is not in ${base.id}`);
  }
  const def: PackDef = {
    ...base,
    id: d.id,
    name: d.name,
    uf: d.uf,
    ibge: d.ibge,
    version: d.version,
    laws: d.laws,
    parameters,
    rules: [...rules, ...(d.addRules ?? [])],
    derivedFrom: base.id,
  };
  const notes = d.notes ?? base.notes;
  if (notes) def.notes = notes;
  return definePack(def);
}

/** Helper for packs: the value of a parameter on a date, or undefined when none covers it. */
export function valueOn<V>(p: ParameterDef<V>, date: IsoDate): DatedValue<V> | undefined {
  for (const v of p.values) {
    if (v.from <= date && (v.to === undefined || date < v.to)) return v;
  }
  return undefined;
}
