/**
 * The data directory: every file the program creates there is the owner's only (0600, the
 * directory 0700) whatever the umask; and data of the previous release — sessions and API
 * tokens in a second SQLite file, or in PostgreSQL tables outside the migrations — keeps
 * working: its rows move into the one database, once.
 */
import assert from 'node:assert/strict';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { after, describe, test } from 'node:test';
import Database from 'better-sqlite3';
import pg from 'pg';
import { openApi } from '../src/api/server.ts';
import { send } from './support/api.ts';
import { hashPassword } from '../src/auth/password.ts';
import { sha256 } from '../src/auth/secrets.ts';
import type { Engine } from '../src/store/engine.ts';
import { runMigrations } from '../src/store/migrate.ts';
import { MIGRATIONS } from '../src/store/migrations/index.ts';
import { openRepository, restoreRepository } from '../src/store/open.ts';
import { openPostgresEngine } from '../src/store/postgres.ts';
import type { Repository, Scope } from '../src/store/repository.ts';
import { SqlRepository } from '../src/store/sql-repository.ts';
import { openSqliteEngine } from '../src/store/sqlite.ts';
import { packs } from './support/packs.ts';
import { createTestDatabase, pgAvailable } from './support/pg.ts';
import { glp as runGlp } from './support/cli.ts';

const SYSTEM: Scope = { userId: 'system', municipality: null, roles: ['system-admin'], requestId: 'r' };
const dirs: string[] = [];
after(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});
const scratch = () => {
  const d = mkdtempSync(join(tmpdir(), 'glp-datadir-'));
  dirs.push(d);
  return d;
};
const modes = (dir: string) => Object.fromEntries(readdirSync(dir).map((f) => [f, (statSync(join(dir, f)).mode & 0o777).toString(8)]));

test('every file created in the data directory is 0600 and the directory 0700, even with umask 000', async () => {
  const previous = process.umask(0);
  try {
    const data = join(scratch(), 'nested', 'data');
    const admin = { email: 'admin@modes.example', password: 'modes-test-admin-password' };
    const opened = await openApi({
      packs,
      dataDir: data,
      env: { GLP_ADMIN_EMAIL: admin.email, GLP_ADMIN_PASSWORD: admin.password },
      log: () => {},
    });
    try {
      const login = await send(opened.app, 'POST', '/api/auth/login', { body: admin });
      assert.equal(login.status, 200, login.text);
      const whileServing = modes(data);
      for (const f of ['glp.sqlite', 'glp.sqlite-wal', 'glp.sqlite-shm', 'glp.lock'])
        assert.equal(whileServing[f], '600', `${f}: ${JSON.stringify(whileServing)}`);
      await opened.deps.repo.backup(join(data, 'inside.backup'));
    } finally {
      await opened.close();
    }
    const cli = await runGlp(['db', 'backup', join(data, 'cli.backup'), '--data', data], { cwd: data });
    assert.equal(cli.code, 0, cli.err);
    const restored = await runGlp(['db', 'restore', join(data, 'cli.backup'), '--data', data], { cwd: data });
    assert.equal(restored.code, 0, restored.err);
    const all = modes(data);
    assert.ok(
      Object.keys(all).some((f) => f.startsWith('glp.sqlite.pre-restore-')),
      JSON.stringify(all),
    );
    assert.ok(Object.keys(all).length >= 5, JSON.stringify(all));
    for (const [f, m] of Object.entries(all)) assert.equal(m, '600', `${f} is ${m}`);
    assert.equal((statSync(data).mode & 0o777).toString(8), '700');
    assert.equal(existsSync(join(data, 'glp-auth.sqlite')), false, 'no second database file');
  } finally {
    process.umask(previous);
  }
});

// ---------------------------------------------------------------------------------------
// The previous release

/** The auth tables as the previous release created them (src/auth/sql-store.ts, removed). */
const OLD_AUTH_DDL = `
CREATE TABLE IF NOT EXISTS auth_session (id_hash TEXT PRIMARY KEY, user_id TEXT NOT NULL, csrf_hash TEXT NOT NULL, method TEXT NOT NULL, created_at TEXT NOT NULL, expires_at TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS auth_token (id TEXT PRIMARY KEY, hash TEXT NOT NULL UNIQUE, user_id TEXT NOT NULL, name TEXT NOT NULL, created_at TEXT NOT NULL, expires_at TEXT, revoked_at TEXT);
CREATE TABLE IF NOT EXISTS auth_oidc_pending (state_hash TEXT PRIMARY KEY, nonce TEXT NOT NULL, code_verifier TEXT NOT NULL, return_to TEXT NOT NULL, expires_at TEXT NOT NULL);
`;
const TOKEN = `glp_${'A'.repeat(43)}`;
const oldRows = (userId: string) => `
INSERT INTO auth_session VALUES ('${sha256('session-secret')}', '${userId}', 'csrf', 'password', '2025-01-01T00:00:00.000Z', '2999-01-01T00:00:00.000Z');
INSERT INTO auth_token VALUES ('token-1', '${sha256(TOKEN)}', '${userId}', 'integração', '2025-01-01T00:00:00.000Z', NULL, NULL);
INSERT INTO auth_token VALUES ('token-orphan', '${sha256('orphan')}', 'no-such-user', 'x', '2025-01-01T00:00:00.000Z', NULL, NULL);
INSERT INTO auth_oidc_pending VALUES ('state', 'nonce', 'verifier', '/', '2999-01-01T00:00:00.000Z');
`;

/**
 * A repository at the previous release's schema (migration 0001 only), with one user — written
 * as that release wrote it (its columns only: the store's createUser writes today's, e.g. the
 * distributor CNPJ of migration 0010).
 */
async function previousRelease(repo: SqlRepository, engine: Engine): Promise<string> {
  await repo.upsertMunicipalities([{ id: 'belem-pa', name: 'Belém', uf: 'PA', ibge: '1501402' }]);
  const id = randomUUID();
  await engine.run(
    `INSERT INTO users (id, email, email_norm, name, municipality, roles, password_hash, oidc_issuer, oidc_subject, disabled, search, created_at, version)
     VALUES (?, ?, ?, ?, ?, ?, ?, NULL, NULL, ?, ?, ?, 1)`,
    [
      id,
      'old@release.example',
      'old@release.example',
      'Old',
      'belem-pa',
      '["inspector"]',
      await hashPassword('a-long-enough-password'),
      false,
      'old old@release.example',
      new Date().toISOString(),
    ],
  );
  return id;
}

async function sqlitePreviousRelease(data: string): Promise<string> {
  const engine = openSqliteEngine(join(data, 'glp.sqlite'));
  await runMigrations(engine, MIGRATIONS.slice(0, 1));
  const repo = new SqlRepository(engine);
  try {
    return await previousRelease(repo, engine);
  } finally {
    await repo.close();
  }
}

function writeOldAuthFile(file: string, userId: string): void {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.exec(OLD_AUTH_DDL + oldRows(userId));
  db.close();
  chmodSync(file, 0o644); // what the previous release left
}

async function checkMoved(repo: Repository, userId: string): Promise<void> {
  const t = await repo.credentials.getTokenByHash(sha256(TOKEN));
  assert.deepEqual(t, {
    id: 'token-1',
    hash: sha256(TOKEN),
    userId,
    name: 'integração',
    createdAt: '2025-01-01T00:00:00.000Z',
    expiresAt: null,
    revokedAt: null,
  });
  assert.equal(await repo.credentials.getTokenByHash(sha256('orphan')), null, 'a token of no account is not brought in');
  const s = await repo.credentials.getSession(sha256('session-secret'));
  assert.equal(s?.userId, userId);
  assert.match(s?.id ?? '', /^[0-9a-f-]{36}$/, 'the session got a public id');
  assert.ok((await repo.verifyAudit()).ok);
}

describe('a data directory of the previous release (SQLite, glp-auth.sqlite beside glp.sqlite)', () => {
  test('its sessions and tokens move into the database when the store opens; the file goes; the token still signs in', async () => {
    const data = join(scratch(), 'data');
    const userId = await sqlitePreviousRelease(data);
    writeOldAuthFile(join(data, 'glp-auth.sqlite'), userId);
    const backup = await runGlp(['db', 'backup', join(data, '..', 'early.backup'), '--data', data], { cwd: data });
    assert.equal(backup.code, 2, 'a backup would miss the second file: migrate first');
    assert.match(backup.err, /glp-auth\.sqlite guarda sessões e tokens de API da versão anterior; rode glp db migrate/);

    const migrated = await runGlp(['db', 'migrate', '--data', data, '--lang', 'en'], { cwd: data });
    assert.equal(migrated.code, 0, migrated.err);
    assert.match(
      migrated.out,
      /applied 0002_credentials\b.*; 1 sessions and 1 API tokens of the previous release's glp-auth\.sqlite moved into it \(1 of no existing account skipped\)/,
    );
    for (const suffix of ['', '-wal', '-shm']) assert.equal(existsSync(join(data, `glp-auth.sqlite${suffix}`)), false);
    const repo = await openRepository({ dataDir: data });
    try {
      await checkMoved(repo, userId);
      const log = await repo.listAudit(SYSTEM, { filters: { action: 'credentials.import' } });
      assert.deepEqual(log.items[0]?.after, { sessions: 1, tokens: ['token-1'], skipped: 1 });
    } finally {
      await repo.close();
    }
    const opened = await openApi({ packs, dataDir: data, env: {}, log: () => {} });
    try {
      assert.equal((await send(opened.app, 'GET', '/api/auth/session', { token: TOKEN })).status, 200);
    } finally {
      await opened.close();
    }
  });

  test('a backup of the previous release restores with the FILE.auth written beside it', async () => {
    const old = join(scratch(), 'data');
    const userId = await sqlitePreviousRelease(old);
    const file = join(old, '..', 'old.backup');
    const engine = openSqliteEngine(join(old, 'glp.sqlite'));
    await engine.backup(file);
    await engine.close();
    writeOldAuthFile(`${file}.auth`, userId);

    const target = join(scratch(), 'data');
    const r = await restoreRepository({ dataDir: target }, file);
    assert.deepEqual(
      r.applied,
      MIGRATIONS.map((m) => m.id).filter((id) => id !== '0001_initial'),
    );
    const repo = await openRepository({ dataDir: target });
    try {
      await checkMoved(repo, userId);
    } finally {
      await repo.close();
    }
    assert.equal(existsSync(`${file}.auth`), true, 'the backup is left as it was');
  });
});

const availability = await pgAvailable(); // under CI=true an unreachable PostgreSQL fails here
describe(
  'a PostgreSQL database of the previous release (auth_* tables outside the migrations)',
  availability.ok ? {} : { skip: availability.reason },
  () => {
    test('migration 0002 moves their rows into the store’s tables and drops them', async () => {
      const db = await createTestDatabase();
      try {
        const engine = openPostgresEngine(db.url);
        await runMigrations(engine, MIGRATIONS.slice(0, 1));
        const userId = await previousRelease(new SqlRepository(engine), engine);
        await engine.exec(OLD_AUTH_DDL + oldRows(userId));
        await engine.close();

        const repo = await openRepository({ databaseUrl: db.url });
        try {
          await checkMoved(repo, userId);
        } finally {
          await repo.close();
        }
        const c = new pg.Client({ connectionString: db.url });
        await c.connect();
        const left = await c.query("SELECT tablename FROM pg_tables WHERE tablename LIKE 'auth\\_%'");
        const pending = await c.query('SELECT count(*)::int AS n FROM oidc_logins');
        await c.end();
        assert.deepEqual(left.rows, []);
        assert.equal(pending.rows[0]?.n, 0, 'logins in progress during the upgrade start again');
      } finally {
        await db.drop();
      }
    });
  },
);
