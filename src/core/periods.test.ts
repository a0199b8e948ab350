/** Periods counted as the Código Civil, art. 132, says — written from the article, not from our output. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { addDays, periodEnd, periodLastDay, withinPeriod } from './periods.ts';

describe('periods (Código Civil, art. 132)', () => {
  it('days: the day of the beginning is excluded, the last day included (caput)', () => {
    // 180 days from 26/07/2011: day 1 is 27/07/2011, day 180 is 22/01/2012.
    assert.equal(periodLastDay('2011-07-26', { n: 180, unit: 'days' }), '2012-01-22');
    assert.equal(periodEnd('2011-07-26', { n: 180, unit: 'days' }), '2012-01-23');
    // 60 days from 25/05/1993 → 24/07/1993; 1 day from 31/12 → 01/01.
    assert.equal(periodLastDay('1993-05-25', { n: 60, unit: 'days' }), '1993-07-24');
    assert.equal(periodLastDay('2024-12-31', { n: 1, unit: 'days' }), '2025-01-01');
    assert.equal(periodLastDay('2024-02-28', { n: 1, unit: 'days' }), '2024-02-29');
    assert.equal(periodLastDay('2024-03-01', { n: 0, unit: 'days' }), '2024-03-01');
  });

  it('months: the day of the same number as the start (§ 3º)', () => {
    assert.equal(periodLastDay('2012-01-16', { n: 6, unit: 'months' }), '2012-07-16');
    assert.equal(periodEnd('2012-01-16', { n: 6, unit: 'months' }), '2012-07-17');
    assert.equal(periodLastDay('2011-07-26', { n: 6, unit: 'months' }), '2012-01-26');
    // 30/11/2023 + 3 months: February 2024 has no 30th → 01/03/2024.
    assert.equal(periodLastDay('2023-11-30', { n: 3, unit: 'months' }), '2024-03-01');
  });

  it('months: 31/01 + 1 month has no 31/02, so it expires on the next day, 01/03 (§ 3º)', () => {
    assert.equal(periodLastDay('2023-01-31', { n: 1, unit: 'months' }), '2023-03-01');
    assert.equal(periodLastDay('2024-01-31', { n: 1, unit: 'months' }), '2024-03-01');
    // 30/01 + 1 month: 30/02 does not exist either; in a leap year 29/02 exists but is not day 30.
    assert.equal(periodLastDay('2024-01-30', { n: 1, unit: 'months' }), '2024-03-01');
    assert.equal(periodLastDay('2024-01-29', { n: 1, unit: 'months' }), '2024-02-29');
    assert.equal(periodLastDay('2023-01-29', { n: 1, unit: 'months' }), '2023-03-01');
    // 31/03 + 1 month: no 31/04 → 01/05; 31/12 + 1 month → 31/01 of the next year.
    assert.equal(periodLastDay('2025-03-31', { n: 1, unit: 'months' }), '2025-05-01');
    assert.equal(periodLastDay('2025-12-31', { n: 1, unit: 'months' }), '2026-01-31');
    // 31/10 + 1 month → no 31/11 → 01/12; 31/11 does not exist as a start.
    assert.equal(periodLastDay('2025-10-31', { n: 1, unit: 'months' }), '2025-12-01');
    assert.equal(periodLastDay('2025-08-31', { n: 3, unit: 'months' }), '2025-12-01');
    assert.equal(periodLastDay('2025-08-31', { n: 4, unit: 'months' }), '2025-12-31');
  });

  it('years: 29/02 + 1 year has no 29/02, so it expires on 01/03 (§ 3º)', () => {
    assert.equal(periodLastDay('2012-02-29', { n: 1, unit: 'years' }), '2013-03-01');
    assert.equal(periodLastDay('2012-02-29', { n: 4, unit: 'years' }), '2016-02-29');
    assert.equal(periodLastDay('2000-07-04', { n: 1, unit: 'years' }), '2001-07-04');
    assert.equal(periodEnd('2000-07-04', { n: 1, unit: 'years' }), '2001-07-05');
    assert.equal(periodLastDay('2000-07-04', { n: 2, unit: 'years' }), '2002-07-04');
  });

  it('the transition boundary: the day before the last day, the last day, the day after', () => {
    const p = { n: 6, unit: 'months' } as const;
    assert.equal(withinPeriod('2012-07-15', '2012-01-16', p), true);
    assert.equal(withinPeriod('2012-07-16', '2012-01-16', p), true);
    assert.equal(withinPeriod('2012-07-17', '2012-01-16', p), false);
  });

  it('§ 1º: a last day that is not a business day moves to the next business day, when a calendar is given', () => {
    const weekend = (d: string) => [0, 6].includes(new Date(`${d}T00:00:00Z`).getUTCDay());
    // 22/01/2012 was a Sunday → Monday 23/01/2012.
    assert.equal(periodLastDay('2011-07-26', { n: 180, unit: 'days' }, { nonBusinessDay: weekend }), '2012-01-23');
    // 24/07/1993 was a Saturday → Monday 26/07/1993.
    assert.equal(periodLastDay('1993-05-25', { n: 60, unit: 'days' }, { nonBusinessDay: weekend }), '1993-07-26');
    // A business day stays.
    assert.equal(periodLastDay('2012-01-16', { n: 6, unit: 'months' }, { nonBusinessDay: weekend }), '2012-07-16');
  });

  it('refuses what is not a period or not a date', () => {
    assert.throws(() => periodLastDay('2012-01-16', { n: -1, unit: 'days' }), RangeError);
    assert.throws(() => periodLastDay('2012-01-16', { n: 1.5, unit: 'months' }), RangeError);
    assert.throws(() => periodLastDay('2012-02-30', { n: 1, unit: 'months' }), RangeError);
    assert.equal(addDays('2012-03-01', -1), '2012-02-29');
  });
});
