/**
 * The expectations of the authorization matrix (src/api/matrix.test.ts): who asks, and for
 * each endpoint which roles may, the status they get, and what another municipality's
 * official or another applicant gets instead.
 */
import type { Role } from '../../src/domain/roles.ts';
import { ENFORCEMENT_CASES } from './authorization-matrix-enforcement.ts';
import { FIELD_CASES } from './authorization-matrix-field.ts';
import { OGC_CASES } from './authorization-matrix-ogc.ts';
import { REEVALUATION_CASES } from './authorization-matrix-reevaluation.ts';
import { LICENSING_CASES } from './licensing-matrix.ts';
import { type Fixture, inputFor, MUNICIPAL_ROLES, type Muni, makeUser, OWN, principalKey, unique, own, freshEstablishment } from './api.ts';

export type Who = { key: string; role: Role | null; muni: Muni | null };

export const PRINCIPALS: Who[] = [
  { key: 'anonymous', role: null, muni: null },
  ...MUNICIPAL_ROLES.map((r) => ({ key: principalKey(r, 'own'), role: r, muni: 'own' as const })),
  ...MUNICIPAL_ROLES.map((r) => ({ key: principalKey(r, 'other'), role: r, muni: 'other' as const })),
  { key: 'applicant2@own', role: 'applicant', muni: 'own' },
  { key: 'system-admin', role: 'system-admin', muni: null },
];

/** What an allowed principal that may not reach the target gets: a status, or a list without the target's records. */
type Denied = number | 'filtered';

export interface Case {
  name: string;
  /** 'public': anyone; 'any': any signed-in user; else the roles allowed. */
  roles: 'public' | 'any' | readonly Role[];
  ok: number;
  /** Allowed role of the other municipality. */
  other: Denied | 'ok';
  /** A second applicant of the same municipality (records are the first applicant's). */
  otherApplicant?: Denied | 'ok';
  /** Fresh target records for this principal (mutations), then the request. */
  request(fx: Fixture, who: Who): Promise<{ method: string; path: string; body?: unknown; headers?: Record<string, string> }>;
}

const OFFICIALS_READ: readonly Role[] = ['licensing-officer', 'reviewer', 'inspector', 'fire-brigade', 'municipal-admin', 'system-admin'];

async function freshApplication(fx: Fixture) {
  const s = fx.scopeOf('applicant@own');
  return fx.api.deps.repo.createApplication(s, {
    municipality: OWN,
    establishmentId: null,
    applicantUserId: s.userId,
    type: 'new',
    status: 'draft',
    input: inputFor(OWN),
  });
}

async function freshLicence(fx: Fixture, status: 'active' | 'suspended' = 'active') {
  return fx.api.deps.repo.createLicence(fx.scopeOf('licensing-officer@own'), {
    municipality: OWN,
    establishmentId: own(fx).establishment.id,
    number: unique('L'),
    kind: 'alvara',
    class: null,
    issuedOn: '2024-01-01',
    expiresOn: null,
    status,
    plate: null,
  });
}

async function approvedApplication(fx: Fixture) {
  return fx.api.deps.repo.createApplication(fx.scopeOf('licensing-officer@own'), {
    municipality: OWN,
    establishmentId: own(fx).establishment.id,
    applicantUserId: null,
    type: 'vehicle',
    status: 'approved',
    input: inputFor(OWN),
  });
}

export const CASES: Case[] = [
  // Survey declarations (issue 7 item 1): those who keep the registries declare; any user of the municipality reads.
  {
    name: 'POST /api/municipalities/{municipality}/surveys',
    roles: ['licensing-officer', 'municipal-admin', 'system-admin'],
    ok: 201,
    other: 403,
    request: async () => ({
      method: 'POST',
      path: `/api/municipalities/${OWN}/surveys`,
      body: { category: 'school', source: 'Censo Escolar (matriz)', surveyedOn: '2025-06-30' },
    }),
  },
  {
    name: 'GET /api/municipalities/{municipality}/surveys',
    roles: 'any',
    ok: 200,
    other: 404,
    request: async () => ({ method: 'GET', path: `/api/municipalities/${OWN}/surveys` }),
  },
  { name: 'GET /api/health', roles: 'public', ok: 200, other: 'ok', request: async () => ({ method: 'GET', path: '/api/health' }) },
  {
    name: 'GET /api/municipalities',
    roles: 'public',
    ok: 200,
    other: 'ok',
    request: async () => ({ method: 'GET', path: '/api/municipalities' }),
  },
  {
    name: 'GET /api/municipalities/{id}',
    roles: 'public',
    ok: 200,
    other: 'ok',
    request: async () => ({ method: 'GET', path: `/api/municipalities/${OWN}` }),
  },
  {
    name: 'GET /api/municipalities/{id}/laws',
    roles: 'public',
    ok: 200,
    other: 'ok',
    request: async () => ({ method: 'GET', path: `/api/municipalities/${OWN}/laws` }),
  },
  {
    name: 'GET /api/municipalities/{id}/coverage',
    roles: 'public',
    ok: 200,
    other: 'ok',
    request: async () => ({ method: 'GET', path: `/api/municipalities/${OWN}/coverage` }),
  },
  {
    name: 'GET /api/municipalities/{id}/infractions',
    roles: 'public',
    ok: 200,
    other: 'ok',
    request: async () => ({ method: 'GET', path: `/api/municipalities/${OWN}/infractions` }),
  },
  {
    name: 'GET /api/municipalities/{municipality}/places',
    roles: 'public',
    ok: 200,
    other: 'ok',
    request: async () => ({ method: 'GET', path: `/api/municipalities/${OWN}/places?category=school` }),
  },
  {
    name: 'GET /api/municipalities/{municipality}/places/{id}',
    roles: 'public',
    ok: 200,
    other: 'ok',
    request: async (fx) => {
      const page = await fx.api.deps.repo.listPlaces(null, { municipality: OWN, limit: 1 });
      return { method: 'GET', path: `/api/municipalities/${OWN}/places/${page.items[0]!.id}` };
    },
  },
  {
    name: 'GET /api/public/licences',
    roles: 'public',
    ok: 200,
    other: 'ok',
    request: async (fx) => ({
      method: 'GET',
      path: `/api/public/licences?municipality=${OWN}&number=${encodeURIComponent(own(fx).licence.number)}`,
    }),
  },
  {
    name: 'GET /api/viability/{municipality}',
    roles: 'public',
    ok: 200,
    other: 'ok',
    request: async () => ({ method: 'GET', path: `/api/viability/${OWN}?resolution=1000&date=2025-06-01` }),
  },
  {
    name: 'GET /api/viability/{municipality}/preview.svg',
    roles: 'public',
    ok: 200,
    other: 'ok',
    request: async () => ({ method: 'GET', path: `/api/viability/${OWN}/preview.svg?resolution=1000&date=2025-06-01` }),
  },
  {
    name: 'GET /api/municipalities/{id}/rules',
    roles: 'public',
    ok: 200,
    other: 'ok',
    request: async () => ({ method: 'GET', path: `/api/municipalities/${OWN}/rules` }),
  },
  {
    name: 'GET /api/municipalities/{id}/procedure',
    roles: 'public',
    ok: 200,
    other: 'ok',
    request: async () => ({ method: 'GET', path: `/api/municipalities/${OWN}/procedure` }),
  },
  { name: 'GET /api/comparison', roles: 'public', ok: 200, other: 'ok', request: async () => ({ method: 'GET', path: '/api/comparison' }) },
  {
    name: 'POST /api/municipalities/{municipality}/places/import',
    roles: ['municipal-admin', 'system-admin'],
    ok: 200,
    other: 403,
    request: async () => ({
      method: 'POST',
      path: `/api/municipalities/${OWN}/places/import?fileName=escolas.geojson`,
      body: {
        type: 'FeatureCollection',
        features: [
          {
            type: 'Feature',
            properties: { category: 'school', name: unique('Escola') },
            geometry: { type: 'Point', coordinates: [-48.47, -1.43] },
          },
        ],
      },
    }),
  },
  {
    name: 'GET /api/municipalities/{id}/input-schema',
    roles: 'public',
    ok: 200,
    other: 'ok',
    request: async () => ({ method: 'GET', path: `/api/municipalities/${OWN}/input-schema` }),
  },
  {
    name: 'GET /api/viability/{municipality}/check',
    roles: 'public',
    ok: 200,
    other: 'ok',
    request: async () => ({ method: 'GET', path: `/api/viability/${OWN}/check?lon=-48.49&lat=-1.45&date=2025-06-01` }),
  },
  { name: 'GET /openapi.json', roles: 'public', ok: 200, other: 'ok', request: async () => ({ method: 'GET', path: '/openapi.json' }) },
  { name: 'GET /docs/', roles: 'public', ok: 200, other: 'ok', request: async () => ({ method: 'GET', path: '/docs/' }) },
  {
    name: 'POST /api/evaluate',
    roles: 'any',
    ok: 200,
    other: 'ok',
    request: async () => ({ method: 'POST', path: '/api/evaluate', body: inputFor(OWN) }),
  },
  {
    name: 'GET /api/auth/session',
    roles: 'any',
    ok: 200,
    other: 'ok',
    request: async () => ({ method: 'GET', path: '/api/auth/session' }),
  },
  {
    name: 'GET /api/auth/methods',
    roles: 'public',
    ok: 200,
    other: 'ok',
    request: async () => ({ method: 'GET', path: '/api/auth/methods' }),
  },
  { name: 'GET /api/auth/tokens', roles: 'any', ok: 200, other: 'ok', request: async () => ({ method: 'GET', path: '/api/auth/tokens' }) },
  {
    name: 'POST /api/auth/tokens',
    roles: 'any',
    ok: 201,
    other: 'ok',
    request: async () => ({ method: 'POST', path: '/api/auth/tokens', body: { name: 'ci' } }),
  },
  {
    name: 'DELETE /api/auth/tokens/{id}',
    roles: 'any',
    ok: 204,
    other: 'ok',
    request: async (fx, who) => {
      const p = fx.principals[who.key];
      // A token of the caller's own to revoke (anonymous: any id; the answer is 401 anyway).
      const id = p ? (await fx.api.deps.auth.issueToken(p.user, 'to-revoke', null)).record.id : 'x';
      return { method: 'DELETE', path: `/api/auth/tokens/${id}` };
    },
  },
  {
    name: 'POST /api/auth/logout',
    roles: 'any',
    ok: 204,
    other: 'ok',
    request: async () => ({ method: 'POST', path: '/api/auth/logout' }),
  },

  {
    name: 'GET /api/establishments',
    roles: ['applicant', ...OFFICIALS_READ],
    ok: 200,
    other: 'filtered',
    otherApplicant: 'filtered',
    request: async () => ({ method: 'GET', path: '/api/establishments?limit=200' }),
  },
  {
    name: 'POST /api/establishments',
    roles: ['applicant', 'licensing-officer'],
    ok: 201,
    other: 403,
    otherApplicant: 'ok',
    request: async () => ({ method: 'POST', path: '/api/establishments', body: { municipality: OWN, name: unique('Nova revenda') } }),
  },
  {
    name: 'GET /api/establishments/{id}',
    roles: ['applicant', ...OFFICIALS_READ],
    ok: 200,
    other: 404,
    otherApplicant: 404,
    request: async (fx) => ({ method: 'GET', path: `/api/establishments/${own(fx).establishment.id}` }),
  },
  {
    name: 'PATCH /api/establishments/{id}',
    roles: ['applicant', 'licensing-officer', 'inspector'],
    ok: 200,
    other: 404,
    otherApplicant: 404,
    request: async (fx) => {
      const e = await freshEstablishment(fx);
      return { method: 'PATCH', path: `/api/establishments/${e.id}`, body: { name: unique('Renamed') }, headers: { 'if-match': '"v1"' } };
    },
  },

  {
    name: 'GET /api/applications',
    roles: ['applicant', ...OFFICIALS_READ],
    ok: 200,
    other: 'filtered',
    otherApplicant: 'filtered',
    request: async () => ({ method: 'GET', path: '/api/applications?limit=200' }),
  },
  {
    name: 'POST /api/applications',
    roles: ['applicant', 'licensing-officer'],
    ok: 201,
    other: 403,
    otherApplicant: 'ok',
    request: async () => ({ method: 'POST', path: '/api/applications', body: { type: 'new', input: inputFor(OWN) } }),
  },
  {
    name: 'GET /api/applications/{id}',
    roles: ['applicant', ...OFFICIALS_READ],
    ok: 200,
    other: 404,
    otherApplicant: 404,
    request: async (fx) => ({ method: 'GET', path: `/api/applications/${own(fx).application.id}` }),
  },
  {
    name: 'PATCH /api/applications/{id}',
    roles: ['applicant', 'licensing-officer', 'reviewer', 'fire-brigade'],
    ok: 200,
    other: 404,
    otherApplicant: 404,
    request: async (fx) => {
      const a = await freshApplication(fx);
      return { method: 'PATCH', path: `/api/applications/${a.id}`, body: {}, headers: { 'if-match': '"v1"' } };
    },
  },
  {
    name: 'POST /api/applications/{id}/submit',
    roles: ['applicant', 'licensing-officer'],
    ok: 200,
    other: 404,
    otherApplicant: 404,
    request: async (fx) => {
      const a = await freshApplication(fx);
      return { method: 'POST', path: `/api/applications/${a.id}/submit`, headers: { 'if-match': '"v1"' } };
    },
  },
  {
    name: 'POST /api/applications/{id}/evaluations',
    roles: ['applicant', 'licensing-officer', 'reviewer', 'inspector', 'fire-brigade'],
    ok: 201,
    other: 404,
    otherApplicant: 404,
    request: async (fx) => ({ method: 'POST', path: `/api/applications/${own(fx).application.id}/evaluations`, body: { lang: 'en' } }),
  },
  {
    name: 'GET /api/applications/{id}/evaluations',
    roles: ['applicant', ...OFFICIALS_READ],
    ok: 200,
    other: 404,
    otherApplicant: 404,
    request: async (fx) => ({ method: 'GET', path: `/api/applications/${own(fx).application.id}/evaluations` }),
  },
  {
    name: 'GET /api/evaluations/{id}',
    roles: ['applicant', ...OFFICIALS_READ],
    ok: 200,
    other: 404,
    otherApplicant: 404,
    request: async (fx) => ({ method: 'GET', path: `/api/evaluations/${own(fx).evaluation.id}` }),
  },
  {
    name: 'GET /api/evaluations/{id}/reproduce',
    roles: ['applicant', ...OFFICIALS_READ],
    ok: 200,
    other: 404,
    otherApplicant: 404,
    request: async (fx) => ({ method: 'GET', path: `/api/evaluations/${own(fx).evaluation.id}/reproduce` }),
  },

  {
    name: 'GET /api/licences',
    roles: [...OFFICIALS_READ, 'distributor'],
    ok: 200,
    other: 'filtered',
    request: async () => ({ method: 'GET', path: '/api/licences?limit=200' }),
  },
  {
    name: 'POST /api/licences',
    roles: ['licensing-officer'],
    ok: 201,
    // The establishment is invisible to another municipality: the field that names it is wrong.
    other: 422,
    // Only on an approved application (issue 10); an alvará is issued by the procedure's decision step.
    request: async (fx) => ({
      method: 'POST',
      path: '/api/licences',
      body: {
        establishmentId: own(fx).establishment.id,
        applicationId: (await approvedApplication(fx)).id,
        number: unique('N'),
        kind: 'vehicle',
        plate: 'ABC1D23',
        issuedOn: '2025-01-02',
      },
    }),
  },
  {
    name: 'GET /api/licences/{id}',
    roles: [...OFFICIALS_READ, 'distributor'],
    ok: 200,
    other: 404,
    request: async (fx) => ({ method: 'GET', path: `/api/licences/${own(fx).licence.id}` }),
  },
  ...(['suspend', 'reinstate', 'revoke'] as const).map(
    (action): Case => ({
      name: `POST /api/licences/{id}/${action}`,
      roles: ['licensing-officer'],
      ok: 200,
      other: 404,
      request: async (fx) => {
        const l = await freshLicence(fx, action === 'reinstate' ? 'suspended' : 'active');
        return { method: 'POST', path: `/api/licences/${l.id}/${action}`, headers: { 'if-match': '"v1"' } };
      },
    }),
  ),

  {
    name: 'GET /api/users',
    roles: ['municipal-admin', 'system-admin'],
    ok: 200,
    other: 'filtered',
    request: async () => ({ method: 'GET', path: '/api/users?limit=200' }),
  },
  {
    name: 'POST /api/users',
    roles: ['municipal-admin', 'system-admin'],
    ok: 201,
    other: 403,
    request: async () => ({
      method: 'POST',
      path: '/api/users',
      body: { email: `${unique('new')}@example.org`, name: 'Nova fiscal', municipality: OWN, roles: ['inspector'] },
    }),
  },
  {
    name: 'GET /api/users/{id}',
    roles: ['municipal-admin', 'system-admin'],
    ok: 200,
    other: 404,
    request: async (fx) => ({ method: 'GET', path: `/api/users/${fx.principals['inspector@own']!.user.id}` }),
  },
  {
    name: 'PATCH /api/users/{id}',
    roles: ['municipal-admin', 'system-admin'],
    ok: 200,
    other: 404,
    request: async (fx) => {
      const u = await makeUser(fx.api, ['inspector'], OWN, 'patchable');
      return { method: 'PATCH', path: `/api/users/${u.user.id}`, body: { name: 'Renomeada' }, headers: { 'if-match': '"v1"' } };
    },
  },

  {
    name: 'GET /api/audit',
    roles: ['municipal-admin', 'system-admin'],
    ok: 200,
    other: 'filtered',
    request: async () => ({ method: 'GET', path: '/api/audit?limit=200' }),
  },
  {
    name: 'GET /api/audit/verify',
    roles: ['system-admin'],
    ok: 200,
    other: 'ok',
    request: async () => ({ method: 'GET', path: '/api/audit/verify' }),
  },
  ...ENFORCEMENT_CASES,
  ...LICENSING_CASES,
  // Field enforcement (issue 11, branch field): test/support/authorization-matrix-field.ts.
  ...FIELD_CASES,
  ...OGC_CASES,
  ...REEVALUATION_CASES,
];
