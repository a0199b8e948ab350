/** Every municipality's law pack. Adding a municipality = adding its pack here; the engine does not change. */
import type { Pack } from '../src/core/pack.ts';
import { belemPack } from './belem-pa/index.ts';
import { novaOdessaPack } from './nova-odessa-sp/index.ts';
import { salvadorPack } from './salvador-ba/index.ts';
import { vdcPack } from './vitoria-da-conquista-ba/index.ts';

export const PACKS: readonly Pack[] = [belemPack, novaOdessaPack, salvadorPack, vdcPack];

const byId = new Map(PACKS.map((p) => [p.id, p]));

export function getPack(id: string): Pack | undefined {
  return byId.get(id);
}

/** The packs as a lookup (what parseInput takes). */
export const PACK_LOOKUP = { get: getPack, list: (): readonly Pack[] => PACKS };

export function packIds(): string[] {
  return PACKS.map((p) => p.id);
}
