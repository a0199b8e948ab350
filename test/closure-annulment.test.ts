/**
 * Salvador art. 15 § 1º: "persistindo a irregularidade, será interditado o estabelecimento, até que
 * seja atendida a notificação, caso esta seja a 3ª (terceira) sobre a mesma irregularidade." The
 * system orders that closure with the 3rd notice; when the 3rd, or an earlier one it counted, is
 * annulled (its defence upheld) or cancelled, the closure no longer stands on it. Over the API,
 * both engines, on notices of art. 15 V (art. 2 IV: scale not calibrated) of 05/01, 20/01 and
 * 05/02/2026:
 *  - the 3rd annulled on defence: the closure lifted in the same act, the alvará reinstated, the
 *    notice saying so, both audited; its revocation can no longer be notified;
 *  - the 1st cancelled: the same;
 *  - a notice of another irregularity, or one after the closing notice, cancelled: nothing changes;
 *  - a 4th notice issued while closed, then the 2nd cancelled: the 4th is now the 3rd — the
 *    closure stands on it and its 90 days (§ 2º) run from it (day 91 = 09/06/2026, not 07/05);
 *  - a revocation notified, then the 3rd annulled: the closure lifted, the revocation not upheld.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { forEachEngine } from './support/api.ts';
import { type Json, salvadorClosuresOn } from './support/closures.ts';

await forEachEngine('Salvador art. 15 § 1º: a closure whose counted notice is annulled', (engine) => {
  const closures = salvadorClosuresOn(engine);

  const get = (path: string) => closures().get(path);
  const closed = () => closures().closed();
  const notice = (establishmentId: string, on: string, units?: string[], infraction?: string) =>
    closures().notice(establishmentId, on, units, infraction);
  const noticeAct = (id: string, body: Record<string, unknown>) => closures().noticeAct(id, body);
  const cancel = (id: string, on: string) => noticeAct(id, { type: 'cancel', on, reason: 'Lavrado em duplicidade.' });

  test('the 3rd annulled on defence: the closure is lifted and the alvará reinstated, audited', async () => {
    const { l, n3, closure } = await closed();
    assert.equal((await noticeAct(n3.id, { type: 'submit-defence', on: '2026-02-10', note: 'Balança aferida em 01/02.' })).status, 200);
    const annulled = await noticeAct(n3.id, { type: 'decide', on: '2026-02-20', outcome: 'annulled', note: 'Certificado de 01/02.' });
    assert.equal(annulled.status, 200, annulled.text);
    assert.equal(annulled.json.status, 'cancelled');
    assert.deepEqual(annulled.json.data.cancelled.closures, [{ id: closure.id, effect: 'lifted', remaining: 2, needed: 3 }]);
    const c = await get(`/api/enforcement/${closure.id}`);
    assert.equal(c.status, 'lifted');
    assert.equal(c.data.liftedOn, '2026-02-20');
    assert.deepEqual([c.data.liftedBecause.noticeId, c.data.liftedBecause.remaining, c.data.liftedBecause.needed], [n3.id, 2, 3]);
    assert.equal((await get(`/api/licences/${l.id}`)).status, 'active');
    const admin = closures().fx.token('municipal-admin@other');
    const audit = await closures().fx.api.req('GET', `/api/audit?entityId=${closure.id}&limit=50`, { token: admin });
    assert.ok(audit.json.items.some((a: Json) => a.action === 'closure.update' && a.after.status === 'lifted'));
    // Lifted: no revocation on it (§ 2º needs the establishment closed).
    assert.equal((await closures().closureAct(closure.id, 'revoke-licence', '2026-05-07')).status, 409);
  });

  test('an earlier notice it counted cancelled: lifted too; another irregularity’s or a later notice’s: nothing', async () => {
    const { e, l, n1, closure } = await closed();
    const other = (await notice(e.id, '2026-02-06', ['art9'], 'art15-III')).notice;
    const later = (await notice(e.id, '2026-02-07')).notice;
    assert.equal((await cancel(other.id, '2026-02-08')).json.data.cancelled.closures, undefined);
    assert.equal((await cancel(later.id, '2026-02-08')).json.data.cancelled.closures, undefined);
    assert.equal((await get(`/api/enforcement/${closure.id}`)).status, 'in-force');
    const c1 = await cancel(n1.id, '2026-02-09');
    assert.deepEqual(c1.json.data.cancelled.closures, [{ id: closure.id, effect: 'lifted', remaining: 2, needed: 3 }]);
    assert.equal((await get(`/api/enforcement/${closure.id}`)).status, 'lifted');
    assert.equal((await get(`/api/licences/${l.id}`)).status, 'active');
  });

  test('a 4th notice issued while closed, then the 2nd cancelled: the closure stands on the 4th, its 90 days from it', async () => {
    const { e, l, n2, closure } = await closed();
    const fourth = await notice(e.id, '2026-03-10');
    assert.equal(fourth.closure, null, 'already closed');
    const r = await cancel(n2.id, '2026-03-15');
    assert.deepEqual(r.json.data.cancelled.closures, [{ id: closure.id, effect: 'regrounded', remaining: 2, needed: 3 }]);
    const c = await get(`/api/enforcement/${closure.id}`);
    assert.equal(c.status, 'in-force');
    assert.equal(c.data.noticeId, fourth.notice.id);
    assert.equal(c.data.regrounded.to.on, '2026-03-10');
    // 90 days from 10/03/2026 run to 08/06/2026: the revocation from 09/06, not 07/05.
    assert.equal(c.data.revocationPossibleFrom, '2026-06-09');
    assert.equal((await get(`/api/licences/${l.id}`)).status, 'suspended');
    const revoke = (on: string) => closures().closureAct(closure.id, 'revoke-licence', on);
    const day90 = await revoke('2026-06-08');
    assert.equal(day90.status, 409);
    assert.deepEqual(day90.json.errors[0], { field: 'on', found: '2026-06-08', expected: 'on or after 09/06/2026' });
    assert.equal((await revoke('2026-06-09')).status, 200);
  });

  test('a revocation notified, then the 3rd annulled: the closure lifted, the revocation not upheld', async () => {
    const { l, n3, closure } = await closed();
    const notified = await closures().closureAct(closure.id, 'revoke-licence', '2026-05-07');
    assert.equal(notified.status, 200, notified.text);
    const caseId = notified.json.data.revocationCases[0].caseId as string;
    assert.equal((await cancel(n3.id, '2026-05-10')).status, 200);
    assert.equal((await get(`/api/enforcement/${closure.id}`)).status, 'lifted');
    const uphold = await closures().caseAct(caseId, 'uphold', 1, { decision: 'Cassado.', date: '2026-05-23' });
    assert.equal(uphold.status, 409, uphold.text);
    assert.match(uphold.json.detail, /is lifted since 10\/05\/2026 \(Lavrado em duplicidade\.\)/);
    assert.equal((await get(`/api/licences/${l.id}`)).status, 'active');
  });
});
