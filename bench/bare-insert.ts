/**
 * The engine's own ceiling for stored evaluations (bench/api.bench.ts): the same rows a stored
 * evaluation writes — its `evaluations` row and its `audit_log` row, copied from a real one —
 * inserted straight through the driver into a freshly migrated database, with the same
 * durability (SQLite WAL + synchronous=FULL; PostgreSQL with the server's durable commits),
 * back to back on one connection: one row per COMMIT, and `perCommit` rows per COMMIT (what
 * group commit can at best reach with as many requests in flight). No HTTP, no evaluation, no
 * hashing, no checks: what is left is the database.
 */
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { toPgPlaceholders } from '../src/store/postgres.ts';

export type Row = Record<string, string | number | null>;

export interface BareResult {
  name: string;
  rowsPerSecond: number;
  /** p99 of one COMMIT (ms) — what a writer waits. */
  p99: number;
}

interface Driver {
  exec(sql: string): Promise<void>;
  run(sql: string, params: (string | number | null)[]): Promise<void>;
  close(): Promise<void>;
}

function sqliteDriver(file: string): Driver {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  const stmts = new Map<string, Database.Statement>();
  return {
    exec: async (sql) => void db.exec(sql),
    run: async (sql, params) => {
      let s = stmts.get(sql);
      if (!s) {
        s = db.prepare(sql);
        stmts.set(sql, s);
      }
      s.run(...params);
    },
    close: async () => void db.close(),
  };
}

async function pgDriver(url: string): Promise<Driver> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  return {
    exec: async (sql) => void (await c.query(sql)),
    run: async (sql, params) => void (await c.query(toPgPlaceholders(sql), params)),
    close: () => c.end(),
  };
}

/** Far above the real entries', and never reused across runs on one database. */
let seq = 1_000_000_000;

function insertOf(table: string, row: Row, n: number): { sql: string; columns: string[] } {
  const columns = Object.keys(row);
  const tuple = `(${columns.map(() => '?').join(', ')})`;
  return { sql: `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${Array.from({ length: n }, () => tuple).join(', ')}`, columns };
}

/**
 * Inserts copies of (evaluation, audit entry) for `seconds`, `perCommit` pairs per
 * transaction. `where` is an empty, migrated database (a data dir or a PostgreSQL URL) that has
 * the evaluation's municipality.
 */
export async function bareInsert(
  where: { dataDir: string } | { databaseUrl: string },
  evaluation: Row,
  audit: Row,
  perCommit: number,
  seconds: number,
  /** The shared parameters document the evaluation refers to (inserted once, not timed). */
  document: Row | null = null,
): Promise<BareResult> {
  const db = 'databaseUrl' in where ? await pgDriver(where.databaseUrl) : sqliteDriver(join(where.dataDir, 'glp.sqlite'));
  if (document) {
    const d = insertOf('evaluation_documents', document, 1);
    await db.run(
      `${d.sql} ON CONFLICT (hash) DO NOTHING`,
      d.columns.map((c) => document[c] ?? null),
    );
  }
  const ev = insertOf('evaluations', { ...evaluation, application_id: null }, perCommit);
  const au = insertOf('audit_log', audit, perCommit);
  const commits: number[] = [];
  let rows = 0;
  const start = performance.now();
  try {
    const end = start + seconds * 1000;
    while (performance.now() < end) {
      const evParams: (string | number | null)[] = [];
      const auParams: (string | number | null)[] = [];
      for (let i = 0; i < perCommit; i++) {
        const id = randomUUID();
        for (const c of ev.columns) evParams.push(c === 'id' ? id : c === 'application_id' ? null : (evaluation[c] ?? null));
        seq += 1;
        for (const c of au.columns)
          auParams.push(c === 'seq' ? seq : c === 'entity_id' ? id : c === 'hash' ? `${seq}` : (audit[c] ?? null));
      }
      const t = performance.now();
      await db.exec('BEGIN');
      await db.run(ev.sql, evParams);
      await db.run(au.sql, auParams);
      await db.exec('COMMIT');
      commits.push(performance.now() - t);
      rows += perCommit;
    }
  } finally {
    await db.close();
  }
  const elapsed = performance.now() - start;
  commits.sort((a, b) => a - b);
  return {
    name: `bare insert, ${perCommit} row${perCommit > 1 ? 's' : ''} per COMMIT`,
    rowsPerSecond: (rows / elapsed) * 1000,
    p99: commits[Math.floor(commits.length * 0.99)] ?? 0,
  };
}
