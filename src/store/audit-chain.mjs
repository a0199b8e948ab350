// The audit chain's links (audit.ts), in plain JavaScript so that both the TypeScript of the
// store and the SQLite writer thread (sqlite-writer.mjs, which has no TypeScript loader) run
// the very same code: on a busy SQLite engine the writer thread reads the head, links the
// entries and inserts them inside the transaction it commits, with no round trip to the
// thread that serves requests while it holds the write lock.
//
// hash(n) = sha256(prevHash + text(n)), text(n) = the entry's canonical JSON, which holds
// prevHash itself: `pre` + JSON string of prevHash + `post` (audit.ts composes pre and post).
import { hash as digest } from 'node:crypto';

/** Rows per INSERT statement: 12 parameters each, far below both engines' limits. */
const AUDIT_INSERT_ROWS = 200;
const AUDIT_COLUMNS = '(seq, at, actor_id, municipality, action, entity, entity_id, before_json, after_json, request_id, prev_hash, hash)';

/**
 * The statements that extend the chain from `head` by `entries`, in their order: multi-row
 * INSERTs into audit_log and the update of audit_head.
 * @param {{ seq: number | string | bigint; hash: string }} head
 * @param {readonly { pre: string; post: string; values: readonly unknown[] }[]} entries
 * @returns {{ sql: string; params: unknown[] }[]}
 */
export function chainStatements(head, entries) {
  let seq = Number(head.seq);
  let prevHash = head.hash;
  const rows = [];
  for (const e of entries) {
    seq += 1;
    const text = `${e.pre}${JSON.stringify(prevHash)}${e.post}`;
    const hash = digest('sha256', prevHash + text, 'hex');
    rows.push([seq, ...e.values, prevHash, hash]);
    prevHash = hash;
  }
  const statements = [];
  for (let i = 0; i < rows.length; i += AUDIT_INSERT_ROWS) {
    const chunk = rows.slice(i, i + AUDIT_INSERT_ROWS);
    statements.push({
      sql: `INSERT INTO audit_log ${AUDIT_COLUMNS} VALUES ${chunk.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}`,
      params: chunk.flat(),
    });
  }
  if (rows.length > 0) statements.push({ sql: 'UPDATE audit_head SET seq = ?, hash = ? WHERE id = 1', params: [seq, prevHash] });
  return statements;
}

/** The head's read (`forUpdate`: PostgreSQL's row lock, '' on SQLite). */
export const HEAD_SQL = 'SELECT seq, hash FROM audit_head WHERE id = 1';
export const MISSING_HEAD = 'audit_head row is missing: the database was not migrated or was tampered with';
