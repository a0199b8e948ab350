/**
 * Reads of one row by its id, begun in the same turn of the event loop under the same scope
 * outside any transaction, sent to the database as one statement (`… AND t.id IN (…)`), as the
 * group commit does for writes (issue #13; docs/benchmarks.md, "Issue 13, stop 43").
 *
 * - On PostgreSQL every statement is a round trip: the serving process writes to a socket and
 *   waits, a backend is woken, parses, executes and answers, and the serving process is woken
 *   again. A stored evaluation reads its application first; that read alone cost ≈ 0,25 ms of
 *   the machine's CPU a request, a fifth of all a stored evaluation cost.
 * - On both engines, the requests whose reads leave together then go on together: their
 *   evaluations reach the group commit in the same turn and share one batch. On SQLite, where
 *   a read is no round trip, that alone took a stored evaluation from 0,94–1,04 to 0,79–0,82 ms
 *   of the machine's CPU.
 *
 * What makes it safe: the scope's own conditions (municipality, and ownership for an applicant)
 * are the WHERE clause of the shared statement, so only reads under identical conditions share
 * one — each caller gets the row of its id that its scope may see, or none. A read leaves at the
 * end of the turn in which it was asked (`setImmediate`: no timer, so an idle server waits for
 * nothing) when none of its kind is in flight; while one is, the reads that arrive wait for it
 * and then leave together. Nothing is kept between reads: each sees what is committed when its
 * statement runs, which is after its caller asked.
 */
import type { Param, Queryable, Row } from '../engine.ts';
import { Where } from './values.ts';

/** Ids a statement reads at most (with the scope's two parameters, within the 32 of a named PostgreSQL statement, postgres.ts). Sizes are rounded up to a power of two (the last id repeated), so a few statement texts serve every batch. */
export const MAX_IDS = 16;

interface Waiter {
  id: string;
  resolve(row: Row | undefined): void;
  reject(e: unknown): void;
}

interface Kind {
  /** `SELECT … FROM table t` */
  select: string;
  /** The scope's conditions (may be empty; Where parenthesises each) and their parameters. */
  conditions: readonly string[];
  params: readonly Param[];
  waiting: Waiter[];
  inFlight: boolean;
}

/** The statement size for `n` ids: the next power of two, at most MAX_IDS. */
export function statementSize(n: number): number {
  let size = 1;
  while (size < n && size < MAX_IDS) size *= 2;
  return size;
}

export class ReadBatcher {
  private readonly kinds = new Map<string, Kind>();

  constructor(private readonly db: Queryable) {}

  /**
   * The row with this `id` among `SELECT … FROM table t WHERE conditions`, or undefined. The
   * selected columns must include `t.id` (read back as `id`): rows are handed out by it.
   */
  get(select: string, conditions: readonly string[], params: readonly Param[], id: string): Promise<Row | undefined> {
    const key = `${select}\u0000${conditions.join('\u0000')}\u0000${JSON.stringify(params)}`;
    let kind = this.kinds.get(key);
    if (kind === undefined) {
      kind = { select, conditions, params, waiting: [], inFlight: false };
      this.kinds.set(key, kind);
    }
    const k = kind;
    return new Promise<Row | undefined>((resolve, reject) => {
      k.waiting.push({ id, resolve, reject });
      if (!k.inFlight) {
        k.inFlight = true;
        // Reads begun in this turn of the event loop leave together, at its end.
        setImmediate(() => this.send(key, k));
      }
    });
  }

  private send(key: string, kind: Kind): void {
    const batch = kind.waiting.splice(0, MAX_IDS);
    if (batch.length === 0) {
      kind.inFlight = false;
      this.kinds.delete(key);
      return;
    }
    const ids = [...new Set(batch.map((w) => w.id))];
    const size = statementSize(ids.length);
    const padded = ids.concat(Array.from({ length: size - ids.length }, () => ids[ids.length - 1] as string));
    // The scope's conditions as the single read has them, then the ids.
    const where = new Where();
    for (const c of kind.conditions) where.parts.push(c);
    for (const p of kind.params) where.params.push(p);
    where.add(`t.id IN (${padded.map(() => '?').join(', ')})`, ...padded);
    // Called from setImmediate: a throw here (rather than a rejection) would end the process.
    let statement: Promise<Row[]>;
    try {
      statement = this.db.all<Row>(`${kind.select} ${where.sql}`, where.params);
    } catch (e) {
      statement = Promise.reject(e);
    }
    statement.then(
      (rows) => {
        const byId = new Map(rows.map((r) => [r['id'], r]));
        for (const w of batch) w.resolve(byId.get(w.id));
        this.send(key, kind);
      },
      (e: unknown) => {
        for (const w of batch) w.reject(e);
        this.send(key, kind);
      },
    );
  }
}
