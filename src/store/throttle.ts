/**
 * Rate limits kept in the store, beside the credentials (table rate_limits, migration 0003):
 * the one state all `glp serve --workers` processes share. Each call counts an attempt and
 * decides in ONE atomic statement, before the caller does the work the limit protects (checks
 * a password, computes a map): concurrent attempts cannot all slip under the limit, whatever
 * process they land on.
 *
 * Two kinds of limit:
 * - a budget (GCRA, a token bucket kept as one timestamp): `burst` attempts at once, then one
 *   more every `intervalMs` — per client address for sign-ins, per client for heavy work;
 * - a growing delay: `free` attempts, then each attempt must wait longer than the one before
 *   (`baseMs`, doubling, at most `maxMs`) — per account for sign-ins, so that an attacker can
 *   slow the owner down by at most the current delay, never lock them out.
 *
 * Keys are hashed before they are stored (an email or an address is not kept as such).
 */

/** `burst` attempts at once, then one every `intervalMs`. */
export interface BudgetRule {
  burst: number;
  intervalMs: number;
}

/** `free` attempts with no wait; after the n-th (n ≥ free): wait min(baseMs·2^(n−free), maxMs). Forgotten after `resetMs` quiet. */
export interface DelayRule {
  free: number;
  baseMs: number;
  maxMs: number;
  resetMs: number;
}

export type Verdict = { ok: true } | { ok: false; retryAfterMs: number };

export interface Throttle {
  /** Counts an attempt against a budget; refused (counting nothing) when the budget is spent. */
  spend(key: string, rule: BudgetRule, nowMs: number): Promise<Verdict>;
  /** Gives back one attempt of a budget (a sign-in that succeeded does not count against its address). */
  refund(key: string, rule: BudgetRule, nowMs: number): Promise<void>;
  /** Counts an attempt against a growing delay; refused (counting nothing) while the current delay runs. */
  attempt(key: string, rule: DelayRule, nowMs: number): Promise<Verdict>;
  /** Forgets the key's attempts (a sign-in that succeeded). */
  clear(key: string): Promise<void>;
  /** Deletes the rows that no longer limit anything; returns how many. */
  purge(nowMs: number): Promise<number>;
}

/** The wait after the n-th counted attempt of a delay rule, in ms. */
export function delayAfter(rule: DelayRule, n: number): number {
  if (n < rule.free) return 0;
  const exp = n - rule.free;
  return exp >= 40 ? rule.maxMs : Math.min(rule.baseMs * 2 ** exp, rule.maxMs);
}
