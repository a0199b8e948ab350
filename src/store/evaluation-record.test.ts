/**
 * A stored evaluation's record: documents parsed only when read, JSON written from the stored
 * texts for those never read — and from the values for those read (and perhaps changed).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { canonicalJson } from './canonical.ts';
import { evaluationJson, evaluationRecord } from './evaluation-record.ts';

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

test('a known parameters document is the record’s own; other records are written in full', () => {
  const shared = Object.freeze({ p: 1 });
  const rec = evaluationRecord(fields, texts, { parameters: shared });
  assert.equal(rec.parameters, shared);
  const plain = { ...fields, ...docs };
  assert.equal(evaluationJson(plain as never), canonicalJson(plain));
});
