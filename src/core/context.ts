/**
 * What a rule sees: the facts, the date, the pack's parameters as of that date, loaded
 * norm tables, and helpers that record what they read so every finding can show the facts,
 * parameter values and interpretations it used. Pure: no clock, no I/O.
 */
import { compare as compareValues } from './compare.ts';
import { formatBRL, formatDate, formatNumber, formatQuantity } from './format.ts';
import type { DocumentFact, EstablishmentInput, Place, PlaceCategory } from './input/schema.ts';
import type { NormRegistry, NormTable } from './norms/registry.ts';
import { type Pack, valueOn } from './pack.ts';
import { measurePlace } from './places.ts';
import type { Comparison, InterpretationUsed, IsoDate, Lang, Operator, ParameterDef, ParamUnit, PlaceRef } from './types.ts';

/** Thrown by ctx.need… when facts are absent; the engine turns it into "cannot-evaluate". */
export class MissingFacts extends Error {
  readonly facts: string[];
  constructor(facts: string[]) {
    // Missing facts are ordinary control flow (hundreds per batch run), not bugs: skip the
    // stack trace, which costs more than the rule itself.
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(`missing facts: ${facts.join(', ')}`);
    Error.stackTraceLimit = limit;
    this.facts = facts;
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

const fullIds = new WeakMap<Pack, Map<string, string>>();

/** Local → full parameter ids of a pack ("min-lot-area" → "belem-pa/min-lot-area"), built once. */
function fullIdsOf(pack: Pack): Map<string, string> {
  let m = fullIds.get(pack);
  if (!m) {
    m = new Map([...pack.paramIndex.keys()].map((k) => [k, `${pack.id}/${k}`]));
    fullIds.set(pack, m);
  }
  return m;
}

// The description of an interpretation choice depends only on the parameter, the value and
// the language: build it once (rules ask for the same choices in every evaluation).
const interpretationCache = new WeakMap<ParameterDef, Map<unknown, InterpretationUsed[]>>();

function interpretationUsed(p: ParameterDef, fullId: string, value: unknown, lang: Lang): InterpretationUsed {
  let perParam = interpretationCache.get(p);
  if (!perParam) {
    perParam = new Map();
    interpretationCache.set(p, perParam);
  }
  // Keyed by the value itself (objects by identity: the dated value or the override object).
  let byLang = perParam.get(value);
  if (!byLang) {
    byLang = [];
    if (perParam.size > 200) perParam.clear();
    perParam.set(value, byLang);
  }
  const slot = lang === 'pt' ? 0 : 1;
  let used = byLang[slot];
  if (!used) {
    const alt = p.alternatives ?? [];
    const json = typeof value === 'object' ? JSON.stringify(value) : undefined;
    const chosen = alt.find((a) => a.value === value || (json !== undefined && JSON.stringify(a.value) === json));
    used = {
      parameter: fullId,
      value,
      description: chosen ? chosen.description[lang] : p.description[lang],
      alternatives: alt.map((a) => ({ value: a.value, description: a.description[lang] })),
    };
    byLang[slot] = used;
  }
  return used;
}

interface MemoEntry {
  value: unknown;
  error: unknown;
  facts: Record<string, unknown>;
  params: Record<string, unknown>;
  interps: InterpretationUsed[];
  notes: string[];
}

export interface MeasuredPlace {
  place: Place;
  index: number;
  distanceM: number;
  method: string;
}

export interface NearbyQuery {
  /** Radius the survey must cover for the answer to be complete. */
  radiusM: number;
  measure: 'edge' | 'frontage' | 'point';
  statuses?: readonly string[];
}

export class RuleContext {
  readonly input: EstablishmentInput;
  readonly date: IsoDate;
  readonly lang: Lang;
  readonly pack: Pack;
  private readonly overrides: Record<string, unknown>;
  private readonly norms: NormRegistry;
  private readonly hasOverrides: boolean;
  private readonly paramIds: Map<string, string>;
  /** Filled while a rule runs; reset by the engine between rules. */
  usedParams: Record<string, unknown> = {};
  usedFacts: Record<string, unknown> = {};
  usedInterpretations: InterpretationUsed[] = [];
  notes: string[] = [];

  constructor(pack: Pack, input: EstablishmentInput, date: IsoDate, lang: Lang, overrides: Record<string, unknown>, norms: NormRegistry) {
    this.pack = pack;
    this.input = input;
    this.date = date;
    this.lang = lang;
    this.overrides = overrides;
    this.hasOverrides = Object.keys(overrides).length > 0;
    this.paramIds = fullIdsOf(pack);
    this.norms = norms;
  }

  /** Per-evaluation memo: derived values several rules share (a class, an installation regime). */
  private memos = new Map<string, MemoEntry>();

  /**
   * Computes `fn` once per evaluation and shares the result among rules. The facts, parameters
   * and interpretations `fn` read are replayed into every rule that uses the value, and a
   * missing-fact failure is replayed too, so each finding still shows what it depended on.
   */
  memo<T>(key: string, fn: () => T): T {
    let e = this.memos.get(key);
    if (!e) {
      const saved = { facts: this.usedFacts, params: this.usedParams, interps: this.usedInterpretations, notes: this.notes };
      this.usedFacts = {};
      this.usedParams = {};
      this.usedInterpretations = [];
      this.notes = [];
      let value: unknown;
      let error: unknown;
      try {
        value = fn();
      } catch (err) {
        if (!(err instanceof MissingFacts || err instanceof NormNotLoaded)) {
          this.usedFacts = saved.facts;
          this.usedParams = saved.params;
          this.usedInterpretations = saved.interps;
          this.notes = saved.notes;
          throw err;
        }
        error = err;
      }
      e = { value, error, facts: this.usedFacts, params: this.usedParams, interps: this.usedInterpretations, notes: this.notes };
      this.memos.set(key, e);
      this.usedFacts = saved.facts;
      this.usedParams = saved.params;
      this.usedInterpretations = saved.interps;
      this.notes = saved.notes;
    }
    Object.assign(this.usedFacts, e.facts);
    Object.assign(this.usedParams, e.params);
    for (const i of e.interps) if (!this.usedInterpretations.includes(i)) this.usedInterpretations.push(i);
    for (const n of e.notes) this.notes.push(n);
    if (e.error !== undefined) throw e.error;
    return e.value as T;
  }

  reset(): void {
    this.usedParams = {};
    this.usedFacts = {};
    this.usedInterpretations = [];
    this.notes = [];
  }

  /** Picks the message in the evaluation language. */
  t(pt: string, en: string): string {
    return this.lang === 'pt' ? pt : en;
  }

  note(pt: string, en: string): void {
    this.notes.push(this.t(pt, en));
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

  /** Records a fact as used. */
  fact<T>(path: string, value: T): T {
    this.usedFacts[path] = value;
    return value;
  }

  /** The fact's value; throws MissingFacts when it is absent. */
  need<T>(path: string, value: T | undefined | null): T {
    if (value === undefined || value === null) throw new MissingFacts([path]);
    this.usedFacts[path] = value;
    return value;
  }

  /** Several facts at once, so "cannot evaluate" names all that are missing, not only the first. */
  needAll<const T extends readonly (readonly [string, unknown])[]>(pairs: T): { [K in keyof T]: NonNullable<T[K][1]> } {
    const missing: string[] = [];
    for (const [path, value] of pairs) {
      if (value === undefined || value === null) missing.push(path);
      else this.usedFacts[path] = value;
    }
    if (missing.length > 0) throw new MissingFacts(missing);
    return pairs.map((p) => p[1]) as { [K in keyof T]: NonNullable<T[K][1]> };
  }

  /** A document's state as of the evaluation date; missing when the input does not say. */
  document(name: keyof NonNullable<EstablishmentInput['documents']>): DocumentState {
    const path = `documents.${String(name)}`;
    const raw: DocumentFact | undefined = this.input.documents?.[name];
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
    const p = this.pack.paramIndex.get(localId);
    if (!p) throw new Error(`${this.pack.id}: unknown parameter ${localId}`);
    const full = this.paramIds.get(localId) as string;
    let value: unknown;
    if (this.hasOverrides && full in this.overrides) value = this.overrides[full];
    else {
      const v = valueOn(p, this.date);
      if (!v) throw new Error(`${full} has no value on ${this.date}`);
      value = v.value;
    }
    this.usedParams[full] = value;
    return value as V;
  }

  /** An interpretation choice: returns the chosen value and records it for the finding. */
  interpretation<V = string>(localId: string): V {
    const value = this.param<V>(localId);
    const p = this.pack.paramIndex.get(localId);
    if (p) {
      const used = interpretationUsed(p, this.paramIds.get(localId) as string, value, this.lang);
      if (!this.usedInterpretations.includes(used)) this.usedInterpretations.push(used);
    }
    return value;
  }

  /** Compares a measured value to a threshold parameter, using the parameter's required relation. */
  compare(fact: string, measured: number, paramId: string): Comparison {
    const p = this.pack.paramIndex.get(paramId);
    if (!p?.required) throw new Error(`${this.pack.id}: parameter ${paramId} is not a threshold`);
    const limit = this.param<number>(paramId);
    return compareValues(fact, measured, p.required, limit, p.unit, this.lang);
  }

  /** Compares against an explicit limit (e.g. from a norm table). */
  compareWith(fact: string, measured: number, op: Operator, limit: number, unit: ParamUnit): Comparison {
    return compareValues(fact, measured, op, limit, unit, this.lang);
  }

  // ----- norms --------------------------------------------------------------

  norm(id: string): NormTable {
    const n = this.norms.get(id);
    if (!n) throw new NormNotLoaded(id);
    return n;
  }

  // ----- places -------------------------------------------------------------

  /**
   * Places of the given categories around the lot, with distances measured the law's way,
   * nearest first. Throws MissingFacts when a category was not surveyed to the radius the
   * rule needs, or when a place or the lot lacks the geometry to measure.
   */
  nearby(categories: readonly PlaceCategory[], q: NearbyQuery): MeasuredPlace[] {
    const nb = this.input.nearby;
    const missing: string[] = [];
    for (const c of categories) {
      const r = nb?.surveyed?.[c];
      if (r === undefined || r < q.radiusM) missing.push(`nearby.surveyed.${c}`);
    }
    if (missing.length > 0) {
      this.note(
        `Levantamento exigido: todos os locais dessas categorias num raio de pelo menos ${formatNumber(q.radiusM, 'pt')} m.`,
        `Survey needed: every place of these categories within at least ${formatNumber(q.radiusM, 'en')} m.`,
      );
      throw new MissingFacts(missing);
    }
    const out: MeasuredPlace[] = [];
    const places = nb?.places ?? [];
    for (let i = 0; i < places.length; i++) {
      const place = places[i] as Place;
      if (!categories.includes(place.category)) continue;
      if (q.statuses && place.status !== undefined && !q.statuses.includes(place.status)) continue;
      if (q.statuses && place.status === undefined) {
        missing.push(`nearby.places[${i}].status`);
        continue;
      }
      const m = measurePlace(this.input, place, i, q.measure);
      if ('missing' in m) {
        missing.push(...m.missing);
        continue;
      }
      out.push({ place, index: i, distanceM: m.distanceM, method: m.method });
    }
    if (missing.length > 0) throw new MissingFacts([...new Set(missing)]);
    out.sort((a, b) => a.distanceM - b.distanceM);
    this.usedFacts[`nearby (${categories.join(', ')})`] = out.map((p) => ({
      name: p.place.name ?? p.place.id ?? `#${p.index}`,
      category: p.place.category,
      distanceM: Math.round(p.distanceM * 100) / 100,
    }));
    return out;
  }

  placeRef(p: MeasuredPlace): PlaceRef {
    const ref: PlaceRef = { category: p.place.category, distanceM: Math.round(p.distanceM * 100) / 100, method: p.method };
    if (p.place.id !== undefined) ref.id = p.place.id;
    if (p.place.name !== undefined) ref.name = p.place.name;
    if (p.place.source !== undefined) ref.source = p.place.source;
    return ref;
  }
}
