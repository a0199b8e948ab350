/**
 * Facts named once: a dotted path typed against the input type both names a fact (in
 * findings, in "cannot evaluate: missing …") and reads it. `FactPath<I>` is every path to a
 * field through nested objects (arrays and unions with scalars are leaves), `PathValue<I, P>`
 * the type found there. A typo or a field another law's vocabulary defines is a compile error.
 */

type Obj = Record<string, unknown>;
type Depth = [never, 0, 1, 2, 3, 4];

/** Whether a field's type is a plain object to descend into (not an array, not a scalar union). */
type Descend<T> = [T] extends [readonly unknown[]] ? false : [T] extends [Obj] ? true : false;

/** Every dotted path of T (up to 4 levels). */
export type FactPath<T, D extends number = 4> = [D] extends [never]
  ? never
  : T extends Obj
    ? {
        [K in keyof T & string]-?: K | (Descend<NonNullable<T[K]>> extends true ? `${K}.${FactPath<NonNullable<T[K]>, Depth[D]>}` : never);
      }[keyof T & string]
    : never;

/** The type of the field at path P of T (undefined included when any step is optional). */
export type PathValue<T, P extends string> = P extends `${infer K}.${infer R}`
  ? K extends keyof NonNullable<T>
    ? PathValue<NonNullable<T>[K], R> | (undefined extends NonNullable<T>[K] ? undefined : never)
    : never
  : P extends keyof NonNullable<T>
    ? NonNullable<T>[P]
    : never;

/** Paths of T whose value is of type V (e.g. the numbers a threshold rule can compare). */
export type PathTo<T, V> = { [P in FactPath<T>]: NonNullable<PathValue<T, P>> extends V ? P : never }[FactPath<T>];

/** A fact path: keys of letters, digits, `_`, `$` and `-`, joined by dots. */
const PATH = /^[A-Za-z0-9_$-]+(\.[A-Za-z0-9_$-]+)*$/;

const readers = new Map<string, (root: unknown) => unknown>();

/**
 * A reader for one path, compiled once: each path gets its own function, so its property reads
 * stay monomorphic — a generic loop over keys is three times slower, and facts are read by the
 * thousand per second. Only paths of plain keys are compiled (each key quoted with JSON).
 */
export function pathReader(path: string): (root: unknown) => unknown {
  let r = readers.get(path);
  if (!r) {
    if (!PATH.test(path)) throw new Error(`not a fact path: ${JSON.stringify(path)}`);
    const body = `return root${path
      .split('.')
      .map((k) => `?.[${JSON.stringify(k)}]`)
      .join('')};`;
    r = new Function('root', body) as (root: unknown) => unknown;
    readers.set(path, r);
  }
  return r;
}

/** Reads a dotted path; undefined when any step is absent. */
export function readPath(root: unknown, path: string): unknown {
  return pathReader(path)(root);
}
