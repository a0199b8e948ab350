/**
 * Reproducing a stored evaluation: recompute it from what was kept (the input as evaluated,
 * the date, the language, the what-if overrides) and show that the result hash matches. With
 * a newer law pack, the parameter values the evaluation used are pinned, so what is compared
 * is the rules' logic, not today's thresholds.
 */
import { valueOn } from '../core/pack.ts';
import type { Pack } from '../core/pack.ts';
import type { PackRegistry } from '../core/registry.ts';
import type { EvaluationResult } from '../core/types.ts';
import { InvalidState } from '../domain/errors.ts';
import type { StoredEvaluation } from '../domain/evaluation.ts';
import { resultHash as hashOf, stableDocument } from '../store/canonical.ts';
import { evaluate } from '../core/engine.ts';
import { parseInputFor } from '../core/input/validate.ts';
import { sitingPackOf } from '../siting/batch.ts';
import { packFor } from '../siting/pack-of.ts';
import { checkDate, checkOverrides, evaluateDocument } from './evaluate-document.ts';

/**
 * The parameter values behind an evaluation, by full id: every parameter of the pack in force
 * on the date (so a later pack can be pinned to them, whichever rules read them), overlaid
 * with the values the findings actually used (which include what-if overrides).
 */
export function parametersOf(pack: Pack | undefined, result: EvaluationResult): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const p of pack?.parameters ?? []) {
    const v = valueOn(p, result.date);
    if (v !== undefined) out[`${result.municipality}/${p.id}`] = v.value;
  }
  for (const f of result.findings) Object.assign(out, f.parameters);
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

const sharedBases = new WeakMap<Pack, Map<string, { values: Record<string, unknown>; doc: Record<string, unknown> }>>();

/**
 * parametersOf for the many evaluations of one pack and date: when the findings used exactly
 * the pack's values on the date (no what-if), every such evaluation gets the same deep-frozen
 * copy, whose canonical JSON the store then computes once (stableDocument). The pack's own
 * values are compared with, never frozen.
 */
export function sharedParametersOf(pack: Pack | undefined, result: EvaluationResult): Record<string, unknown> {
  if (!pack) return parametersOf(pack, result);
  let bases = sharedBases.get(pack);
  if (!bases) {
    bases = new Map();
    sharedBases.set(pack, bases);
  }
  const key = `${result.date}\u0000${result.municipality}`;
  let base = bases.get(key);
  if (!base) {
    if (bases.size > 1000) bases.clear();
    const values = parametersOf(pack, { ...result, findings: [] });
    base = { values, doc: stableDocument(JSON.parse(JSON.stringify(values)) as Record<string, unknown>) };
    bases.set(key, base);
  }
  for (const f of result.findings) {
    for (const k in f.parameters) if (!Object.is(base.values[k], f.parameters[k])) return parametersOf(pack, result);
  }
  return base.doc;
}

/** What differs between two results: top-level fields, then findings by rule. */
export function differences(a: EvaluationResult, b: EvaluationResult): string[] {
  const out: string[] = [];
  for (const k of ['municipality', 'date', 'lang', 'lawPackVersion', 'activity', 'verdict', 'class'] as const) {
    if (a[k] !== b[k]) out.push(`${k}: ${JSON.stringify(a[k])} → ${JSON.stringify(b[k])}`);
  }
  const byRule = new Map(b.findings.map((f) => [f.rule, f]));
  for (const f of a.findings) {
    const g = byRule.get(f.rule);
    if (!g) out.push(`finding ${f.rule}: no longer evaluated`);
    else if (hashOf(f) !== hashOf(g))
      out.push(`finding ${f.rule}: ${f.status} → ${g.status}${f.message !== g.message ? ' (message changed)' : ''}`);
    byRule.delete(f.rule);
  }
  for (const r of byRule.keys()) out.push(`finding ${r}: new`);
  if (out.length === 0 && hashOf(a) !== hashOf(b)) out.push('details of the result (missing facts, summary or class detail)');
  return out;
}

/**
 * Recomputes what was stored: every rule of the pack, or — for a result of a batch
 * re-evaluation (ruleSet 'siting') — its distance rules only, exactly as the re-evaluation
 * ran them. The synthetic registries' municipalities ("salvador-ba~017") use their
 * original's pack, as the re-evaluation does.
 */
function recompute(packs: PackRegistry, pack: Pack, stored: StoredEvaluation, overrides: Record<string, unknown>, today: string) {
  if (stored.ruleSet !== 'siting') {
    // A future-dated evaluation (--allow-future) is recomputed as it was: with the law as known then.
    const knownOn = stored.result.lawAsKnownOn;
    const opts = { date: stored.date, fallbackDate: knownOn ?? today, lang: stored.lang, overrides, allowFuture: knownOn !== undefined };
    return evaluateDocument(packs, stored.input, opts).result;
  }
  // The pack's own input schema: a synthetic clone's id is not in the registry, its pack is.
  const input = parseInputFor(pack, stored.input);
  checkOverrides(pack, overrides);
  return evaluate(sitingPackOf(pack), input, { date: checkDate(pack, stored.date), lang: stored.lang, overrides });
}

export function reproduce(packs: PackRegistry, stored: StoredEvaluation, today: string) {
  const pack = packFor(packs, stored.municipality);
  if (!pack)
    throw new InvalidState({
      pt: `O pacote de lei de ${stored.municipality} não está mais disponível.`,
      en: `The law pack of ${stored.municipality} is no longer available.`,
    });
  const samePack = pack.version === stored.lawPackVersion;
  // With a newer pack, pin the parameter values the evaluation used (those that still exist),
  // so what is compared is the rules' logic, not today's thresholds.
  const pinned: Record<string, unknown> = {};
  if (!samePack) {
    for (const [k, v] of Object.entries(stored.parameters)) {
      if (pack.paramIndex.has(k.slice(pack.id.length + 1)) && k.startsWith(`${pack.id}/`)) pinned[k] = v;
    }
  }
  const result = recompute(packs, pack, stored, { ...pinned, ...stored.overrides }, today);
  const comparable: EvaluationResult = samePack
    ? result
    : { ...result, overrides: stored.overrides, lawPackVersion: stored.lawPackVersion };
  const recomputedHash = hashOf(comparable);
  return {
    evaluationId: stored.id,
    matches: recomputedHash === stored.resultHash,
    storedHash: stored.resultHash,
    recomputedHash,
    lawPackVersion: stored.lawPackVersion,
    currentLawPackVersion: pack.version,
    parametersPinned: !samePack,
    differences: recomputedHash === stored.resultHash ? [] : differences(stored.result, comparable),
    result,
  };
}
