/**
 * The stages of each procedure as the laws set them (pure: the checklist of src/licensing).
 *  - Belém art. 5 ("não se aplica aos Postos já existentes, nem aqueles com licença para construção
 *    aprovada até a data de vigência desta Lei", 16/01/2012): the operating licence of an outlet
 *    installed by that day does not ask for this law's construction licence — the day before and
 *    the day itself waive it, the day after does not; unknown dates name the facts that tell.
 *  - Salvador art. 2 § 1º (existing legally installed companies exempt from inciso III, 26/07/2011):
 *    the alvará does not ask for the TVL, which attests inciso III.
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
import { salvadorProcedure } from '../laws/salvador-ba/procedure.ts';
import { salvadorLaw } from '../laws/salvador-ba/text.ts';
import { vdcProcedure } from '../laws/vitoria-da-conquista-ba/procedure.ts';
import { vdcLaw } from '../laws/vitoria-da-conquista-ba/text.ts';
import type { EstablishmentInput } from '../src/core/input/schema.ts';
import type { ProcedureDef } from '../src/core/procedure.ts';
import type { EvaluationResult, Law } from '../src/core/types.ts';
import { decisionCitations, defaultStage, outstanding, waivedStages } from '../src/licensing/checklist.ts';
import { mustPack } from './support/packs.ts';

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
    // The pack's readings on the decision date (StageWaiver.reading): its parameters as loaded.
    establishment: {
      input,
      law,
      readings: { packId: input.municipality, parameters: mustPack(input.municipality).parameters, date: '2026-11-30' },
    },
  };
  return { list: outstanding(x), waived: waivedStages(x, (u) => `<${u}>`) };
}

const stageItems = (r: ReturnType<typeof check>) => r.list.filter((o) => o.kind === 'stage').map((o) => `${o.id}:${o.state}`);

test('Belém art. 5: an outlet operating by 16/01/2012 asks for its operating licence without the construction licence; from the day after, it needs it', () => {
  const at = (startDate: string, type = 'alvara') => check(belemProcedure, 'alvara', belemLaw, doc('belem-pa', type, { startDate }));
  assert.equal(belemLaw.inForceFrom, '2012-01-16');
  for (const d of ['2012-01-15', '2012-01-16']) {
    const r = at(d);
    assert.deepEqual(stageItems(r), [], d);
    assert.deepEqual(
      r.waived.map((w) => `${w.stage}:${w.cite}`),
      ['construction:art5'],
      d,
    );
    assert.match(
      r.waived[0]!.message,
      /^Aprovação de planta e licença para construção: não exigida antes de Licença de Funcionamento — posto já existente, ou com licença para construção aprovada, até 16\/01\/2012 .*\(<art5>\)\.$/,
    );
  }
  const after = at('2012-01-17');
  assert.deepEqual(stageItems(after), ['construction:not-issued']);
  assert.deepEqual(after.waived, []);
  // A renewal of an existing outlet: the same.
  assert.deepEqual(stageItems(at('2010-03-01', 'renewal')), []);
  // A request for something new, whatever the dates, is not an existing outlet.
  for (const type of ['new', 'construction', 'adaptation', 'relocation'])
    assert.deepEqual(stageItems(at('2010-03-01', type)), ['construction:not-issued'], type);
});

test('Belém art. 5: a construction licence approved by 16/01/2012 also waives it; approved the day after, not', () => {
  const at = (approved: string) =>
    check(
      belemProcedure,
      'alvara',
      belemLaw,
      doc('belem-pa', 'alvara', { constructionLicenceApprovedOn: approved, startDate: '2012-09-01' }),
    );
  assert.deepEqual(stageItems(at('2012-01-16')), []);
  assert.deepEqual(stageItems(at('2012-01-17')), ['construction:not-issued']);
});

test('Belém art. 5: a document that does not tell keeps the construction licence asked, naming who is spared and the facts that tell', () => {
  const r = check(belemProcedure, 'alvara', belemLaw, doc('belem-pa', 'alvara', {}));
  const item = r.list.find((o) => o.kind === 'stage');
  assert.equal(item?.state, 'not-issued');
  assert.match(
    item?.message ?? '',
    /precisa estar emitido e em vigor antes de Licença de Funcionamento\. Não é exigida de posto já existente, ou com licença para construção aprovada, até 16\/01\/2012 .*: informe establishment\.startDate ou establishment\.constructionLicenceApprovedOn\.$/,
  );
  assert.deepEqual(r.waived, []);
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
    'Falta o parecer — Órgão municipal de obras e urbanismo: plantas conforme a Legislação sobre construção: não solicitado.',
  );
  const alvara = check(belemProcedure, 'alvara', belemLaw, input).list.filter((o) => o.kind === 'opinion');
  assert.deepEqual(
    alvara.map((o) => o.id),
    ['fire-brigade'],
  );
  assert.match(alvara[0]?.message ?? '', /^Falta a vistoria — Corpo de Bombeiros: .*: não solicitada\.$/);
});

test('Salvador art. 2 § 1º: a company existing and legally installed by 26/07/2011 renews its alvará without a TVL', () => {
  const at = (startDate: string | undefined, legallyInstalled: boolean | undefined, type = 'renewal') =>
    check(
      salvadorProcedure,
      'alvara',
      salvadorLaw,
      doc('salvador-ba', type, {
        ...(startDate ? { startDate } : {}),
        ...(legallyInstalled !== undefined ? { legallyInstalled } : {}),
      }),
    );
  assert.equal(salvadorLaw.inForceFrom, '2011-07-26');
  for (const d of ['2011-07-25', '2011-07-26']) {
    const r = at(d, true);
    assert.deepEqual(stageItems(r), [], d);
    assert.deepEqual(
      r.waived.map((w) => `${w.stage}:${w.cite}`),
      ['tvl:art2-par1'],
    );
  }
  assert.deepEqual(stageItems(at('2011-07-27', true)), ['tvl:not-issued']);
  // Not installed legally: not exempt from inciso III, the TVL is asked.
  assert.deepEqual(stageItems(at('2010-01-01', false)), ['tvl:not-issued']);
  const unknown = at('2010-01-01', undefined).list.find((o) => o.kind === 'stage');
  assert.match(unknown?.message ?? '', /informe establishment\.startDate ou establishment\.legallyInstalled\.$/);
  // A new location (a move, a new outlet): a TVL, whatever the company's age (notes).
  for (const type of ['relocation', 'new', 'tvl']) assert.deepEqual(stageItems(at('2010-01-01', true, type)), ['tvl:not-issued'], type);
});

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

test('the default stage: the first the application is asked for; a renewal the last; never what was issued', () => {
  const e = (input: EstablishmentInput, law: Law) => ({
    input,
    law,
    readings: { packId: input.municipality, parameters: mustPack(input.municipality).parameters, date: '2026-11-30' },
  });
  const existing = e(doc('belem-pa', 'alvara', { startDate: '2011-05-02' }), belemLaw);
  const newOutlet = e(doc('belem-pa', 'new', {}), belemLaw);
  assert.equal(defaultStage(belemProcedure, 'new', newOutlet)?.id, 'construction');
  assert.equal(defaultStage(belemProcedure, 'alvara', existing)?.id, 'alvara');
  assert.equal(defaultStage(belemProcedure, 'renewal', newOutlet)?.id, 'alvara');
  assert.equal(defaultStage(belemProcedure, 'new', undefined)?.id, 'construction');
  assert.equal(defaultStage(vdcProcedure, 'new', e(doc('vitoria-da-conquista-ba', 'new', {}), vdcLaw))?.id, 'construction');
  assert.equal(defaultStage(salvadorProcedure, 'new', e(doc('salvador-ba', 'new', {}), salvadorLaw))?.id, 'tvl');
});

test('the decision on a stage whose earlier one was waived cites the waiver', () => {
  const alvara = belemProcedure.stages.find((s) => s.id === 'alvara')!;
  const waived = check(belemProcedure, 'alvara', belemLaw, doc('belem-pa', 'alvara', { startDate: '2011-05-02' })).waived;
  const cites = decisionCitations(alvara, approvable, (u) => u, waived);
  assert.deepEqual(cites.slice(0, 4), ['art1', 'art1-par2-I', 'art3', 'art5']);
  assert.ok(!decisionCitations(alvara, approvable, (u) => u).includes('art5'));
});
