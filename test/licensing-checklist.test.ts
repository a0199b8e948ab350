/**
 * The checklist is ONE list (issue 10, Deliver 2): the evaluation's missing facts that a
 * document or opinion of the procedure proves are not asked twice — the checklist item stands
 * for them; the others stay, beside documents, opinions, holds and earlier stages.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { salvadorProcedure } from '../laws/salvador-ba/procedure.ts';
import { vdcProcedure } from '../laws/vitoria-da-conquista-ba/procedure.ts';
import type { EvaluationResult } from '../src/core/types.ts';
import type { LicensingItem } from '../src/domain/licensing.ts';
import { decisionCitations, outstanding } from '../src/licensing/checklist.ts';

const result = (missing: string[], verdict: EvaluationResult['verdict'] = 'incomplete') =>
  ({
    verdict,
    missing: missing.map((fact) => ({ fact, rules: ['r'], count: 1 })),
    findings: [],
    class: null,
  }) as unknown as EvaluationResult;

const item = (
  kind: LicensingItem['kind'],
  status: string,
  data: Record<string, unknown>,
  createdAt = '2026-11-01T00:00:00Z',
): LicensingItem => ({
  id: `${kind}-${createdAt}`,
  municipality: 'm',
  kind,
  applicationId: 'a',
  licenceId: null,
  status,
  data,
  createdAt,
  createdBy: 'u',
  updatedAt: createdAt,
  version: 1,
});

test('Salvador TVL: a missing fact a document proves is the document, once; other missing facts stay', () => {
  const list = outstanding({
    procedure: salvadorProcedure,
    stage: salvadorProcedure.stages[0]!,
    date: '2026-11-30',
    evaluation: {
      id: 'e',
      date: '2026-11-30',
      result: result(['documents.fireBrigadeLicence', 'documents.iptuPaid.fiscalYear', 'lot.areaM2']),
    },
    verdictOnDate: null,
    documents: [],
    opinions: [],
    holds: [],
    stagesInForce: new Set(),
  });
  const ids = list.map((o) => `${o.kind}:${o.id}`);
  assert.ok(ids.includes('document:fire-brigade-licence'));
  assert.ok(ids.includes('document:iptu'));
  assert.ok(ids.includes('fact:lot.areaM2'));
  assert.ok(!ids.includes('fact:documents.fireBrigadeLicence'));
  assert.ok(!ids.includes('fact:documents.iptuPaid.fiscalYear'));
  assert.ok(ids.includes('evaluation:e'), 'an incomplete evaluation is itself an item');
});

test('the latest document presented counts; the alvará needs the TVL in force', () => {
  const old = item('document', 'rejected', { requirement: 'iptu', validUntil: '2026-12-31', reason: 'ilegível' }, '2026-11-01T00:00:00Z');
  const fresh = item('document', 'accepted', { requirement: 'iptu', validUntil: '2026-12-31', validFrom: null }, '2026-11-02T00:00:00Z');
  const args = {
    procedure: salvadorProcedure,
    stage: salvadorProcedure.stages[1]!,
    date: '2026-11-30',
    evaluation: { id: 'e', date: '2026-11-30', result: result([], 'approvable') },
    verdictOnDate: null,
    opinions: [],
    holds: [],
  };
  const a = outstanding({ ...args, documents: [fresh, old], stagesInForce: new Set() }).map((o) => `${o.kind}:${o.id}:${o.state}`);
  assert.ok(a.includes('stage:tvl:not-issued'));
  assert.ok(!a.some((s) => s.startsWith('document:iptu')));
  const b = outstanding({ ...args, documents: [fresh, old], stagesInForce: new Set(['tvl']) }).map((o) => `${o.kind}:${o.id}`);
  assert.ok(!b.includes('stage:tvl'));
});

test('VdC: the decision cites the stage, its opinions (art. 19 I–IV) and the articles that decided', () => {
  const cites = decisionCitations(vdcProcedure.stages[0]!, result([], 'approvable'), (u) => `Lei 709/1993, ${u}`);
  assert.deepEqual(cites.slice(0, 7), [
    'Lei 709/1993, art19',
    'Lei 709/1993, art5',
    'Lei 709/1993, art26-I-b',
    'Lei 709/1993, art19-I',
    'Lei 709/1993, art19-II',
    'Lei 709/1993, art19-III',
    'Lei 709/1993, art19-IV',
  ]);
});
