/**
 * PostgreSQL: the audit entries of a write transaction, linked by the server in the message that
 * commits it (migration 0011, `glp_audit_append`; ADR 0008, addendum stop 41). The head row's
 * lock is then held from the link to the COMMIT's WAL flush, with no round trip to this process
 * in between — it used to be held over three, and every other batch of the group commit queued
 * behind them (issue #13).
 *
 * The entries travel before, as one bound parameter (kept in a setting local to the transaction),
 * so the message that commits holds no data: an entry's texts never appear in SQL text, which the
 * server writes to its log with a failed statement (`log_min_error_statement`), and are never
 * escaped against SQL — inside the parameter, a text[] literal quotes each of them.
 */
import type pg from 'pg';
import type { ChainEntry } from './audit-chain.mjs';
import type { Queryable, Statement } from './engine.ts';

/** Texts an entry: pre, post, then the row's columns from `at` to `request_id` (ChainEntry.values). */
const ENTRY_WIDTH = 11;

/** Where the entries wait for the COMMIT: a setting local to the transaction. */
const STAGE = { name: 'glp_audit_stage', text: "SELECT length(set_config('glp.audit_entries', $1, true)) AS n" };
const LINK_STAGED_AND_COMMIT = "SELECT glp_audit_append(current_setting('glp.audit_entries')::text[]); COMMIT";
const LINK = { name: 'glp_audit_link', text: 'SELECT glp_audit_append($1::text[])' };

/** Whether the database has the function (migration 0011). */
export const HAS_AUDIT_APPEND = "SELECT to_regprocedure('glp_audit_append(text[])') IS NOT NULL AS present";
/** SQLSTATE undefined_function. */
export const UNDEFINED_FUNCTION = '42883';
/** SQLSTATE in_failed_sql_transaction. */
const IN_FAILED_TRANSACTION = '25P02';

/** What JSON.stringify writes other than as `\"` or `\\`: controls and lone surrogates (as `\n`, `\u…`). */
const JSON_ESCAPES_OTHERWISE = /[\u0000-\u001f\ud800-\udfff]/;

/** An element of a PostgreSQL array literal: NULL, or the text in double quotes, `"` and `\` escaped. */
export function element(v: unknown): string {
  if (v === null || v === undefined) return 'NULL';
  if (typeof v !== 'string') throw new TypeError(`audit entry: a ${typeof v} where a text or null was expected`);
  // Without controls or surrogates, JSON.stringify escapes exactly `"` and `\` with a backslash —
  // what the array literal needs — and does it natively: an entry's texts are JSON, full of
  // quotes (≈ 1 % of a stored evaluation's CPU in `glp serve` with the replace below).
  if (!JSON_ESCAPES_OTHERWISE.test(v)) return JSON.stringify(v);
  return `"${v.replace(/["\\]/g, '\\$&')}"`;
}

/** The entries as one PostgreSQL text[] literal, ENTRY_WIDTH texts an entry (what glp_audit_append takes). */
export function entriesArray(entries: readonly ChainEntry[]): string {
  const out: string[] = [];
  for (const e of entries) {
    if (e.values.length !== ENTRY_WIDTH - 2) throw new Error(`audit entry: ${e.values.length} values, expected ${ENTRY_WIDTH - 2}`);
    out.push(element(e.pre), element(e.post));
    for (const v of e.values) out.push(element(v));
  }
  return `{${out.join(',')}}`;
}

/** A statement that changes rows and returns none: it can be a data-modifying WITH of the statement that links. */
const MERGEABLE = /^\s*(INSERT|UPDATE|DELETE)\b/i;
const RETURNS = /\bRETURNING\b/i;

/** What waits to be sent: statements that need nothing back (`runEach`) and audit entries, in order. */
type Step = { statement: Statement } | { entries: readonly ChainEntry[] };

export interface PgTransaction {
  queryable: Queryable;
  /** COMMIT, or the command PostgreSQL answered it with (ROLLBACK after a failed statement). */
  commit(): Promise<string | null>;
  /** Whether BEGIN has been sent and neither COMMIT nor ROLLBACK since: what a failure must roll back. */
  readonly open: boolean;
}

/**
 * A write transaction on `client` (`base`: its statements). With `linksOnServer`, it sends as
 * few messages as it can, as SQLite's writer thread does (sqlite-writer.ts): BEGIN waits for the
 * first statement; statements that need nothing back (`runEach`: a group-commit batch's rows)
 * and the audit entries given to `appendChain` wait for the next statement or the commit, and go
 * in the order given. A transaction that sent nothing before its commit — a batch of stored
 * evaluations: one multi-row INSERT and its entries — is ONE statement, committed by itself:
 * the INSERT as a data-modifying WITH of the statement that links the entries, in the message
 * that commits. Otherwise the entries are linked by the server with the COMMIT, or before the
 * transaction's next statement if one follows. Without (a database before migration 0011),
 * BEGIN at once and `appendAudit` links them here.
 */
export async function transactionOn(client: pg.PoolClient, base: Queryable, linksOnServer: boolean): Promise<PgTransaction> {
  let open = false;
  const begin = async (): Promise<void> => {
    open = true;
    await client.query('BEGIN');
  };
  const commitAlone = async (): Promise<string | null> => {
    const command = (await client.query('COMMIT')).command;
    open = false;
    return command;
  };
  const transaction = (queryable: Queryable, commit: () => Promise<string | null>): PgTransaction => ({
    queryable,
    commit,
    get open() {
      return open;
    },
  });
  if (!linksOnServer) {
    await begin();
    return transaction(base, commitAlone);
  }
  let steps: Step[] = [];
  /** BEGIN if not yet, then what waits, in order (entries in a row linked in one statement). */
  const flush = async (): Promise<void> => {
    const due = steps;
    steps = [];
    if (!open) await begin();
    let entries: ChainEntry[] = [];
    const link = async (): Promise<void> => {
      if (entries.length === 0) return;
      const values = [entriesArray(entries)];
      entries = [];
      await client.query({ ...LINK, values });
    };
    for (const step of due) {
      if ('entries' in step) for (const e of step.entries) entries.push(e);
      else {
        await link();
        await base.run(step.statement.sql, step.statement.params);
      }
    }
    await link();
  };
  const before = async (): Promise<void> => {
    if (!open || steps.length > 0) await flush();
  };
  /** The trailing entries (linked with the COMMIT) and what comes before them. */
  const split = (): { head: Step[]; entries: ChainEntry[] } => {
    let k = steps.length;
    while (k > 0 && 'entries' in (steps[k - 1] as Step)) k -= 1;
    const entries: ChainEntry[] = [];
    for (const s of steps.slice(k)) for (const e of (s as { entries: readonly ChainEntry[] }).entries) entries.push(e);
    return { head: steps.slice(0, k), entries };
  };
  /** Nothing sent yet, at most one statement then entries: one statement, which commits itself. */
  const selfCommitting = async (head: Step[], entries: ChainEntry[]): Promise<boolean> => {
    if (open || head.length > 1) return false;
    const s = (head[0] as { statement: Statement } | undefined)?.statement;
    if (s !== undefined && (!MERGEABLE.test(s.sql) || RETURNS.test(s.sql))) return false;
    steps = [];
    if (entries.length === 0) {
      if (s !== undefined) await base.run(s.sql, s.params);
      return true;
    }
    const array = entriesArray(entries);
    if (s === undefined) await client.query({ ...LINK, values: [array] });
    // The rows first (the aggregate reads all of them), then the head is locked by the append
    // and kept until the commit that ends this very statement.
    else
      await base.get(
        `WITH glp_rows AS (${s.sql} RETURNING 1) SELECT glp_audit_append(?::text[]) AS seq FROM (SELECT count(*) AS n FROM glp_rows) AS done`,
        [...s.params, array],
      );
    return true;
  };
  return transaction(
    {
      all: async (sql, params) => {
        await before();
        return base.all(sql, params);
      },
      get: async (sql, params) => {
        await before();
        return base.get(sql, params);
      },
      run: async (sql, params) => {
        await before();
        return base.run(sql, params);
      },
      exec: async (script) => {
        await before();
        return base.exec(script);
      },
      runEach: async (statements) => {
        for (const statement of statements) steps.push({ statement });
      },
      appendChain: async (entries) => {
        if (entries.length > 0) steps.push({ entries });
      },
    },
    async () => {
      const { head, entries } = split();
      if (await selfCommitting(head, entries)) return 'COMMIT';
      // What comes before the trailing entries goes now (BEGIN with it); the entries go with the COMMIT.
      steps = head;
      if (head.length > 0 || !open) await flush();
      if (entries.length === 0) return commitAlone();
      // No lock taken yet: the head is locked in the next message, which commits.
      try {
        await client.query({ ...STAGE, values: [entriesArray(entries)] });
      } catch (e) {
        // A statement of the transaction failed and the write swallowed it: the transaction can only
        // roll back, which the caller reports as it reports a COMMIT answered by ROLLBACK.
        if ((e as { code?: unknown } | null)?.code === IN_FAILED_TRANSACTION) return 'ROLLBACK';
        throw e;
      }
      const r = (await client.query(LINK_STAGED_AND_COMMIT)) as pg.QueryResult | pg.QueryResult[];
      // Only now: had the append failed, the transaction would be open (aborted), to roll back.
      open = false;
      return (Array.isArray(r) ? r[r.length - 1] : r)?.command ?? null;
    },
  );
}
