/**
 * Requests being handled, so that a server stopping cleanly closes its store only after the
 * last of them has finished. Closing the listening socket is not enough: a connection forced
 * shut (after the grace period) ends while its handler may still be evaluating, and that
 * handler would then write to a closed store — an answer nobody receives, and a 500 in the
 * log. A write that is acknowledged is durable either way; this keeps the stop quiet and exact.
 */
export class InFlight {
  private count = 0;
  private waiting: (() => void)[] = [];

  /** Runs one request's handling, counted. */
  async track<T>(f: () => Promise<T>): Promise<T> {
    this.count += 1;
    try {
      return await f();
    } finally {
      this.count -= 1;
      if (this.count === 0) for (const done of this.waiting.splice(0)) done();
    }
  }

  get size(): number {
    return this.count;
  }

  /** Resolves when no request is being handled, or after `timeoutMs` (a handler stuck for that long is abandoned). */
  drained(timeoutMs: number): Promise<void> {
    if (this.count === 0) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, timeoutMs);
      this.waiting.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
}
