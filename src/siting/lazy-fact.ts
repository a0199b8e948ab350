/**
 * Facts measured only when read (src/siting/nearby.ts fills the zone's distances this way).
 */

/**
 * A fact measured only if a rule reads it: an exact distance to the nearest residential
 * zone or to the urban perimeter costs tens of microseconds, and only some laws use it
 * (VdC arts. 7, 16, 18). The property is an ordinary enumerable value once read, so the
 * filled document serialises and compares like any other.
 *
 * The accessor's functions are shared by every object (one pair a key; the measure waits in
 * the object's LAZY table): V8 keeps an accessor's functions in the object's hidden class, and
 * new closures for each object made a new hidden class each time, kept in the old generation
 * until a full collection with everything the closures reached (the lot, the registry's areas).
 * The same was measured on stored evaluations' records (src/store/evaluation-record.ts).
 */
export function lazyFact(obj: object, key: string, compute: () => number): void {
  let pending = (obj as { [LAZY]?: Record<string, (() => number) | undefined> })[LAZY];
  if (pending === undefined) {
    pending = {};
    Object.defineProperty(obj, LAZY, { value: pending });
  }
  pending[key] = compute;
  Object.defineProperty(obj, key, lazyAccessor(key));
}

const LAZY = Symbol('facts measured when read');
const lazyAccessors = new Map<string, PropertyDescriptor>();

function lazyAccessor(key: string): PropertyDescriptor {
  let d = lazyAccessors.get(key);
  if (d === undefined) {
    const plain = (obj: object, value: unknown) =>
      Object.defineProperty(obj, key, { value, enumerable: true, configurable: true, writable: true });
    d = {
      enumerable: true,
      configurable: true,
      get(this: { [LAZY]?: Record<string, (() => number) | undefined> }) {
        const pending = this[LAZY];
        const compute = pending?.[key];
        if (pending === undefined || compute === undefined) throw new TypeError(`${key}: read from an object that does not measure it`);
        const value = compute();
        pending[key] = undefined;
        plain(this, value);
        return value;
      },
      set(this: object, value: unknown) {
        plain(this, value);
      },
    };
    lazyAccessors.set(key, d);
  }
  return d;
}
