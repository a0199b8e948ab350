/**
 * Group commit (docs/adr/0006-group-commit.md): the audited writes that arrive while the
 * database is busy are run together in ONE transaction, with ONE commit — one fsync of the
 * SQLite WAL (synchronous=FULL) or one durable WAL flush on PostgreSQL — and the audit chain
 * is extended once for all of them, in the order they ran. Each write's promise settles only
 * after that commit has returned: nothing is acknowledged before it is durable.
 *
 * - **No timer.** A write arriving when nothing is running starts a batch at once (after the
 *   I/O already read by this turn of the event loop has been handled: `setImmediate`); writes
 *   arriving while a batch runs wait for the next one. The batch size follows the load: 1 on an
 *   idle server, dozens under load.
 * - **One failing write fails alone.** Each write runs after a savepoint, taken lazily before
 *   its first statement that may change something; if it throws, its changes are rolled back
 *   to the savepoint and the others go on (SQLite, where a savepoint costs no I/O). Where a
 *   savepoint is a round trip (PostgreSQL), writes run without one, optimistically: when one
 *   fails after changing something (or after a statement error, which aborts a PostgreSQL
 *   transaction), the batch is rolled back and run again without it, and the failed write
 *   runs alone, in its own transaction, so that its own error is what its caller gets. A write
 *   that fails having changed nothing (not found, version conflict, forbidden) costs nothing.
 * - **Rows inserted at the batch's end.** A write that only adds a row it does not read back (a
 *   stored evaluation) hands it over with `tx.insertLater`: the batch inserts its rows of one
 *   table in one multi-row INSERT, before its audit entries — one statement for a batch of
 *   evaluations instead of one each (a round trip each on PostgreSQL).
 * - **A failed commit** (connection lost, disk full), or a deferred INSERT or the audit append
 *   failing, fails no write for another's reason: every write of the batch is retried alone, in
 *   its own transaction.
 *
 * A write function must therefore be re-runnable: everything it does to the database goes
 * through `tx`, and what it decides comes from what it reads there (every SqlCore.change
 * closure is written that way).
 */
import { appendAudit, type AuditDraft } from '../audit.ts';
import { type Engine, type Param, type Queryable, runStatements, type Statement } from '../engine.ts';

export type WriteFn<T> = (tx: Queryable, drafts: AuditDraft[]) => Promise<T>;

export interface GroupCommitOptions {
  /** Most writes in one transaction. */
  maxBatch: number;
  /** Savepoint per write (cheap: SQLite) or optimistic batch with re-runs (PostgreSQL). */
  savepoints: boolean;
}

export function groupCommitOptions(engine: Engine['name']): GroupCommitOptions {
  // One batch at a time on both engines. PostgreSQL's used to start executing the next batch while
  // one committed, on another connection; since a batch of stored evaluations executes nothing
  // before its commit (one statement that commits itself, pg-audit-append.ts), a second batch
  // only waited on the audit head with the writes that would have joined a larger one: one at a
  // time, 1 883–2 266 against 1 850–1 948 stored evaluations a second (docs/benchmarks.md, stop 44).
  return engine === 'sqlite' ? { maxBatch: 256, savepoints: true } : { maxBatch: 128, savepoints: false };
}

/** What the batches have done so far (tests and the benchmark read it). */
export interface GroupCommitStats {
  batches: number;
  writes: number;
  largest: number;
  /** Writes re-run alone after their batch was rolled back (a failed write, a failed commit). */
  alone: number;
}

interface Pending {
  fn: WriteFn<unknown>;
  resolve(v: unknown): void;
  reject(e: unknown): void;
}

/** A row a write of the batch asked to insert at the batch's end. */
interface LaterRow {
  table: string;
  row: Record<string, Param>;
}

type Outcome = { ok: true; value: unknown; drafts: AuditDraft[]; later: LaterRow[] } | { ok: false; error: unknown };

/** Parameters per multi-row INSERT: well below SQLite's 32 766 and PostgreSQL's 65 535. */
const MAX_PARAMS = 30_000;

/** The deferred rows of a batch, grouped by table and columns, as few multi-row INSERTs as the limits allow. */
function insertStatements(rows: readonly LaterRow[]): Statement[] {
  const groups = new Map<string, { table: string; columns: string[]; rows: Record<string, Param>[] }>();
  for (const r of rows) {
    const columns = Object.keys(r.row);
    const key = `${r.table}(${columns.join(',')})`;
    let g = groups.get(key);
    if (!g) {
      g = { table: r.table, columns, rows: [] };
      groups.set(key, g);
    }
    g.rows.push(r.row);
  }
  const out: Statement[] = [];
  for (const g of groups.values()) {
    const tuple = `(${g.columns.map(() => '?').join(', ')})`;
    const per = Math.max(1, Math.floor(MAX_PARAMS / g.columns.length));
    for (let i = 0; i < g.rows.length; i += per) {
      const chunk = g.rows.slice(i, i + per);
      const params: Param[] = [];
      for (const row of chunk) for (const c of g.columns) params.push(row[c] ?? null);
      out.push({ sql: `INSERT INTO ${g.table} (${g.columns.join(', ')}) VALUES ${chunk.map(() => tuple).join(', ')}`, params });
    }
  }
  return out;
}

/** Thrown inside a batch to roll it back: `index` failed after changing something, without a savepoint. */
class RunAlone extends Error {
  constructor(readonly index: number) {
    super('a write of the batch must run alone');
  }
}

/** Statements that only read: the rest may change something and need the write's savepoint first. */
const READ_ONLY = /^\s*SELECT\b/i;

/**
 * The transaction as one write of a batch sees it: takes that write's savepoint before its
 * first statement that may change something, and notes what it did.
 */
class WriteScope implements Queryable {
  savepoint: string | null = null;
  /** A statement that may have changed something ran without a savepoint before it. */
  unprotected = false;
  /** A statement failed (on PostgreSQL, that aborts the whole transaction). */
  failed = false;
  /** Rows to insert at the batch's end (kept only if the write succeeds). */
  readonly later: LaterRow[] = [];

  constructor(
    private readonly tx: Queryable,
    private readonly name: string,
    private readonly savepoints: boolean,
  ) {}

  private async before(sql: string): Promise<void> {
    if (this.savepoint !== null || READ_ONLY.test(sql)) return;
    if (this.savepoints) {
      await this.tx.exec(`SAVEPOINT ${this.name}`);
      this.savepoint = this.name;
    } else this.unprotected = true;
  }

  private async guard<T>(sql: string, run: () => Promise<T>): Promise<T> {
    await this.before(sql);
    try {
      return await run();
    } catch (e) {
      this.failed = true;
      throw e;
    }
  }

  all<T>(sql: string, params?: readonly Param[]): Promise<T[]> {
    return this.guard(sql, () => this.tx.all<T>(sql, params));
  }
  get<T>(sql: string, params?: readonly Param[]): Promise<T | undefined> {
    return this.guard(sql, () => this.tx.get<T>(sql, params));
  }
  run(sql: string, params?: readonly Param[]): Promise<number> {
    return this.guard(sql, () => this.tx.run(sql, params));
  }
  exec(script: string): Promise<void> {
    return this.guard(script, () => this.tx.exec(script));
  }
  insertLater(table: string, row: Record<string, Param>): void {
    this.later.push({ table, row });
  }
}

export class GroupCommit {
  private queue: Pending[] = [];
  private scheduled = false;
  private closed = false;
  /** A batch has started and not finished (one at a time). */
  private active = false;
  private idle: (() => void)[] = [];
  readonly stats: GroupCommitStats = { batches: 0, writes: 0, largest: 0, alone: 0 };
  /** A failed statement aborts the whole transaction (PostgreSQL); SQLite undoes only that statement. */
  private readonly abortsOnError: boolean;

  constructor(
    private readonly db: Engine,
    private readonly opts: GroupCommitOptions = groupCommitOptions(db.name),
  ) {
    this.abortsOnError = db.name === 'postgres';
  }

  /** Runs fn in the next batch; resolves with its value once the batch is committed. */
  submit<T>(fn: WriteFn<T>): Promise<T> {
    if (this.closed) return Promise.reject(new Error('the store is closed'));
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ fn, resolve: resolve as (v: unknown) => void, reject });
      this.schedule();
    });
  }

  /** Refuses new writes and resolves once every write already submitted has settled. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.queue.length === 0 && !this.active && !this.scheduled) return;
    await new Promise<void>((resolve) => this.idle.push(resolve));
  }

  private settleIdle(): void {
    if (this.queue.length > 0 || this.active || this.scheduled) return;
    for (const resolve of this.idle.splice(0)) resolve();
  }

  private schedule(): void {
    if (this.scheduled || this.active || this.queue.length === 0) return;
    this.scheduled = true;
    // Not a timer: the rest of this turn of the event loop (requests already read) joins the batch.
    setImmediate(() => {
      this.scheduled = false;
      void this.next();
    });
  }

  private async next(): Promise<void> {
    if (this.active || this.queue.length === 0) {
      this.settleIdle();
      return;
    }
    this.active = true;
    const batch = this.queue.splice(0, this.opts.maxBatch);
    try {
      await this.runBatch(batch);
    } finally {
      this.active = false;
      this.schedule();
      this.settleIdle();
    }
  }

  private count(n: number): void {
    this.stats.batches += 1;
    this.stats.writes += n;
    if (n > this.stats.largest) this.stats.largest = n;
  }

  /** One write in its own transaction: its error, if any, is its own. */
  private async alone(p: Pending): Promise<void> {
    this.count(1);
    try {
      const value = await this.db.write(async (tx) => {
        const drafts: AuditDraft[] = [];
        const v = await p.fn(tx, drafts);
        await appendAudit(tx, this.db.forUpdate, drafts);
        return v;
      });
      p.resolve(value);
    } catch (e) {
      p.reject(e);
    }
  }

  private async runBatch(batch: Pending[]): Promise<void> {
    if (batch.length === 1) {
      await this.alone(batch[0] as Pending);
      return;
    }
    let outcomes: Outcome[];
    try {
      outcomes = await this.db.write(async (tx) => {
        const out: Outcome[] = [];
        for (let i = 0; i < batch.length; i++) out.push(await this.runOne(tx, batch[i] as Pending, i));
        const rows = insertStatements(out.flatMap((o) => (o.ok ? o.later : [])));
        const drafts = out.flatMap((o) => (o.ok ? o.drafts : []));
        // The rows first, then the head is locked (FOR UPDATE) only for the append. Both wait for
        // the COMMIT and go with it: in one message to SQLite's writer thread; on PostgreSQL, in
        // one statement that commits itself when nothing was sent before (pg-audit-append.ts).
        await runStatements(tx, rows);
        await appendAudit(tx, this.db.forUpdate, drafts);
        return out;
      });
    } catch (e) {
      if (e instanceof RunAlone) {
        // Rolled back: the others again as a batch, then the failed one alone (its own error).
        const failed = batch[e.index] as Pending;
        this.stats.alone += 1;
        await this.runBatch(batch.filter((_, i) => i !== e.index));
        await this.alone(failed);
        return;
      }
      // The commit, the batch's deferred inserts or its audit append failed: nobody's write is
      // known to be durable, and each deserves its own outcome (alone, a write inserts at once).
      this.stats.alone += batch.length;
      for (const p of batch) await this.alone(p);
      return;
    }
    this.count(batch.length);
    outcomes.forEach((o, i) => {
      const p = batch[i] as Pending;
      if (o.ok) p.resolve(o.value);
      else p.reject(o.error);
    });
  }

  private async runOne(tx: Queryable, p: Pending, index: number): Promise<Outcome> {
    const scope = new WriteScope(tx, `w${index}`, this.opts.savepoints);
    const drafts: AuditDraft[] = [];
    try {
      const value = await p.fn(scope, drafts);
      // It swallowed a statement's failure: on PostgreSQL the transaction is aborted and every
      // later write of the batch would fail for that reason, not its own.
      if (scope.failed && this.abortsOnError) throw new RunAlone(index);
      if (scope.savepoint !== null) await tx.exec(`RELEASE SAVEPOINT ${scope.savepoint}`);
      return { ok: true, value, drafts, later: scope.later };
    } catch (error) {
      if (error instanceof RunAlone) throw error;
      if (scope.savepoint !== null) {
        await tx.exec(`ROLLBACK TO SAVEPOINT ${scope.savepoint}`);
        await tx.exec(`RELEASE SAVEPOINT ${scope.savepoint}`);
      } else if (scope.unprotected || (scope.failed && this.abortsOnError)) {
        throw new RunAlone(index);
      }
      return { ok: false, error };
    }
  }
}
