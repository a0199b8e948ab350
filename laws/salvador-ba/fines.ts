/**
 * Salvador — art. 15 arithmetic for the enforcement workflow: the fine at the n-th repeat
 * offence (§ 1º, +50 % "a cada constatação de reincidência"), interdiction at the 3rd
 * notification, possible revocation after 90 days of interdiction (§ 2º). Pure.
 */
import { periodEnd } from '../../src/core/periods.ts';
import type { IsoDate } from '../../src/core/types.ts';

export type RepeatMode = 'linear' | 'compound';

export interface FineStep {
  /** 0 = first offence, n = n-th repeat. */
  repeat: number;
  amountBRL: number;
  /** "R$ 100,00 × (1 + 0,5 × 2) = R$ 200,00". */
  arithmetic: string;
}

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const num = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 4 });
const money = (n: number) => brl.format(n).replace(/\u00a0/g, ' ');

/**
 * The fine at the n-th repeat. `base` is the amount of the art. 15 item (for item III the amount
 * the inspector fixed within the range). linear: base × (1 + p·n); compound: base × (1 + p)ⁿ.
 * Rounded to the centavo.
 */
export function fineAt(base: number, repeat: number, percent: number, mode: RepeatMode): FineStep {
  if (!Number.isInteger(repeat) || repeat < 0) throw new RangeError(`repeat must be a whole number ≥ 0, got ${repeat}`);
  const p = percent / 100;
  const factor = mode === 'linear' ? 1 + p * repeat : (1 + p) ** repeat;
  const amountBRL = Math.round(base * factor * 100) / 100;
  const how = mode === 'linear' ? `(1 + ${num.format(p)} × ${repeat})` : `${num.format(1 + p)}^${repeat}`;
  return { repeat, amountBRL, arithmetic: `${money(base)} × ${how} = ${money(amountBRL)}` };
}

/** Item III: the inspector fixes the base within the range; outside it is an error. */
export function checkRange(amount: number, range: { min: number; max: number }): void {
  if (amount < range.min || amount > range.max)
    throw new RangeError(`art. 15, III: ${money(amount)} is outside ${money(range.min)}–${money(range.max)}`);
}

/** § 1º: persisting at the `threshold`-th notification on the same irregularity → interdiction. */
export function interdictionDue(notification: number, threshold: number): boolean {
  return notification >= threshold;
}

/**
 * § 2º: the alvará may be revoked (a decision, with right of defence) from this date: the day
 * after the 90 days, counted as the Código Civil counts them (art. 132: the day of the
 * interdiction excluded), so interdicted on 10/01/2026 → the 90th day is 10/04/2026 and
 * revocation becomes possible on 11/04/2026, day 91.
 */
export function revocationPossibleFrom(interdictedOn: IsoDate, days: number): IsoDate {
  return periodEnd(interdictedOn, { n: days, unit: 'days' });
}
