/**
 * The OpenAPI 3.1 document is generated from the zod schemas that validate requests; the
 * interactive docs are served from local files; every error is problem JSON.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { activitiesOf } from '../core/input/vocabulary.ts';
import { openTestApi, type TestApi } from '../../test/support/api.ts';
import { packs } from '../../test/support/packs.ts';

let api: TestApi;
before(async () => {
  api = await openTestApi('sqlite');
});
after(async () => {
  await api?.close();
});

test('/openapi.json is OpenAPI 3.1 with the engine’s schemas as components', async () => {
  const res = await api.req('GET', '/openapi.json');
  assert.equal(res.status, 200);
  const doc = res.json;
  assert.equal(doc.openapi, '3.1.0');
  // The version is package.json's, not a copy of it.
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
  assert.equal(doc.info.version, pkg.version);
  for (const c of [
    'EstablishmentInput',
    'EvaluationResult',
    'Finding',
    'Citation',
    'Problem',
    'Application',
    'StoredEvaluation',
    'Licence',
    'PublicLicence',
    'User',
    'AuditEntry',
  ]) {
    assert.ok(doc.components.schemas[c], `component ${c}`);
  }
  assert.deepEqual(Object.keys(doc.components.securitySchemes).sort(), ['bearer', 'session']);
  // The request body of /api/evaluate IS the input schema: same activities, same required fields.
  const input = doc.components.schemas.EstablishmentInput;
  const activity = activitiesOf(packs.list()).map((t) => t.id);
  assert.deepEqual(input.properties.activity.enum, activity);
  assert.deepEqual(input.required.sort(), ['activity', 'municipality']);
  const evaluate = doc.paths['/api/evaluate'].post;
  assert.equal(evaluate.requestBody.content['application/json'].schema.$ref, '#/components/schemas/EstablishmentInput');
  assert.equal(evaluate.responses['200'].content['application/json'].schema.$ref, '#/components/schemas/EvaluationResult');
  assert.ok(evaluate.responses['422'].content['application/problem+json']);
  // Path parameters are declared.
  const get = doc.paths['/api/establishments/{id}'].get;
  assert.deepEqual(
    get.parameters.map((p: { name: string; in: string }) => `${p.in}:${p.name}`),
    ['path:id'],
  );
});

test('/docs serves Swagger UI from local files, with a CSP that allows only this origin', async () => {
  const redirect = await api.req('GET', '/docs');
  assert.equal(redirect.status, 301);
  const page = await api.req('GET', '/docs/');
  assert.equal(page.status, 200);
  assert.match(page.headers.get('content-type') ?? '', /text\/html/);
  assert.match(page.headers.get('content-security-policy') ?? '', /script-src 'self'/);
  assert.doesNotMatch(page.text, /https?:\/\//, 'no external URL in the page');
  for (const src of page.text.matchAll(/(?:src|href)="([^"]+)"/g)) {
    const asset = await api.req('GET', src[1] as string);
    assert.equal(asset.status, 200, src[1]);
  }
  const init = await api.req('GET', '/docs/init.js');
  assert.match(init.text, /\/openapi\.json/);
  assert.equal((await api.req('GET', '/docs/../package.json')).status, 404);
  assert.equal((await api.req('GET', '/docs/index.html')).status, 404);
});

test('errors are RFC 9457 problem JSON naming field, found and expected; never a stack trace', async () => {
  const token = (
    await api.deps.auth.issueToken(
      await api.deps.repo.createUser(
        { userId: 't', municipality: null, roles: ['system-admin'], requestId: 't' },
        {
          email: 'p@example.org',
          name: 'P',
          municipality: 'belem-pa',
          roles: ['inspector'],
          passwordHash: null,
          oidcIssuer: null,
          oidcSubject: null,
          disabled: false,
        },
      ),
      't',
      null,
    )
  ).token;
  const res = await api.req('POST', '/api/evaluate', {
    token,
    body: { municipality: 'belem-pa', activity: 'glp-resale', storage: { containers: [{ capacityKg: 17, state: 'full', count: 1 }] } },
  });
  assert.equal(res.status, 422);
  assert.equal(res.headers.get('content-type'), 'application/problem+json; charset=utf-8');
  assert.match(res.headers.get('x-request-id') ?? '', /^[0-9a-f-]{36}$/);
  assert.equal(res.json.requestId, res.headers.get('x-request-id'));
  assert.equal(res.json.status, 422);
  assert.equal(res.json.instance, '/api/evaluate');
  assert.match(res.json.type, /^https:\/\/.+\/validation-failed$/);
  assert.deepEqual(res.json.errors, [
    { field: 'storage.containers[0].capacityKg', found: '17', expected: 'one of 2, 5, 7, 8, 13, 20, 45, 90, 190' },
  ]);

  const unknownPack = await api.req('POST', '/api/evaluate', { token, body: { municipality: 'atlantida', activity: 'glp-resale' } });
  assert.equal(unknownPack.status, 422);
  assert.equal(unknownPack.json.errors[0].field, 'municipality');

  const big = await api.req('POST', '/api/evaluate', {
    token,
    raw: `{"x":"${'a'.repeat(2 * 1024 * 1024)}"}`,
    headers: { 'content-type': 'application/json' },
  });
  assert.equal(big.status, 413);
  const notJson = await api.req('POST', '/api/evaluate', {
    token,
    raw: '{"municipality":',
    headers: { 'content-type': 'application/json' },
  });
  assert.equal(notJson.status, 400);
  assert.match(notJson.json.errors[0].found, /^invalid JSON/);
  const form = await api.req('POST', '/api/evaluate', {
    token,
    raw: 'a=1',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  assert.equal(form.status, 415);
  const badQuery = await api.req('GET', '/api/establishments?limit=0&bogus=1', { token });
  assert.equal(badQuery.status, 400);
  assert.deepEqual(badQuery.json.errors.map((e: { field: string }) => e.field).sort(), ['query.bogus', 'query.limit']);
  const missing = await api.req('GET', '/api/no/such/thing');
  assert.equal(missing.status, 404);
  assert.equal(missing.headers.get('content-type'), 'application/problem+json; charset=utf-8');
  for (const r of [res, unknownPack, big, notJson, form, badQuery, missing]) assert.doesNotMatch(r.text, /\bat .+\.(ts|js):\d+/);
});

test('security headers on every response', async () => {
  const res = await api.req('GET', '/api/health');
  assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
  assert.equal(res.headers.get('x-frame-options'), 'DENY');
  assert.equal(res.headers.get('cache-control'), 'no-store');
  assert.ok(res.headers.get('x-request-id'));
});
