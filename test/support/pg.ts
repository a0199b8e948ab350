/**
 * PostgreSQL for tests: a fresh database per test (glp_test_<time>_<random>, dropped
 * afterwards) on GLP_TEST_PG_URL when set, otherwise on the private cluster that
 * scripts/pg-cluster.sh starts (127.0.0.1:54329). Each database has PostGIS (and amcheck,
 * for the integrity check); they come from a template database that already has them, since
 * CREATE EXTENSION postgis takes ~0.5 s and a database per test would otherwise cost that.
 *
 * When PostgreSQL cannot be reached: with CI=true, pgAvailable() throws and the suite
 * fails (a CI run must never be green without having run on PostgreSQL); locally it
 * returns a reason to skip.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';

const TEMPLATE = 'glp_test_template';
const SCRIPT = fileURLToPath(new URL('../../scripts/pg-cluster.sh', import.meta.url));
/** Test databases older than this are leftovers of killed runs: dropped on first use. */
const STALE_SECONDS = 3600;

let adminUrl: Promise<string> | undefined;

async function startCluster(): Promise<string> {
  const fromEnv = process.env['GLP_TEST_PG_URL'];
  if (fromEnv) return fromEnv;
  const { stdout } = await promisify(execFile)('bash', [SCRIPT, 'start'], { timeout: 60_000 });
  const url = stdout.trim().split('\n').pop();
  if (!url?.startsWith('postgres')) throw new Error(`scripts/pg-cluster.sh start printed no URL: ${stdout}`);
  return url;
}

function withDatabase(url: string, db: string): string {
  const u = new URL(url);
  u.pathname = `/${db}`;
  return u.toString();
}

async function withClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

const quote = (s: string): string => `"${s.replace(/"/g, '""')}"`;

async function prepare(url: string): Promise<string> {
  await withClient(url, async (c) => {
    // One process at a time builds the template and sweeps leftovers.
    await c.query('SELECT pg_advisory_lock(740325002)');
    try {
      const exists = await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [TEMPLATE]);
      if (exists.rowCount === 0) {
        await c.query(`CREATE DATABASE ${quote(TEMPLATE)}`);
        await withClient(withDatabase(url, TEMPLATE), async (t) => {
          await t.query('CREATE EXTENSION IF NOT EXISTS postgis');
          await t.query('CREATE EXTENSION IF NOT EXISTS amcheck');
        });
      }
      const old = await c.query<{ datname: string }>("SELECT datname FROM pg_database WHERE datname LIKE 'glp\\_test\\_%\\_%'");
      const cutoff = Math.floor(Date.now() / 1000) - STALE_SECONDS;
      for (const { datname } of old.rows) {
        const t = Number(/^glp_test_(\d+)_/.exec(datname)?.[1]);
        if (Number.isFinite(t) && t < cutoff) await c.query(`DROP DATABASE IF EXISTS ${quote(datname)} WITH (FORCE)`);
      }
    } finally {
      await c.query('SELECT pg_advisory_unlock(740325002)');
    }
  });
  return url;
}

/** The admin URL of the test server (starting the private cluster if needed). */
export function pgAdminUrl(): Promise<string> {
  adminUrl ??= startCluster().then(prepare);
  return adminUrl;
}

/**
 * One line saying what to install: PostgreSQL that answers without PostGIS (CREATE EXTENSION
 * fails) is told apart from no PostgreSQL at all.
 */
export function pgSkipReason(message: string): string {
  const first = message.split('\n')[0] ?? message;
  if (/postgis/i.test(first) && /not available|could not open extension control file|does not exist/i.test(first))
    return `PostgreSQL has no PostGIS (${first}): install the Debian package postgresql-15-postgis-3`;
  return `PostgreSQL unavailable (${first}): install the Debian package postgresql-15 (scripts/pg-cluster.sh starts it) or set GLP_TEST_PG_URL`;
}

/** { ok: true } or, locally, why PostgreSQL tests are skipped. Throws under CI=true. */
export async function pgAvailable(): Promise<{ ok: true; url: string } | { ok: false; reason: string }> {
  try {
    return { ok: true, url: await pgAdminUrl() };
  } catch (e) {
    const reason = pgSkipReason((e as Error).message);
    if (process.env['CI'] === 'true') throw new Error(`${reason} — CI=true: PostgreSQL suites must run, failing`);
    return { ok: false, reason };
  }
}

export interface PgTestDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

/** A new, empty database with PostGIS and amcheck, not migrated. */
export async function createTestDatabase(): Promise<PgTestDatabase> {
  const admin = await pgAdminUrl();
  const name = `glp_test_${Math.floor(Date.now() / 1000)}_${randomBytes(5).toString('hex')}`;
  await withClient(admin, (c) => c.query(`CREATE DATABASE ${quote(name)} TEMPLATE ${quote(TEMPLATE)}`));
  const url = withDatabase(admin, name);
  // The template has them; this makes sure of it (and costs nothing when they are there).
  await withClient(url, async (c) => {
    await c.query('CREATE EXTENSION IF NOT EXISTS postgis');
    await c.query('CREATE EXTENSION IF NOT EXISTS amcheck');
  });
  return {
    url,
    name,
    drop: () => withClient(admin, (c) => c.query(`DROP DATABASE IF EXISTS ${quote(name)} WITH (FORCE)`)).then(() => undefined),
  };
}
