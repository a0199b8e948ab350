/**
 * Derivation: a municipality whose council copied another's law gets a pack that states only
 * what differs. `deriveLaw` makes the copy's transcription from the original's (its own
 * metadata; units added, replaced, removed or edited); `derivePack` takes the original pack's
 * structure — rules, parameters, transitions, classifier, facts — and adds, replaces or
 * removes any of them.
 *
 * A derived pack inherits structure, never another city's dates: the rules read the law's
 * own dates (lawOf(ctx), `wordingOf` validity, transition periods from the law's entry into
 * force); parameter values not restated apply from the copy's own entry into force; inherited
 * units lose the original's wording dates and transcription notes; amendments are not copied.
 */
import type { Classifier, Pack, PackDef, RuleDef, TransitionDef } from './pack.ts';
import { definePack } from './pack.ts';
import { mergeFacts, type PackFacts } from './input/vocabulary.ts';
import type { SitingFn } from './siting.ts';
import { deriveProcedure, type ProcedureDerivation } from './procedure.ts';
import type { Amendment, DatedValue, IsoDate, Law, LawUnit, ParameterDef } from './types.ts';

export interface LawDerivation {
  id: string;
  title: string;
  shortTitle: string;
  number: string | null;
  numberNote?: string;
  date: IsoDate;
  inForceFrom: IsoDate;
  inForceNote: string;
  ementa: string;
  sourceFile: string;
  published?: string;
  amendments?: Amendment[];
  repeals?: string[];
  /** Literal text edits of inherited units: unit id → [found, replaced by] pairs (each must match). */
  editUnits?: Record<string, readonly (readonly [string, string])[]>;
  replaceUnits?: LawUnit[];
  addUnits?: LawUnit[];
  removeUnits?: string[];
}

function knownIds<T>(what: string, base: readonly T[], key: (t: T) => string, ids: readonly string[], where: string): void {
  const have = new Set(base.map(key));
  for (const id of ids) if (!have.has(id)) throw new Error(`${where}: ${what} ${id} is not in the base`);
}

/** The copy's transcription: the original's units with the copy's metadata and edits. */
export function deriveLaw(base: Law, d: LawDerivation): Law {
  const where = `law ${d.id}`;
  knownIds(
    'unit',
    base.units,
    (u) => u.id,
    [...Object.keys(d.editUnits ?? {}), ...(d.replaceUnits ?? []).map((u) => u.id), ...(d.removeUnits ?? [])],
    where,
  );
  const remove = new Set(d.removeUnits ?? []);
  const replace = new Map((d.replaceUnits ?? []).map((u) => [u.id, u]));
  const units: LawUnit[] = [];
  for (const u of base.units) {
    if (remove.has(u.id)) continue;
    const r = replace.get(u.id);
    if (r) {
      units.push(r);
      continue;
    }
    // The copy's wording dates are its own: drop the original's amendment dates.
    const { wordingFrom: _from, wordingNote: _note, ...copy } = u;
    let text = copy.text;
    for (const [found, by] of d.editUnits?.[u.id] ?? []) {
      if (!text.includes(found)) throw new Error(`${where}: unit ${u.id} has no "${found}" to edit`);
      text = text.replace(found, by);
    }
    units.push({ ...copy, text });
  }
  for (const u of d.addUnits ?? []) {
    if (units.some((x) => x.id === u.id)) throw new Error(`${where}: unit ${u.id} added twice`);
    units.push(u);
  }
  const law: Law = {
    id: d.id,
    title: d.title,
    shortTitle: d.shortTitle,
    number: d.number,
    date: d.date,
    inForceFrom: d.inForceFrom,
    inForceNote: d.inForceNote,
    ementa: d.ementa,
    sourceFile: d.sourceFile,
    ...(d.published ? { published: d.published } : {}),
    amendments: d.amendments ?? [],
    repeals: d.repeals ?? [],
    units,
    transcriptionNotes: [],
  };
  if (d.numberNote !== undefined) law.numberNote = d.numberNote;
  return law;
}

export interface PackDerivation {
  id: string;
  name: string;
  uf: string;
  ibge: string;
  version: string;
  /** The derived municipality's own law text (usually deriveLaw of the base's). */
  laws: Law[];
  /** New dated values for inherited parameters, by local id (replace the base's values). */
  parameterValues?: Record<string, DatedValue[]>;
  addParameters?: ParameterDef[];
  replaceParameters?: ParameterDef[];
  /** Parameters no rule of the derived pack reads any more (remove or replace those rules too). */
  removeParameters?: string[];
  // biome-ignore lint/suspicious/noExplicitAny: rules are written against the pack's own input type.
  addRules?: RuleDef<any>[];
  // biome-ignore lint/suspicious/noExplicitAny: as above.
  replaceRules?: RuleDef<any>[];
  removeRules?: string[];
  /** What an inherited distance rule measures (categories, measure, threshold), by rule id. */
  replaceSiting?: Record<string, SitingFn>;
  // biome-ignore lint/suspicious/noExplicitAny: as above.
  addTransitions?: TransitionDef<any>[];
  /** Transitions replaced by unit id. */
  // biome-ignore lint/suspicious/noExplicitAny: as above.
  replaceTransitions?: TransitionDef<any>[];
  /** Transitions removed by unit id. */
  removeTransitions?: string[];
  /** A different storage classifier, or null for none. */
  classify?: Classifier | null;
  /** Facts the derived law adds to the base's (a field, a place category, an activity). */
  facts?: PackFacts;
  notes?: string[];
  /** Changes to the base's licensing procedure (inherited whole when absent). */
  procedure?: ProcedureDerivation;
}

/** The first day the derived law is in force: inherited values start there. */
function startOf(laws: readonly Law[]): IsoDate {
  return laws.reduce((m, l) => (l.inForceFrom < m ? l.inForceFrom : m), laws[0]?.inForceFrom ?? '');
}

function rebase(p: ParameterDef, start: IsoDate): ParameterDef {
  const [first, ...later] = p.values;
  if (!first || !start) return p;
  const kept = later.filter((v) => v.from > start);
  const firstTo = kept[0]?.from;
  const rebased: DatedValue = { ...first, from: start };
  if (firstTo) rebased.to = firstTo;
  else delete rebased.to;
  return { ...p, values: [rebased, ...kept] };
}

export function derivePack(base: Pack, d: PackDerivation): Pack {
  const where = `${d.id} (derived from ${base.id})`;
  if (d.laws.length === 0) throw new Error(`${where}: a derived pack needs its own law`);
  knownIds(
    'parameter',
    base.parameters,
    (p) => p.id,
    [...Object.keys(d.parameterValues ?? {}), ...(d.replaceParameters ?? []).map((p) => p.id), ...(d.removeParameters ?? [])],
    where,
  );
  knownIds(
    'rule',
    base.rules,
    (r) => r.id,
    [...(d.replaceRules ?? []).map((r) => r.id), ...(d.removeRules ?? []), ...Object.keys(d.replaceSiting ?? {})],
    where,
  );
  knownIds(
    'transition',
    base.transitions ?? [],
    (t) => t.unit,
    [...(d.replaceTransitions ?? []).map((t) => t.unit), ...(d.removeTransitions ?? [])],
    where,
  );

  const start = startOf(d.laws);
  const removeP = new Set(d.removeParameters ?? []);
  const replaceP = new Map((d.replaceParameters ?? []).map((p) => [p.id, p]));
  const parameters: ParameterDef[] = [];
  for (const p of base.parameters) {
    if (removeP.has(p.id)) continue;
    const r = replaceP.get(p.id);
    if (r) parameters.push(r);
    else {
      const values = d.parameterValues?.[p.id];
      parameters.push(values ? { ...p, values } : rebase(p, start));
    }
  }
  parameters.push(...(d.addParameters ?? []));

  const removeR = new Set(d.removeRules ?? []);
  const replaceR = new Map((d.replaceRules ?? []).map((r) => [r.id, r]));
  const rules = base.rules
    .filter((r) => !removeR.has(r.id))
    .map((r) => replaceR.get(r.id) ?? r)
    .map((r) => {
      const s = d.replaceSiting?.[r.id];
      if (!s) return r;
      if (!r.siting) throw new Error(`${where}: rule ${r.id} is not a distance rule (no siting to replace)`);
      return { ...r, siting: s };
    });
  rules.push(...(d.addRules ?? []));

  const removeT = new Set(d.removeTransitions ?? []);
  const replaceT = new Map((d.replaceTransitions ?? []).map((t) => [t.unit, t]));
  const transitions = (base.transitions ?? []).filter((t) => !removeT.has(t.unit)).map((t) => replaceT.get(t.unit) ?? t);
  transitions.push(...(d.addTransitions ?? []));

  // Structure that no longer holds together is a mistake in the derivation: say which.
  const paramIds = new Set(parameters.map((p) => p.id));
  for (const r of rules)
    for (const p of r.parameters ?? [])
      if (!paramIds.has(p))
        throw new Error(`${where}: rule ${r.id} reads parameter ${p}, which the derivation removed (remove or replace the rule)`);
  const ruleIds = new Set(rules.map((r) => r.id));
  for (const t of transitions) {
    if (!paramIds.has(t.period.parameter)) throw new Error(`${where}: transition ${t.unit} reads removed parameter ${t.period.parameter}`);
    if (t.rules !== 'all')
      for (const r of t.rules) if (!ruleIds.has(r)) throw new Error(`${where}: transition ${t.unit} defers removed rule ${r}`);
  }

  const { paramIndex: _p, lawIndex: _l, siting: _s, ...inherited } = base;
  const def: PackDef = {
    ...inherited,
    id: d.id,
    name: d.name,
    uf: d.uf,
    ibge: d.ibge,
    version: d.version,
    laws: d.laws,
    parameters,
    rules,
    transitions,
    derivedFrom: base.id,
  };
  if (d.classify === null) delete def.classify;
  else if (d.classify !== undefined) def.classify = d.classify;
  if (d.procedure && base.procedure) def.procedure = deriveProcedure(base.procedure, d.procedure, where);
  if (d.facts) def.facts = base.facts ? mergeFacts(base.facts, d.facts, d.id) : d.facts;
  const notes = d.notes ?? base.notes;
  if (notes) def.notes = notes;
  else delete def.notes;
  return definePack(def);
}
