/**
 * Canonical JSON (RFC 8785, JCS) and the hashes built on it: the audit chain and the
 * stored evaluations' resultHash. The same value must give the same bytes on every engine,
 * every Node version and every run, or a past decision could not be shown to match.
 */
import { hash } from 'node:crypto';
import { frozenDocument, isFrozenDocument, rememberedText, rememberText } from '../core/frozen.ts';

/**
 * Keys sorted by UTF-16 code units, no whitespace, numbers in ECMAScript shortest form
 * (what JSON.stringify prints), `undefined` members dropped as JSON.stringify does.
 * Non-finite numbers and bigints throw: JSON cannot carry them, and silently writing
 * `null` would make a hash cover a value other than the one stored.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return scalar(value);
  const out: string[] = [];
  put(out, value, 0);
  return out.length === 1 ? (out[0] as string) : out.join('');
}

/**
 * Freezes a document deeply (src/core/frozen.ts) and writes its canonical JSON now: every later
 * canonicalJson of the same object, or of a document holding it, reuses that text (it can no
 * longer change). Returns the object. The engine's own shared documents (citations, recorded
 * interpretations, dated parameter values) are frozen where they are made; their text is
 * written the first time it is needed.
 */
export function stableDocument<T extends object>(doc: T): T {
  frozenDocument(doc);
  canonicalJson(doc);
  return doc;
}

/** Whether `v` is a deep-frozen document (stableDocument, or one the engine froze): its canonical JSON is written once. */
export function isStableDocument(v: unknown): boolean {
  return isFrozenDocument(v);
}

/**
 * Written for speed (a stored evaluation's result is ~5 KB and is hashed on every write): the
 * pieces are collected in one array and joined once, which gives one flat string — built by
 * `+=` instead, the text was a rope of thousands of pieces, and hashing it first copied them into
 * one (≈ 14 µs a result, more than writing it; docs/benchmarks.md, issue 13, stop 28). Each
 * member's `"key":` prefix is cached, strings that need no escaping are copied as they are, and a
 * depth bound instead of a set of ancestors refuses cycles. `canonical.test.ts` checks it against
 * the RFC 8785 examples and a plain reference.
 */
// What JSON.stringify escapes in a string: controls, quote, backslash (and lone surrogates,
// which only occur in the surrogate range: a string with none of these is copied verbatim).
const NEEDS_ESCAPE = /[\u0000-\u001f"\\\ud800-\udfff]/;
/** Deeper than any document of ours: a value this deep is (almost certainly) cyclic. */
const MAX_DEPTH = 1000;
/** `"key":` and `,"key":` of each key seen: one piece per member instead of four. */
const memberPrefixes = new Map<string, [first: string, next: string]>();

function prefixes(k: string): [string, string] {
  let p = memberPrefixes.get(k);
  if (p === undefined) {
    const q = JSON.stringify(k);
    p = [`${q}:`, `,${q}:`];
    // Keys come from a small vocabulary (field names); free-form keys must not grow it forever.
    if (memberPrefixes.size < 10_000) memberPrefixes.set(k, p);
  }
  return p;
}

/** A value that is not an object: its JSON, or a TypeError for what JSON cannot carry. */
function scalar(v: unknown): string {
  if (v === null) return 'null';
  switch (typeof v) {
    case 'string':
      return NEEDS_ESCAPE.test(v) ? JSON.stringify(v) : `"${v}"`;
    case 'boolean':
      return v ? 'true' : 'false';
    case 'number':
      if (!Number.isFinite(v)) throw new TypeError(`canonical JSON: non-finite number ${v}`);
      return JSON.stringify(v);
    default:
      throw new TypeError(`canonical JSON: cannot encode a ${typeof v}`);
  }
}

/** Appends the pieces of `v`'s canonical JSON to `out`. */
function put(out: string[], v: unknown, depth: number): void {
  if (v === null || typeof v !== 'object') {
    out.push(scalar(v));
    return;
  }
  // A frozen document's text is written once (a cyclic one never gets one: it reaches the depth bound).
  const memo = rememberedText(v);
  if (memo === undefined) putObject(out, v, depth);
  else if (memo !== null) out.push(memo);
  else {
    const own: string[] = [];
    putObject(own, v, depth);
    const text = own.join('');
    rememberText(v, text);
    out.push(text);
  }
}

function putObject(out: string[], v: object, depth: number): void {
  if (depth > MAX_DEPTH) throw new TypeError(`canonical JSON: cyclic value (or nested deeper than ${MAX_DEPTH})`);
  const obj = v as object & { toJSON?: () => unknown };
  if (typeof obj.toJSON === 'function') {
    put(out, obj.toJSON(), depth + 1);
    return;
  }
  if (Array.isArray(obj)) {
    out.push('[');
    for (let i = 0; i < obj.length; i++) {
      const x: unknown = obj[i];
      if (i > 0) out.push(',');
      if (x === undefined || typeof x === 'function') out.push('null');
      else put(out, x, depth + 1);
    }
    out.push(']');
    return;
  }
  const rec = obj as Record<string, unknown>;
  // Default sort: by UTF-16 code units, as RFC 8785 §3.2.3 requires.
  const keys = sortedKeys(rec);
  out.push('{');
  let first = true;
  for (const k of keys) {
    const x = rec[k];
    if (x === undefined || typeof x === 'function') continue;
    out.push(prefixes(k)[first ? 0 : 1]);
    put(out, x, depth + 1);
    first = false;
  }
  out.push('}');
}

/**
 * sha256 of the UTF-8 bytes, in hex (of the bytes themselves when given: utf8-text.ts). One-shot
 * `crypto.hash`: no Hash object per call (several per stored evaluation).
 */
export function sha256Hex(s: string | Buffer): string {
  return hash('sha256', s, 'hex');
}

/** The resultHash of a stored evaluation: sha256 of the canonical JSON of the result. */
export function resultHash(result: unknown): string {
  return sha256Hex(canonicalJson(result));
}

/** Object.keys sorted by UTF-16 code units: insertion sort (an object has a few keys; Array#sort's call costs more). */
function sortedKeys(rec: object): string[] {
  const keys = Object.keys(rec);
  const n = keys.length;
  if (n > 16) return keys.sort();
  for (let i = 1; i < n; i++) {
    const k = keys[i] as string;
    let j = i - 1;
    while (j >= 0 && (keys[j] as string) > k) {
      keys[j + 1] = keys[j] as string;
      j--;
    }
    keys[j + 1] = k;
  }
  return keys;
}
