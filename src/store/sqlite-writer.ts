/**
 * The write transactions of a busy SQLite engine, on a thread of their own
 * (docs/adr/0008-group-commit.md).
 *
 * better-sqlite3 is synchronous: a COMMIT with synchronous=FULL holds the calling thread for
 * its fsync — a millisecond on a quiet disk, ten on a busy one — and the statements of a batch
 * of stored evaluations (15 KB each) cost their own time. On the thread that serves requests,
 * that is time no request is read, evaluated or answered. Once an engine has committed enough
 * write transactions to matter, they move to a worker thread with its own connection
 * (sqlite-writer.mjs): the serving thread keeps evaluating while a batch is written and made
 * durable. Reads stay on the serving thread's connection; with no transaction open on it,
 * they need not wait for a write in progress (WAL: a reader sees the last committed state).
 *
 * Durability is the same: the worker's connection is WAL + synchronous=FULL, and a write is
 * acknowledged after the worker's COMMIT has returned.
 */
import { Worker } from 'node:worker_threads';
import type { ChainEntry } from './audit-chain.mjs';
import { type Param, type Queryable, type Statement, textParams } from './engine.ts';

/** What a message runs before its own operation: a statement, or the audit chain's extension. */
type Step = Statement | { audit: readonly ChainEntry[] };

interface Reply {
  id: number;
  ok: boolean;
  value?: unknown;
  error?: { message: string; code?: string };
}

export class WriterThread {
  private readonly worker: Worker;
  private next = 1;
  private readonly pending = new Map<number, { resolve(v: unknown): void; reject(e: unknown): void }>();
  private dead: Error | null = null;
  constructor(file: string, busyTimeoutMs: number, autocheckpointPages: number) {
    this.worker = new Worker(new URL('./sqlite-writer.mjs', import.meta.url), {
      workerData: { file, busyTimeoutMs, autocheckpointPages },
    });
    this.worker.unref();
    this.worker.on('message', (r: Reply) => {
      const p = this.pending.get(r.id);
      if (!p) return;
      this.pending.delete(r.id);
      if (r.ok) p.resolve(r.value);
      else p.reject(Object.assign(new Error(r.error?.message ?? 'SQLite writer error'), r.error?.code ? { code: r.error.code } : {}));
    });
    const fail = (e: Error) => {
      this.dead = e;
      for (const p of this.pending.values()) p.reject(e);
      this.pending.clear();
    };
    this.worker.on('error', fail);
    this.worker.on('exit', (code) => fail(new Error(`SQLite writer thread exited (${code})`)));
  }

  /** Messages sent to the worker so far (tests count the round trips of a transaction). */
  get sent(): number {
    return this.next - 1;
  }

  /** Whether it can take transactions (else the engine writes on its own connection again). */
  get alive(): boolean {
    return this.dead === null;
  }

  private send(message: Record<string, unknown>): Promise<unknown> {
    if (this.dead) return Promise.reject(this.dead);
    const id = this.next++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ id, ...message });
    });
  }

  /**
   * Runs fn in a write transaction of the worker's connection; resolves after its COMMIT.
   *
   * Each message to the worker waits, for its answer, for this thread's event loop — busy
   * serving requests or computing the next batch — while the transaction holds the write
   * lock, which a `glp serve --workers` sibling is waiting for. So the transaction sends as
   * few as it can: BEGIN goes with its first statement, statements that need nothing back
   * (`runEach`) and the audit append (`appendChain`) wait for the next message — at the end,
   * the COMMIT. A group-commit batch of stored evaluations is then ONE message: begin, its
   * rows, its audit entries linked to the head, commit. A step that fails fails that message,
   * which fails the transaction: it is rolled back whole, as before.
   */
  async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    let began = false;
    let steps: Step[] = [];
    /**
     * A message, preceded by what waits for it (BEGIN, buffered steps). A Utf8Text crosses as its
     * text (a message is a structured clone).
     */
    const send = (m: { op: string; sql?: string; params?: readonly Param[] | undefined }): Promise<unknown> => {
      const message = { ...m, params: m.params && textParams(m.params), begin: !began, before: steps };
      began = true;
      steps = [];
      return this.send(message);
    };
    const tx: Queryable = {
      all: <T>(sql: string, params?: readonly Param[]) => send({ op: 'all', sql, params }) as Promise<T[]>,
      get: <T>(sql: string, params?: readonly Param[]) => send({ op: 'get', sql, params }) as Promise<T | undefined>,
      run: (sql: string, params?: readonly Param[]) => send({ op: 'run', sql, params }) as Promise<number>,
      exec: async (script: string) => void (await send({ op: 'exec', sql: script })),
      runEach: async (statements) => {
        for (const s of statements) steps.push({ sql: s.sql, params: textParams(s.params) });
      },
      appendChain: async (entries) => {
        if (entries.length > 0) steps.push({ audit: entries });
      },
    };
    try {
      const value = await fn(tx);
      // Nothing sent and nothing waiting: there is no transaction to commit.
      if (began || steps.length > 0) await send({ op: 'commit' });
      return value;
    } catch (e) {
      if (began && this.alive) await this.send({ op: 'rollback' }).catch(() => undefined);
      throw e;
    }
  }

  async close(): Promise<void> {
    if (this.alive) await this.send({ op: 'close' }).catch(() => undefined);
    await this.worker.terminate();
  }
}
