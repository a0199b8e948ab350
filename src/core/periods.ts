/**
 * Periods (prazos) counted as the Código Civil counts them (Lei 10.406/2002, art. 132):
 *
 *   caput: "computam-se os prazos, excluído o dia do começo, e incluído o do vencimento";
 *   § 3º:  "Os prazos de meses e anos expiram no dia de igual número do de início, ou no
 *          imediato, se faltar exata correspondência."
 *
 * So 6 months from 16/01/2012 expire on 16/07/2012 (included: the duty binds from 17/07/2012);
 * 1 month from 31/01/2023 has no 31/02 and expires on 01/03/2023; 1 year from 29/02/2012
 * expires on 01/03/2013; 180 days from 26/07/2011 expire on 22/01/2012 (day 1 is 27/07/2011).
 *
 * § 1º (a due date on a holiday is extended to the next business day) needs the municipality's
 * holiday calendar: `nonBusinessDay` applies it when the caller has one. Every period of every
 * pack goes through `periodLastDay` / `periodEnd`. Pure.
 */
import type { IsoDate } from './types.ts';

export type PeriodUnit = 'days' | 'months' | 'years';

export interface Period {
  n: number;
  unit: PeriodUnit;
}

export interface PeriodOptions {
  /** Art. 132 § 1º: a due date for which this is true moves to the next day for which it is false. */
  nonBusinessDay?: (date: IsoDate) => boolean;
}

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function leap(y: number): boolean {
  return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
}

function daysIn(y: number, m: number): number {
  return m === 2 && leap(y) ? 29 : (MONTH_DAYS[m - 1] as number);
}

function iso(y: number, m: number, d: number): IsoDate {
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

function parts(date: IsoDate): [number, number, number] {
  const y = Number(date.slice(0, 4));
  const m = Number(date.slice(5, 7));
  const d = Number(date.slice(8, 10));
  if (!(m >= 1 && m <= 12 && d >= 1 && d <= daysIn(y, m)) || date.length !== 10) throw new RangeError(`not a date: ${date}`);
  return [y, m, d];
}

/** A calendar date plus or minus whole days. */
export function addDays(date: IsoDate, n: number): IsoDate {
  const t = Date.UTC(...(parts(date).map((v, i) => (i === 1 ? v - 1 : v)) as [number, number, number])) + n * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}

/**
 * The last day (vencimento, included) of a period that begins on `start` (the day of the
 * beginning is excluded: a period of n days from D ends on D + n).
 */
export function periodLastDay(start: IsoDate, period: Period, opts: PeriodOptions = {}): IsoDate {
  // Every evaluation asks for the same few periods (the transitions of its pack): remember them.
  const key = opts.nonBusinessDay ? undefined : `${start}|${period.n}|${period.unit}`;
  const hit = key === undefined ? undefined : lastDays.get(key);
  if (hit !== undefined) return hit;
  const last = computeLastDay(start, period, opts);
  if (key !== undefined) {
    if (lastDays.size > 1000) lastDays.clear();
    lastDays.set(key, last);
  }
  return last;
}

const lastDays = new Map<string, IsoDate>();

function computeLastDay(start: IsoDate, period: Period, opts: PeriodOptions): IsoDate {
  if (!Number.isInteger(period.n) || period.n < 0) throw new RangeError(`a period is a whole number ≥ 0, found ${period.n}`);
  let last: IsoDate;
  if (period.unit === 'days') last = addDays(start, period.n);
  else {
    const [y, m, d] = parts(start);
    const months = period.unit === 'months' ? period.n : period.n * 12;
    const total = m - 1 + months;
    const ey = y + Math.floor(total / 12);
    const em = (total % 12) + 1;
    // § 3º: the day of the same number; when the end month has no such day, the next day
    // (the first of the following month).
    last = d <= daysIn(ey, em) ? iso(ey, em, d) : em === 12 ? iso(ey + 1, 1, 1) : iso(ey, em + 1, 1);
  }
  const skip = opts.nonBusinessDay;
  if (skip) for (let guard = 0; skip(last) && guard < 366; guard++) last = addDays(last, 1);
  return last;
}

/** The first day after the period (exclusive end): the day the duty binds. */
export function periodEnd(start: IsoDate, period: Period, opts: PeriodOptions = {}): IsoDate {
  const key = opts.nonBusinessDay ? undefined : `${start}|${period.n}|${period.unit}`;
  const hit = key === undefined ? undefined : ends.get(key);
  if (hit !== undefined) return hit;
  const end = addDays(periodLastDay(start, period, opts), 1);
  if (key !== undefined) {
    if (ends.size > 1000) ends.clear();
    ends.set(key, end);
  }
  return end;
}

const ends = new Map<string, IsoDate>();

/** Whether `date` falls within the period that begins on `start` (from the day after start to the last day). */
export function withinPeriod(date: IsoDate, start: IsoDate, period: Period, opts: PeriodOptions = {}): boolean {
  return date <= periodLastDay(start, period, opts);
}
