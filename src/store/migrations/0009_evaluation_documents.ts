/**
 * Shared documents of stored evaluations (issue #13): an evaluation's parameters — the pack's
 * parameter values on its date, ~2,5 KB, the same for every evaluation of a municipality on a
 * date — are stored once, content-addressed (sha256 of their canonical JSON), and each
 * evaluation refers to them (`parameters_ref`; its own `parameters` column is then '').
 * A national re-evaluation stores one document per municipality instead of 58 000 copies.
 *
 * - Append-only like the evaluations: a document is never changed or deleted (triggers), so
 *   a reference, once committed, always resolves to the text its hash names.
 * - Rows stored before keep their parameters inline (parameters_ref NULL): nothing is rewritten.
 * - Readers select `parameters` through the reference (src/store/sql/specs.ts EVALUATIONS).
 * - PostgreSQL has no foreign key on the reference: its check is a trigger per inserted row
 *   that locks the one referenced document (FOR KEY SHARE) — measured 56 % slower for a
 *   national re-evaluation, all rows referring to a few documents. The reference holds without
 *   it: a document is inserted in the same transaction as the rows that refer to it, and never
 *   deleted. SQLite keeps the foreign key (an index lookup), so the shared test suite checks it.
 */
import type { Migration } from './migration.ts';

const sqlite = `
CREATE TABLE evaluation_documents (
  hash TEXT PRIMARY KEY,
  body TEXT NOT NULL
) STRICT;
CREATE TRIGGER evaluation_documents_no_update BEFORE UPDATE ON evaluation_documents
BEGIN SELECT RAISE(ABORT, 'evaluation documents are append-only'); END;
CREATE TRIGGER evaluation_documents_no_delete BEFORE DELETE ON evaluation_documents
BEGIN SELECT RAISE(ABORT, 'evaluation documents are append-only'); END;
ALTER TABLE evaluations ADD COLUMN parameters_ref TEXT REFERENCES evaluation_documents(hash);
`;

const postgres = `
CREATE TABLE evaluation_documents (
  hash text COLLATE "C" PRIMARY KEY,
  body text NOT NULL
);
CREATE TRIGGER evaluation_documents_append_only BEFORE UPDATE OR DELETE ON evaluation_documents
  FOR EACH ROW EXECUTE FUNCTION glp_append_only();
CREATE TRIGGER evaluation_documents_no_truncate BEFORE TRUNCATE ON evaluation_documents
  FOR EACH STATEMENT EXECUTE FUNCTION glp_append_only();
ALTER TABLE evaluations ADD COLUMN parameters_ref text COLLATE "C";
DO $glp$
BEGIN
  ALTER TABLE evaluation_documents ALTER COLUMN body SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported OR invalid_parameter_value THEN
  NULL; -- built without lz4: pglz stays
END
$glp$;
`;

export const m0009: Migration = { id: '0009_evaluation_documents', sqlite, postgres };
