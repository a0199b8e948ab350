/**
 * Login rate limiting: a fixed budget of failed attempts per key (account, IP) in a sliding
 * window. In memory, per process: enough for one server; behind several processes each has
 * its own budget, which only multiplies the attacker's budget by the process count.
 */
export interface RateLimitOptions {
  /** Failures allowed in the window. */
  max: number;
  windowMs: number;
  /** Keys tracked at most (oldest dropped first) so a flood of IPs cannot exhaust memory. */
  maxKeys?: number;
}

export class RateLimiter {
  private readonly hits = new Map<string, number[]>();
  constructor(
    private readonly opts: RateLimitOptions,
    private readonly now: () => number = Date.now,
  ) {}

  private recent(key: string): number[] {
    const t = this.now();
    const list = (this.hits.get(key) ?? []).filter((x) => t - x < this.opts.windowMs);
    if (list.length === 0) this.hits.delete(key);
    else this.hits.set(key, list);
    return list;
  }

  /** Seconds until the key may try again, or 0 when it may now. */
  retryAfter(key: string): number {
    const list = this.recent(key);
    if (list.length < this.opts.max) return 0;
    const oldest = list[list.length - this.opts.max] as number;
    return Math.max(1, Math.ceil((oldest + this.opts.windowMs - this.now()) / 1000));
  }

  fail(key: string): void {
    const list = this.recent(key);
    list.push(this.now());
    this.hits.delete(key);
    this.hits.set(key, list);
    const cap = this.opts.maxKeys ?? 100_000;
    while (this.hits.size > cap) {
      const first = this.hits.keys().next().value;
      if (first === undefined) break;
      this.hits.delete(first);
    }
  }

  reset(key: string): void {
    this.hits.delete(key);
  }
}
