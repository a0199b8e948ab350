/**
 * Backup and restore without surprises, on both engines, with real `glp serve` processes:
 * `glp db restore` is refused (exit 2, one line) while a server — every one of its
 * --workers — is using the data; after a restore and a restart exactly what the backup held
 * is there: records, sessions and API tokens alike, and tokens issued after the restore
 * survive the next restart.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import pg from 'pg';
import { openApi } from '../src/api/server.ts';
import { StoreBusy, takeLease } from '../src/store/lock.ts';
import { packs } from './support/packs.ts';
import { createTestDatabase, pgAvailable } from './support/pg.ts';
import { glp as runGlp } from './support/cli.ts';
import { call, type Served, startServer, tokenFor, type Where } from './support/serve.ts';

const ADMIN = { email: 'admin@restore.example', password: 'restore-test-admin-password' };
const availability = await pgAvailable(); // under CI=true an unreachable PostgreSQL fails here

const cleanups: (() => Promise<void>)[] = [];
after(async () => {
  for (const c of cleanups) await c();
});

/** Fresh data for the engine, and `glp …` run on it from a scratch working directory. */
async function place(engine: 'sqlite' | 'postgres'): Promise<{ where: Where; glp: (...args: string[]) => ReturnType<typeof runGlp> }> {
  const cwd = mkdtempSync(join(tmpdir(), 'glp-restore-'));
  cleanups.push(async () => rmSync(cwd, { recursive: true, force: true }));
  if (engine === 'sqlite') {
    const dataDir = join(cwd, 'data');
    return { where: { dataDir }, glp: (...args) => runGlp([...args, '--data', dataDir], { cwd }) };
  }
  const db = await createTestDatabase();
  cleanups.push(() => db.drop());
  return { where: { databaseUrl: db.url }, glp: (...args) => runGlp(args, { cwd, env: { DATABASE_URL: db.url } }) };
}

async function newUser(server: Served, token: string, email: string): Promise<string> {
  const r = await call(server.url, 'POST', '/api/users', {
    token,
    body: { email, name: email, municipality: 'belem-pa', roles: ['inspector'] },
  });
  assert.equal(r.status, 201);
  return r.json.id as string;
}

async function stop(s: Served): Promise<void> {
  s.child.kill('SIGTERM');
  assert.equal(await s.exited, 0);
}

for (const engine of ['sqlite', 'postgres'] as const) {
  const skip = engine === 'postgres' && !availability.ok ? availability.reason : undefined;
  describe(`restore [${engine}]`, skip !== undefined ? { skip } : {}, () => {
    test('refused while glp serve --workers 2 runs; afterwards exactly the backup, and later tokens survive restarts', {
      timeout: 180_000,
    }, async () => {
      const p = await place(engine);
      const glp = p.glp;
      let server = await startServer(p.where, ADMIN, ['--workers', '2']);
      const kept = await tokenFor(server.url, ADMIN.email, ADMIN.password, 'kept');
      const before = await newUser(server, kept, 'before@restore.example');
      const backup = await glp('db', 'backup', 'snap.backup');
      assert.equal(backup.code, 0, backup.err);

      const lost = await tokenFor(server.url, ADMIN.email, ADMIN.password, 'after the backup');
      const later = await newUser(server, lost, 'after@restore.example');

      const refused = await glp('db', 'restore', 'snap.backup');
      assert.equal(refused.code, 2, refused.err);
      assert.equal(refused.out, '');
      assert.equal(refused.err.trimEnd().split('\n').length, 1, refused.err);
      assert.match(refused.err, /^glp db restore: um servidor está usando .*: pare o glp serve \(todos os workers\) antes de restaurar\n$/);
      // Nothing was touched: the server goes on with its data.
      for (let i = 0; i < 6; i++) assert.equal((await call(server.url, 'GET', `/api/users/${later}`, { token: lost })).status, 200);

      await stop(server);
      const restored = await glp('db', 'restore', 'snap.backup');
      assert.equal(restored.code, 0, restored.err);

      server = await startServer(p.where, ADMIN);
      assert.equal((await call(server.url, 'GET', `/api/users/${before}`, { token: kept })).status, 200);
      assert.equal((await call(server.url, 'GET', `/api/users/${later}`, { token: kept })).status, 404);
      assert.equal((await call(server.url, 'GET', '/api/auth/session', { token: lost })).status, 401, 'a token issued after the backup');
      const issuedAfter = await tokenFor(server.url, ADMIN.email, ADMIN.password, 'after the restore');
      assert.equal((await call(server.url, 'GET', '/api/audit/verify', { token: kept })).json.ok, true);
      await stop(server);

      server = await startServer(p.where, ADMIN);
      try {
        assert.equal((await call(server.url, 'GET', '/api/auth/session', { token: issuedAfter })).status, 200, 'survives the restart');
        assert.equal((await call(server.url, 'GET', '/api/auth/session', { token: kept })).status, 200);
        assert.equal((await call(server.url, 'GET', '/api/auth/session', { token: lost })).status, 401);
      } finally {
        await stop(server);
      }
    });

    test('a server killed with -9 leaves no lease behind: the restore goes ahead', { timeout: 120_000 }, async () => {
      const { where, glp } = await place(engine);
      const server = await startServer(where, ADMIN);
      assert.equal((await glp('db', 'backup', 'b.backup')).code, 0);
      assert.equal((await glp('db', 'restore', 'b.backup')).code, 2);
      server.child.kill('SIGKILL');
      assert.equal(await server.exited, null);
      const r = await glp('db', 'restore', 'b.backup');
      assert.equal(r.code, 0, r.err);
    });

    if (engine === 'postgres') {
      test('a server whose lease connection is cut takes the lease again', { timeout: 60_000 }, async () => {
        const p = await place(engine);
        const url = 'databaseUrl' in p.where ? p.where.databaseUrl : '';
        const opened = await openApi({ packs, databaseUrl: url, env: {}, log: () => {} });
        const holders = async () => {
          const c = new pg.Client({ connectionString: url });
          await c.connect();
          try {
            const r = await c.query<{ pid: number }>(
              "SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND objid = 740325003 AND database = (SELECT oid FROM pg_database WHERE datname = current_database())",
            );
            return r.rows.map((x) => x.pid);
          } finally {
            await c.end();
          }
        };
        try {
          const [first] = await holders();
          assert.ok(first, 'the server holds the lease');
          const admin = new pg.Client({ connectionString: url });
          await admin.connect();
          await admin.query('SELECT pg_terminate_backend($1)', [first]);
          await admin.end();
          let again: number[] = [];
          for (let i = 0; i < 100 && (again.length === 0 || again.includes(first)); i++) {
            await new Promise((r) => setTimeout(r, 100));
            again = await holders();
          }
          assert.equal(again.length, 1, 'taken again on a new connection');
          assert.notEqual(again[0], first);
          await assert.rejects(takeLease({ databaseUrl: url }, 'exclusive'), StoreBusy);
        } finally {
          await opened.close();
        }
        assert.deepEqual(await holders(), [], 'released on close');
      });
    }

    test('a server does not start while a restore holds the data', async () => {
      const p = await place(engine);
      const opts = 'dataDir' in p.where ? { dataDir: p.where.dataDir } : { databaseUrl: p.where.databaseUrl };
      const restoring = await takeLease(opts, 'exclusive');
      try {
        await assert.rejects(takeLease(opts, 'serving', undefined, 300), StoreBusy);
        await assert.rejects(openApi({ packs, ...opts, env: {}, log: () => {} }), /a restore is in progress/);
      } finally {
        await restoring.release();
      }
      const opened = await openApi({ packs, ...opts, env: {}, log: () => {} });
      await assert.rejects(takeLease(opts, 'exclusive'), StoreBusy, 'and the server now holds it');
      await opened.close();
      const again = await takeLease(opts, 'exclusive');
      await again.release();
    });
  });
}
