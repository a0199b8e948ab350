/**
 * The authorization matrix: every endpoint × every role × own and other municipality (plus
 * anonymous, a second applicant of the same municipality, and the system administrator),
 * each with the exact status expected. The expectations are written out here, not derived
 * from src/auth/permissions.ts, so a change of policy has to change both on purpose.
 *
 * The target records belong to the "own" municipality (belem-pa) and to its applicant.
 * An official of the other municipality (salvador-ba) must not see them (404, as if they
 * did not exist), must not create there (403), and lists show them nothing of it.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { ROLES, type Role } from '../domain/roles.ts';
import {
  buildFixture,
  type Fixture,
  forEachEngine,
  inputFor,
  MUNICIPAL_ROLES,
  type Muni,
  makeUser,
  OWN,
  openTestApi,
  principalKey,
  type TestResponse,
  unique,
} from '../../test/support/api.ts';

type Who = { key: string; role: Role | null; muni: Muni | null };

const PRINCIPALS: Who[] = [
  { key: 'anonymous', role: null, muni: null },
  ...MUNICIPAL_ROLES.map((r) => ({ key: principalKey(r, 'own'), role: r, muni: 'own' as const })),
  ...MUNICIPAL_ROLES.map((r) => ({ key: principalKey(r, 'other'), role: r, muni: 'other' as const })),
  { key: 'applicant2@own', role: 'applicant', muni: 'own' },
  { key: 'system-admin', role: 'system-admin', muni: null },
];

/** What an allowed principal that may not reach the target gets: a status, or a list without the target's records. */
type Denied = number | 'filtered';

interface Case {
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

function own(fx: Fixture) {
  return fx.records.own;
}

async function freshEstablishment(fx: Fixture) {
  return fx.api.deps.repo.createEstablishment(fx.scopeOf('applicant@own'), {
    municipality: OWN,
    name: unique('Fresh'),
    cnpj: null,
    address: {},
    location: null,
    ownerUserId: fx.principals['applicant@own']!.user.id,
    status: 'active',
    data: {},
  });
}

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

const CASES: Case[] = [
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
    request: async (fx) => ({
      method: 'POST',
      path: '/api/licences',
      body: { establishmentId: own(fx).establishment.id, number: unique('N'), kind: 'alvara', issuedOn: '2025-01-02' },
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
];

function allowedFor(c: Case, who: Who): boolean {
  if (c.roles === 'public') return true;
  if (who.role === null) return false;
  if (c.roles === 'any') return true;
  return c.roles.includes(who.role);
}

/** The exact outcome expected for a principal, as a status or 'filtered'. */
function expected(c: Case, who: Who): number | 'filtered' {
  if (c.roles === 'public') return c.ok;
  if (who.role === null) return 401;
  if (!allowedFor(c, who)) return 403;
  if (who.key === 'applicant2@own') {
    const d = c.otherApplicant ?? 'ok';
    return d === 'ok' ? c.ok : d;
  }
  if (who.muni === 'other') return c.other === 'ok' ? c.ok : c.other;
  return c.ok;
}

/** A filtered list: 200, and nothing in it belongs to what the principal may not see. */
function checkFiltered(fx: Fixture, who: Who, res: TestResponse): string | null {
  if (res.status !== 200) return `expected 200 (filtered list), got ${res.status}: ${res.text.slice(0, 200)}`;
  const items = (res.json?.items ?? []) as { id?: string; municipality?: string | null; seq?: number }[];
  if (who.muni === 'other') {
    const leaked = items.filter((i) => i.municipality === OWN);
    if (leaked.length > 0) return `${leaked.length} item(s) of ${OWN} leaked to ${who.key}`;
    return null;
  }
  // The second applicant: none of the first applicant's records.
  const first = fx.records.own;
  const theirs = new Set([first.establishment.id, first.application.id, first.evaluation.id, first.licence.id]);
  const leaked = items.filter((i) => i.id !== undefined && theirs.has(i.id));
  return leaked.length > 0 ? `${leaked.length} record(s) of applicant@own leaked to ${who.key}` : null;
}

await forEachEngine('authorization matrix', (engine) => {
  let fx: Fixture;
  before(async () => {
    const api = await openTestApi(engine);
    fx = await buildFixture(api);
    // One place in the registry, for the places endpoints.
    await api.deps.repo.insertPlaces(fx.scopeOf('licensing-officer@own'), [
      {
        municipality: OWN,
        category: 'school',
        status: null,
        name: 'Escola Estadual',
        geometry: { type: 'Point', coordinates: [-48.49, -1.45] },
        source: 'test',
        importedAt: new Date().toISOString(),
        validFrom: null,
        validTo: null,
        data: {},
      },
    ]);
  });
  after(async () => {
    await fx?.api.close();
  });

  test('the matrix covers every role of the product', () => {
    const roles = new Set(PRINCIPALS.map((p) => p.role).filter((r) => r !== null));
    assert.deepEqual([...roles].sort(), [...ROLES].sort());
  });

  test('every endpoint of the OpenAPI document is in the matrix', async () => {
    const doc = (await fx.api.req('GET', '/openapi.json')).json as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(doc.paths).flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`));
    const covered = new Set(CASES.map((c) => c.name));
    // Sign-in flows are exercised by their own suites (auth.test.ts, oidc.test.ts).
    const elsewhere = new Set(['POST /api/auth/login', 'GET /api/auth/oidc/login', 'GET /api/auth/oidc/callback']);
    const missing = documented.filter((e) => !covered.has(e) && !elsewhere.has(e));
    assert.deepEqual(missing, []);
  });

  for (const c of CASES) {
    test(c.name, async () => {
      const failures: string[] = [];
      for (const who of PRINCIPALS) {
        const r = await c.request(fx, who);
        const token = who.key === 'anonymous' ? undefined : fx.token(who.key);
        const opts: Parameters<typeof fx.api.req>[2] = { token, headers: r.headers ?? {} };
        if (r.body !== undefined) opts.body = r.body;
        const res = await fx.api.req(r.method, r.path, opts);
        const want = expected(c, who);
        if (want === 'filtered') {
          const why = checkFiltered(fx, who, res);
          if (why) failures.push(`${who.key}: ${why}`);
        } else if (res.status !== want) {
          failures.push(`${who.key}: expected ${want}, got ${res.status} ${res.text.slice(0, 160)}`);
        }
        if (res.status >= 500) failures.push(`${who.key}: server error ${res.text.slice(0, 200)}`);
      }
      assert.deepEqual(failures, []);
    });
  }
});
