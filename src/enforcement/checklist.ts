/**
 * Inspection checklists (issue 11, item 1). The checklist of an establishment is the rules of
 * its municipality's law that apply to its activity and storage class on the date — found by
 * running THE engine on what is known of it (the rules that come out not-applicable, e.g. gas
 * detection below class III in Nova Odessa art. 8 III, are left out) — each item citing its
 * unit and naming the facts the inspector records. The recorded facts are merged into the
 * establishment's input and the engine runs again: each item's result IS the engine's finding
 * (conforms = satisfied, does not conform = violated, not checked = cannot be evaluated), so an
 * inspection and a desk evaluation of the same facts can never disagree; a result the
 * inspector states that the facts contradict is refused naming the item. Pure.
 */
import { evaluate } from '../core/engine.ts';
import { parseInputFor } from '../core/input/validate.ts';
import type { Pack } from '../core/pack.ts';
import type { EstablishmentInput } from '../core/input/schema.ts';
import type { EvaluationResult, IsoDate, Status } from '../core/types.ts';
import type { ChecklistItem, InspectionData, ItemResult } from '../domain/enforcement.ts';
import { EnforcementError } from './fines.ts';

const RESULT_OF: Record<Status, ItemResult | null> = {
  satisfied: 'conforms',
  violated: 'does-not-conform',
  'cannot-evaluate': 'not-checked',
  'not-applicable': null,
};

const local = (pack: Pack, rule: string) => (rule.startsWith(`${pack.id}/`) ? rule.slice(pack.id.length + 1) : rule);

export function checklistOf(pack: Pack, result: EvaluationResult): ChecklistItem[] {
  const items: ChecklistItem[] = [];
  for (const f of result.findings) {
    if (f.status === 'not-applicable') continue;
    const id = local(pack, f.rule);
    const def = pack.rules.find((r) => r.id === id);
    const facts = (f.missing ?? Object.keys(f.facts)).filter((x) => !x.startsWith('norm:'));
    items.push({
      rule: id,
      unit: f.citation.unit,
      citation: f.citation.text,
      title: def?.title ?? { pt: f.message, en: f.message },
      facts,
    });
  }
  return items;
}

/** The checklist for an establishment's input on a date, with the class the engine found. */
export function generateChecklist(pack: Pack, input: EstablishmentInput, date: IsoDate): { class: string | null; items: ChecklistItem[] } {
  const result = evaluate(pack, input, { date });
  return { class: result.class, items: checklistOf(pack, result) };
}

/** Sets a dotted path of an input document (refusing a path that would reach its prototype). */
export function setPath(doc: Record<string, unknown>, path: string, value: unknown): void {
  const parts = path.split('.');
  let at: Record<string, unknown> = doc;
  for (const [i, p] of parts.entries()) {
    if (p === '' || p === '__proto__' || p === 'constructor' || p === 'prototype')
      throw new EnforcementError(`facts.${path}`, JSON.stringify(path), 'a dotted path of the input, e.g. safety.gasDetection');
    if (i === parts.length - 1) at[p] = value;
    else {
      const next = at[p];
      if (next === null || typeof next !== 'object' || Array.isArray(next)) at[p] = {};
      at = at[p] as Record<string, unknown>;
    }
  }
}

export interface RecordedInspection {
  /** Fact values found on site (dotted path → value), merged into the input. */
  facts: Record<string, unknown>;
  /** Per rule: the result the inspector states (optional: the engine's is recorded), notes, photos. */
  results: Record<string, { result?: ItemResult; notes?: string; photos?: string[] }>;
}

/**
 * Evaluates the establishment with what was found and returns the inspection's data, or
 * refuses (EnforcementError) a stated result the facts contradict or a rule not on the list.
 */
export function evaluateInspection(
  pack: Pack,
  baseInput: Record<string, unknown>,
  date: IsoDate,
  rec: RecordedInspection,
  previous: InspectionData | null,
): { data: Omit<InspectionData, 'previousId' | 'changes'>; input: EstablishmentInput; result: EvaluationResult } {
  // A re-inspection starts from what the previous one found; what is recorded now prevails.
  const doc = structuredClone(baseInput);
  const facts = { ...(previous?.facts ?? {}), ...rec.facts };
  for (const [path, value] of Object.entries(facts)) setPath(doc, path, value);
  const input = parseInputFor(pack, doc);
  const result = evaluate(pack, input, { date });
  const items = checklistOf(pack, result);
  const statusOf = new Map(result.findings.map((f) => [local(pack, f.rule), f.status]));
  const results: InspectionData['results'] = {};
  const findings: Record<string, string> = {};
  for (const it of items) findings[it.rule] = statusOf.get(it.rule) ?? 'not-applicable';
  for (const [rule, r] of Object.entries(rec.results)) {
    const status = statusOf.get(rule);
    if (status === undefined || status === 'not-applicable')
      throw new EnforcementError(`results.${rule}`, JSON.stringify(rule), 'a rule on this establishment’s checklist');
    const engine = RESULT_OF[status] as ItemResult;
    if (r.result !== undefined && r.result !== 'not-checked' && r.result !== engine) {
      const item = items.find((i) => i.rule === rule);
      throw new EnforcementError(
        `results.${rule}.result`,
        r.result,
        `${engine}: the recorded facts make ${item?.citation ?? rule} ${status} (record the facts that differ: ${item?.facts.join(', ') || 'none'})`,
      );
    }
  }
  for (const it of items) {
    const r = rec.results[it.rule];
    const engine = RESULT_OF[statusOf.get(it.rule) as Status] as ItemResult;
    results[it.rule] = { result: engine, ...(r?.notes ? { notes: r.notes } : {}), ...(r?.photos?.length ? { photos: r.photos } : {}) };
  }
  return { data: { packVersion: pack.version, items, results, facts, findings, verdict: result.verdict }, input, result };
}

/** What changed since the earlier inspection: per rule, the result before and after. */
export function changesSince(
  previous: InspectionData | null,
  next: Pick<InspectionData, 'results'>,
): { rule: string; before: ItemResult | null; after: ItemResult | null }[] {
  if (!previous) return [];
  const rules = new Set([...Object.keys(previous.results), ...Object.keys(next.results)]);
  const out: { rule: string; before: ItemResult | null; after: ItemResult | null }[] = [];
  for (const rule of rules) {
    const before = previous.results[rule]?.result ?? null;
    const after = next.results[rule]?.result ?? null;
    if (before !== after) out.push({ rule, before, after });
  }
  return out.sort((a, b) => a.rule.localeCompare(b.rule));
}
