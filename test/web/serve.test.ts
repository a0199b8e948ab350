/**
 * `glp serve` serves the built web application at / beside the API — no second server — and,
 * when the application is not built, says in one line how to build it and still serves the API.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, it } from 'node:test';
import { call, startServer } from '../support/serve.ts';
import { ensureWebBuilt } from '../support/web.ts';

const ADMIN = { email: 'admin@web.example', password: 'web-test-admin-password' };
const dirs: string[] = [];
const tmp = (p: string) => {
  const d = mkdtempSync(join(tmpdir(), p));
  dirs.push(d);
  return d;
};
after(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

it('serves the built application at / and its routes, with the page policy', async () => {
  ensureWebBuilt();
  const server = await startServer({ dataDir: tmp('glp-serve-web-') }, ADMIN);
  try {
    for (const path of ['/', '/verificar/ALV-1', '/viabilidade']) {
      const r = await fetch(`${server.url}${path}`);
      assert.equal(r.status, 200, path);
      assert.match(await r.text(), /<div id="root"><\/div>/, path);
      assert.match(r.headers.get('content-security-policy') ?? '', /script-src 'self'/, path);
    }
    assert.equal((await call(server.url, 'GET', '/api/nope')).status, 404);
    assert.doesNotMatch(server.stderr(), /build:web/);
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
});

it('without a build: one line saying how to build it, and the API still served', async () => {
  const server = await startServer({ dataDir: tmp('glp-serve-noweb-') }, ADMIN, [], { GLP_WEB_DIR: tmp('glp-empty-web-') });
  try {
    const page = await fetch(`${server.url}/`);
    assert.equal(page.status, 404);
    assert.match(await page.text(), /npm run build:web/);
    assert.equal((await call(server.url, 'GET', '/api/health')).status, 200);
    const lines = server
      .stderr()
      .split('\n')
      .filter((l) => l.includes('build:web'));
    assert.deepEqual(lines, [
      'glp serve: o aplicativo web não foi compilado (falta web/dist/index.html): rode `npm run build:web` (o npm ci já o faz)',
    ]);
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
});

it('says what it does in pt-BR, in English with --lang en; the URL line keeps the form scripts read', async () => {
  for (const [lang, started, stopped, notBuilt] of [
    [
      'pt',
      /; aplicativo web em http:\/\/\S+\/, documentação da API em http:\/\/\S+\/docs$/,
      'glp serve: SIGTERM, encerrando',
      /não foi compilado/,
    ],
    ['en', /; web app at http:\/\/\S+\/, API docs at http:\/\/\S+\/docs$/, 'glp serve: SIGTERM, shutting down', /not built/],
  ] as const) {
    const server = await startServer({ dataDir: tmp(`glp-serve-${lang}-`) }, ADMIN, ['--lang', lang], {
      GLP_WEB_DIR: tmp('glp-empty-web-'),
    });
    const first = server.stdout().split('\n')[0] as string;
    // The form tests/support/serve.ts, the README test and bench/api.bench.ts parse.
    assert.equal(/glp serve: (http:\/\/\S+)/.exec(first)?.[1], server.url);
    assert.match(first, started);
    server.child.kill('SIGTERM');
    assert.equal(await server.exited, 0);
    assert.match(server.stderr(), notBuilt);
    assert.match(server.stderr(), lang === 'pt' ? /criado o primeiro administrador do sistema admin@web\.example/ : /created the first/);
    assert.ok(server.stderr().split('\n').includes(stopped), server.stderr());
  }
});
