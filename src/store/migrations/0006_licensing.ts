/**
 * Licensing procedures (issue 10, docs/adr/0010-licensing-procedures.md).
 *
 * - `licensing_items`: the procedure's records by kind (document, opinion, hold, decision,
 *   licence-record, case), each with its own status and its details as JSON; linked to an
 *   application and/or a licence of the same municipality. Decisions are append-only
 *   (triggers), like evaluations.
 * - `licensing_blobs`: uploaded files by sha256, stored once (content-addressed), base64 text
 *   (the engines' parameters are text; a file is at most 512 KiB, src/licensing/upload.ts).
 * - 0005 belongs to another branch.
 */
import type { Migration } from './migration.ts';

const sqlite = `
CREATE TABLE licensing_blobs (
  sha256 TEXT PRIMARY KEY CHECK (length(sha256) = 64),
  media_type TEXT NOT NULL,
  size INTEGER NOT NULL CHECK (size >= 0),
  content TEXT NOT NULL,
  created_at TEXT NOT NULL
) STRICT;

CREATE TABLE licensing_items (
  id TEXT PRIMARY KEY,
  municipality TEXT NOT NULL REFERENCES municipalities(id),
  kind TEXT NOT NULL CHECK (kind IN ('document', 'opinion', 'hold', 'decision', 'licence-record', 'case')),
  application_id TEXT REFERENCES applications(id),
  licence_id TEXT REFERENCES licences(id),
  status TEXT NOT NULL,
  data TEXT NOT NULL,
  created_at TEXT NOT NULL,
  created_by TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  version INTEGER NOT NULL CHECK (version >= 1)
) STRICT;
CREATE INDEX licensing_items_application ON licensing_items (application_id, kind);
CREATE INDEX licensing_items_licence ON licensing_items (licence_id, kind);
CREATE INDEX licensing_items_municipality ON licensing_items (municipality, kind, status);
CREATE TRIGGER licensing_decisions_no_update BEFORE UPDATE ON licensing_items WHEN OLD.kind = 'decision'
BEGIN SELECT RAISE(ABORT, 'decisions are append-only'); END;
CREATE TRIGGER licensing_items_no_delete BEFORE DELETE ON licensing_items
BEGIN SELECT RAISE(ABORT, 'licensing records are never deleted'); END;
`;

const postgres = `
CREATE TABLE licensing_blobs (
  sha256 text COLLATE "C" PRIMARY KEY CHECK (length(sha256) = 64),
  media_type text NOT NULL,
  size integer NOT NULL CHECK (size >= 0),
  content text NOT NULL,
  created_at text COLLATE "C" NOT NULL
);

CREATE TABLE licensing_items (
  id text COLLATE "C" PRIMARY KEY,
  municipality text COLLATE "C" NOT NULL REFERENCES municipalities(id),
  kind text NOT NULL CHECK (kind IN ('document', 'opinion', 'hold', 'decision', 'licence-record', 'case')),
  application_id text COLLATE "C" REFERENCES applications(id),
  licence_id text COLLATE "C" REFERENCES licences(id),
  status text NOT NULL,
  data text NOT NULL,
  created_at text COLLATE "C" NOT NULL,
  created_by text NOT NULL,
  updated_at text COLLATE "C" NOT NULL,
  version integer NOT NULL CHECK (version >= 1)
);
CREATE INDEX licensing_items_application ON licensing_items (application_id, kind);
CREATE INDEX licensing_items_licence ON licensing_items (licence_id, kind);
CREATE INDEX licensing_items_municipality ON licensing_items (municipality, kind, status);
CREATE FUNCTION licensing_items_guard() RETURNS trigger LANGUAGE plpgsql AS $glp$
BEGIN
  IF TG_OP = 'DELETE' THEN RAISE EXCEPTION 'licensing records are never deleted'; END IF;
  IF OLD.kind = 'decision' THEN RAISE EXCEPTION 'decisions are append-only'; END IF;
  RETURN NEW;
END
$glp$;
CREATE TRIGGER licensing_items_guard BEFORE UPDATE OR DELETE ON licensing_items
FOR EACH ROW EXECUTE FUNCTION licensing_items_guard();
`;

export const m0006: Migration = { id: '0006_licensing', sqlite, postgres };
