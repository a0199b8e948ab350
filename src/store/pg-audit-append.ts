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
import type { Queryable } from './engine.ts';

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

/** An element of a PostgreSQL array literal: NULL, or the text in double quotes, `"` and `\` escaped. */
function element(v: unknown): string {
  if (v === null || v === undefined) return 'NULL';
  if (typeof v !== 'string') throw new TypeError(`audit entry: a ${typeof v} where a text or null was expected`);
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

/**
 * A write transaction on `client` (`base`: its statements). With `linksOnServer`, the audit
 * entries given to `appendChain` are linked by the server: with the COMMIT, or before the
 * transaction's next statement if one follows — in the order the transaction ran its statements
 * either way. Without (a database before migration 0011), `appendAudit` links them here.
 */
export function transactionOn(
  client: pg.PoolClient,
  base: Queryable,
  linksOnServer: boolean,
): { queryable: Queryable; commit(): Promise<string | null> } {
  const commitAlone = async (): Promise<string | null> => (await client.query('COMMIT')).command;
  if (!linksOnServer) return { queryable: base, commit: commitAlone };
  let chain: ChainEntry[] = [];
  const linked = async (): Promise<void> => {
    if (chain.length === 0) return;
    const values = [entriesArray(chain)];
    chain = [];
    await client.query({ ...LINK, values });
  };
  return {
    queryable: {
      all: async (sql, params) => {
        await linked();
        return base.all(sql, params);
      },
      get: async (sql, params) => {
        await linked();
        return base.get(sql, params);
      },
      run: async (sql, params) => {
        await linked();
        return base.run(sql, params);
      },
      exec: async (script) => {
        await linked();
        return base.exec(script);
      },
      appendChain: async (entries) => {
        for (const e of entries) chain.push(e);
      },
    },
    async commit() {
      if (chain.length === 0) return commitAlone();
      const values = [entriesArray(chain)];
      chain = [];
      // No lock taken yet: the head is locked in the next message, which commits.
      try {
        await client.query({ ...STAGE, values });
      } catch (e) {
        // A statement of the transaction failed and the write swallowed it: the transaction can only
        // roll back, which the caller reports as it reports a COMMIT answered by ROLLBACK.
        if ((e as { code?: unknown } | null)?.code === IN_FAILED_TRANSACTION) return 'ROLLBACK';
        throw e;
      }
      const r = (await client.query(LINK_STAGED_AND_COMMIT)) as pg.QueryResult | pg.QueryResult[];
      return (Array.isArray(r) ? r[r.length - 1] : r)?.command ?? null;
    },
  };
}
