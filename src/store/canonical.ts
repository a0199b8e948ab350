/**
 * Canonical JSON (RFC 8785, JCS) and the hashes built on it: the audit chain and the
 * stored evaluations' resultHash. The same value must give the same bytes on every engine,
 * every Node version and every run, or a past decision could not be shown to match.
 */
import { createHash } from 'node:crypto';

/**
 * Keys sorted by UTF-16 code units, no whitespace, numbers in ECMAScript shortest form
 * (what JSON.stringify prints), `undefined` members dropped as JSON.stringify does.
 * Non-finite numbers and bigints throw: JSON cannot carry them, and silently writing
 * `null` would make a hash cover a value other than the one stored.
 */
export function canonicalJson(value: unknown): string {
  return write(value, new Set());
}

function write(v: unknown, seen: Set<object>): string {
  if (v === null) return 'null';
  switch (typeof v) {
    case 'string':
      return JSON.stringify(v);
    case 'boolean':
      return v ? 'true' : 'false';
    case 'number':
      if (!Number.isFinite(v)) throw new TypeError(`canonical JSON: non-finite number ${v}`);
      return JSON.stringify(v);
    case 'object':
      break;
    default:
      throw new TypeError(`canonical JSON: cannot encode a ${typeof v}`);
  }
  const obj = v as object & { toJSON?: () => unknown };
  if (typeof obj.toJSON === 'function') return write(obj.toJSON(), seen);
  if (seen.has(obj)) throw new TypeError('canonical JSON: cyclic value');
  seen.add(obj);
  let out: string;
  if (Array.isArray(obj)) {
    out = `[${obj.map((x) => (x === undefined || typeof x === 'function' ? 'null' : write(x, seen))).join(',')}]`;
  } else {
    const rec = obj as Record<string, unknown>;
    const parts: string[] = [];
    for (const k of Object.keys(rec).sort()) {
      const x = rec[k];
      if (x === undefined || typeof x === 'function') continue;
      parts.push(`${JSON.stringify(k)}:${write(x, seen)}`);
    }
    out = `{${parts.join(',')}}`;
  }
  seen.delete(obj);
  return out;
}

export function sha256Hex(s: string): string {
  return createHash('sha256').update(s, 'utf8').digest('hex');
}

/** The resultHash of a stored evaluation: sha256 of the canonical JSON of the result. */
export function resultHash(result: unknown): string {
  return sha256Hex(canonicalJson(result));
}
