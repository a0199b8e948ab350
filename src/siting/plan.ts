/**
 * A pack's siting data resolved for one date, activity and (optionally) storage class:
 * which place categories each distance rule measures to, the threshold in metres, the
 * relation the law words ("mínima de 500 m" is ≥, "igual ou inferior a 300 m é proibido"
 * is >), how to measure, and the outlet statuses that count.
 *
 * Everything comes from the pack (its `siting` array and its dated parameters) and the
 * loaded norm tables: nothing here knows any municipality.
 */
import { packStart, ruleCitation } from '../core/engine.ts';
import type { Activity, PlaceCategory } from '../core/input/schema.ts';
import { defaultNorms } from '../core/norms/nbr15514.ts';
import type { NormRegistry, NormTable } from '../core/norms/registry.ts';
import { type Pack, type RuleDef, type SitingRule, valueOn } from '../core/pack.ts';
import type { IsoDate, Operator, Text } from '../core/types.ts';

export type Measure = SitingRule['measure'];

export interface ResolvedSitingRule {
  /** Local rule id, e.g. "art2-I-a". */
  rule: string;
  /** Full id, e.g. "belem-pa/art2-I-a". */
  fullId: string;
  citation: string;
  title: Text;
  categories: readonly PlaceCategory[];
  measure: Measure;
  /** Outlet statuses that count (absent: every place of the categories counts). */
  statuses?: readonly string[];
  /** The distance the law requires, metres. */
  radiusM: number;
  /** The relation the measured distance must satisfy against radiusM ('>=' or '>'). */
  op: Operator;
  /** Where the number comes from. */
  threshold:
    | { kind: 'parameter'; parameter: string; overridden: boolean }
    | { kind: 'norm'; table: string; edition: string; column: string; class: string | null };
  /**
   * True when the distance depends on a storage class that was not given: radiusM is then
   * the largest over the classes (enough to survey; a map needs a class).
   */
  classDependent: boolean;
}

export interface PlanOptions {
  activity: string;
  date: IsoDate;
  overrides?: Record<string, unknown>;
  /** Storage class of the norm table (NBR 15514 class I…VII, Especial) for norm-column distances. */
  normClass?: string;
  norms?: NormRegistry;
}

function ruleInForce(pack: Pack, rule: RuleDef, date: IsoDate): boolean {
  const from = rule.validFrom ?? packStart(pack);
  if (date < from) return false;
  return rule.validTo === undefined || date < rule.validTo;
}

function ruleConcerns(rule: RuleDef, activity: string): boolean {
  return rule.activities === 'all' || (rule.activities as readonly string[]).includes(activity);
}

let defaults: NormRegistry | undefined;

function loadedNorms(norms?: NormRegistry): NormRegistry {
  if (norms) return norms;
  defaults ??= defaultNorms();
  return defaults;
}

/** The pack's distance rules that apply to the activity on the date, with their thresholds. */
export function resolveSiting(pack: Pack, opts: PlanOptions): ResolvedSitingRule[] {
  const norms = loadedNorms(opts.norms);
  const out: ResolvedSitingRule[] = [];
  for (const s of pack.siting ?? []) {
    if (!(s.activities as readonly string[]).includes(opts.activity)) continue;
    const rule = pack.rules.find((r) => r.id === s.rule);
    if (!rule || !ruleInForce(pack, rule, opts.date) || !ruleConcerns(rule, opts.activity)) continue;
    const base = {
      rule: s.rule,
      fullId: `${pack.id}/${s.rule}`,
      citation: ruleCitation(pack, rule.implements[0] as string).text,
      title: rule.title,
      categories: s.categories,
      measure: s.measure,
      ...(s.statuses ? { statuses: s.statuses } : {}),
    };
    if (s.parameter !== undefined) {
      const p = pack.paramIndex.get(s.parameter);
      if (!p) throw new Error(`${pack.id}: siting of ${s.rule} names unknown parameter ${s.parameter}`);
      const full = `${pack.id}/${s.parameter}`;
      const overridden = opts.overrides !== undefined && full in opts.overrides;
      const value = overridden ? opts.overrides?.[full] : valueOn(p, opts.date)?.value;
      if (value === undefined) continue; // no value in force: the rule cannot apply that day
      if (typeof value !== 'number' || !Number.isFinite(value) || value < 0)
        throw new Error(`${full}: expected a distance in metres, found ${JSON.stringify(value)}`);
      out.push({
        ...base,
        radiusM: value,
        op: p.required ?? '>=',
        threshold: { kind: 'parameter', parameter: full, overridden },
        classDependent: false,
      });
      continue;
    }
    if (s.normColumn !== undefined) {
      const table = norms.get('nbr15514');
      if (!table) continue; // the rule itself answers "cannot evaluate: not loaded"
      const col = table.distances[s.normColumn];
      if (!col) throw new Error(`${pack.id}: siting of ${s.rule} names unknown ${table.id} column ${s.normColumn}`);
      const cls = opts.normClass;
      let radius: number | undefined;
      if (cls !== undefined) {
        radius = col.byClass[cls];
        if (radius === undefined) throw new Error(`${table.id}: no class ${cls}; expected one of ${Object.keys(col.byClass).join(', ')}`);
      } else radius = Object.values(col.byClass).reduce((a, b) => Math.max(a, b), Number.NEGATIVE_INFINITY);
      out.push({
        ...base,
        radiusM: radius,
        // Norm distances are minimums: "distância mínima" — at least the value.
        op: '>=',
        threshold: { kind: 'norm', table: table.id, edition: table.edition, column: s.normColumn, class: cls ?? null },
        classDependent: cls === undefined,
      });
    }
  }
  return out;
}

/** Classes of the loaded NBR 15514 table, smallest first. */
export function normClasses(norms?: NormRegistry): string[] {
  const table: NormTable | undefined = loadedNorms(norms).get('nbr15514');
  return table ? table.classes.map((c) => c.class) : [];
}

/**
 * P13 containers that put a storage in the given class: the class's upper bound in kg
 * (every bound of NBR 15514 is a whole number of 13 kg cylinders), or one more than the
 * last bound for the open class. Used to ask the engine about a hypothetical outlet.
 */
export function containersForClass(cls: string, norms?: NormRegistry): { capacityKg: 13; state: 'full'; count: number }[] {
  const table = loadedNorms(norms).get('nbr15514');
  if (!table) return [];
  const classes = table.classes;
  const i = classes.findIndex((c) => c.class === cls);
  if (i < 0) throw new Error(`${table.id}: no class ${cls}`);
  const c = classes[i];
  const prev = i > 0 ? classes[i - 1]?.maxKg : 0;
  const kg = c?.maxKg ?? (prev ?? 0) + 13;
  return [{ capacityKg: 13, state: 'full', count: Math.floor(kg / 13) }];
}

/** Activities for which the pack has distance rules. */
export function sitingActivities(pack: Pack): Activity[] {
  const set = new Set<Activity>();
  for (const s of pack.siting ?? []) for (const a of s.activities) set.add(a);
  return [...set];
}

/** Whether a relation holds for a distance already rounded as the engine rounds it. */
export function distanceAllowed(measuredRounded: number, op: Operator, limit: number): boolean {
  switch (op) {
    case '>':
      return measuredRounded > limit;
    case '>=':
      return measuredRounded >= limit;
    case '<':
      return measuredRounded < limit;
    case '<=':
      return measuredRounded <= limit;
    case '==':
      return measuredRounded === limit;
  }
}
