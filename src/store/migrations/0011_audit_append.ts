/**
 * PostgreSQL: the audit chain extended by a function of the server (issue #13; ADR 0008,
 * addendum stop 41; docs/benchmarks.md, "Issue 13, stop 41"). A write transaction hands its
 * entries over first, without taking any lock (a bound parameter, kept in a setting local to the
 * transaction); the call that locks the head row, links and inserts the entries and updates the
 * head then travels in one message with the COMMIT (src/store/pg-audit-append.ts). The head stays
 * locked from the link to the WAL flush, with no round trip to the Node process in between:
 * before, it was held over three round trips to a serving process busy with requests (after the
 * head's read, the entries' insert and the head's update, each answer waited for before the next
 * statement, the last being COMMIT), and every other batch of the group commit queued on it.
 *
 * It links exactly as src/store/audit-chain.mjs does, and `glp audit verify` (JavaScript)
 * checks what it wrote: hash(n) = sha256(UTF-8 of prevHash + text(n)), where text(n), the
 * entry's canonical JSON, is `pre` + the JSON string of prevHash + `post`. A prevHash is 64
 * hexadecimal digits, so its JSON string is the digits between double quotes.
 *
 * `entries`: 11 texts an entry, in this order — pre, post, then the row's columns from `at` to
 * `request_id` (ChainEntry in audit-chain.d.mts).
 *
 * SQLite has no functions in SQL: its writer thread links the entries in JavaScript, in the
 * thread that commits (src/store/sqlite-writer.mjs). Its script changes nothing.
 */
import type { Migration } from './migration.ts';

const sqlite = `
-- PostgreSQL only (glp_audit_append): SQLite's writer thread links the audit entries itself.
SELECT 1;
`;

const postgres = `
CREATE FUNCTION glp_audit_append(entries text[]) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  width CONSTANT integer := 11;
  total integer := coalesce(array_length(entries, 1), 0);
  n integer := total / width;
  head_seq bigint;
  head_hash text;
  first_seq bigint;
  prevs text[] := '{}';
  hashes text[] := '{}';
  b integer;
BEGIN
  IF total % width <> 0 THEN
    RAISE EXCEPTION 'glp_audit_append: % texts, expected % an entry', total, width;
  END IF;
  IF n = 0 THEN
    RETURN NULL;
  END IF;
  SELECT h.seq, h.hash INTO head_seq, head_hash FROM audit_head h WHERE h.id = 1 FOR UPDATE;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'audit_head row is missing: the database was not migrated or was tampered with';
  END IF;
  first_seq := head_seq + 1;
  FOR i IN 1..n LOOP
    b := (i - 1) * width;
    prevs[i] := head_hash;
    head_hash := encode(sha256(convert_to(head_hash || entries[b + 1] || '"' || head_hash || '"' || entries[b + 2], 'UTF8')), 'hex');
    hashes[i] := head_hash;
  END LOOP;
  INSERT INTO audit_log (seq, at, actor_id, municipality, action, entity, entity_id, before_json, after_json, request_id, prev_hash, hash)
    SELECT first_seq + k - 1, entries[(k - 1) * width + 3], entries[(k - 1) * width + 4], entries[(k - 1) * width + 5],
      entries[(k - 1) * width + 6], entries[(k - 1) * width + 7], entries[(k - 1) * width + 8], entries[(k - 1) * width + 9],
      entries[(k - 1) * width + 10], entries[(k - 1) * width + 11], prevs[k], hashes[k]
    FROM generate_series(1, n) AS k;
  head_seq := head_seq + n;
  UPDATE audit_head SET seq = head_seq, hash = head_hash WHERE id = 1;
  RETURN head_seq;
END
$$;
`;

export const m0011: Migration = { id: '0011_audit_append', sqlite, postgres };
