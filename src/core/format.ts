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

export function formatNumber(n: number, lang: Lang = 'pt'): string {
  return nf[lang].format(n);
}

/** R$ 1.234,56 — Intl inserts a no-break space; we use a plain space for terminals and PDFs. */
export function formatBRL(n: number, lang: Lang = 'pt'): string {
  return brl[lang].format(n).replace(/\u00a0/g, ' ');
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

export function isIsoDate(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

/** Adds whole days/months/years to an ISO date, in UTC. */
export function addToDate(iso: IsoDate, n: number, unit: 'days' | 'months' | 'years'): IsoDate {
  const d = new Date(`${iso}T00:00:00Z`);
  if (unit === 'days') d.setUTCDate(d.getUTCDate() + n);
  else if (unit === 'months') d.setUTCMonth(d.getUTCMonth() + n);
  else d.setUTCFullYear(d.getUTCFullYear() + n);
  return d.toISOString().slice(0, 10);
}
