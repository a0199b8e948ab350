/**
 * Holidays for art. 4, parágrafo único ("proibida a sonorização nos domingos e feriados").
 *
 * National and Bahia holidays come from the npm package date-holidays (BR, state BA), filtered
 * by the calendar parameter (holiday types counted, names excluded); Salvador's municipal
 * holidays and any decreed extra dates are pack parameters (data), not code.
 * Pure: every function takes the date; nothing reads the clock.
 */
import Holidays from 'date-holidays';

/** Value of parameter `holiday-calendar`. */
export interface HolidayCalendar {
  library: string;
  country: string;
  state: string;
  /** date-holidays types that count as "feriado". */
  types: string[];
  /** Names (pt) listed by the library that are not legal holidays. */
  excludeNames: string[];
}

/** A holiday given as data: fixed "MM-DD" or movable "easter+N" / "easter-N". */
export interface LocalHoliday {
  id: string;
  name: string;
  rule: string;
  /** Legal basis or source, shown with the finding. */
  basis?: string;
}

export interface HolidayHit {
  date: string;
  name: string;
  /** 'state': listed for the state only (2 de Julho in Bahia), not for the whole country. */
  scope: 'national' | 'state' | 'municipal' | 'decreed';
}

/** How a finding names each scope (2 de Julho is "estadual": a Bahia holiday, not a national one). */
export const HOLIDAY_SCOPE_NAMES: Readonly<Record<HolidayHit['scope'], { pt: string; en: string }>> = {
  national: { pt: 'nacional', en: 'national' },
  state: { pt: 'estadual', en: 'state' },
  municipal: { pt: 'municipal', en: 'municipal' },
  decreed: { pt: 'decretado', en: 'decreed' },
};

const instances = new Map<string, Holidays>();
const yearCache = new Map<string, { date: string; name: string; type: string }[]>();

/** The library's holidays of a year, for the country alone (state '') or the country and a state. */
function libraryYear(country: string, state: string, year: number): { date: string; name: string; type: string }[] {
  const key = `${country}/${state}/${year}`;
  let list = yearCache.get(key);
  if (!list) {
    let hd = instances.get(`${country}/${state}`);
    if (!hd) {
      hd = state === '' ? new Holidays(country, { languages: 'pt' }) : new Holidays(country, state, { languages: 'pt' });
      instances.set(`${country}/${state}`, hd);
    }
    list = hd.getHolidays(year, 'pt').map((h) => ({ date: h.date.slice(0, 10), name: h.name, type: h.type }));
    yearCache.set(key, list);
  }
  return list;
}

/**
 * National and state holidays of a year, after the calendar's filters. A holiday the library
 * lists for the country alone is national; one it lists only with the state is the state's
 * (2 de Julho, Independência da Bahia: a Bahia holiday, not a national one).
 */
export function nationalStateHolidays(cal: HolidayCalendar, year: number): { date: string; name: string; scope: 'national' | 'state' }[] {
  const national = new Set(libraryYear(cal.country, '', year).map((h) => `${h.date} ${h.name}`));
  return libraryYear(cal.country, cal.state, year)
    .filter((h) => cal.types.includes(h.type) && !cal.excludeNames.includes(h.name))
    .map((h) => ({ date: h.date, name: h.name, scope: national.has(`${h.date} ${h.name}`) ? 'national' : 'state' }));
}

/** Easter Sunday (Gregorian, anonymous algorithm) as YYYY-MM-DD. */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function addDays(iso: string, n: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** The date of a local holiday rule in a year. Throws on a malformed rule (pack data error). */
export function localHolidayDate(rule: string, year: number): string {
  const fixed = /^(\d{2})-(\d{2})$/.exec(rule);
  if (fixed) return `${year}-${fixed[1]}-${fixed[2]}`;
  const movable = /^easter([+-]\d+)$/.exec(rule);
  if (movable) return addDays(easterSunday(year), Number(movable[1]));
  throw new Error(`holiday rule "${rule}" is neither MM-DD nor easter±N`);
}

/** Every holiday falling on a date (YYYY-MM-DD): national, state, municipal, decreed. */
export function holidaysOn(
  date: string,
  cal: HolidayCalendar,
  municipal: readonly LocalHoliday[],
  decreed: readonly { date: string; name: string }[],
): HolidayHit[] {
  const year = Number(date.slice(0, 4));
  const hits: HolidayHit[] = [];
  for (const h of nationalStateHolidays(cal, year)) if (h.date === date) hits.push({ date, name: h.name, scope: h.scope });
  for (const h of municipal) if (localHolidayDate(h.rule, year) === date) hits.push({ date, name: h.name, scope: 'municipal' });
  for (const h of decreed) if (h.date === date) hits.push({ date, name: h.name, scope: 'decreed' });
  return hits;
}

/** Day of the week of an ISO date: 0 = Sunday … 6 = Saturday. */
export function weekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}
