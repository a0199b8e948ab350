/**
 * Where the data is: PostgreSQL when a postgres:// URL is given (DATABASE_URL), otherwise
 * SQLite in `${dataDir}/glp.sqlite` (default ./data of the working directory).
 */
import { dirname, join, resolve } from 'node:path';

export interface OpenOptions {
  /** postgres:// or postgresql:// URL; when set (non-empty) PostgreSQL is used. */
  databaseUrl?: string | undefined;
  /** SQLite directory (created 0700 if missing); default ./data. */
  dataDir?: string | undefined;
  /** Apply pending migrations on open (default true). Verification and backup pass false. */
  migrate?: boolean | undefined;
  /** PostgreSQL pool size (default 10). */
  poolSize?: number | undefined;
  /** SQLite: writes on this thread, never a writer thread (see SqliteEngineOptions). */
  inlineWrites?: boolean | undefined;
  /** SQLite: writes on the writer thread from the first one on, as a busy engine's (tests of that path). */
  threadedWrites?: boolean | undefined;
}

export const DEFAULT_DATA_DIR = 'data';
export const SQLITE_FILE_NAME = 'glp.sqlite';

export type Target = { engine: 'postgres'; url: string } | { engine: 'sqlite'; file: string; dir: string };

export function storeTarget(opts: OpenOptions): Target {
  const url = opts.databaseUrl?.trim();
  if (url) {
    if (!/^postgres(ql)?:\/\//i.test(url)) throw new Error('DATABASE_URL must be a postgres:// or postgresql:// URL');
    return { engine: 'postgres', url };
  }
  const file = join(resolve(opts.dataDir ?? DEFAULT_DATA_DIR), SQLITE_FILE_NAME);
  return { engine: 'sqlite', file, dir: dirname(file) };
}

/** A human-readable name of where the data is, for messages (no password). */
export function describeTarget(opts: OpenOptions): string {
  const t = storeTarget(opts);
  if (t.engine === 'sqlite') return `SQLite ${t.file}`;
  const u = new URL(t.url);
  if (u.password) u.password = '***';
  return `PostgreSQL ${u.toString()}`;
}
