/**
 * An outlet with an active alvará, written straight into the store: where the vehicle,
 * distributor and enforcement tests start. They are not about how an alvará is obtained — the
 * licensing procedure's tests are (test/licensing-*.test.ts) — and `createLicence` is the store's
 * own write, audited like any other. Not a test file itself.
 */
import type { Address, Establishment, Licence, Repository, Scope } from '../../src/store/repository.ts';

export interface LicensedOutlet {
  municipality: string;
  name: string;
  /** The alvará's number. */
  number: string;
  cnpj?: string | null;
  address?: Address;
  data?: Record<string, unknown>;
  /** The alvará's class (null: none recorded). */
  class?: string | null;
  issuedOn?: string;
  expiresOn?: string | null;
}

export async function licensedOutlet(
  repo: Repository,
  scope: Scope,
  o: LicensedOutlet,
): Promise<{ establishment: Establishment; licence: Licence }> {
  const establishment = await repo.createEstablishment(scope, {
    municipality: o.municipality,
    name: o.name,
    cnpj: o.cnpj ?? null,
    address: o.address ?? {},
    location: null,
    ownerUserId: null,
    status: 'active',
    data: o.data ?? {},
  });
  const licence = await repo.createLicence(scope, {
    municipality: o.municipality,
    establishmentId: establishment.id,
    number: o.number,
    kind: 'alvara',
    class: o.class ?? null,
    issuedOn: o.issuedOn ?? '2025-01-02',
    expiresOn: o.expiresOn ?? null,
    status: 'active',
    plate: null,
  });
  return { establishment, licence };
}
