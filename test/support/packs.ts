/**
 * The repository's law packs for tests and benchmarks, loaded once the way `glp` loads them
 * (from laws/). A test that needs other packs builds its own registry.
 */
import { loadPackRegistry } from '../../src/app/packs.ts';
import type { Pack } from '../../src/core/pack.ts';

export const packs = await loadPackRegistry();

/** The pack of a municipality (throws for an unknown id). */
export function mustPack(id: string): Pack {
  return packs.require(id);
}
