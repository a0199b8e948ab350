/**
 * A shard of a place registry — some municipalities' records and survey declarations — as it
 * is sent to a worker thread and rebuilt there (the in-memory pool, reevaluation-pool.ts, and
 * the persisted re-evaluation, persist-parallel.ts).
 */
import { PlaceRegistry } from '../siting/registry.ts';
import type { SurveyDeclaration } from '../siting/surveys.ts';
import type { PlaceRecord } from '../siting/types.ts';

export interface RegistryShard {
  records: PlaceRecord[];
  surveys: SurveyDeclaration[];
}

/** The records and survey declarations of `municipalities` in `registry`. */
export function shardOf(registry: PlaceRegistry, municipalities: readonly string[]): RegistryShard {
  const records: PlaceRecord[] = [];
  const surveys: SurveyDeclaration[] = [];
  for (const m of municipalities) {
    const r = registry.get(m);
    for (const x of r?.records ?? []) records.push(x);
    for (const s of r?.surveys ?? []) surveys.push(s);
  }
  return { records, surveys };
}

/** The registry of a shard, its spatial indexes built (what a thread measures with). */
export function registryOfShard(shard: RegistryShard): PlaceRegistry {
  const registry = PlaceRegistry.fromRecords(shard.records).addSurveys(shard.surveys);
  for (const id of registry.municipalities()) registry.get(id)?.prepare();
  return registry;
}
