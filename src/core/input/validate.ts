/**
 * Validation of input documents with messages that name the field, what was found and
 * what was expected: `storage.containers[2].capacityKg: found 17, expected one of 2, 5, …`.
 */
import type { z } from 'zod';
import { type EstablishmentInput, establishmentInputSchema } from './schema.ts';

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

function expectedOf(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.expected === 'tuple' ? 'an array [longitude, latitude]' : `a ${issue.expected}`;
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
      return 'no such field (see docs/schema/establishment.schema.json)';
    case 'invalid_union':
      return 'one of the allowed forms';
    case 'invalid_format':
      return `a ${issue.format}`;
    case 'not_multiple_of':
      return `a multiple of ${issue.divisor}`;
    default:
      return issue.message;
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

export function problemsOf(error: z.ZodError, raw: unknown): InputProblem[] {
  const problems: InputProblem[] = [];
  for (const issue of flatten(error.issues)) {
    if (issue.code === 'unrecognized_keys') {
      for (const k of issue.keys) {
        const field = pathToString([...issue.path, k]);
        problems.push({ field, found: 'an unknown field', expected: expectedOf(issue), message: `${field}: unknown field` });
      }
      continue;
    }
    const field = pathToString(issue.path);
    const found = describeValue(valueAt(raw, issue.path));
    const expected = issue.code === 'custom' ? issue.message : expectedOf(issue);
    problems.push({ field, found, expected, message: `${field}: found ${found}, expected ${expected}` });
  }
  return problems;
}

export function parseInput(raw: unknown): EstablishmentInput {
  const r = establishmentInputSchema.safeParse(raw);
  if (!r.success) throw new InputError(problemsOf(r.error, raw));
  return r.data;
}
