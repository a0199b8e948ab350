/**
 * Salvador art. 15 § 2º: "Caso o estabelecimento esteja interditado e a irregularidade não seja
 * sanada no prazo de 90 (noventa) dias, poderá ser cassado o Alvará, sempre respeitando o direito
 * à ampla defesa e ao contraditório." Over the API, both engines; the closure comes from the 3rd
 * notification on the same irregularity (§ 1º, art. 15 V: art. 2 IV, scale not calibrated) of
 * 05/02/2026, so the 90 days (Código Civil art. 132: the day of the order excluded) run to
 * 06/05/2026 and the revocation may be notified from 07/05/2026. The notice is the licence
 * lifecycle's case (defence term 15 days: to 22/05/2026), decided as any case:
 *  - with the defence filed, decided at once; without it, not on the term's last day;
 *  - the closure lifted in between (the irregularity remedied): the revocation is refused and
 *    the case dismissed; a lifted closure gives no notice;
 *  - "o Alvará": the TVL the closure suspended is not revoked;
 *  - the officer's own revocation rests on art. 12, not on § 2º.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { buildFixture, type Fixture, forEachEngine, OTHER, openTestApi, unique } from './support/api.ts';
import { licensedOutlet } from './support/outlets.ts';

await forEachEngine('Salvador art. 15 § 2º: revocation after a closure, with the defence', (engine) => {
  let fx: Fixture;
  before(async () => {
    fx = await buildFixture(await openTestApi(engine));
  });
  after(async () => {
    await fx?.api.close();
  });

  const officer = () => fx.token('licensing-officer@other');
  const get = async (path: string) => (await fx.api.req('GET', path, { token: officer() })).json;

  /** A Salvador outlet with an alvará and a TVL, closed by the 3rd notification of 05/02/2026. */
  async function closedOutlet() {
    const { repo } = fx.api.deps;
    const scope = fx.scopeOf('licensing-officer@other');
    const { establishment: e, licence: alvara } = await licensedOutlet(repo, scope, {
      municipality: OTHER,
      name: unique('Revenda Pituba'),
      number: unique('ALV'),
    });
    const tvl = await repo.createLicence(scope, {
      municipality: OTHER,
      establishmentId: e.id,
      number: unique('TVL'),
      kind: 'tvl',
      class: null,
      issuedOn: '2025-01-02',
      expiresOn: null,
      status: 'active',
      plate: null,
    });
    let closure: { id: string; data: { revocationPossibleFrom: string } } | null = null;
    for (const on of ['2026-01-05', '2026-01-20', '2026-02-05']) {
      const r = await fx.api.req('POST', '/api/notices', {
        token: fx.token('inspector@other'),
        body: { establishmentId: e.id, infraction: 'art15-V', units: ['art2-IV'], finding: 'Balança sem aferição do IPEM.', on },
      });
      assert.equal(r.status, 201, r.text);
      closure = r.json.closure;
    }
    assert.ok(closure);
    assert.equal(closure.data.revocationPossibleFrom, '2026-05-07');
    return { e, alvara, tvl, closure };
  }

  const act = async (closureId: string, path: string, on: string) => {
    const cur = await fx.api.req('GET', `/api/enforcement/${closureId}`, { token: officer() });
    return fx.api.req('POST', `/api/closures/${closureId}/${path}`, {
      token: path === 'lift' ? fx.token('inspector@other') : officer(),
      headers: { 'if-match': cur.headers.get('etag') as string },
      body: { on },
    });
  };
  const caseAct = (id: string, what: string, version: number, body: Record<string, unknown>) =>
    fx.api.req('POST', `/api/licensing/cases/${id}/${what}`, { token: officer(), headers: { 'if-match': `"v${version}"` }, body });

  test('day 90 refused, day 91 notified (the alvará only); with the defence filed, decided at once', async () => {
    const { alvara, tvl, closure } = await closedOutlet();
    const day90 = await act(closure.id, 'revoke-licence', '2026-05-06');
    assert.equal(day90.status, 409, day90.text);
    assert.deepEqual(day90.json.errors[0], { field: 'on', found: '2026-05-06', expected: 'on or after 2026-05-07' });
    const day91 = await act(closure.id, 'revoke-licence', '2026-05-07');
    assert.equal(day91.status, 200, day91.text);
    const cases = day91.json.data.revocationCases as { caseId: string; licenceId: string; defenceUntil: string }[];
    assert.deepEqual(
      cases.map((c) => c.licenceId),
      [alvara.id],
      'art. 15 § 2º revokes "o Alvará", not the TVL',
    );
    // While the case is open, no second notice.
    assert.equal((await act(closure.id, 'revoke-licence', '2026-05-08')).status, 409);
    const id = cases[0]?.caseId as string;
    const defended = await caseAct(id, 'defend', 1, { defence: 'A balança foi aferida em 10/05/2026.', date: '2026-05-10' });
    assert.equal(defended.status, 200, defended.text);
    const upheld = await caseAct(id, 'uphold', 2, { decision: 'Defesa sem prova da aferição: cassado.', date: '2026-05-11' });
    assert.equal(upheld.status, 200, upheld.text);
    assert.equal((await get(`/api/licences/${alvara.id}`)).status, 'revoked');
    assert.equal((await get(`/api/licences/${tvl.id}`)).status, 'suspended', 'the TVL stays as the closure left it');
    const c = await get(`/api/enforcement/${closure.id}`);
    assert.deepEqual([c.status, c.data.revokedOn, c.data.revokedLicences], ['revoked-licence', '2026-05-11', [alvara.id]]);
  });

  test('without the defence: not on the term’s last day (22/05), upheld on 23/05', async () => {
    const { alvara, closure } = await closedOutlet();
    const id = (await act(closure.id, 'revoke-licence', '2026-05-07')).json.data.revocationCases[0].caseId as string;
    const early = await caseAct(id, 'uphold', 1, { decision: 'Cassado.', date: '2026-05-22' });
    assert.equal(early.status, 409, early.text);
    assert.match(early.json.detail, /2026-05-22/);
    assert.equal((await get(`/api/licences/${alvara.id}`)).status, 'suspended');
    assert.equal((await caseAct(id, 'uphold', 1, { decision: 'Cassado.', date: '2026-05-23' })).status, 200);
    assert.equal((await get(`/api/licences/${alvara.id}`)).status, 'revoked');
  });

  test('the irregularity remedied and the closure lifted before the decision: no revocation; the case dismissed', async () => {
    const { alvara, closure } = await closedOutlet();
    const id = (await act(closure.id, 'revoke-licence', '2026-05-07')).json.data.revocationCases[0].caseId as string;
    assert.equal((await act(closure.id, 'lift', '2026-05-15')).status, 200);
    assert.equal((await get(`/api/licences/${alvara.id}`)).status, 'active', 'lifting reinstates what the closure suspended');
    const refused = await caseAct(id, 'uphold', 1, { decision: 'Cassado.', date: '2026-05-23' });
    assert.equal(refused.status, 409, refused.text);
    assert.match(refused.json.detail, /is lifted since 15\/05\/2026: art15-par2 allows no revocation on it; dismiss the case/);
    assert.equal((await get(`/api/licences/${alvara.id}`)).status, 'active');
    assert.equal((await caseAct(id, 'dismiss', 1, { decision: 'Irregularidade sanada.', date: '2026-05-23' })).status, 200);
    // A lifted closure gives no notice of revocation.
    const again = await act(closure.id, 'revoke-licence', '2026-05-25');
    assert.equal(again.status, 409);
    assert.deepEqual(again.json.errors[0], { field: 'status', found: 'lifted', expected: 'in-force' });
  });

  test('the officer’s own revocation rests on art. 12, never on § 2º', async () => {
    const { alvara } = await closedOutlet();
    const c = await fx.api.req('POST', `/api/licences/${alvara.id}/cases`, {
      token: officer(),
      body: { action: 'revoke', grounds: 'Armazenamento sem condições de segurança (art. 12).', date: '2026-02-10' },
    });
    assert.equal(c.status, 201, c.text);
    assert.equal(c.json.data.cite, 'art12');
    assert.equal(c.json.data.closureId, undefined);
  });
});
