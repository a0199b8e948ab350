/**
 * A long text stored as it is and its UTF-8 bytes, encoded once (issue #13).
 *
 * A stored evaluation's result (≈ 15 KB of canonical JSON) was encoded to UTF-8 five times on
 * its way out: for its sha256, twice by the PostgreSQL driver (its length, then its bytes), and
 * twice more for the HTTP response (Content-Length, then the socket). One character outside
 * Latin-1 ("→" in a message) makes V8 keep the whole text as UTF-16, and each of those passes
 * then costs 7–9 µs. Encoded once here, the same bytes are hashed, sent to PostgreSQL as the
 * parameter's value, and written as the response body (docs/benchmarks.md, "Issue 13, stop 45").
 *
 * As a statement parameter (engine.ts `Param`) it is the text on SQLite (better-sqlite3 would
 * store bytes as a BLOB) and the bytes on PostgreSQL, sent in binary format: for a `text`
 * column that is the UTF-8 text itself, checked by the server as any text is.
 */
export class Utf8Text {
  constructor(
    readonly text: string,
    readonly bytes: Buffer,
  ) {}

  static of(text: string): Utf8Text {
    return new Utf8Text(text, utf8Bytes(text));
  }
}

/** Past this (3 bytes a UTF-16 unit at most), a text is encoded on its own instead of through the scratch buffer. */
const SCRATCH_MAX = 4 * 1024 * 1024;
let scratch = Buffer.allocUnsafeSlow(64 * 1024);

/**
 * The UTF-8 bytes of `s`, as Buffer.from(s) gives them (a lone surrogate as U+FFFD). One pass:
 * written into a buffer large enough for any text of that length, then copied out at its size
 * (Buffer.from measures the text first, a second pass over it).
 */
export function utf8Bytes(s: string): Buffer {
  const max = s.length * 3;
  if (max > SCRATCH_MAX) return Buffer.from(s, 'utf8');
  if (max > scratch.length) scratch = Buffer.allocUnsafeSlow(Math.max(max, scratch.length * 2));
  const n = scratch.write(s, 'utf8');
  const out = Buffer.allocUnsafe(n);
  scratch.copy(out, 0, 0, n);
  return out;
}
