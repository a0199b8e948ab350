/**
 * Durability of `glp serve` on SQLite: concurrent writes, kill -9 of the server in the middle
 * of them, restart on the same directory. Every write that was acknowledged (2xx) is there,
 * the audit chain verifies and the database passes its integrity check. Also: SIGTERM
 * stops the server cleanly.
 */
import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { openRepository } from '../store/open.ts';

const GLP = fileURLToPath(new URL('../../bin/glp.mjs', import.meta.url));
const ADMIN = { email: 'admin@crash.example', password: 'crash-test-admin-password' };

const dirs: string[] = [];
const children = new Set<ChildProcess>();
after(() => {
  for (const c of children) c.kill('SIGKILL');
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

async function startServer(
  dir: string,
  extra: string[] = [],
): Promise<{ child: ChildProcess; url: string; exited: Promise<number | null> }> {
  const env: Record<string, string> = { ...process.env, GLP_ADMIN_EMAIL: ADMIN.email, GLP_ADMIN_PASSWORD: ADMIN.password } as Record<
    string,
    string
  >;
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, [GLP, 'serve', '--port', '0', '--data', dir, ...extra], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  const exited = new Promise<number | null>((ok) =>
    child.once('exit', (code) => {
      children.delete(child);
      ok(code);
    }),
  );
  let out = '';
  let err = '';
  child.stderr?.on('data', (d) => {
    err += String(d);
  });
  const url = await new Promise<string>((ok, fail) => {
    const timer = setTimeout(() => fail(new Error(`glp serve did not start in 30 s: ${out} ${err}`)), 30_000);
    child.stdout?.on('data', (d) => {
      out += String(d);
      const m = /glp serve: (http:\/\/\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        ok(m[1] as string);
      }
    });
    child.once('exit', (code) => fail(new Error(`glp serve exited ${code}: ${err}`)));
  });
  return { child, url, exited };
}

async function call(
  url: string,
  method: string,
  path: string,
  opts: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { ...(opts.headers ?? {}) };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  const init: RequestInit = { method, headers, signal: AbortSignal.timeout(10_000) };
  if (opts.body !== undefined) init.body = JSON.stringify(opts.body);
  const res = await fetch(`${url}${path}`, init);
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : undefined, headers: res.headers };
}

/** Password login, then a bearer token made with the session (and its CSRF token). */
async function tokenFor(url: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  assert.equal(res.status, 200, await res.clone().text());
  const { csrfToken } = (await res.json()) as { csrfToken: string };
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const t = await call(url, 'POST', '/api/auth/tokens', { body: { name: 'crash' }, headers: { cookie, 'x-csrf-token': csrfToken } });
  assert.equal(t.status, 201);
  return t.json.token as string;
}

test('kill -9 during concurrent writes: every acknowledged write survives; integrity and audit chain check', {
  timeout: 120_000,
}, async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'glp-crash-'));
  dirs.push(dir);
  let server = await startServer(dir);
  const adminToken = await tokenFor(server.url, ADMIN.email, ADMIN.password);
  const officer = { email: 'fiscal@crash.example', password: 'crash-test-officer-password' };
  const created = await call(server.url, 'POST', '/api/users', {
    token: adminToken,
    body: { ...officer, name: 'Fiscal', municipality: 'belem-pa', roles: ['licensing-officer'] },
  });
  assert.equal(created.status, 201);
  const token = await tokenFor(server.url, officer.email, officer.password);
  const app = await call(server.url, 'POST', '/api/applications', {
    token,
    body: { type: 'new', input: { municipality: 'belem-pa', activity: 'glp-resale', date: '2024-05-01' } },
  });
  assert.equal(app.status, 201);

  const acked = { establishments: new Set<string>(), evaluations: new Set<string>() };
  let stop = false;
  let attempts = 0;
  const worker = async (w: number) => {
    for (let i = 0; !stop; i++) {
      attempts++;
      try {
        if (i % 3 === 2) {
          const r = await call(server.url, 'POST', `/api/applications/${app.json.id}/evaluations`, { token, body: { lang: 'pt' } });
          if (r.status === 201) acked.evaluations.add(r.json.id);
        } else {
          const r = await call(server.url, 'POST', '/api/establishments', { token, body: { name: `Revenda ${w}-${i}` } });
          if (r.status === 201) acked.establishments.add(r.json.id);
        }
      } catch {
        // The connection died with the server: not acknowledged, so not expected to be there.
      }
    }
  };
  const workers = Array.from({ length: 8 }, (_, w) => worker(w));
  // Let writes pile up, then kill the server while they are in flight.
  const deadline = Date.now() + 8000;
  while (acked.establishments.size + acked.evaluations.size < 150 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  server.child.kill('SIGKILL');
  const code = await server.exited;
  stop = true;
  await Promise.all(workers);
  assert.equal(code, null, 'killed by a signal');
  assert.ok(acked.establishments.size > 20, `acknowledged establishments: ${acked.establishments.size}`);
  assert.ok(attempts > acked.establishments.size + acked.evaluations.size, 'some writes were in flight at the kill');
  t.diagnostic(
    `acknowledged before the kill: ${acked.establishments.size} establishments, ${acked.evaluations.size} evaluations (${attempts} attempts)`,
  );

  server = await startServer(dir);
  try {
    const seen = new Set<string>();
    for (let offset = 0; ; offset += 200) {
      const page = await call(server.url, 'GET', `/api/establishments?limit=200&offset=${offset}`, { token });
      assert.equal(page.status, 200);
      for (const e of page.json.items as { id: string }[]) seen.add(e.id);
      if (page.json.items.length < 200) break;
    }
    const lost = [...acked.establishments].filter((id) => !seen.has(id));
    assert.deepEqual(lost, [], 'acknowledged establishments lost');
    for (const id of acked.evaluations) {
      const r = await call(server.url, 'GET', `/api/evaluations/${id}`, { token });
      assert.equal(r.status, 200, `acknowledged evaluation ${id} lost`);
    }
    const verify = await call(server.url, 'GET', '/api/audit/verify', { token: adminToken });
    assert.equal(verify.json.ok, true, JSON.stringify(verify.json));
  } finally {
    server.child.kill('SIGTERM');
    assert.equal(await server.exited, 0);
  }
  const repo = await openRepository({ dataDir: dir, migrate: false });
  try {
    const check = await repo.integrityCheck();
    assert.equal(check.ok, true, check.detail);
  } finally {
    await repo.close();
  }
});

test('glp serve stops cleanly on SIGTERM and SIGINT', { timeout: 60_000 }, async () => {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    const dir = mkdtempSync(join(tmpdir(), 'glp-serve-'));
    dirs.push(dir);
    const server = await startServer(dir);
    assert.equal((await call(server.url, 'GET', '/api/health')).status, 200);
    server.child.kill(signal);
    assert.equal(await server.exited, 0, signal);
  }
});

test('glp serve --workers 2: both workers answer on one port; SIGTERM stops them all', { timeout: 60_000 }, async () => {
  const dir = mkdtempSync(join(tmpdir(), 'glp-workers-'));
  dirs.push(dir);
  const server = await startServer(dir, ['--workers', '2']);
  const results = await Promise.all(Array.from({ length: 20 }, () => call(server.url, 'GET', '/api/health')));
  assert.ok(results.every((r) => r.status === 200));
  // The admin was seeded once, by the primary, before the workers opened the database.
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  assert.equal(login.status, 200);
  server.child.kill('SIGTERM');
  assert.equal(await server.exited, 0);
});
