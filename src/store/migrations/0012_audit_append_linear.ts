/**
 * PostgreSQL: `glp_audit_append` (migration 0011) again, in time linear in the number of entries.
 * The first version read each text by its subscript (`entries[i]`); a `text[]` holds texts of
 * different lengths, so PostgreSQL finds the i-th by walking the array from its start: n entries
 * cost ≈ n² steps. Measured on this machine in one write: 100 entries 4,8 ms, 485 entries 77 ms,
 * 1 000 entries 412 ms, 2 000 entries 1,7 s — a persisted re-evaluation commits ≈ 485 results a
 * batch, and that was half of its time on PostgreSQL (docs/benchmarks.md, "Issue 13, stop 44").
 * This one reads the array once, in order (`FOREACH`), into one array a column, assigned element
 * by element (kept expanded by PL/pgSQL: constant time), and inserts from them with one `unnest`.
 *
 * It links exactly as before and as src/store/audit-chain.mjs does (see migration 0011): same
 * arguments, same result, same rows; `glp audit verify` checks it in JavaScript. Migration 0011
 * stays as it was (its checksum is recorded); this replaces the function it created.
 *
 * SQLite: nothing (its writer thread links in JavaScript).
 */
import type { Migration } from './migration.ts';

const sqlite = `
-- PostgreSQL only (glp_audit_append): SQLite's writer thread links the audit entries itself.
SELECT 1;
`;

const postgres = `
CREATE OR REPLACE FUNCTION glp_audit_append(entries text[]) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  width CONSTANT integer := 11;
  total integer := coalesce(array_length(entries, 1), 0);
  n integer := total / width;
  head_seq bigint;
  head_hash text;
  v text;
  pre text;
  i integer := 1;
  col integer := 0;
  prevs text[] := '{}';
  hashes text[] := '{}';
  ats text[] := '{}';
  actors text[] := '{}';
  munis text[] := '{}';
  actions text[] := '{}';
  ents text[] := '{}';
  ent_ids text[] := '{}';
  befores text[] := '{}';
  afters text[] := '{}';
  requests text[] := '{}';
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
  FOREACH v IN ARRAY entries LOOP
    CASE col
      WHEN 0 THEN pre := v;
      WHEN 1 THEN
        prevs[i] := head_hash;
        head_hash := encode(sha256(convert_to(head_hash || pre || '"' || head_hash || '"' || v, 'UTF8')), 'hex');
        hashes[i] := head_hash;
      WHEN 2 THEN ats[i] := v;
      WHEN 3 THEN actors[i] := v;
      WHEN 4 THEN munis[i] := v;
      WHEN 5 THEN actions[i] := v;
      WHEN 6 THEN ents[i] := v;
      WHEN 7 THEN ent_ids[i] := v;
      WHEN 8 THEN befores[i] := v;
      WHEN 9 THEN afters[i] := v;
      ELSE
        requests[i] := v;
        i := i + 1;
    END CASE;
    col := (col + 1) % width;
  END LOOP;
  INSERT INTO audit_log (seq, at, actor_id, municipality, action, entity, entity_id, before_json, after_json, request_id, prev_hash, hash)
    SELECT head_seq + k, u.at, u.actor_id, u.municipality, u.action, u.entity, u.entity_id, u.before_json, u.after_json, u.request_id, u.prev_hash, u.hash
    FROM unnest(ats, actors, munis, actions, ents, ent_ids, befores, afters, requests, prevs, hashes)
      WITH ORDINALITY AS u(at, actor_id, municipality, action, entity, entity_id, before_json, after_json, request_id, prev_hash, hash, k);
  head_seq := head_seq + n;
  UPDATE audit_head SET seq = head_seq, hash = head_hash WHERE id = 1;
  RETURN head_seq;
END
$$;
`;

export const m0012: Migration = { id: '0012_audit_append_linear', sqlite, postgres };
