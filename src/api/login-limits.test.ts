/**
 * Sign-in limits that hold under concurrency and across processes (issue #9 item 1): every
 * attempt is counted in the store before its password is checked, so a flood of concurrent
 * guesses gets 429s and never more checks than the budget — in one process and across
 * `glp serve --workers 2`; and the per-account delay grows but stays short, so whoever floods
 * an account cannot lock its owner out.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { forEachEngine, openTestApi, systemScope, type TestApi, unique } from '../../test/support/api.ts';
import { createTestDatabase, pgAvailable } from '../../test/support/pg.ts';
import { startServer, type Where } from '../../test/support/serve.ts';
import { hashPassword } from '../auth/password.ts';
import { DEFAULT_AUTH_OPTIONS } from '../auth/service.ts';
import { delayAfter } from '../store/throttle.ts';
import type { User } from '../domain/user.ts';

const PASSWORD = 'senha-de-teste-longa';
const FREE = DEFAULT_AUTH_OPTIONS.loginMaxPerAccount;

async function account(api: TestApi): Promise<User> {
  return api.deps.repo.createUser(systemScope(), {
    email: `${unique('flood')}@example.org`,
    name: 'Dona da conta',
    municipality: 'belem-pa',
    roles: ['municipal-admin'],
    passwordHash: await hashPassword(PASSWORD),
    oidcIssuer: null,
    oidcSubject: null,
    disabled: false,
  });
}

const login = (api: TestApi, email: string, password: string, ip: string) =>
  api.req('POST', '/api/auth/login', { body: { email, password }, headers: { 'x-forwarded-for': ip } });

/** How many of the account's growing waits (1 s, 2 s, 4 s… after the free attempts) fit in `ms`. */
function waitsWithin(ms: number): number {
  const rule = { free: FREE, baseMs: DEFAULT_AUTH_OPTIONS.loginDelayBaseMs, maxMs: DEFAULT_AUTH_OPTIONS.loginDelayMaxMs, resetMs: 0 };
  let k = 0;
  for (let spent = delayAfter(rule, FREE); spent <= ms; spent += delayAfter(rule, FREE + k)) k++;
  return k;
}

function tally(statuses: number[]): Record<number, number> {
  const out: Record<number, number> = {};
  for (const s of statuses) out[s] = (out[s] ?? 0) + 1;
  return out;
}

await forEachEngine('sign-in limits under concurrency', (engine) => {
  let api: TestApi;
  let clock = Date.parse('2026-03-02T12:00:00Z');
  before(async () => {
    api = await openTestApi(engine, { config: { trustProxy: true }, auth: { now: () => new Date(clock) } });
  });
  after(async () => {
    await api?.close();
  });

  test('200 concurrent wrong passwords for one account: 429s, and no more than the budget checked', async () => {
    const u = await account(api);
    const res = await Promise.all(Array.from({ length: 200 }, (_, i) => login(api, u.email, `wrong-${i}`, `10.20.${i >> 8}.${i & 255}`)));
    const t = tally(res.map((r) => r.status));
    assert.deepEqual(Object.keys(t).sort(), ['401', '429'], JSON.stringify(t));
    assert.equal(t[401], FREE, `exactly the ${FREE} attempts of the budget were checked`);
    const throttled = res.find((r) => r.status === 429)!;
    assert.match(throttled.headers.get('retry-after') ?? '', /^[1-9]\d*$/);
    assert.match(throttled.json.type, /too-many-requests$/);
  });

  test('29 wrong and the right one at once: no sign-in past the budget', async () => {
    const u = await account(api);
    const attempts = [...Array.from({ length: 29 }, (_, i) => `wrong-${i}`), PASSWORD];
    const res = await Promise.all(attempts.map((p, i) => login(api, u.email, p, `10.21.0.${i}`)));
    const checked = res.filter((r) => r.status !== 429);
    assert.equal(checked.length, FREE, JSON.stringify(tally(res.map((r) => r.status))));
    // The right password signs in only when its attempt was one of the budget's.
    const right = res[29]!;
    assert.ok(right.status === 429 || right.status === 200, String(right.status));
    if (right.status === 200) assert.equal(res.filter((r) => r.status === 401).length, FREE - 1);
    // And once the budget is spent, the right password waits like any other.
    const again = await login(api, u.email, PASSWORD, '10.21.1.1');
    assert.equal(again.status, 429);
  });

  test('a flood slows the owner down by the current delay only: it grows, stays short, and a success resets it', async () => {
    const u = await account(api);
    const owner = '10.22.9.9';
    for (let i = 0; i < FREE; i++) assert.equal((await login(api, u.email, 'wrong', `10.22.0.${i}`)).status, 401);
    // Each further attempt waits twice as long as the one before: 1 s, 2 s, 4 s… at most 60 s.
    const waits: number[] = [];
    for (let i = 0; i < 9; i++) {
      const blocked = await login(api, u.email, 'wrong', `10.22.1.${i}`);
      assert.equal(blocked.status, 429);
      const wait = Number(blocked.headers.get('retry-after'));
      waits.push(wait);
      clock += wait * 1000;
      assert.equal((await login(api, u.email, 'wrong', `10.22.2.${i}`)).status, 401, `after waiting ${wait} s`);
    }
    assert.deepEqual(waits, [1, 2, 4, 8, 16, 32, 60, 60, 60]);
    // Not the old 15-minute lock-out: the owner, from anywhere, signs in after at most the current delay.
    const blocked = await login(api, u.email, PASSWORD, owner);
    assert.equal(blocked.status, 429);
    assert.ok(Number(blocked.headers.get('retry-after')) <= 60);
    clock += Number(blocked.headers.get('retry-after')) * 1000;
    assert.equal((await login(api, u.email, PASSWORD, owner)).status, 200);
    // The success reset the account: the owner's next typo is not delayed.
    assert.equal((await login(api, u.email, 'typo', owner)).status, 401);
    assert.equal((await login(api, u.email, PASSWORD, owner)).status, 200);
  });

  test('one address has a budget across accounts; a success gives its attempt back', async () => {
    const ip = '10.23.0.1';
    const budget = DEFAULT_AUTH_OPTIONS.loginMaxPerIp;
    const u = await account(api);
    // Successes from an office's one address do not use the budget up.
    for (let i = 0; i < budget + 5; i++) assert.equal((await login(api, u.email, PASSWORD, ip)).status, 200);
    const res = await Promise.all(Array.from({ length: budget + 20 }, (_, i) => login(api, `${unique(`n${i}`)}@example.org`, 'x', ip)));
    const t = tally(res.map((r) => r.status));
    assert.equal(t[401], budget, JSON.stringify(t));
    assert.equal(t[429], 20);
    // Another address is not affected.
    assert.equal((await login(api, u.email, PASSWORD, '10.23.0.2')).status, 200);
  });
});

test('the waits that run out in a span: 1 s after the free attempts, then 2 s more, 4 s more', () => {
  assert.equal(DEFAULT_AUTH_OPTIONS.loginDelayBaseMs, 1000);
  assert.equal(waitsWithin(0), 0);
  assert.equal(waitsWithin(999), 0);
  assert.equal(waitsWithin(1000), 1);
  assert.equal(waitsWithin(2999), 1);
  assert.equal(waitsWithin(3000), 2);
  assert.equal(waitsWithin(6999), 2);
  assert.equal(waitsWithin(7000), 3);
});

const ADMIN = { email: 'admin@limits.example', password: 'limits-test-admin-password' };
const pg = await pgAvailable();

for (const engine of ['sqlite', 'postgres'] as const) {
  const skip = engine === 'postgres' && !pg.ok ? pg.reason : undefined;
  describe(`sign-in limits across glp serve --workers 2 [${engine}]`, skip !== undefined ? { skip } : {}, () => {
    test('200 concurrent wrong passwords spread over two processes: the budget holds', { timeout: 120_000 }, async () => {
      let where: Where;
      let cleanup: () => Promise<void>;
      if (engine === 'sqlite') {
        const dir = mkdtempSync(join(tmpdir(), 'glp-limits-'));
        where = { dataDir: dir };
        cleanup = async () => rmSync(dir, { recursive: true, force: true });
      } else {
        const db = await createTestDatabase();
        where = { databaseUrl: db.url };
        cleanup = () => db.drop();
      }
      const server = await startServer(where, ADMIN, ['--workers', '2']);
      try {
        const attempt = async (i: number) => {
          const r = await fetch(`${server.url}/api/auth/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email: ADMIN.email, password: `wrong-${i}` }),
            signal: AbortSignal.timeout(60_000),
          });
          await r.arrayBuffer();
          return r.status;
        };
        const started = Date.now();
        const t = tally(await Promise.all(Array.from({ length: 200 }, (_, i) => attempt(i))));
        const elapsed = Date.now() - started;
        assert.deepEqual(Object.keys(t).sort(), ['401', '429'], JSON.stringify(t));
        // After the 5th wrong password the account waits 1 s, then 2, 4…: on a loaded machine the 200
        // may take longer than the first wait, and the law of the limit then allows one more check
        // (CI once saw 6 in 11,8 s). Per-process budgets would give 2 × 5 at once.
        const extra = waitsWithin(elapsed);
        assert.ok(
          (t[401] ?? 0) >= FREE && (t[401] ?? 0) <= FREE + extra,
          `${FREE} checked in all (+${extra} for the waits that ran out in ${elapsed} ms), not ${FREE} per process: ${JSON.stringify(t)}`,
        );
      } finally {
        server.child.kill('SIGTERM');
        await server.exited;
        await cleanup();
      }
    });
  });
}
