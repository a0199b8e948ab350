/**
 * Escalation and the notice's state machines, from the law text: Salvador art. 15 § 1º (closure at
 * the 3rd notification on the same irregularity: 2nd no, 3rd yes) and § 2º (90 days of closure:
 * the 90th day no, the 91st yes); defence by its due date (the day itself yes, the day after no);
 * payment overdue only after the due date; a cancelled notice accepts nothing more.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { mustPack } from '../../test/support/packs.ts';
import type { EnforcementRecord, NoticeData } from '../domain/enforcement.ts';
import {
  applyNoticeAction,
  checkRevocation,
  closureDueAt,
  irregularityKey,
  noticeKey,
  paymentStatus,
  priorCounts,
  revocationPossibleFrom,
  StateConflict,
} from './escalation.ts';

const notice = (over: Partial<NoticeData> = {}): NoticeData =>
  ({
    number: 'AI-1',
    infraction: 'art15-III',
    units: ['art9'],
    citations: [],
    finding: '',
    inspectionId: null,
    quote: { kind: 'fine' },
    packVersion: 'x',
    defence: { state: 'open', dueOn: '2026-03-17' },
    payment: { state: 'due', dueOn: '2026-04-01' },
    ...over,
  }) as NoticeData;

describe('escalation', () => {
  const ssa = mustPack('salvador-ba');
  it('Salvador § 1º: the 2nd notification does not close, the 3rd does; Belém provides no closure', () => {
    assert.equal(closureDueAt(ssa, '2026-03-01', 2), null);
    assert.equal(closureDueAt(ssa, '2026-03-01', 3)?.id, 'repeat-notifications');
    assert.equal(closureDueAt(mustPack('belem-pa'), '2026-03-01', 10), null);
  });
  it('Salvador § 2º: closure on 05/02/2026 → revocation possible from 07/05/2026 (day 91), not on 06/05 (day 90)', () => {
    assert.equal(revocationPossibleFrom(ssa, '2026-02-05'), '2026-05-07');
    assert.equal(revocationPossibleFrom(mustPack('nova-odessa-sp'), '2026-02-05'), null);
    const closure = { id: 'c', status: 'in-force', on: '2026-02-05', data: { revocationPossibleFrom: '2026-05-07' } } as EnforcementRecord;
    assert.throws(() => checkRevocation(closure, '2026-05-06'), StateConflict);
    assert.doesNotThrow(() => checkRevocation(closure, '2026-05-07'));
    assert.throws(() => checkRevocation({ ...closure, status: 'lifted' }, '2026-06-01'), StateConflict);
  });
  it('the irregularity key follows the reading; cancelled notices do not count; notifications are not fines', () => {
    assert.equal(irregularityKey('same-units', 'art15-III', ['art9', 'art7', 'art9']), 'units:art7+art9');
    assert.equal(irregularityKey('same-infraction', 'art15-III', ['art9']), 'infraction:art15-III');
    const rec = (status: string, kind: string) =>
      ({ kind: 'notice', key: 'k', status, data: { quote: { kind } } }) as unknown as EnforcementRecord;
    assert.deepEqual(priorCounts([rec('issued', 'notification'), rec('issued', 'fine'), rec('cancelled', 'fine')], 'k'), {
      priorNotices: 2,
      priorFines: 1,
    });
  });
  it('Nova Odessa art. 14 § 3º imposes art. 18’s fine: under either reading, its repeats are counted with art. 18', () => {
    const no = mustPack('nova-odessa-sp');
    assert.equal(noticeKey(no, 'same-infraction', 'art14-par3', ['art14-par3']), 'infraction:art18');
    assert.equal(noticeKey(no, 'same-infraction', 'art18', ['art14-par3']), 'infraction:art18');
    assert.equal(noticeKey(no, 'same-units', 'art14-par3', ['art14-par3']), noticeKey(no, 'same-units', 'art18', ['art14-par3']));
    // An infraction with a fine of its own keeps its own count.
    assert.equal(noticeKey(mustPack('salvador-ba'), 'same-infraction', 'art15-II', ['art3']), 'infraction:art15-II');
    assert.throws(() => noticeKey(no, 'same-infraction', 'art99', ['art18']), /infraction: "art99"/);
  });
  it('Vitória da Conquista art. 26 I a–c fine as art. 27 (the police-power law): their repeats are counted with art. 27', () => {
    const vdc = mustPack('vitoria-da-conquista-ba');
    for (const letter of ['a', 'b', 'c'])
      assert.equal(noticeKey(vdc, 'same-infraction', `art26-I-${letter}`, ['art5-par2']), 'infraction:art27');
    assert.equal(noticeKey(vdc, 'same-units', 'art26-I-b', ['art5-par2']), noticeKey(vdc, 'same-units', 'art27', ['art5-par2']));
  });
  it('every infraction that counts as another names one of its pack’s infractions', () => {
    for (const id of ['nova-odessa-sp', 'salvador-ba', 'belem-pa', 'vitoria-da-conquista-ba']) {
      const infractions = mustPack(id).enforcement?.infractions ?? [];
      for (const i of infractions)
        if (i.countsAs !== undefined)
          assert.ok(
            infractions.some((x) => x.id === i.countsAs && x.countsAs === undefined),
            `${id}/${i.id}`,
          );
    }
  });
  it('defence on its due date is received; the day after is refused; decision only after a defence', () => {
    assert.throws(() => applyNoticeAction('issued', notice(), { type: 'submit-defence', on: '2026-03-18' }, '2026-03-02'), StateConflict);
    const ok = applyNoticeAction('issued', notice(), { type: 'submit-defence', on: '2026-03-17' }, '2026-03-02');
    assert.equal(ok.data.defence.state, 'submitted');
    assert.throws(
      () => applyNoticeAction('issued', notice(), { type: 'decide', on: '2026-03-20', outcome: 'upheld' }, '2026-03-02'),
      StateConflict,
    );
    const annulled = applyNoticeAction('issued', ok.data, { type: 'decide', on: '2026-03-20', outcome: 'annulled' }, '2026-03-02');
    assert.equal(annulled.status, 'cancelled');
    assert.equal(annulled.data.payment.state, 'none');
  });
  it('payment: due on the due date, overdue the day after, paid stays paid; a cancelled notice accepts nothing', () => {
    assert.equal(paymentStatus(notice(), '2026-04-01'), 'due');
    assert.equal(paymentStatus(notice(), '2026-04-02'), 'overdue');
    const paid = applyNoticeAction('issued', notice(), { type: 'pay', on: '2026-04-05' }, '2026-03-02');
    assert.equal(paymentStatus(paid.data, '2026-05-01'), 'paid');
    const cancelled = applyNoticeAction('issued', notice(), { type: 'cancel', on: '2026-03-05', reason: 'erro' }, '2026-03-02');
    assert.throws(
      () => applyNoticeAction(cancelled.status, cancelled.data, { type: 'pay', on: '2026-03-06' }, '2026-03-02'),
      StateConflict,
    );
    assert.throws(() => applyNoticeAction('issued', notice(), { type: 'pay', on: '2026-03-01' }, '2026-03-02'), StateConflict);
  });
});
