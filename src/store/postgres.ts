/**
 * The PostgreSQL + PostGIS engine (node-postgres pool), chosen by DATABASE_URL.
 *
 * Durability: COMMIT returns once the server has flushed the WAL (synchronous_commit on, the
 * server default, which this code never lowers). Transactions run at READ COMMITTED; the
 * places that need more say how they get it (conditional UPDATE … WHERE version = ?, the
 * audit head row lock, the migration advisory lock).
 *
 * Backup and restore use the real pg_dump / psql / pg_restore binaries: GLP_PG_BIN, else
 * /usr/lib/postgresql/15/bin when present, else the PATH.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import type { ConstraintKind, Engine, Param, Queryable } from './engine.ts';
import { commitFile, ensurePrivateFile, removeQuietly, tempPathFor, UnusableBackup, writePrivateFile } from './files.ts';
import { Utf8Text } from './utf8-text.ts';
import { HAS_AUDIT_APPEND, type PgTransaction, transactionOn, UNDEFINED_FUNCTION } from './pg-audit-append.ts';

const { Pool, types } = pg;

/** Arbitrary, fixed: the key of the advisory lock that serialises migration runs. */
const MIGRATION_LOCK_KEY = 740_325_001;

const placeholderCache = new Map<string, string>();

/** The repository's SQL uses `?` placeholders (SQLite's); PostgreSQL wants $1, $2… */
export function toPgPlaceholders(sql: string): string {
  let out = placeholderCache.get(sql);
  if (out === undefined) {
    if (placeholderCache.size > 2000) placeholderCache.clear();
    let n = 0;
    out = sql.replace(/\?/g, () => `$${++n}`);
    placeholderCache.set(sql, out);
  }
  return out;
}

// Per pool, not the global pg.types: other code in the process may use pg differently.
// int8 (bigint: audit seq, counts) as a number — our values stay far below 2^53.
const typeParsers = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === 20 && format !== 'binary') return (v: string) => Number.parseInt(v, 10);
    return format === undefined ? types.getTypeParser(oid) : types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

interface PgLike {
  query(text: string | pg.QueryConfig, values?: unknown[]): Promise<pg.QueryResult>;
}

/**
 * The PostgreSQL text of each statement, and its name: a named statement is parsed and planned
 * once per connection, then only bound and executed (issue #13: with the link check saved, the
 * stored evaluations' rate on PostgreSQL rose by a fifth; docs/benchmarks.md "Issue 13, stop 40").
 * Only statements of a fixed shape and an obvious plan are named — a row read or changed by its
 * key, the audit head, a check. Left unnamed, as before:
 * - multi-row INSERTs and statements of more than 32 parameters: one text per row count, each a
 *   large parse tree a connection would keep for ever;
 * - `SELECT *` and `t.*`: a prepared one fails ("cached plan must not change result type") once
 *   a migration adds a column under a running server;
 * - pages (`LIMIT`), searches (`LIKE`) and spatial queries: after five runs PostgreSQL may keep a
 *   generic plan that knows neither the page, the pattern nor the box;
 * - anything past `max` distinct texts, so a connection never holds an unbounded number.
 */
const UNNAMED = [
  /\)\s*,\s*\(/, // VALUES (…), (…)
  /(SELECT|,)\s*(\w+\.)?\*(\s|,)/i, // SELECT *, t.*
  /\bLIMIT\b|\bLIKE\b/i,
  /\bST_|&&|\b(min|max)_(lon|lat)\b/i, // PostGIS, the places' boxes
];
const MAX_NAMED_PARAMETERS = 32;

/** A cache of statements (`max` texts at most, per process and so per connection); the process has one. */
export function pgStatements(max = 1000): (sql: string, params?: readonly Param[]) => pg.QueryConfig<unknown[]> {
  const statements = new Map<string, { name: string | undefined; text: string }>();
  let names = 0;
  return (sql, params) => {
    // A Utf8Text goes as its bytes (binary format: for a text column, the UTF-8 text itself).
    const values = params ? params.map((p) => (p instanceof Utf8Text ? p.bytes : p)) : [];
    let s = statements.get(sql);
    if (s === undefined) {
      const text = toPgPlaceholders(sql);
      if (statements.size >= max) return { text, values };
      const named = values.length <= MAX_NAMED_PARAMETERS && !UNNAMED.some((re) => re.test(sql));
      s = { name: named ? `glp_${++names}` : undefined, text };
      statements.set(sql, s);
    }
    return s.name === undefined ? { text: s.text, values } : { name: s.name, text: s.text, values };
  };
}

const statement = pgStatements();

function queryable(c: PgLike): Queryable {
  return {
    async all<T>(sql: string, params?: readonly Param[]): Promise<T[]> {
      return (await c.query(statement(sql, params))).rows as T[];
    },
    async get<T>(sql: string, params?: readonly Param[]): Promise<T | undefined> {
      return (await c.query(statement(sql, params))).rows[0] as T | undefined;
    },
    async run(sql: string, params?: readonly Param[]): Promise<number> {
      return (await c.query(statement(sql, params))).rowCount ?? 0;
    },
    async exec(script: string): Promise<void> {
      // No parameters: the simple query protocol, which accepts several statements.
      await c.query(script);
    },
  };
}

export function pgConstraintKind(e: unknown): ConstraintKind | null {
  switch ((e as { code?: unknown } | null)?.code) {
    case '23505':
      return 'unique';
    case '23503':
      return 'foreign-key';
    case '23514':
      return 'check';
    case '23502':
      return 'not-null';
    default:
      return null;
  }
}

export interface PgEngineOptions {
  /** Pool size (default 10). */
  max?: number;
}

export function openPostgresEngine(url: string, opts: PgEngineOptions = {}): Engine {
  // A bounded connect time: an unreachable host fails in seconds instead of hanging a request.
  const pool = new Pool({ connectionString: url, max: opts.max ?? 10, types: typeParsers, connectionTimeoutMillis: 10_000 });
  // An idle connection dropped by the server must not crash the process; the next query
  // gets a fresh connection (or a clear error if the server is really gone).
  pool.on('error', () => undefined);
  const direct = queryable(pool);
  /** Whether the database has glp_audit_append (migration 0011): asked until it has. */
  let linksOnServer = false;

  return {
    name: 'postgres',
    forUpdate: ' FOR UPDATE',
    migrationLock: `SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`,
    constraintKind: pgConstraintKind,
    placesNear: (lon, lat, meters) => ({
      // geography + GiST: geodesic distance on the WGS 84 spheroid, answered by the index.
      sql: 't.geog IS NOT NULL AND ST_DWithin(t.geog, ST_SetSRID(ST_MakePoint(?, ?), 4326)::geography, ?)',
      params: [lon, lat, meters],
    }),

    all: (sql, params) => direct.all(sql, params),
    get: (sql, params) => direct.get(sql, params),
    run: (sql, params) => direct.run(sql, params),
    exec: (script) => direct.exec(script),

    async write<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      let broken: Error | undefined;
      let tx: PgTransaction | undefined;
      try {
        // Until migration 0011 has run (a store being opened, a database of an older release),
        // the entries are linked here, in JavaScript, as before it.
        linksOnServer ||= (await client.query(HAS_AUDIT_APPEND)).rows[0]?.present === true;
        tx = await transactionOn(client, queryable(client), linksOnServer);
        const result = await fn(tx.queryable);
        // In a transaction a failed statement has aborted, PostgreSQL answers COMMIT with a
        // ROLLBACK and no error: a write whose code swallowed that failure must not be
        // acknowledged as committed.
        const done = await tx.commit();
        if (done !== 'COMMIT') throw new Error('PostgreSQL rolled the transaction back at COMMIT: a statement in it had failed');
        return result;
      } catch (e) {
        // The function is gone (a restored database of an older release): link here again.
        if ((e as { code?: unknown } | null)?.code === UNDEFINED_FUNCTION) linksOnServer = false;
        // Nothing to roll back when BEGIN was never sent (or the transaction has ended): a
        // statement that commits itself rolls itself back when it fails.
        if (tx?.open === true) {
          try {
            await client.query('ROLLBACK');
          } catch (rollbackError) {
            // The connection is unusable: make the pool discard it.
            broken = rollbackError as Error;
          }
        }
        throw e;
      } finally {
        client.release(broken);
      }
    },

    async close(): Promise<void> {
      // Idempotent, like the SQLite engine's: shells may close on several exit paths.
      if (!pool.ended && !pool.ending) await pool.end();
    },

    async backup(file: string): Promise<void> {
      const tmp = tempPathFor(file);
      try {
        ensurePrivateFile(tmp); // pg_dump writes into it and keeps its mode
        await startTool('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${tmp}`], { url }).done;
        commitFile(tmp, file);
      } catch (e) {
        removeQuietly(tmp);
        throw e;
      }
    },

    integrityCheck: () => pgIntegrity(pool),
  };
}

export function pgBinDir(): string | null {
  const env = process.env['GLP_PG_BIN'];
  if (env) return env;
  const debian = '/usr/lib/postgresql/15/bin';
  return existsSync(join(debian, 'pg_dump')) ? debian : null;
}

/**
 * libpq connection settings for the tools. The password goes into PGPASSWORD, never into
 * the argument list, where any local user could read it with `ps`.
 */
function toolConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const u = new URL(url);
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (u.password) {
    env['PGPASSWORD'] = decodeURIComponent(u.password);
    u.password = '';
  }
  return { dbname: u.toString(), env };
}

interface ToolRun {
  /** The tool's stdout, when it is not collected (to pipe it into another tool). */
  stdout: NodeJS.ReadableStream;
  /** Resolves with the collected stdout (empty when piped) once the tool exits with 0. */
  done: Promise<string>;
}

/**
 * Starts a PostgreSQL client tool. With `url`, it connects there (`--dbname`, password in
 * the environment); with `stdin`, that stream is its input; with `pipeOut`, its stdout is
 * left to the caller instead of being collected.
 */
function startTool(tool: string, args: string[], opts: { url?: string; stdin?: NodeJS.ReadableStream; pipeOut?: boolean } = {}): ToolRun {
  const bin = pgBinDir();
  const cmd = bin ? join(bin, tool) : tool;
  let env: NodeJS.ProcessEnv = process.env;
  const argv = [...args];
  if (opts.url !== undefined) {
    const c = toolConnection(opts.url);
    env = c.env;
    argv.push(`--dbname=${c.dbname}`);
  }
  const child = spawn(cmd, argv, { env, stdio: [opts.stdin ? 'pipe' : 'ignore', 'pipe', 'pipe'] });
  // Both are pipes (stdio above); the typings cannot see it through the conditional stdin.
  const stdout = child.stdout!;
  const stderr = child.stderr!;
  let out = '';
  let err = '';
  if (!opts.pipeOut) stdout.setEncoding('utf8').on('data', (d: string) => (out += d));
  stderr.setEncoding('utf8').on('data', (d: string) => (err += d));
  if (opts.stdin && child.stdin) opts.stdin.pipe(child.stdin);
  const done = new Promise<string>((resolve, reject) => {
    child.on('error', (e) => reject(new Error(`${tool}: ${e.message}`)));
    child.on('close', (code) => {
      if (code === 0) resolve(out);
      else reject(new Error(`${tool} failed (exit ${code}): ${err.trim().split('\n').slice(-5).join(' | ')}`));
    });
  });
  return { stdout, done };
}

/**
 * Drops every table, view, sequence and function of schema public that does not belong to
 * an extension (PostGIS stays): the database of DATABASE_URL belongs to GLP, and a restore
 * replaces its content entirely, also tables a newer release created.
 */
const DROP_ALL = `
DO $glp$
DECLARE r record;
BEGIN
  FOR r IN
    SELECT c.oid::regclass AS name, c.relkind FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f')
      AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype = 'e')
  LOOP
    BEGIN
      EXECUTE format('DROP %s IF EXISTS %s CASCADE',
        CASE r.relkind WHEN 'v' THEN 'VIEW' WHEN 'm' THEN 'MATERIALIZED VIEW' WHEN 'S' THEN 'SEQUENCE'
          WHEN 'f' THEN 'FOREIGN TABLE' ELSE 'TABLE' END, r.name);
    EXCEPTION WHEN undefined_table OR undefined_object THEN NULL; -- already gone by CASCADE
    END;
  END LOOP;
  FOR r IN
    SELECT p.oid::regprocedure AS name FROM pg_proc p
    JOIN pg_namespace n ON n.oid = p.pronamespace
    WHERE n.nspname = 'public'
      AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e')
  LOOP
    EXECUTE format('DROP ROUTINE IF EXISTS %s CASCADE', r.name);
  END LOOP;
END
$glp$;
`;

/**
 * Replaces the content of the database at `url` with the pg_dump archive `file`, in ONE
 * transaction (psql --single-transaction): either the whole backup is in place, or nothing
 * changed. Extensions are left out of the replay (they stay installed; creating them needs
 * privileges the application role usually lacks), so PostGIS must exist in the target —
 * it is created first when missing and the role may.
 */
export async function restorePostgres(url: string, file: string): Promise<void> {
  if (!existsSync(file)) throw new UnusableBackup(`backup file not found: ${file}`, `arquivo de backup não encontrado: ${file}`);
  let toc: string;
  try {
    toc = await startTool('pg_restore', ['--list', file]).done;
  } catch (e) {
    // pg_restore ran and refused the file; a missing pg_restore is not the file's fault.
    if (!/failed \(exit/.test((e as Error).message)) throw e;
    throw new UnusableBackup(
      `${file} is not a PostgreSQL backup of GLP (${(e as Error).message})`,
      `${file} não é um backup PostgreSQL do GLP (${(e as Error).message})`,
    );
  }
  if (!/\bTABLE\b.*\bschema_migrations\b/.test(toc)) {
    throw new UnusableBackup(
      `${file} is not a GLP database backup (no schema_migrations table)`,
      `${file} não é um backup de banco do GLP (sem a tabela schema_migrations)`,
    );
  }
  const kept = toc
    .split('\n')
    .filter((l) => !/^\s*\d+;.*\b(EXTENSION|COMMENT - EXTENSION)\b/.test(l) && !/^\s*\d+;.*\bSCHEMA - public\b/.test(l));
  const listFile = tempPathFor(`${file}.list`);
  const prelude = tempPathFor(`${file}.prelude.sql`);
  writePrivateFile(listFile, kept.join('\n'));
  writePrivateFile(prelude, DROP_ALL);
  try {
    const pool = new Pool({ connectionString: url, max: 1 });
    try {
      await pool.query('CREATE EXTENSION IF NOT EXISTS postgis');
    } finally {
      await pool.end();
    }
    // pg_restore turns the archive into SQL; psql replays it after the prelude, all in one
    // transaction that stops at the first error.
    const sql = startTool('pg_restore', ['--no-owner', '--no-privileges', `--use-list=${listFile}`, '--file=-', file], { pipeOut: true });
    const psql = startTool('psql', ['-X', '-q', '--set=ON_ERROR_STOP=1', '--single-transaction', `--file=${prelude}`, '--file=-'], {
      url,
      stdin: sql.stdout,
    });
    await Promise.all([sql.done, psql.done]);
  } finally {
    removeQuietly(listFile);
    removeQuietly(prelude);
  }
}

/**
 * What can be checked from SQL: with the amcheck extension installed, every B-tree index of
 * our tables (bt_index_check with heapallindexed: each heap tuple is in the index) and
 * every table's heap (verify_heapam); always, every foreign key re-checked by a query
 * (no orphan row, whatever triggers or replication did), no constraint left NOT VALID,
 * and the row counts.
 */
async function pgIntegrity(pool: pg.Pool): Promise<{ ok: boolean; detail: string }> {
  const problems: string[] = [];
  const notes: string[] = [];
  const ours = `c.relnamespace = 'public'::regnamespace
    AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype = 'e')`;
  const tables = (
    await pool.query<{ oid: number; name: string }>(
      `SELECT c.oid::int8 AS oid, c.relname AS name FROM pg_class c WHERE c.relkind = 'r' AND ${ours} ORDER BY 2`,
    )
  ).rows;

  const amcheck = (await pool.query("SELECT 1 FROM pg_extension WHERE extname = 'amcheck'")).rowCount === 1;
  if (amcheck) {
    const indexes = (
      await pool.query<{ oid: number; name: string }>(
        `SELECT i.oid::int8 AS oid, i.relname AS name FROM pg_class i
         JOIN pg_index x ON x.indexrelid = i.oid JOIN pg_class c ON c.oid = x.indrelid
         JOIN pg_am am ON am.oid = i.relam
         WHERE am.amname = 'btree' AND ${ours} ORDER BY 2`,
      )
    ).rows;
    for (const ix of indexes) {
      try {
        await pool.query('SELECT bt_index_check(index => $1::oid, heapallindexed => true)', [ix.oid]);
      } catch (e) {
        problems.push(`index ${ix.name}: ${(e as Error).message}`);
      }
    }
    for (const t of tables) {
      const bad = await pool.query('SELECT blkno, offnum, msg FROM verify_heapam(relation => $1::oid) LIMIT 3', [t.oid]);
      for (const r of bad.rows) problems.push(`table ${t.name} block ${r.blkno} item ${r.offnum}: ${r.msg}`);
    }
    notes.push(`amcheck: ${indexes.length} B-tree indexes, ${tables.length} tables checked`);
  } else {
    notes.push('amcheck not installed: index and heap checks skipped (CREATE EXTENSION amcheck to enable)');
  }

  const fks = (
    await pool.query<{ name: string; child: string; col: string; parent: string; pcol: string }>(
      `SELECT con.conname AS name, c.relname AS child, a.attname AS col, p.relname AS parent, pa.attname AS pcol
       FROM pg_constraint con
       JOIN pg_class c ON c.oid = con.conrelid JOIN pg_class p ON p.oid = con.confrelid
       JOIN pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = con.conkey[1]
       JOIN pg_attribute pa ON pa.attrelid = con.confrelid AND pa.attnum = con.confkey[1]
       WHERE con.contype = 'f' AND cardinality(con.conkey) = 1 AND ${ours}`,
    )
  ).rows;
  for (const fk of fks) {
    const q = `SELECT count(*)::int AS n FROM public.${quoteIdent(fk.child)} x
      WHERE x.${quoteIdent(fk.col)} IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM public.${quoteIdent(fk.parent)} y WHERE y.${quoteIdent(fk.pcol)} = x.${quoteIdent(fk.col)})`;
    const n = (await pool.query<{ n: number }>(q)).rows[0]?.n ?? 0;
    if (n > 0) problems.push(`${fk.child}.${fk.col}: ${n} row(s) reference a missing ${fk.parent} (${fk.name})`);
  }
  notes.push(`${fks.length} foreign keys re-checked`);

  const invalid = await pool.query<{ conname: string }>(
    `SELECT con.conname FROM pg_constraint con JOIN pg_class c ON c.oid = con.conrelid WHERE NOT con.convalidated AND ${ours}`,
  );
  for (const r of invalid.rows) problems.push(`constraint ${r.conname} is NOT VALID`);

  const counts: string[] = [];
  for (const t of tables) {
    const n = (await pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM public.${quoteIdent(t.name)}`)).rows[0]?.n ?? 0;
    counts.push(`${t.name}=${n}`);
  }
  notes.push(`rows: ${counts.join(', ')}`);
  return { ok: problems.length === 0, detail: [...problems, ...notes].join('; ') };
}

function quoteIdent(s: string): string {
  return `"${s.replace(/"/g, '""')}"`;
}
