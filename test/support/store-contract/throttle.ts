/**
 * The repository contract, part: rate limits (repo.throttle, table rate_limits). Each attempt
 * is counted and decided in one atomic statement: concurrent attempts — from one process or
 * from two connections, as two `glp serve --workers` would — never exceed the limit.
 */
import assert from 'node:assert/strict';
import { openRepository } from '../../../src/store/open.ts';
import { type BudgetRule, type DelayRule, delayAfter } from '../../../src/store/throttle.ts';
import type { WorldTest } from './world.ts';

const T = 1_750_000_000_000; // a time in ms since the epoch, beyond 32 bits
const BUDGET: BudgetRule = { burst: 5, intervalMs: 60_000 };
const DELAY: DelayRule = { free: 3, baseMs: 1000, maxMs: 8000, resetMs: 900_000 };

export function throttleContract(it: WorldTest): void {
  it('a budget allows `burst` attempts at once, then one per interval, and says how long to wait', async ({ repo }) => {
    for (let i = 0; i < 5; i++) assert.deepEqual(await repo.throttle.spend('ip:a', BUDGET, T), { ok: true }, `attempt ${i + 1}`);
    assert.deepEqual(await repo.throttle.spend('ip:a', BUDGET, T), { ok: false, retryAfterMs: 60_000 });
    // A refused attempt counts nothing: one interval later, exactly one more is allowed.
    assert.deepEqual(await repo.throttle.spend('ip:a', BUDGET, T + 59_999), { ok: false, retryAfterMs: 1 });
    assert.deepEqual(await repo.throttle.spend('ip:a', BUDGET, T + 60_000), { ok: true });
    assert.equal((await repo.throttle.spend('ip:a', BUDGET, T + 60_000)).ok, false);
    assert.deepEqual(await repo.throttle.spend('ip:b', BUDGET, T), { ok: true }, 'keys are independent');
    // A refund gives one attempt back.
    await repo.throttle.refund('ip:a', BUDGET, T + 60_000);
    assert.deepEqual(await repo.throttle.spend('ip:a', BUDGET, T + 60_000), { ok: true });
  });

  it('a delay lets `free` attempts through, then waits longer after each, up to its maximum; clear forgets', async ({ repo }) => {
    let now = T;
    for (let i = 0; i < 3; i++) assert.deepEqual(await repo.throttle.attempt('acct:x', DELAY, now), { ok: true });
    // After the 3rd attempt (= free): 1 s; the 4th: 2 s; the 5th: 4 s; then 8 s, the maximum.
    for (const wait of [1000, 2000, 4000, 8000, 8000]) {
      assert.deepEqual(await repo.throttle.attempt('acct:x', DELAY, now + wait - 1), { ok: false, retryAfterMs: 1 });
      now += wait;
      assert.deepEqual(await repo.throttle.attempt('acct:x', DELAY, now), { ok: true });
    }
    assert.equal(delayAfter(DELAY, 2), 0);
    assert.equal(delayAfter(DELAY, 3), 1000);
    assert.equal(delayAfter(DELAY, 100), 8000);
    await repo.throttle.clear('acct:x');
    assert.deepEqual(await repo.throttle.attempt('acct:x', DELAY, now), { ok: true });
    // Forgotten after resetMs without an attempt.
    for (let i = 0; i < 3; i++) await repo.throttle.attempt('acct:y', DELAY, T);
    assert.equal((await repo.throttle.attempt('acct:y', DELAY, T + 999)).ok, false);
    assert.deepEqual(await repo.throttle.attempt('acct:y', DELAY, T + 900_001), { ok: true });
    assert.deepEqual(await repo.throttle.attempt('acct:y', DELAY, T + 900_001), { ok: true }, 'counting starts again');
  });

  it('concurrent attempts from two connections never exceed the limit', async ({ repo, target }) => {
    const second = await openRepository({ ...target.opts, migrate: false });
    try {
      const both = [repo, second];
      const budget = await Promise.all(Array.from({ length: 40 }, (_, i) => both[i % 2]!.throttle.spend('ip:flood', BUDGET, T)));
      assert.equal(budget.filter((v) => v.ok).length, 5);
      const delay = await Promise.all(Array.from({ length: 40 }, (_, i) => both[i % 2]!.throttle.attempt('acct:flood', DELAY, T)));
      assert.equal(delay.filter((v) => v.ok).length, 3, 'the free attempts; the third starts the first delay');
    } finally {
      await second.close();
    }
  });

  it('purge deletes what no longer limits anything, and only that', async ({ repo, target }) => {
    await repo.throttle.spend('ip:old', BUDGET, T);
    await repo.throttle.attempt('acct:recent', DELAY, T + 3_600_000);
    assert.equal(await repo.throttle.purge(T + 3_600_000), 1);
    const rows = await target.raw('SELECT key_hash FROM rate_limits');
    assert.equal(rows.length, 1);
    assert.match(String(rows[0]?.['key_hash']), /^[0-9a-f]{64}$/, 'keys are stored hashed');
  });
}
