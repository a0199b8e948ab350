/** reproduce(): exact recomputation, pinned parameters when the pack changed, differences named. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SAMPLE_INPUT } from '../../test/support/api.ts';
import { packs } from '../../test/support/packs.ts';
import type { StoredEvaluation } from '../domain/evaluation.ts';
import { resultHash } from '../store/canonical.ts';
import { evaluateDocument } from './evaluate-document.ts';
import { parametersOf, reproduce } from './reproduce.ts';

function stored(
  overrides: Record<string, unknown> = {},
  edit: (r: StoredEvaluation['result']) => StoredEvaluation['result'] = (r) => r,
): StoredEvaluation {
  const { result } = evaluateDocument(packs, structuredClone(SAMPLE_INPUT), { fallbackDate: '2025-01-01', lang: 'pt', overrides });
  const r = edit(result);
  return {
    id: 'e1',
    municipality: r.municipality,
    applicationId: null,
    date: r.date,
    lang: r.lang,
    lawPackVersion: r.lawPackVersion,
    parameters: parametersOf(packs.get(r.municipality), r),
    overrides,
    input: structuredClone(SAMPLE_INPUT) as unknown as Record<string, unknown>,
    result: r,
    resultHash: resultHash(r),
    createdAt: '2025-01-01T00:00:00.000Z',
    createdBy: 'u',
  };
}

test('the same pack recomputes the same result hash', () => {
  const rep = reproduce(packs, stored(), '2026-01-01');
  assert.equal(rep.matches, true);
  assert.equal(rep.parametersPinned, false);
  assert.equal(rep.recomputedHash, rep.storedHash);
});

test('parameters hold every value in force on the date', () => {
  const s = stored();
  assert.ok(Object.keys(s.parameters).length >= 5);
  assert.ok(Object.keys(s.parameters).every((k) => k.startsWith('belem-pa/')));
});

test('an evaluation made with an older pack is recomputed with its parameter values pinned', () => {
  const s = stored({}, (r) => ({ ...r, lawPackVersion: '2000.01.01' }));
  s.lawPackVersion = '2000.01.01';
  const rep = reproduce(packs, s, '2026-01-01');
  assert.equal(rep.parametersPinned, true);
  assert.equal(rep.lawPackVersion, '2000.01.01');
  assert.equal(rep.matches, true, rep.differences.join('; '));
});

test('a result that does not match is reported with what differs', () => {
  const s = stored({}, (r) => ({
    ...r,
    verdict: 'approvable',
    findings: r.findings.map((f, i) => (i === 0 ? { ...f, status: 'satisfied' as const } : f)),
  }));
  const rep = reproduce(packs, s, '2026-01-01');
  assert.equal(rep.matches, false);
  assert.ok(
    rep.differences.some((d) => d.startsWith('verdict:')),
    rep.differences.join('; '),
  );
  assert.ok(
    rep.differences.some((d) => d.startsWith('finding ')),
    rep.differences.join('; '),
  );
});
