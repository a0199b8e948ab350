/**
 * A municipality's input vocabulary: the shared one (schema.ts) composed with what its pack
 * declares — the terms only its law uses (activities, premises types, place categories) and,
 * in `extend`, the fields, document kinds and sections only its law asks, written as a partial
 * input document of zod schemas. The same composition over every pack gives the vocabulary of
 * all municipalities (docs/schema/establishment.schema.json). ADR 0004.
 */
import { z } from 'zod';
import type { Text } from '../types.ts';
import { SHARED_TERMS, sharedInputSchema, type SharedInput, type Term, type Terms } from './schema.ts';

export type { Term };

/** What the vocabulary reads of a pack: its id and its facts (Pack satisfies it). */
export interface FactsOwner {
  readonly id: string;
  readonly facts?: PackFacts | undefined;
}

export interface PackFacts {
  activities?: readonly Term[];
  premisesTypes?: readonly Term[];
  placeCategories?: readonly Term[];
  /**
   * Fields, document kinds and whole sections only this law uses, as a partial input document
   * (z.strictObject all the way down; arrays of objects extend each element). A key the shared
   * vocabulary has is extended; a new key is added.
   */
  extend?: z.ZodObject;
  /**
   * Names of the facts in pt-BR and English, as people read them ("falta informar área do terreno
   * (lot.areaM2)"): those `extend` adds, and shared ones the law calls otherwise. Keyed by dotted
   * path, list elements `[]`. src/core/input/fact-names.ts reads them.
   */
  labels?: Readonly<Record<string, Text>>;
  /**
   * Names of the values of the enumerated facts `extend` adds (path → value → name), in the law's
   * words: Vitória da Conquista's floor materials ("areia, cascalho, pedrisco…"). The terms above
   * carry their own `label`. src/core/input/fact-names.ts choiceName reads them.
   */
  choiceLabels?: Readonly<Record<string, Readonly<Record<string, Text>>>>;
}

type Obj = Record<string, unknown>;
type MergeField<X, Y> = MergeValue<NonNullable<X>, NonNullable<Y>> | undefined;
type MergeValue<X, Y> = X extends readonly (infer EX)[]
  ? Y extends readonly (infer EY)[]
    ? MergeObject<EX, EY>[]
    : X
  : X extends Obj
    ? Y extends Obj
      ? MergeObject<X, Y>
      : X
    : X;
/** B's fields added to A's, nested objects and array elements merged (the type of a composed vocabulary). */
export type MergeObject<A, B> = Omit<A, keyof B> & { [K in keyof B]?: K extends keyof A ? MergeField<A[K], B[K]> : B[K] };

/** The input type of a pack whose facts extend the shared vocabulary with `E`. */
export type InputWith<E extends z.ZodObject> = MergeObject<SharedInput, z.infer<E>>;

/** A derived pack's facts: its base's and what the derivation adds (terms by id, fields merged). */
export function mergeFacts(a: PackFacts, b: PackFacts, owner: string): PackFacts {
  const out: PackFacts = {
    activities: unionTerms([a.activities, b.activities]),
    premisesTypes: unionTerms([a.premisesTypes, b.premisesTypes]),
    placeCategories: unionTerms([a.placeCategories, b.placeCategories]),
  };
  const extend = a.extend && b.extend ? mergeObjects(a.extend, b.extend, '', owner) : (a.extend ?? b.extend);
  if (extend) out.extend = extend;
  if (a.labels || b.labels) out.labels = { ...a.labels, ...b.labels };
  if (a.choiceLabels || b.choiceLabels) {
    const choices: Record<string, Readonly<Record<string, Text>>> = { ...a.choiceLabels };
    for (const [path, names] of Object.entries(b.choiceLabels ?? {})) choices[path] = { ...choices[path], ...names };
    out.choiceLabels = choices;
  }
  return out;
}

function unwrapOptional(s: z.ZodType): { inner: z.ZodType; optional: boolean } {
  return s instanceof z.ZodOptional ? { inner: s.unwrap() as z.ZodType, optional: true } : { inner: s, optional: false };
}

function rewrap(merged: z.ZodType, like: z.ZodType, optional: boolean): z.ZodType {
  const meta = like.meta();
  const inner = unwrapOptional(like).inner.meta();
  let out = inner ? merged.meta(inner) : merged;
  if (optional) out = out.optional();
  return meta && optional ? out.meta(meta) : out;
}

/** `target` with `ext`'s fields merged in; `path` names where, for the error a conflict raises. */
function mergeObjects(target: z.ZodObject, ext: z.ZodObject, path: string, owner: string): z.ZodObject {
  const add: Record<string, z.ZodType> = {};
  for (const [k, e] of Object.entries(ext.shape as Record<string, z.ZodType>)) {
    const t = (target.shape as Record<string, z.ZodType>)[k];
    const here = path ? `${path}.${k}` : k;
    if (t === undefined || t === e) {
      if (t === undefined) add[k] = e;
      continue;
    }
    const a = unwrapOptional(t);
    const b = unwrapOptional(e).inner;
    if (a.inner instanceof z.ZodObject && b instanceof z.ZodObject) {
      add[k] = rewrap(mergeObjects(a.inner, b, here, owner), t, a.optional);
    } else if (
      a.inner instanceof z.ZodArray &&
      b instanceof z.ZodArray &&
      a.inner.element instanceof z.ZodObject &&
      b.element instanceof z.ZodObject
    ) {
      add[k] = rewrap(z.array(mergeObjects(a.inner.element, b.element, `${here}[]`, owner)), t, a.optional);
    } else
      throw new Error(`${owner}: ${here} is already a fact of another vocabulary, declared differently (declare it once, in one place)`);
  }
  if (Object.keys(add).length === 0) return target;
  const meta = target.meta();
  const merged = target.extend(add);
  return meta ? merged.meta(meta) : merged;
}

function unionTerms(lists: readonly (readonly Term[] | undefined)[]): Term[] {
  const out = new Map<string, Term>();
  for (const l of lists) for (const t of l ?? []) if (!out.has(t.id)) out.set(t.id, t);
  return [...out.values()];
}

/** The terms of the shared vocabulary and of these packs' declarations. */
export function termsOf(facts: readonly (PackFacts | undefined)[]): Terms {
  return {
    activities: unionTerms([SHARED_TERMS.activities, ...facts.map((f) => f?.activities)]),
    premisesTypes: unionTerms([SHARED_TERMS.premisesTypes, ...facts.map((f) => f?.premisesTypes)]),
    placeCategories: unionTerms([SHARED_TERMS.placeCategories, ...facts.map((f) => f?.placeCategories)]),
  };
}

/** The shared vocabulary composed with these packs' facts. */
export function composeInputSchema(facts: readonly { owner: string; facts: PackFacts | undefined }[]): z.ZodObject {
  let schema: z.ZodObject = sharedInputSchema(termsOf(facts.map((f) => f.facts)));
  for (const f of facts) if (f.facts?.extend) schema = mergeObjects(schema, f.facts.extend, '', f.owner);
  return schema;
}

const perPack = new WeakMap<FactsOwner, z.ZodObject>();

/** The schema a document of this pack's municipality is validated with. */
export function inputSchemaFor(pack: FactsOwner): z.ZodObject {
  let s = perPack.get(pack);
  if (!s) {
    s = composeInputSchema([{ owner: pack.id, facts: pack.facts }]);
    perPack.set(pack, s);
  }
  return s;
}

const perSet = new WeakMap<readonly FactsOwner[], z.ZodObject>();

/** The vocabulary of every pack of a set (the published establishment.schema.json). */
export function inputSchemaForAll(packs: readonly FactsOwner[]): z.ZodObject {
  let s = perSet.get(packs);
  if (!s) {
    s = composeInputSchema(packs.map((p) => ({ owner: p.id, facts: p.facts })));
    perSet.set(packs, s);
  }
  return s;
}

/** Place categories the packs measure to or keep in registries: the shared ones and every pack's. */
export function placeCategoriesOf(packs: readonly FactsOwner[]): readonly Term[] {
  return termsOf(packs.map((p) => p.facts)).placeCategories;
}

/** Activities of the packs' vocabularies. */
export function activitiesOf(packs: readonly FactsOwner[]): readonly Term[] {
  return termsOf(packs.map((p) => p.facts)).activities;
}

/** Every dotted path (arrays as `[]`) a zod object declares, for telling whose vocabulary a field is. */
export function declaredPaths(schema: z.ZodObject, prefix = ''): string[] {
  const out: string[] = [];
  for (const [k, s] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
    const here = prefix ? `${prefix}.${k}` : k;
    out.push(here);
    const inner = unwrapOptional(s).inner;
    if (inner instanceof z.ZodObject) out.push(...declaredPaths(inner, here));
    else if (inner instanceof z.ZodArray && inner.element instanceof z.ZodObject) out.push(...declaredPaths(inner.element, `${here}[]`));
  }
  return out;
}

const pathsOf = new WeakMap<FactsOwner, Set<string>>();

/** Whether a fact (dotted path, arrays as `[]`) is in the vocabulary of a pack's municipality. */
export function hasFact(pack: FactsOwner, path: string): boolean {
  let s = pathsOf.get(pack);
  if (!s) {
    s = new Set(declaredPaths(inputSchemaFor(pack)));
    pathsOf.set(pack, s);
  }
  return s.has(path);
}

export interface Owners {
  /** Dotted path (arrays `[]`) → ids of the packs that declare it. */
  fields: Map<string, string[]>;
  /** "activity:ID", "premisesType:ID", "placeCategory:ID" → pack ids. */
  terms: Map<string, string[]>;
}

const ownersCache = new WeakMap<readonly FactsOwner[], Owners>();

/** Which packs declare each pack-specific field and term (for "a fact of another municipality's law" messages). */
export function ownersOf(packs: readonly FactsOwner[]): Owners {
  let o = ownersCache.get(packs);
  if (o) return o;
  o = { fields: new Map(), terms: new Map() };
  const push = (m: Map<string, string[]>, k: string, id: string) => m.set(k, [...(m.get(k) ?? []), id]);
  for (const p of packs) {
    if (p.facts?.extend) for (const path of declaredPaths(p.facts.extend)) push(o.fields, path, p.id);
    for (const t of p.facts?.activities ?? []) push(o.terms, `activity:${t.id}`, p.id);
    for (const t of p.facts?.premisesTypes ?? []) push(o.terms, `premisesType:${t.id}`, p.id);
    for (const t of p.facts?.placeCategories ?? []) push(o.terms, `placeCategory:${t.id}`, p.id);
  }
  ownersCache.set(packs, o);
  return o;
}
