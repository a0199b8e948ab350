/**
 * The authorization matrix's cases for the enforcement endpoints (issue 11), spread into CASES
 * by authorization-matrix.ts (same shape; kept apart so neither file grows past 500 lines).
 */
import type { Role } from '../../src/domain/roles.ts';
import { issueNotice } from '../../src/enforcement/service.ts';
import { type Fixture, freshEstablishment, OWN, own } from './api.ts';

interface EnforcementCase {
  name: string;
  roles: readonly Role[];
  ok: number;
  other: number | 'filtered' | 'ok';
  otherApplicant?: number | 'filtered' | 'ok';
  request(fx: Fixture): Promise<{ method: string; path: string; body?: unknown; headers?: Record<string, string> }>;
}

const OFFICIALS_READ: readonly Role[] = ['licensing-officer', 'reviewer', 'inspector', 'fire-brigade', 'municipal-admin', 'system-admin'];

/** Enforcement acts about the first applicant's establishment (issue 11), written as an inspector would. */
async function freshAct(
  fx: Fixture,
  kind: 'closure' | 'seizure',
  data: Record<string, unknown>,
  establishmentId = own(fx).establishment.id,
) {
  const [r] = await fx.api.deps.repo.enforcement.record(fx.scopeOf('inspector@own'), establishmentId, () => [
    { kind, status: kind === 'closure' ? 'in-force' : 'held', key: null, on: '2020-01-01', data },
  ]);
  return r!;
}

/** A 1×1 PNG. */
const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP4//8/AwAI/AL+p5qgoAAAAABJRU5ErkJggg==';

async function freshNotice(fx: Fixture) {
  const deps = { repo: fx.api.deps.repo, pack: (m: string) => fx.api.deps.packs.require(m) };
  const { notice } = await issueNotice(deps, fx.scopeOf('inspector@own'), {
    establishmentId: own(fx).establishment.id,
    infraction: 'art6-par2',
    units: ['art6'],
    finding: 'Entrega em bicicleta.',
    on: '2026-01-01',
  });
  return notice;
}

export const ENFORCEMENT_CASES: EnforcementCase[] = [
  {
    name: 'GET /api/enforcement',
    roles: ['applicant', ...OFFICIALS_READ],
    ok: 200,
    other: 'filtered',
    otherApplicant: 'filtered',
    request: async () => ({ method: 'GET', path: '/api/enforcement?limit=200' }),
  },
  {
    name: 'GET /api/enforcement/{id}',
    roles: ['applicant', ...OFFICIALS_READ],
    ok: 200,
    other: 404,
    otherApplicant: 404,
    request: async (fx) => ({ method: 'GET', path: `/api/enforcement/${(await freshAct(fx, 'seizure', {})).id}` }),
  },
  {
    name: 'POST /api/notices',
    roles: ['inspector'],
    ok: 201,
    other: 404,
    request: async (fx) => ({
      method: 'POST',
      path: '/api/notices',
      body: {
        establishmentId: own(fx).establishment.id,
        infraction: 'art6-par2',
        units: ['art6'],
        finding: 'Entrega em bicicleta.',
        on: '2026-01-01',
      },
    }),
  },
  {
    name: 'GET /api/notices/{id}/pdf',
    roles: ['applicant', ...OFFICIALS_READ],
    ok: 200,
    other: 404,
    otherApplicant: 404,
    request: async (fx) => ({ method: 'GET', path: `/api/notices/${(await freshNotice(fx)).id}/pdf` }),
  },
  {
    name: 'POST /api/notices/{id}/actions',
    roles: ['licensing-officer'],
    ok: 200,
    other: 404,
    request: async (fx) => ({
      method: 'POST',
      path: `/api/notices/${(await freshNotice(fx)).id}/actions`,
      body: { type: 'cancel', on: '2026-01-02', reason: 'Lavrado em duplicidade.' },
      headers: { 'if-match': '"v1"' },
    }),
  },
  {
    name: 'POST /api/closures',
    roles: ['inspector'],
    // Belém's law provides no closure order: the ground is refused by name.
    ok: 422,
    other: 404,
    request: async (fx) => ({
      method: 'POST',
      path: '/api/closures',
      body: { establishmentId: own(fx).establishment.id, ground: 'access-refused', reason: 'Acesso negado.' },
    }),
  },
  {
    name: 'POST /api/closures/{id}/lift',
    roles: ['inspector'],
    ok: 200,
    other: 404,
    request: async (fx) => {
      const c = await freshAct(fx, 'closure', { ground: 'x', suspendedLicences: [], revocationPossibleFrom: null });
      return { method: 'POST', path: `/api/closures/${c.id}/lift`, headers: { 'if-match': '"v1"' }, body: {} };
    },
  },
  {
    name: 'POST /api/closures/{id}/revoke-licence',
    roles: ['licensing-officer'],
    // The fixture is Belém's, whose law provides no revocation after a closure (Salvador art. 15
    // § 2º does): the officer passes the access check and meets the law's refusal (409).
    ok: 409,
    other: 404,
    request: async (fx) => {
      const e = await freshEstablishment(fx);
      const c = await freshAct(fx, 'closure', { ground: 'x', suspendedLicences: [], revocationPossibleFrom: '2020-04-01' }, e.id);
      return { method: 'POST', path: `/api/closures/${c.id}/revoke-licence`, headers: { 'if-match': '"v1"' }, body: {} };
    },
  },
  {
    name: 'POST /api/seizures',
    roles: ['inspector'],
    // Belém's law provides no seizure: the inspector passes the access check and meets the law's refusal.
    ok: 422,
    other: 404,
    request: async (fx) => ({
      method: 'POST',
      path: '/api/seizures',
      body: {
        establishmentId: own(fx).establishment.id,
        items: [{ kind: 'container', description: 'P13', quantity: 3, capacityKg: 13 }],
        custodyPlace: 'Depósito municipal',
        releaseConditions: 'Apresentar o alvará.',
      },
    }),
  },
  {
    name: 'POST /api/seizures/{id}/release',
    roles: ['inspector'],
    ok: 200,
    other: 404,
    request: async (fx) => {
      const r = await freshAct(fx, 'seizure', { items: [] });
      return { method: 'POST', path: `/api/seizures/${r.id}/release`, headers: { 'if-match': '"v1"' }, body: {} };
    },
  },
  {
    name: 'GET /api/inspections/checklist',
    roles: ['applicant', ...OFFICIALS_READ],
    ok: 200,
    other: 404,
    otherApplicant: 404,
    request: async (fx) => ({
      method: 'GET',
      path: `/api/inspections/checklist?establishmentId=${own(fx).establishment.id}&date=2026-03-01`,
    }),
  },
  {
    name: 'POST /api/inspections',
    roles: ['inspector'],
    ok: 201,
    other: 404,
    request: async (fx) => ({
      method: 'POST',
      path: '/api/inspections',
      body: { establishmentId: own(fx).establishment.id, on: '2026-03-01', facts: { 'safety.scale': true }, results: {} },
    }),
  },
  {
    name: 'POST /api/photos',
    roles: ['inspector'],
    ok: 201,
    // Each inspector stores it in their own municipality.
    other: 'ok',
    request: async () => ({ method: 'POST', path: '/api/photos', body: { contentBase64: PNG_BASE64 } }),
  },
  {
    name: 'GET /api/photos/{municipality}/{sha256}',
    roles: OFFICIALS_READ,
    ok: 200,
    other: 404,
    request: async (fx) => {
      const p = await fx.api.deps.repo.enforcement.putPhoto(fx.scopeOf('inspector@own'), OWN, Buffer.from(PNG_BASE64, 'base64'));
      return { method: 'GET', path: `/api/photos/${OWN}/${p.sha256}` };
    },
  },
];
