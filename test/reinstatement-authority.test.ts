/**
 * Vitória da Conquista, Lei 709/1993 art. 26 II gives the Mayor ("o Chefe do Executivo
 * Municipal") the decision on "a suspensão ou a cassação do Alvará de Revenda" and says nothing of
 * lifting a suspension. The pack names the reading `reinstatement-authority`: by default
 * (deciding-authority: an act is undone by an act of the same authority) lifting a suspension the
 * Mayor decided needs his act — dated from the suspension to the day recorded — and the opinion
 * it followed; under "licensing-officer" the officer lifts it and an act is refused. Either way the
 * reinstatement names the reading. A suspension the officer decided (Salvador) is the officer's to
 * lift. Pure function first, both sides of each date; then over the API (both engines) and the CLI.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { vdcLaw } from '../laws/vitoria-da-conquista-ba/text.ts';
import type { ProcedureDef } from '../src/core/procedure.ts';
import type { SanctionDecisionStated } from '../src/domain/licensing.ts';
import { sanctionAuthority } from '../src/licensing/lifecycle.ts';
import { reinstatementDecision, reinstatementText } from '../src/licensing/reinstatement.ts';
import { forEachEngine, openTestApi, type TestApi } from './support/api.ts';
import { glp } from './support/cli.ts';
import { actorsOf, exampleInput, Flow } from './support/licensing.ts';
import { mustPack } from './support/packs.ts';
import { withValues } from './support/procedure-law.ts';

const M = 'vitoria-da-conquista-ba';
const pack = mustPack(M);
const mayor = sanctionAuthority(pack.procedure as ProcedureDef, 'suspend', 'alvara');
const CITATION = 'Lei 709/1993, art. 26, II';
const SUSPENDED_ON = '2026-12-20';
const TODAY = '2026-12-28';
const readings = (p = pack, date = TODAY) => ({ packId: p.id, parameters: p.parameters, date });
const byOfficer = withValues(pack, 'reinstatement-authority', [{ from: vdcLaw.inForceFrom, value: 'licensing-officer', cite: 'art26-II' }]);

/** The suspension as the record states it once the Mayor's decision was upheld. */
const decided: SanctionDecisionStated = {
  action: 'suspend',
  caseId: 'case-1',
  decidedOn: SUSPENDED_ON,
  authority: {
    authority: 'chief-executive',
    title: { pt: 'Chefe do Executivo Municipal', en: 'Mayor (Chefe do Executivo Municipal)' },
    cite: 'art26-II',
    citation: CITATION,
    statement: { pt: `decidido pelo Chefe do Executivo (${CITATION})`, en: `decided by the Mayor (${CITATION})` },
    act: { kind: 'Decreto', number: '9/2026', date: SUSPENDED_ON },
    opinion: 'Parecer 3/2026',
  },
};
const opinion = 'Parecer 4/2026: estoque reduzido ao deferido';
const actOn = (date: string) => ({ kind: 'Decreto', number: '12/2026', date });
const field = (r: ReturnType<typeof reinstatementDecision>) => ('field' in r ? r.field : null);

test('the pack: art. 26 II names the Mayor for suspension and the reading that says who lifts it, deciding-authority by default', () => {
  assert.ok(mayor, 'VdC names an authority for the suspension of the alvará');
  assert.deepEqual(mayor.lifts, { reading: 'reinstatement-authority', value: 'deciding-authority' });
  const p = pack.parameters.find((x) => x.id === 'reinstatement-authority');
  assert.equal(p?.interpretation, true);
  assert.equal(p?.values[0]?.cite, 'art26-II');
  assert.deepEqual(
    p?.alternatives?.map((a) => a.value),
    ['deciding-authority', 'licensing-officer'],
  );
});

test('deciding-authority: lifting the Mayor’s suspension needs his act, dated from the suspension to the day recorded, and the opinion', () => {
  const lift = (input: Parameters<typeof reinstatementDecision>[4]) =>
    reinstatementDecision(mayor, CITATION, decided, TODAY, input, readings());
  assert.equal(field(lift({})), 'act');
  assert.equal(field(lift({ opinion })), 'act');
  assert.equal(field(lift({ act: { ...actOn(TODAY), kind: ' ' }, opinion })), 'act.kind');
  assert.equal(field(lift({ act: { ...actOn(TODAY), number: '' }, opinion })), 'act.number');
  // The day before the suspension: refused; on the day of the suspension: recorded.
  assert.equal(field(lift({ act: actOn('2026-12-19'), opinion })), 'act.date');
  assert.equal(field(lift({ act: actOn(SUSPENDED_ON), opinion })), null);
  // On the day recorded: recorded; the day after: refused.
  assert.equal(field(lift({ act: actOn(TODAY), opinion })), null);
  assert.equal(field(lift({ act: actOn('2026-12-29'), opinion })), 'act.date');
  assert.equal(field(lift({ act: actOn(TODAY) })), 'opinion');
  assert.equal(field(lift({ act: actOn(TODAY), opinion: '  ' })), 'opinion');
  const ok = lift({ act: actOn('2026-12-27'), opinion });
  assert.ok(!('field' in ok));
  assert.equal(ok.on, TODAY);
  assert.deepEqual(ok.authority?.act, actOn('2026-12-27'));
  assert.equal(ok.authority?.opinion, opinion);
  assert.equal(ok.authority?.citation, CITATION);
  assert.equal(ok.reading?.parameter, `${M}/reinstatement-authority`);
  assert.equal(ok.reading?.value, 'deciding-authority');
  assert.equal(ok.lifted?.caseId, 'case-1');
  const pt = reinstatementText(ok, 'pt') ?? '';
  assert.match(
    pt,
    /^suspensão levantada: decidido pelo Chefe do Executivo \(Lei 709\/1993, art\. 26, II\): Decreto nº 12\/2026, de 27\/12\/2026; parecer: Parecer 4\/2026/,
  );
  assert.match(
    pt,
    /\npela interpretação vitoria-da-conquista-ba\/reinstatement-authority = deciding-authority: o Chefe do Executivo, por ato seu/,
  );
  assert.match(
    reinstatementText(ok, 'en') ?? '',
    /^suspension lifted: decided by the Mayor .*\nunder the reading .* = deciding-authority: the Mayor, by an act of his/,
  );
});

test('licensing-officer: the officer lifts the Mayor’s suspension without an act, naming the reading; an act is refused', () => {
  const none = reinstatementDecision(mayor, CITATION, decided, TODAY, {}, readings(byOfficer));
  assert.ok(!('field' in none));
  assert.equal(none.authority, null);
  assert.equal(none.reading?.value, 'licensing-officer');
  assert.equal(none.lifted?.caseId, 'case-1');
  assert.match(
    reinstatementText(none, 'pt') ?? '',
    /^suspensão levantada pelo servidor do licenciamento\npela interpretação .*= licensing-officer/,
  );
  const given = reinstatementDecision(mayor, CITATION, decided, TODAY, { act: actOn(TODAY), opinion }, readings(byOfficer));
  assert.equal(field(given), 'act');
  // The reading in force on the day decides: the same pack, the other value from a later date.
  const from2027 = withValues(pack, 'reinstatement-authority', [
    { from: vdcLaw.inForceFrom, to: '2027-01-01', value: 'deciding-authority', cite: 'art26-II' },
    { from: '2027-01-01', value: 'licensing-officer', cite: 'art26-II' },
  ]);
  assert.equal(field(reinstatementDecision(mayor, CITATION, decided, '2026-12-31', {}, readings(from2027, '2026-12-31'))), 'act');
  assert.equal(field(reinstatementDecision(mayor, CITATION, decided, '2027-01-01', {}, readings(from2027, '2027-01-01'))), null);
});

test('a suspension the Mayor did not decide (none recorded, a closure order, another law) is the officer’s to lift; an act is refused', () => {
  for (const d of [undefined, null, { ...decided, action: 'interdict' as const }]) {
    const r = reinstatementDecision(mayor, CITATION, d, TODAY, {}, readings());
    assert.ok(!('field' in r));
    assert.deepEqual([r.authority, r.reading, r.lifted], [null, null, null]);
    assert.equal(reinstatementText(r, 'pt'), null);
    assert.equal(field(reinstatementDecision(mayor, CITATION, d, TODAY, { act: actOn(TODAY), opinion }, readings())), 'act');
  }
  const salvador = mustPack('salvador-ba');
  const officer = sanctionAuthority(salvador.procedure as ProcedureDef, 'suspend', 'alvara');
  assert.equal(officer, null);
  assert.equal(field(reinstatementDecision(officer, '', undefined, TODAY, {}, readings(salvador))), null);
});

test('the procedure says who lifts a suspension: VdC the Mayor by his act, naming the reading; Salvador the officer; a revocation is not lifted', async () => {
  const api = await openTestApi('sqlite');
  try {
    const vdc = (await api.req('GET', `/api/municipalities/${M}/procedure?date=2026-12-20`)).json;
    assert.equal(vdc.sanctions.suspend.liftedBy.role, 'chief-executive');
    assert.deepEqual(vdc.sanctions.suspend.liftedBy.name, { pt: 'Prefeito', en: 'Mayor' });
    assert.equal(vdc.sanctions.suspend.liftedBy.reading.parameter, `${M}/reinstatement-authority`);
    assert.equal(vdc.sanctions.suspend.liftedBy.reading.value, 'deciding-authority');
    assert.equal(vdc.sanctions.revoke.liftedBy, null);
    const ssa = (await api.req('GET', '/api/municipalities/salvador-ba/procedure?date=2026-12-20')).json;
    assert.equal(ssa.sanctions.suspend.liftedBy.role, 'licensing-officer');
    assert.equal(ssa.sanctions.suspend.liftedBy.reading, null);
  } finally {
    await api.close();
  }
  const pt = await glp(['licensing', 'procedure', M]);
  assert.equal(pt.code, 0, pt.err);
  assert.match(
    pt.out.replace(/\n\s+/g, ' '),
    /levantamento da suspensão: por ato do Chefe do Executivo Municipal, registrado com o parecer que seguiu, pela interpretação vitoria-da-conquista-ba\/reinstatement-authority = deciding-authority/,
  );
  const ssaText = await glp(['licensing', 'procedure', 'salvador-ba']);
  assert.doesNotMatch(ssaText.out, /levantamento/);
});

await forEachEngine('VdC art. 26 II over the API: the Mayor lifts the suspension he decided', (engine) => {
  let api: TestApi;
  before(async () => {
    api = await openTestApi(engine);
  });
  after(async () => {
    await api?.close();
  });

  test('without the act: 422 naming act (pt detail with Accept-Language: pt); the registry route refused; with it: active, recorded', async () => {
    const flow = new Flow(api, await actorsOf(api, M));
    const D = '2026-11-30';
    const app = await flow.application(exampleInput(M), D);
    await flow.approve(app.id);
    assert.equal((await flow.issue(app.id, { stage: 'construction', date: D })).status, 201);
    await flow.opinions(app.id, 'alvara', {});
    const issued = await flow.issue(app.id, { stage: 'alvara', date: D });
    assert.equal(issued.status, 201, issued.text);
    const id = issued.json.licence.id as string;
    const c = await flow.ok('licensing-officer', 'POST', `/api/licences/${id}/cases`, {
      action: 'suspend',
      grounds: 'estoque acima do deferido',
      date: D,
    });
    await flow.ok('applicant', 'POST', `/api/licensing/cases/${c.json.id}/defend`, { defence: 'sem defesa', date: '2026-12-01' }, '"v1"');
    const upheld = { decision: 'suspenso', date: SUSPENDED_ON, act: actOn(SUSPENDED_ON), opinion: 'Parecer 3/2026' };
    await flow.ok('licensing-officer', 'POST', `/api/licensing/cases/${c.json.id}/uphold`, upheld, '"v2"');
    const path = `/api/licences/${id}/lifecycle/reinstate`;
    const without = await flow.req('licensing-officer', 'POST', path, { grounds: 'regularizado', date: TODAY });
    assert.equal(without.status, 422, without.text);
    assert.equal(without.json.errors[0].field, 'act');
    const early = await flow.req('licensing-officer', 'POST', path, {
      grounds: 'regularizado',
      date: TODAY,
      act: actOn('2026-12-19'),
      opinion,
    });
    assert.equal(early.status, 422, early.text);
    assert.equal(early.json.errors[0].field, 'act.date');
    const pt = await api.req('POST', path, {
      token: flow.who.token['licensing-officer'],
      body: { grounds: 'regularizado', date: TODAY },
      headers: { 'accept-language': 'pt-BR' },
    });
    assert.equal(pt.status, 422, pt.text);
    assert.match(
      pt.json.detail,
      /a referência do ato do Chefe do Executivo Municipal \(Lei 709\/1993, art\. 26, II\): tipo, número e data/,
    );
    // The registry's own route does not lift it either.
    const lic = await flow.ok('licensing-officer', 'GET', `/api/licences/${id}`);
    const direct = await flow.req('licensing-officer', 'POST', `/api/licences/${id}/reinstate`, undefined, lic.headers.get('etag') ?? '');
    assert.equal(direct.status, 422, direct.text);
    assert.equal((await flow.ok('licensing-officer', 'GET', `/api/licences/${id}`)).json.status, 'suspended');
    const lifted = await flow.ok('licensing-officer', 'POST', path, { grounds: 'regularizado', date: TODAY, act: actOn(TODAY), opinion });
    assert.equal(lifted.json.status, 'active');
    const stated = lifted.json.data.reinstatement;
    assert.deepEqual(stated.authority.act, actOn(TODAY));
    assert.equal(stated.reading.parameter, `${M}/reinstatement-authority`);
    assert.equal(stated.lifted.caseId, c.json.id);
    assert.equal(lifted.json.data.sanctionDecision, null);
    assert.equal((await flow.ok('licensing-officer', 'GET', `/api/licences/${id}`)).json.status, 'active');
  });
});
