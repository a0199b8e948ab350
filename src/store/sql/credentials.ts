/**
 * Credentials on the store's engine (tables sessions, api_tokens, oidc_logins of migration
 * 0002): every change to a session or a token goes through the one write path and is in the
 * audit chain, with the user as actor and the request id. Secrets never reach the log: a
 * session is named by its public id, a token by its id.
 */
import type { Queryable, Row } from '../engine.ts';
import type { CredentialGuard, Credentials, OidcLogin, SessionRecord, TokenRecord } from '../credentials.ts';
import { Forbidden, type Scope } from '../repository.ts';
import type { SqlCore } from './core.ts';
import { bool, checkScope, str, strOrNull, text, textOrNull } from './values.ts';

const SESSION_COLUMNS = 'id, id_hash, user_id, csrf_hash, method, created_at, expires_at';
const TOKEN_COLUMNS = 'id, hash, user_id, name, created_at, expires_at, revoked_at';

function sessionOf(r: Row): SessionRecord {
  return {
    id: str(r['id']),
    idHash: str(r['id_hash']),
    userId: str(r['user_id']),
    csrfHash: str(r['csrf_hash']),
    method: str(r['method']),
    createdAt: str(r['created_at']),
    expiresAt: str(r['expires_at']),
  };
}

function tokenOf(r: Row): TokenRecord {
  return {
    id: str(r['id']),
    hash: str(r['hash']),
    userId: str(r['user_id']),
    name: str(r['name']),
    createdAt: str(r['created_at']),
    expiresAt: strOrNull(r['expires_at']),
    revokedAt: strOrNull(r['revoked_at']),
  };
}

const ids = (rows: Row[]): string[] => rows.map((r) => str(r['id'])).sort();

/**
 * Ends what the account's credentials allowed (a new password, a disabled account), in the
 * caller's transaction: deletes its sessions but `keepSessionIdHash` and revokes every token
 * not yet revoked — for good: re-enabling the account or restoring the password brings
 * none of them back.
 */
export async function endCredentials(
  tx: Queryable,
  userId: string,
  at: string,
  keepSessionIdHash: string | null,
): Promise<{ sessions: string[]; tokens: string[] }> {
  const sessions = await tx.all<Row>('DELETE FROM sessions WHERE user_id = ? AND id_hash <> ? RETURNING id', [
    userId,
    keepSessionIdHash ?? '',
  ]);
  const tokens = await tx.all<Row>('UPDATE api_tokens SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL RETURNING id', [
    at,
    userId,
  ]);
  return { sessions: ids(sessions), tokens: ids(tokens) };
}

export class SqlCredentials implements Credentials {
  constructor(private readonly c: SqlCore) {}

  /**
   * Locks the account's row (PostgreSQL: FOR UPDATE; SQLite write transactions are
   * exclusive) and checks the guard: a concurrent password change or disabling then either
   * waits for this credential and ends it, or is seen here and refuses it.
   */
  private async guard(tx: Queryable, userId: string, g: CredentialGuard | undefined): Promise<void> {
    const user = await tx.get<Row>(`SELECT disabled, password_hash FROM users WHERE id = ?${this.c.db.forUpdate}`, [userId]);
    if (!user || bool(user['disabled']))
      throw new Forbidden({ pt: 'a conta está desativada ou não existe', en: 'the account is disabled or does not exist' });
    if (g?.passwordHash !== undefined && strOrNull(user['password_hash']) !== g.passwordHash) {
      throw new Forbidden({ pt: 'a senha mudou durante a entrada', en: 'the password changed while signing in' });
    }
    if (g?.sessionIdHash !== undefined && !(await tx.get('SELECT 1 AS x FROM sessions WHERE id_hash = ?', [g.sessionIdHash]))) {
      throw new Forbidden({ pt: 'a sessão desta requisição terminou', en: 'the session this request came with has ended' });
    }
    if (g?.tokenId !== undefined && !(await tx.get('SELECT 1 AS x FROM api_tokens WHERE id = ? AND revoked_at IS NULL', [g.tokenId]))) {
      throw new Forbidden({ pt: 'o token desta requisição foi revogado', en: 'the token this request came with was revoked' });
    }
  }

  async openSession(actor: Scope, s: SessionRecord, guard?: CredentialGuard): Promise<void> {
    checkScope(actor);
    const row = {
      id: text('id', s.id),
      id_hash: text('idHash', s.idHash),
      user_id: text('userId', s.userId),
      csrf_hash: text('csrfHash', s.csrfHash),
      method: text('method', s.method),
      created_at: text('createdAt', s.createdAt),
      expires_at: text('expiresAt', s.expiresAt),
    };
    await this.c.change(actor, 'session', async (tx, audit) => {
      await this.guard(tx, row.user_id, guard);
      await this.c.insert(tx, 'sessions', row);
      audit({
        municipality: actor.municipality,
        action: 'session.open',
        entity: 'session',
        entityId: row.id,
        before: null,
        after: { userId: row.user_id, method: row.method, createdAt: row.created_at, expiresAt: row.expires_at },
      });
    });
  }

  async getSession(idHash: string): Promise<SessionRecord | null> {
    const r = await this.c.db.get<Row>(`SELECT ${SESSION_COLUMNS} FROM sessions WHERE id_hash = ?`, [text('idHash', idHash)]);
    return r ? sessionOf(r) : null;
  }

  async closeSession(actor: Scope, idHash: string): Promise<boolean> {
    checkScope(actor);
    return this.c.change(actor, 'session', async (tx, audit) => {
      const [r] = await tx.all<Row>(`DELETE FROM sessions WHERE id_hash = ? RETURNING ${SESSION_COLUMNS}`, [text('idHash', idHash)]);
      if (!r) return false;
      const s = sessionOf(r);
      audit({
        municipality: actor.municipality,
        action: 'session.close',
        entity: 'session',
        entityId: s.id,
        before: { userId: s.userId, method: s.method, createdAt: s.createdAt, expiresAt: s.expiresAt },
        after: null,
      });
      return true;
    });
  }

  async issueToken(actor: Scope, t: TokenRecord, guard?: CredentialGuard): Promise<void> {
    checkScope(actor);
    const row = {
      id: text('id', t.id),
      hash: text('hash', t.hash),
      user_id: text('userId', t.userId),
      name: text('name', t.name),
      created_at: text('createdAt', t.createdAt),
      expires_at: textOrNull('expiresAt', t.expiresAt),
      revoked_at: textOrNull('revokedAt', t.revokedAt),
    };
    await this.c.change(actor, 'token', async (tx, audit) => {
      await this.guard(tx, row.user_id, guard);
      await this.c.insert(tx, 'api_tokens', row);
      audit({
        municipality: actor.municipality,
        action: 'token.issue',
        entity: 'token',
        entityId: row.id,
        before: null,
        after: { userId: row.user_id, name: row.name, createdAt: row.created_at, expiresAt: row.expires_at },
      });
    });
  }

  async getTokenByHash(hash: string): Promise<TokenRecord | null> {
    const r = await this.c.db.get<Row>(`SELECT ${TOKEN_COLUMNS} FROM api_tokens WHERE hash = ?`, [text('hash', hash)]);
    return r ? tokenOf(r) : null;
  }

  async listTokens(userId: string): Promise<TokenRecord[]> {
    const rows = await this.c.db.all<Row>(`SELECT ${TOKEN_COLUMNS} FROM api_tokens WHERE user_id = ? ORDER BY created_at, id`, [
      text('userId', userId),
    ]);
    return rows.map(tokenOf);
  }

  async revokeToken(actor: Scope, userId: string, id: string, at: string): Promise<boolean> {
    checkScope(actor);
    return this.c.change(actor, 'token', async (tx, audit) => {
      const r = await tx.get<Row>('SELECT revoked_at FROM api_tokens WHERE id = ? AND user_id = ?', [
        text('id', id),
        text('userId', userId),
      ]);
      if (!r) return false;
      if (r['revoked_at'] !== null) return true; // the first revocation stays, and is the one audited
      await tx.run('UPDATE api_tokens SET revoked_at = ? WHERE id = ?', [text('at', at), id]);
      audit({
        municipality: actor.municipality,
        action: 'token.revoke',
        entity: 'token',
        entityId: id,
        before: { revokedAt: null },
        after: { revokedAt: at },
      });
      return true;
    });
  }

  async putOidcLogin(p: OidcLogin, now: string): Promise<void> {
    // Not audited: no account changes; the row is a few minutes of state between two redirects.
    await this.c.change({ userId: null, requestId: null }, 'oidc login', async (tx) => {
      // Pending logins live minutes: whatever has expired goes as soon as another one starts.
      await tx.run('DELETE FROM oidc_logins WHERE expires_at <= ?', [text('now', now)]);
      await this.c.insert(tx, 'oidc_logins', {
        state_hash: text('stateHash', p.stateHash),
        nonce: text('nonce', p.nonce),
        code_verifier: text('codeVerifier', p.codeVerifier),
        return_to: text('returnTo', p.returnTo),
        expires_at: text('expiresAt', p.expiresAt),
      });
    });
  }

  async takeOidcLogin(stateHash: string, now: string): Promise<OidcLogin | null> {
    const [r] = await this.c.db.all<Row>(
      'DELETE FROM oidc_logins WHERE state_hash = ? RETURNING state_hash, nonce, code_verifier, return_to, expires_at',
      [text('stateHash', stateHash)],
    );
    if (!r || str(r['expires_at']) <= now) return null;
    return {
      stateHash: str(r['state_hash']),
      nonce: str(r['nonce']),
      codeVerifier: str(r['code_verifier']),
      returnTo: str(r['return_to']),
      expiresAt: str(r['expires_at']),
    };
  }

  async purgeExpired(now: string): Promise<{ sessions: number; oidcLogins: number }> {
    const at = text('now', now);
    return this.c.change({ userId: null, requestId: null }, 'session', async (tx, audit) => {
      const gone = ids(await tx.all<Row>('DELETE FROM sessions WHERE expires_at <= ? RETURNING id', [at]));
      if (gone.length > 0) {
        audit({ municipality: null, action: 'session.expire', entity: 'session', entityId: 'expired', before: null, after: { ids: gone } });
      }
      const oidcLogins = await tx.run('DELETE FROM oidc_logins WHERE expires_at <= ?', [at]);
      return { sessions: gone.length, oidcLogins };
    });
  }
}
