/**
 * Data directories of the previous release kept sessions and API tokens in a second SQLite
 * file, DIR/glp-auth.sqlite (0644), and `glp db backup FILE` wrote it as FILE.auth. Their rows
 * now belong in the one database (migration 0002): this moves them there, once.
 *
 * - DIR/glp-auth.sqlite is imported when the store opens with migrations, then deleted (with
 *   its -wal and -shm) — it held credential hashes readable by anyone on the machine.
 * - FILE.auth beside an old backup is imported by `glp db restore FILE` (and left in place).
 * Rows of users that do not exist are skipped, existing rows are kept (importing twice changes
 * nothing), pending OIDC logins are dropped (they live minutes). The import is one audited
 * entry (credentials.import) naming the tokens it brought in.
 */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { basename } from 'node:path';
import Database from 'better-sqlite3';
import type { Param, Row } from './engine.ts';
import { removeQuietly } from './files.ts';
import type { SqlCore } from './sql/core.ts';

export const LEGACY_AUTH_FILE = 'glp-auth.sqlite';

interface LegacyRows {
  sessions: Row[];
  tokens: Row[];
}

function readLegacy(file: string): LegacyRows {
  const db = new Database(file, { fileMustExist: true });
  try {
    const has = (t: string) => db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(t) !== undefined;
    return {
      sessions: has('auth_session')
        ? (db.prepare('SELECT id_hash, user_id, csrf_hash, method, created_at, expires_at FROM auth_session').all() as Row[])
        : [],
      tokens: has('auth_token')
        ? (db.prepare('SELECT id, hash, user_id, name, created_at, expires_at, revoked_at FROM auth_token').all() as Row[])
        : [],
    };
  } catch (e) {
    throw new Error(
      `${file}: cannot import the sessions and tokens of the previous release (${(e as Error).message}); move the file away to start without them`,
    );
  } finally {
    db.close();
  }
}

const p = (v: unknown): Param => (v === null || v === undefined ? null : String(v));

/** Imports `file` if it exists; returns what was imported, or null when there is no file. */
export async function importLegacyAuth(
  core: SqlCore,
  file: string,
  opts: { remove: boolean },
): Promise<{ sessions: number; tokens: number; skipped: number } | null> {
  if (!existsSync(file)) return null;
  const rows = readLegacy(file);
  const result = await core.change({ userId: null, requestId: 'import:legacy-auth' }, 'credentials', async (tx, audit) => {
    const ifUser = 'WHERE EXISTS (SELECT 1 FROM users WHERE id = ?) ON CONFLICT DO NOTHING';
    let sessions = 0;
    const tokens: string[] = [];
    for (const s of rows.sessions) {
      sessions += await tx.run(
        `INSERT INTO sessions (id, id_hash, user_id, csrf_hash, method, created_at, expires_at) SELECT ?, ?, ?, ?, ?, ?, ? ${ifUser}`,
        [
          randomUUID(),
          p(s['id_hash']),
          p(s['user_id']),
          p(s['csrf_hash']),
          p(s['method']),
          p(s['created_at']),
          p(s['expires_at']),
          p(s['user_id']),
        ],
      );
    }
    for (const t of rows.tokens) {
      const n = await tx.run(
        `INSERT INTO api_tokens (id, hash, user_id, name, created_at, expires_at, revoked_at) SELECT ?, ?, ?, ?, ?, ?, ? ${ifUser}`,
        [
          p(t['id']),
          p(t['hash']),
          p(t['user_id']),
          p(t['name']),
          p(t['created_at']),
          p(t['expires_at']),
          p(t['revoked_at']),
          p(t['user_id']),
        ],
      );
      if (n > 0) tokens.push(String(t['id']));
    }
    const skipped = rows.sessions.length + rows.tokens.length - sessions - tokens.length;
    if (sessions + tokens.length > 0) {
      audit({
        municipality: null,
        action: 'credentials.import',
        entity: 'credentials',
        entityId: basename(file),
        before: null,
        after: { sessions, tokens: tokens.sort(), skipped },
      });
    }
    return { sessions, tokens: tokens.length, skipped };
  });
  if (opts.remove) discardLegacyAuth(file);
  return result;
}

/** Deletes a previous release's auth file (and its -wal, -shm, -journal). */
export function discardLegacyAuth(file: string): void {
  for (const suffix of ['', '-wal', '-shm', '-journal']) removeQuietly(`${file}${suffix}`);
}
