/**
 * Opening the auth store (sessions, API tokens, pending OIDC logins): on PostgreSQL in the
 * repository's database, on SQLite in a file beside the repository's (AUTH_SQLITE_FILE).
 */
import { join, resolve } from 'node:path';
import { DEFAULT_DATA_DIR } from '../store/open.ts';
import { openPgExecutor, openSqliteExecutor, SqlAuthStore } from './sql-store.ts';
import type { AuthStore } from './store.ts';

/** The auth tables' SQLite file sits beside the repository's: a separate file, so its writes never wait on the repository's lock. */
export const AUTH_SQLITE_FILE = 'glp-auth.sqlite';

export async function openAuthStore(opts: { databaseUrl?: string; dataDir?: string }): Promise<AuthStore> {
  const url = opts.databaseUrl?.trim();
  const exec = url
    ? await openPgExecutor(url)
    : await openSqliteExecutor(join(resolve(opts.dataDir ?? DEFAULT_DATA_DIR), AUTH_SQLITE_FILE));
  const store = new SqlAuthStore(exec);
  await store.migrate();
  return store;
}
