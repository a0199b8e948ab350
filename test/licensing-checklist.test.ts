/**
 * The checklist is ONE list (issue 10, Deliver 2): the evaluation's missing facts that a
 * document or opinion of the procedure proves are not asked twice — the checklist item stands
 * for them; the others stay, beside documents, opinions, holds and earlier stages.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { belemProcedure } from '../laws/belem-pa/procedure.ts';
import { novaOdessaProcedure } from '../laws/nova-odessa-sp/procedure.ts';
import { salvadorProcedure } from '../laws/salvador-ba/procedure.ts';
import { vdcProcedure } from '../laws/vitoria-da-conquista-ba/procedure.ts';
import type { EvaluationResult } from '../src/core/types.ts';
import type { LicensingItem } from '../src/domain/licensing.ts';
import { stageOnDate } from '../src/core/procedure.ts';
import type { ParameterDef } from '../src/core/types.ts';
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
  const alvara = vdcProcedure.stages.find((s) => s.id === 'alvara')!;
  const cites = decisionCitations(alvara, result([], 'approvable'), (u) => `Lei 709/1993, ${u}`);
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

test('Salvador alvará (art. 2 § 2º "Para obtenção do Alvará"): an evaluation made for the TVL does not serve it; one made for the alvará does', () => {
  const alvara = salvadorProcedure.stages.find((s) => s.id === 'alvara')!;
  const tvl = salvadorProcedure.stages.find((s) => s.id === 'tvl')!;
  const base = {
    procedure: salvadorProcedure,
    date: '2026-11-30',
    verdictOnDate: null,
    documents: [],
    opinions: [],
    holds: [],
    stagesInForce: new Set(['tvl']),
  };
  const ev = (applicationType: string | undefined) => ({ id: 'e', date: '2026-11-30', result: result([], 'approvable'), applicationType });
  const states = (stage: typeof alvara, type: string | undefined) =>
    outstanding({ ...base, stage, evaluation: ev(type) })
      .filter((o) => o.kind === 'evaluation')
      .map((o) => `${o.state}:${o.cite}`);
  assert.deepEqual(states(alvara, 'tvl'), ['other-stage:art2-par2']);
  for (const t of ['new', 'alvara', 'renewal', undefined]) assert.deepEqual(states(alvara, t), [], String(t));
  // The TVL itself is decided on the TVL's evaluation.
  assert.deepEqual(states(tvl, 'tvl'), []);
  // Whatever the TVL evaluation's verdict, the item says what to do: evaluate for this stage.
  const bad = outstanding({ ...base, stage: alvara, evaluation: { ...ev('tvl'), result: result([], 'not-approvable') } });
  assert.deepEqual(
    bad.filter((o) => o.kind === 'evaluation').map((o) => o.state),
    ['other-stage'],
  );
  assert.match(
    bad.find((o) => o.kind === 'evaluation')?.message ?? '',
    /"tvl", que deixa de fora requisitos de Alvará de Funcionamento: avalie o pedido para esta etapa/,
  );
});

test('Belém licença de funcionamento (art. 3 "Os Postos são obrigados a manter"): an evaluation made for the licence to build does not serve it; one made as a new outlet does', () => {
  const alvara = belemProcedure.stages.find((s) => s.id === 'alvara')!;
  const construction = belemProcedure.stages.find((s) => s.id === 'construction')!;
  const base = {
    procedure: belemProcedure,
    date: '2026-12-03',
    verdictOnDate: null,
    documents: [],
    opinions: [],
    holds: [],
    stagesInForce: new Set(['construction']),
  };
  const states = (stage: typeof alvara, applicationType: string | undefined) =>
    outstanding({ ...base, stage, evaluation: { id: 'e', date: '2026-12-03', result: result([], 'approvable'), applicationType } })
      .filter((o) => o.kind === 'evaluation')
      .map((o) => `${o.state}:${o.cite}`);
  assert.deepEqual(states(alvara, 'construction'), ['other-stage:art3']);
  for (const t of ['new', 'adaptation', 'alvara', 'renewal', undefined]) assert.deepEqual(states(alvara, t), [], String(t));
  // The licence to build is decided on the evaluation made for it.
  assert.deepEqual(states(construction, 'construction'), []);
});

test('a minimum amount read from a dated parameter: the value in force on the decision date, in R$', () => {
  const stage = {
    ...salvadorProcedure.stages[0]!,
    documents: [{ id: 'ins', title: { pt: 'Seguro', en: 'Insurance' }, cite: 'art3-V', expires: false, minAmountParameter: 'min' }],
  };
  const param = {
    id: 'min',
    unit: 'BRL',
    description: { pt: 'mínimo', en: 'minimum' },
    values: [
      { from: '2012-01-16', to: '2015-01-16', value: 50_000, cite: 'art3-V' },
      { from: '2015-01-16', value: 60_000, cite: 'art3-V' },
    ],
  } as unknown as ParameterDef;
  assert.equal(stageOnDate(stage, [param], '2015-01-15').documents[0]?.minAmountBRL, 50_000);
  assert.equal(stageOnDate(stage, [param], '2015-01-16').documents[0]?.minAmountBRL, 60_000);
  assert.throws(() => stageOnDate(stage, [], '2015-01-16'), /parameter min has no amount on 2015-01-16/);
  assert.throws(() => stageOnDate(stage, [param], '2011-12-31'), /parameter min has no amount on 2011-12-31/);
  const doc = (amountBRL: number) =>
    item('document', 'accepted', { requirement: 'ins', validUntil: null, validFrom: null, amountBRL }, '2026-11-02T00:00:00Z');
  const run = (amountBRL: number) =>
    outstanding({
      procedure: salvadorProcedure,
      stage: stageOnDate(stage, [param], '2026-11-30'),
      date: '2026-11-30',
      evaluation: null,
      verdictOnDate: null,
      documents: [doc(amountBRL)],
      opinions: [],
      holds: [],
      stagesInForce: new Set(),
    }).filter((o) => o.kind === 'document');
  assert.deepEqual(run(60_000), []);
  const below = run(59_999.99);
  assert.equal(below[0]?.state, 'amount-below-minimum');
  assert.equal(below[0]?.message, 'Seguro: valor R$ 59.999,99 abaixo do mínimo de R$ 60.000,00.');
});

test('every procedure document that reads its minimum from a parameter has an amount from the law’s entry into force on', async () => {
  const { packs } = await import('./support/packs.ts');
  let read = 0;
  for (const pack of packs.list()) {
    for (const stage of pack.procedure?.stages ?? []) {
      for (const date of [pack.laws[0]!.inForceFrom, '2026-11-30']) {
        const resolved = stageOnDate(stage, pack.parameters, date);
        for (const [i, d] of stage.documents.entries()) {
          if (d.minAmountParameter === undefined) continue;
          read++;
          assert.equal(typeof resolved.documents[i]?.minAmountBRL, 'number', `${pack.id}/${stage.id}/${d.id} on ${date}`);
        }
      }
    }
  }
  assert.ok(read >= 2, 'Belém’s fire insurance (art. 3 V) reads min-fire-insurance');
});

test('Nova Odessa art. 13 § 4º: the concession contract is asked of those who sell, not of an installation that only stores', () => {
  const stage = novaOdessaProcedure.stages[0]!;
  const run = (activity: string | undefined) =>
    outstanding({
      procedure: novaOdessaProcedure,
      stage,
      date: '2026-11-30',
      evaluation: {
        id: 'e',
        date: '2026-11-30',
        result: result(['documents.concessionContract.registeredInMunicipality', 'safety.containerOrigins']),
      },
      verdictOnDate: null,
      documents: [],
      opinions: [],
      holds: [],
      stagesInForce: new Set(),
      activity,
    }).map((o) => `${o.kind}:${o.id}`);
  for (const activity of ['glp-resale', 'glp-mobile-sale', undefined]) {
    const ids = run(activity);
    assert.ok(ids.includes('document:concession-contract'), `${activity}: ${ids.join(', ')}`);
    // The document stands for its registration fact: asked once.
    assert.ok(!ids.includes('fact:documents.concessionContract.registeredInMunicipality'), ids.join(', '));
    assert.ok(ids.includes('fact:safety.containerOrigins'));
  }
  const own = run('own-consumption');
  assert.ok(!own.includes('document:concession-contract'), own.join(', '));
  assert.ok(own.includes('document:state-federal-compliance'));
  const cite = (u: string) => u;
  const resale = { ...result([], 'approvable'), activity: 'glp-resale' } as EvaluationResult;
  const ownUse = { ...result([], 'approvable'), activity: 'own-consumption' } as EvaluationResult;
  assert.ok(decisionCitations(stage, resale, cite).includes('art13-par4'));
  assert.ok(!decisionCitations(stage, ownUse, cite).includes('art13-par4'));
});

test('the checklist says the verdict and the missing fact in words: its name, the path, dd/mm/aaaa', () => {
  const r = result(['lot.areaM2', 'x.unnamed'], 'incomplete');
  (r.missing[0] as { label?: string }).label = 'área do terreno (m²)';
  const list = outstanding({
    procedure: salvadorProcedure,
    stage: salvadorProcedure.stages[0]!,
    date: '2026-11-30',
    evaluation: { id: 'e', date: '2026-11-29', result: r },
    verdictOnDate: null,
    documents: [],
    opinions: [],
    holds: [],
    stagesInForce: new Set(),
  });
  const evaluation = list.find((o) => o.kind === 'evaluation');
  assert.equal(evaluation?.message, 'A última avaliação (29/11/2026) não é aprovável: incompleta (faltam informações).');
  assert.equal(list.find((o) => o.id === 'lot.areaM2')?.message, 'Informação faltante: área do terreno (m²) (lot.areaM2) — regras r.');
  // A stored evaluation made before facts had names shows the path alone.
  assert.equal(list.find((o) => o.id === 'x.unnamed')?.message, 'Informação faltante: x.unnamed — regras r.');
});

test('Salvador art. 2, I: a fire brigade licence counts through its last day of validity and from its first, not a day outside', () => {
  const run = (data: Record<string, unknown>) =>
    outstanding({
      procedure: salvadorProcedure,
      stage: salvadorProcedure.stages[0]!,
      date: '2026-11-30',
      evaluation: null,
      verdictOnDate: null,
      documents: [item('document', 'accepted', { requirement: 'fire-brigade-licence', validFrom: null, validUntil: null, ...data })],
      opinions: [],
      holds: [],
      stagesInForce: new Set(),
    }).find((o) => o.kind === 'document' && o.id === 'fire-brigade-licence');
  // Valid until the decision date itself: in force; until the day before: expired.
  assert.equal(run({ validUntil: '2026-11-30' }), undefined);
  assert.equal(run({ validUntil: '2026-11-29' })?.state, 'expired');
  // Valid from the decision date: in force; from the day after: not yet.
  assert.equal(run({ validFrom: '2026-11-30', validUntil: '2027-11-30' }), undefined);
  assert.equal(run({ validFrom: '2026-12-01', validUntil: '2027-11-30' })?.state, 'not-yet-valid');
  // It expires (a licence of the fire brigade has a term): without a validity end it is not taken.
  assert.equal(run({})?.state, 'no-validity');
  assert.equal(run({})?.cite, 'art2-I');
});

test('an opinion not yet favourable is said in words, the state id kept apart', () => {
  const stage = vdcProcedure.stages.find((s) => s.id === 'alvara')!;
  const [first, second] = stage.opinions;
  assert.ok(first && second, 'the VdC alvará asks at least two opinions (art. 19)');
  const list = outstanding({
    procedure: vdcProcedure,
    stage,
    date: '2026-11-30',
    evaluation: { id: 'e', date: '2026-11-30', result: result([], 'approvable') },
    verdictOnDate: null,
    documents: [],
    opinions: [
      item('opinion', 'requested', { department: first.department, stage: 'alvara' }),
      item('opinion', 'changes-requested', { department: second.department, stage: 'alvara', grounds: 'planta sem cotas' }),
    ],
    holds: [],
    stagesInForce: new Set(['construction']),
  });
  const of = (id: string) => list.find((o) => o.kind === 'opinion' && o.id === id);
  const what = (kind: string | undefined) =>
    kind === 'inspection' ? 'vistoria solicitada, ainda não realizada' : 'parecer solicitado, ainda não emitido';
  assert.equal(of(first.department)?.state, 'requested');
  assert.equal(of(first.department)?.message, `${first.title.pt}: ${what(first.kind)}.`);
  assert.equal(of(second.department)?.state, 'changes-requested');
  assert.match(of(second.department)?.message ?? '', / com exigências a cumprir \(planta sem cotas\)\.$/);
  for (const o of list) assert.doesNotMatch(o.message, /requested|unfavourable/, o.message);
});
