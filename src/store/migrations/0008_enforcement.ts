/**
 * Enforcement (issue 11, docs/adr/0011-enforcement.md): infraction notices, closure orders,
 * seizures and inspections share one table — the columns every kind has (municipality,
 * establishment, status, the date of the act, the irregularity key of a notice) and the
 * kind's own document as canonical JSON. A cancelled notice stays (status 'cancelled'):
 * rows are never deleted (no DELETE path exists). Photos of inspections are content-addressed
 * (sha256 of the bytes, per municipality), small, stored base64 in the database.
 */
import type { Migration } from './migration.ts';

const sqlite = `
CREATE TABLE enforcement_records (
  id TEXT PRIMARY KEY,
  municipality TEXT NOT NULL REFERENCES municipalities(id),
  establishment_id TEXT NOT NULL REFERENCES establishments(id),
  kind TEXT NOT NULL CHECK (kind IN ('notice', 'closure', 'seizure', 'inspection')),
  status TEXT NOT NULL,
  irregularity TEXT,
  act_on TEXT NOT NULL,
  data TEXT NOT NULL,
  search TEXT NOT NULL,
  created_at TEXT NOT NULL,
  created_by TEXT,
  updated_at TEXT NOT NULL,
  version INTEGER NOT NULL CHECK (version >= 1)
) STRICT;
CREATE INDEX enforcement_records_municipality ON enforcement_records (municipality, created_at, id);
CREATE INDEX enforcement_records_establishment ON enforcement_records (establishment_id, kind, act_on);

CREATE TABLE enforcement_photos (
  municipality TEXT NOT NULL REFERENCES municipalities(id),
  sha256 TEXT NOT NULL,
  media_type TEXT NOT NULL CHECK (media_type IN ('image/jpeg', 'image/png')),
  bytes_b64 TEXT NOT NULL,
  size INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (municipality, sha256)
) STRICT;
`;

const postgres = `
CREATE TABLE enforcement_records (
  id text COLLATE "C" PRIMARY KEY,
  municipality text COLLATE "C" NOT NULL REFERENCES municipalities(id),
  establishment_id text COLLATE "C" NOT NULL REFERENCES establishments(id),
  kind text NOT NULL CHECK (kind IN ('notice', 'closure', 'seizure', 'inspection')),
  status text NOT NULL,
  irregularity text COLLATE "C",
  act_on text COLLATE "C" NOT NULL,
  data text NOT NULL,
  search text NOT NULL,
  created_at text COLLATE "C" NOT NULL,
  created_by text,
  updated_at text COLLATE "C" NOT NULL,
  version integer NOT NULL CHECK (version >= 1)
);
CREATE INDEX enforcement_records_municipality ON enforcement_records (municipality, created_at, id);
CREATE INDEX enforcement_records_establishment ON enforcement_records (establishment_id, kind, act_on);

CREATE TABLE enforcement_photos (
  municipality text COLLATE "C" NOT NULL REFERENCES municipalities(id),
  sha256 text COLLATE "C" NOT NULL,
  media_type text NOT NULL CHECK (media_type IN ('image/jpeg', 'image/png')),
  bytes_b64 text NOT NULL,
  size integer NOT NULL,
  created_at text COLLATE "C" NOT NULL,
  PRIMARY KEY (municipality, sha256)
);
`;

export const m0008: Migration = { id: '0008_enforcement', sqlite, postgres };
