/**
 * THE contract suite of the repository, run as is against every engine (sqlite.test.ts,
 * postgres.test.ts). An engine passes only if it behaves the same as the other one.
 *
 * A target is an empty database the suite opens with openRepository(opts); `raw` reaches the
 * same database around the repository, to tamper with it the way an attacker or a broken
 * tool would.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import type { EvaluationResult } from '../../src/core/types.ts';
import { canonicalJson, resultHash, sha256Hex } from '../../src/store/canonical.ts';
import type { Param, Row } from '../../src/store/engine.ts';
import { type OpenOptions, openRepository, restoreRepository } from '../../src/store/open.ts';
import {
  Duplicate,
  type Establishment,
  Forbidden,
  InvalidData,
  type Municipality,
  NotFound,
  type PlaceRecord,
  type Repository,
  type Role,
  type Scope,
  VersionConflict,
} from '../../src/store/repository.ts';

export interface StoreTarget {
  opts: OpenOptions;
  /** SQL on the same database, bypassing the repository; `?` placeholders. */
  raw(sql: string, params?: Param[]): Promise<Row[]>;
  /** Removes the append-only guards of audit_log, so `raw` can tamper with it. */
  unguardAudit(): Promise<void>;
  /** Runs SQL with foreign keys not enforced (to plant an orphan row). */
  rawWithoutForeignKeys(sql: string, params?: Param[]): Promise<void>;
  dispose(): Promise<void>;
}

export interface ContractOptions {
  /** Why the suite cannot run here; the whole suite is then skipped with this message. */
  skip?: string;
}

// ---------------------------------------------------------------------------------------
// Fixtures

const BELEM: Municipality = { id: 'belem', name: 'Belém', uf: 'PA', ibge: '1501402' };
const ANANINDEUA: Municipality = { id: 'ananindeua', name: 'Ananindeua', uf: 'PA', ibge: '1500800' };

let requestCounter = 0;
const scope = (userId: string, municipality: string | null, roles: Role[]): Scope => ({
  userId,
  municipality,
  roles,
  requestId: `req-${++requestCounter}`,
});
const SYSTEM = scope('system', null, ['system-admin']);

interface World {
  repo: Repository;
  target: StoreTarget;
  /** Officials of Belém and Ananindeua, and two applicants of Belém (real users). */
  belem: Scope;
  ananindeua: Scope;
  applicant: Scope;
  otherApplicant: Scope;
}

async function makeWorld(target: StoreTarget): Promise<World> {
  const repo = await openRepository(target.opts);
  await repo.upsertMunicipalities([BELEM, ANANINDEUA]);
  const user = (email: string, municipality: string, roles: Role[]) =>
    repo.createUser(SYSTEM, {
      email,
      name: email.split('@')[0] ?? email,
      municipality,
      roles,
      passwordHash: null,
      oidcIssuer: null,
      oidcSubject: null,
      disabled: false,
    });
  const officer = await user('officer@belem.pa.gov.br', 'belem', ['licensing-officer']);
  const officerA = await user('officer@ananindeua.pa.gov.br', 'ananindeua', ['licensing-officer']);
  const app1 = await user('ana@example.com', 'belem', ['applicant']);
  const app2 = await user('bruno@example.com', 'belem', ['applicant']);
  return {
    repo,
    target,
    belem: scope(officer.id, 'belem', ['licensing-officer']),
    ananindeua: scope(officerA.id, 'ananindeua', ['licensing-officer']),
    applicant: scope(app1.id, 'belem', ['applicant']),
    otherApplicant: scope(app2.id, 'belem', ['applicant']),
  };
}

const establishment = (
  municipality: string,
  ownerUserId: string | null,
  name = 'Depósito São João',
): Omit<Establishment, 'id' | 'createdAt' | 'updatedAt' | 'version'> => ({
  municipality,
  name,
  cnpj: '12.345.678/0001-90',
  address: { street: 'Travessa Quintino Bocaiúva', number: '100', district: 'Nazaré', cep: '66035-190' },
  location: [-48.4902, -1.4558],
  ownerUserId,
  status: 'active',
  data: { storageKg: 1560.5, classes: ['II', 'III'], note: 'açúcar "quoted" \\ back' },
});

const RESULT = {
  schemaVersion: 1,
  municipality: 'belem',
  municipalityName: 'Belém',
  date: '2025-03-01',
  lang: 'pt',
  lawPackVersion: 'belem@2025.1',
  activity: 'retail',
  verdict: 'compliant',
  class: 'III',
  classDetail: null,
  findings: [{ rule: 'art2', status: 'pass', distanceM: 15.000000000000002, text: 'distância ≥ 15 m — ok' }],
  missing: [],
  summary: { pass: 1, fail: 0 },
  laws: [{ id: 'belem-lei-8.123', title: 'Lei nº 8.123/2001' }],
  overrides: {},
} as unknown as EvaluationResult;

async function rejects(p: Promise<unknown>, cls: new (...args: never[]) => Error, message?: RegExp): Promise<Error> {
  try {
    await p;
  } catch (e) {
    assert.ok(e instanceof cls, `expected ${cls.name}, got ${(e as Error)?.constructor?.name}: ${(e as Error)?.message}`);
    if (message) assert.match((e as Error).message, message);
    return e as Error;
  }
  assert.fail(`expected ${cls.name}, but it resolved`);
}

const auditCount = async (t: StoreTarget): Promise<number> => Number((await t.raw('SELECT COUNT(*) AS n FROM audit_log'))[0]?.['n']);

function tmpFile(name: string): { file: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'glp-backup-'));
  return { file: join(dir, name), cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

// ---------------------------------------------------------------------------------------

export function runContract(name: string, factory: () => Promise<StoreTarget>, options: ContractOptions = {}): void {
  const it = (title: string, fn: (w: World) => Promise<void>) =>
    test(title, async () => {
      const target = await factory();
      let world: World | undefined;
      try {
        world = await makeWorld(target);
        await fn(world);
      } finally {
        await world?.repo.close().catch(() => undefined);
        await target.dispose();
      }
    });

  const suiteOptions = options.skip !== undefined ? { skip: options.skip } : {};

  describe(`repository contract: ${name}`, suiteOptions, () => {
    describe('migrations', () => {
      it('applies once, records each migration, and is idempotent', async ({ repo, target }) => {
        assert.deepEqual(await repo.migrate(), { applied: [] });
        const rows = await target.raw('SELECT id, checksum FROM schema_migrations ORDER BY id');
        assert.deepEqual(
          rows.map((r) => r['id']),
          ['0001_initial'],
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
          assert.deepEqual(await repo.migrate(), { applied: ['0001_initial'] });
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

    describe('tenant isolation', () => {
      it("another municipality's record is NotFound, exactly like a missing one", async ({ repo, belem, ananindeua }) => {
        const e = await repo.createEstablishment(belem, establishment('belem', null));
        const missing = await rejects(repo.getEstablishment(ananindeua, 'does-not-exist'), NotFound);
        const foreign = await rejects(repo.getEstablishment(ananindeua, e.id), NotFound);
        assert.equal(foreign.message, missing.message.replace('does-not-exist', e.id));
        await rejects(repo.updateEstablishment(ananindeua, e.id, 1, { name: 'hijacked' }), NotFound);
        await rejects(repo.updateEstablishment(ananindeua, e.id, 99, { name: 'hijacked' }), NotFound); // not VersionConflict: that would leak
        assert.equal((await repo.listEstablishments(ananindeua, {})).total, 0);
        assert.equal((await repo.listEstablishments(ananindeua, { filters: { municipality: 'belem' } })).total, 0);
        assert.equal((await repo.getEstablishment(belem, e.id)).name, 'Depósito São João');
        assert.equal((await repo.listEstablishments(SYSTEM, {})).total, 1);
      });

      it('cannot create records in, or link records across, municipalities', async ({ repo, belem, ananindeua }) => {
        await rejects(repo.createEstablishment(ananindeua, establishment('belem', null)), Forbidden);
        const e = await repo.createEstablishment(belem, establishment('belem', null));
        const app = { establishmentId: e.id, applicantUserId: null, type: 'alvara', status: 'draft' as const, input: {} };
        await rejects(repo.createApplication(ananindeua, { ...app, municipality: 'ananindeua' }), NotFound);
        // Even a system administrator cannot tie Ananindeua's application to Belém's establishment.
        await rejects(repo.createApplication(SYSTEM, { ...app, municipality: 'ananindeua' }), NotFound);
        await rejects(
          repo.createLicence(SYSTEM, {
            municipality: 'ananindeua',
            establishmentId: e.id,
            number: '1/2025',
            kind: 'alvara',
            class: null,
            issuedOn: '2025-01-02',
            expiresOn: null,
            status: 'active',
            plate: null,
          }),
          NotFound,
        );
        await rejects(
          repo.saveEvaluation(ananindeua, {
            municipality: 'belem',
            applicationId: null,
            date: '2025-03-01',
            lang: 'pt',
            lawPackVersion: 'x',
            parameters: {},
            overrides: {},
            input: {},
            result: RESULT,
            resultHash: '',
          }),
          Forbidden,
        );
        // An owner must be a user of the same municipality.
        await rejects(repo.createEstablishment(ananindeua, establishment('ananindeua', belem.userId)), NotFound);
      });

      it('applicants see and change only what they own', async ({ repo, belem, applicant, otherApplicant }) => {
        const mine = await repo.createEstablishment(applicant, establishment('belem', applicant.userId, 'Minha Revenda'));
        const theirs = await repo.createEstablishment(belem, establishment('belem', otherApplicant.userId, 'Outra Revenda'));
        await rejects(repo.createEstablishment(applicant, establishment('belem', otherApplicant.userId)), Forbidden);
        assert.deepEqual(
          (await repo.listEstablishments(applicant, {})).items.map((x) => x.id),
          [mine.id],
        );
        await rejects(repo.getEstablishment(applicant, theirs.id), NotFound);
        await rejects(repo.updateEstablishment(applicant, theirs.id, 1, { name: 'x' }), NotFound);
        await rejects(repo.updateEstablishment(applicant, mine.id, 1, { ownerUserId: otherApplicant.userId }), Forbidden);

        const app = await repo.createApplication(applicant, {
          municipality: 'belem',
          establishmentId: mine.id,
          applicantUserId: applicant.userId,
          type: 'alvara',
          status: 'draft',
          input: { activity: 'retail' },
        });
        await rejects(
          repo.createApplication(applicant, {
            municipality: 'belem',
            establishmentId: theirs.id,
            applicantUserId: applicant.userId,
            type: 'alvara',
            status: 'draft',
            input: {},
          }),
          NotFound,
        );
        assert.equal((await repo.listApplications(otherApplicant, {})).total, 0);
        assert.equal((await repo.listApplications(belem, {})).total, 1);

        const ev = await repo.saveEvaluation(applicant, {
          municipality: 'belem',
          applicationId: app.id,
          date: '2025-03-01',
          lang: 'pt',
          lawPackVersion: 'belem@2025.1',
          parameters: {},
          overrides: {},
          input: {},
          result: RESULT,
          resultHash: '',
        });
        await rejects(repo.getEvaluation(otherApplicant, ev.id), NotFound);
        assert.equal((await repo.getEvaluation(belem, ev.id)).id, ev.id);

        const lic = await repo.createLicence(belem, {
          municipality: 'belem',
          establishmentId: mine.id,
          number: 'ALV-1/2025',
          kind: 'alvara',
          class: 'III',
          issuedOn: '2025-03-10',
          expiresOn: '2026-03-10',
          status: 'active',
          plate: null,
        });
        await rejects(repo.createLicence(applicant, { ...lic, number: 'ALV-2/2025' }), Forbidden);
        await rejects(repo.updateLicence(applicant, lic.id, 1, { status: 'active' }), Forbidden);
        assert.equal((await repo.listLicences(applicant, {})).total, 1);
        assert.equal((await repo.listLicences(otherApplicant, {})).total, 0);
        await rejects(repo.insertPlaces(applicant, []), Forbidden);
        assert.ok((await repo.listAudit(applicant, {})).items.every((a) => a.actorId === applicant.userId));
      });
    });

    describe('lists', () => {
      it('paginates with a total, filters by whitelisted fields, searches without accents', async ({ repo, belem }) => {
        for (let i = 0; i < 7; i++) {
          await repo.createEstablishment(belem, {
            ...establishment('belem', null, i % 2 ? `Gás Conceição ${i}` : `Depósito ${i}`),
            status: i < 5 ? 'active' : 'closed',
          });
        }
        const p1 = await repo.listEstablishments(belem, { limit: 3 });
        const p3 = await repo.listEstablishments(belem, { limit: 3, offset: 6 });
        assert.equal(p1.total, 7);
        assert.equal(p1.items.length, 3);
        assert.equal(p3.items.length, 1);
        const beyond = await repo.listEstablishments(belem, { limit: 3, offset: 30 });
        assert.deepEqual([beyond.items.length, beyond.total], [0, 7]);
        assert.equal((await repo.listEstablishments(belem, { filters: { status: 'closed' } })).total, 2);
        assert.equal((await repo.listEstablishments(belem, { q: 'gas conceicao' })).total, 3);
        assert.equal((await repo.listEstablishments(belem, { q: 'GÁS' })).total, 3);
        assert.equal((await repo.listEstablishments(belem, { q: '%' })).total, 0);
        assert.equal((await repo.listEstablishments(belem, { filters: { cnpj: '12345678000190' } })).total, 7);
        await rejects(repo.listEstablishments(belem, { filters: { 'name; DROP TABLE users': 'x' } }), InvalidData, /unknown filter/);
        await rejects(repo.listEstablishments(belem, { limit: -1 }), InvalidData);
        await rejects(repo.listEstablishments(belem, { offset: 1e20 }), InvalidData);
        await rejects(repo.getEstablishment(belem, 'x\u0000y'), InvalidData);
        await rejects(repo.getIdempotent('u\u0000', 'k'), InvalidData);
        // Newest first, stable across pages.
        const all = await repo.listEstablishments(belem, { limit: 100 });
        const paged = [...p1.items, ...(await repo.listEstablishments(belem, { limit: 3, offset: 3 })).items, ...p3.items];
        assert.deepEqual(
          paged.map((x) => x.id),
          all.items.map((x) => x.id),
        );
      });

      it('refuses text the engines would not keep identically', async ({ repo, belem }) => {
        await rejects(repo.createEstablishment(belem, establishment('belem', null, 'bad\u0000name')), InvalidData, /NUL/);
        await rejects(repo.createEstablishment(belem, { ...establishment('belem', null), location: [-200, 0] }), InvalidData);
        await rejects(repo.createEstablishment(belem, { ...establishment('belem', null), data: { x: Number.NaN } }), InvalidData);
        // …but a NUL inside a JSON document is fine: it is stored escaped.
        const e = await repo.createEstablishment(belem, { ...establishment('belem', null), data: { raw: 'a\u0000b' } });
        assert.equal((await repo.getEstablishment(belem, e.id)).data['raw'], 'a\u0000b');
      });
    });

    describe('optimistic concurrency', () => {
      it('an update with a stale version raises VersionConflict and changes nothing', async ({ repo, belem, target }) => {
        const e = await repo.createEstablishment(belem, establishment('belem', null));
        const v2 = await repo.updateEstablishment(belem, e.id, 1, { name: 'Novo nome' });
        assert.equal(v2.version, 2);
        assert.equal(v2.name, 'Novo nome');
        const n = await auditCount(target);
        const err = await rejects(repo.updateEstablishment(belem, e.id, 1, { name: 'stale' }), VersionConflict);
        assert.equal((err as VersionConflict).actual, 2);
        assert.equal((await repo.getEstablishment(belem, e.id)).name, 'Novo nome');
        assert.equal(await auditCount(target), n, 'a failed update leaves no audit entry');
      });

      it('two concurrent updates of one record: exactly one wins', async ({ repo, belem }) => {
        const e = await repo.createEstablishment(belem, establishment('belem', null));
        const results = await Promise.allSettled([
          repo.updateEstablishment(belem, e.id, 1, { name: 'A' }),
          repo.updateEstablishment(belem, e.id, 1, { name: 'B' }),
        ]);
        const won = results.filter((r) => r.status === 'fulfilled');
        const lost = results.filter((r) => r.status === 'rejected');
        assert.equal(won.length, 1);
        assert.equal(lost.length, 1);
        assert.ok((lost[0] as PromiseRejectedResult).reason instanceof VersionConflict);
        const stored = await repo.getEstablishment(belem, e.id);
        assert.equal(stored.version, 2);
        assert.equal(stored.name, (won[0] as PromiseFulfilledResult<Establishment>).value.name);
      });

      it('concurrent read-modify-write with retries loses no update', async ({ repo, belem }) => {
        const e = await repo.createEstablishment(belem, { ...establishment('belem', null), data: { counter: 0 } });
        const workers = 12;
        await Promise.all(
          Array.from({ length: workers }, async () => {
            for (;;) {
              const cur = await repo.getEstablishment(belem, e.id);
              try {
                await repo.updateEstablishment(belem, e.id, cur.version, { data: { counter: Number(cur.data['counter']) + 1 } });
                return;
              } catch (err) {
                if (!(err instanceof VersionConflict)) throw err;
              }
            }
          }),
        );
        const final = await repo.getEstablishment(belem, e.id);
        assert.equal(final.data['counter'], workers);
        assert.equal(final.version, workers + 1);
        assert.deepEqual(await repo.verifyAudit().then((r) => r.ok), true);
      });
    });

    describe('evaluations', () => {
      it('are stored exactly, with resultHash = sha256 of the canonical JSON of the result', async ({ repo, belem, target }) => {
        const ev = await repo.saveEvaluation(belem, {
          municipality: 'belem',
          applicationId: null,
          date: '2025-03-01',
          lang: 'pt',
          lawPackVersion: 'belem@2025.1',
          parameters: { 'belem.minDistanceM': 15, 'belem.maxKg': 1560.5 },
          overrides: { 'belem.minDistanceM': 20 },
          input: { containers: [{ capacityKg: 13, count: 120 }] },
          result: RESULT,
          resultHash: '',
        });
        assert.equal(ev.resultHash, resultHash(RESULT));
        assert.equal(ev.resultHash, sha256Hex(canonicalJson(RESULT)));
        assert.equal(ev.createdBy, belem.userId);
        const back = await repo.getEvaluation(belem, ev.id);
        assert.deepEqual(back, ev);
        assert.equal(resultHash(back.result), back.resultHash, 'recomputed from what was read back');
        await rejects(repo.saveEvaluation(belem, { ...ev, resultHash: 'f'.repeat(64) }), InvalidData, /resultHash/);
        // Append-only, below the repository too.
        await assert.rejects(target.raw("UPDATE evaluations SET result_hash = 'x'"));
        await assert.rejects(target.raw('DELETE FROM evaluations'));
        assert.equal((await repo.listEvaluations(belem, { filters: { lawPackVersion: 'belem@2025.1' } })).total, 1);
      });

      it('lists by application', async ({ repo, belem }) => {
        const app = await repo.createApplication(belem, {
          municipality: 'belem',
          establishmentId: null,
          applicantUserId: null,
          type: 'alvara',
          status: 'submitted',
          input: {},
        });
        const base = {
          municipality: 'belem',
          date: '2025-03-01',
          lang: 'en' as const,
          lawPackVersion: 'v',
          parameters: {},
          overrides: {},
          input: {},
          result: RESULT,
          resultHash: '',
        };
        await repo.saveEvaluation(belem, { ...base, applicationId: app.id });
        await repo.saveEvaluation(belem, { ...base, applicationId: app.id });
        await repo.saveEvaluation(belem, { ...base, applicationId: null });
        assert.equal((await repo.listEvaluations(belem, { applicationId: app.id })).total, 2);
        assert.equal((await repo.listEvaluations(belem, {})).total, 3);
      });
    });

    describe('licences', () => {
      it('numbers are unique per municipality; the public lookup shows the registry', async ({ repo, belem, ananindeua }) => {
        const e = await repo.createEstablishment(belem, establishment('belem', null, 'Revenda Nazaré'));
        const eA = await repo.createEstablishment(ananindeua, {
          ...establishment('ananindeua', null, 'Revenda Cidade Nova'),
          cnpj: '98.765.432/0001-10',
        });
        const lic = {
          municipality: 'belem',
          establishmentId: e.id,
          number: 'ALV-0001/2025',
          kind: 'vehicle' as const,
          class: null,
          issuedOn: '2025-01-15',
          expiresOn: '2026-01-15',
          status: 'active' as const,
          plate: 'QDA-1B23',
        };
        const l1 = await repo.createLicence(belem, lic);
        await rejects(repo.createLicence(belem, lic), Duplicate, /number/);
        await repo.createLicence(ananindeua, { ...lic, municipality: 'ananindeua', establishmentId: eA.id });

        const byNumber = await repo.publicLicences('belem', { number: 'ALV-0001/2025' });
        assert.equal(byNumber.total, 1);
        assert.equal(byNumber.items[0]?.establishmentName, 'Revenda Nazaré');
        assert.equal(byNumber.items[0]?.id, l1.id);
        assert.equal((await repo.publicLicences('belem', { plate: 'qda1b23' })).total, 1);
        assert.equal((await repo.publicLicences('belem', { cnpj: '12345678000190' })).total, 1);
        assert.equal((await repo.publicLicences('belem', { cnpj: '98765432000110' })).total, 0);
        assert.equal((await repo.publicLicences('ananindeua', {})).items[0]?.establishmentName, 'Revenda Cidade Nova');

        const suspended = await repo.updateLicence(belem, l1.id, 1, { status: 'suspended' });
        assert.equal(suspended.version, 2);
        await rejects(repo.updateLicence(ananindeua, l1.id, 2, { status: 'revoked' }), NotFound);
        assert.equal((await repo.listLicences(belem, { filters: { status: 'suspended' } })).total, 1);
      });
    });

    describe('place registries', () => {
      const place = (over: Partial<Omit<PlaceRecord, 'id' | 'version'>>): Omit<PlaceRecord, 'id' | 'version'> => ({
        municipality: 'belem',
        category: 'school',
        status: 'active',
        name: 'Escola Estadual',
        geometry: { type: 'Point', coordinates: [-48.49, -1.455] },
        source: 'SEDUC 2024',
        importedAt: '2025-02-01T00:00:00.000Z',
        validFrom: null,
        validTo: null,
        data: {},
        ...over,
      });
      // A square of ~111 m around (-48.48, -1.45).
      const square: [number, number][] = [
        [-48.4805, -1.4505],
        [-48.4795, -1.4505],
        [-48.4795, -1.4495],
        [-48.4805, -1.4495],
        [-48.4805, -1.4505],
      ];

      it('a place is located, retired and versioned one at a time, audited, within its municipality', async ({
        repo,
        belem,
        ananindeua,
      }) => {
        await repo.insertPlaces(belem, [
          place({ name: 'Revenda sem endereço', category: 'glp-outlet', geometry: null, validFrom: '2020-01-01' }),
        ]);
        const [p0] = (await repo.listPlaces(belem, { municipality: 'belem', categories: ['glp-outlet'] })).items;
        assert.ok(p0);
        assert.equal(p0.geometry, null);
        const located = await repo.updatePlace(belem, p0.id, p0.version, { geometry: { type: 'Point', coordinates: [-48.48, -1.45] } });
        assert.equal(located.version, p0.version + 1);
        const near = await repo.listPlaces(belem, { municipality: 'belem', near: { point: [-48.4801, -1.45], withinM: 50 } } as Parameters<
          typeof repo.listPlaces
        >[1]);
        assert.deepEqual(
          near.items.map((x) => x.id),
          [p0.id],
        );
        await rejects(repo.updatePlace(belem, p0.id, p0.version, { name: 'stale' }), VersionConflict);
        await rejects(repo.updatePlace(ananindeua, p0.id, located.version, { name: 'x' }), NotFound);
        await rejects(repo.updatePlace(belem, p0.id, located.version, {}), InvalidData);
        await rejects(repo.updatePlace(belem, p0.id, located.version, { validTo: '2019-12-31' }), InvalidData, /validTo/);
        const retired = await repo.updatePlace(belem, p0.id, located.version, { validTo: '2026-07-01' });
        assert.equal(retired.validTo, '2026-07-01');
        assert.equal((await repo.listPlaces(belem, { municipality: 'belem', categories: ['glp-outlet'], asOf: '2026-06-30' })).total, 1);
        assert.equal((await repo.listPlaces(belem, { municipality: 'belem', categories: ['glp-outlet'], asOf: '2026-07-01' })).total, 0);
        const audit = await repo.listAudit(belem, { filters: { entityId: p0.id } } as Parameters<typeof repo.listAudit>[1]);
        assert.ok(audit.items.some((e) => e.action === 'place.update'));
      });

      it('bulk insert is all-or-nothing and audited as one entry', async ({ repo, belem, target }) => {
        const n0 = await auditCount(target);
        const good = Array.from({ length: 1200 }, (_, i) =>
          place({ name: `Escola ${i}`, geometry: { type: 'Point', coordinates: [-48.49 + i * 1e-5, -1.455] } }),
        );
        const bad = [
          ...good.slice(0, 700),
          place({
            geometry: {
              type: 'Polygon',
              coordinates: [
                [
                  [0, 0],
                  [1, 0],
                  [1, 1],
                ],
              ],
            },
          }),
          ...good.slice(700),
        ];
        await rejects(repo.insertPlaces(belem, bad), InvalidData, /places\[700\]/);
        await rejects(repo.insertPlaces(belem, [...good, place({ municipality: 'ananindeua' })]), Forbidden);
        assert.equal((await repo.listPlaces(belem, { municipality: 'belem' })).total, 0);
        assert.equal(await auditCount(target), n0);
        assert.equal(await repo.insertPlaces(belem, good), 1200);
        assert.equal(await auditCount(target), n0 + 1);
        const entry = (await repo.listAudit(belem, { filters: { action: 'places.import' } })).items[0];
        assert.ok(entry);
        assert.equal((entry.after as { count: number }).count, 1200);
        const page = await repo.listPlaces(null, { municipality: 'belem', limit: 5000 });
        assert.equal(page.total, 1200);
        assert.equal(page.items.length, 1200);
      });

      it('filters by categories, asOf, bbox and distance (geodesic)', async ({ repo, belem, ananindeua }) => {
        await repo.insertPlaces(belem, [
          place({ name: 'Escola A', geometry: { type: 'Point', coordinates: [-48.48, -1.4509] } }), // ~100 m south of the square's centre
          place({ name: 'Hospital', category: 'hospital', geometry: { type: 'Point', coordinates: [-48.48, -1.454] } }), // ~445 m
          place({
            name: 'Escola antiga',
            validFrom: '2000-01-01',
            validTo: '2020-01-01',
            geometry: { type: 'Point', coordinates: [-48.6, -1.3] },
          }),
          place({ name: 'Escola nova', validFrom: '2024-06-01', geometry: { type: 'Point', coordinates: [-48.3, -1.2] } }),
          place({ name: 'Zona ZR1', category: 'zone', geometry: { type: 'Polygon', coordinates: [square] } }),
          place({ name: 'Sem geometria', category: 'school', geometry: null }),
        ]);
        await repo.insertPlaces(ananindeua, [place({ municipality: 'ananindeua', name: 'Escola de Ananindeua' })]);
        const names = (p: { items: PlaceRecord[] }) => p.items.map((x) => x.name).sort();

        assert.deepEqual(names(await repo.listPlaces(null, { municipality: 'belem', categories: ['hospital', 'zone'] })), [
          'Hospital',
          'Zona ZR1',
        ]);
        assert.deepEqual(names(await repo.listPlaces(null, { municipality: 'belem', categories: [] })), []);
        assert.deepEqual(names(await repo.listPlaces(null, { municipality: 'belem', categories: ['school'], asOf: '2019-12-31' })), [
          'Escola A',
          'Escola antiga',
          'Sem geometria',
        ]);
        // validTo is exclusive, like the parameters' validity.
        assert.deepEqual(names(await repo.listPlaces(null, { municipality: 'belem', categories: ['school'], asOf: '2020-01-01' })), [
          'Escola A',
          'Sem geometria',
        ]);
        assert.deepEqual(names(await repo.listPlaces(null, { municipality: 'belem', categories: ['school'], asOf: '2024-06-01' })), [
          'Escola A',
          'Escola nova',
          'Sem geometria',
        ]);
        assert.deepEqual(names(await repo.listPlaces(belem, { municipality: 'belem', bbox: [-48.481, -1.4512, -48.4795, -1.4499] })), [
          'Escola A',
          'Zona ZR1',
        ]);

        const near = (m: number) => repo.listPlaces(null, { municipality: 'belem', near: { point: [-48.48, -1.45], withinM: m } });
        assert.deepEqual(names(await near(10)), ['Zona ZR1']); // inside the polygon: distance 0
        assert.deepEqual(names(await near(90)), ['Zona ZR1']);
        assert.deepEqual(names(await near(110)), ['Escola A', 'Zona ZR1']);
        assert.deepEqual(names(await near(500)), ['Escola A', 'Hospital', 'Zona ZR1']);
        // ~47 m from the square's east edge (lon -48.4795): the edge, not the vertices (~71 m), counts.
        const edge = await repo.listPlaces(null, {
          municipality: 'belem',
          categories: ['zone'],
          near: { point: [-48.47908, -1.45], withinM: 50 },
        });
        assert.deepEqual(names(edge), ['Zona ZR1']);
        const edgeFar = await repo.listPlaces(null, {
          municipality: 'belem',
          categories: ['zone'],
          near: { point: [-48.47908, -1.45], withinM: 45 },
        });
        assert.deepEqual(names(edgeFar), []);
        const paged = await repo.listPlaces(null, { municipality: 'belem', near: { point: [-48.48, -1.45], withinM: 500 }, limit: 2 });
        assert.deepEqual([paged.items.length, paged.total], [2, 3]);

        await rejects(repo.listPlaces(ananindeua, { municipality: 'belem' }), NotFound);
        const one = (await repo.listPlaces(belem, { municipality: 'belem', q: 'hospital' })).items[0];
        assert.ok(one);
        assert.deepEqual(await repo.getPlace(null, 'belem', one.id), one);
        assert.deepEqual(one.geometry, { type: 'Point', coordinates: [-48.48, -1.454] });
        await rejects(repo.getPlace(ananindeua, 'belem', one.id), NotFound);
        await rejects(repo.getPlace(null, 'ananindeua', one.id), NotFound);
      });
    });

    describe('idempotency records', () => {
      it('are per user and key; the first response stays', async ({ repo }) => {
        assert.equal(await repo.getIdempotent('u1', 'k1'), null);
        await repo.putIdempotent('u1', 'k1', { requestHash: 'h1', status: 201, body: '{"id":"a"}' });
        await repo.putIdempotent('u1', 'k1', { requestHash: 'h2', status: 201, body: '{"id":"b"}' });
        assert.deepEqual(await repo.getIdempotent('u1', 'k1'), { requestHash: 'h1', status: 201, body: '{"id":"a"}' });
        assert.equal(await repo.getIdempotent('u2', 'k1'), null);
      });

      it('are claimed atomically: of concurrent claims exactly one runs, the others see it pending', async ({ repo }) => {
        const claims = await Promise.all(Array.from({ length: 8 }, () => repo.claimIdempotent('u3', 'k3', 'h3', 60_000)));
        assert.equal(claims.filter((c) => c.state === 'claimed').length, 1);
        for (const c of claims) if (c.state === 'existing') assert.equal(c.status, 0);
        // Pending is not a stored response; completing it makes it one.
        assert.equal(await repo.getIdempotent('u3', 'k3'), null);
        await repo.putIdempotent('u3', 'k3', { requestHash: 'h3', status: 201, body: '{"id":"x"}' });
        assert.deepEqual(await repo.claimIdempotent('u3', 'k3', 'h3', 60_000), {
          state: 'existing',
          requestHash: 'h3',
          status: 201,
          body: '{"id":"x"}',
        });
      });

      it('release a failed claim, and let a stale claim (dead process) be taken over', async ({ repo }) => {
        assert.deepEqual(await repo.claimIdempotent('u4', 'k4', 'h4', 60_000), { state: 'claimed' });
        await repo.releaseIdempotent('u4', 'k4');
        assert.deepEqual(await repo.claimIdempotent('u4', 'k4', 'h4', 60_000), { state: 'claimed' });
        // Still fresh: not taken over.
        assert.equal((await repo.claimIdempotent('u4', 'k4', 'h4', 60_000)).state, 'existing');
        await new Promise((r) => setTimeout(r, 20));
        // Older than the stale limit: the next caller takes it over.
        assert.deepEqual(await repo.claimIdempotent('u4', 'k4', 'h4', 5), { state: 'claimed' });
        // Release never drops a completed record.
        await repo.putIdempotent('u4', 'k4', { requestHash: 'h4', status: 201, body: '{}' });
        await repo.releaseIdempotent('u4', 'k4');
        assert.equal((await repo.getIdempotent('u4', 'k4'))?.status, 201);
      });
    });

    describe('audit', () => {
      it('records who, when, what, before and after, request id — scoped by municipality', async ({ repo, belem, ananindeua }) => {
        const s = { ...belem, requestId: 'req-audit-1' };
        const e = await repo.createEstablishment(s, establishment('belem', null));
        await repo.updateEstablishment({ ...belem, requestId: 'req-audit-2' }, e.id, 1, { status: 'closed' });
        const log = await repo.listAudit(belem, { filters: { entityId: e.id } });
        assert.equal(log.total, 2);
        const [upd, crt] = log.items;
        assert.ok(upd && crt);
        assert.equal(crt.action, 'establishment.create');
        assert.equal(crt.before, null);
        assert.equal((crt.after as Establishment).id, e.id);
        assert.equal(crt.requestId, 'req-audit-1');
        assert.equal(crt.actorId, belem.userId);
        assert.equal(crt.municipality, 'belem');
        assert.match(crt.at, /^\d{4}-\d\d-\d\dT/);
        assert.equal((upd.before as Establishment).status, 'active');
        assert.equal((upd.after as Establishment).status, 'closed');
        assert.equal(upd.requestId, 'req-audit-2');
        assert.equal(upd.prevHash, crt.hash);
        assert.equal((await repo.listAudit(ananindeua, { filters: { entityId: e.id } })).total, 0);
        const ok = await repo.verifyAudit();
        assert.ok(ok.ok);
        if (ok.ok) assert.equal(ok.headHash, (await repo.listAudit(SYSTEM, { limit: 1 })).items[0]?.hash);
      });

      it('concurrent appends keep the chain linear', async ({ repo, belem, ananindeua }) => {
        await Promise.all(
          Array.from({ length: 24 }, (_, i) =>
            repo.createEstablishment(i % 2 ? belem : ananindeua, establishment(i % 2 ? 'belem' : 'ananindeua', null, `E${i}`)),
          ),
        );
        const v = await repo.verifyAudit();
        assert.ok(v.ok, JSON.stringify(v));
        const all = await repo.listAudit(SYSTEM, { limit: 1000 });
        assert.equal(v.entries, all.total);
        assert.deepEqual(
          all.items.map((x) => x.seq),
          Array.from({ length: all.total }, (_, i) => all.total - i),
        );
      });

      it('is append-only below the repository', async ({ target }) => {
        await assert.rejects(target.raw("UPDATE audit_log SET action = 'x' WHERE seq = 1"));
        await assert.rejects(target.raw('DELETE FROM audit_log WHERE seq = 1'));
      });

      const tamperWorld = async (repo: Repository, belem: Scope) => {
        const e = await repo.createEstablishment(belem, establishment('belem', null));
        for (let v = 1; v <= 4; v++) await repo.updateEstablishment(belem, e.id, v, { name: `v${v + 1}` });
        const v = await repo.verifyAudit();
        assert.ok(v.ok);
        assert.equal(v.entries, 11); // 2 municipalities, 4 users, 1 create, 4 updates
        return v.entries;
      };

      it('verify detects an edited entry', async ({ repo, belem, target }) => {
        await tamperWorld(repo, belem);
        await target.unguardAudit();
        // Entry #8 is the first update (name → "v2"): make it say "v9".
        const [row] = await target.raw('SELECT after_json FROM audit_log WHERE seq = 8');
        const forged = String(row?.['after_json']).replace('"name":"v2"', '"name":"v9"');
        assert.notEqual(forged, row?.['after_json']);
        await target.raw('UPDATE audit_log SET after_json = ? WHERE seq = 8', [forged]);
        const v = await repo.verifyAudit();
        assert.equal(v.ok, false);
        if (!v.ok) {
          assert.equal(v.seq, 8);
          assert.match(v.reason, /edited/);
        }
      });

      it('verify detects reordered entries', async ({ repo, belem, target }) => {
        await tamperWorld(repo, belem);
        await target.unguardAudit();
        const cols = [
          'at',
          'actor_id',
          'municipality',
          'action',
          'entity',
          'entity_id',
          'before_json',
          'after_json',
          'request_id',
          'prev_hash',
          'hash',
        ];
        const [a, b] = await target.raw(`SELECT seq, ${cols.join(', ')} FROM audit_log WHERE seq IN (8, 9) ORDER BY seq`);
        assert.ok(a && b);
        const set = cols.map((c) => `${c} = ?`).join(', ');
        await target.raw(
          `UPDATE audit_log SET ${set} WHERE seq = 8`,
          cols.map((c) => b[c] as Param),
        );
        await target.raw(
          `UPDATE audit_log SET ${set} WHERE seq = 9`,
          cols.map((c) => a[c] as Param),
        );
        const v = await repo.verifyAudit();
        assert.equal(v.ok, false);
        if (!v.ok) {
          assert.equal(v.seq, 8);
          assert.match(v.reason, /reordered/);
        }
      });

      it('verify detects a deleted entry, in the middle or at the end', async ({ repo, belem, target }) => {
        const n = await tamperWorld(repo, belem);
        await target.unguardAudit();
        await target.raw('DELETE FROM audit_log WHERE seq = ?', [n]);
        let v = await repo.verifyAudit();
        assert.equal(v.ok, false);
        if (!v.ok) {
          assert.equal(v.seq, n);
          assert.match(v.reason, /deleted/);
        }
        await target.raw('DELETE FROM audit_log WHERE seq = 8');
        v = await repo.verifyAudit();
        assert.equal(v.ok, false);
        if (!v.ok) {
          assert.equal(v.seq, 9);
          assert.match(v.reason, /deleted/);
        }
      });
    });

    describe('durability', () => {
      it('integrity check passes, and finds an orphan row', async ({ repo, target }) => {
        const ok = await repo.integrityCheck();
        assert.ok(ok.ok, ok.detail);
        await target.rawWithoutForeignKeys(
          "INSERT INTO applications (id, municipality, establishment_id, applicant_user_id, type, status, input, search, created_at, updated_at, version) VALUES ('orphan', 'belem', 'no-such-establishment', NULL, 'alvara', 'draft', '{}', '', '2025-01-01T00:00:00.000Z', '2025-01-01T00:00:00.000Z', 1)",
        );
        const bad = await repo.integrityCheck();
        assert.equal(bad.ok, false);
        assert.match(bad.detail, /establishment/);
      });

      it('backup and restore round-trip (into a new database, and over the same one)', async ({ repo, belem, target }) => {
        const e = await repo.createEstablishment(belem, establishment('belem', null));
        await repo.saveEvaluation(belem, {
          municipality: 'belem',
          applicationId: null,
          date: '2025-03-01',
          lang: 'pt',
          lawPackVersion: 'v',
          parameters: {},
          overrides: {},
          input: {},
          result: RESULT,
          resultHash: '',
        });
        await repo.insertPlaces(belem, [
          {
            municipality: 'belem',
            category: 'zone',
            status: null,
            name: 'Z',
            geometry: { type: 'Point', coordinates: [-48.48, -1.45] },
            source: 's',
            importedAt: '2025-01-01T00:00:00.000Z',
            validFrom: null,
            validTo: null,
            data: {},
          },
        ]);
        const snapshot = {
          establishments: await repo.listEstablishments(SYSTEM, { limit: 1000 }),
          evaluations: await repo.listEvaluations(SYSTEM, { limit: 1000 }),
          places: await repo.listPlaces(null, { municipality: 'belem' }),
          audit: await repo.listAudit(SYSTEM, { limit: 1000 }),
          users: await repo.listUsers(SYSTEM, { limit: 1000 }),
        };
        const { file, cleanup } = tmpFile('glp.backup');
        try {
          await repo.backup(file);
          assert.equal(statSync(file).mode & 0o777, 0o600, 'a backup is readable by its owner only');
          await repo.updateEstablishment(belem, e.id, 1, { name: 'after the backup' });

          const other = await factory();
          try {
            await restoreRepository(other.opts, file);
            const r2 = await openRepository(other.opts);
            try {
              assert.deepEqual(await r2.listEstablishments(SYSTEM, { limit: 1000 }), snapshot.establishments);
              assert.deepEqual(await r2.listEvaluations(SYSTEM, { limit: 1000 }), snapshot.evaluations);
              assert.deepEqual(await r2.listPlaces(null, { municipality: 'belem' }), snapshot.places);
              assert.deepEqual(await r2.listAudit(SYSTEM, { limit: 1000 }), snapshot.audit);
              assert.deepEqual(await r2.listUsers(SYSTEM, { limit: 1000 }), snapshot.users);
              const v = await r2.verifyAudit();
              assert.ok(v.ok && v.entries === snapshot.audit.total, JSON.stringify(v));
              const ic = await r2.integrityCheck();
              assert.ok(ic.ok, ic.detail);
              // The restored database is fully usable (geography included).
              const near = await r2.listPlaces(null, { municipality: 'belem', near: { point: [-48.48, -1.45], withinM: 1 } });
              assert.equal(near.total, 1);
              await r2.updateEstablishment(belem, e.id, 1, { name: 'restored and updated' });
              assert.ok((await r2.verifyAudit()).ok);
            } finally {
              await r2.close();
            }
          } finally {
            await other.dispose();
          }

          await repo.close();
          await restoreRepository(target.opts, file);
          const r3 = await openRepository(target.opts);
          try {
            assert.equal((await r3.getEstablishment(belem, e.id)).name, 'Depósito São João');
            assert.deepEqual(await r3.listAudit(SYSTEM, { limit: 1000 }), snapshot.audit);
            assert.ok((await r3.verifyAudit()).ok);
          } finally {
            await r3.close();
          }
        } finally {
          cleanup();
        }
      });
    });
  });
}
