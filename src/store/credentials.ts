/**
 * Credentials: browser sessions, API bearer tokens and pending OIDC logins. They live in the
 * store's one database, created by its migrations and written through its one write path, so
 * every change to a session or a token is in the audit hash chain, a backup carries them, and
 * a change to the account (new password, disabled) ends them in the same transaction
 * (docs/adr/0005-single-store.md). Only hashes of the secrets are stored: a copy of the
 * tables signs no one in.
 */
import type { Scope } from '../domain/roles.ts';

export interface SessionRecord {
  /** Public id of the session (what the audit log names); the cookie holds another secret. */
  id: string;
  /** sha256 of the session secret held in the cookie. */
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

/** What an OIDC login must keep between the redirect to the provider and the callback (minutes). */
export interface OidcLogin {
  /** sha256 of the `state` value. */
  stateHash: string;
  nonce: string;
  codeVerifier: string;
  returnTo: string;
  expiresAt: string;
}

/**
 * Checked in the transaction that creates a credential, with the account's row locked, so
 * that a credential cannot outlive a change it raced with: the account must be enabled and,
 * when given, still have the password hash that was verified, the session or the token the
 * request came with.
 */
export interface CredentialGuard {
  passwordHash?: string | null;
  sessionIdHash?: string;
  tokenId?: string;
}

export interface Credentials {
  /** Stores a new session of actor.userId; audited as session.open. */
  openSession(actor: Scope, s: SessionRecord, guard?: CredentialGuard): Promise<void>;
  getSession(idHash: string): Promise<SessionRecord | null>;
  /** Ends one session (sign-out); audited as session.close. False when there is no such session. */
  closeSession(actor: Scope, idHash: string): Promise<boolean>;

  /** Stores a new token of actor.userId; audited as token.issue (never with its hash). */
  issueToken(actor: Scope, t: TokenRecord, guard?: CredentialGuard): Promise<void>;
  getTokenByHash(hash: string): Promise<TokenRecord | null>;
  listTokens(userId: string): Promise<TokenRecord[]>;
  /** Revokes the user's token; audited as token.revoke the first time. False when the user has no such token. */
  revokeToken(actor: Scope, userId: string, id: string, at: string): Promise<boolean>;

  /** Keeps a pending OIDC login until its callback; expired ones are deleted on the way. */
  putOidcLogin(p: OidcLogin, now: string): Promise<void>;
  /** Returns and deletes it (single use); null when unknown or expired. */
  takeOidcLogin(stateHash: string, now: string): Promise<OidcLogin | null>;

  /** Deletes expired sessions (audited, one entry) and expired pending OIDC logins. */
  purgeExpired(now: string): Promise<{ sessions: number; oidcLogins: number }>;
}
