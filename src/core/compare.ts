/**
 * Threshold comparisons exactly as each law words them. Distances are rounded to the
 * centimetre before comparing (issue #2 §6), so 299.994 m reads and counts as 299,99 m.
 */
import { formatQuantity } from './format.ts';
import type { Comparison, Lang, Operator, ParamUnit } from './types.ts';

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

/** How the law words a requirement, from the required relation. */
export function lawWording(op: Operator, limit: number, unit: ParamUnit, lang: Lang): string {
  const q = formatQuantity(limit, unit, lang);
  if (lang === 'pt') {
    switch (op) {
      case '>':
        return `a lei proíbe ${q} ou menos`;
      case '>=':
        return `a lei exige no mínimo ${q}`;
      case '<=':
        return `a lei permite até ${q}`;
      case '<':
        return `a lei exige menos de ${q}`;
      case '==':
        return `a lei exige exatamente ${q}`;
    }
  }
  switch (op) {
    case '>':
      return `the law forbids ${q} or less`;
    case '>=':
      return `the law requires at least ${q}`;
    case '<=':
      return `the law allows up to ${q}`;
    case '<':
      return `the law requires less than ${q}`;
    case '==':
      return `the law requires exactly ${q}`;
  }
}

export function compare(fact: string, measuredRaw: number, op: Operator, limit: number, unit: ParamUnit, lang: Lang): Comparison {
  const isLength = unit === 'm';
  const measured = isLength ? roundTo(measuredRaw, 2) : measuredRaw;
  const ok = holds(measured, op, limit);
  const measuredKind = unit === 'm' || unit === 'm2';
  const label = measuredKind ? (lang === 'pt' ? 'medido' : 'measured') : lang === 'pt' ? 'encontrado' : 'found';
  const text = `${label} ${formatQuantity(measured, unit, lang)}; ${lawWording(op, limit, unit, lang)}`;
  const c: Comparison = { fact, measured, operator: op, limit, unit, holds: ok, text };
  if (isLength) c.rounding = lang === 'pt' ? 'distância arredondada ao centímetro' : 'distance rounded to the centimetre';
  return c;
}
