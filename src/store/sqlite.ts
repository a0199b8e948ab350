/**
 * The SQLite engine (better-sqlite3): the embedded default, one file under ./data/.
 *
 * Durability (docs/adr/0002-storage.md): WAL with synchronous=FULL, so COMMIT returns only
 * after the WAL is fsync'ed; an acknowledged write survives a kill -9 of the process and
 * also a power loss or kernel crash. Foreign keys are on for every connection.
 *
 * better-sqlite3 is synchronous and this process holds one connection, so the engine runs
 * one operation at a time (a Mutex): an async transaction must not interleave with another
 * one, nor may a read see a transaction that is still open. Other processes (the CLI, a
 * second server) wait on SQLite's own locks, up to busy_timeout.
 */
import { existsSync, realpathSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import type { ConstraintKind, Engine, Param, Queryable } from './engine.ts';
import { Mutex } from './engine.ts';
import { BackgroundCheckpoints, walSafetyNetPages } from './sqlite-checkpoint.ts';
import { WriterThread } from './sqlite-writer.ts';
import { Utf8Text } from './utf8-text.ts';
import { commitFile, ensurePrivateDir, ensurePrivateFile, removeQuietly, tempPathFor, UnusableBackup } from './files.ts';
const BUSY_TIMEOUT_MS = 5000;
/**
 * An engine is busy after this many write transactions, or once they have held the serving
 * thread this long in all (a few large batches): then its writes move to a thread of their own
 * and its log is checkpointed in the background. A short CLI run or a test never gets there.
 */
const BUSY_AFTER = 64;
const BUSY_AFTER_MS = 100;
/** Statements that only read. */
const READ_ONLY = /^\s*SELECT\b/i;

type Db = Database.Database;
type Stmt = Database.Statement<unknown[], unknown>;

function bind(params: readonly Param[] | undefined): unknown[] {
  if (!params) return [];
  // better-sqlite3 binds no booleans: SQLite stores them as 0/1. A Utf8Text is stored as its text.
  return params.map((p) => (p === true ? 1 : p === false ? 0 : p instanceof Utf8Text ? p.text : p));
}

/**
 * Page size of a new database file. A stored evaluation's row is ~7 KB (its result ~6 KB):
 * with SQLite's default 4 KB pages nearly every row spills into overflow pages; with 16 KB it
 * fits in its leaf page, and inserting a national re-evaluation's rows costs ~25 % less CPU
 * (measured: bench/persisted-reevaluation.ts, docs/benchmarks.md). An existing file keeps the
 * size it was made with (changing it needs a VACUUM; nothing depends on it).
 */
export const NEW_DATABASE_PAGE_SIZE = 16_384;

function applyPragmas(db: Db): void {
  // Only an empty file takes a page size (before WAL and the first table are written).
  if (Number(db.pragma('page_count', { simple: true })) === 0) db.pragma(`page_size = ${NEW_DATABASE_PAGE_SIZE}`);
  const mode = db.pragma('journal_mode = WAL', { simple: true });
  if (String(mode).toLowerCase() !== 'wal') {
    // e.g. a file system without shared memory: refuse rather than run with other guarantees.
    throw new Error(`SQLite: could not enable WAL (journal_mode is ${String(mode)})`);
  }
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
}

/**
 * BEGIN IMMEDIATE takes the write lock now: a deferred transaction that reads first and writes
 * later can fail with SQLITE_BUSY without waiting when another process writes. Asked without
 * waiting (busy_timeout 0 for this statement): false when another connection holds the lock,
 * or SQLITE_BUSY thrown once `giveUp` (the caller has waited long enough).
 */
function beginImmediate(db: Db, giveUp: boolean): boolean {
  db.pragma('busy_timeout = 0');
  try {
    db.exec('BEGIN IMMEDIATE');
    return true;
  } catch (e) {
    if ((e as { code?: unknown }).code === 'SQLITE_BUSY' && !giveUp) return false;
    throw e;
  } finally {
    db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  }
}

/** Statements for one connection, prepared once (the set of SQL texts is small and static). */
class Statements {
  private cache = new Map<string, Stmt>();
  constructor(private readonly db: Db) {}

  get(sql: string): Stmt {
    let s = this.cache.get(sql);
    if (!s) {
      if (this.cache.size > 1000) this.cache.clear();
      s = this.db.prepare(sql);
      this.cache.set(sql, s);
    }
    return s;
  }
}

function directQueryable(db: Db, stmts: Statements): Queryable {
  return {
    async all<T>(sql: string, params?: readonly Param[]): Promise<T[]> {
      const s = stmts.get(sql);
      if (!s.reader) {
        s.run(...bind(params));
        return [];
      }
      return s.all(...bind(params)) as T[];
    },
    async get<T>(sql: string, params?: readonly Param[]): Promise<T | undefined> {
      return stmts.get(sql).get(...bind(params)) as T | undefined;
    },
    async run(sql: string, params?: readonly Param[]): Promise<number> {
      return stmts.get(sql).run(...bind(params)).changes;
    },
    async exec(script: string): Promise<void> {
      db.exec(script);
    },
  };
}

export function sqliteConstraintKind(e: unknown): ConstraintKind | null {
  const code = (e as { code?: unknown } | null)?.code;
  if (typeof code !== 'string' || !code.startsWith('SQLITE_CONSTRAINT')) return null;
  if (code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY') return 'unique';
  if (code === 'SQLITE_CONSTRAINT_FOREIGNKEY') return 'foreign-key';
  if (code === 'SQLITE_CONSTRAINT_NOTNULL') return 'not-null';
  return 'check';
}

function integrity(db: Db): { ok: boolean; detail: string } {
  const ic = (db.pragma('integrity_check') as { integrity_check: string }[]).map((r) => r.integrity_check);
  const fk = db.pragma('foreign_key_check') as { table: string; rowid: number; parent: string }[];
  const icOk = ic.length === 1 && ic[0] === 'ok';
  const parts = [
    icOk ? 'integrity_check: ok' : `integrity_check: ${ic.slice(0, 5).join('; ')}`,
    fk.length === 0
      ? 'foreign_key_check: ok'
      : `foreign_key_check: ${fk.length} violation(s), e.g. ${fk
          .slice(0, 3)
          .map((v) => `${v.table} row ${v.rowid} → ${v.parent}`)
          .join(', ')}`,
  ];
  return { ok: icOk && fk.length === 0, detail: parts.join('; ') };
}

/**
 * One Mutex per database file and process. Two connections to one file in one process
 * (two repositories, a test) would otherwise deadlock the event loop: the second BEGIN
 * IMMEDIATE busy-waits synchronously while the first transaction, waiting for the event
 * loop to continue, holds the lock. Other processes are SQLite's business (busy_timeout).
 */
const mutexes = new Map<string, Mutex>();
function mutexFor(file: string): Mutex {
  const key = realpathSync(file);
  let m = mutexes.get(key);
  if (!m) {
    m = new Mutex();
    mutexes.set(key, m);
  }
  return m;
}

export interface SqliteEngineOptions {
  /**
   * Never move writes to a writer thread nor checkpoint in the background: for a connection
   * opened by a thread that is itself off the serving thread (a worker of the persisted
   * re-evaluation, persist-worker.ts), where a synchronous COMMIT blocks nobody and a second
   * thread would only copy every statement across. The log is then checkpointed by SQLite's
   * own automatic checkpoint, after the commit, on this connection.
   */
  inlineWrites?: boolean;
  /** Writes on the writer thread from the first commit on (tests of the busy engine's path). */
  threadedWrites?: boolean;
}

export function openSqliteEngine(file: string, options: SqliteEngineOptions = {}): Engine {
  ensurePrivateDir(dirname(file));
  // Personal data and credential hashes: readable by the service account only, from the first
  // byte; SQLite creates the -wal and -shm files with the database file's mode.
  ensurePrivateFile(file);
  const db = new Database(file, { timeout: BUSY_TIMEOUT_MS });
  try {
    applyPragmas(db);
  } catch (e) {
    db.close();
    throw e;
  }
  const stmts = new Statements(db);
  const direct = directQueryable(db, stmts);
  const mutex = mutexFor(file);
  const checkpoints = new BackgroundCheckpoints(file, db);
  let writer: WriterThread | null = null;
  let commits = 0;
  let closed = false;
  let busyMs = 0;
  const committed = (heldMs = 0) => {
    // A busy engine: its write transactions move to a thread of their own (sqlite-writer.ts)
    // and its log is checkpointed in the background (sqlite-checkpoint.ts).
    busyMs += heldMs;
    if (options.inlineWrites) return;
    if (writer === null && (++commits >= (options.threadedWrites ? 1 : BUSY_AFTER) || busyMs >= BUSY_AFTER_MS)) {
      writer = new WriterThread(file, BUSY_TIMEOUT_MS, walSafetyNetPages(db));
      checkpoints.start();
    }
  };
  /**
   * A read needs the mutex only while a transaction is open on this connection (it must not
   * see it); otherwise it runs at once and sees the last committed state, even while a write
   * of the writer thread, or of another connection, is in progress.
   */
  const read = <T>(sql: string, f: () => Promise<T>): Promise<T> => (db.inTransaction || !READ_ONLY.test(sql) ? mutex.run(f) : f());

  return {
    name: 'sqlite',
    forUpdate: '',
    migrationLock: null,
    constraintKind: sqliteConstraintKind,
    placesNear: () => null,

    all: (sql, params) => read(sql, () => direct.all(sql, params)),
    get: (sql, params) => read(sql, () => direct.get(sql, params)),
    run: (sql, params) => mutex.run(() => direct.run(sql, params)),
    exec: (script) => mutex.run(() => direct.exec(script)),

    async write<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const thread = writer;
      if (thread?.alive) {
        return mutex.run(async () => {
          if (closed) throw new Error('SQLite: the store is closed');
          const value = await thread.transaction(fn);
          committed();
          return value;
        });
      }
      // Another process (a `glp serve --workers` sibling, the CLI) may hold the write lock.
      // Waiting for it inside SQLite (busy_timeout) would freeze this process's event loop
      // for as long: we ask without waiting and, when busy, let the event loop run (and this
      // process's reads go on) before asking again.
      const deadline = Date.now() + BUSY_TIMEOUT_MS;
      for (let pause = 1; ; pause = 1) {
        const outcome = await mutex.run(async (): Promise<{ value: T } | null> => {
          if (closed) throw new Error('SQLite: the store is closed');
          if (!beginImmediate(db, Date.now() >= deadline)) return null;
          const began = performance.now();
          try {
            const value = await fn(direct);
            db.exec('COMMIT');
            committed(performance.now() - began);
            return { value };
          } catch (e) {
            if (db.inTransaction) db.exec('ROLLBACK');
            throw e;
          }
        });
        if (outcome) return outcome.value;
        await new Promise((resolve) => setTimeout(resolve, pause));
      }
    },

    async close(): Promise<void> {
      await mutex.run(async () => {
        if (closed) return;
        closed = true;
        await writer?.close();
        await checkpoints.stop();
        db.close();
      });
    },

    backup(target: string): Promise<void> {
      // Under the mutex: no transaction of this connection is open while pages are copied.
      return mutex.run(() => backupSqlite(db, target));
    },

    integrityCheck: () => mutex.run(() => integrity(db)),
  };
}

/**
 * Online backup (SQLite's backup API) to a temporary file, turned into a self-contained
 * rollback-journal database, checked, fsync'ed and renamed over `target`.
 */
async function backupSqlite(db: Db, target: string): Promise<void> {
  const tmp = tempPathFor(target);
  try {
    ensurePrivateFile(tmp);
    // Copy everything in one step per call: the mutex holds our writers anyway.
    await db.backup(tmp, { progress: () => 1 << 20 });
    const copy = new Database(tmp, { fileMustExist: true });
    try {
      // The copy inherits WAL mode; a backup must be one file that can be copied around.
      copy.pragma('journal_mode = DELETE');
      const check = integrity(copy);
      if (!check.ok) throw new Error(`backup copy failed its integrity check: ${check.detail}`);
    } finally {
      copy.close();
    }
    commitFile(tmp, target);
  } catch (e) {
    removeQuietly(tmp);
    removeQuietly(`${tmp}-wal`);
    removeQuietly(`${tmp}-shm`);
    throw e;
  }
}

/**
 * Restores `backupFile` into the database file `target` through the backup API, so it also
 * works while other connections have the target open (they wait on its locks and see the
 * restored content afterwards). The backup is checked before anything is touched, and the
 * current database is first saved next to it as `<target>.pre-restore-<timestamp>`.
 */
export async function restoreSqlite(target: string, backupFile: string): Promise<{ previous: string | null }> {
  if (!existsSync(backupFile))
    throw new UnusableBackup(`backup file not found: ${backupFile}`, `arquivo de backup não encontrado: ${backupFile}`);
  const src = new Database(backupFile, { readonly: true, fileMustExist: true });
  try {
    src.prepare('SELECT count(*) FROM sqlite_master').get(); // a file that is no database fails here
  } catch (e) {
    src.close();
    throw new UnusableBackup(
      `${backupFile} is not a SQLite backup of GLP (${(e as Error).message})`,
      `${backupFile} não é um backup SQLite do GLP (${(e as Error).message})`,
    );
  }
  try {
    const hasSchema = src.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'").get();
    if (!hasSchema)
      throw new UnusableBackup(
        `${backupFile} is not a GLP database backup (no schema_migrations table)`,
        `${backupFile} não é um backup de banco do GLP (sem a tabela schema_migrations)`,
      );
    const check = integrity(src);
    if (!check.ok)
      throw new UnusableBackup(
        `${backupFile} failed its integrity check: ${check.detail}`,
        `${backupFile} falhou na verificação de integridade: ${check.detail}`,
      );
    ensurePrivateDir(dirname(target));
    let previous: string | null = null;
    if (existsSync(target)) {
      previous = `${target}.pre-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      const current = new Database(target, { fileMustExist: true, timeout: BUSY_TIMEOUT_MS });
      try {
        await backupSqlite(current, previous);
      } finally {
        current.close();
      }
    }
    ensurePrivateFile(target);
    await src.backup(target, { progress: () => 1 << 20 });
    return { previous };
  } finally {
    src.close();
  }
}
