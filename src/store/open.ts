/**
 * One call for the shells (server, CLI): PostgreSQL when a postgres:// URL is given
 * (DATABASE_URL), otherwise SQLite in `${dataDir}/glp.sqlite` (default ./data of the
 * working directory). Migrations run on open unless `migrate: false`.
 */
import { join, resolve } from 'node:path';
import { discardLegacyAuth, importLegacyAuth, LEGACY_AUTH_FILE } from './legacy-auth.ts';
import { takeLease } from './lock.ts';
import { openPostgresEngine, restorePostgres } from './postgres.ts';
import type { Repository } from './repository.ts';
import { SqlRepository } from './sql-repository.ts';
import { openSqliteEngine, restoreSqlite } from './sqlite.ts';
import { type OpenOptions, storeTarget } from './target.ts';

export { DEFAULT_DATA_DIR, describeTarget, type OpenOptions, SQLITE_FILE_NAME, storeTarget } from './target.ts';

export interface Migrated {
  applied: string[];
  /** Sessions and tokens brought in from a previous release's DIR/glp-auth.sqlite (SQLite), or null. */
  imported: { sessions: number; tokens: number; skipped: number } | null;
}

async function upgrade(repo: SqlRepository, opts: OpenOptions): Promise<Migrated> {
  const t = storeTarget(opts);
  const { applied } = await repo.migrate();
  // A data directory of the previous release: its second file's sessions and tokens join the database.
  const imported = t.engine === 'sqlite' ? await importLegacyAuth(repo.core, join(t.dir, LEGACY_AUTH_FILE), { remove: true }) : null;
  return { applied, imported };
}

async function open(opts: OpenOptions): Promise<SqlRepository> {
  const t = storeTarget(opts);
  const engine =
    t.engine === 'postgres'
      ? openPostgresEngine(t.url, opts.poolSize !== undefined ? { max: opts.poolSize } : {})
      : openSqliteEngine(t.file, { inlineWrites: opts.inlineWrites === true, threadedWrites: opts.threadedWrites === true });
  const repo = new SqlRepository(engine);
  if (opts.migrate !== false) {
    try {
      await upgrade(repo, opts);
    } catch (e) {
      await repo.close();
      throw e;
    }
  }
  return repo;
}

export function openRepository(opts: OpenOptions): Promise<Repository> {
  return open(opts);
}

/** `glp db migrate`: what openRepository does on open, reported. */
export async function migrateRepository(opts: OpenOptions): Promise<Migrated> {
  const repo = await open({ ...opts, migrate: false });
  try {
    return await upgrade(repo, opts);
  } finally {
    await repo.close();
  }
}

/**
 * Replaces the database's content — records, audit log, sessions and API tokens alike — with
 * a backup made by `repo.backup(file)` (or `glp db backup`), then applies the migrations
 * newer than the backup. SQLite: the current file is first saved as
 * `glp.sqlite.pre-restore-<time>` (returned as `previous`). PostgreSQL: all in one
 * transaction. Refused (StoreBusy) while a server holds the serving lease (lock.ts).
 */
export async function restoreRepository(
  opts: OpenOptions,
  file: string,
): Promise<{ engine: 'sqlite' | 'postgres'; previous: string | null; applied: string[] }> {
  const t = storeTarget(opts);
  const lease = await takeLease(opts, 'exclusive');
  try {
    let previous: string | null = null;
    if (t.engine === 'postgres') await restorePostgres(t.url, resolve(file));
    else {
      previous = (await restoreSqlite(t.file, resolve(file))).previous;
      // Superseded by the backup: a previous release's auth file must not add its rows to the restored data.
      discardLegacyAuth(join(t.dir, LEGACY_AUTH_FILE));
    }
    const repo = await open({ ...opts, migrate: false });
    try {
      const { applied } = await repo.migrate();
      // A backup of the previous release (SQLite) kept its sessions and tokens beside it, as FILE.auth.
      if (t.engine === 'sqlite' && applied.includes('0002_credentials')) {
        await importLegacyAuth(repo.core, `${resolve(file)}.auth`, { remove: false });
      }
      return { engine: t.engine, previous, applied };
    } finally {
      await repo.close();
    }
  } finally {
    await lease.release();
  }
}
