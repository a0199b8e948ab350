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
  if (t === 'new' || t === 'construction' || t === 'tvl' || t === 'adaptation' || t === 'relocation') return false;
  return undefined;
}
