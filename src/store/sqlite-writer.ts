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
import type { Param, Queryable, Statement } from './engine.ts';

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
  /** The transaction's statements, sent to the worker. */
  readonly tx: Queryable;

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
    const call = this.call.bind(this);
    this.tx = {
      all: <T>(sql: string, params?: readonly Param[]) => call('all', sql, params) as Promise<T[]>,
      get: <T>(sql: string, params?: readonly Param[]) => call('get', sql, params) as Promise<T | undefined>,
      run: (sql: string, params?: readonly Param[]) => call('run', sql, params) as Promise<number>,
      exec: async (script: string) => void (await call('exec', script)),
      runEach: async (statements: readonly Statement[]) => void (await this.each(statements)),
    };
  }

  /** Whether it can take transactions (else the engine writes on its own connection again). */
  get alive(): boolean {
    return this.dead === null;
  }

  call(op: string, sql?: string, params?: readonly Param[]): Promise<unknown> {
    return this.send({ op, sql, params });
  }

  private send(message: Record<string, unknown>): Promise<unknown> {
    if (this.dead) return Promise.reject(this.dead);
    const id = this.next++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ id, ...message });
    });
  }

  /** Statements that need nothing back, in one message (Queryable.runEach). */
  private each(statements: readonly Statement[]): Promise<unknown> {
    return this.send({ op: 'each', steps: statements.map((s) => ({ sql: s.sql, params: s.params })) });
  }

  /** Runs fn in a write transaction of the worker's connection; resolves after its COMMIT. */
  async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    await this.call('begin');
    try {
      const value = await fn(this.tx);
      await this.call('commit');
      return value;
    } catch (e) {
      if (this.alive) await this.call('rollback').catch(() => undefined);
      throw e;
    }
  }

  async close(): Promise<void> {
    if (this.alive) await this.call('close').catch(() => undefined);
    await this.worker.terminate();
  }
}
