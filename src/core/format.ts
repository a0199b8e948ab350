/** Human formatting in pt-BR (default) and English. Pure. */
import type { IsoDate, Lang } from './types.ts';

const nf = {
  pt: new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 }),
  en: new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 }),
};
const brl = {
  pt: new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }),
  en: new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'BRL' }),
};

// Intl formatting costs about a microsecond a call and the same limits (500 m, 400 m²…) recur
// in every evaluation: a bounded memo keeps evaluations fast without changing any output.
const memo = { pt: new Map<number, string>(), en: new Map<number, string>() };

export function formatNumber(n: number, lang: Lang = 'pt'): string {
  const m = memo[lang];
  let s = m.get(n);
  if (s === undefined) {
    s = nf[lang].format(n);
    if (m.size > 5000) m.clear();
    m.set(n, s);
  }
  return s;
}

/** R$ 1.234,56 — Intl inserts a no-break space; we use a plain space for terminals and PDFs. */
const brlMemo = { pt: new Map<number, string>(), en: new Map<number, string>() };

export function formatBRL(n: number, lang: Lang = 'pt'): string {
  const m = brlMemo[lang];
  let s = m.get(n);
  if (s === undefined) {
    s = brl[lang].format(n).replace(/\u00a0/g, ' ');
    if (m.size > 5000) m.clear();
    m.set(n, s);
  }
  return s;
}

/** dd/mm/aaaa in both languages (Brazilian users read this form). */
export function formatDate(iso: IsoDate): string {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
}

const UNIT_LABEL: Record<string, string> = { m: 'm', m2: 'm²', kg: 'kg', percent: '%' };

export function formatQuantity(n: number, unit: string, lang: Lang = 'pt'): string {
  if (unit === 'BRL') return formatBRL(n, lang);
  const label = UNIT_LABEL[unit];
  return label ? `${formatNumber(n, lang)} ${label}` : formatNumber(n, lang);
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

export function isIsoDate(s: string): boolean {
  if (s.length !== 10 || !/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const y = Number(s.slice(0, 4));
  const m = Number(s.slice(5, 7));
  const d = Number(s.slice(8, 10));
  if (m < 1 || m > 12 || d < 1) return false;
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  const max = m === 2 && leap ? 29 : (DAYS_IN_MONTH[m - 1] as number);
  return d <= max;
}

/** dd/mm/aaaa, as Brazilian users write a date. */
export const BR_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/**
 * A date as a person types it — YYYY-MM-DD, or dd/mm/aaaa as Brazilian users write dates — as the
 * ISO date it names; null when it is neither form, or no day of the calendar (31/02/2026).
 */
export function isoDateOf(s: string): IsoDate | null {
  const br = BR_DATE.exec(s);
  const iso = br ? `${br[3]}-${br[2]}-${br[1]}` : s;
  return isIsoDate(iso) ? iso : null;
}
