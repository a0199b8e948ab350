// Worker thread of the SQLite engine (sqlite-writer.ts): runs the write transactions of a busy
// engine on a connection of its own, so that executing their statements and waiting for the
// COMMIT's fsync (synchronous=FULL) happen off the thread that serves requests. A message
// { id, op, sql, params, begin, before } → { id, ok, value } or { id, ok: false, error }: it
// first opens the transaction (`begin`) and runs what was waiting for it (`before`: statements
// that need nothing back, and the audit chain's extension, linked here to the head it reads),
// then its own operation — the first failure is the reply, and nothing after it runs.
// Plain JavaScript: it needs no TypeScript loader, and starts in a few milliseconds.
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { chainStatements, HEAD_SQL, MISSING_HEAD } from './audit-chain.mjs';

const db = new Database(workerData.file, { fileMustExist: true, timeout: workerData.busyTimeoutMs });
db.pragma('journal_mode = WAL');
db.pragma('synchronous = FULL');
db.pragma('foreign_keys = ON');
// The background checkpointer copies the log; this connection only as a safety net.
db.pragma(`wal_autocheckpoint = ${workerData.autocheckpointPages}`);

const statements = new Map();
function prepared(sql) {
  let s = statements.get(sql);
  if (!s) {
    if (statements.size > 1000) statements.clear();
    s = db.prepare(sql);
    statements.set(sql, s);
  }
  return s;
}

const sleeper = new Int32Array(new SharedArrayBuffer(4));
/** Between two attempts at the write lock (ms). */
const RETRY_MS = 0.2;

/**
 * Waits for another process's write lock (a `glp serve --workers` sibling, the CLI) here, in
 * this thread, up to busy_timeout — but not with SQLite's busy handler, which sleeps 1, 2, 5,
 * 10, 15, 20, 25, 25, 25, 50… ms between attempts: two processes writing batches in turn would
 * each wait tens of milliseconds for a lock held for two. Asked again every 0.2 ms instead.
 */
function beginImmediate() {
  const deadline = Date.now() + workerData.busyTimeoutMs;
  db.pragma('busy_timeout = 0');
  try {
    for (;;) {
      try {
        db.exec('BEGIN IMMEDIATE');
        return;
      } catch (e) {
        if (e?.code !== 'SQLITE_BUSY' || Date.now() >= deadline) throw e;
        Atomics.wait(sleeper, 0, 0, RETRY_MS);
      }
    }
  } finally {
    db.pragma(`busy_timeout = ${workerData.busyTimeoutMs}`);
  }
}

// better-sqlite3 binds no booleans: SQLite stores them as 0/1 (as sqlite.ts does).
const bind = (params) => (params ?? []).map((p) => (p === true ? 1 : p === false ? 0 : p));

/** Extends the audit chain inside the transaction: the head read, the entries linked to it, inserted. */
function appendChain(entries) {
  const head = prepared(HEAD_SQL).get();
  if (!head) throw new Error(MISSING_HEAD);
  for (const s of chainStatements(head, entries)) prepared(s.sql).run(...bind(s.params));
}

function perform(m) {
  if (m.begin) beginImmediate();
  for (const step of m.before ?? []) {
    if (step.audit) appendChain(step.audit);
    else prepared(step.sql).run(...bind(step.params));
  }
  switch (m.op) {
    case 'commit':
      db.exec('COMMIT');
      return null;
    case 'rollback':
      if (db.inTransaction) db.exec('ROLLBACK');
      return null;
    case 'exec':
      db.exec(m.sql);
      return null;
    case 'all': {
      const s = prepared(m.sql);
      if (!s.reader) {
        s.run(...bind(m.params));
        return [];
      }
      return s.all(...bind(m.params));
    }
    case 'get':
      return prepared(m.sql).get(...bind(m.params));
    case 'run':
      return prepared(m.sql).run(...bind(m.params)).changes;
    case 'close':
      if (db.inTransaction) db.exec('ROLLBACK');
      db.close();
      return null;
    default:
      throw new Error(`sqlite writer: unknown operation ${m.op}`);
  }
}

parentPort.on('message', (m) => {
  try {
    parentPort.postMessage({ id: m.id, ok: true, value: perform(m) });
  } catch (e) {
    parentPort.postMessage({ id: m.id, ok: false, error: { message: String(e?.message ?? e), code: e?.code } });
  }
  if (m.op === 'close') parentPort.close();
});
