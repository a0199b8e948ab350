/** Arithmetic over stored containers, shared by the packs' classifiers. Pure. */
import { roundTo } from './compare.ts';
import type { Container } from './input/schema.ts';

/**
 * kg of nominal capacity as a number of containers of `containerKg` each, to 2 decimals: how
 * Vitória da Conquista counts "botijões" (P13 equivalents) for its class limits and the quantity
 * its alvará states (art. 5 I–III and § 3º) — the rules and the licence count alike.
 */
export function equivalentContainers(kg: number, containerKg: number): number {
  return roundTo(kg / containerKg, 2);
}

export interface StorageTotals {
  /** Total nominal capacity in kg of all containers (full, partly used, empty, new). */
  totalKg: number;
  containers: number;
  /** Containers of at most 13 kg. */
  upTo13kg: number;
  /** "1×13 + 2×45 = 103 kg" — the arithmetic shown in findings. */
  arithmetic: string;
}

// Several rules and the classifier total the same (immutable, validated) container list.
const totalsCache = new WeakMap<readonly Container[], StorageTotals>();

export function storageTotals(containers: readonly Container[]): StorageTotals {
  const hit = totalsCache.get(containers);
  if (hit) return hit;
  const t = computeTotals(containers);
  totalsCache.set(containers, t);
  return t;
}

function computeTotals(containers: readonly Container[]): StorageTotals {
  let totalKg = 0;
  let count = 0;
  let small = 0;
  const bySize = new Map<number, number>();
  for (const c of containers) {
    totalKg += c.capacityKg * c.count;
    count += c.count;
    if (c.capacityKg <= 13) small += c.count;
    bySize.set(c.capacityKg, (bySize.get(c.capacityKg) ?? 0) + c.count);
  }
  const parts = [...bySize.entries()].sort((a, b) => a[0] - b[0]).map(([kg, n]) => `${n} × ${kg} kg`);
  const arithmetic = `${parts.length > 0 ? parts.join(' + ') : '0'} = ${totalKg.toLocaleString('pt-BR')} kg`;
  return { totalKg, containers: count, upTo13kg: small, arithmetic };
}
