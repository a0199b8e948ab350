/**
 * Enforcement over HTTP (both engines). Salvador art. 15 walked end to end: a notification for
 * a breach of art. 2 (item V), then fines (+50 % at the repeat), the 3rd notification on the
 * same irregularity closing the establishment and suspending its licence (§ 1º), and the
 * revocation refused on the 90th day of the closure and notified on the 91st, then decided after
 * the defence term as the licence lifecycle decides (§ 2º). Also the
 * notice's defence and payment, a cancelled notice that no longer counts, Nova Odessa's
 * closure for access refused (art. 17 parágrafo único), seizures, and problems for bad input.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { buildFixture, type Fixture, forEachEngine, makeUser, OTHER, openTestApi, unique } from '../../test/support/api.ts';
import { licensedOutlet } from '../../test/support/outlets.ts';

const dir = mkdtempSync(join(tmpdir(), 'glp-enf-api-'));
after(() => rmSync(dir, { recursive: true, force: true }));

await forEachEngine('enforcement API', (engine) => {
  let fx: Fixture;
  before(async () => {
    fx = await buildFixture(await openTestApi(engine));
  });
  after(async () => {
    await fx?.api.close();
  });

  async function salvadorOutlet() {
    const { repo } = fx.api.deps;
    const officer = fx.scopeOf('licensing-officer@other');
    const { establishment: e, licence: l } = await licensedOutlet(repo, officer, {
      municipality: OTHER,
      name: unique('Revenda Itapuã'),
      cnpj: '11222333000181',
      address: { street: 'Rua da Conceição', number: '45' },
      number: unique('ALV'),
    });
    return { e, l };
  }

  const inspector = () => fx.token('inspector@other');
  const officer = () => fx.token('licensing-officer@other');
  const notice = (establishmentId: string, on: string, extra: Record<string, unknown> = {}) =>
    fx.api.req('POST', '/api/notices', {
      token: inspector(),
      body: { establishmentId, infraction: 'art15-V', units: ['art2-IV'], finding: 'Balança sem aferição do IPEM.', on, ...extra },
    });
  const licenceStatus = async (id: string) => {
    const r = await fx.api.req('GET', `/api/licences/${id}`, { token: officer() });
    return r.json.status as string;
  };

  test('Salvador: notification → fines → closure at the 3rd → revocation possible from day 91', async () => {
    const { e, l } = await salvadorOutlet();

    const n1 = await notice(e.id, '2026-01-05');
    assert.equal(n1.status, 201, n1.text);
    assert.equal(n1.json.notice.data.quote.kind, 'notification');
    assert.equal(n1.json.notice.data.quote.amountBRL, null);
    assert.equal(n1.json.closure, null);

    const n2 = await notice(e.id, '2026-01-20');
    assert.equal(n2.status, 201, n2.text);
    assert.deepEqual(
      [n2.json.notice.data.quote.kind, n2.json.notice.data.quote.amountBRL, n2.json.notice.data.quote.notification],
      ['fine', 100, 2],
    );
    assert.equal(n2.json.closure, null);
    assert.equal(await licenceStatus(l.id), 'active');

    const n3 = await notice(e.id, '2026-02-05', { paymentDueOn: '2026-03-05' });
    assert.equal(n3.status, 201, n3.text);
    const q3 = n3.json.notice.data.quote;
    assert.deepEqual([q3.kind, q3.amountBRL, q3.notification, q3.repeat], ['fine', 150, 3, 1]);
    const closure = n3.json.closure;
    assert.equal(closure.status, 'in-force');
    assert.equal(closure.data.ground, 'repeat-notifications');
    assert.equal(closure.data.revocationPossibleFrom, '2026-05-07');
    assert.deepEqual(closure.data.suspendedLicences, [l.id]);
    assert.equal(await licenceStatus(l.id), 'suspended');

    // The notice PDF shows the arithmetic and the closure.
    const pdf = await fx.api.req('GET', `/api/notices/${n3.json.notice.id}/pdf`, { token: inspector() });
    assert.equal(pdf.status, 200);
    assert.equal(pdf.headers.get('content-type'), 'application/pdf');
    const raw = await fx.api.app.request(`/api/notices/${n3.json.notice.id}/pdf`, { headers: { authorization: `Bearer ${inspector()}` } });
    const f = join(dir, `${engine}-n3.pdf`);
    writeFileSync(f, Buffer.from(await raw.arrayBuffer()));
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', f, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    for (const s of [
      'art. 2º, IV',
      'art. 15, V',
      'R$ 100,00 × (1 + 0,5 × 1) = R$ 150,00',
      'Notificação nº 3',
      'interditado em 05/02/2026',
      'a partir de 07/05/2026',
    ])
      assert.ok(text.includes(s), `"${s}" not in ${text}`);

    // The closure is current: the version is its ETag.
    const cl = await fx.api.req('GET', `/api/enforcement/${closure.id}`, { token: officer() });
    const etag = cl.headers.get('etag') as string;
    // Only the licensing department decides a revocation.
    const byInspector = await fx.api.req('POST', `/api/closures/${closure.id}/revoke-licence`, {
      token: inspector(),
      headers: { 'if-match': etag },
      body: { on: '2026-05-07' },
    });
    assert.equal(byInspector.status, 403);
    // Day 90 of the closure: not yet.
    const day90 = await fx.api.req('POST', `/api/closures/${closure.id}/revoke-licence`, {
      token: officer(),
      headers: { 'if-match': etag },
      body: { on: '2026-05-06' },
    });
    assert.equal(day90.status, 409, day90.text);
    assert.match(day90.json.detail, /07\/05\/2026/);
    assert.deepEqual(day90.json.errors[0], { field: 'on', found: '2026-05-06', expected: 'on or after 07/05/2026' });
    assert.equal(await licenceStatus(l.id), 'suspended');
    // Day 91: the revocation may be notified — "sempre respeitando o direito à ampla defesa e ao
    // contraditório": a case for the alvará with its defence term; the licence is not yet revoked.
    const day91 = await fx.api.req('POST', `/api/closures/${closure.id}/revoke-licence`, {
      token: officer(),
      headers: { 'if-match': etag },
      body: { on: '2026-05-07' },
    });
    assert.equal(day91.status, 200, day91.text);
    assert.equal(day91.json.status, 'in-force');
    const [rc] = day91.json.data.revocationCases;
    assert.deepEqual([rc.licenceId, rc.notifiedOn, rc.defenceUntil], [l.id, '2026-05-07', '2026-05-22']);
    assert.equal(await licenceStatus(l.id), 'suspended');
    const kase = await fx.api.req('GET', `/api/licensing/items/${rc.caseId}`, { token: officer() });
    assert.deepEqual([kase.json.status, kase.json.data.cite, kase.json.data.closureId], ['notified', 'art15-par2', closure.id]);
    // The decision, as any case's: not on the defence term's last day, upheld the day after.
    const decide = (date: string) =>
      fx.api.req('POST', `/api/licensing/cases/${rc.caseId}/uphold`, {
        token: officer(),
        headers: { 'if-match': '"v1"' },
        body: { decision: 'Alvará cassado (art. 15, § 2º).', date },
      });
    assert.equal((await decide('2026-05-22')).status, 409);
    assert.equal(await licenceStatus(l.id), 'suspended');
    const upheld = await decide('2026-05-23');
    assert.equal(upheld.status, 200, upheld.text);
    assert.equal(await licenceStatus(l.id), 'revoked');
    const after = (await fx.api.req('GET', `/api/enforcement/${closure.id}`, { token: officer() })).json;
    assert.deepEqual([after.status, after.data.revokedOn, after.data.revokedLicences], ['revoked-licence', '2026-05-23', [l.id]]);

    // All of it is in the audit log: the order, the licences it suspended, the notice of revocation, the revocation.
    const audit = await fx.api.req('GET', `/api/audit?entityId=${closure.id}&limit=50`, { token: fx.token('municipal-admin@other') });
    assert.deepEqual(audit.json.items.map((a: { action: string }) => a.action).sort(), [
      'closure.create',
      'closure.update',
      'closure.update',
      'closure.update',
    ]);
  });

  test('defence, decision and payment; a cancelled notice stays and no longer counts', async () => {
    const { e } = await salvadorOutlet();
    const body = { establishmentId: e.id, infraction: 'art15-III', units: ['art9'], finding: 'Fiação exposta.', amountBRL: 200 };
    const a = await fx.api.req('POST', '/api/notices', {
      token: inspector(),
      body: { ...body, on: '2026-03-02', defenceDueOn: '2026-03-17', paymentDueOn: '2026-04-01' },
    });
    assert.equal(a.status, 201, a.text);
    const id = a.json.notice.id;
    const act = (key: string, v: number, b: unknown) =>
      fx.api.req('POST', `/api/notices/${id}/actions`, { token: fx.token(key), headers: { 'if-match': `"v${v}"` }, body: b });
    // Late defence: refused naming the last day.
    const late = await act('licensing-officer@other', 1, { type: 'submit-defence', on: '2026-03-18' });
    assert.equal(late.status, 409);
    const asOf = async (d: string) =>
      (await fx.api.req('GET', `/api/enforcement/${id}?asOf=${d}`, { token: officer() })).json.derived.payment as string;
    assert.deepEqual([await asOf('2026-04-01'), await asOf('2026-04-02')], ['due', 'overdue']);
    assert.equal((await act('licensing-officer@other', 1, { type: 'submit-defence', on: '2026-03-17' })).status, 200);
    assert.equal((await act('licensing-officer@other', 2, { type: 'pay', on: '2026-03-20' })).json.data.payment.state, 'paid');
    assert.equal(await asOf('2026-04-02'), 'paid');
    const decided = await act('licensing-officer@other', 3, { type: 'decide', on: '2026-03-25', outcome: 'upheld' });
    assert.equal(decided.json.data.defence.state, 'upheld');
    // A paid notice is not cancelled.
    assert.equal((await act('licensing-officer@other', 4, { type: 'cancel', on: '2026-03-26', reason: 'erro' })).status, 409);

    // A second notice, then cancelled: the third counts as the 2nd finding, not the 3rd.
    const b = await fx.api.req('POST', '/api/notices', { token: inspector(), body: { ...body, on: '2026-04-02' } });
    assert.equal(b.json.notice.data.quote.repeat, 1);
    const cancel = await fx.api.req('POST', `/api/notices/${b.json.notice.id}/actions`, {
      token: officer(),
      headers: { 'if-match': '"v1"' },
      body: { type: 'cancel', on: '2026-04-03', reason: 'Auto lavrado em duplicidade.' },
    });
    assert.equal(cancel.status, 200, cancel.text);
    assert.equal(cancel.json.status, 'cancelled');
    const c = await fx.api.req('POST', '/api/notices', { token: inspector(), body: { ...body, on: '2026-04-10' } });
    assert.equal(c.json.notice.data.quote.repeat, 1);
    assert.equal(c.json.notice.data.quote.amountBRL, 300);
    const list = await fx.api.req('GET', `/api/enforcement?establishmentId=${e.id}&kind=notice`, { token: officer() });
    assert.equal(list.json.total, 3);
    assert.ok(list.json.items.some((r: { status: string }) => r.status === 'cancelled'));
  });

  test('bad input is a problem naming the field: a range amount out of bounds, an unknown infraction, another city', async () => {
    const { e } = await salvadorOutlet();
    const base = { establishmentId: e.id, infraction: 'art15-III', units: ['art9'], finding: 'x', on: '2026-03-02' };
    const out = await fx.api.req('POST', '/api/notices', { token: inspector(), body: { ...base, amountBRL: 300.01 } });
    assert.equal(out.status, 422);
    assert.equal(out.json.errors[0].field, 'amountBRL');
    assert.match(out.json.errors[0].expected, /R\$ 100,00 to R\$ 300,00/);
    const unknown = await fx.api.req('POST', '/api/notices', {
      token: inspector(),
      body: { ...base, infraction: 'art6-par2', amountBRL: 100 },
    });
    assert.equal(unknown.status, 422);
    assert.equal(unknown.json.errors[0].field, 'infraction');
    const belemInspector = await fx.api.req('POST', '/api/notices', {
      token: fx.token('inspector@own'),
      body: { ...base, amountBRL: 100 },
    });
    assert.equal(belemInspector.status, 404);
    const officerIssues = await fx.api.req('POST', '/api/notices', { token: officer(), body: { ...base, amountBRL: 100 } });
    assert.equal(officerIssues.status, 403);
  });

  test('Nova Odessa art. 17 parágrafo único: access refused closes at once; lifting reinstates', async () => {
    const { repo } = fx.api.deps;
    const no = await makeUser(fx.api, ['inspector'], 'nova-odessa-sp', 'fiscal-no');
    const off = await makeUser(fx.api, ['licensing-officer'], 'nova-odessa-sp', 'officer-no');
    const s = { userId: off.user.id, municipality: 'nova-odessa-sp', roles: off.user.roles, requestId: 't' };
    const { establishment: e, licence: l } = await licensedOutlet(repo, s, {
      municipality: 'nova-odessa-sp',
      name: 'Gás Nova',
      number: unique('NO'),
      class: 'III',
    });
    const res = await fx.api.req('POST', '/api/closures', {
      token: no.token,
      body: { establishmentId: e.id, ground: 'access-refused', reason: 'Responsável negou acesso ao depósito.', on: '2026-06-01' },
    });
    assert.equal(res.status, 201, res.text);
    assert.match(res.json.data.citation, /art\. 17, parágrafo único/);
    assert.equal(res.json.data.revocationPossibleFrom, null);
    assert.deepEqual(res.json.data.suspendedLicences, [l.id]);
    const again = await fx.api.req('POST', '/api/closures', {
      token: no.token,
      body: { establishmentId: e.id, ground: 'access-refused', reason: 'de novo', on: '2026-06-02' },
    });
    assert.equal(again.status, 409);
    const badGround = await fx.api.req('POST', '/api/closures', {
      token: no.token,
      body: { establishmentId: e.id, ground: 'repeat-notifications', reason: 'x' },
    });
    assert.equal(badGround.status, 422);
    const lifted = await fx.api.req('POST', `/api/closures/${res.json.id}/lift`, {
      token: no.token,
      headers: { 'if-match': res.headers.get('etag') as string },
      body: { on: '2026-06-03' },
    });
    assert.equal(lifted.status, 200, lifted.text);
    assert.equal((await repo.listLicences(s, { limit: 5, offset: 0, filters: { establishmentId: e.id } })).items[0]?.status, 'active');
  });

  test('Nova Odessa art. 14 § 3º: a vehicle in breach is seized and fined with art. 18’s fine, counted with it', async () => {
    const { repo } = fx.api.deps;
    const no = await makeUser(fx.api, ['inspector'], 'nova-odessa-sp', 'fiscal-veiculo');
    const off = await makeUser(fx.api, ['licensing-officer'], 'nova-odessa-sp', 'officer-veiculo');
    const s = { userId: off.user.id, municipality: 'nova-odessa-sp', roles: off.user.roles, requestId: 't' };
    const { establishment: e } = await licensedOutlet(repo, s, {
      municipality: 'nova-odessa-sp',
      name: 'Gás Ambulante',
      number: unique('NO'),
      class: 'I',
    });
    const post = (infraction: string, units: string[], on: string) =>
      fx.api.req('POST', '/api/notices', {
        token: no.token,
        body: { establishmentId: e.id, infraction, units, finding: 'Veículo de entrega sem o alvará afixado na dianteira.', on },
      });
    const first = await post('art14-par3', ['art14-par3'], '2026-06-01');
    assert.equal(first.status, 201, first.text);
    const q1 = first.json.notice.data.quote;
    assert.match(q1.penaltyCitation, /art\. 14, § 3º/);
    assert.match(q1.alsoSanctions.pt, /apreensão do veículo/);
    assert.equal(q1.repeat, 0);
    // The same irregularity found again, recorded under art. 18 this time: one count, so a repeat (doubled, art. 18).
    const second = await post('art18', ['art14-par3'], '2026-06-10');
    assert.equal(second.status, 201, second.text);
    assert.equal(second.json.notice.data.quote.repeat, 1);
    assert.equal(second.json.notice.data.quote.amountBRL, q1.amountBRL * 2);
    // Another irregularity (other units) starts its own count (same-units, the default reading).
    const other = await post('art14-par3', ['art14-par2-I'], '2026-06-11');
    assert.equal(other.json.notice.data.quote.repeat, 0);
  });

  test('seizures: quantities, custody and release conditions; released once', async () => {
    const { e } = await salvadorOutlet();
    const res = await fx.api.req('POST', '/api/seizures', {
      token: inspector(),
      body: {
        establishmentId: e.id,
        items: [
          { kind: 'container', description: 'Botijões P13 cheios', quantity: 40, capacityKg: 13 },
          { kind: 'vehicle', description: 'Caminhonete de entrega', quantity: 1, plate: 'ABC1D23' },
        ],
        custodyPlace: 'Depósito municipal da SEMOP',
        releaseConditions: 'Apresentação do alvará e pagamento da multa.',
        on: '2026-03-02',
      },
    });
    assert.equal(res.status, 201, res.text);
    assert.equal(res.json.data.items[0].quantity, 40);
    const noPlate = await fx.api.req('POST', '/api/seizures', {
      token: inspector(),
      body: {
        establishmentId: e.id,
        items: [{ kind: 'vehicle', description: 'Moto', quantity: 1 }],
        custodyPlace: 'x',
        releaseConditions: 'y',
      },
    });
    assert.equal(noPlate.status, 422);
    assert.equal(noPlate.json.errors[0].field, 'items[0].plate');
    const rel = await fx.api.req('POST', `/api/seizures/${res.json.id}/release`, {
      token: inspector(),
      headers: { 'if-match': '"v1"' },
      body: { on: '2026-03-10', note: 'Alvará apresentado.' },
    });
    assert.equal(rel.status, 200, rel.text);
    const twice = await fx.api.req('POST', `/api/seizures/${res.json.id}/release`, {
      token: inspector(),
      headers: { 'if-match': '"v2"' },
      body: { on: '2026-03-11' },
    });
    assert.equal(twice.status, 409);
  });

  test('a seizure only where the law provides one: Belém has none (refused on items); Salvador art. 14 seizes products and vehicles', async () => {
    const body = (establishmentId: string, kind: string) => ({
      establishmentId,
      items: [{ kind, description: 'Apreendido', quantity: 1, ...(kind === 'vehicle' ? { plate: 'ABC1D23' } : {}) }],
      custodyPlace: 'Depósito municipal',
      releaseConditions: 'Alvará.',
      on: '2026-03-02',
    });
    const belem = await fx.api.req('POST', '/api/seizures', {
      token: fx.token('inspector@own'),
      body: body(fx.records.own.establishment.id, 'container'),
    });
    assert.equal(belem.status, 422, belem.text);
    assert.equal(belem.json.errors[0].field, 'items');
    assert.match(belem.json.errors[0].expected, /this law provides no seizure/);
    const { e } = await salvadorOutlet();
    for (const kind of ['container', 'goods', 'vehicle']) {
      const ok = await fx.api.req('POST', '/api/seizures', { token: inspector(), body: body(e.id, kind) });
      assert.equal(ok.status, 201, ok.text);
    }
  });

  test('a seizure before the law came into force (Salvador: 26/07/2011) is refused on `on`; on that day it is recorded', async () => {
    const { e } = await salvadorOutlet();
    const body = (on: string) => ({
      establishmentId: e.id,
      items: [{ kind: 'container', description: 'Botijões P13', quantity: 2, capacityKg: 13 }],
      custodyPlace: 'Depósito municipal',
      releaseConditions: 'Alvará.',
      on,
    });
    const early = await fx.api.req('POST', '/api/seizures', { token: inspector(), body: body('2011-07-25') });
    assert.equal(early.status, 422, early.text);
    assert.equal(early.json.errors[0].field, 'on');
    assert.match(early.text, /26\/07\/2011/);
    const first = await fx.api.req('POST', '/api/seizures', { token: inspector(), body: body('2011-07-26') });
    assert.equal(first.status, 201, first.text);
  });
});
