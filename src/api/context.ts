/** What every request handler can reach: the dependencies, the request id, the caller. */
import type { Context } from 'hono';
import type { AuthService } from '../auth/service.ts';
import type { PackRegistry } from '../core/registry.ts';
import type { Role, Scope } from '../domain/roles.ts';
import type { User } from '../domain/user.ts';
import type { Repository } from '../store/repository.ts';
import type { OidcClient } from '../auth/oidc.ts';
import type { ReevaluationJobs } from '../app/reevaluation-jobs.ts';
import { type ComputePool, type ComputePoolOptions, DEFAULT_POOL } from '../app/compute-pool.ts';
import type { BudgetRule } from '../store/throttle.ts';
import type { InFlight } from './in-flight.ts';

/** Bounds of the heavy computations (viability maps): docs/api.md, "Limits". */
export interface HeavyLimits {
  /** Finest cell size, in metres, of a map asked for without signing in (a coarse public map). */
  anonymousMinResolutionM: number;
  /** Most grid cells of a map: without signing in, and signed in. */
  anonymousMaxCells: number;
  maxCells: number;
  /** Largest answer, in bytes (about: characters of its text). */
  maxResultBytes: number;
  /** Per client (address, or signed-in user), kept in the store and shared by every process. */
  anonymousBudget: BudgetRule;
  userBudget: BudgetRule;
  /** Heavy requests of one client running or waiting at once, per process. */
  inFlightPerClient: number;
  /** The pool of computation processes (src/app/compute-pool.ts). */
  pool: ComputePoolOptions;
}

export const DEFAULT_HEAVY: HeavyLimits = {
  anonymousMinResolutionM: 10,
  anonymousMaxCells: 100_000_000,
  maxCells: 1_000_000_000,
  maxResultBytes: 32 * 1024 * 1024,
  anonymousBudget: { burst: 6, intervalMs: 10_000 },
  userBudget: { burst: 30, intervalMs: 2_000 },
  inFlightPerClient: 2,
  pool: DEFAULT_POOL,
};

/** Requests without sign-in, per client address and process (every route but /api/health). */
export const DEFAULT_ANONYMOUS_RATE: BudgetRule = { burst: 300, intervalMs: 100 };

export interface ApiConfig {
  /** Largest request body accepted, in bytes. */
  bodyLimit: number;
  /**
   * Behind a reverse proxy you run (GLP_TRUST_PROXY=1): the client address is the last
   * X-Forwarded-For entry (the one the proxy wrote) and X-Forwarded-Proto says whether the
   * client used HTTPS. Without it both headers are ignored: any client can send them.
   */
  trustProxy: boolean;
  /** GLP_PUBLIC_URL: scheme, host and path prefix of absolute links (src/api/public-url.ts). */
  publicUrl: string | null;
  heavy: HeavyLimits;
  /** Requests without sign-in per client address (per process); /api/health is exempt. */
  anonymousRate: BudgetRule;
  /** Public complaints per client address, kept in the store (repo.throttle) and shared by every process (issue 11). */
  complaintRate?: BudgetRule;
  /** The web application served at / (default: web/dist of this repository, no map tiles). */
  web?: WebConfig;
}

/** The web application served at / (src/api/web.ts). */
export interface WebConfig {
  /** The built application's directory (index.html and assets/). */
  dir: string;
  /** Map background tiles, e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png (GLP_TILE_URL); none by default. */
  tileUrl?: string | undefined;
  /** Attribution shown on the map for those tiles (GLP_TILE_ATTRIBUTION). */
  tileAttribution?: string | undefined;
}

export const DEFAULT_CONFIG: ApiConfig = {
  bodyLimit: 1024 * 1024,
  trustProxy: false,
  publicUrl: null,
  heavy: DEFAULT_HEAVY,
  anonymousRate: DEFAULT_ANONYMOUS_RATE,
};

export interface Deps {
  /** The law packs this server serves (the CLI loads them from laws/ and GLP_PACK_DIRS). */
  packs: PackRegistry;
  repo: Repository;
  auth: AuthService;
  oidc: OidcClient | null;
  config: ApiConfig;
  /** Where heavy computations run, off the request thread. */
  compute: ComputePool;
  /** Persisted re-evaluations running in this process (POST /api/reevaluations). */
  jobs: ReevaluationJobs;
  /** Today in the municipalities' time zone, YYYY-MM-DD (evaluations default to it). */
  today(): string;
  /** Where unexpected errors are reported (never to the client). */
  logError(requestId: string, e: unknown): void;
  /** Requests being handled: the server closes its store after the last (in-flight.ts). */
  inFlight: InFlight;
}

/** The authenticated caller. */
export interface Principal {
  user: User;
  via: 'session' | 'token';
  sessionIdHash?: string;
  tokenId?: string;
}

export interface AppEnv {
  Variables: {
    deps: Deps;
    requestId: string;
    principal: Principal | null;
    /** Parsed JSON body, once read by readJson. */
    body: unknown;
    /** The raw body text (for idempotency fingerprints). */
    rawBody: string;
  };
}

export function scopeOf(p: Principal, requestId: string): Scope {
  const s: Scope = { userId: p.user.id, municipality: p.user.municipality, roles: p.user.roles as readonly Role[], requestId };
  if (p.user.distributorCnpj) s.distributorCnpj = p.user.distributorCnpj;
  return s;
}

export type Ctx = Context<AppEnv>;
