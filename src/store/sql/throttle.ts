/**
 * Rate limits on the store's engine (table rate_limits, migration 0003; src/store/throttle.ts
 * says what they mean). Every decision is ONE statement — an UPSERT whose DO UPDATE applies
 * only when the limit allows, RETURNING the row when it did — so it is atomic on SQLite (one
 * writer at a time) and on PostgreSQL (INSERT … ON CONFLICT locks the row) alike, across
 * processes. Autocommit statements, outside the audited write path: an attempt changes no
 * record and is not audited (an attacker must not be able to grow the audit chain at will).
 */
import { sha256Hex } from '../canonical.ts';
import type { Engine, Row } from '../engine.ts';
import { type BudgetRule, type DelayRule, delayAfter, type Throttle, type Verdict } from '../throttle.ts';

function int(name: string, n: number): number {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`rate limit: ${name} must be a non-negative integer, found ${n}`);
  return n;
}

/** CASE expression of the wait after `attempts` (an SQL expression), with the rule's numbers as literals. */
function delaySql(rule: DelayRule, attempts: string): string {
  const steps: string[] = [];
  for (let n = int('free', rule.free); n < rule.free + 40; n++) {
    const d = delayAfter(rule, n);
    steps.push(`WHEN ${attempts} <= ${n} THEN ${int('delay', d)}`);
    if (d >= rule.maxMs) break;
  }
  return `CASE WHEN ${attempts} < ${rule.free} THEN 0 ${steps.join(' ')} ELSE ${int('maxMs', rule.maxMs)} END`;
}

export class SqlThrottle implements Throttle {
  constructor(private readonly db: Engine) {}

  async spend(key: string, rule: BudgetRule, nowMs: number): Promise<Verdict> {
    const now = int('now', nowMs);
    const interval = int('intervalMs', rule.intervalMs);
    // GCRA: the budget is spent up to `tat`; an attempt is allowed while tat − now stays within (burst − 1) intervals.
    if (int('burst', rule.burst) < 1) throw new Error('rate limit: burst must be at least 1');
    const slack = (rule.burst - 1) * interval;
    // Parameters in arithmetic are cast: PostgreSQL would otherwise take them as 32-bit integers.
    const start = 'CASE WHEN rate_limits.tat > CAST(? AS BIGINT) THEN rate_limits.tat ELSE CAST(? AS BIGINT) END';
    const row = await this.db.get<Row>(
      `INSERT INTO rate_limits (key_hash, tat, attempts, updated_at, expires_at) VALUES (?, ?, 0, ?, ?)
       ON CONFLICT (key_hash) DO UPDATE SET tat = ${start} + CAST(? AS BIGINT), updated_at = ?, expires_at = ${start} + CAST(? AS BIGINT)
       WHERE ${start} - CAST(? AS BIGINT) <= CAST(? AS BIGINT)
       RETURNING tat`,
      [sha256Hex(key), now + interval, now, now + interval, now, now, interval, now, now, now, interval, now, now, now, slack],
    );
    if (row) return { ok: true };
    return { ok: false, retryAfterMs: await this.waitFor(key, now, slack) };
  }

  async refund(key: string, rule: BudgetRule, nowMs: number): Promise<void> {
    const now = int('now', nowMs);
    const interval = int('intervalMs', rule.intervalMs);
    await this.db.run(
      `UPDATE rate_limits SET tat = CASE WHEN tat - CAST(? AS BIGINT) > CAST(? AS BIGINT) THEN tat - CAST(? AS BIGINT) ELSE CAST(? AS BIGINT) END,
       updated_at = ? WHERE key_hash = ?`,
      [interval, now, interval, now, now, sha256Hex(key)],
    );
  }

  async attempt(key: string, rule: DelayRule, nowMs: number): Promise<Verdict> {
    const now = int('now', nowMs);
    const reset = int('resetMs', rule.resetMs);
    // Attempts since the last success, this one included; forgotten after resetMs without any.
    const n = `(CASE WHEN rate_limits.updated_at < ${now - reset} THEN 1 ELSE rate_limits.attempts + 1 END)`;
    const first = delayAfter(rule, 1);
    const row = await this.db.get<Row>(
      `INSERT INTO rate_limits (key_hash, tat, attempts, updated_at, expires_at) VALUES (?, ?, 1, ?, ?)
       ON CONFLICT (key_hash) DO UPDATE SET attempts = ${n}, tat = CAST(? AS BIGINT) + ${delaySql(rule, n)}, updated_at = ?,
         expires_at = CAST(? AS BIGINT) + ${delaySql(rule, n)} + CAST(? AS BIGINT)
       WHERE rate_limits.tat <= CAST(? AS BIGINT)
       RETURNING attempts`,
      [sha256Hex(key), now + first, now, now + first + reset, now, now, now, reset, now],
    );
    if (row) return { ok: true };
    return { ok: false, retryAfterMs: await this.waitFor(key, now, 0) };
  }

  async clear(key: string): Promise<void> {
    await this.db.run('DELETE FROM rate_limits WHERE key_hash = ?', [sha256Hex(key)]);
  }

  async purge(nowMs: number): Promise<number> {
    return this.db.run('DELETE FROM rate_limits WHERE expires_at < ?', [int('now', nowMs)]);
  }

  /** How long until the key allows an attempt again (at least 1 ms: the caller was refused). */
  private async waitFor(key: string, now: number, slack: number): Promise<number> {
    const row = await this.db.get<Row>('SELECT tat FROM rate_limits WHERE key_hash = ?', [sha256Hex(key)]);
    const tat = Number(row?.['tat'] ?? now);
    return Math.max(1, tat - slack - now);
  }
}
