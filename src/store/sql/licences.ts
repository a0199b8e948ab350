/** Licences (alvarás, TVLs): written by officials, read by the public through publicLicences. */
import { randomUUID } from 'node:crypto';
import type { Licence, ListQuery, Page, Scope } from '../repository.ts';
import type { Queryable } from '../engine.ts';
import type { Audit, SqlCore } from './core.ts';
import { ESTABLISHMENTS, LICENCES, type Spec } from './specs.ts';
import {
  checkOfficial,
  checkScope,
  checkWriteMunicipality,
  digits,
  isoDate,
  now,
  oneOf,
  plateNorm,
  searchText,
  str,
  text,
  textOrNull,
  Where,
} from './values.ts';

export async function createLicence(
  c: SqlCore,
  scope: Scope,
  l: Omit<Licence, 'id' | 'createdAt' | 'updatedAt' | 'version'>,
): Promise<Licence> {
  checkWriteMunicipality(scope, l.municipality);
  checkOfficial(scope, { pt: 'emitir licenças', en: 'issue licences' });
  const t = now();
  const lic: Licence = {
    id: randomUUID(),
    municipality: l.municipality,
    establishmentId: l.establishmentId,
    number: text('number', l.number).trim(),
    kind: oneOf('kind', l.kind, ['alvara', 'tvl', 'construction', 'vehicle'] as const),
    class: textOrNull('class', l.class),
    issuedOn: isoDate('issuedOn', l.issuedOn) ?? '',
    expiresOn: isoDate('expiresOn', l.expiresOn),
    status: oneOf('status', l.status, ['active', 'suspended', 'revoked', 'expired'] as const),
    plate: textOrNull('plate', l.plate),
    createdAt: t,
    updatedAt: t,
    version: 1,
  };
  return c.change(scope, 'licence', async (tx, audit) => {
    await insertLicence(c, tx, scope, lic, audit);
    return lic;
  });
}

/** Inserts a licence in the transaction `tx` (createLicence, and issuing: src/store/sql/licensing.ts). */
export async function insertLicence(c: SqlCore, tx: Queryable, scope: Scope, lic: Licence, audit: Audit): Promise<void> {
  await c.municipalityExists(tx, lic.municipality);
  await c.checkLinked(tx, ESTABLISHMENTS, scope, lic.establishmentId, lic.municipality);
  await c.insert(tx, 'licences', {
    id: lic.id,
    municipality: lic.municipality,
    establishment_id: lic.establishmentId,
    number: lic.number,
    kind: lic.kind,
    class: lic.class,
    issued_on: lic.issuedOn,
    expires_on: lic.expiresOn,
    status: lic.status,
    plate: lic.plate,
    plate_norm: plateNorm(lic.plate),
    search: searchText(lic.number, lic.plate, plateNorm(lic.plate), lic.class),
    created_at: lic.createdAt,
    updated_at: lic.updatedAt,
    version: 1,
  });
  audit({ municipality: lic.municipality, action: 'licence.create', entity: 'licence', entityId: lic.id, before: null, after: lic });
}

export async function updateLicence(
  c: SqlCore,
  scope: Scope,
  id: string,
  expectedVersion: number,
  patch: Partial<Pick<Licence, 'status' | 'expiresOn' | 'class'>>,
): Promise<Licence> {
  checkScope(scope);
  checkOfficial(scope, { pt: 'alterar licenças', en: 'change licences' });
  return c.change(scope, 'licence', (tx, audit) => patchLicence(c, tx, scope, id, expectedVersion, patch, audit));
}

/** updateLicence within the transaction `tx` (also used by the licensing lifecycle). */
export function patchLicence(
  c: SqlCore,
  tx: Queryable,
  scope: Scope,
  id: string,
  expectedVersion: number,
  patch: Partial<Pick<Licence, 'status' | 'expiresOn' | 'class'>>,
  audit: Audit,
): Promise<Licence> {
  return c.updateRow(
    tx,
    LICENCES,
    scope,
    id,
    expectedVersion,
    async (cur) => {
      const next: Licence = { ...cur, updatedAt: now() };
      if (patch.status !== undefined) next.status = oneOf('status', patch.status, ['active', 'suspended', 'revoked', 'expired'] as const);
      if (patch.expiresOn !== undefined) next.expiresOn = isoDate('expiresOn', patch.expiresOn);
      if (patch.class !== undefined) next.class = textOrNull('class', patch.class);
      return {
        next,
        set: {
          status: next.status,
          expires_on: next.expiresOn,
          class: next.class,
          search: searchText(next.number, next.plate, plateNorm(next.plate), next.class),
          updated_at: next.updatedAt,
        },
      };
    },
    audit,
  );
}

export async function listLicences(c: SqlCore, scope: Scope, q: ListQuery): Promise<Page<Licence>> {
  return c.page(LICENCES, c.scoped(LICENCES, scope), q);
}

export async function publicLicences(
  c: SqlCore,
  municipality: string,
  q: ListQuery & { number?: string; plate?: string; cnpj?: string },
): Promise<Page<Licence & { establishmentName: string }>> {
  const w = new Where().add('t.municipality = ?', text('municipality', municipality));
  if (q.number !== undefined) w.add('t.number = ?', text('number', q.number).trim());
  if (q.plate !== undefined) {
    // A plate is answered by its own vehicle licence, and by the alvará of the outlet it is
    // registered to (Belém art. 6 § 1º, Salvador arts. 3 and 5: the outlet's vehicles deliver
    // under its licence) — what the roadside check reads as licensed, the public reads too.
    const plate = plateNorm(text('plate', q.plate));
    w.add(
      `t.plate_norm = ? OR (t.kind = 'alvara' AND t.establishment_id IN
         (SELECT v.establishment_id FROM field_vehicles v WHERE v.municipality = t.municipality AND v.plate = ?))`,
      plate,
      plate,
    );
  }
  if (q.cnpj !== undefined)
    w.add('t.establishment_id IN (SELECT e.id FROM establishments e WHERE e.cnpj_norm = ?)', digits(text('cnpj', q.cnpj)));
  const spec: Spec<Licence & { establishmentName: string }> = {
    ...LICENCES,
    // The establishment's name is all the public sees of it.
    table: 'licences',
    columns: `${LICENCES.columns}, (SELECT e.name FROM establishments e WHERE e.id = t.establishment_id) AS establishment_name`,
    fromRow: (r) => ({ ...LICENCES.fromRow(r), establishmentName: str(r['establishment_name']) }),
  };
  return c.page(spec, w, q);
}
