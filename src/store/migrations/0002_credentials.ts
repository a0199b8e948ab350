/**
 * Credentials join the store (docs/adr/0005-single-store.md): sessions, API tokens and pending
 * OIDC logins become tables of the one database, created here like every other table, written
 * through the repository's write path and audited, carried by every backup.
 *
 * - Sessions get a public id (what the audit log names); the cookie's secret is only hashed.
 * - Sessions and tokens reference their user: a credential of no account cannot exist.
 * - PostgreSQL databases of the previous release kept these rows in tables auth_session and
 *   auth_token that the API created outside the migrations: their rows move here (those of
 *   users that exist) and the old tables go, with auth_oidc_pending (logins in progress
 *   during the upgrade start again). SQLite kept them in a second file, glp-auth.sqlite,
 *   which the store imports when it opens (legacy-auth.ts).
 */
import type { Migration } from './migration.ts';

const sqlite = `
CREATE TABLE sessions (
  id TEXT PRIMARY KEY,
  id_hash TEXT NOT NULL UNIQUE,
  user_id TEXT NOT NULL REFERENCES users(id),
  csrf_hash TEXT NOT NULL,
  method TEXT NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
) STRICT;
CREATE INDEX sessions_user ON sessions (user_id);
CREATE INDEX sessions_expires ON sessions (expires_at);

CREATE TABLE api_tokens (
  id TEXT PRIMARY KEY,
  hash TEXT NOT NULL UNIQUE,
  user_id TEXT NOT NULL REFERENCES users(id),
  name TEXT NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT,
  revoked_at TEXT
) STRICT;
CREATE INDEX api_tokens_user ON api_tokens (user_id, created_at, id);

CREATE TABLE oidc_logins (
  state_hash TEXT PRIMARY KEY,
  nonce TEXT NOT NULL,
  code_verifier TEXT NOT NULL,
  return_to TEXT NOT NULL,
  expires_at TEXT NOT NULL
) STRICT;
CREATE INDEX oidc_logins_expires ON oidc_logins (expires_at);
`;

const postgres = `
CREATE TABLE sessions (
  id text COLLATE "C" PRIMARY KEY,
  id_hash text NOT NULL UNIQUE,
  user_id text COLLATE "C" NOT NULL REFERENCES users(id),
  csrf_hash text NOT NULL,
  method text NOT NULL,
  created_at text COLLATE "C" NOT NULL,
  expires_at text COLLATE "C" NOT NULL
);
CREATE INDEX sessions_user ON sessions (user_id);
CREATE INDEX sessions_expires ON sessions (expires_at);

CREATE TABLE api_tokens (
  id text COLLATE "C" PRIMARY KEY,
  hash text NOT NULL UNIQUE,
  user_id text COLLATE "C" NOT NULL REFERENCES users(id),
  name text NOT NULL,
  created_at text COLLATE "C" NOT NULL,
  expires_at text COLLATE "C",
  revoked_at text COLLATE "C"
);
CREATE INDEX api_tokens_user ON api_tokens (user_id, created_at, id);

CREATE TABLE oidc_logins (
  state_hash text PRIMARY KEY,
  nonce text NOT NULL,
  code_verifier text NOT NULL,
  return_to text NOT NULL,
  expires_at text COLLATE "C" NOT NULL
);
CREATE INDEX oidc_logins_expires ON oidc_logins (expires_at);

DO $glp$
BEGIN
  IF to_regclass('public.auth_session') IS NOT NULL THEN
    INSERT INTO sessions (id, id_hash, user_id, csrf_hash, method, created_at, expires_at)
      SELECT gen_random_uuid()::text, s.id_hash, s.user_id, s.csrf_hash, s.method, s.created_at, s.expires_at
      FROM auth_session s WHERE s.user_id IN (SELECT id FROM users)
      ON CONFLICT DO NOTHING;
    DROP TABLE auth_session;
  END IF;
  IF to_regclass('public.auth_token') IS NOT NULL THEN
    INSERT INTO api_tokens (id, hash, user_id, name, created_at, expires_at, revoked_at)
      SELECT t.id, t.hash, t.user_id, t.name, t.created_at, t.expires_at, t.revoked_at
      FROM auth_token t WHERE t.user_id IN (SELECT id FROM users)
      ON CONFLICT DO NOTHING;
    DROP TABLE auth_token;
  END IF;
  DROP TABLE IF EXISTS auth_oidc_pending;
END
$glp$;
`;

export const m0002: Migration = { id: '0002_credentials', sqlite, postgres };
