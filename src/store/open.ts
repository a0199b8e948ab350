/**
 * One call for the shells (server, CLI): PostgreSQL when a postgres:// URL is given
 * (DATABASE_URL), otherwise SQLite in `${dataDir}/glp.sqlite` (default ./data of the
 * working directory). Migrations run on open unless `migrate: false`.
 */
import { join, resolve } from 'node:path';
import { openPostgresEngine, restorePostgres } from './postgres.ts';
import type { Repository } from './repository.ts';
import { SqlRepository } from './sql-repository.ts';
import { openSqliteEngine, restoreSqlite, SQLITE_FILE_NAME } from './sqlite.ts';

export interface OpenOptions {
  /** postgres:// or postgresql:// URL; when set (non-empty) PostgreSQL is used. */
  databaseUrl?: string | undefined;
  /** SQLite directory (created if missing); default ./data. */
  dataDir?: string | undefined;
  /** Apply pending migrations on open (default true). Verification and backup pass false. */
  migrate?: boolean | undefined;
  /** PostgreSQL pool size (default 10). */
  poolSize?: number | undefined;
}

export const DEFAULT_DATA_DIR = 'data';

type Target = { engine: 'postgres'; url: string } | { engine: 'sqlite'; file: string };

export function storeTarget(opts: OpenOptions): Target {
  const url = opts.databaseUrl?.trim();
  if (url) {
    if (!/^postgres(ql)?:\/\//i.test(url)) throw new Error('DATABASE_URL must be a postgres:// or postgresql:// URL');
    return { engine: 'postgres', url };
  }
  return { engine: 'sqlite', file: join(resolve(opts.dataDir ?? DEFAULT_DATA_DIR), SQLITE_FILE_NAME) };
}

/** A human-readable name of where the data is, for messages (no password). */
export function describeTarget(opts: OpenOptions): string {
  const t = storeTarget(opts);
  if (t.engine === 'sqlite') return `SQLite ${t.file}`;
  const u = new URL(t.url);
  if (u.password) u.password = '***';
  return `PostgreSQL ${u.toString()}`;
}

export async function openRepository(opts: OpenOptions): Promise<Repository> {
  const t = storeTarget(opts);
  const engine =
    t.engine === 'postgres'
      ? openPostgresEngine(t.url, opts.poolSize !== undefined ? { max: opts.poolSize } : {})
      : openSqliteEngine(t.file);
  const repo = new SqlRepository(engine);
  if (opts.migrate !== false) {
    try {
      await repo.migrate();
    } catch (e) {
      await repo.close();
      throw e;
    }
  }
  return repo;
}

/**
 * Replaces the database's content with a backup made by `repo.backup(file)` (or
 * `glp db backup`), then applies the migrations newer than the backup. SQLite: the current
 * file is first saved as `glp.sqlite.pre-restore-<time>` (returned as `previous`).
 * PostgreSQL: all in one transaction. Stop the server first: its in-flight requests
 * would otherwise land on one side or the other of the restore.
 */
export async function restoreRepository(
  opts: OpenOptions,
  file: string,
): Promise<{ engine: 'sqlite' | 'postgres'; previous: string | null }> {
  const t = storeTarget(opts);
  let previous: string | null = null;
  if (t.engine === 'postgres') await restorePostgres(t.url, resolve(file));
  else previous = (await restoreSqlite(t.file, resolve(file))).previous;
  const repo = await openRepository({ ...opts, migrate: true });
  await repo.close();
  return { engine: t.engine, previous };
}
