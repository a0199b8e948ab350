/** The auth store's SQL on both engines: sessions, tokens, single-use OIDC state, purge. */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { openPgExecutor, openSqliteExecutor, SqlAuthStore } from './sql-store.ts';
import { MemoryAuthStore, type AuthStore } from './store.ts';

function contract(open: () => Promise<{ store: AuthStore; close(): Promise<void> }>) {
  let store: AuthStore;
  let close: () => Promise<void>;
  before(async () => {
    ({ store, close } = await open());
    await store.migrate();
    await store.migrate(); // idempotent
  });
  after(async () => close?.());

  test('sessions: create, read, delete, delete all of a user, purge expired', async () => {
    const s = {
      idHash: 'h1',
      userId: 'u1',
      csrfHash: 'c1',
      method: 'password',
      createdAt: '2025-01-01T00:00:00.000Z',
      expiresAt: '2025-01-01T12:00:00.000Z',
    };
    await store.createSession(s);
    await store.createSession({ ...s, idHash: 'h2' });
    await store.createSession({ ...s, idHash: 'h3', userId: 'u2', expiresAt: '2030-01-01T00:00:00.000Z' });
    assert.deepEqual(await store.getSession('h1'), s);
    await store.deleteSession('h1');
    assert.equal(await store.getSession('h1'), null);
    await store.deleteUserSessions('u1');
    assert.equal(await store.getSession('h2'), null);
    await store.purgeExpired('2026-01-01T00:00:00.000Z');
    assert.ok(await store.getSession('h3'));
    await store.purgeExpired('2031-01-01T00:00:00.000Z');
    assert.equal(await store.getSession('h3'), null);
  });

  test('tokens: found by hash, listed per user, revoked once', async () => {
    const t = { id: 't1', hash: 'th1', userId: 'u1', name: 'ci', createdAt: '2025-01-01T00:00:00.000Z', expiresAt: null, revokedAt: null };
    await store.createToken(t);
    await store.createToken({ ...t, id: 't2', hash: 'th2', userId: 'u2' });
    assert.deepEqual(await store.getTokenByHash('th1'), t);
    assert.deepEqual(
      (await store.listTokens('u1')).map((x) => x.id),
      ['t1'],
    );
    assert.equal(await store.revokeToken('u2', 't1', '2025-02-01T00:00:00.000Z'), false, "not u2's token");
    assert.equal(await store.revokeToken('u1', 't1', '2025-02-01T00:00:00.000Z'), true);
    await store.revokeToken('u1', 't1', '2025-03-01T00:00:00.000Z');
    assert.equal((await store.getTokenByHash('th1'))?.revokedAt, '2025-02-01T00:00:00.000Z', 'first revocation kept');
  });

  test('pending OIDC logins are single use', async () => {
    const p = { stateHash: 's1', nonce: 'n', codeVerifier: 'v', returnTo: '/', expiresAt: '2030-01-01T00:00:00.000Z' };
    await store.putOidcPending(p);
    assert.deepEqual(await store.takeOidcPending('s1'), p);
    assert.equal(await store.takeOidcPending('s1'), null);
  });
}

describe('auth store [memory]', () => contract(async () => ({ store: new MemoryAuthStore(), close: async () => {} })));

describe('auth store [sqlite]', () =>
  contract(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'glp-auth-'));
    const store = new SqlAuthStore(await openSqliteExecutor(join(dir, 'auth.sqlite')));
    return {
      store,
      close: async () => {
        await store.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }));

const { pgAvailable, createTestDatabase } = await import('../../test/support/pg.ts');
const pg = await pgAvailable(); // under CI=true an unreachable PostgreSQL fails here
if (pg.ok) {
  describe('auth store [postgres]', () =>
    contract(async () => {
      const db = await createTestDatabase();
      const store = new SqlAuthStore(await openPgExecutor(db.url));
      return {
        store,
        close: async () => {
          await store.close();
          await db.drop();
        },
      };
    }));
} else {
  describe('auth store [postgres]', { skip: pg.reason }, () => {});
}
