/**
 * PostgreSQL for the benchmarks of durable writes: DATABASE_URL if set, else a private cluster
 * of its own (scripts/pg-cluster.sh with GLP_PG_DURABLE=1: fsync, synchronous_commit and
 * full_page_writes on, as in production — not the test cluster, which runs with fsync off) on
 * port 54360, in /tmp/glp-pg-bench-durable. The settings in force are read back and printed,
 * with any a past experiment left in postgresql.auto.conf (ALTER SYSTEM): that cluster keeps its
 * data directory between runs, and a setting left there (pg_stat_statements loaded, say) would
 * otherwise change what is measured without a word.
 */
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

type Query = (url: string, sql: string) => Promise<Record<string, string>[]>;

/** One statement on a connection of its own (the benchmarks' few administrative queries). */
export const pgQuery: Query = async (url, sql) => {
  const { default: pg } = await import('pg');
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(sql)).rows as Record<string, string>[];
  } finally {
    await c.end();
  }
};

/**
 * What ALTER SYSTEM has set on the server at `url` (postgresql.auto.conf, whether applied yet or
 * waiting for a reload or a restart): `name=value` each, sorted. Reading it needs a superuser
 * (or pg_read_all_settings), which the benchmarks connect as.
 */
export async function alteredSettings(url: string): Promise<string[]> {
  const rows = await pgQuery(
    url,
    "SELECT name, setting FROM pg_file_settings WHERE sourcefile LIKE '%/postgresql.auto.conf' ORDER BY name, seqno",
  );
  return rows.map((r) => `${r['name']}=${r['setting']}`);
}

/** A durable PostgreSQL (its own cluster on port 54360 unless DATABASE_URL), and a way to make fresh databases on it. */
export async function startDurablePg(): Promise<{
  url: string;
  settings: string;
  durable: boolean;
  fresh(): Promise<string>;
  stop(): void;
}> {
  const env = { ...process.env, GLP_PG_PORT: '54360', GLP_PG_DIR: join(tmpdir(), 'glp-pg-bench-durable'), GLP_PG_DURABLE: '1' };
  const given = process.env.DATABASE_URL;
  const admin = given
    ? given
    : (execFileSync('bash', [join(root, 'scripts', 'pg-cluster.sh'), 'start'], { env, encoding: 'utf8' })
        .trim()
        .split('\n')
        .pop() as string);
  const [row] = await pgQuery(
    admin,
    "SELECT current_setting('fsync') AS fsync, current_setting('synchronous_commit') AS synchronous_commit, current_setting('full_page_writes') AS full_page_writes, current_setting('server_version') AS version",
  );
  if (!given) {
    // Databases of earlier runs (this cluster keeps its data between runs) would be vacuumed by
    // autovacuum while this run measures: it was seen taking 5–10 % of a core in the stored run.
    const left = await pgQuery(admin, "SELECT datname FROM pg_database WHERE datname LIKE 'glp\\_bench\\_%'");
    for (const { datname } of left) await pgQuery(admin, `DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  }
  const durable = row?.fsync === 'on' && row?.synchronous_commit === 'on' && row?.full_page_writes === 'on';
  const altered = await alteredSettings(admin);
  const settings = `PostgreSQL ${row?.version}: fsync=${row?.fsync}, synchronous_commit=${row?.synchronous_commit}, full_page_writes=${row?.full_page_writes}${durable ? '' : ' — NOT DURABLE'}${altered.length === 0 ? '' : `; set by ALTER SYSTEM: ${altered.join(', ')}`}`;
  const fresh = async () => {
    if (given) return given;
    const db = `glp_bench_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
    await pgQuery(admin, `CREATE DATABASE ${db}`);
    const u = new URL(admin);
    u.pathname = `/${db}`;
    return u.toString();
  };
  return {
    url: await fresh(),
    settings,
    durable,
    fresh,
    stop: () => {
      if (!given) execFileSync('bash', [join(root, 'scripts', 'pg-cluster.sh'), 'stop'], { env });
    },
  };
}
