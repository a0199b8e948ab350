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
import { test } from 'node:test';
import { forEachEngine } from './support/api.ts';
import { salvadorClosuresOn } from './support/closures.ts';

await forEachEngine('Salvador art. 15 § 2º: revocation after a closure, with the defence', (engine) => {
  const closures = salvadorClosuresOn(engine);

  const get = (path: string) => closures().get(path);
  const act = (closureId: string, path: 'lift' | 'revoke-licence', on: string) => closures().closureAct(closureId, path, on);
  const caseAct = (id: string, what: 'defend' | 'uphold' | 'dismiss', version: number, body: Record<string, unknown>) =>
    closures().caseAct(id, what, version, body);
  const closedOutlet = async () => {
    const c = await closures().closed(true);
    return { ...c, alvara: c.l, tvl: c.tvl as NonNullable<typeof c.tvl> };
  };

  test('day 90 refused, day 91 notified (the alvará only); with the defence filed, decided at once', async () => {
    const { alvara, tvl, closure } = await closedOutlet();
    const day90 = await act(closure.id, 'revoke-licence', '2026-05-06');
    assert.equal(day90.status, 409, day90.text);
    assert.deepEqual(day90.json.errors[0], { field: 'on', found: '2026-05-06', expected: 'on or after 07/05/2026' });
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
    assert.match(early.json.detail, /22\/05\/2026/);
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
    assert.match(
      refused.json.detail,
      /is lifted since 15\/05\/2026: Lei de Salvador de 26\/07\/2011, art\. 15, § 2º allows no revocation on it; dismiss the case/,
    );
    assert.equal((await get(`/api/licences/${alvara.id}`)).status, 'active');
    assert.equal((await caseAct(id, 'dismiss', 1, { decision: 'Irregularidade sanada.', date: '2026-05-23' })).status, 200);
    // A lifted closure gives no notice of revocation.
    const again = await act(closure.id, 'revoke-licence', '2026-05-25');
    assert.equal(again.status, 409);
    assert.deepEqual(again.json.errors[0], { field: 'status', found: 'lifted', expected: 'in-force' });
  });

  test('the officer’s own revocation rests on art. 12, never on § 2º', async () => {
    const { alvara } = await closedOutlet();
    const c = await closures().fx.api.req('POST', `/api/licences/${alvara.id}/cases`, {
      token: closures().officer(),
      body: { action: 'revoke', grounds: 'Armazenamento sem condições de segurança (art. 12).', date: '2026-02-10' },
    });
    assert.equal(c.status, 201, c.text);
    assert.equal(c.json.data.cite, 'art12');
    assert.equal(c.json.data.closureId, undefined);
  });
});
