/**
 * "A server is using this data": every `glp serve` process (the primary and each of its
 * --workers) holds a SHARED lease for as long as it serves; a restore takes the lease
 * EXCLUSIVELY, so it is refused while any server runs, and no server starts while a restore
 * runs. A lease dies with its process, kill -9 included, because the lock belongs to
 * something the process holds open:
 *  - SQLite: a POSIX lock on DIR/glp.lock, taken through SQLite's own locking (a read
 *    transaction held open = SHARED; BEGIN EXCLUSIVE = EXCLUSIVE), released by the kernel
 *    when the process ends. Kept out of the database file itself: a read transaction held on
 *    it would stop WAL checkpoints.
 *  - PostgreSQL: a session advisory lock (pg_advisory_lock_shared / pg_try_advisory_lock)
 *    on a connection of its own, released by the server when the connection ends.
 */
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { ensurePrivateDir, ensurePrivateFile } from './files.ts';
import { Refusal } from '../domain/errors.ts';
import { describeTarget, type OpenOptions, storeTarget } from './target.ts';

export const LOCK_FILE_NAME = 'glp.lock';
/** Arbitrary, fixed: the advisory lock key of the serving lease (per database). */
const LEASE_KEY = 740_325_003;
/** How long a starting server waits for a restore to finish before giving up. */
const START_WAIT_MS = 5000;
/**
 * How long a restore on PostgreSQL waits for shared leases to go. A server killed with -9
 * drops its connection at once, but the backend that held the advisory lock ends a moment
 * later (it notices the closed socket, then exits); on a loaded machine that moment was seen
 * to exceed a second. A server that is really running keeps its lease, so the restore is
 * still refused — only a few seconds later. SQLite needs no grace: the kernel releases a
 * dead process's POSIX locks as it exits.
 */
const PG_EXCLUSIVE_GRACE_MS = 4000;

/** The data is in use: a restore while a server runs, or a server starting during a restore. A user can fix it: exit 2. */
export class StoreBusy extends Refusal {}

export interface Lease {
  release(): Promise<void>;
}

export type LeaseMode = 'serving' | 'exclusive';

function busyMessage(mode: LeaseMode, opts: OpenOptions): { en: string; pt: string } {
  const where = describeTarget(opts);
  return mode === 'exclusive'
    ? {
        en: `a server is using ${where}: stop glp serve (every worker) before restoring`,
        pt: `um servidor está usando ${where}: pare o glp serve (todos os workers) antes de restaurar`,
      }
    : {
        en: `a restore is in progress on ${where}: start the server when it has finished`,
        pt: `uma restauração está em andamento em ${where}: inicie o servidor quando ela terminar`,
      };
}

/**
 * Takes the lease: 'serving' (shared, by every serving process) or 'exclusive' (a restore).
 * Throws StoreBusy when the other kind is held — for 'exclusive' at once on SQLite and after a
 * short grace on PostgreSQL (a running server does not go away), after `waitMs` for 'serving'
 * (a restore finishes).
 */
export async function takeLease(opts: OpenOptions, mode: LeaseMode, log?: (line: string) => void, waitMs?: number): Promise<Lease> {
  const t = storeTarget(opts);
  return t.engine === 'sqlite'
    ? sqliteLease(t.dir, mode, opts, waitMs ?? (mode === 'exclusive' ? 0 : START_WAIT_MS))
    : pgLease(t.url, mode, opts, waitMs ?? (mode === 'exclusive' ? PG_EXCLUSIVE_GRACE_MS : START_WAIT_MS), log);
}

function sqliteLease(dir: string, mode: LeaseMode, opts: OpenOptions, waitMs: number): Lease {
  ensurePrivateDir(dir);
  const file = join(dir, LOCK_FILE_NAME);
  ensurePrivateFile(file);
  const db = new Database(file, { timeout: waitMs });
  try {
    if (mode === 'exclusive') {
      db.exec('BEGIN EXCLUSIVE');
    } else {
      db.exec('BEGIN');
      db.prepare('SELECT count(*) AS n FROM sqlite_master').get(); // takes SHARED until the transaction ends
    }
  } catch (e) {
    db.close();
    if ((e as { code?: string }).code === 'SQLITE_BUSY') throw new StoreBusy(busyMessage(mode, opts));
    throw e;
  }
  return {
    release: async () => {
      if (!db.open) return;
      if (db.inTransaction) db.exec('ROLLBACK');
      db.close();
    },
  };
}

async function pgLease(url: string, mode: LeaseMode, opts: OpenOptions, waitMs: number, log?: (line: string) => void): Promise<Lease> {
  const fn = mode === 'exclusive' ? 'pg_try_advisory_lock' : 'pg_try_advisory_lock_shared';
  const acquire = async (): Promise<pg.Client> => {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
    client.on('error', () => undefined); // a dropped connection is handled below, never a crash
    await client.connect();
    try {
      const deadline = Date.now() + waitMs;
      for (;;) {
        const { rows } = await client.query<{ ok: boolean }>(`SELECT ${fn}($1) AS ok`, [LEASE_KEY]);
        if (rows[0]?.ok) return client;
        if (Date.now() >= deadline) throw new StoreBusy(busyMessage(mode, opts));
        await new Promise((r) => setTimeout(r, 200));
      }
    } catch (e) {
      await client.end().catch(() => undefined);
      throw e;
    }
  };
  let client = await acquire();
  let released = false;
  let retry: NodeJS.Timeout | undefined;
  // A serving process that loses its connection (database restart) takes its lease again, so
  // that a restore keeps being refused while it serves.
  const watch = (c: pg.Client) =>
    c.once('end', () => {
      if (released || mode !== 'serving') return;
      log?.('glp serve: the connection holding the serving lease ended; taking it again');
      const again = () => {
        retry = undefined;
        acquire().then(
          (n) => {
            if (released) void n.end();
            else {
              client = n;
              watch(n);
            }
          },
          () => {
            if (!released) retry = setTimeout(again, 5000).unref();
          },
        );
      };
      again();
    });
  watch(client);
  return {
    release: async () => {
      released = true;
      if (retry) clearTimeout(retry);
      await client.end().catch(() => undefined);
    },
  };
}
