/**
 * The little each engine must provide so that ONE implementation of the repository
 * (sql-repository.ts) runs on both: run SQL with `?` placeholders, run a write
 * transaction, and the few things that really differ (locking, backup, integrity checks,
 * constraint errors). Everything else — scoping, audit, versions — is written once.
 */

import type { ChainEntry } from './audit-chain.mjs';
import { Utf8Text } from './utf8-text.ts';

/** A statement's value; a Utf8Text is its text on SQLite and its UTF-8 bytes on PostgreSQL (utf8-text.ts). */
export type Param = string | number | boolean | null | Utf8Text;

/** The parameters with each Utf8Text as its text (SQLite; a message to its writer thread): the same array when there is none. */
export function textParams(params: readonly Param[]): readonly Param[] {
  if (!params.some((p) => p instanceof Utf8Text)) return params;
  return params.map((p) => (p instanceof Utf8Text ? p.text : p));
}
export type Row = Record<string, unknown>;

export interface Queryable {
  all<T = Row>(sql: string, params?: readonly Param[]): Promise<T[]>;
  get<T = Row>(sql: string, params?: readonly Param[]): Promise<T | undefined>;
  /** Returns the number of rows changed. */
  run(sql: string, params?: readonly Param[]): Promise<number>;
  /** Several statements, no parameters (migrations). */
  exec(script: string): Promise<void>;
  /**
   * Inside a batch of the group commit only (sql/group-commit.ts): insert this row with the
   * batch's other rows of the same table and columns, in one multi-row INSERT at the end of the
   * batch, before its audit entries. For a write that needs nothing back from its INSERT and
   * does not read the row again; a constraint it breaks fails the batch, whose writes are then
   * each run alone. Absent elsewhere: callers insert at once (SqlCore.insertLater).
   */
  insertLater?(table: string, row: Record<string, Param>): void;
  /**
   * Runs these statements in order, stopping at the first that fails (its error is thrown);
   * returns nothing. For the end of a group-commit batch (its deferred rows, its audit entries,
   * the audit head), whose statements need nothing back: a transaction that runs on another
   * thread (SQLite's writer thread) gets them in one message instead of a round trip each.
   * Absent elsewhere: `runStatements` runs them one by one.
   */
  runEach?(statements: readonly Statement[]): Promise<void>;
  /**
   * Extends the audit chain by `entries` (audit-chain.mjs) where the transaction runs: SQLite's
   * writer thread reads the head, links and inserts in its own thread, with the COMMIT — no
   * round trip while it holds the write lock. Absent elsewhere: `appendAudit` reads the head
   * and sends the statements.
   */
  appendChain?(entries: readonly ChainEntry[]): Promise<void>;
}

export interface Statement {
  sql: string;
  params: readonly Param[];
}

/** Statements in order, through `runEach` where the transaction has it. */
export async function runStatements(tx: Queryable, statements: readonly Statement[]): Promise<void> {
  if (statements.length === 0) return;
  if (tx.runEach) return tx.runEach(statements);
  for (const s of statements) await tx.run(s.sql, s.params);
}

export type ConstraintKind = 'unique' | 'foreign-key' | 'check' | 'not-null';

export interface Engine extends Queryable {
  readonly name: 'sqlite' | 'postgres';
  /**
   * Runs fn in a write transaction and resolves only after COMMIT has returned, i.e. after
   * the engine reports the transaction durable (see docs/adr/0002-storage.md). Any throw
   * rolls everything back, including the audit entries appended inside.
   */
  write<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * Suffix of the SELECT that reads the audit chain head inside a write transaction:
   * `FOR UPDATE` on PostgreSQL, so concurrent appends queue on that row and the chain
   * stays linear; empty on SQLite, whose write transactions are already exclusive.
   */
  readonly forUpdate: string;
  /** Statement that serialises concurrent migration runs inside the migration transaction. */
  readonly migrationLock: string | null;
  /** Which constraint a driver error broke, or null when it is not a constraint error. */
  constraintKind(e: unknown): ConstraintKind | null;
  /**
   * Places within `meters` of a point (geodesic, WGS 84): the SQL condition on table alias
   * `t` and its parameters. PostgreSQL answers with PostGIS geography (GiST-indexed
   * ST_DWithin); SQLite has no geodesy, so it returns null and the repository filters.
   */
  placesNear(lon: number, lat: number, meters: number): { sql: string; params: Param[] } | null;
  backup(file: string): Promise<void>;
  integrityCheck(): Promise<{ ok: boolean; detail: string }>;
}

/** Runs async functions one at a time, in call order (SQLite has one connection). */
export class Mutex {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(fn: () => Promise<T> | T): Promise<T> {
    const result = this.tail.then(fn);
    this.tail = result.catch(() => undefined);
    return result;
  }
}
