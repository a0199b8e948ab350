/**
 * Durability of `glp serve` on SQLite: concurrent writes, kill -9 of the server in the middle
 * of them, restart on the same directory. Every write that was acknowledged (2xx) is there,
 * the audit chain verifies and the database passes its integrity check. Also: SIGTERM
 * stops the server cleanly.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { call, startServer as start, tokenFor } from '../../test/support/serve.ts';
import { openRepository } from '../store/open.ts';

const ADMIN = { email: 'admin@crash.example', password: 'crash-test-admin-password' };

const dirs: string[] = [];
after(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

const startServer = (dir: string, extra: string[] = []) => start({ dataDir: dir }, ADMIN, extra);

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
