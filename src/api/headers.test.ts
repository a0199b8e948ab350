/**
 * Headers and links (issue #9 item 8): every response — JSON, problem JSON, GeoJSON, SVG,
 * the API docs' page and assets, redirects, empty answers — carries a Content-Security-Policy
 * (data: `default-src 'none'; frame-ancestors 'none'`; the docs page its own), nosniff and
 * Referrer-Policy; HSTS only over HTTPS (an https public URL, or a trusted proxy that says
 * so); and links are built from the configured public URL, never from a hostile Host header.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { buildFixture, type Fixture, openTestApi, OWN, systemScope, type TestApi } from '../../test/support/api.ts';
import { packs } from '../../test/support/packs.ts';
import type { PolygonGeometry } from '../siting/geom.ts';
import { realBoundaries } from '../siting/synthetic-municipalities.ts';
import { DATA_POLICY, DOCS_POLICY, HSTS_VALUE } from './security-headers.ts';
import { ConfigError, configFromEnv } from './server.ts';

const PLACE = {
  municipality: OWN,
  status: 'licensed',
  source: 'teste',
  importedAt: '2025-01-15T12:00:00.000Z',
  validFrom: null,
  validTo: null,
  data: {},
};

async function withPlaces(api: TestApi): Promise<void> {
  await api.deps.repo.insertPlaces(systemScope(), [
    { ...PLACE, status: null, category: 'municipal-boundary', name: 'Belém', geometry: realBoundaries(packs).get(OWN) as PolygonGeometry },
    { ...PLACE, category: 'glp-outlet', name: 'Revenda', geometry: { type: 'Point', coordinates: [-48.47, -1.4] } },
    { ...PLACE, category: 'glp-outlet', name: 'Outra revenda', geometry: { type: 'Point', coordinates: [-48.48, -1.41] } },
  ]);
}

describe('security headers on every response', () => {
  let fx: Fixture;
  before(async () => {
    fx = await buildFixture(await openTestApi('sqlite'));
    await withPlaces(fx.api);
  });
  after(async () => {
    await fx?.api.close();
  });

  it('every kind of answer carries CSP, nosniff and Referrer-Policy; no HSTS over plain HTTP', async () => {
    const token = fx.token('licensing-officer@own');
    const cases: [string, string, { token?: string; method?: string }, RegExp, string][] = [
      ['JSON', '/api/health', {}, /application\/json/, DATA_POLICY],
      ['problem JSON 404', '/api/nowhere', {}, /application\/problem\+json/, DATA_POLICY],
      ['problem JSON 401', '/api/users', {}, /application\/problem\+json/, DATA_POLICY],
      ['OpenAPI', '/openapi.json', {}, /application\/json/, DATA_POLICY],
      ['docs page', '/docs/', {}, /text\/html/, DOCS_POLICY],
      ['docs script', '/docs/init.js', {}, /text\/javascript/, DATA_POLICY],
      ['docs stylesheet', '/docs/swagger-ui.css', {}, /text\/css/, DATA_POLICY],
      ['redirect', '/docs', {}, /.*/, DATA_POLICY],
      ['OGC JSON', '/ogc/collections', {}, /application\/json/, DATA_POLICY],
      ['OGC GeoJSON', `/ogc/collections/${OWN}.outlets/items`, {}, /application\/geo\+json/, DATA_POLICY],
      ['OGC error', `/ogc/collections/${OWN}.outlets/items?offset=-1`, {}, /application\/problem\+json/, DATA_POLICY],
      ['viability GeoJSON', `/api/viability/${OWN}?resolution=1000`, {}, /application\/geo\+json/, DATA_POLICY],
      ['viability SVG', `/api/viability/${OWN}/preview.svg?resolution=1000`, {}, /image\/svg\+xml/, DATA_POLICY],
      ['empty 204', '/api/auth/logout', { token, method: 'POST' }, /.*/, DATA_POLICY],
    ];
    for (const [what, path, o, type, policy] of cases) {
      const r = await fx.api.req(o.method ?? 'GET', path, { token: o.token });
      assert.ok(r.status < 500, `${what}: ${r.status}`);
      assert.match(r.headers.get('content-type') ?? '', type, what);
      assert.equal(r.headers.get('content-security-policy'), policy, what);
      assert.equal(r.headers.get('x-content-type-options'), 'nosniff', what);
      assert.equal(r.headers.get('referrer-policy'), 'no-referrer', what);
      assert.equal(r.headers.get('strict-transport-security'), null, what);
      assert.ok(r.headers.get('x-request-id'), what);
    }
    // X-Forwarded-Proto from a client the server does not trust is not HTTPS.
    const spoofed = await fx.api.req('GET', '/api/health', { headers: { 'x-forwarded-proto': 'https' } });
    assert.equal(spoofed.headers.get('strict-transport-security'), null);
  });
});

describe('HSTS over HTTPS', () => {
  it('behind a trusted proxy that says https, and with an https public URL', async () => {
    const proxied = await openTestApi('sqlite', { config: { trustProxy: true } });
    try {
      const r = await proxied.req('GET', '/api/health', { headers: { 'x-forwarded-proto': 'https' } });
      assert.equal(r.headers.get('strict-transport-security'), HSTS_VALUE);
      const plain = await proxied.req('GET', '/api/nowhere', { headers: { 'x-forwarded-proto': 'http' } });
      assert.equal(plain.headers.get('strict-transport-security'), null);
    } finally {
      await proxied.close();
    }
    const published = await openTestApi('sqlite', { env: { GLP_PUBLIC_URL: 'https://glp.example.gov.br' } });
    try {
      for (const path of ['/api/health', '/api/nowhere', '/docs/', '/ogc']) {
        const r = await published.req('GET', path);
        assert.equal(r.headers.get('strict-transport-security'), HSTS_VALUE, path);
      }
    } finally {
      await published.close();
    }
  });
});

describe('links from the public URL, not the Host header', () => {
  const hrefs = (doc: unknown): string[] => JSON.stringify(doc).match(/"href":"[^"]*"/g) ?? [];

  it('a hostile Host header appears in no link; the configured public URL does', async () => {
    const local = await openTestApi('sqlite');
    const published = await openTestApi('sqlite', { env: { GLP_PUBLIC_URL: 'https://glp.example.gov.br/licenciamento/' } });
    try {
      await withPlaces(local);
      await withPlaces(published);
      const path = `/ogc/collections/${OWN}.outlets/items?limit=1`;
      const hostile = { host: 'evil.example', 'x-forwarded-host': 'evil.example' };
      for (const p of ['/ogc', '/ogc/collections', path]) {
        const r = await local.req('GET', p, { headers: hostile });
        assert.equal(r.status, 200, p);
        assert.doesNotMatch(r.text, /evil\.example/, p);
        // No public URL, a non-loopback Host: links are paths on this server.
        for (const h of hrefs(r.json)) assert.match(h, /^"href":"\/ogc/, `${p}: ${h}`);
        const pub = await published.req('GET', p, { headers: hostile });
        assert.doesNotMatch(pub.text, /evil\.example/, p);
        for (const h of hrefs(pub.json)) assert.match(h, /^"href":"https:\/\/glp\.example\.gov\.br\/licenciamento\/ogc/, `${p}: ${h}`);
      }
      const next = (await published.req('GET', path, { headers: hostile })).json.links.find((l: { rel: string }) => l.rel === 'next');
      assert.equal(next.href, `https://glp.example.gov.br/licenciamento/ogc/collections/${OWN}.outlets/items?limit=1&offset=1`);
      // A loopback Host (a developer's machine): links to it, as a browser there would expect.
      const loop = await local.req('GET', '/ogc', { headers: { host: 'localhost:8080' } });
      for (const h of hrefs(loop.json)) assert.match(h, /^"href":"http:\/\/localhost:8080\/ogc/, h);
    } finally {
      await local.close();
      await published.close();
    }
  });

  it('a malformed GLP_PUBLIC_URL or GLP_TRUST_PROXY stops the server with a line naming it', () => {
    for (const bad of ['glp.example.gov.br', 'ftp://glp.example.gov.br', 'https://user:pw@glp.example.gov.br', 'https://x/?a=1']) {
      assert.throws(
        () => configFromEnv({ GLP_PUBLIC_URL: bad }),
        (e: unknown) => e instanceof ConfigError && /^GLP_PUBLIC_URL: found /.test(e.message),
      );
    }
    assert.throws(() => configFromEnv({ GLP_TRUST_PROXY: 'maybe' }), /GLP_TRUST_PROXY: found "maybe"/);
    assert.deepEqual(configFromEnv({ GLP_PUBLIC_URL: 'https://glp.example.gov.br/', GLP_TRUST_PROXY: '1' }), {
      publicUrl: 'https://glp.example.gov.br',
      trustProxy: true,
    });
  });
});
