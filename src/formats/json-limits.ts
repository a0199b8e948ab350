/**
 * Limits checked on JSON text before it becomes objects, and on the strings it held after:
 *
 * - nesting depth, counted by a single loop over the characters (no recursion, no objects),
 *   so `[[[[…` 10 000 deep is refused with a plain message instead of overflowing the stack
 *   of whatever walks the parsed value later (validation, canonical hashing, the store);
 * - well-formed strings: JSON may spell a lone UTF-16 surrogate (`"\ud800"`), which no UTF-8
 *   store can keep — SQLite and PostgreSQL would store U+FFFD, silently changing the text
 *   after the API echoed it. Refused, naming where.
 */

/** Deepest nesting of arrays and objects accepted (our documents nest about 8 deep; GeoJSON 6). */
export const MAX_JSON_DEPTH = 64;

/**
 * The nesting depth reached before exceeding `max`, or null when the text stays within it.
 * Strings are skipped (brackets inside them do not count); the text need not be valid JSON
 * (the parser reports syntax afterwards).
 */
export function jsonDepthExceeded(text: string, max: number = MAX_JSON_DEPTH): { depth: number; at: number } | null {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c)
        i++; // backslash: skip the escaped character
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x5b || ch === 0x7b) {
      if (++depth > max) return { depth, at: i };
    } else if (ch === 0x5d || ch === 0x7d) depth--;
  }
  return null;
}

/** The plain sentence for a document nested too deep. */
export function depthMessage(max: number = MAX_JSON_DEPTH): string {
  return `nested more than ${max} levels deep (arrays and objects inside each other)`;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The string with each lone surrogate written as \uXXXX (to name it in a message). */
export function showSurrogates(s: string): string {
  return s.replace(new RegExp(LONE_SURROGATE.source, 'g'), (c) => `\\u${c.charCodeAt(0).toString(16)}`);
}

/** Whether a string is valid Unicode (every surrogate in a pair): what UTF-8 can encode. */
export function isWellFormed(s: string): boolean {
  return !LONE_SURROGATE.test(s);
}

/**
 * The path of the first string (value or key) holding a lone UTF-16 surrogate, or null.
 * Iterative: the value may come from anywhere.
 */
export function illFormedStringPath(value: unknown): string | null {
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length > 0) {
    const [v, path] = stack.pop() as [unknown, string];
    if (typeof v === 'string') {
      if (!isWellFormed(v)) return path === '' ? '(document)' : path;
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push([v[i], `${path}[${i}]`]);
    } else if (v !== null && typeof v === 'object') {
      const keys = Object.keys(v);
      for (let i = keys.length - 1; i >= 0; i--) {
        const k = keys[i] as string;
        const p = path === '' ? k : `${path}.${k}`;
        if (!isWellFormed(k)) return p;
        stack.push([(v as Record<string, unknown>)[k], p]);
      }
    }
  }
  return null;
}
