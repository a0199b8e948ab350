/**
 * OpenID Connect login against a real provider (oidc-provider 9) run in-process on
 * 127.0.0.1:<random port>: discovery, authorization code + PKCE, state and nonce, the code
 * exchanged over real HTTP, the ID token verified with jose against the provider's JWKS,
 * and the local account found by (issuer, subject). No mocks.
 */
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import { sha256 } from '../auth/secrets.ts';
import { OIDC_COOKIE, SESSION_COOKIE } from './cookies.ts';
import { forEachEngine, OWN, openTestApi, systemScope, type TestApi, type TestResponse } from '../../test/support/api.ts';

// oidc-provider announces its development defaults (and that it prefers Node 22) on the
// console; in this test they are known and intended, so they are kept out of the output.
for (const level of ['warn', 'info'] as const) {
  const original = console[level].bind(console);
  console[level] = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].startsWith('oidc-provider')) return;
    original(...args);
  };
}
const { default: Provider } = await import('oidc-provider');

const CLIENT_ID = 'glp-licenciamento';
const CLIENT_SECRET = 'a-client-secret-for-tests-only';
const REDIRECT = 'http://127.0.0.1:8080/api/auth/oidc/callback';

/** A cookie jar that honours cookie paths (the provider scopes some cookies to /auth/:uid). */
class Jar {
  private cookies = new Map<string, { value: string; path: string }>();
  take(res: Response | TestResponse): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';').map((s) => s.trim());
      const eq = (pair ?? '').indexOf('=');
      const name = (pair ?? '').slice(0, eq);
      const value = (pair ?? '').slice(eq + 1);
      const path = attrs.find((a) => a.toLowerCase().startsWith('path='))?.slice(5) ?? '/';
      const expired = attrs.some((a) => /^max-age=0$/i.test(a) || /^expires=thu, 01 jan 1970/i.test(a));
      const key = `${name}\u0000${path}`;
      if (expired || value === '') this.cookies.delete(key);
      else this.cookies.set(key, { value, path });
    }
  }
  header(path: string): string {
    return [...this.cookies.entries()]
      .filter(([, c]) => path.startsWith(c.path))
      .map(([k, c]) => `${k.split('\u0000')[0]}=${c.value}`)
      .join('; ');
  }
  get(name: string): string | undefined {
    for (const [k, c] of this.cookies) if (k.split('\u0000')[0] === name) return c.value;
    return undefined;
  }
}

let server: Server;
let issuer: string;

before(async () => {
  server = createServer();
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        redirect_uris: [REDIRECT],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    async findAccount(_ctx, sub) {
      return { accountId: sub, claims: async () => ({ sub, email: `${sub}@gov.example`, email_verified: true, name: `Pessoa ${sub}` }) };
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true },
    cookies: { keys: ['cookie-key-for-tests-only'] },
  });
  // The provider warns about its development-only settings; the test knows.
  provider.on('server_error', () => {});
  server.on('request', provider.callback());
});

after(async () => {
  await new Promise<void>((ok) => server.close(() => ok()));
});

/** Follows the browser through the provider: login form, consent, back to our callback. */
async function signInAtProvider(authorizeUrl: string, login: string): Promise<string> {
  const jar = new Jar();
  let url = authorizeUrl;
  for (let hop = 0; hop < 12; hop++) {
    const u = new URL(url, issuer);
    if (u.href.startsWith(REDIRECT)) return `${u.pathname}${u.search}`;
    const res = await fetch(u, { redirect: 'manual', headers: { cookie: jar.header(u.pathname) } });
    jar.take(res);
    if (res.status >= 300 && res.status < 400) {
      url = res.headers.get('location') ?? '';
      continue;
    }
    const html = await res.text();
    assert.equal(res.status, 200, `provider answered ${res.status} at ${u.pathname}: ${html.slice(0, 300)}`);
    // An interaction page: the dev login form, then the consent form.
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1] ?? 'consent';
    const form = new URLSearchParams(prompt === 'login' ? { prompt, login, password: 'any' } : { prompt: 'consent' });
    const post = await fetch(u, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: jar.header(u.pathname), 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
    });
    jar.take(post);
    assert.ok(post.status >= 300 && post.status < 400, `interaction ${prompt}: ${post.status} ${await post.text()}`);
    url = post.headers.get('location') ?? '';
  }
  throw new Error('too many redirects at the provider');
}

await forEachEngine('OIDC login with a real provider', (engine) => {
  let api: TestApi;
  const subject = '12345678909'; // on gov.br the subject is the CPF

  before(async () => {
    api = await openTestApi(engine, {
      env: {
        GLP_OIDC_ISSUER: issuer,
        GLP_OIDC_CLIENT_ID: CLIENT_ID,
        GLP_OIDC_CLIENT_SECRET: CLIENT_SECRET,
        GLP_OIDC_REDIRECT_URL: REDIRECT,
      },
    });
    await api.deps.repo.createUser(systemScope(), {
      email: 'fiscal@belem.example',
      name: 'Fiscal',
      municipality: OWN,
      roles: ['inspector'],
      passwordHash: null,
      oidcIssuer: issuer,
      oidcSubject: subject,
      disabled: false,
    });
  });
  after(async () => {
    await api?.close();
  });

  async function start(jar: Jar, returnTo = '/painel'): Promise<string> {
    const res = await api.req('GET', `/api/auth/oidc/login?returnTo=${encodeURIComponent(returnTo)}`);
    assert.equal(res.status, 302, res.text);
    jar.take(res);
    const location = res.headers.get('location') ?? '';
    const u = new URL(location);
    assert.equal(u.origin, issuer);
    assert.equal(u.searchParams.get('code_challenge_method'), 'S256');
    assert.match(u.searchParams.get('code_challenge') ?? '', /^[A-Za-z0-9_-]{43}$/);
    assert.ok(u.searchParams.get('nonce'));
    assert.equal(u.searchParams.get('state'), jar.get(OIDC_COOKIE));
    return location;
  }

  test('authorization code + PKCE: the ID token is verified and the linked account is signed in', async () => {
    const browser = new Jar();
    const authorize = await start(browser);
    const callback = await signInAtProvider(authorize, subject);
    const res = await api.req('GET', callback, { headers: { cookie: browser.header('/api/auth/oidc/callback') } });
    assert.equal(res.status, 303, res.text);
    assert.equal(res.headers.get('location'), '/painel');
    browser.take(res);
    const session = browser.get(SESSION_COOKIE);
    assert.ok(session, 'session cookie set');
    const me = await api.req('GET', '/api/auth/session', { headers: { cookie: browser.header('/api') } });
    assert.equal(me.status, 200, me.text);
    assert.equal(me.json.user.oidcSubject, subject);
    assert.deepEqual(me.json.user.roles, ['inspector']);

    // The callback cannot be replayed: state is single-use.
    const again = await api.req('GET', callback, {
      headers: { cookie: `${OIDC_COOKIE}=${new URL(callback, 'http://x').searchParams.get('state')}` },
    });
    assert.equal(again.status, 401);
  });

  test('a callback without the state cookie of this browser is refused (login CSRF)', async () => {
    const victim = new Jar();
    const authorize = await start(new Jar());
    const callback = await signInAtProvider(authorize, subject);
    const res = await api.req('GET', callback, { headers: { cookie: victim.header('/') } });
    assert.equal(res.status, 401);
    assert.equal(
      res.headers.getSetCookie().some((c) => c.startsWith(`${SESSION_COOKIE}=`)),
      false,
    );
  });

  test('a tampered code does not sign anyone in', async () => {
    const browser = new Jar();
    const authorize = await start(browser);
    const callback = await signInAtProvider(authorize, subject);
    const u = new URL(callback, 'http://x');
    u.searchParams.set('code', `${u.searchParams.get('code')}x`);
    const res = await api.req('GET', `${u.pathname}${u.search}`, { headers: { cookie: browser.header('/api/auth/oidc/callback') } });
    assert.equal(res.status, 401);
  });

  test('an identity with no linked account is refused with 403, nothing is created', async () => {
    const browser = new Jar();
    const authorize = await start(browser);
    const callback = await signInAtProvider(authorize, '98765432100');
    const res = await api.req('GET', callback, { headers: { cookie: browser.header('/api/auth/oidc/callback') } });
    assert.equal(res.status, 403, res.text);
    assert.equal(res.json.subject, '98765432100');
    assert.equal(await api.deps.repo.findUserByOidc(issuer, '98765432100'), null);
  });

  test('a login left pending past its 10 minutes is deleted with its nonce and verifier, and its callback refused', async () => {
    const browser = new Jar();
    const authorize = await start(browser);
    const state = new URL(authorize).searchParams.get('state') ?? '';
    const callback = await signInAtProvider(authorize, subject);
    const clock = api.deps.auth.opts.now;
    const startedAt = clock();
    api.deps.auth.opts.now = () => new Date(startedAt.getTime() + 10 * 60_000 + 1000);
    try {
      const purged = await api.deps.auth.purgeExpired();
      assert.ok(purged.oidcLogins >= 1, JSON.stringify(purged));
      // Gone from the database, not merely expired: even read "before" its expiry it is not there.
      assert.equal(await api.deps.repo.credentials.takeOidcLogin(sha256(state), startedAt.toISOString()), null);
      const res = await api.req('GET', callback, { headers: { cookie: browser.header('/api/auth/oidc/callback') } });
      assert.equal(res.status, 401);
      assert.match(res.json.detail, /expired or was already used/);
    } finally {
      api.deps.auth.opts.now = clock;
    }
  });

  test('returnTo cannot send the browser to another site', async () => {
    const browser = new Jar();
    const authorize = await start(browser, '//evil.example/x');
    const callback = await signInAtProvider(authorize, subject);
    const res = await api.req('GET', callback, { headers: { cookie: browser.header('/api/auth/oidc/callback') } });
    assert.equal(res.status, 303);
    assert.equal(res.headers.get('location'), '/');
  });
});
