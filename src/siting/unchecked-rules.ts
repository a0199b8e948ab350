/**
 * Rules of the law the viability map does not check where it calls ground "allowed": the rules a
 * lot's zone decides that the map cannot draw (a zoning of an external norm, a zone layer not
 * registered) and the rules whose distances wait on a table not loaded and are measured on the
 * lot (Nova Odessa art. 9, ANEXO I, not in the received text). The map's "allowed" is allowed
 * only as to what it draws, and names these (docs/adr/0016-allowed-only-as-to-distances.md).
 * Nothing here names a municipality: the rules are found by asking the engine.
 */
import { evaluate } from '../core/engine.ts';
import type { Pack } from '../core/pack.ts';
import type { Lang } from '../core/types.ts';
import { type ProbeOptions, probeInput, probeKey, withoutDistanceRules } from './area-rules.ts';

export interface UncheckedRule {
  rule: string;
  citation: string;
  /** zone: a zone requirement the map cannot draw; norm-not-loaded: distances of a table not loaded, measured on the lot. */
  reason: 'zone' | 'norm-not-loaded';
  /** Why, in the map's language. */
  detail: string;
}

const cache = new Map<string, { rule: string; citation: string; message: string; norms: string[] }[]>();

/**
 * The rules other than the distance rules that wait on a norm table not loaded (a "norm:" fact):
 * their distances are unknown everywhere, and a map drawn from the registry cannot show them.
 */
export function normWaitingRules(
  pack: Pack,
  opts: ProbeOptions & { lang?: Lang },
): { rule: string; citation: string; message: string; norms: string[] }[] {
  // The findings' messages are in the map's language: it is part of the key.
  const key = `${probeKey(pack, opts)}|${opts.lang ?? 'pt'}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const input = probeInput(
    pack,
    opts.activity,
    opts.normClass ?? 'I',
    { insideUrbanPerimeter: true, distanceToUrbanPerimeterM: 0 },
    opts.siteClass,
  );
  const res = evaluate(withoutDistanceRules(pack), input, { date: opts.date, overrides: opts.overrides ?? {}, lang: opts.lang ?? 'pt' });
  const out = res.findings
    .filter((f) => f.status === 'cannot-evaluate' && (f.missing ?? []).some((m) => m.startsWith('norm:')))
    .map((f) => ({
      rule: f.rule,
      citation: f.citation.text,
      message: f.message,
      norms: (f.missing ?? []).filter((m) => m.startsWith('norm:')).map((m) => m.slice(5)),
    }));
  if (cache.size > 200) cache.clear();
  cache.set(key, out);
  return out;
}
