/**
 * The quantity a licence states it permits. The application asks to store a quantity
 * (application.requestedQuantity, kg of nominal capacity) and the packs judge it — Vitória da
 * Conquista art. 5 § 3º (within the class; the alvará states "a quantidade de botijões
 * permitida"), Nova Odessa art. 5 and Belém art. 2 I b (the class of the larger of requested and
 * stock), Salvador art. 2 III (within the zone) — so the licence states that quantity, in kg and,
 * where the stage's law counts containers (StageDef.countsContainers), in the number of them it
 * equals, with the arithmetic the pack's rules use (equivalentContainers) and the parameter in
 * force on the decision date. An application that asks no quantity gets what licences stated
 * before: the stock it describes. Pure.
 */
import type { StageDef } from '../core/procedure.ts';
import type { Container } from '../core/input/schema.ts';
import { equivalentContainers, storageTotals } from '../core/storage.ts';
import type { ContainerCountStated, QuantityBasis } from '../domain/licensing.ts';

export interface LicensedQuantity {
  quantityBasis: QuantityBasis | null;
  containers: number | null;
  kg: number | null;
  containerCount: ContainerCountStated | null;
}

const NONE: LicensedQuantity = { quantityBasis: null, containers: null, kg: null, containerCount: null };

/** What the licence of `stage` (as stageOnDate resolved it on the decision date) states for the stored input. */
export function licensedQuantity(stage: StageDef, input: Record<string, unknown>, cite: (unit: string) => string): LicensedQuantity {
  if (!stage.states.includes('kg') && !stage.states.includes('containers')) return NONE;
  const requested = requestedKg(input);
  if (requested === undefined) return { quantityBasis: 'stock-described', containerCount: null, ...stockDescribed(input) };
  const count = stage.states.includes('containers') ? stage.countsContainers : undefined;
  if (count === undefined) return { quantityBasis: 'requested', kg: requested, containers: null, containerCount: null };
  if (count.containerKg === undefined)
    throw new Error(`procedure stage ${stage.id}: the capacity of the containers counted is read on the decision date (stageOnDate)`);
  return {
    quantityBasis: 'requested',
    kg: requested,
    containers: equivalentContainers(requested, count.containerKg),
    containerCount: { kg: count.containerKg, name: count.name, citation: cite(count.cite) },
  };
}

/** application.requestedQuantity of the stored input (validated when it was evaluated), if given. */
function requestedKg(input: Record<string, unknown>): number | undefined {
  const app = input['application'];
  const kg = app !== null && typeof app === 'object' ? (app as Record<string, unknown>)['requestedQuantity'] : undefined;
  return typeof kg === 'number' ? kg : undefined;
}

/** The stock the input describes (storage.containers, validated when evaluated): how many containers and their kg. */
function stockDescribed(input: Record<string, unknown>): { containers: number | null; kg: number | null } {
  const list = (input['storage'] as { containers?: Container[] } | undefined)?.containers;
  if (!Array.isArray(list) || list.length === 0) return { containers: null, kg: null };
  const t = storageTotals(list);
  return { containers: t.containers, kg: t.totalKg };
}
