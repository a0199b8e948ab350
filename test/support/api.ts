/**
 * Test fixtures for the API suites: an app on a fresh SQLite directory or a fresh PostgreSQL
 * database, users of every role in two municipalities with bearer tokens, and records of
 * each municipality. Not a test file itself (no .test.ts): imported by them.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe } from 'node:test';
import type { AuthOptions } from '../../src/auth/service.ts';
import type { Application } from '../../src/domain/application.ts';
import type { Establishment } from '../../src/domain/establishment.ts';
import type { StoredEvaluation } from '../../src/domain/evaluation.ts';
import type { Licence } from '../../src/domain/licence.ts';
import { ROLES, type Role, type Scope } from '../../src/domain/roles.ts';
import type { User } from '../../src/domain/user.ts';
import type { PackRegistry } from '../../src/core/registry.ts';
import { packs } from './packs.ts';
import type { ApiConfig } from '../../src/api/context.ts';
import { type Opened, openApi } from '../../src/api/server.ts';

export const OWN = 'belem-pa';
export const OTHER = 'salvador-ba';
export type Muni = 'own' | 'other';
export const MUNIS: Record<Muni, string> = { own: OWN, other: OTHER };

/** Every role but system-admin belongs to a municipality. */
export const MUNICIPAL_ROLES = ROLES.filter((r) => r !== 'system-admin');

export type Engine = 'sqlite' | 'postgres';

export interface TestApi extends Opened {
  engine: Engine;
  /** Sends a request in-process; `token` adds the bearer header, `body` is JSON-encoded. */
  req(method: string, path: string, opts?: ReqOpts): Promise<TestResponse>;
}

export interface ReqOpts {
  token?: string | undefined;
  body?: unknown;
  /** Raw body text (sent as is). */
  raw?: string;
  headers?: Record<string, string>;
}

export interface TestResponse {
  status: number;
  headers: Headers;
  text: string;
  // biome-ignore lint/suspicious/noExplicitAny: the assertions read response fields directly
  json: any;
}

export async function send(app: Opened['app'], method: string, path: string, opts: ReqOpts = {}): Promise<TestResponse> {
  const headers: Record<string, string> = { ...(opts.headers ?? {}) };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let body: string | undefined;
  if (opts.raw !== undefined) body = opts.raw;
  else if (opts.body !== undefined) {
    body = JSON.stringify(opts.body);
    headers['content-type'] ??= 'application/json';
  }
  const init: RequestInit = { method, headers };
  if (body !== undefined) init.body = body;
  const res = await app.request(path, init);
  const text = await res.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, text, json };
}

export async function openTestApi(
  engine: Engine,
  opts: { env?: Record<string, string | undefined>; auth?: Partial<AuthOptions>; config?: Partial<ApiConfig>; packs?: PackRegistry } = {},
): Promise<TestApi> {
  let cleanup: () => Promise<void>;
  let where: { dataDir?: string; databaseUrl?: string };
  if (engine === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'glp-api-'));
    where = { dataDir: dir };
    cleanup = async () => rmSync(dir, { recursive: true, force: true });
  } else {
    const { createTestDatabase } = await import('./pg.ts');
    const db = await createTestDatabase();
    where = { databaseUrl: db.url };
    cleanup = () => db.drop();
  }
  const opened = await openApi({
    ...where,
    packs: opts.packs ?? packs,
    env: opts.env ?? {},
    auth: { tokenCacheMs: 0, ...(opts.auth ?? {}) },
    config: opts.config ?? {},
    poolSize: 4,
    log: () => {},
  });
  return {
    ...opened,
    engine,
    req: (method, path, o) => send(opened.app, method, path, o),
    close: async () => {
      await opened.close();
      await cleanup();
    },
  };
}

/**
 * Registers `fn` as a suite for SQLite and for PostgreSQL (await it at the top of the test
 * file). PostgreSQL is skipped locally when no server can be reached; with CI=true an
 * unreachable PostgreSQL makes the file FAIL (pgAvailable throws), never skip.
 */
export async function forEachEngine(name: string, fn: (engine: Engine) => void): Promise<void> {
  describe(`${name} [sqlite]`, () => fn('sqlite'));
  const { pgAvailable } = await import('./pg.ts');
  const pg = await pgAvailable();
  if (pg.ok) describe(`${name} [postgres]`, () => fn('postgres'));
  else describe(`${name} [postgres]`, { skip: pg.reason }, () => {});
}

export const systemScope = (requestId = 'test-setup'): Scope => ({
  userId: 'test:setup',
  municipality: null,
  roles: ['system-admin'],
  requestId,
});

export interface Principal {
  user: User;
  token: string;
}

/** Key of a principal: `${role}@own`, `${role}@other`, `system-admin`, `applicant2@own`. */
export type PrincipalKey = string;

export interface MuniRecords {
  establishment: Establishment;
  application: Application;
  evaluation: StoredEvaluation;
  licence: Licence;
}

export interface Fixture {
  api: TestApi;
  principals: Record<PrincipalKey, Principal>;
  records: Record<Muni, MuniRecords>;
  scopeOf(key: PrincipalKey): Scope;
  token(key: PrincipalKey): string;
}

export function principalKey(role: Role, muni: Muni): PrincipalKey {
  return role === 'system-admin' ? 'system-admin' : `${role}@${muni}`;
}

export const SAMPLE_INPUT = {
  municipality: OWN,
  activity: 'glp-resale',
  date: '2024-05-01',
  storage: { containers: [{ capacityKg: 13, state: 'full', count: 40 }] },
} as const;

export function inputFor(municipality: string): Record<string, unknown> {
  return { ...SAMPLE_INPUT, municipality };
}

/** The fixture's tokens by user id (to act as the user a scope names). */
const tokensByUser = new Map<string, string>();

let seq = 0;
export function unique(prefix: string): string {
  seq += 1;
  return `${prefix}-${Date.now().toString(36)}-${seq}`;
}

/** The company of the fixtures' distributor accounts (valid check digits, no real company). */
export const DISTRIBUTOR_CNPJ = '90000002000173';

export async function makeUser(api: TestApi, roles: Role[], municipality: string | null, name: string, cnpj?: string): Promise<Principal> {
  const user = await api.deps.repo.createUser(systemScope(), {
    email: `${unique(name)}@example.org`,
    name,
    municipality,
    roles,
    passwordHash: null,
    oidcIssuer: null,
    oidcSubject: null,
    disabled: false,
    // A distributor account names its company (migration 0010); one synthetic CNPJ for all.
    distributorCnpj: roles.includes('distributor') ? (cnpj ?? DISTRIBUTOR_CNPJ) : null,
  });
  const { token } = await api.deps.auth.issueToken(user, 'test', null);
  tokensByUser.set(user.id, token);
  return { user, token };
}

export async function buildFixture(api: TestApi): Promise<Fixture> {
  const principals: Record<PrincipalKey, Principal> = {};
  for (const muni of ['own', 'other'] as const) {
    for (const role of MUNICIPAL_ROLES) principals[principalKey(role, muni)] = await makeUser(api, [role], MUNIS[muni], `${role}-${muni}`);
  }
  principals['applicant2@own'] = await makeUser(api, ['applicant'], OWN, 'applicant2-own');
  principals['system-admin'] = await makeUser(api, ['system-admin'], null, 'sysadmin');
  const scopeOf = (key: PrincipalKey): Scope => {
    const p = principals[key];
    if (!p) throw new Error(`no principal ${key}`);
    return { userId: p.user.id, municipality: p.user.municipality, roles: p.user.roles, requestId: 'test-setup' };
  };
  const records = {} as Record<Muni, MuniRecords>;
  for (const muni of ['own', 'other'] as const) {
    records[muni] = await makeRecords(api, scopeOf, muni);
  }
  return {
    api,
    principals,
    records,
    scopeOf,
    token: (key) => {
      const p = principals[key];
      if (!p) throw new Error(`no principal ${key}`);
      return p.token;
    },
  };
}

/** An establishment owned by the municipality's applicant, a draft application of theirs, an evaluation and a licence. */
export async function makeRecords(api: TestApi, scopeOf: (k: PrincipalKey) => Scope, muni: Muni): Promise<MuniRecords> {
  const { repo } = api.deps;
  const m = MUNIS[muni];
  const applicant = scopeOf(`applicant@${muni}`);
  const officer = scopeOf(`licensing-officer@${muni}`);
  const establishment = await repo.createEstablishment(applicant, {
    municipality: m,
    name: unique(`Revenda ${muni}`),
    cnpj: null,
    address: {},
    location: null,
    ownerUserId: applicant.userId,
    status: 'active',
    data: {},
  });
  const application = await repo.createApplication(applicant, {
    municipality: m,
    establishmentId: establishment.id,
    applicantUserId: applicant.userId,
    type: 'new',
    status: 'draft',
    input: inputFor(m),
  });
  const res = await api.req('POST', `/api/applications/${application.id}/evaluations`, { token: tokenOf(applicant.userId), body: {} });
  const evaluation = res.json as StoredEvaluation;
  if (res.status !== 201) throw new Error(`fixture evaluation: ${res.status} ${res.text}`);
  const licence = await repo.createLicence(officer, {
    municipality: m,
    establishmentId: establishment.id,
    number: unique(`ALV-${muni}`),
    kind: 'alvara',
    class: null,
    issuedOn: '2024-01-01',
    expiresOn: null,
    status: 'active',
    plate: null,
  });
  return { establishment, application, evaluation, licence };
}

function tokenOf(userId: string): string {
  const t = tokensByUser.get(userId);
  if (!t) throw new Error(`no token for ${userId}`);
  return t;
}

/** The first applicant's records in OWN (the matrices' subject). */
export function own(fx: Fixture) {
  return fx.records.own;
}

/** A new establishment of the first applicant in OWN, for a case that changes one. */
export async function freshEstablishment(fx: Fixture) {
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
