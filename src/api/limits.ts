/**
 * Budgets per client (issue #9 item 2):
 *
 * - every request made without signing in, per client address, in this process (a token
 *   bucket in memory: cheap enough for every request; /api/health is exempt so that a
 *   monitor is never refused). With `--workers N` a client's budget is N times this.
 * - heavy requests (viability maps), per client — the signed-in user, else the address —
 *   counted in the store, shared by every process (repo.throttle), then at most
 *   `inFlightPerClient` of one client running or waiting at once in this process.
 *
 * Over budget: 429 with Retry-After.
 */
import type { MiddlewareHandler } from 'hono';
import type { BudgetRule, Verdict } from '../store/throttle.ts';
import { clientIp, clientKey } from './client.ts';
import type { AppEnv, Ctx } from './context.ts';
import { HttpProblem } from './problem.ts';

/** A budget kept in this process's memory (GCRA: one timestamp per key), for at most `maxKeys` keys. */
export class LocalBudget {
  private readonly tat = new Map<string, number>();
  constructor(private readonly maxKeys = 50_000) {}

  spend(key: string, rule: BudgetRule, now: number): Verdict {
    const start = Math.max(this.tat.get(key) ?? now, now);
    const slack = (rule.burst - 1) * rule.intervalMs;
    if (start - now > slack) return { ok: false, retryAfterMs: start - slack - now };
    this.tat.delete(key); // re-inserted last: the map's order is the eviction order
    this.tat.set(key, start + rule.intervalMs);
    // Full: the key used least recently goes (a flood of addresses cannot exhaust memory).
    if (this.tat.size > this.maxKeys) this.tat.delete(this.tat.keys().next().value as string);
    return { ok: true };
  }
}

export function tooMany(what: string, retryAfterMs: number): HttpProblem {
  const s = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new HttpProblem('too-many-requests', `${what}; retry in ${s} s.`, undefined, { headers: { 'retry-after': String(s) } });
}

/** Requests without sign-in: a budget per client address in this process. */
export function anonymousLimit(): MiddlewareHandler<AppEnv> {
  const budget = new LocalBudget();
  return async (c, next) => {
    if (c.get('principal') === null && c.req.path !== '/api/health') {
      const ip = clientIp(c);
      // In-process requests (tests, embedding) have no socket and no address to count against.
      if (ip !== 'unknown') {
        const v = budget.spend(ip, c.get('deps').config.anonymousRate, Date.now());
        if (!v.ok) throw tooMany('Too many requests from your address without signing in', v.retryAfterMs);
      }
    }
    return next();
  };
}

const inFlight = new WeakMap<object, Map<string, number>>();

/**
 * Admits one heavy request of this client, or throws 429: the client's budget in the store
 * (shared by every process), then its requests in flight here. Returns the release to call
 * when the request is done (in a finally).
 */
export async function admitHeavy(c: Ctx): Promise<() => void> {
  const deps = c.get('deps');
  const limits = deps.config.heavy;
  const key = clientKey(c);
  const signedIn = c.get('principal') !== null;
  let running = inFlight.get(deps);
  if (!running) {
    running = new Map();
    inFlight.set(deps, running);
  }
  const n = running.get(key) ?? 0;
  if (n >= limits.inFlightPerClient) throw tooMany(`You already have ${n} maps being computed`, 1000);
  running.set(key, n + 1); // before the await: a concurrent request of the same client sees it
  const map = running;
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    const left = (map.get(key) ?? 1) - 1;
    if (left <= 0) map.delete(key);
    else map.set(key, left);
  };
  const v = await deps.repo.throttle
    .spend(`heavy:${key}`, signedIn ? limits.userBudget : limits.anonymousBudget, Date.now())
    .catch((e: unknown) => {
      release();
      throw e;
    });
  if (!v.ok) {
    release();
    throw tooMany('Too many maps asked for', v.retryAfterMs);
  }
  return release;
}
