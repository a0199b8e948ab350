/**
 * PostgreSQL: the audit entries of a transaction, linked by the server in the message that
 * commits it (migration 0011, `glp_audit_append`). The head row's lock is then held from the
 * link to the COMMIT's WAL flush, with no round trip to this process in between — it used to be
 * held over three, and every other batch of the group commit queued behind them (issue #13).
 */
import pg from 'pg';
import type { ChainEntry } from './audit-chain.mjs';
import type { Queryable } from './engine.ts';

/** The entry's row columns after seq, in `ChainEntry.values` order (audit.ts, chainEntries). */
const VALUE_COLUMNS = 9;

function literal(v: string | null): string {
  return v === null ? 'NULL' : pg.escapeLiteral(v);
}

/**
 * The call that links and inserts `entries` after the head, as one SQL text with literals (no
 * parameters: the simple query protocol, which carries it and a COMMIT in one message).
 */
export function auditAppendCall(entries: readonly ChainEntry[]): string {
  if (entries.length === 0) throw new Error('auditAppendCall: no entries');
  const columns: string[][] = Array.from({ length: 2 + VALUE_COLUMNS }, () => []);
  for (const e of entries) {
    if (e.values.length !== VALUE_COLUMNS)
      throw new Error(`auditAppendCall: an entry has ${e.values.length} values, expected ${VALUE_COLUMNS}`);
    const texts = [e.pre, e.post, ...e.values];
    for (let i = 0; i < texts.length; i++) (columns[i] as string[]).push(literal(texts[i] as string | null));
  }
  return `SELECT glp_audit_append(${columns.map((c) => `ARRAY[${c.join(',')}]::text[]`).join(', ')})`;
}

/** Whether the database has the function (migration 0011). */
export const HAS_AUDIT_APPEND = "SELECT to_regproc('glp_audit_append') IS NOT NULL AS present";
/** SQLSTATE undefined_function. */
export const UNDEFINED_FUNCTION = '42883';

/**
 * A write transaction on `client`. Its audit entries (`appendChain`) are linked by the server
 * (auditAppendCall) in the message that commits, or before the transaction's next statement if
 * one follows: in the order the transaction ran its statements either way.
 */
export function transactionOn(
  client: pg.PoolClient,
  base: Queryable,
  linksOnServer: boolean,
): { queryable: Queryable; commit(): Promise<string | null> } {
  let chain: ChainEntry[] = [];
  if (!linksOnServer) return { queryable: base, commit: async () => (await client.query('COMMIT')).command };
  const linked = async (): Promise<void> => {
    if (chain.length === 0) return;
    const call = auditAppendCall(chain);
    chain = [];
    await client.query(call);
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
      const text = chain.length === 0 ? 'COMMIT' : `${auditAppendCall(chain)}; COMMIT`;
      chain = [];
      const r = (await client.query(text)) as pg.QueryResult | pg.QueryResult[];
      return (Array.isArray(r) ? r[r.length - 1] : r)?.command ?? null;
    },
  };
}
