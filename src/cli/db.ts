/**
 * `glp db migrate|backup FILE|restore FILE` and `glp audit verify`: the storage layer's
 * commands. On SQLite the API keeps sessions, API tokens and pending OIDC logins in a second
 * file beside the database (glp-auth.sqlite, so its writes never wait on the repository's
 * lock); backup and restore carry it too, as FILE.auth, so a restore brings back the
 * tokens API clients hold. (On PostgreSQL those tables live in the same database.)
 */
import { chmodSync, copyFileSync, existsSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { AUTH_SQLITE_FILE } from '../auth/open.ts';
import { auditCommand as storeAudit, dbCommand as storeDb } from '../store/cli.ts';
import { DEFAULT_DATA_DIR } from '../store/open.ts';
import type { CliIO } from './io.ts';

type StoreCommand = typeof storeDb;

function adapt(run: StoreCommand, after?: (args: string[], io: CliIO) => Promise<string | null>) {
  return async (args: string[], io: CliIO): Promise<number> => {
    const r = await run(args, { ...io.env, GLP_CWD: io.cwd });
    if (r.stdout) io.stdout(r.stdout.endsWith('\n') ? r.stdout : `${r.stdout}\n`);
    if (r.stderr) io.stderr(r.stderr.endsWith('\n') ? r.stderr : `${r.stderr}\n`);
    if (r.code !== 0 || !after) return r.code;
    try {
      const line = await after(args, io);
      if (line) io.stdout(`${line}\n`);
      return 0;
    } catch (e) {
      io.stderr(`glp db: the database was handled, but the auth file was not: ${e instanceof Error ? e.message : String(e)}\n`);
      return 1;
    }
  };
}

/** The SQLite auth file this command concerns, or null on PostgreSQL. */
function authFile(args: string[], io: CliIO): string | null {
  const i = args.findIndex((a) => a === '--data' || a.startsWith('--data='));
  let dir: string | undefined;
  if (i >= 0) dir = (args[i] as string).startsWith('--data=') ? (args[i] as string).slice(7) : args[i + 1];
  else if (io.env.DATABASE_URL) return null;
  return join(resolve(io.cwd, dir ?? DEFAULT_DATA_DIR), AUTH_SQLITE_FILE);
}

function positionals(args: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i] as string;
    if (a === '--data') i++;
    else if (!a.startsWith('--')) out.push(a);
  }
  return out;
}

async function carryAuthFile(args: string[], io: CliIO): Promise<string | null> {
  const [verb, file] = positionals(args);
  const auth = authFile(args, io);
  if (!auth || !file || (verb !== 'backup' && verb !== 'restore')) return null;
  const target = `${resolve(io.cwd, file)}.auth`;
  if (verb === 'backup') {
    if (!existsSync(auth)) return null;
    // Online backup to a temporary name, then rename: the copy is complete or absent.
    const tmp = `${target}.partial`;
    const db = new Database(auth, { readonly: true, fileMustExist: true });
    try {
      await db.backup(tmp);
    } finally {
      db.close();
    }
    // Token and session hashes: readable by the owner only, like the database file itself.
    chmodSync(tmp, 0o600);
    renameSync(tmp, target);
    return `auth tables (sessions, API tokens) of ${auth} written to ${target}`;
  }
  if (!existsSync(target)) return `no ${target}: sessions and API tokens left as they are`;
  const tmp = join(dirname(auth), `${AUTH_SQLITE_FILE}.restoring`);
  copyFileSync(target, tmp);
  for (const suffix of ['-wal', '-shm']) rmSync(`${auth}${suffix}`, { force: true });
  renameSync(tmp, auth);
  return `auth tables (sessions, API tokens) restored from ${target}`;
}

export const dbCommand = adapt(storeDb, carryAuthFile);
export const auditCommand = adapt(storeAudit);
