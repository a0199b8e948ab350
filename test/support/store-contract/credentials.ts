/**
 * The repository contract, part: credentials (sessions, API tokens, pending OIDC logins) are
 * rows of the one database — audited in the hash chain, ended with the account's password or
 * its disabling in the same transaction, carried by backups (ADR 0005).
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe } from 'node:test';
import { sha256Hex } from '../../../src/store/canonical.ts';
import type { SessionRecord, TokenRecord } from '../../../src/store/credentials.ts';
import type { Param } from '../../../src/store/engine.ts';
import { openRepository, restoreRepository } from '../../../src/store/open.ts';
import { Forbidden, type Repository, type Scope, type User } from '../../../src/store/repository.ts';
import { type StoreTarget, SYSTEM, type World, type WorldTest } from './world.ts';

const HASH = '$argon2id$v=19$m=65536,t=3,p=4$c2FsdA$aGFzaA';
const T0 = '2025-06-01T12:00:00.000Z';
const LATER = '2025-06-02T12:00:00.000Z';

let n = 0;
const uniq = (p: string) => `${p}-${++n}-${Math.random().toString(36).slice(2, 8)}`;

const asSelf = (u: User, requestId = uniq('req')): Scope => ({ userId: u.id, municipality: u.municipality, roles: u.roles, requestId });

function session(u: User, over: Partial<SessionRecord> = {}): SessionRecord {
  return {
    id: uniq('s'),
    idHash: sha256Hex(uniq('secret')),
    userId: u.id,
    csrfHash: sha256Hex(uniq('csrf')),
    method: 'password',
    createdAt: T0,
    expiresAt: LATER,
    ...over,
  };
}

function token(u: User, over: Partial<TokenRecord> = {}): TokenRecord {
  return {
    id: uniq('t'),
    hash: sha256Hex(uniq('glp_')),
    userId: u.id,
    name: 'tablet',
    createdAt: T0,
    expiresAt: null,
    revokedAt: null,
    ...over,
  };
}

/** Two accounts of Belém with passwords, and the first acting on its own credentials. */
export async function accounts(repo: Repository): Promise<{ user: User; other: User; self: Scope }> {
  const mk = (email: string) =>
    repo.createUser(SYSTEM, {
      email,
      name: email,
      municipality: 'belem',
      roles: ['inspector'],
      passwordHash: HASH,
      oidcIssuer: null,
      oidcSubject: null,
      disabled: false,
    });
  const user = await mk(`${uniq('ines')}@belem.pa.gov.br`);
  const other = await mk(`${uniq('otto')}@belem.pa.gov.br`);
  return { user, other, self: asSelf(user) };
}

/** Runs a test on the world's target, then checks that the audit chain verifies (on a repository opened afresh). */
function verified(it: WorldTest): (title: string, fn: (w: World & Awaited<ReturnType<typeof accounts>>) => Promise<void>) => void {
  return (title, fn) =>
    it(title, async (w) => {
      await fn({ ...w, ...(await accounts(w.repo)) });
      const check = await openRepository({ ...w.target.opts, migrate: false });
      const v = await check.verifyAudit();
      await check.close();
      assert.ok(v.ok, `the audit chain verifies after the test: ${JSON.stringify(v)}`);
    });
}

const auditOf = async (t: StoreTarget, action: string) =>
  (
    await t.raw(
      'SELECT entity_id, actor_id, municipality, request_id, before_json, after_json FROM audit_log WHERE action = ? ORDER BY seq',
      [action],
    )
  ).map((r) => ({
    entityId: String(r['entity_id']),
    actorId: r['actor_id'],
    municipality: r['municipality'],
    requestId: r['request_id'],
    before: JSON.parse(String(r['before_json'])) as unknown,
    after: JSON.parse(String(r['after_json'])) as Record<string, unknown>,
  }));
const count = async (t: StoreTarget, sql: string, params: Param[] = []) => Number((await t.raw(sql, params))[0]?.['n']);

export function credentialsContract(test: WorldTest): void {
  const it = verified(test);
  describe('credentials', () => {
    it('sessions: opened and closed in the audit chain under their public id, never their secret hash', async ({
      repo,
      target,
      user,
      self,
    }) => {
      const s = session(user);
      await repo.credentials.openSession(self, s);
      assert.deepEqual(await repo.credentials.getSession(s.idHash), s);
      assert.equal(await repo.credentials.closeSession(self, s.idHash), true);
      assert.equal(await repo.credentials.getSession(s.idHash), null);
      assert.equal(await repo.credentials.closeSession(self, s.idHash), false, 'closing twice: nothing to close');
      const [opened] = await auditOf(target, 'session.open');
      const closed = await auditOf(target, 'session.close');
      assert.equal(opened?.entityId, s.id);
      assert.equal(opened?.actorId, user.id);
      assert.equal(opened?.requestId, self.requestId);
      assert.equal(opened?.municipality, 'belem');
      assert.deepEqual(opened?.after, { userId: user.id, method: 'password', createdAt: T0, expiresAt: LATER });
      assert.deepEqual(
        closed.map((e) => e.entityId),
        [s.id],
        'one close entry: the second close changed nothing',
      );
      const log = JSON.stringify(await target.raw('SELECT before_json, after_json FROM audit_log'));
      assert.ok(!log.includes(s.idHash) && !log.includes(s.csrfHash), 'no secret hash in the log');
    });

    it('tokens: issued, found by hash, listed per user, revoked once — audited without their hash', async ({
      repo,
      target,
      user,
      other,
      self,
    }) => {
      const a = token(user, { createdAt: '2025-06-01T12:00:00.000Z' });
      const b = token(user, { createdAt: '2025-06-01T13:00:00.000Z', expiresAt: LATER });
      const c = token(other);
      await repo.credentials.issueToken(self, b);
      await repo.credentials.issueToken(self, a);
      await repo.credentials.issueToken(asSelf(other), c);
      assert.deepEqual(await repo.credentials.getTokenByHash(b.hash), b);
      assert.deepEqual(
        (await repo.credentials.listTokens(user.id)).map((t) => t.id),
        [a.id, b.id],
      );
      assert.equal(await repo.credentials.revokeToken(self, user.id, c.id, LATER), false, "not this user's token");
      assert.equal(await repo.credentials.revokeToken(self, user.id, a.id, LATER), true);
      assert.equal(await repo.credentials.revokeToken(self, user.id, a.id, '2030-01-01T00:00:00.000Z'), true);
      assert.equal((await repo.credentials.getTokenByHash(a.hash))?.revokedAt, LATER, 'the first revocation stays');
      assert.equal((await repo.credentials.getTokenByHash(c.hash))?.revokedAt, null);
      const revoked = await auditOf(target, 'token.revoke');
      assert.deepEqual(
        revoked.map((e) => [e.entityId, e.after]),
        [[a.id, { revokedAt: LATER }]],
      );
      const issued = await auditOf(target, 'token.issue');
      assert.deepEqual(issued.map((e) => e.entityId).sort(), [a.id, b.id, c.id].sort());
      const log = JSON.stringify(await target.raw('SELECT before_json, after_json FROM audit_log'));
      for (const t of [a, b, c]) assert.ok(!log.includes(t.hash), 'no token hash in the log');
    });

    it('a credential is refused, leaving nothing, for a disabled account or when what it was granted on changed', async ({
      repo,
      target,
      user,
      other,
      self,
    }) => {
      const before = await count(target, 'SELECT COUNT(*) AS n FROM audit_log');
      await assert.rejects(repo.credentials.openSession(self, session(user), { passwordHash: `${HASH}-old` }), Forbidden);
      await assert.rejects(repo.credentials.issueToken(self, token(user), { sessionIdHash: sha256Hex('no such session') }), Forbidden);
      const revoked = token(user);
      await repo.credentials.issueToken(self, revoked);
      await repo.credentials.revokeToken(self, user.id, revoked.id, T0);
      await assert.rejects(repo.credentials.issueToken(self, token(user), { tokenId: revoked.id }), Forbidden);
      await repo.updateUser(SYSTEM, other.id, 1, { disabled: true });
      await assert.rejects(repo.credentials.openSession(asSelf(other), session(other)), Forbidden);
      await assert.rejects(repo.credentials.issueToken(asSelf(other), token(other)), Forbidden);
      await assert.rejects(repo.credentials.openSession(self, session(user, { userId: 'no-such-user' })), Forbidden);
      assert.equal(await count(target, 'SELECT COUNT(*) AS n FROM sessions'), 0);
      assert.equal(await count(target, 'SELECT COUNT(*) AS n FROM api_tokens'), 1);
      // token.issue + token.revoke of `revoked`, the disabling (user.update; no credentials to end).
      assert.equal(await count(target, 'SELECT COUNT(*) AS n FROM audit_log'), before + 3);
      // The guards that hold let the credential through.
      const s = session(user);
      await repo.credentials.openSession(self, s, { passwordHash: HASH });
      await repo.credentials.issueToken(self, token(user), { sessionIdHash: s.idHash });
    });

    it('a new password ends the other sessions and revokes every token, in the same transaction, audited', async ({
      repo,
      target,
      user,
      other,
      self,
    }) => {
      const kept = session(user);
      const ended = session(user);
      const t1 = token(user);
      const t2 = token(user);
      const theirs = token(other);
      await repo.credentials.openSession(self, kept);
      await repo.credentials.openSession(self, ended);
      for (const t of [t1, t2]) await repo.credentials.issueToken(self, t);
      await repo.credentials.issueToken(asSelf(other), theirs);
      // A rename ends nothing.
      await repo.updateUser(self, user.id, 1, { name: 'Inês' });
      assert.ok(await repo.credentials.getSession(ended.idHash));
      await repo.updateUser(self, user.id, 2, { passwordHash: `${HASH}-new` }, { keepSessionIdHash: kept.idHash });
      assert.ok(await repo.credentials.getSession(kept.idHash), 'the session the password was changed from stays');
      assert.equal(await repo.credentials.getSession(ended.idHash), null);
      for (const t of [t1, t2]) assert.notEqual((await repo.credentials.getTokenByHash(t.hash))?.revokedAt, null);
      assert.equal((await repo.credentials.getTokenByHash(theirs.hash))?.revokedAt, null, "another user's token is untouched");
      const [entry] = await auditOf(target, 'user.credentials-ended');
      assert.equal(entry?.entityId, user.id);
      assert.deepEqual(entry?.after, { reason: 'password-changed', sessionsEnded: [ended.id], tokensRevoked: [t1.id, t2.id].sort() });
      // An administrator setting the password ends every session (no session of the user's own to keep).
      await repo.updateUser(SYSTEM, user.id, 3, { passwordHash: `${HASH}-reset` }, { keepSessionIdHash: 'not-a-session-of-this-user' });
      assert.equal(await repo.credentials.getSession(kept.idHash), null);
    });

    it('disabling ends every session and revokes every token for good: re-enabling brings none back', async ({
      repo,
      target,
      user,
      self,
    }) => {
      const s = session(user);
      const t = token(user);
      await repo.credentials.openSession(self, s);
      await repo.credentials.issueToken(self, t);
      await repo.updateUser(SYSTEM, user.id, 1, { disabled: true }, { keepSessionIdHash: s.idHash });
      assert.equal(await repo.credentials.getSession(s.idHash), null, 'disabling keeps no session, not even a named one');
      const revokedAt = (await repo.credentials.getTokenByHash(t.hash))?.revokedAt;
      assert.notEqual(revokedAt, null);
      await repo.updateUser(SYSTEM, user.id, 2, { disabled: false });
      assert.equal((await repo.credentials.getTokenByHash(t.hash))?.revokedAt, revokedAt);
      assert.equal(await repo.credentials.getSession(s.idHash), null);
      const entries = await auditOf(target, 'user.credentials-ended');
      assert.deepEqual(
        entries.map((e) => e.after),
        [{ reason: 'disabled', sessionsEnded: [s.id], tokensRevoked: [t.id] }],
      );
    });

    it('pending OIDC logins are single use, expire, and are deleted once expired', async ({ repo, target }) => {
      const login = (state: string, expiresAt: string) => ({
        stateHash: sha256Hex(state),
        nonce: 'n',
        codeVerifier: 'v',
        returnTo: '/',
        expiresAt,
      });
      const a = login('a', '2025-06-01T12:10:00.000Z');
      await repo.credentials.putOidcLogin(a, T0);
      assert.deepEqual(await repo.credentials.takeOidcLogin(a.stateHash, T0), a);
      assert.equal(await repo.credentials.takeOidcLogin(a.stateHash, T0), null, 'single use');

      const b = login('b', '2025-06-01T12:10:00.000Z');
      await repo.credentials.putOidcLogin(b, T0);
      assert.equal(await repo.credentials.takeOidcLogin(b.stateHash, '2025-06-01T12:10:00.000Z'), null, 'expired at expiresAt');
      assert.equal(await count(target, 'SELECT COUNT(*) AS n FROM oidc_logins'), 0, 'and deleted');

      const c = login('c', '2025-06-01T12:10:00.000Z');
      await repo.credentials.putOidcLogin(c, T0);
      const d = login('d', '2025-06-01T12:30:00.000Z');
      await repo.credentials.putOidcLogin(d, '2025-06-01T12:20:00.000Z');
      assert.deepEqual(
        (await target.raw('SELECT state_hash FROM oidc_logins')).map((r) => r['state_hash']),
        [d.stateHash],
        'starting a login deletes those that expired',
      );
      const purged = await repo.credentials.purgeExpired('2025-06-01T12:30:00.000Z');
      assert.equal(purged.oidcLogins, 1);
      assert.equal(await count(target, 'SELECT COUNT(*) AS n FROM oidc_logins'), 0);
    });

    it('expired sessions are purged, in one audited entry; live ones stay', async ({ repo, target, user, self }) => {
      const old = session(user, { expiresAt: '2025-06-01T13:00:00.000Z' });
      const live = session(user, { expiresAt: LATER });
      await repo.credentials.openSession(self, old);
      await repo.credentials.openSession(self, live);
      assert.deepEqual(await repo.credentials.purgeExpired('2025-06-01T12:59:59.999Z'), { sessions: 0, oidcLogins: 0 });
      assert.deepEqual(await repo.credentials.purgeExpired('2025-06-01T13:00:00.000Z'), { sessions: 1, oidcLogins: 0 });
      assert.equal(await repo.credentials.getSession(old.idHash), null);
      assert.ok(await repo.credentials.getSession(live.idHash));
      assert.deepEqual(
        (await auditOf(target, 'session.expire')).map((e) => e.after),
        [{ ids: [old.id] }],
      );
    });

    it('a backup carries the credentials: after a restore exactly what it held is there', async ({ repo, target, user, self }) => {
      const s1 = session(user);
      const t1 = token(user);
      await repo.credentials.openSession(self, s1);
      await repo.credentials.issueToken(self, t1);
      const dir = mkdtempSync(join(tmpdir(), 'glp-cred-backup-'));
      try {
        const file = join(dir, 'glp.backup');
        await repo.backup(file);
        const t2 = token(user);
        await repo.credentials.issueToken(self, t2);
        await repo.credentials.revokeToken(self, user.id, t1.id, LATER);
        await repo.close();
        await restoreRepository(target.opts, file);
        const back = await openRepository(target.opts);
        try {
          assert.deepEqual(await back.credentials.getTokenByHash(t1.hash), t1, 'not revoked: the revocation came after the backup');
          assert.equal(await back.credentials.getTokenByHash(t2.hash), null);
          assert.deepEqual(await back.credentials.getSession(s1.idHash), s1);
          assert.equal((await auditOf(target, 'token.issue')).length, 1, 'and the log says the same');
          assert.ok((await back.verifyAudit()).ok);
        } finally {
          await back.close();
        }
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });
}
