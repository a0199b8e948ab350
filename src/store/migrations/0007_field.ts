/**
 * Field enforcement (issue 11 items 4–7, branch field).
 *
 * distributor_lists: each upload of a distributor's yearly list (Nova Odessa art. 13 § 1º), kept
 *   as received (its validated lines as JSON); never updated — a corrected list is a new upload,
 *   and the report reads the latest of each distributor and year (lateness from the first).
 * field_vehicles: delivery vehicles registered to an outlet (Belém art. 6, Salvador arts. 3 and 8,
 *   Nova Odessa art. 14); one plate belongs to one outlet of a municipality at a time.
 * complaints: public complaints (no sign-in), followed by protocol; the photo kept as received.
 * field_tasks: inspection tasks in a municipality's queue (one per complaint), assigned and closed
 *   by its officials.
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

CREATE TABLE field_vehicles (
  id TEXT PRIMARY KEY,
  municipality TEXT NOT NULL REFERENCES municipalities(id),
  establishment_id TEXT NOT NULL REFERENCES establishments(id),
  plate TEXT NOT NULL,
  type TEXT NOT NULL,
  ownership TEXT CHECK (ownership IN ('owned', 'contracted', 'other')),
  contract TEXT,
  facts TEXT NOT NULL,
  created_by TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  version INTEGER NOT NULL CHECK (version >= 1)
) STRICT;
CREATE UNIQUE INDEX field_vehicles_plate ON field_vehicles (municipality, plate);
CREATE INDEX field_vehicles_outlet ON field_vehicles (establishment_id);

CREATE TABLE complaints (
  protocol TEXT PRIMARY KEY,
  municipality TEXT NOT NULL REFERENCES municipalities(id),
  description TEXT NOT NULL,
  lon REAL,
  lat REAL,
  address TEXT,
  photo_type TEXT,
  photo TEXT,
  created_at TEXT NOT NULL
) STRICT;

CREATE TABLE field_tasks (
  id TEXT PRIMARY KEY,
  municipality TEXT NOT NULL REFERENCES municipalities(id),
  kind TEXT NOT NULL CHECK (kind IN ('complaint')),
  complaint_protocol TEXT NOT NULL REFERENCES complaints(protocol),
  status TEXT NOT NULL CHECK (status IN ('open', 'assigned', 'closed')),
  assignee_id TEXT REFERENCES users(id),
  outcome TEXT CHECK (outcome IN ('confirmed', 'unfounded', 'not-found', 'referred')),
  note TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  closed_at TEXT,
  version INTEGER NOT NULL CHECK (version >= 1)
) STRICT;
CREATE INDEX field_tasks_queue ON field_tasks (municipality, status, created_at, id);
CREATE UNIQUE INDEX field_tasks_complaint ON field_tasks (complaint_protocol);
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

CREATE TABLE field_vehicles (
  id text COLLATE "C" PRIMARY KEY,
  municipality text COLLATE "C" NOT NULL REFERENCES municipalities(id),
  establishment_id text COLLATE "C" NOT NULL REFERENCES establishments(id),
  plate text COLLATE "C" NOT NULL,
  type text NOT NULL,
  ownership text CHECK (ownership IN ('owned', 'contracted', 'other')),
  contract text,
  facts text NOT NULL,
  created_by text NOT NULL,
  created_at text COLLATE "C" NOT NULL,
  updated_at text COLLATE "C" NOT NULL,
  version integer NOT NULL CHECK (version >= 1)
);
CREATE UNIQUE INDEX field_vehicles_plate ON field_vehicles (municipality, plate);
CREATE INDEX field_vehicles_outlet ON field_vehicles (establishment_id);

CREATE TABLE complaints (
  protocol text COLLATE "C" PRIMARY KEY,
  municipality text COLLATE "C" NOT NULL REFERENCES municipalities(id),
  description text NOT NULL,
  lon double precision,
  lat double precision,
  address text,
  photo_type text,
  photo text,
  created_at text COLLATE "C" NOT NULL
);

CREATE TABLE field_tasks (
  id text COLLATE "C" PRIMARY KEY,
  municipality text COLLATE "C" NOT NULL REFERENCES municipalities(id),
  kind text NOT NULL CHECK (kind IN ('complaint')),
  complaint_protocol text COLLATE "C" NOT NULL REFERENCES complaints(protocol),
  status text NOT NULL CHECK (status IN ('open', 'assigned', 'closed')),
  assignee_id text COLLATE "C" REFERENCES users(id),
  outcome text CHECK (outcome IN ('confirmed', 'unfounded', 'not-found', 'referred')),
  note text,
  created_at text COLLATE "C" NOT NULL,
  updated_at text COLLATE "C" NOT NULL,
  closed_at text COLLATE "C",
  version integer NOT NULL CHECK (version >= 1)
);
CREATE INDEX field_tasks_queue ON field_tasks (municipality, status, created_at, id);
CREATE UNIQUE INDEX field_tasks_complaint ON field_tasks (complaint_protocol);
`;

export const m0007: Migration = { id: '0007_field', sqlite, postgres };
