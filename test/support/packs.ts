/**
 * The repository's law packs for tests and benchmarks, loaded once the way `glp` loads them
 * (from laws/). A test that needs other packs builds its own registry.
 */
import { loadPackRegistry } from '../../src/app/packs.ts';
import type { Pack } from '../../src/core/pack.ts';
import { PackRegistry } from '../../src/core/registry.ts';
import type { DatedValue } from '../../src/core/types.ts';

export const packs = await loadPackRegistry();

/** The pack of a municipality (throws for an unknown id). */
export function mustPack(id: string): Pack {
  return packs.require(id);
}

/**
 * The repository's packs with one parameter's dated values changed in one pack (as its
 * municipality would change a reading): Salvador's tvl-waiver-existing = asked.
 */
export function packsWithValues(id: string, parameter: string, values: DatedValue[]): PackRegistry {
  const pack = mustPack(id);
  const parameters = pack.parameters.map((p) => (p.id === parameter ? { ...p, values } : p));
  if (!parameters.some((p) => p.id === parameter)) throw new Error(`${id} has no parameter ${parameter}`);
  return PackRegistry.of([
    ...packs.list().filter((p) => p.id !== id),
    { ...pack, parameters, paramIndex: new Map(parameters.map((p) => [p.id, p])) },
  ]);
}
