/**
 * Wiring: take the serving lease (a restore is refused while any server holds it), open the
 * store — one database for the records and the credentials (sessions, API tokens, OIDC
 * logins); migrations run on open —, seed the municipalities from the law packs and the
 * first system administrator from the environment, configure OIDC, and build the app. Used
 * by `glp serve`, the tests and the benchmark.
 */
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { OidcClient, oidcConfigFromEnv } from '../auth/oidc.ts';
import { hashPassword, passwordProblem } from '../auth/password.ts';
import { type AuthOptions, AuthService } from '../auth/service.ts';
import { ReevaluationJobs } from '../app/reevaluation-jobs.ts';
import { ComputePool } from '../app/compute-pool.ts';
import { municipalitiesOf } from '../app/municipalities.ts';
import type { PackRegistry } from '../core/registry.ts';
import type { Scope } from '../domain/roles.ts';
import { type Lease, takeLease } from '../store/lock.ts';
import { openRepository } from '../store/open.ts';
import type { Repository } from '../store/repository.ts';
import { createApp } from './app.ts';
import { parsePublicUrl } from './public-url.ts';
import { type ApiConfig, DEFAULT_CONFIG, type Deps } from './context.ts';
import { InFlight } from './in-flight.ts';

export interface OpenOptions {
  /** The law packs to serve: the municipalities are seeded from them. */
  packs: PackRegistry;
  databaseUrl?: string;
  dataDir?: string;
  env?: Record<string, string | undefined>;
  config?: Partial<ApiConfig>;
  auth?: Partial<AuthOptions>;
  /** Where startup notes and unexpected errors go (stderr by default). */
  log?: (line: string) => void;
  /** PostgreSQL pool size. */
  poolSize?: number;
}

export interface Opened {
  deps: Deps;
  app: ReturnType<typeof createApp>;
  close(): Promise<void>;
}

/** How often expired sessions and pending OIDC logins are deleted (pending logins live 10 minutes). */
const PURGE_EVERY_MS = 10 * 60_000;
/** How long a clean stop waits for the requests being handled before closing the store. */
const CLOSE_GRACE_MS = 10_000;

const SEED_SCOPE = (requestId: string): Scope => ({ userId: 'system:seed', municipality: null, roles: ['system-admin'], requestId });

/** Today in Brazil (America/Sao_Paulo), recomputed at most once a minute (Intl is slow to call per request). */
export function todayClock(now: () => Date = () => new Date()): () => string {
  const fmt = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' });
  let cached = '';
  let until = 0;
  return () => {
    const t = now().getTime();
    if (t >= until) {
      cached = fmt.format(new Date(t));
      until = t - (t % 60_000) + 60_000;
    }
    return cached;
  };
}

export async function seedMunicipalities(repo: Repository, packs: PackRegistry): Promise<void> {
  await repo.upsertMunicipalities(municipalitiesOf(packs));
}

/**
 * GLP_ADMIN_EMAIL + GLP_ADMIN_PASSWORD: create the first system administrator when there is
 * none yet. Does nothing once any system administrator exists, so the variables can stay set.
 */
export async function seedAdmin(repo: Repository, env: Record<string, string | undefined>): Promise<string | null> {
  const email = env.GLP_ADMIN_EMAIL?.trim().toLowerCase();
  const password = env.GLP_ADMIN_PASSWORD;
  if (!email && !password) return null;
  // The operator fixes these (exit 2 naming the variable), never a stack trace.
  if (!email || !password) throw new ConfigError('set both GLP_ADMIN_EMAIL and GLP_ADMIN_PASSWORD, or neither');
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email))
    throw new ConfigError(`GLP_ADMIN_EMAIL: found ${JSON.stringify(email.slice(0, 80))}, expected an e-mail address (name@domain)`);
  const why = passwordProblem(password);
  if (why) throw new ConfigError(`GLP_ADMIN_PASSWORD: found ${password.length} characters, expected ${why}`);
  const scope = SEED_SCOPE('seed-admin');
  const admins = await repo.listUsers(scope, { limit: 1, filters: { role: 'system-admin' } });
  if (admins.total > 0) return null;
  if (await repo.findUserByEmail(email))
    throw new ConfigError(`GLP_ADMIN_EMAIL: ${email} already has an account (not a system administrator)`);
  await repo.createUser(scope, {
    email,
    name: 'Administrador do sistema',
    municipality: null,
    roles: ['system-admin'],
    passwordHash: await hashPassword(password),
    oidcIssuer: null,
    oidcSubject: null,
    disabled: false,
  });
  return email;
}

/** A setting in the environment the operator can fix (`glp serve` exits 2 naming it). */
export class ConfigError extends Error {}

const TRUE = new Set(['1', 'true', 'yes']);
const FALSE = new Set(['', '0', 'false', 'no']);

/** GLP_PUBLIC_URL and GLP_TRUST_PROXY → the API's settings; a bad value → ConfigError naming it. */
export function configFromEnv(env: Record<string, string | undefined>): Partial<ApiConfig> {
  const out: Partial<ApiConfig> = {};
  try {
    out.publicUrl = parsePublicUrl(env.GLP_PUBLIC_URL);
  } catch (e) {
    throw new ConfigError((e as Error).message);
  }
  const trust = (env.GLP_TRUST_PROXY ?? '').trim().toLowerCase();
  if (TRUE.has(trust)) out.trustProxy = true;
  else if (!FALSE.has(trust))
    throw new ConfigError(`GLP_TRUST_PROXY: found ${JSON.stringify(trust.slice(0, 40))}, expected 1 (behind a proxy you run) or 0`);
  return out;
}

export async function openApi(opts: OpenOptions): Promise<Opened> {
  const env = opts.env ?? process.env;
  const log = opts.log ?? ((l: string) => process.stderr.write(`${l}\n`));
  const config: ApiConfig = { ...DEFAULT_CONFIG, ...configFromEnv(env), ...opts.config };
  const where: { databaseUrl?: string; dataDir?: string; poolSize?: number } = {};
  if (opts.databaseUrl) where.databaseUrl = opts.databaseUrl;
  if (opts.dataDir) where.dataDir = opts.dataDir;
  if (opts.poolSize) where.poolSize = opts.poolSize;
  let oidcConfig: ReturnType<typeof oidcConfigFromEnv>;
  try {
    oidcConfig = oidcConfigFromEnv(env);
  } catch (e) {
    throw new ConfigError((e as Error).message);
  }
  const lease: Lease = await takeLease(where, 'serving', log);
  let repo: Repository | null = null;
  try {
    repo = await openRepository(where);
    await seedMunicipalities(repo, opts.packs);
    const seeded = await seedAdmin(repo, env);
    if (seeded) log(`glp serve: created the first system administrator ${seeded}`);
    const auth = new AuthService(repo, opts.auth ?? {});
    const compute = new ComputePool(
      opts.packs,
      { where: { ...where, dataDir: where.dataDir && resolve(where.dataDir) }, repo },
      config.heavy.pool,
    );
    const logError = (requestId: string, e: unknown) => {
      const msg = e instanceof Error ? (e.stack ?? e.message) : String(e);
      log(`[${new Date().toISOString()}] request ${requestId}: ${msg}`);
    };
    const jobs = new ReevaluationJobs({ packs: opts.packs, repo }, logError);
    const inFlight = new InFlight();
    const deps: Deps = {
      inFlight,
      packs: opts.packs,
      compute,
      jobs,
      repo,
      auth,
      oidc: oidcConfig ? new OidcClient(oidcConfig) : null,
      config,
      today: todayClock(auth.opts.now),
      logError,
    };
    const app = createApp(deps);
    const purge = setInterval(() => {
      auth.purgeExpired().catch((e) => deps.logError('purge', e));
    }, PURGE_EVERY_MS);
    purge.unref();
    const store = repo;
    return {
      deps,
      app,
      close: async () => {
        clearInterval(purge);
        // The requests still being handled finish first (bounded): none writes to a closed store.
        await inFlight.drained(CLOSE_GRACE_MS);
        await jobs.close();
        await compute.close();
        await store.close();
        await lease.release();
      },
    };
  } catch (e) {
    await repo?.close().catch(() => {});
    await lease.release();
    throw e;
  }
}

export interface Running {
  url: string;
  opened: Opened;
  close(): Promise<void>;
}

/** Listens on host:port (port 0: any free port) and resolves once listening. */
export async function listen(opened: Opened, host: string, port: number): Promise<Running> {
  const server = await new Promise<ReturnType<typeof serve>>((ok, fail) => {
    const s = serve({ fetch: opened.app.fetch, hostname: host, port }, () => ok(s));
    s.once('error', fail);
  });
  const addr = server.address() as AddressInfo;
  opened.deps.compute.warm();
  const shownHost = addr.family === 'IPv6' ? `[${addr.address}]` : addr.address;
  let closing: Promise<void> | null = null;
  return {
    url: `http://${shownHost}:${addr.port}`,
    opened,
    close: () => {
      closing ??= (async () => {
        // Stop accepting, let in-flight requests finish (bounded), then close the stores.
        await new Promise<void>((ok) => {
          const force = setTimeout(() => {
            if ('closeAllConnections' in server) server.closeAllConnections();
          }, 5000);
          server.close(() => {
            clearTimeout(force);
            ok();
          });
          if ('closeIdleConnections' in server) server.closeIdleConnections();
        });
        await opened.close();
      })();
      return closing;
    },
  };
}
