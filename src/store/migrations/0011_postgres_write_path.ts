/**
 * PostgreSQL's write path (issue #13; docs/benchmarks.md, "Issue 13, stop 41"). Two changes, no
 * row rewritten:
 *
 * 1. Large texts compressed with LZ4 instead of pglz (when the server was built with LZ4): a
 *    stored evaluation's result (≈ 15 KB of JSON) took ≈ 0,14 ms of the server's CPU to
 *    compress with pglz and 0,03 ms with LZ4, for 8 % more bytes. Values already stored keep
 *    their compression (both are read alike); a server without LZ4 keeps pglz.
 *
 * 2. The audit chain extended by one function call, so that a transaction's entries, the
 *    head's update and its COMMIT reach the server in one message (src/store/postgres.ts,
 *    `appendChain`). The head row is locked (FOR UPDATE) from the moment the entries are linked
 *    until COMMIT: before this function, the lock was held over three round trips to a busy
 *    server process (read the head, insert the entries, update the head), and the next batch
 *    of the group commit waited for all of them.
 *
 * It links exactly as src/store/audit-chain.mjs does, and `glp audit verify` (JavaScript)
 * checks what it wrote: hash(n) = sha256(UTF-8 of prevHash + text(n)), where text(n), the
 * entry's canonical JSON, is `pre` + the JSON string of prevHash + `post`. A prevHash is 64
 * hexadecimal digits, so its JSON string is the digits between double quotes.
 *
 * SQLite has no functions in SQL: its writer thread links the entries in JavaScript, in the
 * thread that commits (src/store/sqlite-writer.mjs). Its script changes nothing.
 */
import type { Migration } from './migration.ts';

const sqlite = `
-- PostgreSQL only (LZ4, glp_audit_append): SQLite does not compress, and its writer thread links the audit entries itself.
SELECT 1;
`;

const postgres = `
DO $lz4$
BEGIN
  ALTER TABLE evaluations ALTER COLUMN result SET COMPRESSION lz4, ALTER COLUMN input SET COMPRESSION lz4,
    ALTER COLUMN parameters SET COMPRESSION lz4;
  ALTER TABLE applications ALTER COLUMN input SET COMPRESSION lz4;
  ALTER TABLE audit_log ALTER COLUMN before_json SET COMPRESSION lz4, ALTER COLUMN after_json SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported THEN
  RAISE NOTICE 'this PostgreSQL has no LZ4: large texts stay compressed with pglz';
END
$lz4$;

CREATE FUNCTION glp_audit_append(
  pre text[], post text[], at text[], actor_id text[], municipality text[], action text[],
  entity text[], entity_id text[], before_json text[], after_json text[], request_id text[]
) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  head_seq bigint;
  head_hash text;
  n integer := coalesce(array_length(pre, 1), 0);
  seqs bigint[] := '{}';
  prevs text[] := '{}';
  hashes text[] := '{}';
BEGIN
  IF n = 0 THEN
    RETURN NULL;
  END IF;
  SELECT h.seq, h.hash INTO head_seq, head_hash FROM audit_head h WHERE h.id = 1 FOR UPDATE;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'audit_head row is missing: the database was not migrated or was tampered with';
  END IF;
  FOR i IN 1..n LOOP
    head_seq := head_seq + 1;
    seqs[i] := head_seq;
    prevs[i] := head_hash;
    head_hash := encode(sha256(convert_to(head_hash || pre[i] || '"' || head_hash || '"' || post[i], 'UTF8')), 'hex');
    hashes[i] := head_hash;
  END LOOP;
  INSERT INTO audit_log (seq, at, actor_id, municipality, action, entity, entity_id, before_json, after_json, request_id, prev_hash, hash)
    SELECT * FROM unnest(seqs, at, actor_id, municipality, action, entity, entity_id, before_json, after_json, request_id, prevs, hashes);
  UPDATE audit_head SET seq = head_seq, hash = head_hash WHERE id = 1;
  RETURN head_seq;
END
$$;
`;

export const m0011: Migration = { id: '0011_postgres_write_path', sqlite, postgres };
