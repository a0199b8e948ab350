/** The municipalities a set of law packs serves, as the store keeps them (seeded on start). */
import type { PackRegistry } from '../core/registry.ts';
import type { Municipality } from '../domain/municipality.ts';

export function municipalitiesOf(packs: PackRegistry): Municipality[] {
  return packs.list().map((p) => ({ id: p.id, name: p.name, uf: p.uf, ibge: p.ibge }));
}
