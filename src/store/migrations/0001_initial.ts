/**
 * The initial schema, once per engine. The two scripts describe the same tables, columns
 * and constraints; they differ only where the engines do:
 *  - SQLite tables are STRICT (a column keeps the type it declares) and booleans are 0/1;
 *  - PostgreSQL sort keys are COLLATE "C" so lists come back in the same order as on
 *    SQLite (byte order), whatever the database's default collation;
 *  - PostgreSQL keeps each place's geometry a second time as PostGIS geography (generated
 *    from the GeoJSON, GiST-indexed) for the distance queries of the siting work (#4).
 *
 * Conventions shared by both (see docs/adr/0002-storage.md):
 *  - ids are text (random UUIDs; stored evaluations' are time-ordered since issue #13);
 *    timestamps are ISO 8601 UTC text with milliseconds and dates are YYYY-MM-DD text:
 *    byte-identical on both engines, no driver time-zone games;
 *  - JSON documents are text holding canonical JSON: the exact bytes hashed are the bytes
 *    stored, and nothing (jsonb's number and key normalisation, its refusal of \u0000)
 *    stands between a stored evaluation and its resultHash;
 *  - `search` columns hold the lower-cased, accent-free text that `q` searches;
 *  - the audit log and the evaluations are append-only, enforced by triggers.
 */
import type { Migration } from './migration.ts';

const GENESIS = '0'.repeat(64);

const sqlite = `
CREATE TABLE municipalities (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  uf TEXT NOT NULL,
  ibge TEXT NOT NULL
) STRICT;

CREATE TABLE users (
  id TEXT PRIMARY KEY,
  email TEXT NOT NULL,
  email_norm TEXT NOT NULL,
  name TEXT NOT NULL,
  municipality TEXT REFERENCES municipalities(id),
  roles TEXT NOT NULL,
  password_hash TEXT,
  oidc_issuer TEXT,
  oidc_subject TEXT,
  disabled INTEGER NOT NULL CHECK (disabled IN (0, 1)),
  search TEXT NOT NULL,
  created_at TEXT NOT NULL,
  version INTEGER NOT NULL CHECK (version >= 1)
) STRICT;
CREATE UNIQUE INDEX users_email_norm ON users (email_norm);
CREATE UNIQUE INDEX users_oidc ON users (oidc_issuer, oidc_subject);
CREATE INDEX users_municipality ON users (municipality, created_at, id);

CREATE TABLE establishments (
  id TEXT PRIMARY KEY,
  municipality TEXT NOT NULL REFERENCES municipalities(id),
  name TEXT NOT NULL,
  cnpj TEXT,
  cnpj_norm TEXT,
  address TEXT NOT NULL,
  lon REAL,
  lat REAL,
  owner_user_id TEXT REFERENCES users(id),
  status TEXT NOT NULL CHECK (status IN ('active', 'closed')),
  data TEXT NOT NULL,
  search TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  version INTEGER NOT NULL CHECK (version >= 1)
) STRICT;
CREATE INDEX establishments_municipality ON establishments (municipality, created_at, id);
CREATE INDEX establishments_owner ON establishments (owner_user_id);
CREATE INDEX establishments_cnpj ON establishments (cnpj_norm);

CREATE TABLE applications (
  id TEXT PRIMARY KEY,
  municipality TEXT NOT NULL REFERENCES municipalities(id),
  establishment_id TEXT REFERENCES establishments(id),
  applicant_user_id TEXT REFERENCES users(id),
  type TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('draft', 'submitted', 'under-review', 'approved', 'rejected', 'withdrawn')),
  input TEXT NOT NULL,
  search TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  version INTEGER NOT NULL CHECK (version >= 1)
) STRICT;
CREATE INDEX applications_municipality ON applications (municipality, created_at, id);
CREATE INDEX applications_applicant ON applications (applicant_user_id);
CREATE INDEX applications_establishment ON applications (establishment_id);

CREATE TABLE evaluations (
  id TEXT PRIMARY KEY,
  municipality TEXT NOT NULL REFERENCES municipalities(id),
  application_id TEXT REFERENCES applications(id),
  date TEXT NOT NULL,
  lang TEXT NOT NULL CHECK (lang IN ('pt', 'en')),
  law_pack_version TEXT NOT NULL,
  parameters TEXT NOT NULL,
  overrides TEXT NOT NULL,
  input TEXT NOT NULL,
  result TEXT NOT NULL,
  result_hash TEXT NOT NULL,
  created_at TEXT NOT NULL,
  created_by TEXT NOT NULL
) STRICT;
CREATE INDEX evaluations_municipality ON evaluations (municipality, created_at, id);
CREATE INDEX evaluations_application ON evaluations (application_id);
CREATE TRIGGER evaluations_no_update BEFORE UPDATE ON evaluations
BEGIN SELECT RAISE(ABORT, 'evaluations are append-only'); END;
CREATE TRIGGER evaluations_no_delete BEFORE DELETE ON evaluations
BEGIN SELECT RAISE(ABORT, 'evaluations are append-only'); END;

CREATE TABLE licences (
  id TEXT PRIMARY KEY,
  municipality TEXT NOT NULL REFERENCES municipalities(id),
  establishment_id TEXT NOT NULL REFERENCES establishments(id),
  number TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('alvara', 'tvl', 'construction', 'vehicle')),
  class TEXT,
  issued_on TEXT NOT NULL,
  expires_on TEXT,
  status TEXT NOT NULL CHECK (status IN ('active', 'suspended', 'revoked', 'expired')),
  plate TEXT,
  plate_norm TEXT,
  search TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  version INTEGER NOT NULL CHECK (version >= 1)
) STRICT;
CREATE UNIQUE INDEX licences_number ON licences (municipality, number);
CREATE INDEX licences_municipality ON licences (municipality, created_at, id);
CREATE INDEX licences_establishment ON licences (establishment_id);
CREATE INDEX licences_plate ON licences (municipality, plate_norm);

CREATE TABLE places (
  id TEXT PRIMARY KEY,
  municipality TEXT NOT NULL REFERENCES municipalities(id),
  category TEXT NOT NULL,
  status TEXT,
  name TEXT,
  geometry TEXT,
  min_lon REAL,
  min_lat REAL,
  max_lon REAL,
  max_lat REAL,
  source TEXT NOT NULL,
  imported_at TEXT NOT NULL,
  valid_from TEXT,
  valid_to TEXT,
  data TEXT NOT NULL,
  search TEXT NOT NULL,
  version INTEGER NOT NULL CHECK (version >= 1)
) STRICT;
CREATE INDEX places_municipality ON places (municipality, category, id);

CREATE TABLE idempotency (
  user_id TEXT NOT NULL,
  key TEXT NOT NULL,
  request_hash TEXT NOT NULL,
  status INTEGER NOT NULL,
  body TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (user_id, key)
) STRICT;

CREATE TABLE audit_log (
  seq INTEGER PRIMARY KEY,
  at TEXT NOT NULL,
  actor_id TEXT,
  municipality TEXT,
  action TEXT NOT NULL,
  entity TEXT NOT NULL,
  entity_id TEXT NOT NULL,
  before_json TEXT NOT NULL,
  after_json TEXT NOT NULL,
  request_id TEXT,
  prev_hash TEXT NOT NULL,
  hash TEXT NOT NULL
) STRICT;
CREATE INDEX audit_log_municipality ON audit_log (municipality, seq);
CREATE INDEX audit_log_entity ON audit_log (entity, entity_id);
CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log
BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END;
CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log
BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END;

CREATE TABLE audit_head (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  seq INTEGER NOT NULL,
  hash TEXT NOT NULL
) STRICT;
INSERT INTO audit_head (id, seq, hash) VALUES (1, 0, '${GENESIS}');
`;

const postgres = `
CREATE EXTENSION IF NOT EXISTS postgis;

CREATE TABLE municipalities (
  id text COLLATE "C" PRIMARY KEY,
  name text NOT NULL,
  uf text NOT NULL,
  ibge text NOT NULL
);

CREATE TABLE users (
  id text COLLATE "C" PRIMARY KEY,
  email text NOT NULL,
  email_norm text NOT NULL,
  name text NOT NULL,
  municipality text COLLATE "C" REFERENCES municipalities(id),
  roles text NOT NULL,
  password_hash text,
  oidc_issuer text,
  oidc_subject text,
  disabled boolean NOT NULL,
  search text NOT NULL,
  created_at text COLLATE "C" NOT NULL,
  version integer NOT NULL CHECK (version >= 1)
);
CREATE UNIQUE INDEX users_email_norm ON users (email_norm);
CREATE UNIQUE INDEX users_oidc ON users (oidc_issuer, oidc_subject);
CREATE INDEX users_municipality ON users (municipality, created_at, id);

CREATE TABLE establishments (
  id text COLLATE "C" PRIMARY KEY,
  municipality text COLLATE "C" NOT NULL REFERENCES municipalities(id),
  name text NOT NULL,
  cnpj text,
  cnpj_norm text,
  address text NOT NULL,
  lon double precision,
  lat double precision,
  owner_user_id text COLLATE "C" REFERENCES users(id),
  status text NOT NULL CHECK (status IN ('active', 'closed')),
  data text NOT NULL,
  search text NOT NULL,
  created_at text COLLATE "C" NOT NULL,
  updated_at text COLLATE "C" NOT NULL,
  version integer NOT NULL CHECK (version >= 1)
);
CREATE INDEX establishments_municipality ON establishments (municipality, created_at, id);
CREATE INDEX establishments_owner ON establishments (owner_user_id);
CREATE INDEX establishments_cnpj ON establishments (cnpj_norm);

CREATE TABLE applications (
  id text COLLATE "C" PRIMARY KEY,
  municipality text COLLATE "C" NOT NULL REFERENCES municipalities(id),
  establishment_id text COLLATE "C" REFERENCES establishments(id),
  applicant_user_id text COLLATE "C" REFERENCES users(id),
  type text NOT NULL,
  status text NOT NULL CHECK (status IN ('draft', 'submitted', 'under-review', 'approved', 'rejected', 'withdrawn')),
  input text NOT NULL,
  search text NOT NULL,
  created_at text COLLATE "C" NOT NULL,
  updated_at text COLLATE "C" NOT NULL,
  version integer NOT NULL CHECK (version >= 1)
);
CREATE INDEX applications_municipality ON applications (municipality, created_at, id);
CREATE INDEX applications_applicant ON applications (applicant_user_id);
CREATE INDEX applications_establishment ON applications (establishment_id);

CREATE TABLE evaluations (
  id text COLLATE "C" PRIMARY KEY,
  municipality text COLLATE "C" NOT NULL REFERENCES municipalities(id),
  application_id text COLLATE "C" REFERENCES applications(id),
  date text NOT NULL,
  lang text NOT NULL CHECK (lang IN ('pt', 'en')),
  law_pack_version text NOT NULL,
  parameters text NOT NULL,
  overrides text NOT NULL,
  input text NOT NULL,
  result text NOT NULL,
  result_hash text NOT NULL,
  created_at text COLLATE "C" NOT NULL,
  created_by text NOT NULL
);
CREATE INDEX evaluations_municipality ON evaluations (municipality, created_at, id);
CREATE INDEX evaluations_application ON evaluations (application_id);

CREATE TABLE licences (
  id text COLLATE "C" PRIMARY KEY,
  municipality text COLLATE "C" NOT NULL REFERENCES municipalities(id),
  establishment_id text COLLATE "C" NOT NULL REFERENCES establishments(id),
  number text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('alvara', 'tvl', 'construction', 'vehicle')),
  class text,
  issued_on text NOT NULL,
  expires_on text,
  status text NOT NULL CHECK (status IN ('active', 'suspended', 'revoked', 'expired')),
  plate text,
  plate_norm text,
  search text NOT NULL,
  created_at text COLLATE "C" NOT NULL,
  updated_at text COLLATE "C" NOT NULL,
  version integer NOT NULL CHECK (version >= 1)
);
CREATE UNIQUE INDEX licences_number ON licences (municipality, number);
CREATE INDEX licences_municipality ON licences (municipality, created_at, id);
CREATE INDEX licences_establishment ON licences (establishment_id);
CREATE INDEX licences_plate ON licences (municipality, plate_norm);

CREATE TABLE places (
  id text COLLATE "C" PRIMARY KEY,
  municipality text COLLATE "C" NOT NULL REFERENCES municipalities(id),
  category text COLLATE "C" NOT NULL,
  status text,
  name text,
  geometry text,
  min_lon double precision,
  min_lat double precision,
  max_lon double precision,
  max_lat double precision,
  source text NOT NULL,
  imported_at text NOT NULL,
  valid_from text,
  valid_to text,
  data text NOT NULL,
  search text NOT NULL,
  version integer NOT NULL CHECK (version >= 1),
  -- PostGIS reads GeoJSON as SRID 4326 (WGS 84 lon/lat; SIRGAS 2000 coincides at this scale).
  geog geography GENERATED ALWAYS AS (
    CASE WHEN geometry IS NULL THEN NULL ELSE ST_GeomFromGeoJSON(geometry)::geography END
  ) STORED
);
CREATE INDEX places_municipality ON places (municipality, category, id);
CREATE INDEX places_geog ON places USING gist (geog);

CREATE TABLE idempotency (
  user_id text NOT NULL,
  key text NOT NULL,
  request_hash text NOT NULL,
  status integer NOT NULL,
  body text NOT NULL,
  created_at text NOT NULL,
  PRIMARY KEY (user_id, key)
);

CREATE TABLE audit_log (
  seq bigint PRIMARY KEY,
  at text NOT NULL,
  actor_id text,
  municipality text COLLATE "C",
  action text NOT NULL,
  entity text NOT NULL,
  entity_id text NOT NULL,
  before_json text NOT NULL,
  after_json text NOT NULL,
  request_id text,
  prev_hash text NOT NULL,
  hash text NOT NULL
);
CREATE INDEX audit_log_municipality ON audit_log (municipality, seq);
CREATE INDEX audit_log_entity ON audit_log (entity, entity_id);

CREATE TABLE audit_head (
  id integer PRIMARY KEY CHECK (id = 1),
  seq bigint NOT NULL,
  hash text NOT NULL
);
INSERT INTO audit_head (id, seq, hash) VALUES (1, 0, '${GENESIS}');

CREATE FUNCTION glp_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME USING ERRCODE = 'insufficient_privilege';
END;
$$;
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION glp_append_only();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION glp_append_only();
CREATE TRIGGER evaluations_append_only BEFORE UPDATE OR DELETE ON evaluations
  FOR EACH ROW EXECUTE FUNCTION glp_append_only();
CREATE TRIGGER evaluations_no_truncate BEFORE TRUNCATE ON evaluations
  FOR EACH STATEMENT EXECUTE FUNCTION glp_append_only();
`;

export const m0001: Migration = { id: '0001_initial', sqlite, postgres };
