/**
 * Threshold comparisons exactly as each law words them. Distances are rounded to the
 * centimetre before comparing (issue #2 §6), so 299.994 m reads and counts as 299,99 m.
 */
import { formatQuantity } from './format.ts';
import type { Comparison, Lang, Operator, ParamUnit, Text } from './types.ts';

/**
 * Who sets a limit the law takes from another norm, as the subject of the wording ("a NBR 15514
 * exige no mínimo 1,5 m"): the number is the norm's, not the law's, though the law makes it bind.
 * Absent, the law sets it ("a lei exige…").
 */
export type LimitSource = Text;

/** ABNT NBR 15514 (Salvador art. 2 § 2º and art. 10, Belém art. 2º, I, b delegate their distances to it). */
export const NBR15514_SOURCE: LimitSource = { pt: 'a NBR 15514', en: 'NBR 15514' };

export function roundTo(n: number, decimals: number): number {
  const f = 10 ** decimals;
  return Math.round(n * f + Number.EPSILON * f) / f;
}

export function holds(measured: number, op: Operator, limit: number): boolean {
  switch (op) {
    case '<':
      return measured < limit;
    case '<=':
      return measured <= limit;
    case '>':
      return measured > limit;
    case '>=':
      return measured >= limit;
    case '==':
      return measured === limit;
  }
}

/** How the law (or the norm it delegates to, `by`) words a requirement, from the required relation. */
export function lawWording(op: Operator, limit: number, unit: ParamUnit, lang: Lang, by?: LimitSource): string {
  const q = formatQuantity(limit, unit, lang);
  if (lang === 'pt') {
    const who = by?.pt ?? 'a lei';
    switch (op) {
      case '>':
        return `${who} proíbe ${q} ou menos`;
      case '>=':
        return `${who} exige no mínimo ${q}`;
      case '<=':
        return `${who} permite até ${q}`;
      case '<':
        return `${who} exige menos de ${q}`;
      case '==':
        return `${who} exige exatamente ${q}`;
    }
  }
  const who = by?.en ?? 'the law';
  switch (op) {
    case '>':
      return `${who} forbids ${q} or less`;
    case '>=':
      return `${who} requires at least ${q}`;
    case '<=':
      return `${who} allows up to ${q}`;
    case '<':
      return `${who} requires less than ${q}`;
    case '==':
      return `${who} requires exactly ${q}`;
  }
}

export function compare(
  fact: string,
  measuredRaw: number,
  op: Operator,
  limit: number,
  unit: ParamUnit,
  lang: Lang,
  by?: LimitSource,
): Comparison {
  const isLength = unit === 'm';
  const measured = isLength ? roundTo(measuredRaw, 2) : measuredRaw;
  const ok = holds(measured, op, limit);
  const measuredKind = unit === 'm' || unit === 'm2';
  const label = measuredKind ? (lang === 'pt' ? 'medido' : 'measured') : lang === 'pt' ? 'encontrado' : 'found';
  const text = `${label} ${formatQuantity(measured, unit, lang)}; ${lawWording(op, limit, unit, lang, by)}`;
  const c: Comparison = { fact, measured, operator: op, limit, unit, holds: ok, text };
  if (isLength) c.rounding = lang === 'pt' ? 'distância arredondada ao centímetro' : 'distance rounded to the centimetre';
  return c;
}
