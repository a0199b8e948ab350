/**
 * `glp demo accounts` on SQLite and PostgreSQL: one account per role of README "Demo
 * accounts", argon2id-hashed and audited; a second run changes nothing and says so; refused
 * (exit 2, one line naming the setting) with a GLP_PUBLIC_URL that is not this machine or
 * beside a real account, unless --i-know-these-passwords-are-public.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { hashPassword, verifyPassword } from '../src/auth/password.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, isDemoEmail } from '../src/domain/demo-accounts.ts';
import type { Scope } from '../src/domain/roles.ts';
import { openRepository, type OpenOptions } from '../src/store/open.ts';
import { glp } from './support/cli.ts';
import { ENGINES, freshStore } from './support/engines.ts';

const system: Scope = { userId: 'test', municipality: null, roles: ['system-admin'], requestId: 'test' };

for (const [engine, skip] of ENGINES) {
  describe(`glp demo accounts (${engine})`, skip ? { skip } : {}, () => {
    /** A fresh database per test: its CLI arguments and environment, and a way to look inside. */
    async function fresh() {
      const s = await freshStore(engine, 'glp-demo-accounts-');
      disposals.push(s.dispose);
      const args = s.opts.dataDir !== undefined ? ['--data-dir', s.opts.dataDir] : [];
      const env: Record<string, string> = s.opts.databaseUrl !== undefined ? { DATABASE_URL: s.opts.databaseUrl } : {};
      const run = (extra: string[] = [], moreEnv: Record<string, string> = {}) =>
        glp(['demo', 'accounts', ...args, ...extra], { env: { ...env, ...moreEnv } });
      const open = async () => {
        const repo = await openRepository(s.opts as OpenOptions);
        await repo.migrate();
        return repo;
      };
      return { run, open };
    }
    const disposals: (() => Promise<void>)[] = [];
    after(async () => {
      for (const d of disposals) await d();
    });

    let db: Awaited<ReturnType<typeof fresh>>;
    before(async () => {
      db = await fresh();
    });

    it('creates one account per documented role, argon2id-hashed, audited, marked demo', async () => {
      const r = await db.run();
      assert.equal(r.code, 0, r.err);
      assert.match(r.out, new RegExp(`${DEMO_ACCOUNTS.length} criada\\(s\\), 0 já existia`));
      assert.match(r.out, /Senha de todas: demonstracao/);
      const repo = await db.open();
      try {
        const users = await repo.listUsers(system, { limit: 100 });
        assert.equal(users.total, DEMO_ACCOUNTS.length);
        for (const a of DEMO_ACCOUNTS) {
          const u = await repo.findUserByEmail(a.email);
          assert.ok(u, a.email);
          assert.deepEqual(u.roles, [a.role]);
          assert.equal(u.municipality, a.municipality);
          assert.ok(u.passwordHash?.startsWith('$argon2id$'), `${a.email}: argon2id`);
          assert.equal(await verifyPassword(u.passwordHash, DEMO_PASSWORD), true);
          assert.equal(await verifyPassword(u.passwordHash, 'demonstracaO'), false);
          assert.equal(isDemoEmail(u.email), true);
        }
        const audit = await repo.listAudit(system, { limit: 200, filters: { action: 'user.create', actorId: 'demo' } });
        const byDemo = audit.items.filter((e) => e.action === 'user.create' && e.actorId === 'demo');
        assert.equal(byDemo.length, DEMO_ACCOUNTS.length);
        assert.ok(
          byDemo.every((e) => !JSON.stringify(e.after).includes('$argon2')),
          'the audit keeps no password hash',
        );
      } finally {
        await repo.close();
      }
    });

    it('a second run changes nothing and says so', async () => {
      const before = await db.open();
      const audited = (await before.listAudit(system, { limit: 1 })).total;
      await before.close();
      const r = await db.run();
      assert.equal(r.code, 0, r.err);
      assert.match(r.out, new RegExp(`^Nada mudou: as ${DEMO_ACCOUNTS.length} contas de demonstração já existem\\.`));
      const repo = await db.open();
      try {
        assert.equal((await repo.listUsers(system, { limit: 1 })).total, DEMO_ACCOUNTS.length);
        assert.equal((await repo.listAudit(system, { limit: 1 })).total, audited);
      } finally {
        await repo.close();
      }
    });

    it('GLP_PUBLIC_URL of a server others reach: refused, exit 2, one line, nothing created; this machine or the flag: created', async () => {
      const other = await fresh();
      const r = await other.run([], { GLP_PUBLIC_URL: 'https://glp.belem.pa.gov.br' });
      assert.equal(r.code, 2);
      assert.equal(r.out, '');
      assert.equal(r.err.trim().split('\n').length, 1, r.err);
      assert.match(
        r.err,
        /GLP_PUBLIC_URL: encontrado "https:\/\/glp\.belem\.pa\.gov\.br" \(não é esta máquina\), esperado não definido ou esta máquina.*senhas .* são públicas/,
      );
      assert.match(r.err, /--i-know-these-passwords-are-public/);
      const repo = await other.open();
      assert.equal((await repo.listUsers(system, { limit: 1 })).total, 0);
      await repo.close();
      // A value that is no URL is not known to be this machine either.
      const garbled = await other.run([], { GLP_PUBLIC_URL: 'glp belem' });
      assert.equal(garbled.code, 2);
      assert.match(garbled.err, /GLP_PUBLIC_URL: encontrado "glp belem"/);
      // Loopback public URLs are this machine.
      for (const url of ['http://127.0.0.1:8080', 'http://localhost:8080/glp', 'http://[::1]:8080']) {
        const ok = await other.run([], { GLP_PUBLIC_URL: url });
        assert.equal(ok.code, 0, `${url}: ${ok.err}`);
      }
      const third = await fresh();
      const forced = await third.run(['--i-know-these-passwords-are-public'], { GLP_PUBLIC_URL: 'https://glp.belem.pa.gov.br' });
      assert.equal(forced.code, 0, forced.err);
      assert.match(forced.out, /criada/);
    });

    it('beside a real account: refused, exit 2 naming it; the flag adds them', async () => {
      const other = await fresh();
      const repo = await other.open();
      await repo.upsertMunicipalities([{ id: 'belem-pa', name: 'Belém', uf: 'PA', ibge: '1501402' }]);
      await repo.createUser(system, {
        email: 'maria@belem.pa.gov.br',
        name: 'Maria',
        municipality: 'belem-pa',
        roles: ['licensing-officer'],
        passwordHash: await hashPassword('uma-senha-real-longa'),
        oidcIssuer: null,
        oidcSubject: null,
        disabled: false,
      });
      await repo.close();
      const r = await other.run();
      assert.equal(r.code, 2);
      assert.equal(r.err.trim().split('\n').length, 1, r.err);
      assert.match(
        r.err,
        /database: encontrado uma conta que não é de demonstração \(maria@belem\.pa\.gov\.br\), esperado um banco sem contas além das de demonstração/,
      );
      const again = await other.open();
      assert.equal((await again.listUsers(system, { limit: 1 })).total, 1);
      await again.close();
      const forced = await other.run(['--i-know-these-passwords-are-public']);
      assert.equal(forced.code, 0, forced.err);
      const after = await other.open();
      assert.equal((await after.listUsers(system, { limit: 1 })).total, DEMO_ACCOUNTS.length + 1);
      await after.close();
    });
  });
}

describe("glp demo (accounts and Belém's registry in one go)", () => {
  it('creates the accounts and loads the registry; again: nothing changes, exit 0; refused before writing anything', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'glp-demo-all-'));
    try {
      const data = join(dir, 'data');
      const first = await glp(['demo', '--data-dir', data]);
      assert.equal(first.code, 0, first.err);
      assert.match(first.out, new RegExp(`${DEMO_ACCOUNTS.length} criada\\(s\\)`));
      assert.match(first.out, /belem-pa: cadastro de demonstração carregado/);
      // The next step names the same data directory: without it, serve would open ./data, with no demo account.
      assert.ok(first.out.includes(`Agora: npx glp serve --data ${data}, e entre em`), first.out);
      const again = await glp(['demo', '--data-dir', data]);
      assert.equal(again.code, 0, again.err);
      assert.match(again.out, /^Nada mudou: as \d+ contas de demonstração já existem\./);
      assert.match(again.out, /belem-pa: o cadastro já tem \d{1,3}\.\d{3} registro\(s\); nada carregado\./);
      // A public URL: refused before the registry is loaded.
      const other = join(dir, 'other');
      const refused = await glp(['demo', '--data-dir', other], { env: { GLP_PUBLIC_URL: 'https://glp.belem.pa.gov.br' } });
      assert.equal(refused.code, 2);
      const repo = await openRepository({ dataDir: other });
      await repo.migrate();
      try {
        assert.equal((await repo.listPlaces(null, { municipality: 'belem-pa', limit: 1, offset: 0 })).total, 0);
        assert.equal((await repo.listUsers(system, { limit: 1 })).total, 0);
      } finally {
        await repo.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('glp demo: usage', () => {
  it('the public-password flag belongs to accounts only (exit 2)', async () => {
    const r = await glp(['demo', 'load', 'belem-pa', '--i-know-these-passwords-are-public']);
    assert.equal(r.code, 2);
    assert.match(r.err, /--i-know-these-passwords-are-public é opção só de glp demo e glp demo accounts/);
  });
});
