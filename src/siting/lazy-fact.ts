/**
 * Facts measured only when read (src/siting/nearby.ts fills the zone's distances this way).
 */

import { lazyProperty } from '../core/lazy-property.ts';

/**
 * A fact measured only if a rule reads it: an exact distance to the nearest residential
 * zone or to the urban perimeter costs tens of microseconds, and only some laws use it
 * (VdC arts. 7, 16, 18). The property is an ordinary enumerable value once read, so the
 * filled document serialises and compares like any other. Its accessor is shared by every
 * object (src/core/lazy-property.ts); the measure waits in the object's LAZY table.
 */
export function lazyFact(obj: object, key: string, compute: () => number): void {
  let pending = (obj as Measured)[LAZY];
  if (pending === undefined) {
    pending = {};
    Object.defineProperty(obj, LAZY, { value: pending });
  }
  pending[key] = compute;
  let d = lazyAccessors.get(key);
  if (d === undefined) {
    d = lazyProperty(key, (self) => {
      const waiting = (self as Measured)[LAZY];
      const measure = waiting?.[key];
      if (waiting === undefined || measure === undefined) throw new TypeError(`${key}: read from an object that does not measure it`);
      const value = measure();
      waiting[key] = undefined;
      return value;
    });
    lazyAccessors.set(key, d);
  }
  Object.defineProperty(obj, key, d);
}

const LAZY = Symbol('facts measured when read');
type Measured = { [LAZY]?: Record<string, (() => number) | undefined> };
const lazyAccessors = new Map<string, PropertyDescriptor>();
