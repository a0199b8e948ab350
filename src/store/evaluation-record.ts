/**
 * A stored evaluation as the store hands it out. Its four documents (parameters, overrides,
 * input, result) are the canonical JSON text the database holds; each is parsed only when the
 * caller reads it (an 11 KB result costs ~30 µs to parse and as much to serialise again), and
 * `evaluationJson` writes the record's JSON from the texts of those it did not read — what the
 * API answers a stored evaluation with, without parsing or serialising its documents.
 */
import type { StoredEvaluation } from '../domain/evaluation.ts';
import { lazyProperty } from '../core/lazy-property.ts';
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

/** Each document's accessor, shared by every record (lazy-property.ts says why it must be shared). */
const ACCESSORS = Object.fromEntries(
  DOCUMENTS.map((k) => [
    k,
    lazyProperty(k, (rec) => {
      const texts = textsOf(rec);
      // Only a record this module made has the accessors; a copy of a descriptor onto another object would land here.
      if (texts === undefined) throw new TypeError('a stored evaluation document read from an object that is not its record');
      return JSON.parse(texts[k]) as unknown;
    }),
  ]),
) as Record<(typeof DOCUMENTS)[number], PropertyDescriptor>;

/** The texts a record was made from (undefined for an object evaluationRecord did not make). */
function textsOf(rec: object): EvaluationTexts | undefined {
  return (rec as { [TEXTS]?: EvaluationTexts })[TEXTS];
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
  const texts = textsOf(ev);
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
