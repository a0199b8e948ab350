/**
 * Problem JSON in the client's language (issue 12): the same bad requests asked in Portuguese
 * and in English — validation (field names kept), 401, 403, 404, 412, 428, 429 — English when
 * the client does not ask; which language Accept-Language chooses, with q-values on both sides.
 * And GET /api/auth/methods: OpenID Connect offered only when configured.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { hashPassword } from '../auth/password.ts';
import { forEachEngine, OWN, openTestApi, systemScope, type TestApi } from '../../test/support/api.ts';
import { PROBLEM_TYPES } from './problem.ts';
import { detailPt, documentLang, PT_TITLES, problemLang } from './problem-i18n.ts';

const PT = { 'accept-language': 'pt-BR,pt;q=0.9,en;q=0.8' };
const EN = { 'accept-language': 'en-US,en;q=0.9' };

describe('problemLang: Accept-Language → pt or en (English by default, for programs)', () => {
  const cases: [string | undefined, 'pt' | 'en'][] = [
    [undefined, 'en'],
    ['', 'en'],
    ['*', 'en'],
    ['fr-FR', 'en'],
    ['pt', 'pt'],
    ['pt-BR', 'pt'],
    ['PT-br', 'pt'],
    ['en', 'en'],
    // q-values: below, equal (the first listed wins) and above English.
    ['en;q=0.8, pt;q=0.79', 'en'],
    ['en;q=0.8, pt;q=0.8', 'en'],
    ['pt;q=0.8, en;q=0.8', 'pt'],
    ['en;q=0.8, pt;q=0.81', 'pt'],
    ['fr, pt;q=0.5', 'pt'],
    ['pt;q=0, en;q=0.1', 'en'],
    ['pt;q=abc', 'en'],
  ];
  for (const [header, lang] of cases) it(`${JSON.stringify(header)} → ${lang}`, () => assert.equal(problemLang(header), lang));
});

describe('documentLang: a document in Portuguese unless English ranks above it', () => {
  it('Portuguese by default: the municipality’s acts are in Portuguese', () => {
    for (const h of [undefined, '', '*', 'fr', 'pt-BR', 'pt-BR,en;q=0.8', 'en;q=0.5,pt;q=0.9', 'pt,en'])
      assert.equal(documentLang(h), 'pt', String(h));
  });
  it('English when the client prefers it to Portuguese', () => {
    for (const h of ['en', 'en-GB', 'en-US,en;q=0.9,pt;q=0.5', 'fr,en;q=0.5', 'pt;q=0.4,en;q=0.6']) assert.equal(documentLang(h), 'en', h);
  });
});

describe('the catalogue', () => {
  it('every problem type has a Portuguese title, different from the English one', () => {
    for (const [kind, [, en]] of Object.entries(PROBLEM_TYPES)) {
      const pt: string = PT_TITLES[kind as keyof typeof PROBLEM_TYPES];
      assert.ok(pt && pt !== en, kind);
    }
  });
  it('field problems: "campo X: encontrado …; esperado …", every one, and the count of the rest', () => {
    const errors = [
      { field: 'email', found: 'nothing', expected: 'a string' },
      { field: 'roles[0]', found: '"chefe"', expected: 'one of "applicant", "inspector"' },
    ];
    assert.equal(
      detailPt('email: found nothing, expected a string; roles[0]: found "chefe", expected one of "applicant", "inspector"', errors),
      'campo email: encontrado nada; esperado um texto; campo roles[0]: encontrado "chefe"; esperado um de "applicant", "inspector"',
    );
    assert.equal(
      detailPt('email: found nothing, expected a string (and 1 more)', errors),
      'campo email: encontrado nada; esperado um texto (e mais 1)',
    );
    assert.equal(
      detailPt('1 problem(s) in escolas.geojson; nothing was imported.', [
        { field: 'features[1]: category', found: '"padaria"', expected: 'x' },
      ]),
      '1 problema(s) em escolas.geojson; nada foi importado.',
    );
    assert.equal(
      detailPt('250 problem(s) in a.csv; nothing was imported (the first 100 listed).', undefined),
      '250 problema(s) em a.csv; nada foi importado (listados os 100 primeiros).',
    );
    assert.equal(
      detailPt('query.x: this endpoint takes no query parameters', [{ field: 'query.x', found: '"1"', expected: 'no query parameters' }]),
      'query.x: este endereço não aceita parâmetros de consulta',
    );
    // An unknown sentence stays as written (never a wrong translation).
    assert.equal(detailPt('A sentence nobody catalogued.', undefined), 'A sentence nobody catalogued.');
  });
});

await forEachEngine('problem JSON in the language asked for', (engine) => {
  let api: TestApi;
  let admin: string;
  let userId: string;
  before(async () => {
    api = await openTestApi(engine);
    const scope = systemScope();
    const a = await api.deps.repo.createUser(scope, {
      email: 'admin.problemas@belem.example',
      name: 'Admin',
      municipality: OWN,
      roles: ['municipal-admin'],
      passwordHash: await hashPassword('senha-de-teste-123'),
      oidcIssuer: null,
      oidcSubject: null,
      disabled: false,
    });
    userId = a.id;
    const login = await api.req('POST', '/api/auth/login', { body: { email: a.email, password: 'senha-de-teste-123' } });
    assert.equal(login.status, 200, login.text);
    const t = await api.req('POST', '/api/auth/tokens', {
      body: { name: 't' },
      headers: {
        cookie: login.headers
          .getSetCookie()
          .map((c) => c.split(';')[0])
          .join('; '),
        'x-csrf-token': login.json.csrfToken,
      },
    });
    assert.equal(t.status, 201, t.text);
    admin = t.json.token;
  });
  after(() => api?.close());

  it('422: the same invalid body — English by default and with en, Portuguese with pt; errors[] as sent, with its Portuguese in pt', async () => {
    const body = { email: 'x@belem.example', municipality: OWN, roles: ['inspector'] };
    const post = (headers: Record<string, string>) => api.req('POST', '/api/users', { token: admin, body, headers });
    const [none, en, pt] = await Promise.all([post({}), post(EN), post(PT)]);
    for (const r of [none, en, pt]) {
      assert.equal(r.status, 422, r.text);
      assert.match(r.headers.get('content-type') ?? '', /application\/problem\+json/);
      assert.match(r.headers.get('vary') ?? '', /accept-language/i);
    }
    assert.deepEqual(none.json.title, 'The request does not validate');
    assert.deepEqual(en.json.title, 'The request does not validate');
    assert.equal(en.json.detail, 'name: found nothing, expected a string');
    assert.equal(none.json.detail, en.json.detail);
    assert.equal(pt.json.title, 'A requisição não é válida');
    assert.equal(pt.json.detail, 'campo name: encontrado nada; esperado um texto');
    // Programs read errors[] (field, found, expected) and type: the same in both languages; an
    // answer in Portuguese adds what a screen shows beside the field, in Portuguese.
    assert.deepEqual(en.json.errors, [{ field: 'name', found: 'nothing', expected: 'a string' }]);
    assert.deepEqual(none.json.errors, en.json.errors);
    assert.deepEqual(pt.json.errors, [
      { field: 'name', found: 'nothing', expected: 'a string', foundText: 'nada', expectedText: 'um texto' },
    ]);
    assert.equal(pt.json.type, en.json.type);
  });

  it('401 wrong password, 401 no credentials, 403 not allowed, 404 — in pt and en', async () => {
    const wrong = (headers: Record<string, string>) =>
      api.req('POST', '/api/auth/login', { body: { email: 'ninguem@belem.example', password: 'errada-mas-longa' }, headers });
    const [wEn, wPt] = [await wrong(EN), await wrong(PT)];
    assert.equal(wEn.status, 401);
    assert.equal(wEn.json.detail, 'Email or password not recognised.');
    assert.equal(wPt.status, 401);
    assert.equal(wPt.json.title, 'Credenciais inválidas');
    assert.equal(wPt.json.detail, 'E-mail ou senha não reconhecidos.');

    const anon = await api.req('GET', '/api/users', { headers: PT });
    assert.equal(anon.status, 401);
    assert.equal(anon.json.title, 'É preciso entrar');
    assert.match(anon.json.detail, /^Entre com a sua conta/);

    const applicant = await api.deps.repo.createUser(systemScope(), {
      email: 'req.problemas@belem.example',
      name: 'Req',
      municipality: OWN,
      roles: ['applicant'],
      passwordHash: null,
      oidcIssuer: null,
      oidcSubject: null,
      disabled: false,
    });
    const { token } = await api.deps.auth.issueToken(applicant, 't', null, 'test');
    const users = (headers: Record<string, string>) => api.req('GET', '/api/users', { token, headers });
    const [fEn, fPt] = await Promise.all([users(EN), users(PT)]);
    assert.equal(fEn.status, 403);
    assert.match(fEn.json.detail, /^Your roles \(applicant\) do not allow /);
    assert.equal(fPt.json.title, 'Acesso negado');
    assert.match(fPt.json.detail, /^Os seus perfis \(requerente\) não permitem /);

    const muni = (headers: Record<string, string>) => api.req('GET', '/api/municipalities/atlantida-xx', { headers });
    const [nEn, nPt] = await Promise.all([muni(EN), muni(PT)]);
    assert.equal(nEn.status, 404);
    assert.equal(nEn.json.title, 'Not found');
    assert.equal(nPt.json.title, 'Não encontrado');
    assert.match(nPt.json.detail, /atlantida-xx/);
    assert.doesNotMatch(nPt.json.detail, /^No /);
  });

  it('428 without If-Match and 412 with a stale one — in pt', async () => {
    const path = `/api/users/${userId}`;
    const noMatch = await api.req('PATCH', path, { token: admin, body: { name: 'Outro' }, headers: PT });
    assert.equal(noMatch.status, 428, noMatch.text);
    assert.equal(noMatch.json.title, 'If-Match obrigatório');
    assert.match(noMatch.json.detail, /^Esta alteração precisa do cabeçalho If-Match/);
    const stale = await api.req('PATCH', path, { token: admin, body: { name: 'Outro' }, headers: { ...PT, 'if-match': '"v99"' } });
    assert.equal(stale.status, 412, stale.text);
    assert.equal(stale.json.title, 'O registro mudou desde que você o leu');
    assert.match(stale.json.detail, /está na versão 1; o seu If-Match indicou a versão 99\. Recarregue/);
    const staleEn = await api.req('PATCH', path, { token: admin, body: { name: 'Outro' }, headers: { ...EN, 'if-match': '"v99"' } });
    assert.match(staleEn.json.detail, /is at version 1; your If-Match named version 99/);
  });

  it('GET /api/auth/methods without OpenID Connect: password only', async () => {
    const r = await api.req('GET', '/api/auth/methods');
    assert.equal(r.status, 200, r.text);
    assert.deepEqual(r.json, { password: true, oidc: null });
  });

  it('the user list marks demo accounts (their passwords are public)', async () => {
    const demo = await api.deps.repo.createUser(systemScope(), {
      email: 'fiscal.belem@demo.example',
      name: 'Fiscal (demonstração)',
      municipality: OWN,
      roles: ['inspector'],
      passwordHash: null,
      oidcIssuer: null,
      oidcSubject: null,
      disabled: false,
    });
    const r = await api.req('GET', '/api/users?limit=100', { token: admin });
    assert.equal(r.status, 200, r.text);
    const byId = new Map(r.json.items.map((u: { id: string; demo: boolean }) => [u.id, u.demo]));
    assert.equal(byId.get(demo.id), true);
    assert.equal(byId.get(userId), false);
  });
});

describe('429: too many sign-in attempts, in pt and en', () => {
  let api: TestApi;
  before(async () => {
    api = await openTestApi('sqlite', { auth: { loginMaxPerIp: 2 } });
  });
  after(() => api?.close());
  it('the third attempt from one address is refused, the retry time kept in the sentence', async () => {
    const attempt = (headers: Record<string, string>) =>
      api.req('POST', '/api/auth/login', { body: { email: 'ninguem@belem.example', password: 'errada-mas-longa' }, headers });
    assert.equal((await attempt(EN)).status, 401);
    assert.equal((await attempt(EN)).status, 401);
    const en = await attempt(EN);
    const pt = await attempt(PT);
    assert.equal(en.status, 429, en.text);
    assert.equal(pt.status, 429, pt.text);
    const s = en.headers.get('retry-after');
    assert.equal(en.json.detail, `Too many sign-in attempts; retry in ${s} s.`);
    assert.equal(pt.json.title, 'Requisições demais');
    assert.match(pt.json.detail, /^Tentativas de entrar demais; tente de novo em \d+ s\.$/);
  });
});

describe('GET /api/auth/methods with OpenID Connect configured', () => {
  let api: TestApi;
  before(async () => {
    api = await openTestApi('sqlite', {
      env: {
        GLP_OIDC_ISSUER: 'https://sso.acesso.gov.br',
        GLP_OIDC_CLIENT_ID: 'glp',
        GLP_OIDC_REDIRECT_URL: 'http://127.0.0.1:8080/api/auth/oidc/callback',
      },
    });
  });
  after(() => api?.close());
  it('offers gov.br with the path that starts the flow (nothing fetched from the provider to answer)', async () => {
    const r = await api.req('GET', '/api/auth/methods');
    assert.equal(r.status, 200, r.text);
    assert.deepEqual(r.json, { password: true, oidc: { issuer: 'https://sso.acesso.gov.br', loginPath: '/api/auth/oidc/login' } });
  });
});
