/**
 * Sign-in over HTTP: argon2id passwords, the session and CSRF cookies, CSRF enforcement,
 * rate limiting per account and per address, bearer tokens (hashed at rest, revocable),
 * disabled accounts, logout.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { hashPassword } from '../auth/password.ts';
import { sha256 } from '../auth/secrets.ts';
import type { User } from '../domain/user.ts';
import { CSRF_COOKIE, SESSION_COOKIE } from './cookies.ts';
import { forEachEngine, OWN, openTestApi, systemScope, type TestApi, type TestResponse, unique } from '../../test/support/api.ts';

const PASSWORD = 'senha-de-teste-longa';

function cookiesOf(res: TestResponse): Record<string, { value: string; attrs: string }> {
  const out: Record<string, { value: string; attrs: string }> = {};
  for (const c of res.headers.getSetCookie()) {
    const [pair, ...attrs] = c.split(';');
    const eq = (pair ?? '').indexOf('=');
    out[(pair ?? '').slice(0, eq)] = { value: (pair ?? '').slice(eq + 1), attrs: attrs.map((a) => a.trim()).join('; ') };
  }
  return out;
}

async function userWithPassword(api: TestApi, roles: User['roles'] = ['licensing-officer']): Promise<User> {
  return api.deps.repo.createUser(systemScope(), {
    email: `${unique('login')}@example.org`,
    name: 'Servidora',
    municipality: OWN,
    roles,
    passwordHash: await hashPassword(PASSWORD),
    oidcIssuer: null,
    oidcSubject: null,
    disabled: false,
  });
}

async function login(api: TestApi, email: string, password = PASSWORD, ip = '10.0.0.1'): Promise<TestResponse> {
  return api.req('POST', '/api/auth/login', { body: { email, password }, headers: { 'x-forwarded-for': ip } });
}

/** The headers a browser sends with the session of a login response (cookie and CSRF token). */
function sessionHeaders(res: TestResponse): Record<string, string> {
  assert.equal(res.status, 200, res.text);
  const c = cookiesOf(res);
  return { cookie: `${SESSION_COOKIE}=${c[SESSION_COOKIE]!.value}`, 'x-csrf-token': c[CSRF_COOKIE]!.value };
}

async function adminWithPassword(api: TestApi): Promise<User> {
  return userWithPassword(api, ['municipal-admin']);
}

await forEachEngine('authentication', (engine) => {
  let api: TestApi;
  before(async () => {
    api = await openTestApi(engine, {
      config: { trustProxy: true },
      auth: { loginMaxPerAccount: 3, loginMaxPerIp: 6, loginDelayBaseMs: 60_000 },
    });
  });
  after(async () => {
    await api?.close();
  });

  test('passwords are stored as argon2id hashes', async () => {
    const u = await userWithPassword(api);
    assert.match(u.passwordHash ?? '', /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  test('login sets a Secure HttpOnly SameSite session cookie and a readable CSRF cookie', async () => {
    const u = await userWithPassword(api);
    const res = await login(api, u.email.toUpperCase());
    assert.equal(res.status, 200, res.text);
    assert.equal(res.json.user.id, u.id);
    assert.equal(res.json.user.passwordHash, undefined);
    const cookies = cookiesOf(res);
    const session = cookies[SESSION_COOKIE];
    const csrf = cookies[CSRF_COOKIE];
    assert.ok(session && csrf);
    assert.match(session.attrs, /Secure/);
    assert.match(session.attrs, /HttpOnly/);
    assert.match(session.attrs, /SameSite=Lax/);
    assert.match(session.attrs, /Path=\//);
    assert.doesNotMatch(csrf.attrs, /HttpOnly/);
    assert.match(csrf.attrs, /Secure/);
    assert.equal(csrf.value, res.json.csrfToken);
  });

  test('with the session cookie, reads work and unsafe requests need the CSRF header', async () => {
    const u = await userWithPassword(api);
    const res = await login(api, u.email);
    const c = cookiesOf(res);
    const cookie = `${SESSION_COOKIE}=${c[SESSION_COOKIE]!.value}; ${CSRF_COOKIE}=${c[CSRF_COOKIE]!.value}`;
    const me = await api.req('GET', '/api/auth/session', { headers: { cookie } });
    assert.equal(me.status, 200);
    assert.equal(me.json.user.id, u.id);
    assert.equal(me.json.via, 'session');

    const body = { name: unique('Com sessão') };
    const noCsrf = await api.req('POST', '/api/establishments', { body, headers: { cookie } });
    assert.equal(noCsrf.status, 403);
    assert.match(noCsrf.json.type, /csrf-failed$/);
    const wrong = await api.req('POST', '/api/establishments', { body, headers: { cookie, 'x-csrf-token': 'A'.repeat(43) } });
    assert.equal(wrong.status, 403);
    const ok = await api.req('POST', '/api/establishments', { body, headers: { cookie, 'x-csrf-token': c[CSRF_COOKIE]!.value } });
    assert.equal(ok.status, 201, ok.text);

    // Another session's CSRF token does not fit this session.
    const other = cookiesOf(await login(api, u.email));
    const mixed = await api.req('POST', '/api/establishments', { body, headers: { cookie, 'x-csrf-token': other[CSRF_COOKIE]!.value } });
    assert.equal(mixed.status, 403);
  });

  test('logout ends the session', async () => {
    const u = await userWithPassword(api);
    const c = cookiesOf(await login(api, u.email));
    const cookie = `${SESSION_COOKIE}=${c[SESSION_COOKIE]!.value}`;
    const out = await api.req('POST', '/api/auth/logout', { headers: { cookie, 'x-csrf-token': c[CSRF_COOKIE]!.value } });
    assert.equal(out.status, 204);
    assert.match(cookiesOf(out)[SESSION_COOKIE]!.attrs, /Max-Age=0/);
    const me = await api.req('GET', '/api/auth/session', { headers: { cookie } });
    assert.equal(me.status, 401);
  });

  test('wrong password and unknown account answer the same 401', async () => {
    const u = await userWithPassword(api);
    const wrong = await login(api, u.email, 'not-the-password', '10.1.0.1');
    const unknown = await login(api, 'nobody@example.org', 'not-the-password', '10.1.0.2');
    assert.equal(wrong.status, 401);
    assert.equal(unknown.status, 401);
    assert.equal(wrong.json.detail, unknown.json.detail);
  });

  test('failed logins are limited per account: 429 with Retry-After, even with the right password', async () => {
    const u = await userWithPassword(api);
    for (let i = 0; i < 3; i++) assert.equal((await login(api, u.email, 'wrong-password', `10.2.0.${i}`)).status, 401);
    const blocked = await login(api, u.email, PASSWORD, '10.2.0.99');
    assert.equal(blocked.status, 429);
    assert.match(blocked.headers.get('retry-after') ?? '', /^\d+$/);
    assert.ok(Number(blocked.headers.get('retry-after')) > 0);
  });

  test('failed logins are limited per address across accounts', async () => {
    const ip = '10.3.0.1';
    for (let i = 0; i < 6; i++) assert.equal((await login(api, `${unique('x')}@example.org`, 'wrong-password', ip)).status, 401);
    const u = await userWithPassword(api);
    assert.equal((await login(api, u.email, PASSWORD, ip)).status, 429);
    assert.equal((await login(api, u.email, PASSWORD, '10.3.0.2')).status, 200);
  });

  test('bearer tokens: shown once, stored hashed, listed without the secret, revocable', async () => {
    const u = await userWithPassword(api);
    const c = cookiesOf(await login(api, u.email));
    const headers = { cookie: `${SESSION_COOKIE}=${c[SESSION_COOKIE]!.value}`, 'x-csrf-token': c[CSRF_COOKIE]!.value };
    const created = await api.req('POST', '/api/auth/tokens', { body: { name: 'integração', expiresInDays: 30 }, headers });
    assert.equal(created.status, 201, created.text);
    const token = created.json.token as string;
    assert.match(token, /^glp_[A-Za-z0-9_-]{43}$/);

    const stored = await api.deps.repo.credentials.getTokenByHash(sha256(token));
    assert.ok(stored);
    assert.equal(JSON.stringify(stored).includes(token), false, 'the token itself is not stored');

    const me = await api.req('GET', '/api/auth/session', { token });
    assert.equal(me.status, 200);
    assert.equal(me.json.via, 'token');
    // A bearer token needs no CSRF header: it is not sent by the browser on its own.
    const post = await api.req('POST', '/api/establishments', { token, body: { name: unique('Via token') } });
    assert.equal(post.status, 201);

    const list = await api.req('GET', '/api/auth/tokens', { token });
    assert.equal(list.text.includes(token), false);
    assert.ok((list.json.items as { id: string }[]).some((t) => t.id === created.json.id));

    const revoked = await api.req('DELETE', `/api/auth/tokens/${created.json.id}`, { token });
    assert.equal(revoked.status, 204);
    const after = await api.req('GET', '/api/auth/session', { token });
    assert.equal(after.status, 401);
    assert.match(after.headers.get('www-authenticate') ?? '', /invalid_token/);
  });

  test('signing in again with an old session cookie needs no CSRF header', async () => {
    const u = await userWithPassword(api);
    const c = cookiesOf(await login(api, u.email));
    const again = await api.req('POST', '/api/auth/login', {
      body: { email: u.email, password: PASSWORD },
      headers: { cookie: `${SESSION_COOKIE}=${c[SESSION_COOKIE]!.value}`, 'x-forwarded-for': '10.4.0.1' },
    });
    assert.equal(again.status, 200, again.text);
  });

  test('a malformed or unknown bearer token is 401, even on public endpoints; the credential is not echoed', async () => {
    const basic = await api.req('GET', '/api/municipalities', { headers: { authorization: 'Basic dXNlcjpzZWNyZXQ=' } });
    assert.equal(basic.status, 401);
    assert.equal(basic.text.includes('dXNlcjpzZWNyZXQ'), false);
    assert.equal(basic.json.errors[0].found, 'a "Basic" credential');
    assert.equal((await api.req('GET', '/api/municipalities', { token: `glp_${'x'.repeat(43)}` })).status, 401);
  });

  test('a disabled account is signed out everywhere', async () => {
    const u = await userWithPassword(api, ['inspector']);
    const { token } = await api.deps.auth.issueToken(u, 't', null);
    const c = cookiesOf(await login(api, u.email));
    const cookie = `${SESSION_COOKIE}=${c[SESSION_COOKIE]!.value}`;
    const admin = await api.deps.repo.createUser(systemScope(), {
      email: `${unique('admin')}@example.org`,
      name: 'Admin',
      municipality: OWN,
      roles: ['municipal-admin'],
      passwordHash: null,
      oidcIssuer: null,
      oidcSubject: null,
      disabled: false,
    });
    const adminToken = (await api.deps.auth.issueToken(admin, 't', null)).token;
    const res = await api.req('PATCH', `/api/users/${u.id}`, {
      token: adminToken,
      body: { disabled: true },
      headers: { 'if-match': '"v1"' },
    });
    assert.equal(res.status, 200, res.text);
    assert.equal((await api.req('GET', '/api/auth/session', { token })).status, 401);
    assert.equal((await api.req('GET', '/api/auth/session', { headers: { cookie } })).status, 401);
    assert.equal((await login(api, u.email, PASSWORD, '10.9.0.1')).status, 401);
  });

  test('a password set by an administrator ends every session and token of the account: old ones get 401', async () => {
    const u = await userWithPassword(api, ['inspector']);
    const a = sessionHeaders(await login(api, u.email, PASSWORD, '10.11.0.1'));
    const b = sessionHeaders(await login(api, u.email, PASSWORD, '10.11.0.2'));
    const issued = await api.req('POST', '/api/auth/tokens', { body: { name: 'tablet' }, headers: a });
    assert.equal(issued.status, 201, issued.text);
    const token = issued.json.token as string;
    const admin = await adminWithPassword(api);
    const adminSession = sessionHeaders(await login(api, admin.email, PASSWORD, '10.11.0.3'));
    for (const headers of [a, b]) assert.equal((await api.req('GET', '/api/auth/session', { headers })).status, 200);
    const res = await api.req('PATCH', `/api/users/${u.id}`, {
      body: { password: 'outra-senha-bem-longa' },
      headers: { ...adminSession, 'if-match': '"v1"' },
    });
    assert.equal(res.status, 200, res.text);
    for (const headers of [a, b]) assert.equal((await api.req('GET', '/api/auth/session', { headers })).status, 401);
    assert.equal((await api.req('GET', '/api/auth/session', { token })).status, 401);
    assert.equal((await login(api, u.email, PASSWORD, '10.11.0.4')).status, 401, 'the old password');
    assert.equal((await login(api, u.email, 'outra-senha-bem-longa', '10.11.0.4')).status, 200, 'the new one');
    assert.equal((await api.req('GET', '/api/auth/session', { headers: adminSession })).status, 200, "the administrator's own session");
  });

  test('changing one’s own password keeps the session it is done from; the other sessions and the tokens end', async () => {
    const me = await adminWithPassword(api);
    const here = sessionHeaders(await login(api, me.email, PASSWORD, '10.12.0.1'));
    const elsewhere = sessionHeaders(await login(api, me.email, PASSWORD, '10.12.0.2'));
    const { token } = await api.deps.auth.issueToken(me, 'script', null);
    const res = await api.req('PATCH', `/api/users/${me.id}`, {
      body: { password: 'minha-nova-senha-longa' },
      headers: { ...here, 'if-match': '"v1"' },
    });
    assert.equal(res.status, 200, res.text);
    assert.equal((await api.req('GET', '/api/auth/session', { headers: here })).status, 200);
    assert.equal((await api.req('GET', '/api/auth/session', { headers: elsewhere })).status, 401);
    assert.equal((await api.req('GET', '/api/auth/session', { token })).status, 401);
    const log = await api.deps.repo.listAudit(systemScope(), { filters: { entityId: me.id, action: 'user.credentials-ended' } });
    assert.equal(log.total, 1);
    assert.equal((log.items[0]?.after as { reason?: string } | undefined)?.reason, 'password-changed');
  });

  test('disabling revokes the tokens for good: re-enabling the account brings none back', async () => {
    const u = await userWithPassword(api, ['inspector']);
    const { token, record } = await api.deps.auth.issueToken(u, 'sensor', null);
    assert.equal((await api.req('GET', '/api/auth/session', { token })).status, 200);
    const admin = sessionHeaders(await login(api, (await adminWithPassword(api)).email, PASSWORD, '10.13.0.1'));
    const off = await api.req('PATCH', `/api/users/${u.id}`, { body: { disabled: true }, headers: { ...admin, 'if-match': '"v1"' } });
    assert.equal(off.status, 200, off.text);
    const on = await api.req('PATCH', `/api/users/${u.id}`, { body: { disabled: false }, headers: { ...admin, 'if-match': '"v2"' } });
    assert.equal(on.status, 200, on.text);
    assert.equal((await api.req('GET', '/api/auth/session', { token })).status, 401);
    const mine = await api.req('GET', '/api/auth/tokens', { headers: sessionHeaders(await login(api, u.email, PASSWORD, '10.13.0.2')) });
    const listed = (mine.json.items as { id: string; revokedAt: string | null }[]).find((t) => t.id === record.id);
    assert.ok(listed?.revokedAt, 'listed as revoked');
  });

  test('administrators: a municipal admin cannot grant system-admin; passwords are checked; emails are unique', async () => {
    const admin = await api.deps.repo.createUser(systemScope(), {
      email: `${unique('madmin')}@example.org`,
      name: 'Admin municipal',
      municipality: OWN,
      roles: ['municipal-admin'],
      passwordHash: null,
      oidcIssuer: null,
      oidcSubject: null,
      disabled: false,
    });
    const token = (await api.deps.auth.issueToken(admin, 't', null)).token;
    const sys = await api.req('POST', '/api/users', {
      token,
      body: { email: `${unique('s')}@example.org`, name: 'S', municipality: null, roles: ['system-admin'] },
    });
    assert.equal(sys.status, 403);
    const weak = await api.req('POST', '/api/users', {
      token,
      body: { email: `${unique('w')}@example.org`, name: 'W', municipality: OWN, roles: ['inspector'], password: 'short' },
    });
    assert.equal(weak.status, 422);
    assert.equal(weak.json.errors[0].field, 'password');
    const ok = await api.req('POST', '/api/users', {
      token,
      body: { email: `${unique('ok')}@example.org`, name: 'Ok', municipality: OWN, roles: ['inspector'], password: 'uma-senha-bem-longa' },
    });
    assert.equal(ok.status, 201, ok.text);
    assert.equal(ok.json.hasPassword, true);
    const dup = await api.req('POST', '/api/users', {
      token,
      body: { email: ok.json.email, name: 'Dup', municipality: OWN, roles: ['inspector'] },
    });
    assert.equal(dup.status, 409);
  });
});
