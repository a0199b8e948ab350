/**
 * What a rule sees: the facts, the date, the pack's parameters as of that date, loaded
 * norm tables, and helpers that record what they read so every finding can show the facts,
 * parameter values and interpretations it used. Pure: no clock, no I/O.
 *
 * A rule reads only the parameters it declares (`RuleDef.parameters`): reading any other
 * throws UndeclaredParameter, so `glp explain` — which lists the declaration — is complete by
 * construction. Facts are read by typed path (`ctx.need('lot.areaM2')`): the path names the
 * fact in the finding and reads it.
 */
import { compare as compareValues, type LimitSource } from './compare.ts';
import { formatBRL, formatDate, formatNumber, formatQuantity } from './format.ts';
import { factList } from './input/fact-names.ts';
import type { DocumentFact, EstablishmentInput } from './input/schema.ts';
import type { NormRegistry, NormTable } from './norms/registry.ts';
import { valueOn } from './dated.ts';
import { frozenDocument } from './frozen.ts';
import { type FactPath, type PathValue, readPath } from './paths.ts';
import { type Period, type PeriodUnit, periodEnd, periodLastDay } from './periods.ts';
import { type MeasuredPlace, measureKnown, type NearbyQuery, surveyGap } from './nearby.ts';
import type { PlaceMeasures } from './places.ts';
import type { SitingEnv, SitingQuery } from './siting.ts';
import {
  checkMemoDeclared,
  interpretationUsed,
  type MemoDecl,
  type ParamEntry,
  paramEntriesOf,
  type RuleScope,
  UndeclaredParameter,
} from './rule-scope.ts';
import type { Comparison, InterpretationUsed, IsoDate, Lang, Operator, PackShape, ParamUnit, PlaceRef } from './types.ts';

export { declareMemo, type MemoDecl, type RuleScope, UndeclaredParameter } from './rule-scope.ts';

/** Thrown by ctx.need… when facts are absent; the engine turns it into "cannot-evaluate". */
export class MissingFacts extends Error {
  readonly facts: string[];
  /** The finding's message when the plain list of facts would not tell what to do (an unsurveyed registry). */
  readonly explanation: string | undefined;
  /**
   * The unit the missing facts are asked by, when more specific than the rule's own (Nova Odessa
   * art. 5: the storage area of class II is asked by art. 5º, II, b): the finding cites it.
   */
  readonly cite: string | undefined;
  constructor(facts: string[], explanation?: string, cite?: string) {
    // Missing facts are ordinary control flow (hundreds per batch run), not bugs: skip the
    // stack trace, which costs more than the rule itself.
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(`missing facts: ${facts.join(', ')}`);
    Error.stackTraceLimit = limit;
    this.facts = facts;
    this.explanation = explanation;
    this.cite = cite;
  }
}

/** Thrown when a rule needs a norm table that is not loaded. */
export class NormNotLoaded extends Error {
  readonly table: string;
  constructor(table: string) {
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(`${table} not loaded`);
    Error.stackTraceLimit = limit;
    this.table = table;
  }
}

export interface DocumentState {
  held: boolean;
  expired: boolean;
  validUntil?: IsoDate;
  amountBRL?: number;
  coversVehicles?: boolean;
  displayed?: boolean;
}

interface MemoEntry {
  value: unknown;
  error: unknown;
  facts: Record<string, unknown>;
  params: Record<string, unknown>;
  interps: InterpretationUsed[];
  notes: string[];
}

export type { MeasuredPlace, NearbyQuery } from './nearby.ts';

const PERIOD_UNITS: ReadonlySet<string> = new Set<PeriodUnit>(['days', 'months', 'years']);

export class RuleContext<I extends EstablishmentInput = EstablishmentInput> {
  readonly input: I;
  readonly date: IsoDate;
  readonly lang: Lang;
  readonly pack: PackShape;
  private readonly overrides: Record<string, unknown>;
  private readonly norms: NormRegistry;
  private readonly hasOverrides: boolean;
  private readonly params: Map<string, ParamEntry>;
  /** Filled while a rule runs; reset by the engine between rules. */
  usedParams: Record<string, unknown> = {};
  usedFacts: Record<string, unknown> = {};
  usedInterpretations: InterpretationUsed[] = [];
  notes: string[] = [];
  /** Facts a part of the rule's requirement lacks (ctx.part): the engine decides with them after the rule. */
  partsMissing: string[] = [];
  /** The running rule or memoised value; null while the classifier runs (it reads what it needs). */
  private scope: RuleScope | null = null;
  private sitingEnv: ContextSitingEnv | undefined;

  constructor(pack: PackShape, input: I, date: IsoDate, lang: Lang, overrides: Record<string, unknown>, norms: NormRegistry) {
    this.pack = pack;
    this.input = input;
    this.date = date;
    this.lang = lang;
    this.overrides = overrides;
    this.hasOverrides = Object.keys(overrides).length > 0;
    this.params = paramEntriesOf(pack);
    this.norms = norms;
  }

  /** Per-evaluation memo: derived values several rules share (a class, an installation regime). */
  private memos = new Map<string, MemoEntry>();
  /** The places measured in this evaluation (places.ts): rules asking the same place the same way measure it once. */
  readonly placeMeasures: PlaceMeasures = new Map();

  /**
   * Computes `fn` once per evaluation and shares the result among rules. `memo` declares the
   * parameters `fn` may read (declareMemo): the engine refuses any other read while it computes,
   * and every rule that uses the value must declare them too. The facts, parameters and
   * interpretations `fn` read are replayed into every rule that uses the value, and a
   * missing-fact failure is replayed too, so each finding still shows what it depended on.
   */
  memo<T>(memo: MemoDecl, fn: () => T): T {
    let e = this.memos.get(memo.id);
    if (!e) {
      const saved = {
        facts: this.usedFacts,
        params: this.usedParams,
        interps: this.usedInterpretations,
        notes: this.notes,
        scope: this.scope,
      };
      this.usedFacts = {};
      this.usedParams = {};
      this.usedInterpretations = [];
      this.notes = [];
      this.scope = memo;
      let value: unknown;
      let error: unknown;
      try {
        value = fn();
      } catch (err) {
        error = err;
      }
      const computed: MemoEntry = {
        value,
        error,
        facts: this.usedFacts,
        params: this.usedParams,
        interps: this.usedInterpretations,
        notes: this.notes,
      };
      this.usedFacts = saved.facts;
      this.usedParams = saved.params;
      this.usedInterpretations = saved.interps;
      this.notes = saved.notes;
      this.scope = saved.scope;
      // A bug (anything but missing facts or a norm not loaded) is not remembered: it propagates.
      if (error !== undefined && !(error instanceof MissingFacts || error instanceof NormNotLoaded)) throw error;
      e = computed;
      this.memos.set(memo.id, e);
    }
    const scope = this.scope;
    if (scope !== null && memo.parameters.size > 0) checkMemoDeclared(scope, memo);
    Object.assign(this.usedFacts, e.facts);
    Object.assign(this.usedParams, e.params);
    for (const i of e.interps) if (!this.usedInterpretations.includes(i)) this.usedInterpretations.push(i);
    for (const n of e.notes) this.notes.push(n);
    if (e.error !== undefined) throw e.error;
    return e.value as T;
  }

  /** Before each rule (scope) or the classifier (null): clears what the previous one read. */
  reset(scope: RuleScope | null = null): void {
    this.usedParams = {};
    this.usedFacts = {};
    this.usedInterpretations = [];
    this.notes = [];
    this.partsMissing = [];
    this.scope = scope;
  }

  /** Picks the message in the evaluation language. */
  t(pt: string, en: string): string {
    return this.lang === 'pt' ? pt : en;
  }

  note(pt: string, en: string): void {
    this.notes.push(this.t(pt, en));
  }

  /** Facts for a sentence, by their names: "área do terreno (lot.areaM2) e testada do terreno (lot.frontageM)". */
  factList(paths: readonly string[]): string {
    return factList(this.pack, paths, this.lang);
  }

  // ----- formatting ---------------------------------------------------------

  n(x: number): string {
    return formatNumber(x, this.lang);
  }
  q(x: number, unit: ParamUnit | string): string {
    return formatQuantity(x, unit, this.lang);
  }
  brl(x: number): string {
    return formatBRL(x, this.lang);
  }
  d(iso: IsoDate): string {
    return formatDate(iso);
  }

  // ----- facts --------------------------------------------------------------

  /** Records a fact (a computed or indexed one: `vehicles[2].ownership`) as used. */
  fact<T>(path: string, value: T): T {
    this.usedFacts[path] = value;
    return value;
  }

  /** A fact by path, recorded when present; undefined when absent (the rule decides what absence means). */
  read<P extends FactPath<I>>(path: P): PathValue<I, P> | undefined {
    const v = readPath(this.input, path);
    if (v !== undefined && v !== null) this.usedFacts[path] = v;
    return v as PathValue<I, P> | undefined;
  }

  /**
   * The fact at a path; throws MissingFacts naming it when absent. `need(path, value)` is for
   * facts that are not a plain path of the input (an indexed place, a computed value).
   */
  need<P extends FactPath<I>>(path: P): NonNullable<PathValue<I, P>>;
  need<T>(label: string, value: T | undefined | null): T;
  need(path: string, given?: unknown): unknown {
    // `arguments.length`, not a rest parameter: this is the hottest call of every rule.
    // biome-ignore lint/complexity/noArguments: tells need(path) from need(label, undefined) without allocating.
    const value = arguments.length === 1 ? readPath(this.input, path) : given;
    if (value === undefined || value === null) throw new MissingFacts([path]);
    this.usedFacts[path] = value;
    return value;
  }

  /**
   * A fact one part of a requirement of several parts needs: undefined when absent. The engine
   * then decides: a part known to fail makes the finding violated (a note names what is not
   * reported); otherwise it cannot be evaluated, naming every absent part.
   */
  part<P extends FactPath<I>>(path: P): NonNullable<PathValue<I, P>> | undefined {
    const v = readPath(this.input, path);
    if (v === undefined || v === null) {
      if (!this.partsMissing.includes(path)) this.partsMissing.push(path);
      return undefined;
    }
    this.usedFacts[path] = v;
    return v as NonNullable<PathValue<I, P>>;
  }

  /** Several facts at once, so "cannot evaluate" names all that are missing, not only the first. */
  needAll<const Ps extends readonly FactPath<I>[]>(paths: Ps): { -readonly [K in keyof Ps]: NonNullable<PathValue<I, Ps[K] & string>> };
  needAll<const T extends readonly (readonly [string, unknown])[]>(pairs: T): { -readonly [K in keyof T]: NonNullable<T[K][1]> };
  needAll(items: readonly (string | readonly [string, unknown])[]): unknown[] {
    const missing: string[] = [];
    const out: unknown[] = [];
    for (const item of items) {
      const path = typeof item === 'string' ? item : item[0];
      const value = typeof item === 'string' ? readPath(this.input, item) : item[1];
      if (value === undefined || value === null) missing.push(path);
      else this.usedFacts[path] = value;
      out.push(value);
    }
    if (missing.length > 0) throw new MissingFacts(missing);
    return out;
  }

  /** A document's state as of the evaluation date; missing when the input does not say. */
  document(name: keyof NonNullable<I['documents']> & string): DocumentState {
    const path = `documents.${name}`;
    const raw = (this.input.documents as Record<string, DocumentFact | undefined> | undefined)?.[name];
    if (raw === undefined) throw new MissingFacts([path]);
    const state: DocumentState =
      typeof raw === 'boolean'
        ? { held: raw, expired: false }
        : {
            held: raw.held,
            expired: raw.validUntil !== undefined && raw.validUntil < this.date,
            ...(raw.validUntil !== undefined ? { validUntil: raw.validUntil } : {}),
            ...(raw.amountBRL !== undefined ? { amountBRL: raw.amountBRL } : {}),
            ...(raw.coversVehicles !== undefined ? { coversVehicles: raw.coversVehicles } : {}),
            ...(raw.displayed !== undefined ? { displayed: raw.displayed } : {}),
          };
    this.usedFacts[path] = raw;
    return state;
  }

  // ----- parameters ---------------------------------------------------------

  /** The parameter's value as of the evaluation date (or its what-if override). */
  param<V = unknown>(localId: string): V {
    const e = this.params.get(localId);
    if (!e) throw new Error(`${this.pack.id}: unknown parameter ${localId}`);
    const scope = this.scope;
    if (scope !== null && !scope.parameters.has(localId)) throw new UndeclaredParameter(scope.id, localId);
    let value: unknown;
    if (this.hasOverrides && e.full in this.overrides) value = this.overrides[e.full];
    else if (e.date === this.date) value = e.value;
    else {
      const v = valueOn(e.def, this.date);
      if (!v) throw new Error(`${e.full} has no value on ${this.date}`);
      // The pack's dated value, held by every finding that reads it: frozen (src/core/frozen.ts).
      value = frozenDocument(v.value);
      e.date = this.date;
      e.value = value;
    }
    this.usedParams[e.full] = value;
    return value as V;
  }

  /** The day the value in force took effect (null under a what-if override): for values the law updates (Belém art. 3 V). */
  paramSince(localId: string): IsoDate | null {
    const e = this.params.get(localId);
    if (!e) throw new Error(`${this.pack.id}: unknown parameter ${localId}`);
    if (this.hasOverrides && e.full in this.overrides) return null;
    const v = valueOn(e.def, this.date);
    if (!v) throw new Error(`${e.full} has no value on ${this.date}`);
    return v.from;
  }

  /** An interpretation choice: returns the chosen value and records it for the finding. */
  interpretation<V = string>(localId: string): V {
    const value = this.param<V>(localId);
    const e = this.params.get(localId);
    if (e) {
      const used = interpretationUsed(e.def, e.full, value, this.lang);
      if (!this.usedInterpretations.includes(used)) this.usedInterpretations.push(used);
    }
    return value;
  }

  /** A parameter read as the rule reads it: interpretation choices are recorded as such. */
  paramOrInterpretation<V>(localId: string): V {
    return this.pack.paramIndex.get(localId)?.interpretation ? this.interpretation<V>(localId) : this.param<V>(localId);
  }

  /** A period parameter (unit days, months or years) as a Period. */
  period(localId: string): Period {
    const unit = this.pack.paramIndex.get(localId)?.unit;
    if (unit === undefined || !PERIOD_UNITS.has(unit)) throw new Error(`${this.pack.id}: parameter ${localId} is not a period`);
    return { n: this.param<number>(localId), unit: unit as PeriodUnit };
  }

  /** Last day (included) of the period `localId` starting on `start` (Código Civil, art. 132). */
  periodLastDay(start: IsoDate, localId: string): IsoDate {
    return periodLastDay(start, this.period(localId));
  }

  /** First day after the period `localId` starting on `start`. */
  periodEnd(start: IsoDate, localId: string): IsoDate {
    return periodEnd(start, this.period(localId));
  }

  /** Compares a measured value to a threshold parameter, using the parameter's required relation. */
  compare(fact: string, measured: number, paramId: string): Comparison {
    const p = this.pack.paramIndex.get(paramId);
    if (!p?.required) throw new Error(`${this.pack.id}: parameter ${paramId} is not a threshold`);
    const limit = this.param<number>(paramId);
    return compareValues(fact, measured, p.required, limit, p.unit, this.lang);
  }

  /**
   * Compares against an explicit limit (e.g. from a norm table). `by`: the norm the limit comes
   * from when the law delegates it (NBR 15514, the zoning law), named in the wording instead of "a lei".
   */
  compareWith(fact: string, measured: number, op: Operator, limit: number, unit: ParamUnit, by?: LimitSource): Comparison {
    return compareValues(fact, measured, op, limit, unit, this.lang, by);
  }

  // ----- norms --------------------------------------------------------------

  norm(id: string): NormTable {
    const n = this.norms.get(id);
    if (!n) throw new NormNotLoaded(id);
    return n;
  }

  // ----- siting -------------------------------------------------------------

  /**
   * What the running rule measures — its categories, thresholds, measure, counted statuses —
   * from its siting declaration, reading parameters and norms through this context (so the
   * reads are recorded and what-if overrides apply), for a storage class when the
   * distances depend on one. The viability map and batch re-evaluation read the same
   * declaration (src/siting/plan.ts).
   */
  siting(normClass?: string): readonly SitingQuery[] {
    const fn = this.scope?.siting;
    if (!fn) throw new Error(`${this.scope?.id ?? 'classifier'}: no siting declaration`);
    // One environment per context; the norm class is the caller's.
    let env = this.sitingEnv;
    if (!env) {
      env = new ContextSitingEnv(this as unknown as RuleContext);
      this.sitingEnv = env;
    }
    env.normClass = normClass;
    return fn(env);
  }

  // ----- places -------------------------------------------------------------

  /**
   * Places of the given categories around the lot, with distances measured the law's way,
   * nearest first. Throws MissingFacts when a category was not surveyed to the radius the
   * rule needs, or when a place or the lot lacks the geometry to measure.
   */
  nearby(categories: readonly string[], q: NearbyQuery): MeasuredPlace[] {
    const gap = surveyGap(this.input, this.pack, categories, q.radiusM);
    const known = measureKnown(this.input, categories, q, this.lang, this.placeMeasures);
    let places = known.places;
    if (gap || known.missing.length > 0) {
      // A known shortfall decides; what is missing could only add places (nearby.ts).
      const deciding = q.decides ? places.filter(q.decides) : [];
      if (deciding.length === 0) {
        if (!gap) throw new MissingFacts(known.missing);
        this.note(gap.note.pt, gap.note.en);
        throw new MissingFacts(gap.missing, this.t(gap.message.pt, gap.message.en));
      }
      const what = [...(gap?.missing ?? []), ...known.missing].join(', ');
      this.note(
        `Cadastro incompleto (${what}): outros locais podem existir, mas o(s) local(is) conhecido(s) abaixo já decide(m).`,
        `Registry incomplete (${what}): other places may exist, but the known place(s) below already decide.`,
      );
      places = deciding;
    }
    this.usedFacts[`nearby (${categories.join(', ')})`] = places.map((p) => ({
      name: p.place.name ?? p.place.id ?? `#${p.index}`,
      category: p.place.category,
      distanceM: Math.round(p.distanceM * 100) / 100,
    }));
    return places;
  }

  placeRef(p: MeasuredPlace): PlaceRef {
    const ref: PlaceRef = { category: p.place.category, distanceM: Math.round(p.distanceM * 100) / 100, method: p.method };
    if (p.place.id !== undefined) ref.id = p.place.id;
    if (p.place.name !== undefined) ref.name = p.place.name;
    if (p.place.source !== undefined) ref.source = p.place.source;
    return ref;
  }
}

/** A rule's siting declaration read through its context: reads recorded, what-ifs applied. */
class ContextSitingEnv implements SitingEnv {
  readonly #ctx: RuleContext;
  normClass: string | undefined;
  constructor(ctx: RuleContext) {
    this.#ctx = ctx;
  }
  param<V>(localId: string): V {
    return this.#ctx.paramOrInterpretation<V>(localId);
  }
  relation(localId: string): Operator {
    return this.#ctx.pack.paramIndex.get(localId)?.required ?? '>=';
  }
  norm(id: string): NormTable {
    return this.#ctx.norm(id);
  }
}
