/** Helpers shared by the routes that update versioned records. */
import { etagOf, parseIfMatch } from './etag.ts';
import type { Ctx } from './http.ts';
import { HttpProblem, staleVersion } from './problem.ts';

/**
 * The version to update from: the If-Match header's (428 without it), checked against what
 * was just read so a stale client learns at once (412). The repository checks again
 * atomically, which is what settles a race between two requests.
 */
export function expectedVersion(c: Ctx, current: { version: number }, entity: string, id: string): number {
  const want = parseIfMatch(c.req.header('if-match'));
  if (want === 'any') return current.version;
  if (want !== current.version) {
    throw new HttpProblem(
      'precondition-failed',
      staleVersion(entity, id, want, current.version),
      [{ field: 'If-Match', found: etagOf(want), expected: etagOf(current.version) }],
      { headers: { etag: etagOf(current.version) } },
    );
  }
  return want;
}

export function versionHeaders(rec: { version: number }, location?: string): Record<string, string> {
  const h: Record<string, string> = { etag: etagOf(rec.version) };
  if (location) h.location = location;
  return h;
}
