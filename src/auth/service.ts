/**
 * Authentication: password login (argon2id, rate-limited per account and per IP), browser
 * sessions with a CSRF token bound to each, API bearer tokens, and sessions opened by an
 * OIDC login. Framework-free: the HTTP layer (src/api/routes/auth.ts) turns its answers
 * into cookies and problem responses.
 */
import { randomUUID } from 'node:crypto';
import type { CredentialGuard, OidcLogin, SessionRecord, TokenRecord } from '../store/credentials.ts';
import { Forbidden, NotFound, type Repository, type Scope, type User } from '../store/repository.ts';
import { verifyPassword } from './password.ts';
import { RateLimiter } from './rate-limit.ts';
import { looksLikeBearerToken, newBearerToken, randomSecret, safeEqual, sha256 } from './secrets.ts';

export interface AuthOptions {
  /** Absolute session lifetime (a working day by default). */
  sessionTtlMs: number;
  /** Failed logins allowed per account, and per client address, in the window. */
  loginMaxPerAccount: number;
  loginMaxPerIp: number;
  loginWindowMs: number;
  /** How long a bearer-token lookup is cached in this process (0 = never). */
  tokenCacheMs: number;
  now: () => Date;
}

export const DEFAULT_AUTH_OPTIONS: AuthOptions = {
  sessionTtlMs: 12 * 3600_000,
  loginMaxPerAccount: 5,
  loginMaxPerIp: 30,
  loginWindowMs: 15 * 60_000,
  tokenCacheMs: 5_000,
  now: () => new Date(),
};

/** The scope of authentication lookups, which happen before the caller's scope exists. */
function authLookupScope(requestId: string): Scope {
  return { userId: 'system:auth', municipality: null, roles: ['system-admin'], requestId };
}

/** A user acting on their own credentials: the actor of the audit entries. */
function selfScope(user: User, requestId: string | undefined, action: string): Scope {
  return { userId: user.id, municipality: user.municipality, roles: user.roles, requestId: requestId ?? `auth:${action}` };
}

export class LoginThrottled extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(`too many failed logins; retry in ${retryAfterSeconds} s`);
  }
}

export class LoginFailed extends Error {}

export interface OpenedSession {
  /** Goes in the HttpOnly session cookie; only its hash is stored. */
  sessionId: string;
  /** Must come back in the X-CSRF-Token header on unsafe requests made with the session cookie. */
  csrfToken: string;
  expiresAt: Date;
}

export class AuthService {
  readonly opts: AuthOptions;
  private readonly byAccount: RateLimiter;
  private readonly byIp: RateLimiter;
  private readonly tokenCache = new Map<string, { at: number; user: User; token: TokenRecord }>();

  constructor(
    readonly repo: Repository,
    opts: Partial<AuthOptions> = {},
  ) {
    this.opts = { ...DEFAULT_AUTH_OPTIONS, ...opts };
    this.byAccount = new RateLimiter({ max: this.opts.loginMaxPerAccount, windowMs: this.opts.loginWindowMs }, () =>
      this.opts.now().getTime(),
    );
    this.byIp = new RateLimiter({ max: this.opts.loginMaxPerIp, windowMs: this.opts.loginWindowMs }, () => this.opts.now().getTime());
  }

  private nowIso(): string {
    return this.opts.now().toISOString();
  }

  /** Password login. Throws LoginThrottled (429) before checking anything when over budget, LoginFailed (401) otherwise. */
  async login(email: string, password: string, ip: string, requestId?: string): Promise<{ user: User; session: OpenedSession }> {
    const account = `acct:${email.trim().toLowerCase()}`;
    const addr = `ip:${ip}`;
    const wait = Math.max(this.byAccount.retryAfter(account), this.byIp.retryAfter(addr));
    if (wait > 0) throw new LoginThrottled(wait);
    const user = await this.repo.findUserByEmail(email.trim().toLowerCase());
    const ok = await verifyPassword(user?.passwordHash ?? null, password);
    if (!user || !ok || user.disabled) {
      this.byAccount.fail(account);
      this.byIp.fail(addr);
      throw new LoginFailed('email or password not recognised');
    }
    this.byAccount.reset(account);
    try {
      // Only with the password just verified: a password change that raced this sign-in wins.
      return { user, session: await this.openSession(user, 'password', requestId, { passwordHash: user.passwordHash }) };
    } catch (e) {
      if (e instanceof Forbidden) throw new LoginFailed('email or password not recognised');
      throw e;
    }
  }

  /** Opens a session (audited as session.open); Forbidden when the account changed meanwhile (guard). */
  async openSession(user: User, method: string, requestId?: string, guard?: CredentialGuard): Promise<OpenedSession> {
    const sessionId = randomSecret(32);
    const csrfToken = randomSecret(32);
    const now = this.opts.now();
    const expiresAt = new Date(now.getTime() + this.opts.sessionTtlMs);
    const rec: SessionRecord = {
      id: randomUUID(),
      idHash: sha256(sessionId),
      userId: user.id,
      csrfHash: sha256(csrfToken),
      method,
      createdAt: now.toISOString(),
      expiresAt: expiresAt.toISOString(),
    };
    await this.repo.credentials.openSession(selfScope(user, requestId, 'session.open'), rec, guard);
    return { sessionId, csrfToken, expiresAt };
  }

  /** The session's user, or null when unknown, expired or the account is disabled. */
  async resolveSession(sessionId: string, requestId: string): Promise<{ user: User; session: SessionRecord } | null> {
    if (!/^[A-Za-z0-9_-]{43}$/.test(sessionId)) return null;
    const session = await this.repo.credentials.getSession(sha256(sessionId));
    if (!session || session.expiresAt <= this.nowIso()) return null;
    const user = await this.loadUser(session.userId, requestId);
    return user ? { user, session } : null;
  }

  /** Whether the X-CSRF-Token header carries this session's token (compared as hashes, in constant time). */
  checkCsrf(session: SessionRecord, header: string | undefined): boolean {
    return header !== undefined && header.length <= 128 && safeEqual(sha256(header), session.csrfHash);
  }

  async closeSession(idHash: string, user: User, requestId?: string): Promise<void> {
    await this.repo.credentials.closeSession(selfScope(user, requestId, 'session.close'), idHash);
  }

  /**
   * Issues a token (audited as token.issue). `via`: the session or token the request came
   * with, which must still be valid when the token is stored (else Forbidden).
   */
  async issueToken(
    user: User,
    name: string,
    expiresAt: Date | null,
    requestId?: string,
    via?: CredentialGuard,
  ): Promise<{ token: string; record: TokenRecord }> {
    const { token, hash } = newBearerToken();
    const record: TokenRecord = {
      id: randomUUID(),
      hash,
      userId: user.id,
      name,
      createdAt: this.nowIso(),
      expiresAt: expiresAt ? expiresAt.toISOString() : null,
      revokedAt: null,
    };
    await this.repo.credentials.issueToken(selfScope(user, requestId, 'token.issue'), record, via);
    return { token, record };
  }

  async resolveToken(token: string, requestId: string): Promise<{ user: User; token: TokenRecord } | null> {
    if (!looksLikeBearerToken(token)) return null;
    const hash = sha256(token);
    const nowMs = this.opts.now().getTime();
    const cached = this.tokenCache.get(hash);
    if (cached && nowMs - cached.at < this.opts.tokenCacheMs) return { user: cached.user, token: cached.token };
    const rec = await this.repo.credentials.getTokenByHash(hash);
    const nowIso = this.nowIso();
    if (!rec || rec.revokedAt !== null || (rec.expiresAt !== null && rec.expiresAt <= nowIso)) {
      this.tokenCache.delete(hash);
      return null;
    }
    const user = await this.loadUser(rec.userId, requestId);
    if (!user) return null;
    if (this.opts.tokenCacheMs > 0) {
      if (this.tokenCache.size > 10_000) this.tokenCache.clear();
      this.tokenCache.set(hash, { at: nowMs, user, token: rec });
    }
    return { user, token: rec };
  }

  listTokens(user: User): Promise<TokenRecord[]> {
    return this.repo.credentials.listTokens(user.id);
  }

  async revokeToken(user: User, id: string, requestId?: string): Promise<boolean> {
    const ok = await this.repo.credentials.revokeToken(selfScope(user, requestId, 'token.revoke'), user.id, id, this.nowIso());
    this.forgetUser(user.id);
    return ok;
  }

  /** Keeps what the OIDC callback will need, for `ttlSeconds`. */
  async startOidcLogin(p: Omit<OidcLogin, 'expiresAt'>, ttlSeconds: number): Promise<void> {
    const now = this.opts.now();
    await this.repo.credentials.putOidcLogin(
      { ...p, expiresAt: new Date(now.getTime() + ttlSeconds * 1000).toISOString() },
      now.toISOString(),
    );
  }

  /** The pending login of this state (single use), or null when unknown, used or expired. */
  takeOidcLogin(stateHash: string): Promise<OidcLogin | null> {
    return this.repo.credentials.takeOidcLogin(stateHash, this.nowIso());
  }

  /** Deletes expired sessions and pending OIDC logins (the server runs it periodically). */
  purgeExpired(): Promise<{ sessions: number; oidcLogins: number }> {
    return this.repo.credentials.purgeExpired(this.nowIso());
  }

  /**
   * After a change to the account: the store has already ended its sessions and tokens where
   * the change requires it (Repository.updateUser); this process forgets its cached lookups.
   */
  userChanged(user: User): void {
    this.forgetUser(user.id);
  }

  private forgetUser(userId: string): void {
    for (const [k, v] of this.tokenCache) if (v.user.id === userId) this.tokenCache.delete(k);
  }

  private async loadUser(id: string, requestId: string): Promise<User | null> {
    try {
      const user = await this.repo.getUser(authLookupScope(requestId), id);
      return user.disabled ? null : user;
    } catch (e) {
      // A deleted account logs no one in; any other failure (database down) is not a 401.
      if (e instanceof NotFound) return null;
      throw e;
    }
  }
}
