/**
 * A closure order and the notices it counted (Salvador art. 15 § 1º: "caso esta seja a 3ª
 * (terceira) sobre a mesma irregularidade"), when one of them is annulled: pure, on records built
 * here (oldest first, the annulled one already cancelled). Both sides: a count that still reaches
 * 3 changes nothing; one that falls to 2 lifts the closure, or regrounds it on a later notice that
 * now is the 3rd (the 90 days of § 2º from that one), or, the licence revoked, flags it.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { mustPack } from '../../test/support/packs.ts';
import type { ClosureData, EnforcementRecord } from '../domain/enforcement.ts';
import { closuresAfterAnnulment } from './annulment.ts';

const ssa = mustPack('salvador-ba');
const KEY = 'units:art2-IV';

const notice = (id: string, on: string, status = 'issued', key = KEY): EnforcementRecord =>
  ({ id, kind: 'notice', status, key, on, data: { number: `AI-${id}` }, version: 1 }) as unknown as EnforcementRecord;
const closure = (noticeId: string, on: string, status = 'in-force', ground = 'repeat-notifications'): EnforcementRecord =>
  ({
    id: `c-${noticeId}`,
    kind: 'closure',
    status,
    key: null,
    on,
    version: 2,
    data: { ground, noticeId, suspendedLicences: ['l1'], revocationPossibleFrom: '2026-05-07' } as Partial<ClosureData>,
  }) as unknown as EnforcementRecord;

/** n1, n2, n3 (closing on 05/02/2026), with `cancelled` cancelled, and what follows. */
function records(cancelled: string, more: EnforcementRecord[] = [], closureStatus = 'in-force') {
  const list = [
    notice('n1', '2026-01-05'),
    notice('n2', '2026-01-20'),
    notice('n3', '2026-02-05'),
    closure('n3', '2026-02-05', closureStatus),
    ...more,
  ].map((r) => (r.id === cancelled ? { ...r, status: 'cancelled' } : r));
  return { list, annulled: list.find((r) => r.id === cancelled) as EnforcementRecord };
}
const effects = (cancelled: string, more: EnforcementRecord[] = [], closureStatus = 'in-force') => {
  const { list, annulled } = records(cancelled, more, closureStatus);
  return closuresAfterAnnulment(ssa, list, annulled, '2026-03-15', 'anulado na defesa');
};

describe('closuresAfterAnnulment (Salvador art. 15 § 1º)', () => {
  it('the 3rd annulled: 2 of 3 remain, the closure is lifted on the annulment’s date', () => {
    const [e, ...rest] = effects('n3');
    assert.equal(rest.length, 0);
    assert.equal(e?.effect, 'lifted');
    assert.equal(e?.status, 'lifted');
    assert.equal(e?.data.liftedOn, '2026-03-15');
    assert.deepEqual([e?.data.liftedBecause?.noticeId, e?.data.liftedBecause?.remaining, e?.data.liftedBecause?.needed], ['n3', 2, 3]);
  });

  it('an earlier one it counted annulled (the 1st): lifted too', () => {
    assert.equal(effects('n1')[0]?.effect, 'lifted');
  });

  it('a notice after the closing one, or of another irregularity, annulled: nothing', () => {
    assert.deepEqual(effects('n4', [notice('n4', '2026-03-01')]), []);
    assert.deepEqual(effects('x', [notice('x', '2026-01-10', 'issued', 'units:art9')]), []);
  });

  it('one more than needed before the closing notice (4 counted at a 4th that closed): annulling one leaves 3, nothing', () => {
    const list = [
      notice('n0', '2026-01-02'),
      notice('n1', '2026-01-05', 'cancelled'),
      notice('n2', '2026-01-20'),
      notice('n3', '2026-02-05'),
      closure('n3', '2026-02-05'),
    ];
    assert.deepEqual(closuresAfterAnnulment(ssa, list, list[1] as EnforcementRecord, '2026-03-15', 'x'), []);
  });

  it('a 4th issued while closed is now the 3rd: regrounded on it, the 90 days of § 2º from 10/03/2026 (day 91 = 09/06/2026)', () => {
    const [e] = effects('n2', [notice('n4', '2026-03-10')]);
    assert.equal(e?.effect, 'regrounded');
    assert.equal(e?.status, 'in-force');
    assert.equal(e?.data.noticeId, 'n4');
    assert.deepEqual(e?.data.regrounded?.to, { noticeId: 'n4', number: 'AI-n4', on: '2026-03-10' });
    assert.equal(e?.data.revocationPossibleFrom, '2026-06-09');
  });

  it('the licence already revoked on it: flagged for review, status unchanged', () => {
    const [e] = effects('n3', [], 'revoked-licence');
    assert.equal(e?.effect, 'review');
    assert.equal(e?.status, 'revoked-licence');
    assert.equal(e?.data.groundAnnulled?.remaining, 2);
  });

  it('a lifted closure, or one the inspector ordered on its own ground (Nova Odessa art. 17 p. ú.), is left alone', () => {
    assert.deepEqual(effects('n3', [], 'lifted'), []);
    const list = [notice('n3', '2026-02-05', 'cancelled'), closure('n3', '2026-02-05', 'in-force', 'access-refused')];
    assert.deepEqual(closuresAfterAnnulment(mustPack('nova-odessa-sp'), list, list[0] as EnforcementRecord, '2026-03-15', 'x'), []);
  });
});
