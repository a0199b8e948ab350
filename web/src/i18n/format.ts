/**
 * Numbers, money, dates and parameter values as each language writes them: in Portuguese dates
 * are dd/mm/aaaa, amounts R$ 1.234,56 and decimals take a comma. Pure functions (no DOM), so
 * the tests run them directly.
 */
import { type Lang, label, type MessageKey, message } from './messages.ts';

const LOCALE: Record<Lang, string> = { pt: 'pt-BR', en: 'en-GB' };

/** YYYY-MM-DD → 01/12/2026 (pt) or 1 Dec 2026 (en); anything else is returned as given. */
export function formatDate(iso: string | null | undefined, lang: Lang): string {
  if (!iso) return '';
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!m) return iso;
  if (lang === 'pt') return `${m[3]}/${m[2]}/${m[1]}`;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(d);
}

export function formatTime(d: Date, lang: Lang): string {
  return new Intl.DateTimeFormat(LOCALE[lang], { hour: '2-digit', minute: '2-digit' }).format(d);
}

export function formatNumber(n: number, lang: Lang, maxDecimals = 2): string {
  return new Intl.NumberFormat(LOCALE[lang], { maximumFractionDigits: maxDecimals }).format(n);
}

/** Reais: R$ 5.000,00 (pt), R$5,000.00 (en). */
export function formatMoney(n: number, lang: Lang): string {
  return new Intl.NumberFormat(lang === 'pt' ? 'pt-BR' : 'en-US', { style: 'currency', currency: 'BRL' }).format(n);
}

export function formatMetres(n: number, lang: Lang): string {
  return `${formatNumber(n, lang)} m`;
}

/** Degrees with five decimals (about a metre), with a true minus sign. */
export function formatDegrees(n: number, lang: Lang): string {
  return `${new Intl.NumberFormat(LOCALE[lang], { minimumFractionDigits: 5, maximumFractionDigits: 5 }).format(n)}°`.replace('-', '−');
}

function formatScalar(v: number, unit: string, lang: Lang): string {
  switch (unit) {
    case 'm':
      return formatMetres(v, lang);
    case 'm2':
      return `${formatNumber(v, lang)} m²`;
    case 'kg':
      return `${formatNumber(v, lang)} kg`;
    case 'BRL':
      return formatMoney(v, lang);
    case 'UFIR':
    case 'days':
    case 'months':
    case 'years':
      return message(lang, `unit.${unit}` as MessageKey, { n: formatNumber(v, lang, 4) });
    case 'percent':
      return `${formatNumber(v, lang)}%`;
    default:
      return formatNumber(v, lang, 4);
  }
}

/**
 * A parameter's value in its unit: 500 m, R$ 5.000,00, 200 UFIR, 90 dias; a range {min, max}
 * as "R$ 100,00 a R$ 300,00"; a list joined; other fields as "name: value; …"; null as "not set".
 */
export function formatValue(v: unknown, unit: string, lang: Lang): string {
  if (v === null || v === undefined) return message(lang, 'compare.notSet');
  if (typeof v === 'number') return formatScalar(v, unit, lang);
  if (typeof v === 'boolean') return message(lang, v ? 'value.yes' : 'value.no');
  if (typeof v === 'string') return v;
  if (Array.isArray(v)) return v.map((x) => formatValue(x, unit, lang)).join(', ');
  if (typeof v === 'object') {
    const o = v as Record<string, unknown>;
    if (typeof o.min === 'number' && typeof o.max === 'number')
      return message(lang, 'value.range', { min: formatScalar(o.min, unit, lang), max: formatScalar(o.max, unit, lang) });
    // A value with several fields (NBR 15514's fire wall: factor, height, resistance…): each
    // field as "name: value", so that the line wraps on a phone instead of one long JSON word.
    return Object.entries(o)
      .map(([k, x]) => `${k}: ${formatValue(x, 'none', lang)}`)
      .join('; ');
  }
  return String(v);
}

/** "escola, creche e hospital" from category codes. */
export function formatList(items: readonly string[], lang: Lang): string {
  return new Intl.ListFormat(LOCALE[lang], { style: 'long', type: 'conjunction' }).format(items);
}

export function categories(codes: readonly string[], lang: Lang): string {
  return formatList(
    codes.map((c) => label(lang, 'category', c)),
    lang,
  );
}

/**
 * A finding comparison's fact as a heading. The engine names a distance "distance to PLACE"
 * (stored so in every result, and compared on reproduction, so it stays as it is there): here
 * it is written in the language. A fact path with a label ("fact.signs") gets its label, with
 * the engine's note in parentheses kept; any other fact is shown as the engine named it.
 */
export function comparisonFact(fact: string, lang: Lang): string {
  const distance = /^distance to (.+)$/s.exec(fact);
  if (distance) return message(lang, 'finding.distanceTo', { place: distance[1] as string });
  const path = /^([\w.[\]]+)( \(.*\))?$/.exec(fact);
  if (!path) return fact;
  const named = label(lang, 'fact', path[1] as string);
  return named === path[1] ? fact : `${named}${path[2] ?? ''}`;
}
