/** Dated values: a parameter's value on a date. */
import type { DatedValue, IsoDate, ParameterDef } from './types.ts';

/** The value of a parameter on a date, or undefined when none covers it (`to` exclusive). */
export function valueOn<V>(p: ParameterDef<V>, date: IsoDate): DatedValue<V> | undefined {
  for (const v of p.values) {
    if (v.from <= date && (v.to === undefined || date < v.to)) return v;
  }
  return undefined;
}
