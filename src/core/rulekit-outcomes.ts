/**
 * Rule kit: outcomes built from several checks, so every pack words "what fails" the same
 * way — the failing items when any fails, else what holds — and shows every comparison made.
 */
import { MissingFacts, type RuleContext } from './context.ts';
import type { Outcome } from './pack.ts';
import type { Comparison } from './types.ts';

export interface Check {
  /** undefined: the part is not reported (read with ctx.part; the engine then decides). */
  ok: boolean | undefined;
  good: string;
  bad: string;
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/**
 * Outcome of several yes/no checks: violated when any fails, naming what fails; otherwise
 * what holds. With `prefix`, the message is "prefix: a; b." (e.g. "Falta: …"), else the
 * list, capitalised.
 */
export function checksOutcome(checks: readonly Check[], prefix?: { fail: string; pass?: string }): Outcome {
  const failing = checks.filter((c) => c.ok === false);
  if (failing.length > 0) {
    const list = failing.map((c) => c.bad).join('; ');
    return { status: 'violated', message: prefix ? `${prefix.fail}: ${list}.` : `${capitalise(list)}.` };
  }
  const list = checks
    .filter((c) => c.ok === true)
    .map((c) => c.good)
    .join('; ');
  return { status: 'satisfied', message: prefix?.pass ? `${prefix.pass}: ${list}.` : `${capitalise(list)}.` };
}

export interface Labelled {
  label: string;
  c: Comparison;
}

/**
 * Outcome of several comparisons: violated when any fails; the message shows each failing one (or
 * all). A comparison null is a part not reported (read with ctx.part: the engine then decides).
 */
export function comparisonsOutcome(items: readonly (Labelled | { label: string; c: null })[], extra?: { notes?: string[] }): Outcome {
  const known = items.filter((i): i is Labelled => i.c !== null);
  const bad = known.filter((i) => !i.c.holds);
  const shown = bad.length > 0 ? bad : known;
  const msg = shown.map((i) => `${i.label}: ${i.c.text}`).join('; ');
  const o: Outcome = { status: bad.length > 0 ? 'violated' : 'satisfied', message: `${msg}.`, comparisons: known.map((i) => i.c) };
  if (extra?.notes && extra.notes.length > 0) o.notes = extra.notes;
  return o;
}

/** Several documents at once, so "cannot evaluate" names every one that is missing (then read each with ctx.document). */
export function requireDocuments(ctx: RuleContext, names: readonly string[]): void {
  const docs = ctx.input.documents as Record<string, unknown> | undefined;
  const missing = names.filter((n) => docs?.[n] === undefined).map((n) => `documents.${n}`);
  if (missing.length > 0) throw new MissingFacts(missing);
}
