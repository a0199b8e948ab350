/** Shared predicates for transition and grandfathering clauses. Pure. */
import type { EstablishmentInput } from './input/schema.ts';
import type { Law } from './types.ts';

/**
 * Whether the establishment was operating when the law was published. Undefined when the
 * input does not say (the engine then asks for establishment.startDate).
 */
export function existedAtPublication(input: EstablishmentInput, law: Law): boolean | undefined {
  const start = input.establishment?.startDate;
  if (start !== undefined) return start <= law.inForceFrom;
  const t = input.application?.type;
  if (t !== undefined && NEW_APPLICATION_TYPES.has(t)) return false;
  return undefined;
}

/** Application types that ask to build or open something new: by nature not an existing establishment. */
export const NEW_APPLICATION_TYPES: ReadonlySet<string> = new Set(['new', 'construction', 'adaptation', 'relocation', 'tvl']);
