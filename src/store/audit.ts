/**
 * The hash-chained audit log.
 *
 * hash(n) = sha256(prevHash + canonicalJson(entry n)), where the entry holds everything
 * but seq and hash (it includes prevHash). The order is carried by the links, so a
 * verification can tell apart an edited entry (its content no longer gives its hash), a
 * reordered one (its link points at an entry that exists elsewhere) and a deleted one (its
 * link points at an entry that exists nowhere; a gap in seq). The head (last seq and hash)
 * is kept in audit_head, updated in the same transaction: truncating the tail is a
 * mismatch with the head. Cutting the tail AND moving the head back, or rewriting the whole
 * chain, is possible for whoever can write the database: an anchor (the count and head hash
 * recorded outside it, `glp audit anchor`) closes that — verifying against it finds any
 * entry it covers missing or different.
 *
 * Appends happen at the very end of a write transaction, after its row changes: the head
 * row lock (PostgreSQL) is then held only for the commit, and never before another lock.
 */
import type { AuditAnchor, AuditEntry } from './repository.ts';
import { canonicalJson, sha256Hex } from './canonical.ts';
import { type ChainEntry, chainStatements, HEAD_SQL, MISSING_HEAD } from './audit-chain.mjs';
import { type Queryable, runStatements } from './engine.ts';

export const GENESIS_HASH = '0'.repeat(64);

export interface AuditDraft {
  actorId: string | null;
  municipality: string | null;
  action: string;
  entity: string;
  entityId: string;
  before: unknown;
  after: unknown;
  requestId: string | null;
}

interface AuditRow {
  seq: number;
  at: string;
  actor_id: string | null;
  municipality: string | null;
  action: string;
  entity: string;
  entity_id: string;
  before_json: string;
  after_json: string;
  request_id: string | null;
  prev_hash: string;
  hash: string;
}

function hashOf(prevHash: string, e: Omit<AuditEntry, 'seq' | 'hash'>): string {
  return sha256Hex(prevHash + canonicalJson(e));
}

export function rowToEntry(r: AuditRow): AuditEntry {
  return {
    seq: Number(r.seq),
    at: r.at,
    actorId: r.actor_id,
    municipality: r.municipality,
    action: r.action,
    entity: r.entity,
    entityId: r.entity_id,
    before: JSON.parse(r.before_json) as unknown,
    after: JSON.parse(r.after_json) as unknown,
    requestId: r.request_id,
    prevHash: r.prev_hash,
    hash: r.hash,
  };
}

/**
 * An entry's canonical JSON (everything but seq and hash) in two pieces around its prevHash,
 * composed from the canonical JSON of its parts: the keys in their sorted order, `before` and
 * `after` serialised once. pre + JSON string of prevHash + post equals canonicalJson(entry),
 * which verifyChain recomputes from what is read back; the link itself is made where the
 * head is known (audit-chain.mjs).
 */
function entryParts(at: string, d: AuditDraft, beforeJson: string, afterJson: string): { pre: string; post: string } {
  // Sorted keys: action, actorId, after, at, before, entity, entityId, municipality, prevHash, requestId.
  let pre = `{"action":${canonicalJson(d.action)}`;
  if (d.actorId !== undefined) pre += `,"actorId":${canonicalJson(d.actorId)}`;
  pre += `,"after":${afterJson},"at":${canonicalJson(at)},"before":${beforeJson}`;
  pre += `,"entity":${canonicalJson(d.entity)},"entityId":${canonicalJson(d.entityId)}`;
  if (d.municipality !== undefined) pre += `,"municipality":${canonicalJson(d.municipality)}`;
  pre += ',"prevHash":';
  const post = d.requestId !== undefined ? `,"requestId":${canonicalJson(d.requestId)}}` : '}';
  return { pre, post };
}

/** The drafts as entries to link, stamped with one time. */
function chainEntries(drafts: readonly AuditDraft[]): ChainEntry[] {
  const at = new Date().toISOString();
  return drafts.map((d) => {
    // Stored and hashed as canonical JSON: what is read back is what was hashed.
    const beforeJson = canonicalJson(d.before ?? null);
    const afterJson = canonicalJson(d.after ?? null);
    return {
      ...entryParts(at, d, beforeJson, afterJson),
      values: [at, d.actorId, d.municipality, d.action, d.entity, d.entityId, beforeJson, afterJson, d.requestId],
    };
  });
}

/**
 * Extends the chain by the drafts, in their order, in the transaction `tx`: one read of the
 * head (locked on PostgreSQL: `forUpdate`), multi-row INSERTs, one update of the head. A
 * batch of writes committed together (group commit, sql/group-commit.ts) appends all its
 * entries here in one step, in the order its writes ran. A transaction that links entries
 * itself (SQLite's writer thread: `appendChain`) reads the head, links and inserts where it
 * runs, without a round trip in between.
 */
export async function appendAudit(tx: Queryable, forUpdate: string, drafts: readonly AuditDraft[]): Promise<void> {
  if (drafts.length === 0) return;
  const entries = chainEntries(drafts);
  if (tx.appendChain) return tx.appendChain(entries);
  const head = await tx.get<{ seq: number; hash: string }>(`${HEAD_SQL}${forUpdate}`);
  if (!head) throw new Error(MISSING_HEAD);
  await runStatements(tx, chainStatements(head, entries));
}

export type VerifyResult = { ok: true; entries: number; headHash: string } | { ok: false; entries: number; seq: number; reason: string };

const BATCH = 2000;

/**
 * Walks the chain up to the head read first: entries committed after that moment (a
 * concurrent append) are simply not part of this verification, so a live system can be
 * verified without a snapshot transaction and without false alarms.
 */
export async function verifyChain(q: Queryable, anchor?: AuditAnchor): Promise<VerifyResult> {
  const head = await q.get<{ seq: number; hash: string }>(HEAD_SQL);
  if (!head) return { ok: false, entries: 0, seq: 0, reason: 'the audit head record is missing' };
  const headSeq = Number(head.seq);
  let entries = 0;
  let expectedSeq = 1;
  let prevHash = GENESIS_HASH;
  let last = 0;
  // The hash of the entry the anchor ends at, when the log reaches it.
  let anchored: string | null = anchor?.entries === 0 ? GENESIS_HASH : null;
  const broken = (seq: number, reason: string): VerifyResult => ({ ok: false, entries, seq, reason });
  for (;;) {
    const rows = await q.all<AuditRow>('SELECT * FROM audit_log WHERE seq > ? AND seq <= ? ORDER BY seq LIMIT ?', [last, headSeq, BATCH]);
    for (const r of rows) {
      const e = rowToEntry(r);
      const { seq: _seq, hash: _hash, ...content } = e;
      if (hashOf(e.prevHash, content) !== e.hash) {
        return broken(e.seq, `entry #${e.seq} was edited: its content does not match its hash`);
      }
      if (e.prevHash !== prevHash) {
        const elsewhere = await q.get<{ seq: number }>('SELECT seq FROM audit_log WHERE hash = ?', [e.prevHash]);
        if (elsewhere) {
          return broken(e.seq, `entries were reordered: #${e.seq} links to the entry now stored as #${Number(elsewhere.seq)}`);
        }
        return broken(e.seq, `an entry was deleted: the entry #${e.seq} links to is missing`);
      }
      if (e.seq !== expectedSeq) {
        return broken(expectedSeq, `entries #${expectedSeq}..#${e.seq - 1} are missing (deleted)`);
      }
      entries += 1;
      if (e.seq === anchor?.entries) anchored = e.hash;
      prevHash = e.hash;
      expectedSeq += 1;
      last = e.seq;
    }
    if (rows.length < BATCH) break;
  }
  if (last !== headSeq) return broken(last + 1, `entries #${last + 1}..#${headSeq} were deleted (the head records #${headSeq})`);
  if (head.hash !== prevHash) return broken(headSeq, `entry #${headSeq} does not match the recorded head hash`);
  if (anchor) {
    if (entries < anchor.entries) {
      return broken(
        entries + 1,
        `the log was cut: it ends at entry #${entries}, the anchor recorded ${anchor.entries} entries (#${entries + 1}..#${anchor.entries} are gone)`,
      );
    }
    if (anchored !== anchor.headHash) {
      return broken(anchor.entries, `entry #${anchor.entries} is not the one anchored: the log up to it was rewritten`);
    }
  }
  return { ok: true, entries, headHash: prevHash };
}
