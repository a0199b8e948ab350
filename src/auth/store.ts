/**
 * Where authentication state lives: browser sessions, API bearer tokens and pending OIDC
 * logins. Only hashes of the secrets are stored (a stolen copy of the table logs no one in).
 *
 * This is not tenant data and is not audited row by row: it sits beside the Repository
 * (which has no place for it yet), in tables of its own prefixed `auth_` in the same
 * database (see sql-store.ts), or in memory for tests.
 */
export interface SessionRecord {
  /** sha256 of the session id held in the cookie. */
  idHash: string;
  userId: string;
  /** sha256 of the CSRF token bound to this session. */
  csrfHash: string;
  /** How the user signed in: 'password' or the OIDC issuer. */
  method: string;
  createdAt: string;
  expiresAt: string;
}

export interface TokenRecord {
  id: string;
  /** sha256 of the token. */
  hash: string;
  userId: string;
  name: string;
  createdAt: string;
  expiresAt: string | null;
  revokedAt: string | null;
}

export interface OidcPending {
  /** sha256 of the `state` value. */
  stateHash: string;
  nonce: string;
  codeVerifier: string;
  returnTo: string;
  expiresAt: string;
}

export interface AuthStore {
  migrate(): Promise<void>;
  createSession(s: SessionRecord): Promise<void>;
  getSession(idHash: string): Promise<SessionRecord | null>;
  deleteSession(idHash: string): Promise<void>;
  deleteUserSessions(userId: string): Promise<void>;

  createToken(t: TokenRecord): Promise<void>;
  getTokenByHash(hash: string): Promise<TokenRecord | null>;
  listTokens(userId: string): Promise<TokenRecord[]>;
  /** Marks the user's token revoked; false when the user has no such token. */
  revokeToken(userId: string, id: string, at: string): Promise<boolean>;

  putOidcPending(p: OidcPending): Promise<void>;
  /** Returns and deletes (single use), or null. */
  takeOidcPending(stateHash: string): Promise<OidcPending | null>;

  /** Deletes expired sessions and pending logins. */
  purgeExpired(now: string): Promise<void>;
  close(): Promise<void>;
}

export class MemoryAuthStore implements AuthStore {
  private readonly sessions = new Map<string, SessionRecord>();
  private readonly tokens = new Map<string, TokenRecord>();
  private readonly pending = new Map<string, OidcPending>();

  async migrate(): Promise<void> {}
  async createSession(s: SessionRecord): Promise<void> {
    this.sessions.set(s.idHash, { ...s });
  }
  async getSession(idHash: string): Promise<SessionRecord | null> {
    const s = this.sessions.get(idHash);
    return s ? { ...s } : null;
  }
  async deleteSession(idHash: string): Promise<void> {
    this.sessions.delete(idHash);
  }
  async deleteUserSessions(userId: string): Promise<void> {
    for (const [k, s] of this.sessions) if (s.userId === userId) this.sessions.delete(k);
  }
  async createToken(t: TokenRecord): Promise<void> {
    this.tokens.set(t.hash, { ...t });
  }
  async getTokenByHash(hash: string): Promise<TokenRecord | null> {
    const t = this.tokens.get(hash);
    return t ? { ...t } : null;
  }
  async listTokens(userId: string): Promise<TokenRecord[]> {
    return [...this.tokens.values()].filter((t) => t.userId === userId).map((t) => ({ ...t }));
  }
  async revokeToken(userId: string, id: string, at: string): Promise<boolean> {
    for (const t of this.tokens.values()) {
      if (t.id === id && t.userId === userId) {
        t.revokedAt ??= at;
        return true;
      }
    }
    return false;
  }
  async putOidcPending(p: OidcPending): Promise<void> {
    this.pending.set(p.stateHash, { ...p });
  }
  async takeOidcPending(stateHash: string): Promise<OidcPending | null> {
    const p = this.pending.get(stateHash) ?? null;
    this.pending.delete(stateHash);
    return p;
  }
  async purgeExpired(now: string): Promise<void> {
    for (const [k, s] of this.sessions) if (s.expiresAt <= now) this.sessions.delete(k);
    for (const [k, p] of this.pending) if (p.expiresAt <= now) this.pending.delete(k);
  }
  async close(): Promise<void> {}
}
