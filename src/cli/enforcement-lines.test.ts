/**
 * `glp notices list` lines for a notice quoted again after an earlier one was annulled, and for
 * the annulled one (src/enforcement/requote.ts): amounts in R$, a notification named, dates
 * dd/mm/aaaa, a paid fine flagged for review.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { EnforcementRecord, NoticeData, RequoteAfterAnnulment } from '../domain/enforcement.ts';
import { noticeLine } from './enforcement-lines.ts';

const record = (status: string, data: Partial<NoticeData>): EnforcementRecord =>
  ({
    id: 'n3',
    kind: 'notice',
    status,
    key: 'units:art2-IV',
    on: '2026-02-05',
    version: 2,
    data: {
      number: 'AI-2026-0003',
      quote: { kind: 'fine', amountBRL: 100 },
      defence: { state: 'open', dueOn: null },
      payment: { state: 'due', dueOn: null },
      ...data,
    },
  }) as unknown as EnforcementRecord;

const change = (effect: RequoteAfterAnnulment['effect'], after: number | null): RequoteAfterAnnulment => ({
  on: '2026-02-20',
  noticeId: 'n1',
  number: 'AI-2026-0001',
  reason: 'defesa acolhida',
  effect,
  before: { kind: 'fine', repeat: 1, notification: 3, amountBRL: 150 },
  after: { kind: after === null ? 'notification' : 'fine', repeat: 0, notification: 2, amountBRL: after },
});

describe('noticeLine after an annulment', () => {
  it('a notice quoted again says which notice, when, why and the amounts', () => {
    const line = noticeLine(record('issued', { requoted: [change('requoted', 100)] }));
    assert.match(line, /^AI-2026-0003 n3 /);
    assert.ok(
      line.endsWith(
        '; recalculado em 20/02/2026 — auto AI-2026-0001 anulado ou cancelado em 20/02/2026 (defesa acolhida), que esta contava (reincidência nº 1, notificação nº 3): R$ 150,00 → R$ 100,00',
      ),
      line,
    );
  });

  it('a paid fine is flagged for review, naming what it would now be', () => {
    const line = noticeLine(record('issued', { payment: { state: 'paid', dueOn: null }, requoted: [change('review', null)] }));
    assert.ok(line.includes('; ATENÇÃO: auto AI-2026-0001 anulado ou cancelado em 20/02/2026'), line);
    assert.ok(line.endsWith('multa já paga (R$ 150,00), seria notificação: revisar'), line);
  });

  it('the annulled notice lists the notices it changed', () => {
    const line = noticeLine(
      record('cancelled', {
        cancelled: {
          on: '2026-02-20',
          reason: 'defesa acolhida',
          notices: [
            { id: 'n2', number: 'AI-2026-0002', effect: 'requoted', beforeBRL: 100, afterBRL: null },
            { id: 'n3', number: 'AI-2026-0003', effect: 'review', beforeBRL: 150, afterBRL: 100 },
          ],
        },
      }),
    );
    assert.ok(
      line.endsWith(
        '; cancelado em 20/02/2026: defesa acolhida; auto AI-2026-0002 recalculado: R$ 100,00 → notificação; auto AI-2026-0003 a revisar (já pago): R$ 150,00 → R$ 100,00',
      ),
      line,
    );
  });

  it('a notice nothing changed says nothing of it', () => {
    assert.doesNotMatch(noticeLine(record('issued', {})), /recalculado|revisar/);
  });
});
