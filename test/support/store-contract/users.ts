/** The repository contract, part: Migrations, municipalities and users: seeding, lookups, uniqueness, the system-admin rule, no password hash in the log. */
import assert from 'node:assert/strict';
import { MIGRATIONS } from '../../../src/store/migrations/index.ts';
import { describe } from 'node:test';
import { openRepository } from '../../../src/store/open.ts';
import { Duplicate, Forbidden, InvalidData, NotFound, type Role } from '../../../src/store/repository.ts';
import { ANANINDEUA, auditCount, BELEM, rejects, SYSTEM, type TargetFactory, type WorldTest } from './world.ts';

export function usersContract(it: WorldTest, factory: TargetFactory): void {
  describe('migrations', () => {
    it('applies once, records each migration, and is idempotent', async ({ repo, target }) => {
      assert.deepEqual(await repo.migrate(), { applied: [] });
      const rows = await target.raw('SELECT id, checksum FROM schema_migrations ORDER BY id');
      assert.deepEqual(
        rows.map((r) => r['id']),
        MIGRATIONS.map((m) => m.id),
      );
      assert.match(String(rows[0]?.['checksum']), /^[0-9a-f]{64}$/);
      const again = await openRepository(target.opts);
      assert.deepEqual(await again.migrate(), { applied: [] });
      await again.close();
    });

    it('a fresh database reports the migrations it applied', async () => {
      // makeWorld already migrated this target; a second target shows the first run.
      const fresh = await factory();
      try {
        const repo = await openRepository({ ...fresh.opts, migrate: false });
        assert.deepEqual(await repo.migrate(), { applied: MIGRATIONS.map((m) => m.id) });
        assert.deepEqual(await repo.migrate(), { applied: [] });
        await repo.close();
      } finally {
        await fresh.dispose();
      }
    });
  });

  describe('municipalities and users', () => {
    it('seeding again changes nothing and audits nothing', async ({ repo, target }) => {
      const before = await auditCount(target);
      await repo.upsertMunicipalities([BELEM, ANANINDEUA]);
      assert.equal(await auditCount(target), before);
      await repo.upsertMunicipalities([{ ...BELEM, name: 'Belém do Pará' }]);
      assert.equal(await auditCount(target), before + 1);
      assert.deepEqual(
        (await repo.listMunicipalities()).map((m) => m.name),
        ['Ananindeua', 'Belém do Pará'],
      );
    });

    it('finds users by e-mail (any case) and by OIDC subject; both are unique', async ({ repo, belem }) => {
      const u = await repo.createUser(belem, {
        email: 'Maria.Silva@Belem.pa.gov.br',
        name: 'Maria Silva',
        municipality: 'belem',
        roles: ['reviewer', 'inspector'],
        passwordHash: '$argon2id$v=19$m=65536,t=3,p=4$c2FsdA$aGFzaA',
        oidcIssuer: 'https://sso.acesso.gov.br',
        oidcSubject: '12345678900',
        disabled: false,
      });
      assert.equal(u.version, 1);
      assert.deepEqual(await repo.findUserByEmail('maria.silva@belem.pa.gov.br'), u);
      assert.deepEqual(await repo.findUserByOidc('https://sso.acesso.gov.br', '12345678900'), u);
      assert.equal(await repo.findUserByEmail('nobody@example.com'), null);
      assert.equal((await repo.listUsers(belem, { filters: { email: 'MARIA.silva@belem.pa.gov.br' } })).items[0]?.id, u.id);
      const dup = { ...u, email: 'MARIA.SILVA@belem.pa.gov.br', oidcSubject: null };
      await rejects(repo.createUser(belem, dup), Duplicate, /email/);
      await rejects(repo.createUser(belem, { ...u, email: 'x@example.com' }), Duplicate);
    });

    it('keeps the municipality boundary and the system-admin rule for users', async ({ repo, belem, ananindeua, applicant }) => {
      const base = { name: 'X', passwordHash: null, oidcIssuer: null, oidcSubject: null, disabled: false };
      await rejects(repo.createUser(belem, { ...base, email: 'a@x.br', municipality: 'ananindeua', roles: ['inspector'] }), Forbidden);
      await rejects(repo.createUser(belem, { ...base, email: 'b@x.br', municipality: null, roles: ['system-admin'] }), Forbidden);
      await rejects(repo.createUser(applicant, { ...base, email: 'c@x.br', municipality: 'belem', roles: ['applicant'] }), Forbidden);
      await rejects(repo.createUser(SYSTEM, { ...base, email: 'd@x.br', municipality: 'belem', roles: ['system-admin'] }), InvalidData);
      await rejects(repo.createUser(SYSTEM, { ...base, email: 'e@x.br', municipality: null, roles: ['reviewer'] }), InvalidData);
      await rejects(repo.createUser(SYSTEM, { ...base, email: 'f@x.br', municipality: 'belem', roles: ['mayor' as Role] }), InvalidData);
      await rejects(repo.createUser(SYSTEM, { ...base, email: 'g@x.br', municipality: 'nowhere', roles: ['inspector'] }), NotFound);
      // A scope claiming all municipalities without being a system administrator.
      await rejects(repo.listUsers({ ...belem, municipality: null }, {}), Forbidden);

      const u = await repo.createUser(belem, { ...base, email: 'h@x.br', municipality: 'belem', roles: ['inspector'] });
      await rejects(repo.getUser(ananindeua, u.id), NotFound);
      await rejects(repo.updateUser(ananindeua, u.id, 1, { disabled: true }), NotFound);
      assert.equal((await repo.getUser(belem, u.id)).id, u.id);
      const listed = await repo.listUsers(ananindeua, {});
      assert.ok(listed.items.every((x) => x.municipality === 'ananindeua'));
      assert.equal((await repo.listUsers(SYSTEM, { filters: { role: 'inspector' } })).total, 1);
      // An applicant sees only itself, and cannot promote itself.
      assert.deepEqual(
        (await repo.listUsers(applicant, {})).items.map((x) => x.id),
        [applicant.userId],
      );
      await rejects(repo.updateUser(applicant, applicant.userId, 1, { roles: ['licensing-officer'] }), Forbidden);
      const renamed = await repo.updateUser(applicant, applicant.userId, 1, { name: 'Ana Paula' });
      assert.equal(renamed.version, 2);
      await rejects(repo.updateUser(belem, u.id, 1, { roles: ['system-admin'] }), InvalidData);
    });

    it('a distributor account carries its company’s CNPJ (Nova Odessa art. 13 § 1º); no other account does', async ({ repo, belem }) => {
      const base = { name: 'D', municipality: 'belem', passwordHash: null, oidcIssuer: null, oidcSubject: null, disabled: false };
      const d = (email: string) => ({ ...base, email, roles: ['distributor'] as Role[] });
      // Required with the role, and valid (check digits): each refusal names the field.
      await rejects(repo.createUser(belem, d('d1@x.br')), InvalidData, /^distributorCnpj: found nothing/);
      await rejects(repo.createUser(belem, { ...d('d2@x.br'), distributorCnpj: '90.000.001/0001-28' }), InvalidData, /distributorCnpj/);
      // Refused on another role (it would grant nothing).
      await rejects(
        repo.createUser(belem, { ...base, email: 'd3@x.br', roles: ['inspector'], distributorCnpj: '90000001000129' }),
        InvalidData,
        /distributorCnpj: found "90000001000129", expected nothing/,
      );
      assert.equal(await repo.findUserByEmail('d1@x.br'), null);
      // Kept normalised, read back by every lookup.
      const u = await repo.createUser(belem, { ...d('d4@x.br'), distributorCnpj: '90.000.001/0001-29' });
      assert.equal(u.distributorCnpj, '90000001000129');
      assert.equal((await repo.findUserByEmail('d4@x.br'))?.distributorCnpj, '90000001000129');
      const inspector = await repo.createUser(belem, { ...base, email: 'd5@x.br', roles: ['inspector'] });
      assert.equal((await repo.getUser(belem, inspector.id)).distributorCnpj, null);
      // A rename keeps it; an invalid one is refused and changes nothing; the role taken away takes it.
      assert.equal((await repo.updateUser(belem, u.id, 1, { name: 'D2' })).distributorCnpj, '90000001000129');
      await rejects(repo.updateUser(belem, u.id, 2, { distributorCnpj: 'x' }), InvalidData, /distributorCnpj/);
      await rejects(repo.updateUser(belem, u.id, 2, { distributorCnpj: null }), InvalidData, /distributorCnpj/);
      assert.equal((await repo.getUser(belem, u.id)).version, 2);
      const moved = await repo.updateUser(belem, u.id, 2, { distributorCnpj: '90000002000173' });
      assert.equal(moved.distributorCnpj, '90000002000173');
      assert.equal((await repo.updateUser(belem, u.id, 3, { roles: ['inspector'] })).distributorCnpj, null);
      // Given the role back, it needs the CNPJ again.
      await rejects(repo.updateUser(belem, u.id, 4, { roles: ['distributor'] }), InvalidData, /distributorCnpj: found nothing/);
      assert.equal((await repo.getUser(belem, u.id)).distributorCnpj, null);
    });

    it('never writes a password hash into the audit log', async ({ repo, belem, target }) => {
      const secret = '$argon2id$v=19$m=65536,t=3,p=4$c2FsdA$c2VjcmV0';
      const u = await repo.createUser(belem, {
        email: 'p@x.br',
        name: 'P',
        municipality: 'belem',
        roles: ['inspector'],
        passwordHash: secret,
        oidcIssuer: null,
        oidcSubject: null,
        disabled: false,
      });
      await repo.updateUser(belem, u.id, 1, { passwordHash: `${secret}2` });
      const rows = await target.raw('SELECT before_json, after_json FROM audit_log');
      assert.ok(rows.length > 0);
      for (const r of rows) assert.ok(!`${r['before_json']}${r['after_json']}`.includes('argon2id'));
      const entries = await repo.listAudit(belem, { filters: { entityId: u.id } });
      const upd = entries.items.find((e) => e.action === 'user.update');
      assert.ok(upd);
      assert.notEqual((upd.before as { passwordHash: string }).passwordHash, (upd.after as { passwordHash: string }).passwordHash);
    });
  });
}
