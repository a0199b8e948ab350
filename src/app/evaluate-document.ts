/**
 * One entry point for the shells (CLI, API, batch): validate a raw document, find its
 * municipality's pack in the registry the shell was given, settle the date, and evaluate. Every bad input becomes an InputError
 * that names the field, what was found and what was expected. Pure: the caller passes the
 * fallback date (today) it read from its clock.
 */
import { type EvaluateOptions, evaluate, packStart } from '../core/engine.ts';
import { formatDate, isIsoDate } from '../core/format.ts';
import type { EstablishmentInput } from '../core/input/schema.ts';
import { sanityProblems } from '../core/input/sanity.ts';
import { describeValue, InputError, parseInput } from '../core/input/validate.ts';
import { overrideProblem } from '../core/overrides.ts';
import type { Pack } from '../core/pack.ts';
import type { PackRegistry } from '../core/registry.ts';
import type { EvaluationResult, IsoDate, Lang } from '../core/types.ts';

export interface DocumentOptions {
  /** Explicit evaluation date (CLI --date); wins over the document's own `date`. */
  date?: IsoDate;
  /** Used when neither the option nor the document gives a date. */
  fallbackDate: IsoDate;
  lang?: Lang;
  overrides?: Record<string, unknown>;
  norms?: EvaluateOptions['norms'];
  /** An evaluation date after today (fallbackDate) is refused unless this is true (CLI --allow-future, API allowFuture). */
  allowFuture?: boolean;
}

export function checkDate(pack: Pack, date: string, field = 'date'): IsoDate {
  if (!isIsoDate(date)) throw InputError.of(field, JSON.stringify(date), 'a date YYYY-MM-DD');
  const start = packStart(pack);
  if (date < start) {
    const law = pack.laws[0];
    throw InputError.of(field, date, `a date on or after ${formatDate(start)} (${law?.shortTitle ?? pack.id} in force from then)`);
  }
  return date;
}

/**
 * Checks what-if overrides name real parameters of the pack and give each a value of its
 * type, unit, range and alternatives (overrideProblem): a bad one stops the evaluation
 * before anything is computed or stored.
 */
/**
 * A parameter named without its pack (`art16-zone-activity`): the name it goes by
 * (`salvador-ba/art16-zone-activity`), said as what was expected; null when no pack has it.
 */
export function nameWithPack(packs: readonly Pack[], id: string): string | null {
  const names = packs.filter((p) => p.paramIndex.has(id)).map((p) => `${p.id}/${id}`);
  if (names.length === 0) return null;
  return `${names.join(' or ')}, the parameter's name with its pack`;
}

export function checkOverrides(pack: Pack, overrides: Record<string, unknown>): void {
  for (const [id, value] of Object.entries(overrides)) {
    const local = id.startsWith(`${pack.id}/`) ? id.slice(pack.id.length + 1) : null;
    const def = local === null ? undefined : pack.paramIndex.get(local);
    if (def === undefined) {
      const named = local === null ? nameWithPack([pack], id) : null;
      throw InputError.of('overrides', JSON.stringify(id), named ?? `a parameter of ${pack.id} (see glp explain)`);
    }
    const expected = overrideProblem(def, value);
    if (expected !== null) throw InputError.of(`overrides.${id}`, describeValue(value), expected);
  }
}

/**
 * An activity none of the law's rules concerns (a GLP depot or a bottling plant under Nova
 * Odessa's law) is refused, naming those its rules are written for: evaluated, it would have no
 * finding at all, and "aprovável" would be said of what the law was never checked against — a
 * silent pass. (Where some rule binds every activity — Belém art. 6, transport — the activity is
 * evaluated against that rule.)
 */
export function checkActivityRegulated(pack: Pack, activity: string): void {
  const regulated = regulatedActivities(pack);
  if (regulated.anyone || regulated.ids.has(activity)) return;
  const law = pack.laws[0]?.shortTitle ?? pack.id;
  throw InputError.of('activity', JSON.stringify(activity), `an activity ${law} regulates: ${[...regulated.ids].sort().join(', ')}`);
}

/** The activities a pack's rules are written for, once per pack (this check is on every stored evaluation's path). */
const REGULATED = new WeakMap<Pack, { anyone: boolean; ids: Set<string> }>();
function regulatedActivities(pack: Pack): { anyone: boolean; ids: Set<string> } {
  let r = REGULATED.get(pack);
  if (!r) {
    r = { anyone: pack.rules.some((x) => x.activities === 'all'), ids: new Set<string>() };
    for (const x of pack.rules) if (x.activities !== 'all') for (const a of x.activities) r.ids.add(a);
    REGULATED.set(pack, r);
  }
  return r;
}

export function evaluateDocument(
  packs: PackRegistry,
  raw: unknown,
  opts: DocumentOptions,
  /** `parseInput(raw, packs)`, when the caller has just computed it (validating twice costs ~70 µs a request). */
  parsed?: EstablishmentInput,
): { input: EstablishmentInput; result: EvaluationResult } {
  const input = parsed ?? parseInput(raw, packs);
  const pack = packs.require(input.municipality);
  const date = checkDate(pack, opts.date ?? input.date ?? opts.fallbackDate);
  const overrides = opts.overrides ?? {};
  checkOverrides(pack, overrides);
  // Dates in order, the lot in the municipality (issue #7 item 3): refused before evaluating.
  const today = opts.fallbackDate;
  const problems = sanityProblems(input, {
    date,
    today,
    allowFuture: opts.allowFuture === true,
    boundary: pack.boundary,
    municipalityName: pack.name,
  });
  if (problems.length > 0) throw new InputError(problems);
  checkActivityRegulated(pack, input.activity);
  const evalOpts: EvaluateOptions = { date, lang: opts.lang ?? 'pt', overrides };
  if (opts.norms) evalOpts.norms = opts.norms;
  const result = evaluate(pack, input, evalOpts);
  // A date after today: the law, its parameters and the packs are as known today.
  if (date > today) result.lawAsKnownOn = today;
  return { input, result };
}
