/**
 * The hand-over of prepared results between threads (persist-worker.ts): a batch sends the
 * documents its results share once, and unpacks to exactly the results packed.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { PreparedRunResult } from '../domain/reevaluation-run.ts';
import { prepareRunResult } from '../store/sql/reevaluation-runs.ts';
import { packBatch, unpackBatch } from './persist-worker.ts';

function result(i: number, parameters: Record<string, unknown>): PreparedRunResult {
  return prepareRunResult({
    subjectId: `outlet-${i}`,
    municipality: i % 2 === 0 ? 'belem-pa' : 'salvador-ba',
    date: '2026-01-01',
    lang: 'pt',
    lawPackVersion: '2026.12.01',
    parameters,
    overrides: {},
    input: { municipality: 'belem-pa', n: i },
    result: { verdict: i % 3 === 0 ? 'approvable' : 'not-approvable', i },
  } as never);
}

test('a batch carries each shared document once and unpacks to the results packed', () => {
  const belem = { 'belem-pa/min-distance': 200, text: 'x'.repeat(400) };
  const salvador = { 'salvador-ba/min-distance': 7.5, text: 'y'.repeat(400) };
  const rows = Array.from({ length: 10 }, (_, i) => result(i, i % 2 === 0 ? belem : salvador));
  const packed = packBatch(rows);
  // Two parameters documents and one overrides document ({}), not 2 × 10.
  assert.equal(packed.shared.length, 3);
  assert.equal(packed.rows.length, 10);
  const back = unpackBatch(structuredClone(packed));
  assert.deepEqual(back, rows);
  assert.equal(back[3]?.texts.parameters, rows[3]?.texts.parameters);
  assert.notEqual(back[2]?.texts.parameters, back[3]?.texts.parameters);
});

test('an empty batch packs and unpacks to nothing', () => {
  assert.deepEqual(unpackBatch(packBatch([])), []);
});
