/**
 * Durability of `glp serve`, on SQLite and on PostgreSQL: many concurrent writes (so the group
 * commit batches them), kill -9 of the server in the middle of them, restart on the same
 * data — three times, the last with `--workers 2`. Every write that was acknowledged (2xx) is
 * there, the audit chain verifies and the database passes its integrity check. Also: SIGTERM
 * stops the server cleanly.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { ENGINES, freshStore } from '../../test/support/engines.ts';
import { call, startServer as start, tokenFor, type Where } from '../../test/support/serve.ts';
import { openRepository } from '../store/open.ts';

const ADMIN = { email: 'admin@crash.example', password: 'crash-test-admin-password' };
const OFFICER = { email: 'fiscal@crash.example', password: 'crash-test-officer-password' };

const dirs: string[] = [];
after(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

const startServer = (dir: string, extra: string[] = []) => start({ dataDir: dir }, ADMIN, extra);

function childPids(pid: number): number[] {
  try {
    return execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    return []; // pgrep exits 1 when there is none
  }
}

/** Writes with 16 concurrent clients until `enough` are acknowledged, then kills the server; returns the acknowledged ids. */
async function writeAndKill(where: Where, workers: number, enough: number) {
  const server = await start(where, ADMIN, ['--workers', String(workers)]);
  const admin = await tokenFor(server.url, ADMIN.email, ADMIN.password);
  const users = await call(server.url, 'GET', '/api/users?limit=100', { token: admin });
  if (!(users.json.items as { email: string }[]).some((u) => u.email === OFFICER.email)) {
    const created = await call(server.url, 'POST', '/api/users', {
      token: admin,
      body: { ...OFFICER, name: 'Fiscal', municipality: 'belem-pa', roles: ['licensing-officer'] },
    });
    assert.equal(created.status, 201);
  }
  const token = await tokenFor(server.url, OFFICER.email, OFFICER.password);
  const app = await call(server.url, 'POST', '/api/applications', {
    token,
    body: { type: 'new', input: { municipality: 'belem-pa', activity: 'glp-resale', date: '2024-05-01' } },
  });
  assert.equal(app.status, 201);
  const acked = { establishments: new Set<string>(), evaluations: new Set<string>() };
  let stop = false;
  let attempts = 0;
  const client = async (w: number) => {
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
  const clients = Array.from({ length: 16 }, (_, w) => client(w));
  // Let writes pile up, then kill the server while they are in flight.
  const deadline = Date.now() + 15_000;
  while (acked.establishments.size + acked.evaluations.size < enough && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
  // The whole server at once: with --workers, the primary and every worker process.
  const pids = [server.child.pid as number, ...childPids(server.child.pid as number)];
  for (const pid of pids) process.kill(pid, 'SIGKILL');
  const code = await server.exited;
  stop = true;
  await Promise.all(clients);
  assert.equal(code, null, 'killed by a signal');
  assert.ok(attempts > acked.establishments.size + acked.evaluations.size, 'some writes were in flight at the kill');
  return { acked, attempts, token, admin };
}

async function checkAfterRestart(where: Where, acked: { establishments: Set<string>; evaluations: Set<string> }) {
  const server = await start(where, ADMIN);
  try {
    const token = await tokenFor(server.url, OFFICER.email, OFFICER.password);
    const admin = await tokenFor(server.url, ADMIN.email, ADMIN.password);
    const seen = new Set<string>();
    for (let offset = 0; ; offset += 100) {
      const page = await call(server.url, 'GET', `/api/establishments?limit=100&offset=${offset}`, { token });
      assert.equal(page.status, 200);
      for (const e of page.json.items as { id: string }[]) seen.add(e.id);
      if (page.json.items.length < 100) break;
    }
    assert.deepEqual(
      [...acked.establishments].filter((id) => !seen.has(id)),
      [],
      'acknowledged establishments lost',
    );
    for (const id of acked.evaluations) {
      const r = await call(server.url, 'GET', `/api/evaluations/${id}`, { token });
      assert.equal(r.status, 200, `acknowledged evaluation ${id} lost`);
    }
    const verify = await call(server.url, 'GET', '/api/audit/verify', { token: admin });
    assert.equal(verify.json.ok, true, JSON.stringify(verify.json));
  } finally {
    server.child.kill('SIGTERM');
    assert.equal(await server.exited, 0);
  }
  const repo = await openRepository({
    ...('dataDir' in where ? { dataDir: where.dataDir } : { databaseUrl: where.databaseUrl }),
    migrate: false,
  });
  try {
    const check = await repo.integrityCheck();
    assert.equal(check.ok, true, check.detail);
  } finally {
    await repo.close();
  }
}

for (const [engine, skip] of ENGINES) {
  describe(`glp serve on ${engine}`, skip !== undefined ? { skip } : {}, () => {
    test('kill -9 during batched concurrent writes, three times (the last with --workers 2): every acknowledged write survives; integrity and audit chain check', {
      timeout: 240_000,
    }, async (t) => {
      const store = await freshStore(engine, 'glp-crash-');
      const where: Where = store.opts.databaseUrl ? { databaseUrl: store.opts.databaseUrl } : { dataDir: store.opts.dataDir as string };
      try {
        const all = { establishments: new Set<string>(), evaluations: new Set<string>() };
        for (const workers of [1, 1, 2]) {
          const round = await writeAndKill(where, workers, 200);
          for (const id of round.acked.establishments) all.establishments.add(id);
          for (const id of round.acked.evaluations) all.evaluations.add(id);
          t.diagnostic(
            `--workers ${workers}: acknowledged before the kill ${round.acked.establishments.size} establishments, ${round.acked.evaluations.size} evaluations (${round.attempts} attempts)`,
          );
          assert.ok(round.acked.establishments.size > 20, `acknowledged establishments: ${round.acked.establishments.size}`);
          await checkAfterRestart(where, all);
        }
      } finally {
        await store.dispose();
      }
    });
  });
}

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
