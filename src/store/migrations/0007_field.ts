/**
 * Field enforcement (issue 11 items 4–7, branch field).
 *
 * distributor_lists: each upload of a distributor's yearly list (Nova Odessa art. 13 § 1º), kept
 *   as received (its validated lines as JSON); never updated — a corrected list is a new upload,
 *   and the report reads the latest of each distributor and year (lateness from the first).
 */
import type { Migration } from './migration.ts';

const sqlite = `
CREATE TABLE distributor_lists (
  id TEXT PRIMARY KEY,
  municipality TEXT NOT NULL REFERENCES municipalities(id),
  distributor_cnpj TEXT NOT NULL,
  distributor_name TEXT NOT NULL,
  brand TEXT NOT NULL,
  year INTEGER NOT NULL,
  received_on TEXT NOT NULL,
  lines TEXT NOT NULL,
  line_count INTEGER NOT NULL,
  created_by TEXT NOT NULL,
  created_at TEXT NOT NULL
) STRICT;
CREATE INDEX distributor_lists_year ON distributor_lists (municipality, year, distributor_cnpj);
`;

const postgres = `
CREATE TABLE distributor_lists (
  id text COLLATE "C" PRIMARY KEY,
  municipality text COLLATE "C" NOT NULL REFERENCES municipalities(id),
  distributor_cnpj text COLLATE "C" NOT NULL,
  distributor_name text NOT NULL,
  brand text NOT NULL,
  year integer NOT NULL,
  received_on text COLLATE "C" NOT NULL,
  lines text NOT NULL,
  line_count integer NOT NULL,
  created_by text NOT NULL,
  created_at text COLLATE "C" NOT NULL
);
CREATE INDEX distributor_lists_year ON distributor_lists (municipality, year, distributor_cnpj);
`;

export const m0007: Migration = { id: '0007_field', sqlite, postgres };
