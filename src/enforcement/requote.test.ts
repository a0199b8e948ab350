/**
 * Later notices quoted again when an earlier one they counted is annulled (requote.ts): pure, on
 * records built here as the service issues them (each quoted on the valid notices before it).
 * Expected amounts are the laws': Belém art. 7º, parágrafo único (R$ 10.000,00, "acréscimo de
 * 100%, progressivamente, no caso de reincidência"), Salvador art. 15, V (notification first,
 * then R$ 100,00) and § 1º (+50 % a cada reincidência), art. 15, III (R$ 100,00–300,00, fixed by
 * the inspector).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { mustPack } from '../../test/support/packs.ts';
import type { Pack } from '../core/pack.ts';
import type { EnforcementRecord, NoticeData } from '../domain/enforcement.ts';
import { priorCounts } from './escalation.ts';
import { quoteFine } from './fines.ts';
import { noticesAfterAnnulment } from './requote.ts';

const bel = mustPack('belem-pa');
const ssa = mustPack('salvador-ba');

interface Issue {
  id: string;
  on: string;
  infraction: string;
  key?: string;
  amount?: number;
  paid?: boolean;
}

/** Notices issued in order, each quoted as issueNotice quotes it (priorCounts of the valid ones before). */
function issued(pack: Pack, list: Issue[]): EnforcementRecord[] {
  const out: EnforcementRecord[] = [];
  for (const n of list) {
    const key = n.key ?? `infraction:${n.infraction}`;
    const quote = quoteFine(pack, {
      infraction: n.infraction,
      date: n.on,
      ...priorCounts(out, key),
      ...(n.amount !== undefined ? { chosenAmountBRL: n.amount } : {}),
    });
    const data = {
      number: `AI-${n.id}`,
      infraction: n.infraction,
      quote,
      payment: quote.amountBRL === null ? { state: 'none', dueOn: null } : { state: n.paid ? 'paid' : 'due', dueOn: null },
    } as unknown as NoticeData;
    out.push({ id: n.id, kind: 'notice', status: 'issued', key, on: n.on, version: 1, data } as unknown as EnforcementRecord);
  }
  return out;
}

const cancel = (records: EnforcementRecord[], id: string) => {
  const list = records.map((r) => (r.id === id ? { ...r, status: 'cancelled' } : r));
  return { list, annulled: list.find((r) => r.id === id) as EnforcementRecord };
};

const after = (pack: Pack, records: EnforcementRecord[], id: string) => {
  const { list, annulled } = cancel(records, id);
  return noticesAfterAnnulment(pack, list, annulled, '2026-04-01', 'defesa acolhida');
};

const amounts = (records: EnforcementRecord[]) => records.map((r) => (r.data as NoticeData).quote.amountBRL);

describe('noticesAfterAnnulment: a repeat it counted annulled, a later fine falls', () => {
  const art7 = [
    { id: 'n1', on: '2026-01-05', infraction: 'art7-parU' },
    { id: 'n2', on: '2026-02-05', infraction: 'art7-parU' },
    { id: 'n3', on: '2026-03-05', infraction: 'art7-parU' },
  ];

  it('Belém art. 7º, parágrafo único: as issued, R$ 10.000,00 then a 1st repeat of R$ 20.000,00', () => {
    const recs = issued(bel, art7);
    assert.deepEqual(amounts(recs).slice(0, 2), [10000, 20000]);
  });

  it('the 1st annulled: the 2nd is a first offence (R$ 10.000,00), the 3rd a 1st repeat (R$ 20.000,00)', () => {
    const effects = after(bel, issued(bel, art7), 'n1');
    assert.deepEqual(
      effects.map((e) => [e.notice.id, e.effect, e.data.quote.repeat, e.data.quote.amountBRL]),
      [
        ['n2', 'requoted', 0, 10000],
        ['n3', 'requoted', 1, 20000],
      ],
    );
    const r = effects[0]?.data.requoted?.[0];
    assert.deepEqual([r?.noticeId, r?.number, r?.on, r?.reason], ['n1', 'AI-n1', '2026-04-01', 'defesa acolhida']);
    assert.deepEqual(r?.before, { kind: 'fine', repeat: 1, notification: 2, amountBRL: 20000 });
    assert.deepEqual(r?.after, { kind: 'fine', repeat: 0, notification: 1, amountBRL: 10000 });
    assert.equal(effects[0]?.data.payment.state, 'due', 'still a fine to pay');
  });

  it('the last annulled: nothing before it changes', () => {
    assert.deepEqual(after(bel, issued(bel, art7), 'n3'), []);
  });

  it('the 2nd annulled: the 1st is untouched, the 3rd falls to a 1st repeat', () => {
    const effects = after(bel, issued(bel, art7), 'n2');
    assert.deepEqual(
      effects.map((e) => [e.notice.id, e.data.quote.repeat, e.data.quote.amountBRL]),
      [['n3', 1, 20000]],
    );
  });

  it('another irregularity is not counted, and not quoted again', () => {
    const recs = issued(bel, [
      { id: 'n1', on: '2026-01-05', infraction: 'art7-parU' },
      { id: 'm1', on: '2026-01-10', infraction: 'art6-par2' },
      { id: 'n2', on: '2026-02-05', infraction: 'art7-parU' },
    ]);
    const effects = after(bel, recs, 'n1');
    assert.deepEqual(
      effects.map((e) => e.notice.id),
      ['n2'],
    );
  });

  it('a fine already paid is flagged for review with what it would now be, its quote kept', () => {
    const recs = issued(bel, [
      { id: 'n1', on: '2026-01-05', infraction: 'art7-parU' },
      { id: 'n2', on: '2026-02-05', infraction: 'art7-parU', paid: true },
    ]);
    const [e, ...rest] = after(bel, recs, 'n1');
    assert.equal(rest.length, 0);
    assert.equal(e?.effect, 'review');
    assert.equal(e?.data.quote.amountBRL, 20000, 'the paid amount stands until the officer decides');
    assert.equal(e?.data.payment.state, 'paid');
    assert.equal(e?.data.requoted?.[0]?.after?.amountBRL, 10000);
  });

  it('a notice already cancelled is left alone', () => {
    const recs = issued(bel, art7).map((r) => (r.id === 'n2' ? { ...r, status: 'cancelled' } : r));
    // n3 was quoted when n2 still counted (repeat 2); n1 annulled now: n3 counts nothing valid before it.
    const effects = after(bel, recs, 'n1');
    assert.deepEqual(
      effects.map((e) => [e.notice.id, e.data.quote.repeat, e.data.quote.amountBRL]),
      [['n3', 0, 10000]],
    );
  });
});

describe('noticesAfterAnnulment: Salvador art. 15, V — the notification annulled, the fine becomes it', () => {
  const v = [
    { id: 'n1', on: '2026-01-05', infraction: 'art15-V', key: 'units:art2-IV' },
    { id: 'n2', on: '2026-02-05', infraction: 'art15-V', key: 'units:art2-IV' },
    { id: 'n3', on: '2026-03-05', infraction: 'art15-V', key: 'units:art2-IV' },
  ];

  it('as issued: notification, R$ 100,00, R$ 150,00 (§ 1º: +50 % on the 1st repeat)', () => {
    const recs = issued(ssa, v);
    assert.deepEqual(amounts(recs), [null, 100, 150]);
  });

  it('the notification annulled: the 2nd is now the notification (nothing to pay), the 3rd the R$ 100,00 fine', () => {
    const effects = after(ssa, issued(ssa, v), 'n1');
    assert.deepEqual(
      effects.map((e) => [e.notice.id, e.data.quote.kind, e.data.quote.amountBRL, e.data.payment.state]),
      [
        ['n2', 'notification', null, 'none'],
        ['n3', 'fine', 100, 'due'],
      ],
    );
  });
});

describe('noticesAfterAnnulment: Salvador art. 15, III — a range fine keeps the inspector’s base', () => {
  const iii = [
    { id: 'n1', on: '2026-01-05', infraction: 'art15-III', amount: 200 },
    { id: 'n2', on: '2026-02-05', infraction: 'art15-III', amount: 250 },
  ];

  it('as issued, the 2nd is the base fixed (R$ 250,00) increased by 50 %: R$ 375,00', () => {
    assert.deepEqual(amounts(issued(ssa, iii)), [200, 375]);
  });

  it('the 1st annulled: the 2nd is its base again, R$ 250,00', () => {
    const [e] = after(ssa, issued(ssa, iii), 'n1');
    assert.deepEqual([e?.effect, e?.data.quote.amountBRL, e?.data.quote.range?.chosen], ['requoted', 250, 250]);
  });

  it('a range quote made before its base was kept cannot be quoted again: flagged for review', () => {
    const recs = issued(ssa, iii).map((r) => {
      if (r.id !== 'n2') return r;
      const d = r.data as NoticeData;
      return { ...r, data: { ...d, quote: { ...d.quote, range: { min: 100, max: 300 } } } };
    });
    const [e] = after(ssa, recs, 'n1');
    assert.deepEqual([e?.effect, e?.data.quote.amountBRL, e?.data.requoted?.[0]?.after], ['review', 375, null]);
  });
});
