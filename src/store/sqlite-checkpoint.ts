/**
 * Background WAL checkpoints for the SQLite engine (docs/adr/0006-group-commit.md).
 *
 * SQLite copies the write-ahead log back into the database file every 1 000 pages, inside
 * the COMMIT that crosses the mark: that writer then also writes and fsyncs the database
 * file, on the thread that serves requests (better-sqlite3 is synchronous). Measured on this
 * machine with stored evaluations (~15 KB a row, batches of 16), that halves the write rate.
 * Once an engine is busy, a worker thread with its own connection
 * takes checkpoints over (sqlite-checkpointer.mjs), and the serving connection's automatic
 * checkpoint moves to a safety net far above what the worker lets the log reach.
 *
 * Durability is unchanged: a COMMIT still returns after the log is fsync'ed
 * (synchronous=FULL), and a checkpoint fsyncs the database file before the log is reused.
 */
import { Worker } from 'node:worker_threads';
import type Database from 'better-sqlite3';

/** SQLite's default (pages), while no worker runs. */
const AUTO_PAGES = 1000;
/** The safety net once the worker runs (64 MB of log), should it fall behind or die. */
const NET_BYTES = 64 * 1024 * 1024;

/**
 * The safety net in this database's pages (what wal_autocheckpoint counts; a file keeps the
 * page size it was made with: 4 KB before NEW_DATABASE_PAGE_SIZE, 16 KB since). Also the
 * writer thread's own automatic checkpoint (sqlite.ts): far above what the checkpointer lets
 * the log reach.
 */
export function walSafetyNetPages(db: Database.Database): number {
  return Math.ceil(NET_BYTES / Number(db.pragma('page_size', { simple: true })));
}

export class BackgroundCheckpoints {
  private worker: Worker | null = null;
  private failed = false;

  constructor(
    private readonly file: string,
    private readonly db: Database.Database,
  ) {}

  /** Whether the worker runs (tests). */
  get running(): boolean {
    return this.worker !== null;
  }

  /** When the engine has become busy (sqlite.ts decides): a short CLI run or a test never starts it. */
  start(): void {
    if (this.worker !== null || this.failed) return;
    const worker = new Worker(new URL('./sqlite-checkpointer.mjs', import.meta.url), { workerData: { file: this.file } });
    worker.unref();
    worker.on('error', () => this.fallBack());
    worker.on('exit', () => {
      if (this.worker === worker) this.fallBack();
    });
    this.worker = worker;
    this.db.pragma(`wal_autocheckpoint = ${walSafetyNetPages(this.db)}`);
  }

  private fallBack(): void {
    this.worker = null;
    this.failed = true;
    try {
      if (this.db.open) this.db.pragma(`wal_autocheckpoint = ${AUTO_PAGES}`);
    } catch {
      // The engine is closing.
    }
  }

  /** Before the engine closes its connection (which then checkpoints and removes the log). */
  async stop(): Promise<void> {
    const worker = this.worker;
    if (!worker) return;
    this.worker = null;
    await new Promise<void>((resolve) => {
      const force = setTimeout(() => void worker.terminate().then(() => resolve()), 5000);
      worker.once('exit', () => {
        clearTimeout(force);
        resolve();
      });
      worker.postMessage('stop');
    });
  }
}
