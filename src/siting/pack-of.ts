/**
 * The law pack of a registry's municipality. The synthetic registries (src/siting/generate.ts)
 * clone the real municipalities as "<pack id>~NNN", which use their original's pack.
 */
import type { Pack } from '../core/pack.ts';
import type { PackRegistry } from '../core/registry.ts';

/** "salvador-ba~017" → "salvador-ba"; a real id is its own base. */
export function baseMunicipality(municipality: string): string {
  const tilde = municipality.indexOf('~');
  return tilde >= 0 ? municipality.slice(0, tilde) : municipality;
}

/** Law pack of a municipality id, clones included ("salvador-ba~017" → Salvador's pack). */
export function packFor(packs: PackRegistry, municipality: string): Pack | undefined {
  return packs.get(baseMunicipality(municipality));
}
