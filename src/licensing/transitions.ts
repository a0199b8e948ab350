/**
 * The transitional deadlines of an establishment that existed before its municipality's law
 * (Belém art. 4 parágrafo único and art. 5: six months; Nova Odessa art. 21: one year; Salvador
 * art. 16: 180 days; VdC art. 24: 60 days), computed per establishment from the pack's
 * transition clauses: whether the clause covers it (or cannot tell yet) and the last day of its
 * period, counted from the law's entry into force as the Código Civil art. 132 counts. Pure.
 */
import type { EstablishmentInput } from '../core/input/schema.ts';
import type { Pack } from '../core/pack.ts';
import { periodLastDay, type PeriodUnit } from '../core/periods.ts';
import type { IsoDate, Text } from '../core/types.ts';
import { valueOn } from '../core/dated.ts';

export interface TransitionDeadline {
  unit: string;
  /** The clause's title in pt-BR (`name.pt`). */
  title: string;
  /** The clause's title in both languages. */
  name: Text;
  /** The last day of the period (included). */
  lastDay: IsoDate;
  /** false: the clause may cover it, a fact is missing to tell (`fact`). */
  covered: boolean;
  fact: string | null;
}

const UNITS = new Set(['days', 'months', 'years']);

export function transitionDeadlines(pack: Pack, input: EstablishmentInput, date: IsoDate): TransitionDeadline[] {
  const law = pack.laws[0];
  if (!law) return [];
  const out: TransitionDeadline[] = [];
  for (const tr of pack.transitions ?? []) {
    const p = pack.paramIndex.get(tr.period.parameter);
    const v = p ? valueOn(p, date) : undefined;
    if (!p || !v || !UNITS.has(p.unit) || typeof v.value !== 'number') continue;
    const covers = tr.covers(input, law);
    if (covers === false) continue;
    const start = tr.period.from ? tr.period.from(law) : law.inForceFrom;
    out.push({
      unit: tr.unit,
      title: tr.title.pt,
      name: tr.title,
      lastDay: periodLastDay(start, { n: v.value, unit: p.unit as PeriodUnit }),
      covered: covers === true,
      fact: covers === true ? null : (tr.unknownFact ?? 'establishment.startDate'),
    });
  }
  return out;
}
