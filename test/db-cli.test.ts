/**
 * `glp db backup` / `glp db restore` on SQLite carry the API's auth file (sessions, API
 * tokens) with the database, so a restore brings back what API clients hold.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import Database from 'better-sqlite3';

const root = new URL('..', import.meta.url).pathname;

function glp(cwd: string, ...args: string[]) {
  const env = { ...process.env };
  delete env.DATABASE_URL;
  const r = spawnSync(process.execPath, [join(root, 'bin/glp.mjs'), ...args], { cwd, encoding: 'utf8', env });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

test('backup and restore round-trip the database and the auth file', () => {
  const dir = mkdtempSync(join(tmpdir(), 'glp-dbcli-'));
  assert.equal(glp(dir, 'db', 'migrate').code, 0);
  const authPath = join(dir, 'data', 'glp-auth.sqlite');
  const auth = new Database(authPath);
  auth.exec("CREATE TABLE auth_token (id TEXT PRIMARY KEY, hash TEXT); INSERT INTO auth_token VALUES ('t1', 'before')");
  auth.close();

  const backup = glp(dir, 'db', 'backup', 'snap.sqlite');
  assert.equal(backup.code, 0, backup.err);
  assert.match(backup.out, /snap\.sqlite\.auth/);
  assert.equal(statSync(join(dir, 'snap.sqlite.auth')).mode & 0o777, 0o600);
  assert.equal(existsSync(join(dir, 'snap.sqlite.auth.partial')), false);

  const changed = new Database(authPath);
  changed.prepare("UPDATE auth_token SET hash = 'after' WHERE id = 't1'").run();
  changed.close();

  const restore = glp(dir, 'db', 'restore', 'snap.sqlite');
  assert.equal(restore.code, 0, restore.err);
  assert.match(restore.out, /restored from .*snap\.sqlite\.auth/);
  const back = new Database(authPath, { readonly: true });
  assert.equal((back.prepare("SELECT hash FROM auth_token WHERE id = 't1'").get() as { hash: string }).hash, 'before');
  back.close();
  assert.equal(glp(dir, 'audit', 'verify').code, 0);
});

test('a backup without an auth file writes only the database', () => {
  const dir = mkdtempSync(join(tmpdir(), 'glp-dbcli-'));
  assert.equal(glp(dir, 'db', 'migrate').code, 0);
  const r = glp(dir, 'db', 'backup', 'only.sqlite');
  assert.equal(r.code, 0, r.err);
  assert.equal(existsSync(join(dir, 'only.sqlite')), true);
  assert.equal(existsSync(join(dir, 'only.sqlite.auth')), false);
});
