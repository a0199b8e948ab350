/**
 * AuthStore on SQL: the same statements on SQLite (better-sqlite3) and PostgreSQL (pg), in
 * tables prefixed `auth_` of the application's database, so a backup of the database carries
 * them. The Repository contract has no sessions or tokens; when it gains them this module
 * goes away (see the API report).
 */
import type { Pool } from 'pg';
import type { AuthStore, OidcPending, SessionRecord, TokenRecord } from './store.ts';

type Row = Record<string, unknown>;

/** The few operations the store needs, with `$1, $2…` placeholders on both engines. */
export interface SqlExecutor {
  all(sql: string, params?: unknown[]): Promise<Row[]>;
  run(sql: string, params?: unknown[]): Promise<number>;
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

/** Minimal shape of a better-sqlite3 Database (kept structural so the driver loads lazily). */
interface SqliteDb {
  prepare(sql: string): { all(...p: unknown[]): unknown[]; run(...p: unknown[]): { changes: number | bigint } };
  exec(sql: string): unknown;
  pragma(s: string): unknown;
  close(): unknown;
}

export function sqliteExecutor(db: SqliteDb, ownsDb: boolean): SqlExecutor {
  // The statements are written with $1, $2… (PostgreSQL's form); for SQLite each becomes a
  // positional ? and the parameters are laid out in order of appearance.
  const cache = new Map<string, { s: ReturnType<SqliteDb['prepare']>; order: number[] }>();
  const stmt = (sql: string, params: unknown[]) => {
    let c = cache.get(sql);
    if (!c) {
      const order: number[] = [];
      const text = sql.replace(/\$(\d+)/g, (_m, n: string) => {
        order.push(Number(n) - 1);
        return '?';
      });
      c = { s: db.prepare(text), order };
      cache.set(sql, c);
    }
    return { s: c.s, args: c.order.map((i) => params[i]) };
  };
  return {
    all: async (sql, params = []) => {
      const { s, args } = stmt(sql, params);
      return s.all(...args) as Row[];
    },
    run: async (sql, params = []) => {
      const { s, args } = stmt(sql, params);
      return Number(s.run(...args).changes);
    },
    exec: async (sql) => {
      db.exec(sql);
    },
    close: async () => {
      if (ownsDb) db.close();
    },
  };
}

export function pgExecutor(pool: Pool, ownsPool: boolean): SqlExecutor {
  return {
    all: async (sql, params = []) => (await pool.query(sql, params)).rows as Row[],
    run: async (sql, params = []) => (await pool.query(sql, params)).rowCount ?? 0,
    exec: async (sql) => {
      await pool.query(sql);
    },
    close: async () => {
      if (ownsPool) await pool.end();
    },
  };
}

/** Opens a SQLite file for the auth tables (WAL, so it shares the file with the repository's connection). */
export async function openSqliteExecutor(file: string): Promise<SqlExecutor> {
  const { default: Database } = await import('better-sqlite3');
  const db = new Database(file) as unknown as SqliteDb;
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 5000');
  db.pragma('synchronous = FULL');
  return sqliteExecutor(db, true);
}

export async function openPgExecutor(databaseUrl: string): Promise<SqlExecutor> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4, connectionTimeoutMillis: 10_000 });
  // An idle client dropped by the server (restart, failover) must not crash the process;
  // the next query opens a new connection.
  pool.on('error', () => undefined);
  return pgExecutor(pool, true);
}

const DDL = `
CREATE TABLE IF NOT EXISTS auth_session (
  id_hash TEXT PRIMARY KEY,
  user_id TEXT NOT NULL,
  csrf_hash TEXT NOT NULL,
  method TEXT NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS auth_session_user ON auth_session (user_id);
CREATE TABLE IF NOT EXISTS auth_token (
  id TEXT PRIMARY KEY,
  hash TEXT NOT NULL UNIQUE,
  user_id TEXT NOT NULL,
  name TEXT NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT,
  revoked_at TEXT
);
CREATE INDEX IF NOT EXISTS auth_token_user ON auth_token (user_id);
CREATE TABLE IF NOT EXISTS auth_oidc_pending (
  state_hash TEXT PRIMARY KEY,
  nonce TEXT NOT NULL,
  code_verifier TEXT NOT NULL,
  return_to TEXT NOT NULL,
  expires_at TEXT NOT NULL
);
`;

const str = (v: unknown): string => String(v);
const strOrNull = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));

function sessionOf(r: Row): SessionRecord {
  return {
    idHash: str(r.id_hash),
    userId: str(r.user_id),
    csrfHash: str(r.csrf_hash),
    method: str(r.method),
    createdAt: str(r.created_at),
    expiresAt: str(r.expires_at),
  };
}

function tokenOf(r: Row): TokenRecord {
  return {
    id: str(r.id),
    hash: str(r.hash),
    userId: str(r.user_id),
    name: str(r.name),
    createdAt: str(r.created_at),
    expiresAt: strOrNull(r.expires_at),
    revokedAt: strOrNull(r.revoked_at),
  };
}

export class SqlAuthStore implements AuthStore {
  constructor(private readonly sql: SqlExecutor) {}

  async migrate(): Promise<void> {
    await this.sql.exec(DDL);
  }
  async createSession(s: SessionRecord): Promise<void> {
    await this.sql.run(
      'INSERT INTO auth_session (id_hash, user_id, csrf_hash, method, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6)',
      [s.idHash, s.userId, s.csrfHash, s.method, s.createdAt, s.expiresAt],
    );
  }
  async getSession(idHash: string): Promise<SessionRecord | null> {
    const [r] = await this.sql.all('SELECT * FROM auth_session WHERE id_hash = $1', [idHash]);
    return r ? sessionOf(r) : null;
  }
  async deleteSession(idHash: string): Promise<void> {
    await this.sql.run('DELETE FROM auth_session WHERE id_hash = $1', [idHash]);
  }
  async deleteUserSessions(userId: string): Promise<void> {
    await this.sql.run('DELETE FROM auth_session WHERE user_id = $1', [userId]);
  }
  async createToken(t: TokenRecord): Promise<void> {
    await this.sql.run(
      'INSERT INTO auth_token (id, hash, user_id, name, created_at, expires_at, revoked_at) VALUES ($1, $2, $3, $4, $5, $6, $7)',
      [t.id, t.hash, t.userId, t.name, t.createdAt, t.expiresAt, t.revokedAt],
    );
  }
  async getTokenByHash(hash: string): Promise<TokenRecord | null> {
    const [r] = await this.sql.all('SELECT * FROM auth_token WHERE hash = $1', [hash]);
    return r ? tokenOf(r) : null;
  }
  async listTokens(userId: string): Promise<TokenRecord[]> {
    return (await this.sql.all('SELECT * FROM auth_token WHERE user_id = $1 ORDER BY created_at, id', [userId])).map(tokenOf);
  }
  async revokeToken(userId: string, id: string, at: string): Promise<boolean> {
    const n = await this.sql.run('UPDATE auth_token SET revoked_at = COALESCE(revoked_at, $3) WHERE id = $1 AND user_id = $2', [
      id,
      userId,
      at,
    ]);
    return n > 0;
  }
  async putOidcPending(p: OidcPending): Promise<void> {
    await this.sql.run(
      'INSERT INTO auth_oidc_pending (state_hash, nonce, code_verifier, return_to, expires_at) VALUES ($1, $2, $3, $4, $5)',
      [p.stateHash, p.nonce, p.codeVerifier, p.returnTo, p.expiresAt],
    );
  }
  async takeOidcPending(stateHash: string): Promise<OidcPending | null> {
    const [r] = await this.sql.all('DELETE FROM auth_oidc_pending WHERE state_hash = $1 RETURNING *', [stateHash]);
    if (!r) return null;
    return {
      stateHash: str(r.state_hash),
      nonce: str(r.nonce),
      codeVerifier: str(r.code_verifier),
      returnTo: str(r.return_to),
      expiresAt: str(r.expires_at),
    };
  }
  async purgeExpired(now: string): Promise<void> {
    await this.sql.run('DELETE FROM auth_session WHERE expires_at <= $1', [now]);
    await this.sql.run('DELETE FROM auth_oidc_pending WHERE expires_at <= $1', [now]);
  }
  async close(): Promise<void> {
    await this.sql.close();
  }
}
