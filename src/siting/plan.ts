/**
 * A pack's distance rules resolved for one date, activity and (optionally) storage class:
 * which place categories each distance rule measures to, the threshold in metres, the
 * relation the law words ("mínima de 500 m" is ≥, "igual ou inferior a 300 m é proibido"
 * is >), how to measure, and the outlet statuses that count.
 *
 * Everything comes from the rules' own siting declarations (RuleDef.siting), read with the
 * pack's dated parameters and the what-if overrides exactly as the rule reads them when it
 * evaluates, and from the loaded norm tables: nothing here knows any municipality, and a
 * what-if on a distance or on the counted statuses changes the map as it changes evaluate.
 */
import { NormNotLoaded } from '../core/context.ts';
import { ruleCitation, ruleConcerns, ruleValidity } from '../core/engine.ts';
import type { PlaceCategory } from '../core/input/schema.ts';
import { defaultNorms } from '../core/norms/nbr15514.ts';
import type { NormRegistry, NormTable } from '../core/norms/registry.ts';
import { type Pack, type RuleDef, valueOn } from '../core/pack.ts';
import type { Measure as SitingMeasure, SitingEnv } from '../core/siting.ts';
import type { IsoDate, Operator, Text } from '../core/types.ts';

export type Measure = SitingMeasure;

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
  const { from, to } = ruleValidity(pack, rule);
  return date >= from && (to === undefined || date < to);
}

let defaults: NormRegistry | undefined;

function loadedNorms(norms?: NormRegistry): NormRegistry {
  if (norms) return norms;
  defaults ??= defaultNorms();
  return defaults;
}

/** A parameter has no value in force on the date: the rule cannot apply that day. */
class NoValue extends Error {}

/** The pack's parameters as a rule reads them on the date, what-if overrides first. */
function sitingEnv(pack: Pack, opts: PlanOptions, norms: NormRegistry, overridden: Set<string>): SitingEnv {
  return {
    param<V>(localId: string): V {
      const p = pack.paramIndex.get(localId);
      if (!p) throw new Error(`${pack.id}: unknown parameter ${localId}`);
      const full = `${pack.id}/${localId}`;
      if (opts.overrides !== undefined && full in opts.overrides) {
        overridden.add(localId);
        return opts.overrides[full] as V;
      }
      const v = valueOn(p, opts.date);
      if (!v) throw new NoValue(full);
      return v.value as V;
    },
    relation: (localId) => pack.paramIndex.get(localId)?.required ?? '>=',
    norm(id: string): NormTable {
      const t = norms.get(id);
      if (!t) throw new NormNotLoaded(id);
      return t;
    },
    normClass: opts.normClass,
  };
}

/**
 * A distance rule in force that cannot be drawn: its norm table is not loaded, a parameter it
 * reads has no value that day ('no-value'), or the unit is in force in a wording that declares no
 * distance ('no-siting': Belém art. 2, I, b before Lei 9.573/2020, a text not received). The rule
 * itself answers "cannot evaluate"; the ground it would decide is unknown, not allowed.
 */
export interface UnmappedSitingRule {
  rule: string;
  fullId: string;
  citation: string;
  title: Text;
  reason: 'norm-not-loaded' | 'no-value' | 'no-siting';
  /** What is missing, e.g. "NBR 15514:2007". */
  detail: string;
}

/**
 * The other wordings in time of the distance rules: rules without a siting declaration that cite
 * the same unit first and are in force only when the rule that declares it is not (Belém art. 2,
 * I, b before Lei 9.573/2020). A rule beside it on the same dates (Salvador art. 2, III: the zone
 * and the 400 m) is another requirement of the unit, not another wording.
 */
function otherWordings(pack: Pack): Map<RuleDef, RuleDef[]> {
  const out = new Map<RuleDef, RuleDef[]>();
  const disjoint = (a: RuleDef, b: RuleDef) => {
    const va = ruleValidity(pack, a);
    const vb = ruleValidity(pack, b);
    return (va.to !== undefined && va.to <= vb.from) || (vb.to !== undefined && vb.to <= va.from);
  };
  for (const r of pack.rules) {
    if (r.siting) continue;
    const of = pack.rules.filter((s) => s.siting && s.implements[0] === r.implements[0] && disjoint(r, s));
    if (of.length > 0) out.set(r, of);
  }
  return out;
}

const wordingsOf = new WeakMap<Pack, Map<RuleDef, RuleDef[]>>();

function wordings(pack: Pack): Map<RuleDef, RuleDef[]> {
  let w = wordingsOf.get(pack);
  if (!w) {
    w = otherWordings(pack);
    wordingsOf.set(pack, w);
  }
  return w;
}

/**
 * The rules that decide a distance of the law: those that declare it (RuleDef.siting) and the
 * other wordings in time of their units — a point's answer runs them all, so a wording in force
 * that cannot be measured says so instead of dropping out.
 */
export function sitingUnitRuleIds(pack: Pack): Set<string> {
  const w = wordings(pack);
  return new Set(pack.rules.filter((r) => r.siting || w.has(r)).map((r) => r.id));
}

/**
 * The pack's distance rules that apply to the activity on the date, with their thresholds. Those
 * in force that cannot be drawn are pushed to `unmapped` when given.
 */
export function resolveSiting(pack: Pack, opts: PlanOptions, unmapped?: UnmappedSitingRule[]): ResolvedSitingRule[] {
  const norms = loadedNorms(opts.norms);
  const out: ResolvedSitingRule[] = [];
  const w = unmapped ? wordings(pack) : null;
  const baseOf = (rule: RuleDef) => ({
    rule: rule.id,
    fullId: `${pack.id}/${rule.id}`,
    citation: ruleCitation(pack, rule.implements[0] as string).text,
    title: rule.title,
  });
  for (const rule of pack.rules) {
    if (!(rule.siting || w?.has(rule)) || !ruleConcerns(rule, opts.activity) || !ruleInForce(pack, rule, opts.date)) continue;
    if (!rule.siting) {
      unmapped?.push({ ...baseOf(rule), reason: 'no-siting', detail: rule.title.pt });
      continue;
    }
    const overridden = new Set<string>();
    let queries: ReturnType<NonNullable<RuleDef['siting']>>;
    try {
      queries = rule.siting(sitingEnv(pack, opts, norms, overridden));
    } catch (e) {
      // The rule itself answers "cannot evaluate: … not loaded" (or has no value that day).
      if (e instanceof NormNotLoaded) unmapped?.push({ ...baseOf(rule), reason: 'norm-not-loaded', detail: e.table });
      else if (e instanceof NoValue) unmapped?.push({ ...baseOf(rule), reason: 'no-value', detail: e.message });
      else throw e;
      continue;
    }
    const base = baseOf(rule);
    for (const q of queries) {
      if (typeof q.radiusM !== 'number' || !Number.isFinite(q.radiusM) || q.radiusM < 0) {
        const where = q.threshold.kind === 'parameter' ? `${pack.id}/${q.threshold.parameter}` : base.fullId;
        throw new Error(`${where}: expected a distance in metres, found ${JSON.stringify(q.radiusM)}`);
      }
      out.push({
        ...base,
        categories: q.categories as readonly PlaceCategory[],
        measure: q.measure,
        ...(q.statuses ? { statuses: q.statuses } : {}),
        radiusM: q.radiusM,
        op: q.op,
        threshold:
          q.threshold.kind === 'parameter'
            ? { kind: 'parameter', parameter: `${pack.id}/${q.threshold.parameter}`, overridden: overridden.has(q.threshold.parameter) }
            : q.threshold,
        classDependent: q.classDependent,
      });
    }
  }
  return out;
}

/** Classes of the loaded NBR 15514 table, smallest first. */
export function normClasses(norms?: NormRegistry): string[] {
  return normClassBounds(norms).map((c) => c.class);
}

/** NBR 15514's classes in order with the most each stores (kg; null for the open class). */
export function normClassBounds(norms?: NormRegistry): { class: string; maxKg: number | null }[] {
  const table: NormTable | undefined = loadedNorms(norms).get('nbr15514');
  return table ? table.classes.map((c) => ({ class: c.class, maxKg: c.maxKg })) : [];
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
export function sitingActivities(pack: Pack): string[] {
  const set = new Set<string>();
  for (const s of pack.siting) for (const a of s.activities) set.add(a);
  return [...set];
}

/**
 * The place categories whose status the pack's distance rules count on the date (Belém and
 * Salvador count outlets "existing or with an approved construction licence"; Vitória da
 * Conquista counts depots by status), for every activity it sites: a place of such a category
 * without a status cannot be counted or left out, so an import asks for it. Under the readings
 * in force by default (an alternative reading may count more categories; its evaluation then
 * says the status is missing).
 */
export function statusCountedCategories(pack: Pack, date: IsoDate, norms?: NormRegistry): Set<string> {
  const out = new Set<string>();
  for (const activity of sitingActivities(pack))
    for (const r of resolveSiting(pack, norms ? { activity, date, norms } : { activity, date }))
      if (r.statuses) for (const c of r.categories) out.add(c);
  return out;
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
