/**
 * Authentication: password login (argon2id, rate-limited per account and per IP), browser
 * sessions with a CSRF token bound to each, API bearer tokens, and sessions opened by an
 * OIDC login. Framework-free: the HTTP layer (src/api/routes/auth.ts) turns its answers
 * into cookies and problem responses.
 */
import { randomUUID } from 'node:crypto';
import { NotFound, type Repository, type Scope, type User } from '../store/repository.ts';
import { verifyPassword } from './password.ts';
import { RateLimiter } from './rate-limit.ts';
import { looksLikeBearerToken, newBearerToken, randomSecret, safeEqual, sha256 } from './secrets.ts';
import type { AuthStore, SessionRecord, TokenRecord } from './store.ts';

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
    readonly store: AuthStore,
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
    return { user, session: await this.openSession(user, 'password', requestId) };
  }

  /** Every change is audited: sessions and tokens live outside the repository, so say it there. */
  private async audit(
    user: User,
    requestId: string | undefined,
    action: string,
    entity: string,
    entityId: string,
    after: unknown,
  ): Promise<void> {
    await this.repo.recordEvent(
      { userId: user.id, municipality: user.municipality, roles: user.roles, requestId: requestId ?? `auth:${action}` },
      { action, entity, entityId, before: null, after },
    );
  }

  async openSession(user: User, method: string, requestId?: string): Promise<OpenedSession> {
    const sessionId = randomSecret(32);
    const csrfToken = randomSecret(32);
    const now = this.opts.now();
    const expiresAt = new Date(now.getTime() + this.opts.sessionTtlMs);
    const rec: SessionRecord = {
      idHash: sha256(sessionId),
      userId: user.id,
      csrfHash: sha256(csrfToken),
      method,
      createdAt: now.toISOString(),
      expiresAt: expiresAt.toISOString(),
    };
    await this.store.createSession(rec);
    // The session's id hash is a credential: the audit names the user, the method and the expiry.
    await this.audit(user, requestId, 'session.open', 'session', user.id, { method, expiresAt: rec.expiresAt });
    return { sessionId, csrfToken, expiresAt };
  }

  /** The session's user, or null when unknown, expired or the account is disabled. */
  async resolveSession(sessionId: string, requestId: string): Promise<{ user: User; session: SessionRecord } | null> {
    if (!/^[A-Za-z0-9_-]{43}$/.test(sessionId)) return null;
    const session = await this.store.getSession(sha256(sessionId));
    if (!session || session.expiresAt <= this.nowIso()) return null;
    const user = await this.loadUser(session.userId, requestId);
    return user ? { user, session } : null;
  }

  /** Whether the X-CSRF-Token header carries this session's token (compared as hashes, in constant time). */
  checkCsrf(session: SessionRecord, header: string | undefined): boolean {
    return header !== undefined && header.length <= 128 && safeEqual(sha256(header), session.csrfHash);
  }

  async closeSession(idHash: string, user?: User, requestId?: string): Promise<void> {
    await this.store.deleteSession(idHash);
    if (user) await this.audit(user, requestId, 'session.close', 'session', user.id, null);
  }

  async issueToken(user: User, name: string, expiresAt: Date | null, requestId?: string): Promise<{ token: string; record: TokenRecord }> {
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
    await this.store.createToken(record);
    await this.audit(user, requestId, 'token.issue', 'token', record.id, { name, expiresAt: record.expiresAt });
    return { token, record };
  }

  async resolveToken(token: string, requestId: string): Promise<{ user: User; token: TokenRecord } | null> {
    if (!looksLikeBearerToken(token)) return null;
    const hash = sha256(token);
    const nowMs = this.opts.now().getTime();
    const cached = this.tokenCache.get(hash);
    if (cached && nowMs - cached.at < this.opts.tokenCacheMs) return { user: cached.user, token: cached.token };
    const rec = await this.store.getTokenByHash(hash);
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

  async revokeToken(user: User, id: string, requestId?: string): Promise<boolean> {
    const ok = await this.store.revokeToken(user.id, id, this.nowIso());
    this.forgetUser(user.id);
    if (ok) await this.audit(user, requestId, 'token.revoke', 'token', id, { revoked: true });
    return ok;
  }

  /** After a user is disabled or their roles or password change: drop their sessions, tokens stay but are re-read. */
  async userChanged(user: User): Promise<void> {
    this.forgetUser(user.id);
    if (user.disabled) {
      await this.store.deleteUserSessions(user.id);
    }
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
