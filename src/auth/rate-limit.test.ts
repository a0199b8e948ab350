import assert from 'node:assert/strict';
import { test } from 'node:test';
import { RateLimiter } from './rate-limit.ts';

test('allows max failures in the window, then says how long to wait; the window slides', () => {
  let now = 1_000_000;
  const rl = new RateLimiter({ max: 3, windowMs: 60_000 }, () => now);
  for (let i = 0; i < 3; i++) {
    assert.equal(rl.retryAfter('k'), 0);
    rl.fail('k');
    now += 1000;
  }
  assert.equal(rl.retryAfter('k'), 57); // the first failure leaves the window 57 s from now
  assert.equal(rl.retryAfter('other'), 0);
  now += 57_000;
  assert.equal(rl.retryAfter('k'), 0);
  rl.reset('k');
  assert.equal(rl.retryAfter('k'), 0);
});

test('keeps a bounded number of keys', () => {
  const rl = new RateLimiter({ max: 1, windowMs: 60_000, maxKeys: 100 });
  for (let i = 0; i < 1000; i++) rl.fail(`ip:${i}`);
  assert.equal(rl.retryAfter('ip:999') > 0, true);
  assert.equal(rl.retryAfter('ip:0'), 0, 'oldest keys dropped');
});
