/**
 * A property computed when first read, then an ordinary enumerable value (so the object
 * serialises and compares like any other); set before it is read, it is that value.
 *
 * The descriptor is made once a key and shared by every object that has the property: its
 * getter finds what to compute from through `this`. Never closures made for each object: V8
 * keeps an accessor's functions in the object's hidden class, so new functions for each object
 * made a hidden class for each, kept in the old generation until a full collection, and every
 * young object the closures reached survived each scavenge with them and was promoted. On
 * stored evaluations' records that was 10–12 % of all a stored evaluation allocated, scavenges
 * of 10–15 ms and a full collection every 2–3 s on each worker (docs/benchmarks.md, issue 13,
 * stop 46).
 */
export function lazyProperty(key: string, compute: (self: object) => unknown): PropertyDescriptor {
  const plain = (self: object, value: unknown) =>
    Object.defineProperty(self, key, { value, enumerable: true, configurable: true, writable: true });
  return {
    enumerable: true,
    configurable: true,
    get(this: object) {
      const value = compute(this);
      plain(this, value);
      return value;
    },
    set(this: object, value: unknown) {
      plain(this, value);
    },
  };
}
