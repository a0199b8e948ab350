// Worker thread of the SQLite engine (sqlite.ts): copies the write-ahead log into the database
// file in the background (PRAGMA wal_checkpoint(PASSIVE), on a connection of its own), so that
// the thread serving requests never does that I/O inside a COMMIT. A passive checkpoint takes
// no lock writers or readers wait for; the database file is fsync'ed before the log is reused
// (synchronous=FULL), so durability is the log's until then. Plain JavaScript: it needs no
// TypeScript loader, and starts in a few milliseconds.
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

const db = new Database(workerData.file, { fileMustExist: true, timeout: 5000 });
db.pragma('synchronous = FULL');
// This connection never writes: it must not checkpoint on its own account either.
db.pragma('wal_autocheckpoint = 0');

/**
 * A look every 100 ms. Not more often: each checkpoint that completes fsyncs the database
 * file, and a busy log is better copied in a few large steps than in many small ones (at a
 * few thousand writes per second the log grows by a few MB between two looks).
 */
const EVERY_MS = 100;
let timer = null;
let stopped = false;

function tick() {
  timer = null;
  if (stopped) return;
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch {
    // SQLITE_BUSY (another process's checkpoint) or a transient error: try again later.
  }
  timer = setTimeout(tick, EVERY_MS);
}

parentPort.on('message', (m) => {
  if (m !== 'stop' || stopped) return;
  stopped = true;
  if (timer !== null) clearTimeout(timer);
  db.close();
  parentPort.postMessage('stopped');
  parentPort.close();
});

tick();
