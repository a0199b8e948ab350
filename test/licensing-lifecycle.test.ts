/**
 * Issue 10, "Done when": a renewal, an address change and a revocation with due process, for
 * more than one municipality, over the API (both engines).
 *  - Nova Odessa art. 16 § 1 ("renováveis anualmente"): the alvará of 30/11/2026 is valid until
 *    30/11/2027 (Código Civil art. 132 § 3); it falls due for renewal 30 days before (31/10/2027,
 *    not 30/10/2027) and is expired from 01/12/2027; the renewal replaces it.
 *  - Address change (Nova Odessa art. 16 § 3, Salvador art. 2 III): a new application and
 *    licence at the new address; the old one is closed in the same transaction.
 *  - Revocation (Salvador art. 12, with the due process of art. 15 § 2, "ampla defesa e
 *    contraditório"): notice, 15 days for the defence (not decidable on the last day, decidable
 *    the day after), decision; suspension with a defence filed in time, decided by the Mayor's
 *    act, and reinstatement (Vitória da Conquista art. 26 II; the registry route cannot suspend there).
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { forEachEngine, makeUser, openTestApi, type TestApi } from './support/api.ts';
import { actorsOf, exampleInput, Flow } from './support/licensing.ts';
import { todayClock } from '../src/api/server.ts';

const D = '2026-11-30';
const roles = { 'fire-brigade': 'fire-brigade', 'municipal-inspection': 'inspector' };

/** The input with every 2027 validity moved to 2028 (documents renewed for the renewal). */
function renewed(input: Record<string, unknown>): Record<string, unknown> {
  // A renewal is made on documents renewed a year later: issued and valid a year on (art. 16 § 1º, yearly).
  return JSON.parse(JSON.stringify(input).replaceAll('"2027-', '"2028-').replaceAll('"2026-', '"2027-')) as Record<string, unknown>;
}

async function novaOdessaLicence(
  flow: Flow,
  input: Record<string, unknown>,
  date: string,
  establishmentId?: string,
  type = 'new',
  replaces?: string,
) {
  const app = establishmentId ? await flow.applicationFor(establishmentId, input, date, type) : await flow.application(input, date, type);
  await flow.approve(app.id);
  await flow.present(app.id, 'state-federal-compliance');
  // Art. 13 § 4º: the example is a trader (mobile sale), whose concession contract is asked too.
  await flow.present(app.id, 'concession-contract');
  // Art. 14 § 2º, I: a mobile seller's vehicles are inspected before the alvará.
  await flow.present(app.id, 'mobile-vehicle-inspection');
  await flow.opinions(app.id, 'alvara', roles);
  const r = await flow.issue(app.id, replaces ? { date, replaces } : { date });
  assert.equal(r.status, 201, r.text);
  return { app, licence: r.json.licence as { id: string; number: string; expiresOn: string; establishmentId: string } };
}

await forEachEngine('licensing: renewal, address change, revocation with due process', (engine) => {
  let api: TestApi;
  before(async () => {
    api = await openTestApi(engine);
  });
  after(async () => {
    await api?.close();
  });

  const verify = async (m: string, n: string) => (await api.req('GET', `/api/public/verify/${m}/${n}`)).json;

  test('Nova Odessa: yearly validity, due for renewal, expired, renewed', async () => {
    const flow = new Flow(api, await actorsOf(api, 'nova-odessa-sp'));
    const input = exampleInput('nova-odessa-sp');
    const { licence } = await novaOdessaLicence(flow, input, D);
    assert.equal(licence.expiresOn, '2027-11-30');
    const due = async (date: string, within = '0d') =>
      (await flow.ok('licensing-officer', 'GET', `/api/due?date=${date}&within=${within}&role=licensing-officer`)).json.items.filter(
        (i: { licenceId: string | null }) => i.licenceId === licence.id,
      );
    assert.deepEqual(await due('2027-10-30'), []);
    assert.deepEqual(
      (await due('2027-10-31')).map((i: { kind: string }) => i.kind),
      ['renewal'],
    );
    assert.deepEqual(
      (await due('2027-10-24', '7d')).map((i: { kind: string }) => i.kind),
      ['renewal'],
    );
    assert.deepEqual(
      (await due('2027-11-30')).map((i: { kind: string }) => i.kind),
      ['renewal'],
    );
    assert.deepEqual(
      (await due('2027-12-01')).map((i: { kind: string }) => i.kind),
      ['expired'],
    );

    const r = await novaOdessaLicence(flow, renewed(input), '2027-11-20', licence.establishmentId, 'renewal', licence.id);
    assert.equal(r.licence.expiresOn, '2028-11-20');
    assert.equal((await verify('nova-odessa-sp', licence.number)).status, 'closed');
    // The new licence is active; valid once its issue date has come (this test dates it 2027-11-20).
    const renewedNow = await verify('nova-odessa-sp', r.licence.number);
    assert.equal(renewedNow.status, 'active');
    assert.equal(renewedNow.valid, todayClock()() >= '2027-11-20');
    // The renewed licence is no longer due; the new one is not yet.
    assert.deepEqual(await due('2027-12-01'), []);
    // A closed licence cannot be renewed again.
    const again = await flow.applicationFor(licence.establishmentId, renewed(input), '2027-11-20', 'renewal');
    await flow.approve(again.id);
    const refused = await flow.issue(again.id, { date: '2027-11-20', replaces: licence.id });
    assert.ok([409, 422].includes(refused.status), refused.text);
  });

  test('Nova Odessa: a change of address is a new inspection and a new alvará; the old one is closed (art. 16 § 3)', async () => {
    const flow = new Flow(api, await actorsOf(api, 'nova-odessa-sp'));
    const input = exampleInput('nova-odessa-sp');
    const { licence } = await novaOdessaLicence(flow, input, D);
    const moved = await novaOdessaLicence(flow, input, D, undefined, 'relocation', licence.id);
    assert.notEqual(moved.licence.establishmentId, licence.establishmentId);
    assert.equal((await verify('nova-odessa-sp', licence.number)).status, 'closed');
    assert.equal((await verify('nova-odessa-sp', licence.number)).valid, false);
    const rec = await flow.ok('licensing-officer', 'GET', `/api/applications/${moved.app.id}/licensing?kind=licence-record`);
    assert.equal(rec.json.items[0].data.replaces, licence.id);
  });

  test('Nova Odessa: a change of holder is a new licence in the new holder’s name; the old one is closed', async () => {
    const flow = new Flow(api, await actorsOf(api, 'nova-odessa-sp'));
    const input = exampleInput('nova-odessa-sp');
    const { licence } = await novaOdessaLicence(flow, input, D);
    const est = await flow.ok('applicant', 'GET', `/api/establishments/${licence.establishmentId}`);
    await flow.ok(
      'applicant',
      'PATCH',
      `/api/establishments/${licence.establishmentId}`,
      { name: 'Gás Novo Titular Ltda.', cnpj: '11.222.333/0001-81' },
      est.headers.get('etag') ?? '',
    );
    const next = await novaOdessaLicence(flow, input, D, licence.establishmentId, 'new', licence.id);
    assert.equal((await verify('nova-odessa-sp', licence.number)).status, 'closed');
    const v = await verify('nova-odessa-sp', next.licence.number);
    assert.equal(v.holder, 'Gás Novo Titular Ltda.');
    const rec = await flow.ok('licensing-officer', 'GET', `/api/applications/${next.app.id}/licensing?kind=licence-record`);
    assert.equal(rec.json.items[0].data.cnpj, '11222333000181');
    // Suspended directly in the registry (the route a closure order's effects use): verification follows.
    const lic = await flow.ok('licensing-officer', 'GET', `/api/licences/${next.licence.id}`);
    await flow.ok('licensing-officer', 'POST', `/api/licences/${next.licence.id}/suspend`, undefined, lic.headers.get('etag') ?? '');
    assert.equal((await verify('nova-odessa-sp', next.licence.number)).status, 'suspended');
  });

  test('Salvador: address change through TVL and alvará again; revocation after notice and the defence term', async () => {
    const flow = new Flow(api, await actorsOf(api, 'salvador-ba'));
    const input = exampleInput('salvador-ba');
    const docs = ['fire-brigade-licence', 'third-party-insurance', 'scale-certificate', 'iptu'];
    const licenceOf = async (replaces?: string) => {
      const app = await flow.application(input, D, replaces ? 'relocation' : 'new');
      await flow.approve(app.id);
      for (const d of docs) await flow.present(app.id, d);
      assert.equal((await flow.issue(app.id, { stage: 'tvl', date: D })).status, 201);
      await flow.evaluateFor(app.id, 'alvara', D); // art. 2 § 2º binds the alvará only
      const r = await flow.issue(app.id, replaces ? { stage: 'alvara', date: D, replaces } : { stage: 'alvara', date: D });
      assert.equal(r.status, 201, r.text);
      return r.json.licence as { id: string; number: string };
    };
    const old = await licenceOf();
    const moved = await licenceOf(old.id);
    assert.equal((await verify('salvador-ba', old.number)).status, 'closed');

    // Revocation the officer notifies (art. 12, "cassação … definitiva"; the due process of art.
    // 15 § 2º): notice on 30/11/2026, defence until 15/12/2026 inclusive. (§ 2º's own ground, a
    // closure not remedied in 90 days, comes from the closure order: test/closure-revocation.test.ts.)
    const notice = await flow.ok('licensing-officer', 'POST', `/api/licences/${moved.id}/cases`, {
      action: 'revoke',
      grounds: 'Botijões armazenados junto à rede elétrica, sem condições de segurança (art. 12).',
      date: D,
    });
    assert.equal(notice.json.data.defenceUntil, '2026-12-15');
    assert.equal(notice.json.data.cite, 'art12');
    // A second case while one is open: refused.
    assert.equal(
      (await flow.req('licensing-officer', 'POST', `/api/licences/${moved.id}/cases`, { action: 'suspend', grounds: 'x', date: D })).status,
      409,
    );
    const early = await flow.req(
      'licensing-officer',
      'POST',
      `/api/licensing/cases/${notice.json.id}/uphold`,
      { decision: 'cassado', date: '2026-12-15' },
      '"v1"',
    );
    assert.equal(early.status, 409, early.text);
    assert.match(early.json.detail, /15\/12\/2026/);
    const tooLate = await flow.req(
      'applicant',
      'POST',
      `/api/licensing/cases/${notice.json.id}/defend`,
      { defence: 'x', date: '2026-12-16' },
      '"v1"',
    );
    assert.equal(tooLate.status, 409);
    assert.equal((await verify('salvador-ba', moved.number)).status, 'active');
    const decided = await flow.ok(
      'licensing-officer',
      'POST',
      `/api/licensing/cases/${notice.json.id}/uphold`,
      { decision: 'Alvará cassado.', date: '2026-12-16' },
      '"v1"',
    );
    assert.equal(decided.json.status, 'upheld');
    const v = await verify('salvador-ba', moved.number);
    assert.equal(v.status, 'revoked');
    assert.equal(v.valid, false);
    const registry = await api.req('GET', `/api/public/licences?municipality=salvador-ba&number=${moved.number}`);
    assert.equal(registry.json.items[0].status, 'revoked');
    // Final: no reinstatement of a revoked licence.
    assert.equal(
      (await flow.req('licensing-officer', 'POST', `/api/licences/${moved.id}/lifecycle/reinstate`, { grounds: 'x' })).status,
      409,
    );
  });

  test('Vitória da Conquista: suspension with a defence filed in time, decided at once, then reinstated; a dismissed case changes nothing', async () => {
    const flow = new Flow(api, await actorsOf(api, 'vitoria-da-conquista-ba'));
    const app = await flow.application(exampleInput('vitoria-da-conquista-ba'), D);
    await flow.approve(app.id);
    // Art. 2: the construction authorisation, then the alvará after the opinions of art. 19.
    assert.equal((await flow.issue(app.id, { stage: 'construction', date: D })).status, 201);
    await flow.opinions(app.id, 'alvara', {});
    const r = await flow.issue(app.id, { stage: 'alvara', date: D });
    assert.equal(r.status, 201, r.text);
    const id = r.json.licence.id as string;
    const number = r.json.licence.number as string;
    // The law provides no closure order here (interdição is not among VdC's sanctions).
    assert.equal(
      (await flow.req('licensing-officer', 'POST', `/api/licences/${id}/cases`, { action: 'interdict', grounds: 'x', date: D })).status,
      422,
    );
    const c1 = await flow.ok('licensing-officer', 'POST', `/api/licences/${id}/cases`, {
      action: 'suspend',
      grounds: 'botijões acima do deferido (art. 26, I, b)',
      date: D,
    });
    await flow.ok(
      'applicant',
      'POST',
      `/api/licensing/cases/${c1.json.id}/defend`,
      { defence: 'estoque reduzido', date: '2026-12-15' },
      '"v1"',
    );
    await flow.ok(
      'licensing-officer',
      'POST',
      `/api/licensing/cases/${c1.json.id}/dismiss`,
      { decision: 'defesa acolhida', date: '2026-12-02' },
      '"v2"',
    );
    assert.equal((await verify('vitoria-da-conquista-ba', number)).status, 'active');
    const c2 = await flow.ok('licensing-officer', 'POST', `/api/licences/${id}/cases`, {
      action: 'suspend',
      grounds: 'reincidência',
      date: '2026-12-03',
    });
    await flow.ok('applicant', 'POST', `/api/licensing/cases/${c2.json.id}/defend`, { defence: 'sem defesa', date: '2026-12-04' }, '"v1"');
    // Art. 26 II: the Mayor decides, on the administration's opinion (test/sanction-authority.test.ts).
    await flow.ok(
      'licensing-officer',
      'POST',
      `/api/licensing/cases/${c2.json.id}/uphold`,
      {
        decision: 'suspenso',
        date: '2026-12-05',
        act: { kind: 'Decreto', number: '9/2026', date: '2026-12-05' },
        opinion: 'Parecer 3/2026',
      },
      '"v2"',
    );
    assert.equal((await verify('vitoria-da-conquista-ba', number)).status, 'suspended');
    await flow.ok('licensing-officer', 'POST', `/api/licences/${id}/lifecycle/reinstate`, {
      grounds: 'regularizado',
      date: '2026-12-06',
      // Art. 26 II, reading reinstatement-authority = deciding-authority: the Mayor lifts what he decided.
      act: { kind: 'Decreto', number: '12/2026', date: '2026-12-06' },
      opinion: 'Parecer 4/2026: irregularidade sanada',
    });
    assert.equal((await verify('vitoria-da-conquista-ba', number)).status, 'active');
    // Not suspended directly in the registry: art. 26 II gives the suspension to the Mayor.
    const lic = await flow.ok('licensing-officer', 'GET', `/api/licences/${id}`);
    const direct = await flow.req('licensing-officer', 'POST', `/api/licences/${id}/suspend`, undefined, lic.headers.get('etag') ?? '');
    assert.equal(direct.status, 422, direct.text);
    assert.equal((await verify('vitoria-da-conquista-ba', number)).status, 'active');
    // Every step of the case is audited: notice, defence, decision.
    const admin = await makeUser(api, ['municipal-admin'], 'vitoria-da-conquista-ba', 'admin-vdc');
    const audit = await api.req('GET', `/api/audit?entityId=${c2.json.id}&limit=50`, { token: admin.token });
    assert.deepEqual(audit.json.items.map((e: { action: string }) => e.action).sort(), [
      'case.create',
      'licensing-item.update',
      'licensing-item.update',
    ]);
  });
});
