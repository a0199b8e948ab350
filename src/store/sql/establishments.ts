/** Establishments: the depots and shops a municipality licenses, scoped and audited. */
import { randomUUID } from 'node:crypto';
import type { Param } from '../engine.ts';
import { type Establishment, Forbidden, type ListQuery, type Page, type Scope } from '../repository.ts';
import type { SqlCore } from './core.ts';
import { ESTABLISHMENTS } from './specs.ts';
import { checkWriteMunicipality, digits, isOfficial, json, lonLat, now, oneOf, parse, searchText, text, textOrNull } from './values.ts';

function establishmentRow(e: Omit<Establishment, 'id' | 'createdAt' | 'updatedAt' | 'version'>): Record<string, Param> {
  const location = e.location === null ? null : lonLat('location', e.location);
  const cnpj = textOrNull('cnpj', e.cnpj);
  const address = e.address ?? {};
  for (const [k, v] of Object.entries(address)) if (v !== undefined) text(`address.${k}`, v);
  return {
    name: text('name', e.name),
    cnpj,
    cnpj_norm: digits(cnpj),
    address: json('address', address),
    lon: location ? location[0] : null,
    lat: location ? location[1] : null,
    owner_user_id: e.ownerUserId,
    status: oneOf('status', e.status, ['active', 'closed'] as const),
    data: json('data', e.data ?? {}),
    search: searchText(e.name, cnpj, digits(cnpj), address.street, address.district, address.cep),
  };
}

export async function createEstablishment(
  c: SqlCore,
  scope: Scope,
  e: Omit<Establishment, 'id' | 'createdAt' | 'updatedAt' | 'version'>,
): Promise<Establishment> {
  checkWriteMunicipality(scope, e.municipality);
  if (!isOfficial(scope) && e.ownerUserId !== scope.userId)
    throw new Forbidden({ pt: 'requerentes criam estabelecimentos de que são donos', en: 'applicants create establishments they own' });
  const row = establishmentRow(e);
  const t = now();
  const est: Establishment = {
    id: randomUUID(),
    municipality: e.municipality,
    name: e.name,
    cnpj: e.cnpj,
    address: parse(row['address']),
    location: e.location === null ? null : [e.location[0], e.location[1]],
    ownerUserId: e.ownerUserId,
    status: e.status,
    data: parse(row['data']),
    createdAt: t,
    updatedAt: t,
    version: 1,
  };
  return c.change(scope, 'establishment', async (tx, audit) => {
    await c.municipalityExists(tx, est.municipality);
    if (est.ownerUserId !== null) await c.checkUserInMunicipality(tx, est.ownerUserId, est.municipality);
    await c.insert(tx, 'establishments', {
      id: est.id,
      municipality: est.municipality,
      ...row,
      created_at: t,
      updated_at: t,
      version: 1,
    });
    audit({
      municipality: est.municipality,
      action: 'establishment.create',
      entity: 'establishment',
      entityId: est.id,
      before: null,
      after: est,
    });
    return est;
  });
}

export async function getEstablishment(c: SqlCore, scope: Scope, id: string): Promise<Establishment> {
  return c.getScoped(c.db, ESTABLISHMENTS, scope, id);
}

export async function listEstablishments(c: SqlCore, scope: Scope, q: ListQuery): Promise<Page<Establishment>> {
  return c.page(ESTABLISHMENTS, c.scoped(ESTABLISHMENTS, scope), q);
}

export async function updateEstablishment(
  c: SqlCore,
  scope: Scope,
  id: string,
  expectedVersion: number,
  patch: Partial<Omit<Establishment, 'id' | 'municipality' | 'createdAt' | 'updatedAt' | 'version'>>,
): Promise<Establishment> {
  return c.change(scope, 'establishment', (tx, audit) =>
    c.updateRow(
      tx,
      ESTABLISHMENTS,
      scope,
      id,
      expectedVersion,
      async (cur) => {
        const next: Establishment = { ...cur, updatedAt: now() };
        if (patch.name !== undefined) next.name = patch.name;
        if (patch.cnpj !== undefined) next.cnpj = patch.cnpj;
        if (patch.address !== undefined) next.address = patch.address;
        if (patch.location !== undefined) next.location = patch.location;
        if (patch.status !== undefined) next.status = patch.status;
        if (patch.data !== undefined) next.data = patch.data;
        if (patch.ownerUserId !== undefined && patch.ownerUserId !== cur.ownerUserId) {
          if (!isOfficial(scope))
            throw new Forbidden({
              pt: 'requerentes não podem passar um estabelecimento a outra pessoa',
              en: 'applicants cannot give an establishment to someone else',
            });
          if (patch.ownerUserId !== null) await c.checkUserInMunicipality(tx, patch.ownerUserId, cur.municipality);
          next.ownerUserId = patch.ownerUserId;
        }
        const row = establishmentRow(next);
        next.address = parse(row['address']);
        next.data = parse(row['data']);
        return { next, set: { ...row, updated_at: next.updatedAt } };
      },
      audit,
    ),
  );
}
