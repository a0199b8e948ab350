/**
 * A municipality's day: the calendar date at a moment in its time zone (the pack's
 * `field.timeZone`, IANA), not the UTC date. At 23:30 on 31/12 in Salvador (America/Bahia,
 * UTC−3) it is still 31/12 there, while UTC is already 01/01. Pure: the moment is an argument.
 */
import type { Pack } from './pack.ts';
import type { IsoDate } from './types.ts';

/** The zone of a pack that declares none (its field data absent): Brasília time, as `glp` and the API's "today". */
export const DEFAULT_TIME_ZONE = 'America/Sao_Paulo';

/** The date, YYYY-MM-DD, at `now` in `timeZone`. */
export function todayIn(timeZone: string, now: Date): IsoDate {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** The municipality's date at `now`: in its pack's time zone. */
export function municipalityToday(pack: Pick<Pack, 'field'>, now: Date): IsoDate {
  return todayIn(pack.field?.timeZone ?? DEFAULT_TIME_ZONE, now);
}
