/**
 * Documents the engine hands out again and again by identity — a unit's citation, a rule's list
 * of other units, an interpretation it records, a parameter's dated value — are frozen deeply
 * once, so that whoever serialises them may write each one's text once and reuse it:
 * `canonicalJson` (src/store/canonical.ts) does, and in a national re-evaluation these shared
 * documents are 59 % of the bytes of every result it stores and hashes (issue #13). Frozen, a
 * document cannot change after its text was written: a rule that tried would throw (modules
 * are strict), instead of a stored hash silently covering another value.
 */

/** Every object of every frozen document, with its remembered text (null until written). */
const frozen = new WeakMap<object, string | null>();

/** Freezes `doc` and everything in it, once; returns it. */
export function frozenDocument<T>(doc: T): T {
  freeze(doc);
  return doc;
}

function freeze(v: unknown): void {
  if (typeof v !== 'object' || v === null || frozen.has(v)) return;
  Object.freeze(v);
  frozen.set(v, null);
  for (const x of Object.values(v)) freeze(x);
}

/** Whether `v` is (part of) a frozen document. */
export function isFrozenDocument(v: unknown): boolean {
  return typeof v === 'object' && v !== null && frozen.has(v);
}

/**
 * The text remembered for a frozen document: a string once `rememberText` gave one, null while
 * none has, undefined when `doc` is not a frozen document (its text must be written each time).
 */
export function rememberedText(doc: object): string | null | undefined {
  return frozen.get(doc);
}

/** Remembers the text of a frozen document (one serialisation uses this memo: canonical JSON). */
export function rememberText(doc: object, text: string): void {
  if (frozen.has(doc)) frozen.set(doc, text);
}
