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
  const params = [
    text('userId', userId),
    text('key', key),
    text('requestHash', rec.requestHash),
    rec.status,
    text('body', rec.body),
    now(),
  ];
  // Not audited, but written like every write: in the next batch of the group commit, durable
  // when it resolves (a request with an Idempotency-Key would otherwise pay two commits of its own).
  await c.group.submit((tx) =>
    tx.run(
      `INSERT INTO idempotency (user_id, key, request_hash, status, body, created_at) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (user_id, key) DO UPDATE SET request_hash = excluded.request_hash, status = excluded.status, body = excluded.body
       WHERE idempotency.status = 0`,
      params,
    ),
  );
}

type Claim = { state: 'claimed' } | { state: 'existing'; requestHash: string; status: number; body: string };

export async function claimIdempotent(c: SqlCore, userId: string, key: string, requestHash: string, staleAfterMs: number): Promise<Claim> {
  const u = text('userId', userId);
  const k = text('key', key);
  const h = text('requestHash', requestHash);
  return c.group.submit(async (tx): Promise<Claim> => {
    // The primary key makes the insert the lock: exactly one caller inserts the pending row.
    const inserted = await tx.run(
      "INSERT INTO idempotency (user_id, key, request_hash, status, body, created_at) VALUES (?, ?, ?, 0, '', ?) ON CONFLICT (user_id, key) DO NOTHING",
      [u, k, h, now()],
    );
    if (inserted > 0) return { state: 'claimed' };
    // The row exists and no one deletes it but its claimant's release — which the write lock
    // (SQLite) or the row's lock (PostgreSQL, READ COMMITTED: this read sees it committed) orders.
    const row = await tx.get<Row>('SELECT request_hash, status, body, created_at FROM idempotency WHERE user_id = ? AND key = ?', [u, k]);
    if (!row) {
      // Released between the two statements (PostgreSQL): the key is free again.
      const again = await tx.run(
        "INSERT INTO idempotency (user_id, key, request_hash, status, body, created_at) VALUES (?, ?, ?, 0, '', ?) ON CONFLICT (user_id, key) DO NOTHING",
        [u, k, h, now()],
      );
      if (again > 0) return { state: 'claimed' };
      throw new Error('idempotency key claimed and released concurrently twice; retry');
    }
    const existing = {
      state: 'existing' as const,
      requestHash: str(row['request_hash']),
      status: num(row['status']),
      body: str(row['body']),
    };
    if (existing.status !== 0) return existing;
    const createdAt = str(row['created_at']);
    if (createdAt >= new Date(Date.now() - staleAfterMs).toISOString()) return existing;
    // The claimant died: take the claim over, unless someone else just did.
    const taken = await tx.run(
      'UPDATE idempotency SET request_hash = ?, created_at = ? WHERE user_id = ? AND key = ? AND status = 0 AND created_at = ?',
      [h, now(), u, k, createdAt],
    );
    return taken > 0 ? { state: 'claimed' } : existing;
  });
}

export async function releaseIdempotent(c: SqlCore, userId: string, key: string): Promise<void> {
  const params = [text('userId', userId), text('key', key)];
  await c.group.submit((tx) => tx.run('DELETE FROM idempotency WHERE user_id = ? AND key = ? AND status = 0', params));
}
