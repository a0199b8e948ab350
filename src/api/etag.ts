/**
 * Optimistic concurrency over HTTP. Every versioned record is served with `ETag: "v<version>"`;
 * an update must send it back in If-Match. The repository applies the update only if the
 * stored version still matches (atomically), so of two officials editing the same record,
 * one wins and the other gets 412 — nobody's change is silently overwritten. An update
 * without If-Match is refused with 428 (RFC 6585) rather than applied blindly.
 */
import { HttpProblem } from './problem.ts';

export function etagOf(version: number): string {
  return `"v${version}"`;
}

/** The version an update is conditioned on, or 'any' for `If-Match: *`. */
export function parseIfMatch(header: string | undefined): number | 'any' {
  if (header === undefined || header.trim() === '') {
    throw new HttpProblem(
      'precondition-required',
      'This update needs an If-Match header with the ETag you read (e.g. If-Match: "v3"), so that it cannot overwrite a change made meanwhile.',
      [{ field: 'If-Match', found: 'nothing', expected: 'the ETag of the record as you read it, e.g. "v3"' }],
    );
  }
  const v = header.trim();
  if (v === '*') return 'any';
  const m = /^"v(\d{1,15})"$/.exec(v);
  if (!m) {
    const found = v.length > 40 ? `${JSON.stringify(v.slice(0, 37))}...` : JSON.stringify(v);
    throw new HttpProblem('invalid-header', `If-Match: found ${found}, expected one strong ETag as served, e.g. "v3"`, [
      { field: 'If-Match', found, expected: 'one strong ETag as served, e.g. "v3" (or *)' },
    ]);
  }
  return Number(m[1]);
}
