/**
 * Roadside sound check (issue 11 item 5): is sound advertising from a delivery vehicle allowed
 * at this moment, and why. Pure: the moment is an argument, nothing reads the clock.
 *
 * The answer is the pack's own rule evaluated by the engine on one observed moment (the pack
 * names the rule and its time zone in `field.soundAdvertising`), so the roadside answer and a
 * desk evaluation of the same moment can never disagree, what-if overrides included. Nothing
 * here names a municipality.
 *
 * DATETIME: "YYYY-MM-DDTHH:MM[:SS]" is the municipality's local time (the law's hours are local);
 * with "Z" or "±HH:MM" it is an instant, converted to local time. Seconds are dropped: the law's
 * hours are given to the minute (18:30:59 is the minute 18:30).
 */
import { evaluate, packStart } from '../core/engine.ts';
import { InputError } from '../core/input/validate.ts';
import type { Pack } from '../core/pack.ts';
import type { IsoDate, Lang } from '../core/types.ts';
import { formatDate } from '../core/format.ts';

export interface SoundHoliday {
  date: IsoDate;
  name: string;
  scope: string;
}

/** A holiday's scope as people read it (the law's text names none; the pack's data does, in English ids). */
const SCOPE_NAMES: Record<string, { pt: string; en: string }> = {
  national: { pt: 'nacional', en: 'national' },
  state: { pt: 'estadual', en: 'state' },
  municipal: { pt: 'municipal', en: 'municipal' },
  decreed: { pt: 'decretado', en: 'decreed' },
};

export function holidayScopeName(scope: string, lang: Lang): string {
  return SCOPE_NAMES[scope]?.[lang] ?? scope;
}

export interface SoundReason {
  /** Full rule id, e.g. "<pack>/art4-parU". */
  rule: string;
  /** The unit's citation text. */
  unit: string;
  text: string;
  holiday?: SoundHoliday;
}

export interface SoundCheck {
  municipality: string;
  at: string;
  /** The moment in the municipality's local time, "YYYY-MM-DDTHH:MM" (":SS" when given). */
  local: string;
  timeZone: string;
  /** True when DATETIME had no offset and was read as local time. */
  localTimeAssumed: boolean;
  allowed: boolean;
  reasons: SoundReason[];
  lawPackVersion: string;
}

const MOMENT = /^(\d{4}-\d{2}-\d{2})[T ]([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(?:\.\d+)?)?(Z|[+-](?:[01]\d|2[0-3]):?[0-5]\d)?$/;
/** The same moment written as people in Brazil write it: dd/mm/aaaa HH:MM (the rest as MOMENT). */
const BR_MOMENT = /^(\d{2})\/(\d{2})\/(\d{4})([T ].*)$/;
const EXPECTED =
  'dd/mm/aaaa HH:MM[:SS] or YYYY-MM-DDTHH:MM[:SS] (local time of the municipality), or with an offset, e.g. 12/03/2025 08:30, 2025-03-12T08:30:59 or 2025-03-12T11:30Z';

/** The local "YYYY-MM-DDTHH:MM" (":SS" when given) of a DATETIME in a time zone; throws InputError (field `at`) when malformed. */
export function localMoment(at: string, timeZone: string): { local: string; assumed: boolean } {
  const br = BR_MOMENT.exec(at.trim());
  const m = MOMENT.exec(br ? `${br[3]}-${br[2]}-${br[1]}${br[4]}` : at.trim());
  if (!m) throw InputError.of('at', JSON.stringify(at), EXPECTED);
  const [, date, hh, mm, ss, offset] = m as unknown as [string, string, string, string, string | undefined, string | undefined];
  // Seconds are kept when given: the law's limits are minutes ("18h30min"), and 18:30:59 is after 18:30.
  const sec = ss === undefined ? '' : `:${ss}`;
  if (Number.isNaN(Date.parse(`${date}T00:00:00Z`)) || new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) !== date)
    throw InputError.of('at', JSON.stringify(at), `a real calendar date (${EXPECTED})`);
  if (offset === undefined) return { local: `${date}T${hh}:${mm}${sec}`, assumed: true };
  const norm = offset === 'Z' ? 'Z' : offset.includes(':') ? offset : `${offset.slice(0, 3)}:${offset.slice(3)}`;
  const instant = new Date(`${date}T${hh}:${mm}:${ss ?? '00'}${norm}`);
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  return { local: `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}${sec}`, assumed: false };
}

/** Whether the pack's law regulates sound advertising (has a rule for the roadside check). */
export function hasSoundRule(pack: Pack): boolean {
  return pack.field?.soundAdvertising !== undefined;
}

export function soundCheck(pack: Pack, at: string, opts: { lang?: Lang; overrides?: Record<string, unknown> } = {}): SoundCheck {
  const sound = pack.field?.soundAdvertising;
  if (!sound || !pack.field)
    throw InputError.of(
      'municipality',
      pack.id,
      'a municipality whose law regulates the hours of sound advertising (this law has no such rule: not applicable)',
    );
  const { timeZone } = pack.field;
  const { local, assumed } = localMoment(at, timeZone);
  const date = local.slice(0, 10);
  const start = packStart(pack);
  if (date < start)
    throw InputError.of('at', JSON.stringify(at), `a moment on or after ${formatDate(start)}, when the law came into force`);
  const result = evaluate(
    pack,
    { municipality: pack.id, activity: sound.activity, soundAdvertising: { uses: true, observedAt: [local] } } as Parameters<
      typeof evaluate
    >[1],
    { date, lang: opts.lang ?? 'pt', overrides: opts.overrides ?? {} },
  );
  const fullId = `${pack.id}/${sound.rule}`;
  const finding = result.findings.find((f) => f.rule === fullId);
  if (!finding || (finding.status !== 'satisfied' && finding.status !== 'violated'))
    throw InputError.of('at', JSON.stringify(at), `a moment on which ${fullId} is in force (${finding?.message ?? 'rule not in force'})`);
  const holidays = (finding.facts['soundAdvertising.holidays'] ?? []) as SoundHoliday[];
  const base = { rule: fullId, unit: finding.citation.text, text: finding.message };
  const reasons: SoundReason[] = holidays.length > 0 ? holidays.map((holiday) => ({ ...base, holiday })) : [base];
  return {
    municipality: pack.id,
    at,
    local,
    timeZone,
    localTimeAssumed: assumed,
    allowed: finding.status === 'satisfied',
    reasons,
    lawPackVersion: pack.version,
  };
}
