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

const split = new Map<string, readonly string[]>();

/** Reads a dotted path; undefined when any step is absent. */
export function readPath(root: unknown, path: string): unknown {
  let keys = split.get(path);
  if (!keys) {
    keys = path.split('.');
    split.set(path, keys);
  }
  let cur: unknown = root;
  for (const k of keys) {
    if (cur === null || cur === undefined || typeof cur !== 'object') return undefined;
    cur = (cur as Obj)[k];
  }
  return cur;
}
