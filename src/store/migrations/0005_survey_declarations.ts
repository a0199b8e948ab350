/**
 * Survey declarations (issue 7 item 1, docs/adr/0009-survey-declarations.md): per municipality
 * and place category, which source surveyed the registry, when, over which area (NULL = the
 * whole municipality, else a GeoJSON Polygon/MultiPolygon as canonical JSON) and from which
 * day it is in force. Append-only like the evaluations: a later declaration supersedes an
 * earlier one from its valid_from, and the history is never rewritten.
 */
import type { Migration } from './migration.ts';

const sqlite = `
CREATE TABLE survey_declarations (
  id TEXT PRIMARY KEY,
  municipality TEXT NOT NULL REFERENCES municipalities(id),
  category TEXT NOT NULL,
  source TEXT NOT NULL,
  surveyed_on TEXT NOT NULL,
  area TEXT,
  valid_from TEXT NOT NULL,
  declared_by TEXT NOT NULL,
  declared_at TEXT NOT NULL
) STRICT;
CREATE INDEX survey_declarations_lookup ON survey_declarations (municipality, category, valid_from);
CREATE TRIGGER survey_declarations_no_update BEFORE UPDATE ON survey_declarations
BEGIN SELECT RAISE(ABORT, 'survey_declarations are append-only'); END;
CREATE TRIGGER survey_declarations_no_delete BEFORE DELETE ON survey_declarations
BEGIN SELECT RAISE(ABORT, 'survey_declarations are append-only'); END;
`;

const postgres = `
CREATE TABLE survey_declarations (
  id text COLLATE "C" PRIMARY KEY,
  municipality text COLLATE "C" NOT NULL REFERENCES municipalities(id),
  category text COLLATE "C" NOT NULL,
  source text NOT NULL,
  surveyed_on text COLLATE "C" NOT NULL,
  area text,
  valid_from text COLLATE "C" NOT NULL,
  declared_by text NOT NULL,
  declared_at text COLLATE "C" NOT NULL
);
CREATE INDEX survey_declarations_lookup ON survey_declarations (municipality, category, valid_from);
CREATE TRIGGER survey_declarations_append_only BEFORE UPDATE OR DELETE ON survey_declarations
  FOR EACH ROW EXECUTE FUNCTION glp_append_only();
`;

export const m0005: Migration = { id: '0005_survey_declarations', sqlite, postgres };
