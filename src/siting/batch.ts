/**
 * Batch re-evaluation: every registered establishment (GLP outlets, fuel stations, depots —
 * whatever the pack has distance rules for) of a municipality, or of all, evaluated as of a
 * date with its distances measured from the registries, and compared with a baseline:
 *
 *  - what-if (`whatIf`): the same date under the law in force — "what would Belém's
 *    300 m instead of 500 m change?" before a council votes it;
 *  - since a date (`since`): the registry as it was then — a school opened, an outlet
 *    closed; the Vitória da Conquista art. 24 review, yearly renewals;
 *  - otherwise the registered status: a licensed outlet is presumed compliant, and the
 *    report lists those the law, applied today, no longer finds compliant.
 *
 * Only the pack's distance rules run (the same rule code as any evaluation; documents and
 * inspections are not in a registry). Each establishment is measured against the places
 * in force on the date except itself, and — first come, first served — other licensed
 * establishments that came after it do not count against it (a school opening later does).
 */
import { evaluate } from '../core/engine.ts';
import type { EstablishmentInput } from '../core/input/schema.ts';
import type { Pack } from '../core/pack.ts';
import type { PackRegistry } from '../core/registry.ts';
import type { EvaluationResult, Finding, IsoDate, Lang, MissingFact, PlaceRef } from '../core/types.ts';
import { packFor } from './pack-of.ts';
import { fillSiting } from './nearby.ts';
import { type ResolvedSitingRule, resolveSiting } from './plan.ts';
import type { IndexedPlace, MunicipalityRegistry, PlaceRegistry } from './registry.ts';
import { type PlaceRecord, packRegistryVocabulary, validOn } from './types.ts';
import { sitingPack } from './viability-point.ts';

export type SitingState = 'compliant' | 'violates' | 'incomplete' | 'not-applicable';
export const SITING_STATES: readonly SitingState[] = ['compliant', 'violates', 'incomplete', 'not-applicable'];

export interface ReevaluateOptions {
  date: IsoDate;
  /** Compare with the registry as of this earlier date. */
  since?: IsoDate;
  /** What-if parameter values (full id → value): compare with the law in force. */
  whatIf?: Record<string, unknown>;
  /** Municipalities to re-evaluate (default: every one in the registry with a law pack). */
  municipalities?: readonly string[];
  /** First come, first served among licensed establishments (default true). */
  priority?: boolean;
  lang?: Lang;
  /** Also return every establishment's evaluation (report.evaluations), not only the changes. */
  withEvaluations?: boolean;
  onProgress?: (done: number, total: number) => void;
}

export interface RuleOutcome {
  rule: string;
  status: Finding['status'];
  message: string;
  places: PlaceRef[];
}

export interface OutletEvaluation {
  id: string;
  /** The id the source registry gives it (CNPJ, municipal number…), when known. */
  externalId: string | null;
  municipality: string;
  name: string | null;
  category: string;
  registeredStatus: string | null;
  activity: string;
  state: SitingState;
  rules: RuleOutcome[];
}

export interface OutletChange {
  id: string;
  externalId: string | null;
  municipality: string;
  name: string | null;
  category: string;
  registeredStatus: string | null;
  before: SitingState;
  after: SitingState;
  /** The rules whose outcome differs, with the finding as of the scenario (and before). */
  rules: {
    rule: string;
    citation: string;
    before: string;
    after: string;
    message: string;
    beforeMessage: string | null;
    places: PlaceRef[];
  }[];
}

export interface ReevaluationReport {
  date: IsoDate;
  baseline: { kind: 'registered-status' } | { kind: 'date'; date: IsoDate } | { kind: 'law-in-force'; date: IsoDate };
  overrides: Record<string, unknown>;
  municipalities: string[];
  evaluated: number;
  /** Registered establishments that could not be re-evaluated, and why. */
  skipped: { unlocated: { id: string; municipality: string; name: string | null }[]; noRules: number; noPack: string[] };
  counts: { before: Record<SitingState, number>; after: Record<SitingState, number> };
  changes: OutletChange[];
  /**
   * Facts the registered establishments lack in the scenario (a rule answered "cannot evaluate"
   * waiting on them): the fact, the rules that wait on it, and how many establishments lack it —
   * most first. Supplied with `glp places update M ID --input JSON` or the import's `input` column.
   */
  missingFacts: LackingFact[];
  /** With withEvaluations: every establishment as evaluated in the scenario. */
  evaluations?: OutletEvaluation[];
}

function emptyCounts(): Record<SitingState, number> {
  return { compliant: 0, violates: 0, incomplete: 0, 'not-applicable': 0 };
}

export function stateOf(findings: readonly Finding[]): SitingState {
  let incomplete = false;
  let applicable = false;
  for (const f of findings) {
    if (f.status === 'violated') return 'violates';
    if (f.status === 'cannot-evaluate') incomplete = true;
    if (f.status !== 'not-applicable') applicable = true;
  }
  if (incomplete) return 'incomplete';
  return applicable || findings.length === 0 ? 'compliant' : 'not-applicable';
}

/** The application type an establishment's registered status stands for. */
function applicationType(status: string | null): string {
  if (status === 'pending') return 'new';
  if (status === 'construction-approved') return 'construction';
  return 'renewal';
}

/** The input document of a registered establishment: its stored facts plus its place. */
export function establishmentInput(rec: PlaceRecord, activity: string): EstablishmentInput {
  const extra = rec.data.input as Partial<EstablishmentInput> | undefined;
  const geom = rec.geometry;
  const lot: NonNullable<EstablishmentInput['lot']> = extra?.lot ? { ...extra.lot } : {};
  if (geom?.type === 'Point' && !lot.location) lot.location = geom.coordinates;
  if (geom?.type === 'Polygon' && !lot.polygon) lot.polygon = geom;
  const establishment: NonNullable<EstablishmentInput['establishment']> = extra?.establishment ? { ...extra.establishment } : {};
  if (establishment.startDate === undefined && typeof rec.data.startDate === 'string') establishment.startDate = rec.data.startDate;
  const type = applicationType(rec.status) as NonNullable<NonNullable<EstablishmentInput['application']>['type']>;
  // Fixed fields first, then the stored facts: V8 builds this shape ~50× faster than
  // spreading the stored object and overriding its keys (a batch builds 60 000 of them).
  const input = {
    municipality: rec.municipality,
    activity: activity as EstablishmentInput['activity'],
    application: extra?.application ? { type, ...extra.application } : { type },
    establishment,
    lot,
  } as EstablishmentInput;
  if (extra) {
    const target = input as Record<string, unknown>;
    for (const k in extra) if (!OWN_FIELDS.has(k)) target[k] = (extra as Record<string, unknown>)[k];
  }
  return input;
}

const OWN_FIELDS: ReadonlySet<string> = new Set(['municipality', 'activity', 'application', 'establishment', 'lot']);

interface Target {
  rec: PlaceRecord;
  activity: string;
  since: string | null;
}

/** Registered establishments of a municipality to re-evaluate on a date. */
function targets(
  pack: Pack,
  reg: MunicipalityRegistry,
  date: IsoDate,
  withRules: (activity: string) => boolean,
  report: ReevaluationReport,
): Target[] {
  const out: Target[] = [];
  const activityOf = packRegistryVocabulary(pack).activityOf;
  const consider = (rec: PlaceRecord, since: string | null) => {
    if (rec.status === 'closed' || !validOn(rec, date)) return;
    const activity = typeof rec.data.activity === 'string' ? rec.data.activity : activityOf.get(rec.category);
    if (!activity) return;
    if (!withRules(activity)) {
      report.skipped.noRules++;
      return;
    }
    if (!rec.geometry) {
      report.skipped.unlocated.push({ id: rec.id, municipality: rec.municipality, name: rec.name });
      return;
    }
    out.push({ rec, activity, since });
  };
  for (const p of reg.places as IndexedPlace[]) if (activityOf.has(p.category)) consider(p.rec, p.since);
  for (const rec of reg.unlocated) if (activityOf.has(rec.category)) consider(rec, rec.validFrom);
  return out;
}

interface Run {
  date: IsoDate;
  overrides: Record<string, unknown>;
  rules: Map<string, ResolvedSitingRule[]>;
}

/** An establishment as evaluated in the scenario: the document filled from the registry and the engine's result. */
export interface EvaluatedEstablishment {
  subject: PlaceRecord;
  pack: Pack;
  /** The input as evaluated (its distances filled from the registry). */
  input: EstablishmentInput;
  /** The result of the pack's distance rules (the siting view of the pack). */
  result: EvaluationResult;
  outlet: OutletEvaluation;
}

function evaluateTarget(
  reg: MunicipalityRegistry,
  pack: Pack,
  sp: Pack,
  t: Target,
  run: Run,
  priority: boolean,
  lang: Lang,
): { outlet: OutletEvaluation; input: EstablishmentInput; result: EvaluationResult } {
  let rules = run.rules.get(t.activity);
  if (!rules) {
    rules = resolveSiting(pack, { activity: t.activity, date: run.date, overrides: run.overrides });
    run.rules.set(t.activity, rules);
  }
  const input = establishmentInput(t.rec, t.activity);
  const fillOpts: Parameters<typeof fillSiting>[3] = { date: run.date, overrides: run.overrides, selfId: t.rec.id };
  if (priority && t.since !== null) fillOpts.priorityDate = t.since;
  if (!priority) fillOpts.undated = true;
  const { input: filled } = fillSiting(reg, pack, input, fillOpts, rules);
  const result = evaluate(sp, filled, { date: run.date, overrides: run.overrides, lang });
  const outlet: OutletEvaluation = {
    id: t.rec.id,
    externalId: typeof t.rec.data.externalId === 'string' ? t.rec.data.externalId : null,
    municipality: t.rec.municipality,
    name: t.rec.name,
    category: t.rec.category,
    registeredStatus: t.rec.status,
    activity: t.activity,
    state: stateOf(result.findings),
    rules: result.findings.map((f) => ({ rule: f.rule, status: f.status, message: f.message, places: f.places ?? [] })),
  };
  return { outlet, input: filled, result };
}

/** Re-evaluates the establishments of the registry and reports which change and why. */
export function reevaluate(packs: PackRegistry, registry: PlaceRegistry, opts: ReevaluateOptions): ReevaluationReport {
  const steps = reevaluating(packs, registry, opts);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * The same, one establishment at a time: yields each as evaluated in the scenario (its filled
 * input and the engine's result) and returns the report — so that a caller can keep the
 * results as they come, in batches (src/app/persisted-reevaluation.ts).
 */
export function* reevaluating(
  packs: PackRegistry,
  registry: PlaceRegistry,
  opts: ReevaluateOptions,
): Generator<EvaluatedEstablishment, ReevaluationReport, void> {
  const overrides = opts.whatIf ?? {};
  const whatIf = Object.keys(overrides).length > 0;
  const report: ReevaluationReport = {
    date: opts.date,
    baseline: whatIf
      ? { kind: 'law-in-force', date: opts.date }
      : opts.since !== undefined
        ? { kind: 'date', date: opts.since }
        : { kind: 'registered-status' },
    overrides,
    municipalities: [],
    evaluated: 0,
    skipped: { unlocated: [], noRules: 0, noPack: [] },
    counts: { before: emptyCounts(), after: emptyCounts() },
    changes: [],
    missingFacts: [],
  };
  const lacking = new MissingFacts();
  const lang = opts.lang ?? 'pt';
  const priority = opts.priority !== false;
  const ids = opts.municipalities ?? registry.municipalities();
  const work: { reg: MunicipalityRegistry; pack: Pack; sp: Pack; list: Target[] }[] = [];
  for (const id of ids) {
    const reg = registry.get(id);
    const pack = packFor(packs, id);
    if (!pack) {
      report.skipped.noPack.push(id);
      continue;
    }
    if (!reg) continue;
    report.municipalities.push(id);
    reg.prepare();
    const has = new Map<string, boolean>();
    const withRules = (activity: string) => {
      let h = has.get(activity);
      if (h === undefined) {
        h = (pack.siting ?? []).some((s) => (s.activities as readonly string[]).includes(activity));
        has.set(activity, h);
      }
      return h;
    };
    work.push({ reg, pack, sp: sitingPackOf(pack), list: targets(pack, reg, opts.date, withRules, report) });
  }
  const total = work.reduce((n, w) => n + w.list.length, 0);
  let done = 0;
  for (const w of work) {
    // Each municipality under its own law's what-if values: a result carries only those (and
    // can be reproduced against that law alone).
    const after: Run = { date: opts.date, overrides: ownOverrides(w.pack, overrides), rules: new Map() };
    const before: Run | null = whatIf
      ? { date: opts.date, overrides: {}, rules: new Map() }
      : opts.since !== undefined
        ? { date: opts.since, overrides: {}, rules: new Map() }
        : null;
    for (const t of w.list) {
      const scenario = evaluateTarget(w.reg, w.pack, w.sp, t, after, priority, lang);
      const a = scenario.outlet;
      report.counts.after[a.state]++;
      // The registry's own id when it has one: what the official knows the place by, and what glp places update takes.
      lacking.add(scenario.result.missing, a.externalId ?? a.id);
      if (opts.withEvaluations) {
        report.evaluations ??= [];
        report.evaluations.push(a);
      }
      let b: OutletEvaluation | null = null;
      let beforeState: SitingState = 'compliant';
      if (before) {
        // Before the establishment existed there is nothing to compare: it is new in the scenario.
        if (opts.since !== undefined && !whatIf && !validOn(t.rec, opts.since)) beforeState = a.state;
        else {
          b = evaluateTarget(w.reg, w.pack, w.sp, t, before, priority, lang).outlet;
          beforeState = b.state;
        }
      } else if (t.rec.status === 'pending' || a.state === 'not-applicable') {
        // A pending application has no presumption; an exempt establishment (e.g. Belém art. 5) keeps its licence.
        beforeState = a.state;
      }
      report.counts.before[beforeState]++;
      report.evaluated++;
      if (beforeState !== a.state || (b && rulesDiffer(a, b) && a.state !== 'compliant'))
        report.changes.push(changeOf(w.pack, a, b, beforeState));
      if (++done % 500 === 0) opts.onProgress?.(done, total);
      yield { subject: t.rec, pack: w.pack, input: scenario.input, result: scenario.result, outlet: a };
    }
  }
  opts.onProgress?.(done, total);
  report.changes.sort(byMunicipalityAndId);
  report.missingFacts = lacking.list();
  return report;
}

/** A fact registered establishments lack: `count` establishments, the first few of them by id (for `glp places update`). */
export interface LackingFact extends MissingFact {
  establishments: string[];
}

const EXAMPLES = 5;

/** Facts lacking across establishments: each counted once per establishment that lacks it. */
export class MissingFacts {
  private readonly byFact = new Map<string, { rules: Set<string>; count: number; establishments: string[]; label?: string }>();
  /** With `establishment`: one establishment's result (count 1 each); without: a report's list (merging reports). */
  add(missing: readonly (MissingFact | LackingFact)[], establishment?: string): void {
    for (const m of missing) {
      let e = this.byFact.get(m.fact);
      if (!e) {
        e = { rules: new Set(), count: 0, establishments: [] };
        this.byFact.set(m.fact, e);
      }
      for (const r of m.rules) e.rules.add(r);
      if (e.label === undefined && m.label !== undefined) e.label = m.label;
      e.count += establishment !== undefined ? 1 : m.count;
      // The first ids in order (not the first seen: threads and registries may yield them in any order).
      for (const id of establishment !== undefined ? [establishment] : 'establishments' in m ? m.establishments : [])
        if (!e.establishments.includes(id)) {
          e.establishments.push(id);
          e.establishments.sort();
          if (e.establishments.length > EXAMPLES) e.establishments.pop();
        }
    }
  }
  list(): LackingFact[] {
    return [...this.byFact]
      .map(([fact, e]) => {
        const l: LackingFact = { fact, rules: [...e.rules].sort(), count: e.count, establishments: e.establishments };
        if (e.label !== undefined) l.label = e.label;
        return l;
      })
      .sort((x, y) => y.count - x.count || x.fact.localeCompare(y.fact));
  }
}

function ownOverrides(pack: Pack, overrides: Record<string, unknown>): Record<string, unknown> {
  const own: Record<string, unknown> = {};
  for (const k of Object.keys(overrides)) if (k.startsWith(`${pack.id}/`)) own[k] = overrides[k];
  return own;
}

/** Report order: municipality, then the registry's own id (external id when known). */
export function byMunicipalityAndId(x: OutletChange, y: OutletChange): number {
  return (
    x.municipality.localeCompare(y.municipality) || (x.externalId ?? x.id).localeCompare(y.externalId ?? y.id) || x.id.localeCompare(y.id)
  );
}

const sitingPacks = new WeakMap<Pack, Pack>();
/** The siting view of a pack (its distance rules only), built once per pack. */
export function sitingPackOf(pack: Pack): Pack {
  let sp = sitingPacks.get(pack);
  if (!sp) {
    sp = sitingPack(pack);
    sitingPacks.set(pack, sp);
  }
  return sp;
}

function rulesDiffer(a: OutletEvaluation, b: OutletEvaluation): boolean {
  if (a.rules.length !== b.rules.length) return true;
  return a.rules.some((r, i) => r.status !== b.rules[i]?.status);
}

function changeOf(pack: Pack, a: OutletEvaluation, b: OutletEvaluation | null, beforeState: SitingState): OutletChange {
  const rules: OutletChange['rules'] = [];
  for (const r of a.rules) {
    const prev = b?.rules.find((x) => x.rule === r.rule);
    const beforeStatus = prev ? prev.status : b ? 'not-in-force' : beforeState === 'compliant' ? 'presumed-satisfied' : beforeState;
    if (prev && prev.status === r.status) continue;
    if (!b && r.status === 'satisfied') continue;
    const unit = pack.rules.find((x) => `${pack.id}/${x.id}` === r.rule)?.implements[0];
    rules.push({
      rule: r.rule,
      citation: unit ?? r.rule,
      before: beforeStatus,
      after: r.status,
      message: r.message,
      beforeMessage: prev?.message ?? null,
      places: r.places,
    });
  }
  return {
    id: a.id,
    externalId: a.externalId,
    municipality: a.municipality,
    name: a.name,
    category: a.category,
    registeredStatus: a.registeredStatus,
    before: beforeState,
    after: a.state,
    rules,
  };
}
