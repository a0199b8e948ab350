/**
 * The web application served beside the API: pages with a strict CSP, hashed assets cached for
 * a year, application routes answered with index.html, the API's paths left alone, nothing
 * outside the build reachable, and a clear line when the application is not built.
 */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { gunzipSync } from 'node:zlib';
import { openTestApi, type TestApi } from '../../test/support/api.ts';
import { NOT_BUILT, NOT_BUILT_PT, pageCsp, tileOrigin } from './web.ts';

const INDEX =
  '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>GLP</title></head><body><div id="root"></div><script type="module" src="/assets/index-AbC123.js"></script></body></html>';
const JS = `console.log(${JSON.stringify('x'.repeat(4000))});`;

function fakeBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'glp-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  writeFileSync(join(dir, 'assets', 'index-AbC123.js'), JS);
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name as string, values]),
  );
}

describe('the web application at /', () => {
  let api: TestApi;
  let dir: string;
  before(async () => {
    dir = fakeBuild();
    api = await openTestApi('sqlite', { config: { web: { dir } } });
  });
  after(async () => {
    await api?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves the page with a strict policy: no inline script or style, no framing', async () => {
    const r = await api.req('GET', '/');
    assert.equal(r.status, 200);
    assert.equal(r.text, INDEX);
    assert.match(r.headers.get('content-type') ?? '', /^text\/html/);
    const csp = directives(r.headers.get('content-security-policy') ?? '');
    assert.deepEqual(csp.get('default-src'), ["'none'"]);
    assert.deepEqual(csp.get('script-src'), ["'self'"]);
    assert.deepEqual(csp.get('style-src'), ["'self'"]);
    assert.deepEqual(csp.get('frame-ancestors'), ["'none'"]);
    assert.deepEqual(csp.get('object-src'), ["'none'"]);
    assert.deepEqual(csp.get('base-uri'), ["'none'"]);
    assert.equal(r.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(r.headers.get('referrer-policy'), 'no-referrer');
    assert.equal(r.headers.get('cache-control'), 'no-cache');
  });

  it('answers the application’s routes with the page', async () => {
    for (const path of ['/verificar/ALV-2026-001', '/viabilidade', '/leis/belem-pa', '/verificar/ALV%2F2026']) {
      const r = await api.req('GET', path);
      assert.equal(r.status, 200, path);
      assert.equal(r.text, INDEX, path);
    }
  });

  it('caches hashed assets for a year, gzipped when asked', async () => {
    const r = await api.req('GET', '/assets/index-AbC123.js');
    assert.equal(r.status, 200);
    assert.equal(r.text, JS);
    assert.equal(r.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.match(r.headers.get('content-type') ?? '', /^text\/javascript/);
    const res = await api.app.request('/assets/index-AbC123.js', { headers: { 'accept-encoding': 'gzip, br' } });
    assert.equal(res.headers.get('content-encoding'), 'gzip');
    const body = Buffer.from(await res.arrayBuffer());
    assert.ok(body.length < JS.length / 10, `gzipped ${body.length} bytes`);
    assert.equal(gunzipSync(body).toString('utf8'), JS);
    const icon = await api.req('GET', '/favicon.svg');
    assert.equal(icon.status, 200);
    assert.equal(icon.headers.get('cache-control'), 'public, max-age=3600');
    assert.equal(icon.headers.get('content-security-policy'), "default-src 'none'; frame-ancestors 'none'");
  });

  it('leaves the API’s paths alone: unknown ones are still 404 problem JSON', async () => {
    for (const path of ['/api', '/api/nope', '/api/verificar/X', '/docs/nope.js', '/assets/missing-123.js', '/robots.txt']) {
      const r = await api.req('GET', path);
      assert.equal(r.status, 404, path);
      assert.match(r.headers.get('content-type') ?? '', /application\/problem\+json/, path);
    }
    assert.equal((await api.req('GET', '/api/health')).json.ok, true);
    assert.equal((await api.req('GET', '/openapi.json')).json.openapi, '3.1.0');
    assert.match((await api.req('GET', '/docs/')).text, /swagger-ui/);
    assert.ok(Array.isArray((await api.req('GET', '/ogc/collections')).json.collections));
    assert.equal((await api.req('POST', '/viabilidade')).status, 404);
  });

  it('reaches no file outside the build', async () => {
    for (const path of [
      '/..%2fpackage.json',
      '/assets/..%2f..%2fpackage.json',
      '/%2e%2e/%2e%2e/package.json',
      '/assets/%00.js',
      '/%E0%A4%A.js',
    ]) {
      const r = await api.req('GET', path);
      assert.equal(r.status, 404, path);
      assert.doesNotMatch(r.text, /"dependencies"/, path);
    }
  });
});

describe('map tiles, when configured', () => {
  it('adds only the tile server’s origin to img-src and announces the URL to the page', async () => {
    const dir = fakeBuild();
    const tileUrl = 'https://{s}.tile.example.org/{z}/{x}/{y}.png?key="a&b"';
    const api = await openTestApi('sqlite', { config: { web: { dir, tileUrl, tileAttribution: '© Example <contributors>' } } });
    try {
      const r = await api.req('GET', '/');
      const csp = directives(r.headers.get('content-security-policy') ?? '');
      assert.deepEqual(csp.get('img-src'), ["'self'", 'data:', 'https://*.tile.example.org']);
      assert.deepEqual(csp.get('connect-src'), ["'self'"]);
      assert.match(
        r.text,
        /<meta name="glp-tile-url" content="https:\/\/\{s\}\.tile\.example\.org\/\{z\}\/\{x\}\/\{y\}\.png\?key=&quot;a&amp;b&quot;">/,
      );
      assert.match(r.text, /<meta name="glp-tile-attribution" content="© Example &lt;contributors&gt;"><\/head>/);
    } finally {
      await api.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('ignores a tile URL that is not http(s)', () => {
    assert.equal(tileOrigin('javascript:alert(1)'), null);
    assert.equal(tileOrigin('https://tiles.example.org:8443/{z}/{x}/{y}.png'), 'https://tiles.example.org:8443');
    assert.equal(tileOrigin(undefined), null);
    assert.doesNotMatch(pageCsp('ftp://x.org/{z}.png'), /ftp/);
  });
});

describe('no build', () => {
  it('says how to build it and still serves the API', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'glp-web-none-'));
    const api = await openTestApi('sqlite', { config: { web: { dir } } });
    try {
      const r = await api.req('GET', '/viabilidade');
      assert.equal(r.status, 404);
      assert.ok(r.text.includes(NOT_BUILT));
      assert.match(NOT_BUILT, /npm run build:web/);
      // Portuguese first (the page's language), the English below it.
      assert.match(r.text, /<html lang="pt-BR">/);
      const pt = r.text.indexOf(NOT_BUILT_PT);
      assert.ok(pt > 0 && pt < r.text.indexOf(NOT_BUILT), r.text);
      assert.match(NOT_BUILT_PT, /não foi compilado.*npm run build:web/);
      assert.match(r.text, /<p lang="en">glp serve: the web application is not built/);
      assert.equal((await api.req('GET', '/api/health')).status, 200);
    } finally {
      await api.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
