/**
 * Idempotency-Key on creating requests (IETF draft-ietf-httpapi-idempotency-key-header): a
 * client that retries a POST after a timeout sends the same key, and gets the first
 * response back instead of a duplicate record.
 *
 *   same key + same request   → the stored response, with `Idempotent-Replayed: true`
 *   same key + other request  → 422
 *   same key while the first is still running (any worker process) → 409, retry shortly
 *
 * Keys are per user. Only successful (2xx) responses are stored, so a request refused for a
 * fixable reason can be corrected and retried under the same key.
 */
import { sha256 } from '../auth/secrets.ts';
import { readJson } from './body.ts';
import type { Ctx } from './context.ts';
import { HttpProblem } from './problem.ts';

/** A claim older than this belongs to a process that died mid-request and may be taken over. */
const STALE_CLAIM_MS = 60_000;

/** Headers worth replaying with the stored body. */
const KEPT = ['content-type', 'location', 'etag'];

export async function idempotent(c: Ctx, run: () => Promise<Response>): Promise<Response> {
  const key = c.req.header('idempotency-key') ?? '';
  if (!/^[\x21-\x7e]{1,255}$/.test(key)) {
    const found = key.length > 40 ? `${JSON.stringify(key.slice(0, 37))}...` : JSON.stringify(key);
    throw new HttpProblem('invalid-header', `Idempotency-Key: found ${found}, expected 1–255 visible ASCII characters`, [
      { field: 'Idempotency-Key', found, expected: '1–255 visible ASCII characters (a UUID is a good key)' },
    ]);
  }
  const principal = c.get('principal');
  const userId = principal?.user.id ?? 'anonymous';
  const { repo } = c.get('deps');
  await readJson(c);
  const url = new URL(c.req.url);
  const fingerprint = sha256(`${c.req.method} ${url.pathname}${url.search}\n${c.get('rawBody') ?? ''}`);

  // The claim is atomic in the database, so it holds across `glp serve --workers N`.
  const claim = await repo.claimIdempotent(userId, key, fingerprint, STALE_CLAIM_MS);
  if (claim.state === 'existing') {
    if (claim.requestHash !== fingerprint) {
      throw new HttpProblem(
        'idempotency-key-reused',
        'This Idempotency-Key was already used for a different request; use a new key for a new request.',
        [{ field: 'Idempotency-Key', found: JSON.stringify(key), expected: 'a key not used before for another request' }],
      );
    }
    if (claim.status === 0) {
      throw new HttpProblem(
        'idempotency-in-progress',
        'The first request with this Idempotency-Key is still running; retry shortly.',
        undefined,
        {
          headers: { 'retry-after': '1' },
        },
      );
    }
    const saved = JSON.parse(claim.body) as { h: Record<string, string>; b: string };
    return new Response(saved.b, { status: claim.status, headers: { ...saved.h, 'idempotent-replayed': 'true' } });
  }

  let res: Response;
  try {
    res = await run();
  } catch (e) {
    await releaseQuietly(c, userId, key);
    throw e;
  }
  if (res.status >= 200 && res.status < 300) {
    const text = await res.clone().text();
    const h: Record<string, string> = {};
    for (const k of KEPT) {
      const v = res.headers.get(k);
      if (v !== null) h[k] = v;
    }
    try {
      await repo.putIdempotent(userId, key, { requestHash: fingerprint, status: res.status, body: JSON.stringify({ h, b: text }) });
    } catch (e) {
      // The record was created; failing to remember the key must not turn success into an error.
      c.get('deps').logError(c.get('requestId'), e);
    }
  } else {
    // Only successes are remembered: a request refused for a fixable reason may be retried.
    await releaseQuietly(c, userId, key);
  }
  return res;
}

async function releaseQuietly(c: Ctx, userId: string, key: string): Promise<void> {
  try {
    await c.get('deps').repo.releaseIdempotent(userId, key);
  } catch (e) {
    c.get('deps').logError(c.get('requestId'), e);
  }
}
