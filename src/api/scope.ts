/** The caller's Scope for the repository, and the municipality a request acts in. */
import { ownRecordsOnly } from '../auth/permissions.ts';
import type { Municipality } from '../domain/municipality.ts';
import type { Scope } from '../domain/roles.ts';
import { scopeOf } from './context.ts';
import { type Ctx, principalOf } from './http.ts';
import { HttpProblem, oneOfMunicipalities, unknownMunicipality } from './problem.ts';

export function scope(c: Ctx): Scope {
  return scopeOf(principalOf(c), c.get('requestId'));
}

/**
 * The municipality a request acts in: the one asked for, else the caller's. An official
 * asking for another municipality is refused here (403) — the repository would refuse too,
 * this only makes the answer explicit.
 */
export function actingMunicipality(c: Ctx, requested: string | undefined): string {
  const own = principalOf(c).user.municipality;
  if (requested === undefined) {
    if (own === null) {
      throw new HttpProblem('validation-failed', 'Name the municipality (you act for all of them).', [
        { field: 'municipality', found: 'nothing', expected: 'a municipality id, e.g. belem-pa' },
      ]);
    }
    return own;
  }
  if (own !== null && requested !== own) {
    throw new HttpProblem('forbidden', `You act for ${own}, not ${requested}.`);
  }
  return requested;
}

/** For list filters: the municipality filter to apply, if any (403 for another one). */
export function municipalityFilter(c: Ctx, requested: string | undefined): string | undefined {
  if (requested === undefined) return undefined;
  return actingMunicipality(c, requested);
}

/** Applicant with no official role: acts on their own records only. */
export function isApplicantOnly(c: Ctx): boolean {
  return ownRecordsOnly(principalOf(c).user.roles);
}

/** 422 unless the municipality is one the server knows (before a write that names it). */
export async function checkKnownMunicipality(c: Ctx, id: string, field = 'municipality'): Promise<void> {
  const list = await c.get('deps').repo.listMunicipalities();
  if (!list.some((m) => m.id === id)) {
    throw new HttpProblem('validation-failed', `${field}: found ${JSON.stringify(id)}, expected a municipality served here`, [
      { field, found: JSON.stringify(id), expected: oneOfMunicipalities(list.map((m) => m.id)) },
    ]);
  }
}

/** The municipality the server serves under `id`, or the 404 naming those it serves (a path's municipality). */
export async function servedMunicipality(c: Ctx, id: string): Promise<Municipality> {
  const served = await c.get('deps').repo.listMunicipalities();
  const m = served.find((x) => x.id === id);
  if (!m)
    throw unknownMunicipality(
      id,
      served.map((x) => x.id),
    );
  return m;
}
