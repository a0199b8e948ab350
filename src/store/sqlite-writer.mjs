// Worker thread of the SQLite engine (sqlite-writer.ts): runs the write transactions of a busy
// engine on a connection of its own, so that executing their statements and waiting for the
// COMMIT's fsync (synchronous=FULL) happen off the thread that serves requests. One message
// per statement: { id, op, sql, params } → { id, ok, value } or { id, ok: false, error }.
// Plain JavaScript: it needs no TypeScript loader, and starts in a few milliseconds.
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

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

// better-sqlite3 binds no booleans: SQLite stores them as 0/1 (as sqlite.ts does).
const bind = (params) => (params ?? []).map((p) => (p === true ? 1 : p === false ? 0 : p));

function perform(m) {
  switch (m.op) {
    case 'begin':
      // Waits for another process's write lock here, in this thread, up to busy_timeout.
      db.exec('BEGIN IMMEDIATE');
      return null;
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
