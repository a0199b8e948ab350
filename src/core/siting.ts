/**
 * Siting needs declared by the distance rules themselves: what a rule measures to (place
 * categories), how (edge, frontage, point), against which threshold (a parameter or a norm
 * column for a storage class) and which outlet statuses count. A rule's `siting` function
 * reads parameters and norms through a SitingEnv; the rule calls it through ctx.siting()
 * when it evaluates, and the siting module (viability map, registry queries, batch
 * re-evaluation) calls it with the pack's dated parameters and what-if overrides — one
 * declaration, read the same way by both, so they cannot drift.
 */
import type { NormTable } from './norms/registry.ts';
import type { Operator } from './types.ts';

export type Measure = 'edge' | 'frontage' | 'point';

export interface SitingQuery {
  categories: readonly string[];
  measure: Measure;
  /** The distance the law requires, metres. */
  radiusM: number;
  /** The relation the measured distance must satisfy against radiusM. */
  op: Operator;
  /** Outlet statuses that count (absent: every place of the categories counts). */
  statuses?: readonly string[];
  /** Where the number comes from (a local parameter id, or a norm table column). */
  threshold:
    | { kind: 'parameter'; parameter: string }
    | { kind: 'norm'; table: string; edition: string; column: string; class: string | null };
  /** True when the distance depends on a storage class that was not given (radiusM is then the largest). */
  classDependent: boolean;
}

export interface SitingEnv {
  /** A parameter's value as the rule reads it (what-if aware). */
  param<V>(localId: string): V;
  /** The relation a threshold parameter requires ('>=' for "mínima de", '>' for "igual ou inferior … proibido"). */
  relation(localId: string): Operator;
  /** A loaded norm table; throws NormNotLoaded when absent. */
  norm(id: string): NormTable;
  /** The storage class when known (NBR 15514 I…VII, Especial); undefined = the largest distance. */
  normClass: string | undefined;
}

export type SitingFn = (env: SitingEnv) => readonly SitingQuery[];

/** A distance from a norm column for the class, or the largest of the column when no class is given. */
export function normDistance(
  table: NormTable,
  column: string,
  normClass: string | undefined,
): { radiusM: number; classDependent: boolean } {
  const col = table.distances[column];
  if (!col) throw new Error(`${table.id}: no column ${column}; expected one of ${Object.keys(table.distances).join(', ')}`);
  if (normClass !== undefined) {
    const v = col.byClass[normClass];
    if (v === undefined) throw new Error(`${table.id}: no class ${normClass}; expected one of ${Object.keys(col.byClass).join(', ')}`);
    return { radiusM: v, classDependent: false };
  }
  return { radiusM: Math.max(...Object.values(col.byClass)), classDependent: true };
}
