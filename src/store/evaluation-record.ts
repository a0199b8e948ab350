/**
 * A stored evaluation as the store hands it out. Its four documents (parameters, overrides,
 * input, result) are the canonical JSON text the database holds; each is parsed only when the
 * caller reads it (an 11 KB result costs ~30 µs to parse and as much to serialise again), and
 * `evaluationJson` writes the record's JSON from the texts of those it did not read — what the
 * API answers a stored evaluation with, without parsing or serialising its documents.
 */
import type { StoredEvaluation } from '../domain/evaluation.ts';
import { canonicalJson } from './canonical.ts';

/** The documents of an evaluation as stored: canonical JSON. */
export interface EvaluationTexts {
  parameters: string;
  overrides: string;
  input: string;
  result: string;
  /** `result`'s UTF-8 bytes, when it was encoded once to be hashed, stored and answered (utf8-text.ts). */
  resultBytes?: Buffer;
}

const DOCUMENTS = ['parameters', 'overrides', 'input', 'result'] as const;
const TEXTS = Symbol('stored texts');

type Fields = Omit<StoredEvaluation, (typeof DOCUMENTS)[number]>;

/**
 * The record: `fields` as given, the documents parsed from `texts` on first read (then plain
 * properties). `known` documents (already what a parse would give, e.g. a shared deep-frozen
 * parameters document) are set as they are.
 */
export function evaluationRecord(
  fields: Fields,
  texts: EvaluationTexts,
  known: Partial<Pick<StoredEvaluation, 'parameters'>> = {},
): StoredEvaluation {
  const rec = { ...fields } as StoredEvaluation;
  // First: the accessors find the texts through the record itself.
  Object.defineProperty(rec, TEXTS, { value: texts });
  for (const k of DOCUMENTS) {
    if (k === 'parameters' && known.parameters !== undefined) rec.parameters = known.parameters;
    else Object.defineProperty(rec, k, ACCESSORS[k]);
  }
  return rec;
}

/**
 * One getter and one setter a document, shared by every record: they find the record's texts
 * through `this`. Not closures made for each record: V8 keeps an accessor's functions in the
 * object's hidden class, so new functions for each record made new hidden classes, which live
 * in the old generation until a full collection, and every young object they reached (the
 * texts, the result's 15 KB) survived each scavenge with them and was promoted. That was 10–12 %
 * of everything a stored evaluation allocated, scavenges of 10–15 ms and a full collection
 * every 2–3 s on each worker (docs/benchmarks.md, issue 13, stop 46).
 */
const ACCESSORS = Object.fromEntries(
  DOCUMENTS.map((k) => {
    const plain = (rec: object, value: unknown) =>
      Object.defineProperty(rec, k, { value, enumerable: true, configurable: true, writable: true });
    const descriptor: PropertyDescriptor = {
      enumerable: true,
      configurable: true,
      get(this: StoredEvaluation) {
        const value: unknown = JSON.parse(textsOf(this)[k]);
        plain(this, value);
        return value;
      },
      set(this: StoredEvaluation, value: unknown) {
        plain(this, value);
      },
    };
    return [k, descriptor];
  }),
) as Record<(typeof DOCUMENTS)[number], PropertyDescriptor>;

function textsOf(rec: StoredEvaluation): EvaluationTexts {
  const texts = (rec as StoredEvaluation & { [TEXTS]?: EvaluationTexts })[TEXTS];
  // Only a record this module made has the accessors; a copy of a descriptor onto another object would land here.
  if (texts === undefined) throw new TypeError('a stored evaluation document read from an object that is not its record');
  return texts;
}

/**
 * The record as JSON (canonical: keys sorted): documents not read since the store handed the
 * record out are copied from their stored text; anything read (and perhaps changed) is
 * serialised from its value.
 */
export function evaluationJson(ev: StoredEvaluation): string {
  // Without bytes asked for, the body is always text.
  return evaluationBody(ev, false) as string;
}

/**
 * As evaluationJson, as the bytes of the HTTP response when the result was just encoded for
 * storing (`texts.resultBytes`, unread): those bytes are copied in, not encoded again. `bytes`
 * false: always the text.
 */
export function evaluationBody(ev: StoredEvaluation, bytes = true): string | Buffer {
  const texts = (ev as StoredEvaluation & { [TEXTS]?: EvaluationTexts })[TEXTS];
  if (!texts) return canonicalJson(ev);
  const chunks: Buffer[] = [];
  let parts: string[] = [];
  for (const k of Object.keys(ev).sort()) {
    const d = Object.getOwnPropertyDescriptor(ev, k);
    if (!d) continue;
    const unread = d.get !== undefined && (DOCUMENTS as readonly string[]).includes(k);
    const value: unknown = unread ? undefined : d.value;
    if (!unread && value === undefined) continue;
    const sep = parts.length > 0 || chunks.length > 0 ? ',' : '{';
    if (bytes && unread && k === 'result' && texts.resultBytes !== undefined) {
      chunks.push(Buffer.from(`${parts.join('')}${sep}${JSON.stringify(k)}:`), texts.resultBytes);
      parts = [];
    } else parts.push(`${sep}${JSON.stringify(k)}:${unread ? texts[k as (typeof DOCUMENTS)[number]] : canonicalJson(value)}`);
  }
  if (parts.length === 0 && chunks.length === 0) return '{}';
  parts.push('}');
  if (chunks.length === 0) return parts.join('');
  chunks.push(Buffer.from(parts.join('')));
  return Buffer.concat(chunks);
}
