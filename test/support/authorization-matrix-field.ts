/** The authorization matrix's cases for the field endpoints (issue 11): sound check, distributor lists, vehicles, complaints, tasks. */
import { randomBytes } from 'node:crypto';
import type { Role } from '../../src/domain/roles.ts';
import { protocolOf } from '../../src/field/complaints.ts';
import { type Fixture, OWN, own } from './api.ts';

const OFFICIALS_READ: readonly Role[] = ['licensing-officer', 'reviewer', 'inspector', 'fire-brigade', 'municipal-admin', 'system-admin'];

async function freshVehicle(fx: Fixture, plate: string) {
  return fx.api.deps.repo.vehicles.register(fx.scopeOf('inspector@own'), {
    municipality: OWN,
    establishmentId: own(fx).establishment.id,
    plate,
    type: 'truck',
    ownership: 'owned',
    contract: null,
    facts: {},
  });
}

/** A public complaint (with a small photo) and its open task in OWN's queue. */
async function freshTask(fx: Fixture) {
  return fx.api.deps.repo.complaints.file('matrix', protocolOf(2025, randomBytes(5)), {
    municipality: OWN,
    description: 'Venda irregular de gás.',
    location: null,
    address: null,
    photo: { type: 'image/png', base64: 'iVBORw0KGgo=' },
  });
}

/** A case of the matrix (its `Case` type, here without importing it: that file imports this one). */
interface FieldCase {
  name: string;
  roles: 'public' | readonly Role[];
  ok: number;
  other: number | 'ok';
  request(fx: Fixture): Promise<{ method: string; path: string; body?: unknown }>;
}

export const FIELD_CASES: FieldCase[] = [
  // Belém has neither sound hours nor distributors'
  // lists: those endpoints answer "not applicable" (422) to whoever may call them.
  {
    name: 'GET /api/sound-check/{id}',
    roles: 'public',
    ok: 200,
    other: 'ok',
    request: async () => ({ method: 'GET', path: '/api/sound-check/salvador-ba?at=2025-03-12T10:00' }),
  },
  {
    name: 'POST /api/municipalities/{id}/distributor-lists',
    // A distributor files its own company's list (Nova Odessa art. 13 § 1º).
    roles: ['licensing-officer', 'inspector', 'municipal-admin', 'distributor'],
    ok: 422,
    other: 'ok',
    request: async () => ({
      method: 'POST',
      path: `/api/municipalities/${OWN}/distributor-lists`,
      body: {
        distributorCnpj: '51143064127760',
        distributorName: 'Gás Azul',
        brand: 'Azul',
        year: 2025,
        fileName: 'l.csv',
        content: Buffer.from('tipo;cnpj;nome\n').toString('base64'),
      },
    }),
  },
  {
    name: 'GET /api/municipalities/{id}/distributor-lists',
    roles: [...OFFICIALS_READ, 'distributor'],
    ok: 422,
    other: 'ok',
    request: async () => ({ method: 'GET', path: `/api/municipalities/${OWN}/distributor-lists` }),
  },
  {
    name: 'GET /api/municipalities/{id}/distributor-lists/report',
    roles: OFFICIALS_READ,
    ok: 422,
    other: 'ok',
    request: async () => ({ method: 'GET', path: `/api/municipalities/${OWN}/distributor-lists/report?year=2025` }),
  },
  {
    name: 'POST /api/municipalities/{id}/vehicles',
    roles: ['licensing-officer', 'inspector', 'municipal-admin'],
    ok: 201,
    other: 403,
    request: async (fx) => ({
      method: 'POST',
      path: `/api/municipalities/${OWN}/vehicles`,
      body: { establishmentId: own(fx).establishment.id, vehicle: { plate: 'MTX1A11', type: 'truck', ownership: 'owned' } },
    }),
  },
  {
    name: 'GET /api/municipalities/{id}/vehicles',
    roles: OFFICIALS_READ,
    ok: 200,
    other: 403,
    request: async () => ({ method: 'GET', path: `/api/municipalities/${OWN}/vehicles` }),
  },
  {
    name: 'DELETE /api/municipalities/{id}/vehicles/{plate}',
    roles: ['licensing-officer', 'inspector', 'municipal-admin'],
    ok: 200,
    other: 403,
    request: async (fx) => {
      await freshVehicle(fx, 'MTX2B22');
      return { method: 'DELETE', path: `/api/municipalities/${OWN}/vehicles/MTX2B22` };
    },
  },
  {
    name: 'GET /api/municipalities/{id}/vehicles/{plate}/check',
    roles: OFFICIALS_READ,
    ok: 200,
    other: 403,
    request: async () => ({ method: 'GET', path: `/api/municipalities/${OWN}/vehicles/MTX3C33/check` }),
  },
  {
    name: 'POST /api/municipalities/{id}/vehicles/{plate}/check',
    roles: OFFICIALS_READ,
    ok: 200,
    other: 403,
    request: async () => ({
      method: 'POST',
      path: `/api/municipalities/${OWN}/vehicles/MTX3C33/check`,
      body: { observed: { type: 'truck' } },
    }),
  },
  {
    name: 'POST /api/complaints',
    roles: 'public',
    ok: 201,
    other: 'ok',
    request: async () => ({
      method: 'POST',
      path: '/api/complaints',
      body: { description: 'Venda irregular de gás na praça.', municipality: OWN },
    }),
  },
  {
    name: 'GET /api/complaints/{protocol}',
    roles: 'public',
    ok: 200,
    other: 'ok',
    request: async (fx) => ({ method: 'GET', path: `/api/complaints/${(await freshTask(fx)).protocol}` }),
  },
  {
    name: 'GET /api/tasks',
    roles: OFFICIALS_READ,
    ok: 200,
    other: 403,
    request: async () => ({ method: 'GET', path: `/api/tasks?municipality=${OWN}` }),
  },
  {
    name: 'GET /api/tasks/{id}',
    roles: OFFICIALS_READ,
    ok: 200,
    other: 404,
    request: async (fx) => ({ method: 'GET', path: `/api/tasks/${(await freshTask(fx)).taskId}` }),
  },
  {
    name: 'GET /api/tasks/{id}/photo',
    roles: OFFICIALS_READ,
    ok: 200,
    other: 404,
    request: async (fx) => ({ method: 'GET', path: `/api/tasks/${(await freshTask(fx)).taskId}/photo` }),
  },
  {
    name: 'POST /api/tasks/{id}/assign',
    roles: ['licensing-officer', 'inspector', 'municipal-admin'],
    ok: 200,
    other: 404,
    request: async (fx) => ({
      method: 'POST',
      path: `/api/tasks/${(await freshTask(fx)).taskId}/assign`,
      body: { assigneeId: fx.principals['inspector@own']!.user.id },
    }),
  },
  {
    name: 'POST /api/tasks/{id}/close',
    roles: ['licensing-officer', 'inspector', 'municipal-admin'],
    ok: 200,
    other: 404,
    request: async (fx) => ({ method: 'POST', path: `/api/tasks/${(await freshTask(fx)).taskId}/close`, body: { outcome: 'unfounded' } }),
  },
];
