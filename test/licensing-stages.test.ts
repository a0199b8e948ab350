/**
 * The stages of each procedure as the laws set them (pure: the checklist of src/licensing).
 *  - Vitória da Conquista art. 2 ("autorizar a construção e o funcionamento"): the construction
 *    authorisation before the alvará; not asked of what was installed by 25/05/1993 (art. 24) nor
 *    of a business that builds no posto or depósito.
 *  - Belém art. 2 caput ("além das exigências da Legislação sobre construção"): the works and
 *    urbanism department's opinion at the construction stage only; missing, the item says "Falta".
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { belemProcedure } from '../laws/belem-pa/procedure.ts';
import { belemLaw } from '../laws/belem-pa/text.ts';
import { vdcProcedure } from '../laws/vitoria-da-conquista-ba/procedure.ts';
import { vdcLaw } from '../laws/vitoria-da-conquista-ba/text.ts';
import type { EstablishmentInput } from '../src/core/input/schema.ts';
import type { ProcedureDef } from '../src/core/procedure.ts';
import type { EvaluationResult, Law } from '../src/core/types.ts';
import { outstanding, waivedStages } from '../src/licensing/checklist.ts';

const approvable = { verdict: 'approvable', missing: [], findings: [], class: null } as unknown as EvaluationResult;

function doc(municipality: string, type: string | undefined, establishment: Record<string, unknown>, activity = 'glp-resale') {
  return {
    municipality,
    activity,
    ...(type !== undefined ? { application: { type } } : {}),
    establishment,
  } as unknown as EstablishmentInput;
}

/** The checklist of `stage` for a document, nothing issued yet. */
function check(procedure: ProcedureDef, stage: string, law: Law, input: EstablishmentInput) {
  const s = procedure.stages.find((x) => x.id === stage)!;
  const x = {
    procedure,
    stage: s,
    date: '2026-11-30',
    evaluation: { id: 'e', date: '2026-11-30', result: approvable },
    verdictOnDate: null,
    documents: [],
    opinions: [],
    holds: [],
    stagesInForce: new Set<string>(),
    establishment: { input, law },
  };
  return { list: outstanding(x), waived: waivedStages(x, (u) => `<${u}>`) };
}

const stageItems = (r: ReturnType<typeof check>) => r.list.filter((o) => o.kind === 'stage').map((o) => `${o.id}:${o.state}`);

test('Vitória da Conquista art. 2: the alvará after the construction authorisation; installed by 25/05/1993 (art. 24) or building nothing, not asked', () => {
  assert.deepEqual(
    vdcProcedure.stages.map((s) => `${s.id}:${s.kind}:${s.cite}:${s.after.join(',')}`),
    ['construction:construction:art2:', 'alvara:alvara:art19:construction'],
  );
  // The construction authorisation asks nothing but its evaluation: the opinions of art. 19 are the alvará's.
  const construction = vdcProcedure.stages[0]!;
  assert.deepEqual([construction.documents.length, construction.opinions.length], [0, 0]);
  const at = (startDate: string, activity = 'glp-resale') =>
    check(vdcProcedure, 'alvara', vdcLaw, doc('vitoria-da-conquista-ba', 'alvara', { startDate }, activity));
  assert.equal(vdcLaw.inForceFrom, '1993-05-25');
  for (const d of ['1993-05-24', '1993-05-25']) {
    const r = at(d);
    assert.deepEqual(stageItems(r), [], d);
    assert.deepEqual(
      r.waived.map((w) => `${w.stage}:${w.cite}`),
      ['construction:art24'],
    );
  }
  assert.deepEqual(stageItems(at('1993-05-26')), ['construction:not-issued']);
  const shop = at('2020-01-01', 'other-commerce');
  assert.deepEqual(stageItems(shop), []);
  assert.deepEqual(
    shop.waived.map((w) => `${w.stage}:${w.cite}`),
    ['construction:art2'],
  );
  // An evaluation made for the construction authorisation leaves out what binds the outlet in operation (art. 19 …).
  assert.deepEqual(vdcProcedure.stages[1]!.evaluation, { notAs: ['construction'], as: 'new', cite: 'art19' });
});

test('Belém art. 2 caput: the works and urbanism opinion on the building legislation is asked at the construction stage only; missing, "Falta o parecer"', () => {
  const input = doc('belem-pa', 'new', {});
  const construction = check(belemProcedure, 'construction', belemLaw, input).list.filter((o) => o.kind === 'opinion');
  assert.deepEqual(
    construction.map((o) => `${o.id}:${o.state}:${o.cite}`),
    ['urbanism:missing:art2'],
  );
  assert.equal(
    construction[0]?.message,
    'Falta o parecer — Órgão municipal de obras e urbanismo: plantas conforme a Legislação sobre construção (art. 2º, caput): não solicitado.',
  );
  const alvara = check(belemProcedure, 'alvara', belemLaw, input).list.filter((o) => o.kind === 'opinion');
  assert.deepEqual(
    alvara.map((o) => o.id),
    ['fire-brigade'],
  );
  assert.match(alvara[0]?.message ?? '', /^Falta a vistoria — Corpo de Bombeiros: .*: não solicitada\.$/);
});
