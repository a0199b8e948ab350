/**
 * Rule kit: distances measured on site from the storage area (storage.distances), as every
 * pack reads them. A measured distance is compared with the limit; when it is absent, a
 * statement that no such feature exists within a radius (storage.distances.noneWithinM)
 * decides only if that radius reaches the limit; otherwise the distance is a missing fact.
 */
import { MissingFacts, type RuleContext } from './context.ts';
import type { EstablishmentInput } from './input/schema.ts';
import type { Comparison, Operator } from './types.ts';

type StorageDistances = NonNullable<NonNullable<EstablishmentInput['storage']>['distances']>;
/** A measured distance of storage.distances (metres). */
export type DistanceKey = {
  [K in keyof StorageDistances]-?: StorageDistances[K] extends number | undefined ? K : never;
}[keyof StorageDistances];

export interface StorageDistance {
  comparison: Comparison;
  /** The comparison is against a declared radius with nothing in it, not a measurement. */
  declaredNone: boolean;
}

/** A distance from the storage area against a limit, read the one way every pack reads it. */
export function storageDistance(ctx: RuleContext, key: DistanceKey, op: Operator, limit: number): StorageDistance {
  const path = `storage.distances.${key}`;
  const dist = ctx.input.storage?.distances;
  const measured = dist?.[key];
  if (typeof measured === 'number') {
    ctx.fact(path, measured);
    return { comparison: ctx.compareWith(path, measured, op, limit, 'm'), declaredNone: false };
  }
  const none = (dist?.noneWithinM as Record<string, number | undefined> | undefined)?.[key];
  if (none !== undefined) {
    ctx.fact(`storage.distances.noneWithinM.${key}`, none);
    // "No such feature within R" proves the distance is more than R: enough when R reaches the limit.
    const reaches = op === '>' ? none > limit : none >= limit;
    if (reaches) {
      const c = ctx.compareWith(path, none, op, limit, 'm');
      const wording = c.text.slice(c.text.indexOf('; ') + 2);
      return {
        comparison: {
          ...c,
          text: ctx.t(
            `nenhum(a) no raio de ${ctx.q(none, 'm')} (declarado); ${wording}`,
            `none within ${ctx.q(none, 'm')} (stated); ${wording}`,
          ),
        },
        declaredNone: true,
      };
    }
  }
  throw new MissingFacts([path]);
}
