/** Idempotency-Key records (per user and key), claimed atomically across processes. */
import type { Row } from '../engine.ts';
import type { SqlCore } from './core.ts';
import { now, num, str, text } from './values.ts';

export async function getIdempotent(
  c: SqlCore,
  userId: string,
  key: string,
): Promise<{ requestHash: string; status: number; body: string } | null> {
  // A pending claim (status 0) is not a stored response.
  const r = await c.db.get<Row>('SELECT request_hash, status, body FROM idempotency WHERE user_id = ? AND key = ? AND status <> 0', [
    text('userId', userId),
    text('key', key),
  ]);
  return r ? { requestHash: str(r['request_hash']), status: num(r['status']), body: str(r['body']) } : null;
}

/**
 * The first response recorded for a key stays: a racing duplicate does not replace it. A
 * pending claim (status 0) is completed by it.
 */
export async function putIdempotent(
  c: SqlCore,
  userId: string,
  key: string,
  rec: { requestHash: string; status: number; body: string },
): Promise<void> {
  await c.db.run(
    `INSERT INTO idempotency (user_id, key, request_hash, status, body, created_at) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (user_id, key) DO UPDATE SET request_hash = excluded.request_hash, status = excluded.status, body = excluded.body
     WHERE idempotency.status = 0`,
    [text('userId', userId), text('key', key), text('requestHash', rec.requestHash), rec.status, text('body', rec.body), now()],
  );
}

export async function claimIdempotent(
  c: SqlCore,
  userId: string,
  key: string,
  requestHash: string,
  staleAfterMs: number,
): Promise<{ state: 'claimed' } | { state: 'existing'; requestHash: string; status: number; body: string }> {
  const u = text('userId', userId);
  const k = text('key', key);
  const h = text('requestHash', requestHash);
  // The primary key makes the insert the lock: exactly one caller inserts the pending row.
  const inserted = await c.db.run(
    "INSERT INTO idempotency (user_id, key, request_hash, status, body, created_at) VALUES (?, ?, ?, 0, '', ?) ON CONFLICT (user_id, key) DO NOTHING",
    [u, k, h, now()],
  );
  if (inserted > 0) return { state: 'claimed' };
  const row = await c.db.get<Row>('SELECT request_hash, status, body, created_at FROM idempotency WHERE user_id = ? AND key = ?', [u, k]);
  if (!row) return claimIdempotent(c, userId, key, requestHash, staleAfterMs);
  const existing = {
    state: 'existing' as const,
    requestHash: str(row['request_hash']),
    status: num(row['status']),
    body: str(row['body']),
  };
  if (existing.status !== 0) return existing;
  const stale = new Date(Date.now() - staleAfterMs).toISOString();
  const createdAt = str(row['created_at']);
  if (createdAt >= stale) return existing;
  // The claimant died: take the claim over, unless someone else just did.
  const taken = await c.db.run(
    'UPDATE idempotency SET request_hash = ?, created_at = ? WHERE user_id = ? AND key = ? AND status = 0 AND created_at = ?',
    [h, now(), u, k, createdAt],
  );
  return taken > 0 ? { state: 'claimed' } : claimIdempotent(c, userId, key, requestHash, staleAfterMs);
}

export async function releaseIdempotent(c: SqlCore, userId: string, key: string): Promise<void> {
  await c.db.run('DELETE FROM idempotency WHERE user_id = ? AND key = ? AND status = 0', [text('userId', userId), text('key', key)]);
}
