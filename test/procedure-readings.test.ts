/**
 * The licensing procedure's readings, named like the evaluation's (interpretation parameters of
 * the pack, read on the decision date; the checklist, the waived line and the decision's grounds
 * name the reading wherever it decides):
 *  - Salvador art. 2 § 1º ("As empresas já existentes quando da publicação desta Lei, instaladas
 *    legalmente, estarão isentas do cumprimento do disposto no inciso III"), tvl-waiver-existing:
 *    the TVL attests inciso III, so the alvará of such a company asks for none (waived) — or the
 *    law does not say the TVL is waived (asked). A company existing on 26/07/2011 vs 27/07/2011.
 *  - Vitória da Conquista art. 2 ("autorizar a construção e o funcionamento de postos … de
 *    depósitos"), construction-authorisation-scope: a shop of another trade reselling GLP or a
 *    mobile sale builds neither (posts-and-depots) — or is asked like any (every-establishment).
 *    A shop vs a depot.
 *  - Vitória da Conquista arts. 5, 12 VI–VIII, 13 VI–X, 14, 15, 17 X, operating-rules-stage: judged
 *    at the alvará (a construction application's findings name the reading) or at both acts; art.
 *    19 I–IV stays the alvará's by its words ("antes de conceder o Alvará para funcionamento").
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { salvadorLaw } from '../laws/salvador-ba/text.ts';
import { vdcLaw } from '../laws/vitoria-da-conquista-ba/text.ts';
import { evaluate } from '../src/core/engine.ts';
import type { EstablishmentInput } from '../src/core/input/schema.ts';
import type { Pack } from '../src/core/pack.ts';
import { type ProcedureDef, readingOn } from '../src/core/procedure.ts';
import type { DatedValue, EvaluationResult, IsoDate, Law } from '../src/core/types.ts';
import { decisionCitations, defaultStage, outstanding, waivedStages } from '../src/licensing/checklist.ts';
import { findCase } from './support/cases.ts';
import { mustPack } from './support/packs.ts';

const D = '2026-11-30';
const approvable = { verdict: 'approvable', missing: [], findings: [], class: null } as unknown as EvaluationResult;

/** The pack with other dated values for one of its parameters (as a municipality would change it). */
function withValues(pack: Pack, id: string, values: DatedValue[]): Pack {
  const parameters = pack.parameters.map((p) => (p.id === id ? { ...p, values } : p));
  assert.ok(
    parameters.some((p) => p.id === id),
    `${pack.id} has ${id}`,
  );
  return { ...pack, parameters, paramIndex: new Map(parameters.map((p) => [p.id, p])) };
}

function doc(municipality: string, type: string, establishment: Record<string, unknown>, activity = 'glp-resale'): EstablishmentInput {
  return { municipality, activity, application: { type }, establishment } as unknown as EstablishmentInput;
}

/** The checklist of `stage` for a document on `date`, nothing issued, the pack's readings on that date. */
function check(pack: Pack, stage: string, law: Law, input: EstablishmentInput, date: IsoDate = D) {
  const procedure = pack.procedure as ProcedureDef;
  const s = procedure.stages.find((x) => x.id === stage)!;
  const establishment = { input, law, readings: { packId: pack.id, parameters: pack.parameters, date } };
  const x = {
    procedure,
    stage: s,
    date,
    evaluation: { id: 'e', date, result: approvable },
    verdictOnDate: null,
    documents: [],
    opinions: [],
    holds: [],
    stagesInForce: new Set<string>(),
    establishment,
  };
  const waived = waivedStages(x, (u) => `<${u}>`);
  return {
    stages: outstanding(x).filter((o) => o.kind === 'stage'),
    waived,
    citations: decisionCitations(s, approvable, (u) => u, waived),
    first: defaultStage(procedure, input.application?.type, establishment)?.id,
  };
}

const salvador = mustPack('salvador-ba');
const salvadorAsked = withValues(salvador, 'tvl-waiver-existing', [{ from: salvadorLaw.inForceFrom, value: 'asked', cite: 'art2-par1' }]);
const existingSsa = (startDate: string) => doc('salvador-ba', 'alvara', { startDate, legallyInstalled: true });

test('Salvador tvl-waiver-existing = waived (default): a company existing on 26/07/2011 is not asked for the TVL, and the waived line names the reading; one from 27/07/2011 is', () => {
  assert.equal(salvadorLaw.inForceFrom, '2011-07-26');
  const on = check(salvador, 'alvara', salvadorLaw, existingSsa('2011-07-26'));
  assert.deepEqual(on.stages, []);
  assert.deepEqual(
    on.waived.map((w) => `${w.stage}:${w.cite}`),
    ['tvl:art2-par1'],
  );
  assert.match(
    on.waived[0]!.message,
    /^Termo de Viabilidade de Localização: não exigida antes de Alvará de Funcionamento — empresa já existente na publicação da lei \(26\/07\/2011\).* \(<art2-par1>; interpretação salvador-ba\/tvl-waiver-existing = waived: dispensado: o TVL atesta o inciso III .*\)\.$/,
  );
  // The decision cites § 1º; its grounds are the waived lines (src/app/licensing-decision.ts).
  assert.ok(on.citations.includes('art2-par1'));
  assert.equal(on.first, 'alvara');
  const after = check(salvador, 'alvara', salvadorLaw, existingSsa('2011-07-27'));
  assert.deepEqual(
    after.stages.map((o) => `${o.id}:${o.state}`),
    ['tvl:not-issued'],
  );
  // Not existing on the law's date: the law's words decide, no reading is named.
  assert.doesNotMatch(after.stages[0]!.message, /interpretação/);
  assert.equal(after.first, 'tvl');
});

test('Salvador tvl-waiver-existing = asked: the TVL is asked of a company existing on 26/07/2011 too, and the item names the reading; 27/07/2011 unchanged', () => {
  const on = check(salvadorAsked, 'alvara', salvadorLaw, existingSsa('2011-07-26'));
  assert.deepEqual(on.waived, []);
  assert.deepEqual(
    on.stages.map((o) => `${o.id}:${o.state}`),
    ['tvl:not-issued'],
  );
  assert.match(
    on.stages[0]!.message,
    /^Termo de Viabilidade de Localização: precisa estar emitido e em vigor antes de Alvará de Funcionamento\. Exigida também de empresa já existente na publicação da lei \(26\/07\/2011\).* \(interpretação salvador-ba\/tvl-waiver-existing = asked: exigido: a lei não dispensa o TVL .*\)\.$/,
  );
  assert.ok(!on.citations.includes('art2-par1'));
  assert.equal(on.first, 'tvl');
  const after = check(salvadorAsked, 'alvara', salvadorLaw, existingSsa('2011-07-27'));
  assert.deepEqual(
    after.stages.map((o) => `${o.id}:${o.state}`),
    ['tvl:not-issued'],
  );
  assert.doesNotMatch(after.stages[0]!.message, /interpretação/);
});

test('the reading is read on the decision date: a value changed from 01/01/2027 asks for the TVL from that day, not the day before', () => {
  const changed = withValues(salvador, 'tvl-waiver-existing', [
    { from: salvadorLaw.inForceFrom, to: '2027-01-01', value: 'waived', cite: 'art2-par1' },
    { from: '2027-01-01', value: 'asked', cite: 'art2-par1' },
  ]);
  const before = check(changed, 'alvara', salvadorLaw, existingSsa('2011-07-26'), '2026-12-31');
  assert.deepEqual([before.stages.length, before.waived.map((w) => w.stage)], [0, ['tvl']]);
  const from = check(changed, 'alvara', salvadorLaw, existingSsa('2011-07-26'), '2027-01-01');
  assert.deepEqual([from.stages.map((o) => o.id), from.waived.length], [['tvl'], 0]);
  assert.equal(
    readingOn('tvl-waiver-existing', { packId: 'salvador-ba', parameters: changed.parameters, date: '2027-01-01' }).value,
    'asked',
  );
});

test('a waiver resting on a reading needs the pack’s parameters; a reading must be an interpretation parameter', () => {
  const procedure = salvador.procedure as ProcedureDef;
  const alvara = procedure.stages.find((s) => s.id === 'alvara')!;
  const x = {
    procedure,
    stage: alvara,
    stagesInForce: new Set<string>(),
    establishment: { input: existingSsa('2011-07-26'), law: salvadorLaw },
  };
  assert.throws(() => waivedStages(x), /a waiver resting on tvl-waiver-existing is read with the pack's parameters on the decision date/);
  assert.throws(
    () => readingOn('min-distance-between-establishments', { packId: 'salvador-ba', parameters: salvador.parameters, date: D }),
    /salvador-ba\/min-distance-between-establishments: not an interpretation parameter/,
  );
});

const vdc = mustPack('vitoria-da-conquista-ba');
const vdcEvery = withValues(vdc, 'construction-authorisation-scope', [
  { from: vdcLaw.inForceFrom, value: 'every-establishment', cite: 'art2' },
]);
const vdcAt = (activity: string, startDate = '2020-01-01') => doc('vitoria-da-conquista-ba', 'alvara', { startDate }, activity);

test('VdC construction-authorisation-scope = posts-and-depots (default): a shop or a mobile sale asks for the alvará without the construction authorisation, naming the reading; a depot does not', () => {
  for (const activity of ['other-commerce', 'glp-mobile-sale']) {
    const r = check(vdc, 'alvara', vdcLaw, vdcAt(activity));
    assert.deepEqual(r.stages, [], activity);
    assert.deepEqual(
      r.waived.map((w) => `${w.stage}:${w.cite}`),
      ['construction:art2'],
      activity,
    );
    assert.match(
      r.waived[0]!.message,
      /^Autorização para construção: não exigida antes de Alvará de Funcionamento de Revenda de GLP — estabelecimento que não constrói posto nem depósito .* \(<art2>; interpretação vitoria-da-conquista-ba\/construction-authorisation-scope = posts-and-depots: só de quem constrói posto ou depósito.*\)\.$/,
      activity,
    );
    assert.equal(r.first, 'alvara', activity);
  }
  const depot = check(vdc, 'alvara', vdcLaw, vdcAt('glp-depot'));
  assert.deepEqual(
    depot.stages.map((o) => `${o.id}:${o.state}`),
    ['construction:not-issued'],
  );
  assert.doesNotMatch(depot.stages[0]!.message, /interpretação/);
  assert.equal(depot.first, 'construction');
});

test('VdC construction-authorisation-scope = every-establishment: the shop is asked for the construction authorisation, the item naming the reading; the depot unchanged; art. 24 (the law’s words) still waives it', () => {
  const shop = check(vdcEvery, 'alvara', vdcLaw, vdcAt('other-commerce'));
  assert.deepEqual(shop.waived, []);
  assert.deepEqual(
    shop.stages.map((o) => `${o.id}:${o.state}`),
    ['construction:not-issued'],
  );
  assert.match(
    shop.stages[0]!.message,
    /Exigida também de estabelecimento que não constrói posto nem depósito .* \(interpretação vitoria-da-conquista-ba\/construction-authorisation-scope = every-establishment: de todo estabelecimento da lei.*\)\.$/,
  );
  assert.equal(shop.first, 'construction');
  const depot = check(vdcEvery, 'alvara', vdcLaw, vdcAt('glp-depot'));
  assert.deepEqual(
    depot.stages.map((o) => `${o.id}:${o.state}`),
    ['construction:not-issued'],
  );
  assert.doesNotMatch(depot.stages[0]!.message, /interpretação/);
  // A shop installed by 25/05/1993: art. 24 waives the construction authorisation by the law's words, no reading named.
  const old = check(vdcEvery, 'alvara', vdcLaw, vdcAt('other-commerce', '1993-05-25'));
  assert.deepEqual(
    old.waived.map((w) => `${w.stage}:${w.cite}`),
    ['construction:art24'],
  );
  assert.doesNotMatch(old.waived[0]!.message, /interpretação/);
});

/** A construction application without the PROIBIDO FUMAR sign (the case file's), evaluated under a reading. */
function construction(overrides: Record<string, unknown> = {}): EvaluationResult {
  const c = findCase(
    'vitoria-da-conquista-ba',
    'Art. 13, VI, pedido de autorização para construção sem a placa PROIBIDO FUMAR — leitura padrão (operating-rules-stage = alvara): julgada no alvará, não se aplica à construção; aprovável',
  );
  return evaluate(vdc, c.input as EstablishmentInput, { date: c.date, overrides });
}
const finding = (r: EvaluationResult, id: string) => r.findings.find((f) => f.rule === `vitoria-da-conquista-ba/${id}`)!;
const readings = (r: EvaluationResult, id: string) =>
  (finding(r, id).interpretations ?? []).map((i) => `${i.parameter}=${String(i.value)}`);

test('VdC operating-rules-stage: a construction application’s art. 13 VI finding names the reading that left it out; under construction-and-alvara it is judged; art. 19 stays the alvará’s by its words', () => {
  const alvaraOnly = construction();
  assert.equal(finding(alvaraOnly, 'art13-VI').status, 'not-applicable');
  assert.deepEqual(readings(alvaraOnly, 'art13-VI'), ['vitoria-da-conquista-ba/operating-rules-stage=alvara']);
  assert.equal(finding(alvaraOnly, 'art19-I').status, 'not-applicable');
  assert.deepEqual(readings(alvaraOnly, 'art19-I'), []);
  const both = construction({ 'vitoria-da-conquista-ba/operating-rules-stage': 'construction-and-alvara' });
  assert.equal(finding(both, 'art13-VI').status, 'violated');
  assert.deepEqual(readings(both, 'art13-VI'), ['vitoria-da-conquista-ba/operating-rules-stage=construction-and-alvara']);
  assert.equal(finding(both, 'art19-I').status, 'not-applicable');
  assert.equal(finding(both, 'art5-par2').status, 'not-applicable');
  // An application for the alvará: the reading decides nothing and is not named.
  const alvara = evaluate(
    vdc,
    {
      ...findCase(
        'vitoria-da-conquista-ba',
        'Art. 13, VI, pedido do alvará (revenda nova) sem a placa PROIBIDO FUMAR — em qualquer leitura julgada no alvará: violado',
      ).input,
    } as EstablishmentInput,
    { date: D },
  );
  assert.equal(finding(alvara, 'art13-VI').status, 'violated');
  assert.deepEqual(readings(alvara, 'art13-VI'), []);
});
