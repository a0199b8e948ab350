/**
 * A stored evaluation's record: documents parsed only when read, JSON written from the stored
 * texts for those never read — and from the values for those read (and perhaps changed).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { canonicalJson } from './canonical.ts';
import { evaluationBody, evaluationJson, evaluationRecord } from './evaluation-record.ts';
import { utf8Bytes } from './utf8-text.ts';

const fields = {
  id: 'e1',
  municipality: 'belem-pa',
  applicationId: null,
  date: '2026-01-01',
  lang: 'pt' as const,
  lawPackVersion: 'v1',
  resultHash: 'h',
  createdAt: '2026-01-01T00:00:00.000Z',
  createdBy: 'u',
};
const docs = { parameters: { p: 1 }, overrides: {}, input: { municipality: 'belem-pa' }, result: { verdict: 'approvable', findings: [] } };
const texts = {
  parameters: canonicalJson(docs.parameters),
  overrides: canonicalJson(docs.overrides),
  input: canonicalJson(docs.input),
  result: canonicalJson(docs.result),
};

test('the JSON of a record whose documents were never read is written from the stored texts, and is the record’s JSON', () => {
  const rec = evaluationRecord(fields, texts);
  const json = evaluationJson(rec);
  assert.equal(Object.getOwnPropertyDescriptor(rec, 'result')?.get !== undefined, true, 'not parsed by writing it');
  assert.equal(json, canonicalJson({ ...fields, ...docs }));
  assert.deepEqual(JSON.parse(json), JSON.parse(JSON.stringify(rec)));
});

test('documents are parsed when read, once; a read and changed document is written as it is now', () => {
  const rec = evaluationRecord(fields, texts);
  const result = rec.result as unknown as { verdict: string };
  assert.equal(result.verdict, 'approvable');
  assert.equal(rec.result, result as unknown, 'parsed once');
  result.verdict = 'changed';
  rec.input = { municipality: 'other' };
  const back = JSON.parse(evaluationJson(rec));
  assert.equal(back.result.verdict, 'changed');
  assert.deepEqual(back.input, { municipality: 'other' });
  assert.deepEqual(back.parameters, docs.parameters);
});

test('every record shares its documents’ accessor functions, and each reads its own texts', () => {
  // Functions made for each record gave each record a hidden class of its own, kept until a full
  // collection with the texts they reached (evaluation-record.ts, ACCESSORS).
  const a = evaluationRecord(fields, texts);
  const other = { ...texts, result: canonicalJson({ verdict: 'not-approvable', findings: [] }) };
  const b = evaluationRecord({ ...fields, id: 'e2' }, other);
  for (const k of ['parameters', 'overrides', 'input', 'result']) {
    const da = Object.getOwnPropertyDescriptor(a, k);
    const db = Object.getOwnPropertyDescriptor(b, k);
    assert.ok(da?.get !== undefined && da.set !== undefined, k);
    assert.equal(da.get, db?.get, `${k}: one getter for both records`);
    assert.equal(da.set, db?.set, `${k}: one setter for both records`);
  }
  assert.equal((b.result as unknown as { verdict: string }).verdict, 'not-approvable');
  assert.equal((a.result as unknown as { verdict: string }).verdict, 'approvable');
  b.input = { municipality: 'set before read' } as never;
  assert.deepEqual(b.input, { municipality: 'set before read' });
  assert.deepEqual(a.input, docs.input);
});

test('a document accessor copied onto another object says so instead of answering another record’s text', () => {
  const rec = evaluationRecord(fields, texts);
  const accessor = Object.getOwnPropertyDescriptor(rec, 'result') as PropertyDescriptor;
  const copy = Object.defineProperty({}, 'result', accessor) as { result: unknown };
  assert.throws(() => copy.result, /a stored evaluation document read from an object that is not its record/);
});

test('a known parameters document is the record’s own; other records are written in full', () => {
  const shared = Object.freeze({ p: 1 });
  const rec = evaluationRecord(fields, texts, { parameters: shared });
  assert.equal(rec.parameters, shared);
  const plain = { ...fields, ...docs };
  assert.equal(evaluationJson(plain as never), canonicalJson(plain));
});

test('a record whose result was encoded for storing answers with those bytes, the UTF-8 of its JSON', () => {
  // A character past Latin-1 in the result, one in another document, and the result first and last of what is written.
  const result = { verdict: 'approvable', findings: [{ message: 'de 0,5 → 1 t' }] };
  const withArrow = { ...texts, input: canonicalJson({ municipality: 'belém → pa' }), result: canonicalJson(result) };
  const bytes = utf8Bytes(withArrow.result);
  const rec = evaluationRecord(fields, { ...withArrow, resultBytes: bytes });
  const body = evaluationBody(rec);
  assert.ok(Buffer.isBuffer(body), 'bytes, not text');
  const expected = canonicalJson({ ...fields, ...docs, input: { municipality: 'belém → pa' }, result });
  assert.equal(body.toString('utf8'), expected);
  assert.ok(body.includes(bytes), 'the encoded result, copied in');
  assert.equal(evaluationJson(rec), expected, 'evaluationJson: the same, as text');
  // Only the result of a record: the bytes are the whole object's.
  const only = evaluationRecord({} as never, { ...withArrow, resultBytes: bytes });
  for (const k of ['parameters', 'overrides', 'input']) delete (only as unknown as Record<string, unknown>)[k];
  assert.equal(evaluationBody(only).toString(), `{"result":${withArrow.result}}`);
});

test('a record whose result was read (and perhaps changed) is answered as text from its value, not the stored bytes', () => {
  const rec = evaluationRecord(fields, { ...texts, resultBytes: utf8Bytes(texts.result) });
  (rec.result as unknown as { verdict: string }).verdict = 'changed';
  const body = evaluationBody(rec);
  assert.equal(typeof body, 'string');
  assert.equal(JSON.parse(body as string).result.verdict, 'changed');
  // Read from the store (no bytes): text, as before.
  assert.equal(typeof evaluationBody(evaluationRecord(fields, texts)), 'string');
});
