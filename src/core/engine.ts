/**
 * The evaluation: runs every rule of the municipality's pack that is in force on the date
 * and concerns the activity, and turns their outcomes into cited findings, a verdict, the
 * storage class, and the missing facts ranked by how many rules wait on them.
 * Pure: the date is an argument; nothing here reads the clock, the disk or the network.
 */
import { citationOf } from './citation.ts';
import { frozenDocument } from './frozen.ts';
import { MissingFacts, NormNotLoaded, RuleContext, type RuleScope } from './context.ts';
import { formatDate } from './format.ts';
import { factName, missingMessage } from './input/fact-names.ts';
import type { EstablishmentInput } from './input/schema.ts';
import { defaultNorms } from './norms/nbr15514.ts';
import type { NormRegistry } from './norms/registry.ts';
import type { Outcome, Pack, RuleDate, RuleDef, TransitionDef } from './pack.ts';
import { addDays, type Period, periodEnd } from './periods.ts';
import type {
  Citation,
  ClassDetail,
  EvaluationResult,
  Finding,
  IsoDate,
  Lang,
  Law,
  MissingFact,
  PackShape,
  Status,
  Verdict,
} from './types.ts';

export interface EvaluateOptions {
  date: IsoDate;
  lang?: Lang;
  /** What-if: full parameter id → value replacing the law in force. */
  overrides?: Record<string, unknown>;
  norms?: NormRegistry;
}

let cachedDefaultNorms: NormRegistry | undefined;

/** The law a unit reference ("art2-I-a" or "lawId#art2-I-a") belongs to, and the unit id. */
export function resolveUnit(pack: PackShape, ref: string): { law: Law; unit: string } {
  const hash = ref.indexOf('#');
  if (hash >= 0) {
    const law = pack.lawIndex.get(ref.slice(0, hash));
    if (!law) throw new Error(`${pack.id}: unknown law in ${ref}`);
    return { law, unit: ref.slice(hash + 1) };
  }
  return { law: pack.laws[0] as Law, unit: ref };
}

export function ruleCitation(pack: PackShape, ref: string): Citation {
  const { law, unit } = resolveUnit(pack, ref);
  return citationOf(law, unit);
}

const fullIds = new WeakMap<Pack, Map<RuleDef, string>>();

export function ruleFullId(pack: Pack, rule: RuleDef): string {
  let m = fullIds.get(pack);
  if (!m) {
    m = new Map();
    fullIds.set(pack, m);
  }
  let id = m.get(rule);
  if (id === undefined) {
    id = `${pack.id}/${rule.id}`;
    m.set(rule, id);
  }
  return id;
}

/** The law in force earliest in the pack: evaluations before it are bad input. */
export function packStart(pack: Pack): IsoDate {
  let start = (pack.laws[0] as Law).inForceFrom;
  for (const l of pack.laws) if (l.inForceFrom < start) start = l.inForceFrom;
  return start;
}

export function ruleConcerns(rule: RuleDef, activity: string): boolean {
  return rule.activities === 'all' || (rule.activities as readonly string[]).includes(activity);
}

/** A rule date in the pack's own law: an ISO date, or the date a unit's wording took effect (else the law's). */
export function resolveRuleDate(pack: PackShape, d: RuleDate): IsoDate {
  if (typeof d === 'string') return d;
  const { law, unit } = resolveUnit(pack, d.wordingOf);
  const u = law.units.find((x) => x.id === unit);
  if (!u) throw new Error(`${pack.id}: unknown unit ${d.wordingOf}`);
  return u.wordingFrom ?? law.inForceFrom;
}

/** The interval [from, to) in which a rule of the pack is in force. */
export function ruleValidity(pack: Pack, rule: RuleDef): { from: IsoDate; to: IsoDate | undefined } {
  return {
    from: rule.validFrom !== undefined ? resolveRuleDate(pack, rule.validFrom) : packStart(pack),
    to: rule.validTo !== undefined ? resolveRuleDate(pack, rule.validTo) : undefined,
  };
}

/** A rule with what the engine derives from it once per pack: id, citations, validity, what it may read. */
interface PreparedRule {
  rule: RuleDef;
  id: string;
  citation: Citation;
  also: Citation[];
  /** The citation of a unit an outcome names as deciding it (Outcome.cite), checked and made once. */
  decidedBy(unit: string): Citation;
  from: IsoDate;
  to: IsoDate | undefined;
  scope: RuleScope;
}

const rulesByActivity = new WeakMap<Pack, Map<string, PreparedRule[]>>();

/** The pack's rules that concern an activity, in the law's order (prepared once per pack). */
function rulesFor(pack: Pack, activity: string): PreparedRule[] {
  let m = rulesByActivity.get(pack);
  if (!m) {
    m = new Map();
    rulesByActivity.set(pack, m);
  }
  let list = m.get(activity);
  if (!list) {
    list = pack.rules
      .filter((r) => ruleConcerns(r, activity))
      .map((rule) => {
        const { citation, also } = citationsOf(pack, rule);
        const id = ruleFullId(pack, rule);
        const scope: RuleScope = { id, parameters: new Set(rule.parameters ?? []) };
        if (rule.siting) scope.siting = rule.siting;
        return { rule, id, citation, also, decidedBy: deciders(pack, rule, id), ...ruleValidity(pack, rule), scope };
      });
    m.set(activity, list);
  }
  return list;
}

// Citations depend on the pack (a derived pack shares rules but cites its own law), so the
// cache is per pack, then per rule.
const citationCache = new WeakMap<Pack, Map<RuleDef, { citation: Citation; also: Citation[] }>>();

function citationsOf(pack: Pack, rule: RuleDef): { citation: Citation; also: Citation[] } {
  let perPack = citationCache.get(pack);
  if (!perPack) {
    perPack = new Map();
    citationCache.set(pack, perPack);
  }
  let c = perPack.get(rule);
  if (!c) {
    const [first, ...rest] = rule.implements;
    // The list is shared by every finding of the rule: frozen (src/core/frozen.ts).
    c = { citation: ruleCitation(pack, first as string), also: frozenDocument(rest.map((r) => ruleCitation(pack, r))) };
    perPack.set(rule, c);
  }
  return c;
}

/** Outcome.cite: only a unit the rule declares (implements or exceptions), so `glp explain` lists every unit a finding can cite. */
function deciders(pack: Pack, rule: RuleDef, id: string): (unit: string) => Citation {
  const made = new Map<string, Citation>();
  return (unit) => {
    let c = made.get(unit);
    if (!c) {
      if (!rule.implements.includes(unit) && !(rule.exceptions ?? []).includes(unit))
        throw new Error(`${id}: an outcome cites ${unit}, which the rule neither implements nor names as an exception`);
      c = ruleCitation(pack, unit);
      made.set(unit, c);
    }
    return c;
  };
}

/** "art8-I-b" → "art8-I": the unit a letter, item or paragraph belongs to (an article: itself). */
const parentUnit = (unit: string): string => unit.replace(/-[^-]+$/, '');

/**
 * The finding's citations: the deciding unit first when the outcome names one, the rule's own
 * after it. The deciding unit's siblings the rule also implements (art. 8º, I, b and c when the
 * class's letter a decides) do not decide and are not cited beside it.
 */
function citationsFor(prepared: PreparedRule, cite: Outcome['cite']): { citation: Citation; also: Citation[] } {
  const { citation, also } = prepared;
  const [first, ...with_] = typeof cite === 'string' || cite === undefined ? [cite] : cite;
  if (first === undefined || (first === citation.unit && with_.length === 0)) return { citation, also };
  const decided = prepared.decidedBy(first);
  if (decided === citation && with_.length === 0) return { citation, also };
  const together = with_.map((u) => prepared.decidedBy(u)).filter((c) => c !== decided);
  const cited = new Set([decided.unit, ...together.map((c) => c.unit)]);
  const parent = decided.unit.includes('-') ? parentUnit(decided.unit) : null;
  const sibling = (c: Citation) => parent !== null && c.unit.includes('-') && parentUnit(c.unit) === parent;
  // The rule's own unit stays cited (after the deciding ones); its other units only when they are no siblings.
  const own = cited.has(citation.unit) ? [] : [citation];
  return { citation: decided, also: [...together, ...own, ...also.filter((c) => !cited.has(c.unit) && !sibling(c))] };
}

function runRule(prepared: PreparedRule, ctx: RuleContext, pack: Pack): Finding {
  ctx.reset(prepared.scope);
  const { rule } = prepared;
  let outcome: Outcome | null = null;
  let status: Status;
  let message: string;
  let missing: string[] | undefined;
  let missingCite: string | undefined;
  try {
    outcome = rule.evaluate(ctx);
    status = outcome.status;
    message = outcome.message;
    if (outcome.missing) missing = outcome.missing;
    // Parts not reported (ctx.part): a part known to fail decides; otherwise they are missing.
    if (ctx.partsMissing.length > 0 && (status === 'violated' || status === 'satisfied')) {
      const list = ctx.factList(ctx.partsMissing);
      if (status === 'violated') ctx.notes.push(ctx.t(`Também falta informar: ${list}.`, `Also not reported: ${list}.`));
      else {
        status = 'cannot-evaluate';
        missing = [...ctx.partsMissing];
        message = missingMessage(pack, missing, ctx.lang);
        outcome = { ...outcome, comparisons: [] };
      }
    }
  } catch (e) {
    if (e instanceof MissingFacts) {
      status = 'cannot-evaluate';
      missing = e.facts;
      missingCite = e.cite;
      message = e.explanation ?? missingMessage(pack, e.facts, ctx.lang);
    } else if (e instanceof NormNotLoaded) {
      status = 'cannot-evaluate';
      missing = [`norm:${e.table}`];
      message = ctx.t(`Não é possível avaliar: ${e.table} não carregada.`, `Cannot evaluate: ${e.table} not loaded.`);
    } else throw e;
  }
  let facts = ctx.usedFacts;
  if (outcome?.facts) facts = Object.assign(facts, outcome.facts);
  const { citation, also } = citationsFor(prepared, outcome?.cite ?? missingCite);
  const f: Finding = { rule: prepared.id, status, citation, message, facts, parameters: ctx.usedParams };
  if (also.length > 0) f.alsoCites = also;
  if (outcome?.comparisons && outcome.comparisons.length > 0) f.comparisons = outcome.comparisons;
  if (outcome?.places && outcome.places.length > 0) f.places = outcome.places;
  if (ctx.usedInterpretations.length > 0) f.interpretations = ctx.usedInterpretations;
  if (missing) f.missing = missing;
  const notes = outcome?.notes && outcome.notes.length > 0 ? [...ctx.notes, ...outcome.notes] : ctx.notes;
  if (notes.length > 0) f.notes = notes;
  return f;
}

interface TransitionScope extends RuleScope {
  /** The day the period starts from (the law's entry into force unless the clause says). */
  start: IsoDate;
  /** The last period computed and its end (the period is a parameter: a what-if changes it). */
  last?: { n: number; unit: string; end: IsoDate };
}

const transitionScopes = new WeakMap<Pack, Map<TransitionDef, TransitionScope>>();

/** What a transition clause may read (its period parameter) and where its period starts, once per pack. */
function transitionScope(pack: Pack, tr: TransitionDef): TransitionScope {
  let m = transitionScopes.get(pack);
  if (!m) {
    m = new Map();
    transitionScopes.set(pack, m);
  }
  let s = m.get(tr);
  if (!s) {
    const law = pack.laws[0] as Law;
    s = {
      id: `${pack.id} transition ${tr.unit}`,
      parameters: new Set([tr.period.parameter]),
      start: tr.period.from ? tr.period.from(law) : law.inForceFrom,
    };
    m.set(tr, s);
  }
  return s;
}

/** First day after the clause's period (Código Civil, art. 132), remembered for the same period. */
function transitionEnd(s: TransitionScope, period: Period): IsoDate {
  const last = s.last;
  if (last && last.n === period.n && last.unit === period.unit) return last.end;
  const end = periodEnd(s.start, period);
  s.last = { n: period.n, unit: period.unit, end };
  return end;
}

/** Transition clauses (adaptation periods) defer violations of covered establishments. */
function applyTransitions(pack: Pack, ctx: RuleContext, findings: Finding[]): void {
  const { input, date, lang } = ctx;
  for (const tr of pack.transitions ?? []) {
    const law = pack.laws[0] as Law;
    const scope = transitionScope(pack, tr);
    ctx.reset(scope);
    const until = transitionEnd(scope, ctx.period(tr.period.parameter));
    if (date >= until) continue;
    const covered = tr.covers(input, law);
    if (covered === false) continue;
    const clause = citationOf(law, tr.unit);
    const cite = clause.text;
    // `until` is exclusive; people read the last day of the period.
    let last: string | undefined;
    const lastDay = () => {
      last ??= formatDate(addDays(until, -1));
      return last;
    };
    for (const f of findings) {
      if (f.status !== 'violated') continue;
      const local = f.rule.slice(pack.id.length + 1);
      if (tr.rules !== 'all' && !tr.rules.includes(local)) continue;
      // What the finding says now is the clause's doing: it cites the clause, then the rule's units.
      f.alsoCites = [f.citation, ...(f.alsoCites ?? []).filter((c) => c !== clause)];
      f.citation = clause;
      if (covered === undefined) {
        f.status = 'cannot-evaluate';
        f.missing = [tr.unknownFact ?? 'establishment.startDate'];
        // The clause names what it turns on when it is not the start date (e.g. the licence held then).
        const ask = tr.unknownFact
          ? { pt: `informe ${tr.unknownFact}`, en: `give ${tr.unknownFact}` }
          : { pt: 'informe a data de início', en: 'give its start date' };
        f.notes = [
          ...(f.notes ?? []),
          lang === 'pt'
            ? `Violação encontrada, mas o prazo de adaptação (${cite}) até ${lastDay()} (inclusive) pode cobrir o estabelecimento: ${ask.pt}.`
            : `Violation found, but the adaptation period (${cite}) until ${lastDay()} (inclusive) may cover the establishment: ${ask.en}.`,
        ];
      } else {
        f.status = 'not-applicable';
        f.notes = [
          ...(f.notes ?? []),
          lang === 'pt'
            ? `Exigência ainda não aplicável: prazo de adaptação (${cite}) até ${lastDay()} (inclusive). Situação encontrada: ${f.message}`
            : `Not yet enforceable: adaptation period (${cite}) until ${lastDay()} (inclusive). Found: ${f.message}`,
        ];
      }
    }
  }
}

function rankMissing(findings: Finding[], pack: Pack, lang: Lang): MissingFact[] {
  const byFact = new Map<string, string[]>();
  for (const f of findings) {
    if (f.status !== 'cannot-evaluate' || !f.missing) continue;
    for (const m of f.missing) {
      const list = byFact.get(m);
      if (list) list.push(f.rule);
      else byFact.set(m, [f.rule]);
    }
  }
  return [...byFact.entries()]
    .map(([fact, rules]) => {
      const m: MissingFact = { fact, rules, count: rules.length };
      const label = factName(pack, fact, lang);
      if (label !== null) m.label = label;
      return m;
    })
    .sort((a, b) => b.count - a.count || a.fact.localeCompare(b.fact));
}

export function verdictOf(findings: readonly Finding[]): Verdict {
  let incomplete = false;
  for (const f of findings) {
    if (f.status === 'violated') return 'not-approvable';
    if (f.status === 'cannot-evaluate') incomplete = true;
  }
  return incomplete ? 'incomplete' : 'approvable';
}

export function evaluate(pack: Pack, input: EstablishmentInput, opts: EvaluateOptions): EvaluationResult {
  const lang = opts.lang ?? 'pt';
  const overrides = opts.overrides ?? {};
  cachedDefaultNorms ??= defaultNorms();
  const norms: NormRegistry = opts.norms ?? cachedDefaultNorms ?? defaultNorms();
  const ctx = new RuleContext(pack, input, opts.date, lang, overrides, norms);

  const findings: Finding[] = [];
  const date = opts.date;
  for (const p of rulesFor(pack, input.activity)) {
    if (date < p.from || (p.to !== undefined && date >= p.to)) continue;
    findings.push(runRule(p, ctx, pack));
  }
  applyTransitions(pack, ctx, findings);

  let classDetail: ClassDetail | null = null;
  if (pack.classify) {
    ctx.reset(null);
    try {
      classDetail = pack.classify(ctx);
    } catch (e) {
      if (!(e instanceof MissingFacts || e instanceof NormNotLoaded)) throw e;
      classDetail = null;
    }
  }

  const summary: Record<Status, number> = { satisfied: 0, violated: 0, 'not-applicable': 0, 'cannot-evaluate': 0 };
  for (const f of findings) summary[f.status]++;

  return {
    schemaVersion: 1,
    municipality: pack.id,
    municipalityName: `${pack.name}/${pack.uf}`,
    date: opts.date,
    lang,
    lawPackVersion: pack.version,
    activity: input.activity,
    verdict: verdictOf(findings),
    class: classDetail?.class ?? null,
    classDetail,
    findings,
    missing: rankMissing(findings, pack, lang),
    summary,
    laws: pack.laws.map((l) => ({ id: l.id, title: l.title })),
    overrides,
  };
}
