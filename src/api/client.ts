/** Who is calling, for per-client budgets: the signed-in user, else the client's address. */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Ctx } from './context.ts';

/**
 * The client's address. Behind a trusted proxy (GLP_TRUST_PROXY), the LAST X-Forwarded-For
 * entry: the one our proxy appended. The first is whatever the client wrote, so trusting it
 * would give every request a fresh budget.
 */
export function clientIp(c: Ctx): string {
  if (c.get('deps').config.trustProxy) {
    const xff = c.req.header('x-forwarded-for')?.split(',').pop()?.trim();
    if (xff && xff.length <= 64) return xff;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // in-process requests (tests) have no socket
  }
}

/** The key a per-client budget counts against: `user:<id>` when signed in, else `ip:<address>`. */
export function clientKey(c: Ctx): string {
  const p = c.get('principal');
  return p ? `user:${p.user.id}` : `ip:${clientIp(c)}`;
}
