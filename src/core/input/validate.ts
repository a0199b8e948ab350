/**
 * Validation of input documents with messages that name the field, what was found and
 * what was expected: `storage.containers[2].capacityKg: found 17, expected one of 2, 5, …`.
 * A document is validated with its municipality's vocabulary (the shared one composed with its
 * pack's facts); a field or term of another municipality's law is named as such.
 */
import type { z } from 'zod';
import type { EstablishmentInput } from './schema.ts';
import { type FactsOwner, inputSchemaFor, ownersOf } from './vocabulary.ts';

export interface InputProblem {
  field: string;
  found: string;
  expected: string;
  message: string;
}

/** Bad input: the CLI exits 2, the API answers RFC 9457 problem JSON. */
export class InputError extends Error {
  readonly problems: InputProblem[];
  constructor(problems: InputProblem[]) {
    super(problems.map((p) => p.message).join('; '));
    this.problems = problems;
  }
  static of(field: string, found: string, expected: string): InputError {
    return new InputError([{ field, found, expected, message: `${field}: found ${found}, expected ${expected}` }]);
  }
}

export function pathToString(path: readonly PropertyKey[]): string {
  let s = '';
  for (const p of path) {
    if (typeof p === 'number') s += `[${p}]`;
    else s += s === '' ? String(p) : `.${String(p)}`;
  }
  return s === '' ? '(document)' : s;
}

export function describeValue(v: unknown): string {
  if (v === undefined) return 'nothing';
  if (v === null) return 'null';
  if (typeof v === 'string') return JSON.stringify(v.length > 60 ? `${v.slice(0, 57)}...` : v);
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (Array.isArray(v)) return `an array of ${v.length}`;
  return 'an object';
}

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let cur: unknown = root;
  for (const k of path) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<PropertyKey, unknown>)[k as string];
  }
  return cur;
}

/** "an object", "an array", "a number": the indefinite article English wants. */
export function withArticle(noun: string): string {
  return `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;
}

/** A refinement's own message says what is expected; "expected …" is not repeated ("expected expected …"). */
function bareExpected(message: string): string {
  return message.replace(/^expected\s+/i, '');
}

function expectedOf(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      // zod's `.int()` says expected "int": a person reads "an integer" (limit=1.5 said "an int").
      return issue.expected === 'tuple'
        ? 'an array [longitude, latitude]'
        : issue.expected === 'int'
          ? 'an integer'
          : withArticle(issue.expected);
    case 'invalid_value':
      return `one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'too_small':
      return issue.origin === 'array'
        ? `at least ${issue.minimum} items`
        : issue.origin === 'string'
          ? `at least ${issue.minimum} characters`
          : `${issue.inclusive ? '≥' : '>'} ${issue.minimum}`;
    case 'too_big':
      return issue.origin === 'array' ? `at most ${issue.maximum} items` : `${issue.inclusive ? '≤' : '<'} ${issue.maximum}`;
    case 'unrecognized_keys':
      return 'no such field (see glp schema input MUNICIPALITY)';
    case 'invalid_union':
      return 'one of the allowed forms';
    case 'invalid_format':
      return issue.format === 'regex' ? bareExpected(issue.message) : withArticle(issue.format);
    case 'not_multiple_of':
      return `a multiple of ${issue.divisor}`;
    default:
      return bareExpected(issue.message);
  }
}

function flatten(issues: readonly z.core.$ZodIssue[], prefix: PropertyKey[] = []): z.core.$ZodIssue[] {
  const out: z.core.$ZodIssue[] = [];
  for (const i of issues) {
    const path = [...prefix, ...i.path];
    if (i.code === 'invalid_union' && i.errors.length > 0) {
      // Report the branch that got furthest (most specific), so the message names a real field.
      const best = i.errors.reduce((a, b) => (maxDepth(b) > maxDepth(a) ? b : a));
      if (maxDepth(best) > 0) {
        out.push(...flatten(best, path));
        continue;
      }
    }
    out.push({ ...i, path } as z.core.$ZodIssue);
  }
  return out;
}

function maxDepth(issues: readonly z.core.$ZodIssue[]): number {
  return issues.reduce((m, i) => Math.max(m, i.path.length), 0);
}

/** The packs a document can name, and the vocabulary each declares (a PackRegistry is one). */
export interface PackLookup {
  get(id: string): FactsOwner | undefined;
  list(): readonly FactsOwner[];
}

/** "vehicles[2].trailer" → "vehicles[].trailer", as vocabularies declare paths. */
function declaredForm(path: readonly PropertyKey[]): string {
  let s = '';
  for (const p of path) s += typeof p === 'number' ? '[]' : s === '' ? String(p) : `.${String(p)}`;
  return s;
}

/** Who declares what the document names but its municipality's vocabulary does not: "a fact of X's law". */
function foreign(owners: string[] | undefined, municipality: string, what: string): string | null {
  if (!owners || owners.length === 0) return null;
  return `${what} of ${municipality}'s law: it belongs to the law of ${owners.join(', ')}`;
}

const TERM_FIELDS: Record<string, string> = {
  activity: 'activity',
  'establishment.premisesType': 'premisesType',
  'nearby.places[].category': 'placeCategory',
};

export function problemsOf(
  error: z.ZodError,
  raw: unknown,
  context?: { municipality: string; packs: readonly FactsOwner[] },
): InputProblem[] {
  const owners = context ? ownersOf(context.packs) : undefined;
  const problems: InputProblem[] = [];
  for (const issue of flatten(error.issues)) {
    if (issue.code === 'unrecognized_keys') {
      for (const k of issue.keys) {
        const field = pathToString([...issue.path, k]);
        // A surveyed category is a key of nearby.surveyed: a term, not a field.
        const elsewhere =
          context &&
          (declaredForm(issue.path) === 'nearby.surveyed'
            ? foreign(owners?.terms.get(`placeCategory:${k}`), context.municipality, 'not a term (placeCategory)')
            : foreign(owners?.fields.get(declaredForm([...issue.path, k])), context.municipality, 'not a fact'));
        if (elsewhere) {
          const found = describeValue(valueAt(raw, [...issue.path, k]));
          problems.push({ field, found, expected: elsewhere, message: `${field}: found ${found}, expected no such field: ${elsewhere}` });
        } else problems.push({ field, found: 'an unknown field', expected: expectedOf(issue), message: `${field}: unknown field` });
      }
      continue;
    }
    const field = pathToString(issue.path);
    const value = valueAt(raw, issue.path);
    const found = describeValue(value);
    let expected = issue.code === 'custom' ? bareExpected(issue.message) : expectedOf(issue);
    // A term (activity, premises type, place category, surveyed category) only another law uses.
    const termKind =
      TERM_FIELDS[declaredForm(issue.path)] ?? (declaredForm(issue.path).startsWith('nearby.surveyed') ? 'placeCategory' : undefined);
    const term = issue.code === 'invalid_key' ? issue.path[issue.path.length - 1] : value;
    if (context && termKind && typeof term === 'string') {
      const elsewhere = foreign(owners?.terms.get(`${termKind}:${term}`), context.municipality, `not a term (${termKind})`);
      if (elsewhere) expected = `${expected} (${JSON.stringify(term)} is ${elsewhere})`;
    }
    problems.push({ field, found, expected, message: `${field}: found ${found}, expected ${expected}` });
  }
  return problems;
}

/**
 * Validates a document with its municipality's vocabulary: `municipality` names a pack of
 * `packs`; every other field must be a fact of the shared vocabulary or of that pack.
 */
export function parseInput(raw: unknown, packs: PackLookup): EstablishmentInput {
  const m = raw !== null && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>)['municipality'] : undefined;
  if (typeof m !== 'string' || m === '') {
    const found = describeValue(m);
    const expected = `a municipality id: one of ${packs
      .list()
      .map((p) => p.id)
      .join(', ')}`;
    if (raw === null || typeof raw !== 'object' || Array.isArray(raw))
      throw InputError.of('(document)', describeValue(raw), 'an object with the facts of an establishment or application');
    throw InputError.of('municipality', found, expected);
  }
  const pack = packs.get(m);
  if (!pack)
    throw InputError.of(
      'municipality',
      JSON.stringify(m),
      `one of ${packs
        .list()
        .map((p) => p.id)
        .join(', ')}`,
    );
  return parseInputFor(pack, raw, packs.list());
}

/** Validates a document with one pack's vocabulary (`all`: the packs whose vocabularies messages may name). */
export function parseInputFor(pack: FactsOwner, raw: unknown, all: readonly FactsOwner[] = [pack]): EstablishmentInput {
  const r = inputSchemaFor(pack).safeParse(raw);
  if (!r.success) throw new InputError(problemsOf(r.error, raw, { municipality: pack.id, packs: all }));
  return r.data as EstablishmentInput;
}
