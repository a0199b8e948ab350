/**
 * Authentication: password login (argon2id; a growing delay per account and a budget per
 * client address, both counted in the store before the password is checked), browser
 * sessions with a CSRF token bound to each, API bearer tokens, and sessions opened by an
 * OIDC login. Framework-free: the HTTP layer (src/api/routes/auth.ts) turns its answers
 * into cookies and problem responses.
 */
import { randomUUID } from 'node:crypto';
import type { CredentialGuard, OidcLogin, SessionRecord, TokenRecord } from '../store/credentials.ts';
import type { BudgetRule, DelayRule } from '../store/throttle.ts';
import { Forbidden, NotFound, type Repository, type Scope, type User } from '../store/repository.ts';
import { verifyPassword } from './password.ts';
import { looksLikeBearerToken, newBearerToken, randomSecret, safeEqual, sha256 } from './secrets.ts';

export interface AuthOptions {
  /** Absolute session lifetime (a working day by default). */
  sessionTtlMs: number;
  /**
   * Sign-in attempts per account with no wait. After that each attempt must wait longer than
   * the one before — loginDelayBaseMs, doubling, at most loginDelayMaxMs — until a success.
   * Not a lock-out: whoever floods an account slows its owner down by at most the current delay.
   */
  loginMaxPerAccount: number;
  loginDelayBaseMs: number;
  loginDelayMaxMs: number;
  /** Sign-in attempts per client address at once; the budget refills over loginWindowMs. */
  loginMaxPerIp: number;
  /** Refill period of the address budget; also how long an account's attempts are remembered. */
  loginWindowMs: number;
  /** How long a bearer-token lookup is cached in this process (0 = never). */
  tokenCacheMs: number;
  now: () => Date;
}

export const DEFAULT_AUTH_OPTIONS: AuthOptions = {
  sessionTtlMs: 12 * 3600_000,
  loginMaxPerAccount: 5,
  loginDelayBaseMs: 1000,
  loginDelayMaxMs: 60_000,
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
  readonly retryAfterSeconds: number;
  constructor(retryAfterMs: number) {
    const s = Math.max(1, Math.ceil(retryAfterMs / 1000));
    super(`too many sign-in attempts; retry in ${s} s`);
    this.retryAfterSeconds = s;
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
  private readonly byAccount: DelayRule;
  private readonly byIp: BudgetRule;
  private readonly tokenCache = new Map<string, { at: number; user: User; token: TokenRecord }>();

  constructor(
    readonly repo: Repository,
    opts: Partial<AuthOptions> = {},
  ) {
    this.opts = { ...DEFAULT_AUTH_OPTIONS, ...opts };
    const o = this.opts;
    this.byAccount = { free: o.loginMaxPerAccount, baseMs: o.loginDelayBaseMs, maxMs: o.loginDelayMaxMs, resetMs: o.loginWindowMs };
    this.byIp = { burst: o.loginMaxPerIp, intervalMs: Math.max(1, Math.round(o.loginWindowMs / o.loginMaxPerIp)) };
  }

  private nowIso(): string {
    return this.opts.now().toISOString();
  }

  /**
   * Password login. The attempt is counted in the store BEFORE the password is checked — against
   * the client address's budget, then the account's delay, each one atomic statement shared by
   * every serving process —, so concurrent guesses cannot all pass before the first failure is
   * recorded. Over either limit: LoginThrottled (429), whatever the password. A wrong password:
   * LoginFailed (401). A success forgets the account's attempts and gives the address its attempt back.
   */
  async login(email: string, password: string, ip: string, requestId?: string): Promise<{ user: User; session: OpenedSession }> {
    const normalized = email.trim().toLowerCase();
    const account = `login:acct:${normalized}`;
    const addr = `login:ip:${ip}`;
    const now = this.opts.now().getTime();
    const byIp = await this.repo.throttle.spend(addr, this.byIp, now);
    if (!byIp.ok) throw new LoginThrottled(byIp.retryAfterMs);
    // Unknown accounts are counted too: a 429 must not tell which emails exist.
    const byAccount = await this.repo.throttle.attempt(account, this.byAccount, now);
    if (!byAccount.ok) throw new LoginThrottled(byAccount.retryAfterMs);
    const user = await this.repo.findUserByEmail(normalized);
    const ok = await verifyPassword(user?.passwordHash ?? null, password);
    if (!user || !ok || user.disabled) throw new LoginFailed('email or password not recognised');
    await this.repo.throttle.clear(account);
    await this.repo.throttle.refund(addr, this.byIp, now);
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

  /** Deletes expired sessions, pending OIDC logins and rate-limit rows (the server runs it periodically). */
  async purgeExpired(): Promise<{ sessions: number; oidcLogins: number; rateLimits: number }> {
    const done = await this.repo.credentials.purgeExpired(this.nowIso());
    return { ...done, rateLimits: await this.repo.throttle.purge(this.opts.now().getTime()) };
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
