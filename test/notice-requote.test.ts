/**
 * A notice annulled, and the later notices on the same irregularity whose penalty counted it
 * (src/enforcement/requote.ts). Salvador art. 15, V: "notificação; mantendo-se irregular, multa"
 * of R$ 100,00, and § 1º: "acrescidas de 50% … a cada constatação de reincidência". Over the API,
 * both engines, on notices of art. 15 V (art. 2 IV: scale not calibrated) of 05/01, 20/01 and
 * 05/02/2026 — a notification, R$ 100,00, R$ 150,00:
 *  - the notification annulled on defence: the 2nd is now the notification (nothing to pay), the
 *    3rd the R$ 100,00 fine; the annulled notice lists both, each change is audited, and the 3rd's
 *    PDF says why its amount fell;
 *  - the 2nd paid, then the notification cancelled: the 2nd is flagged for review (it would now be
 *    a notification), its quote and payment kept.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { forEachEngine } from './support/api.ts';
import { type Json, salvadorClosuresOn } from './support/closures.ts';
import { pdfText } from './support/licensing.ts';

await forEachEngine('Salvador art. 15, V and § 1º: later fines after an earlier notice is annulled', (engine) => {
  const closures = salvadorClosuresOn(engine);
  const get = (path: string) => closures().get(path);
  const noticeAct = (id: string, body: Record<string, unknown>) => closures().noticeAct(id, body);
  const quoteOf = async (id: string) => ((await get(`/api/enforcement/${id}`)) as Json).data;

  test('as issued: a notification, then R$ 100,00, then R$ 150,00 (1st repeat, +50 %)', async () => {
    const { n1, n2, n3 } = await closures().closed();
    assert.deepEqual(
      [n1, n2, n3].map((n) => [n.data.quote.kind, n.data.quote.amountBRL]),
      [
        ['notification', null],
        ['fine', 100],
        ['fine', 150],
      ],
    );
  });

  test('the notification annulled: the 2nd becomes it, the 3rd falls to R$ 100,00, audited and in the PDF', async () => {
    const { n1, n2, n3 } = await closures().closed();
    assert.equal((await noticeAct(n1.id, { type: 'submit-defence', on: '2026-01-10', note: 'Balança aferida.' })).status, 200);
    const r = await noticeAct(n1.id, { type: 'decide', on: '2026-02-20', outcome: 'annulled', note: 'Certificado válido.' });
    assert.equal(r.status, 200, r.text);
    assert.deepEqual(r.json.data.cancelled.notices, [
      { id: n2.id, number: n2.data.number, effect: 'requoted', beforeBRL: 100, afterBRL: null },
      { id: n3.id, number: n3.data.number, effect: 'requoted', beforeBRL: 150, afterBRL: 100 },
    ]);
    const d2 = await quoteOf(n2.id);
    assert.deepEqual([d2.quote.kind, d2.quote.amountBRL, d2.payment.state], ['notification', null, 'none']);
    const d3 = await quoteOf(n3.id);
    assert.deepEqual([d3.quote.kind, d3.quote.amountBRL, d3.quote.repeat, d3.payment.state], ['fine', 100, 0, 'due']);
    assert.deepEqual(
      [d3.requoted[0].noticeId, d3.requoted[0].on, d3.requoted[0].before.amountBRL, d3.requoted[0].after.amountBRL],
      [n1.id, '2026-02-20', 150, 100],
    );
    const admin = closures().fx.token('municipal-admin@other');
    const audit = await closures().fx.api.req('GET', `/api/audit?entityId=${n3.id}&limit=50`, { token: admin });
    assert.ok(
      audit.json.items.some((a: Json) => a.action === 'notice.update' && a.after?.data?.quote?.amountBRL === 100),
      JSON.stringify(audit.json.items.map((a: Json) => a.action)),
    );
    const raw = await closures().fx.api.app.request(`/api/notices/${n3.id}/pdf`, {
      headers: { authorization: `Bearer ${closures().officer()}` },
    });
    assert.equal(raw.status, 200);
    const text = pdfText(Buffer.from(await raw.arrayBuffer()));
    assert.ok(text.includes('Valor da multa: R$ 100,00'), text);
    assert.ok(text.includes(`Recalculado em 20/02/2026: o auto ${n1.data.number}, que este contava, foi anulado ou cancelado`), text);
    assert.ok(text.includes('R$ 150,00 → R$ 100,00'), text);
  });

  test('the 2nd paid, then the notification cancelled: the 2nd is flagged for review, its quote and payment kept', async () => {
    const { n1, n2 } = await closures().closed();
    assert.equal((await noticeAct(n2.id, { type: 'pay', on: '2026-02-01' })).status, 200);
    const r = await noticeAct(n1.id, { type: 'cancel', on: '2026-02-25', reason: 'Lavrado em duplicidade.' });
    assert.equal(r.status, 200, r.text);
    assert.deepEqual(r.json.data.cancelled.notices[0], {
      id: n2.id,
      number: n2.data.number,
      effect: 'review',
      beforeBRL: 100,
      afterBRL: null,
    });
    const d2 = await quoteOf(n2.id);
    assert.deepEqual(
      [d2.quote.amountBRL, d2.payment.state, d2.requoted[0].effect, d2.requoted[0].after.kind],
      [100, 'paid', 'review', 'notification'],
    );
  });
});
