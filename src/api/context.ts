/** What every request handler can reach: the dependencies, the request id, the caller. */
import type { Context } from 'hono';
import type { AuthService } from '../auth/service.ts';
import type { PackRegistry } from '../core/registry.ts';
import type { Role, Scope } from '../domain/roles.ts';
import type { User } from '../domain/user.ts';
import type { Repository } from '../store/repository.ts';
import type { OidcClient } from '../auth/oidc.ts';

export interface ApiConfig {
  /** Largest request body accepted, in bytes. */
  bodyLimit: number;
  /** Trust X-Forwarded-For for the client address (only behind a proxy you run). */
  trustProxy: boolean;
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

export const DEFAULT_CONFIG: ApiConfig = { bodyLimit: 1024 * 1024, trustProxy: false };

export interface Deps {
  /** The law packs this server serves (the CLI loads them from laws/ and GLP_PACK_DIRS). */
  packs: PackRegistry;
  repo: Repository;
  auth: AuthService;
  oidc: OidcClient | null;
  config: ApiConfig;
  /** Today in the municipalities' time zone, YYYY-MM-DD (evaluations default to it). */
  today(): string;
  /** Where unexpected errors are reported (never to the client). */
  logError(requestId: string, e: unknown): void;
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
  return { userId: p.user.id, municipality: p.user.municipality, roles: p.user.roles as readonly Role[], requestId };
}

export type Ctx = Context<AppEnv>;
