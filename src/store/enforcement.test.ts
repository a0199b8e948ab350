/**
 * The enforcement store on both engines: records written in one transaction with the
 * establishment's earlier ones visible to the plan, scope isolation, optimistic updates,
 * audit entries, nothing left by a failed plan, content-addressed photos.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ENGINES, freshStore } from '../../test/support/engines.ts';
import { ANANINDEUA, BELEM, establishment, SYSTEM, scope } from '../../test/support/store-contract/world.ts';
import { openRepository } from './open.ts';
import { Forbidden, NotFound, type Repository, type Role, type Scope, VersionConflict } from './repository.ts';

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4c40000000049454e44ae426082',
  'hex',
);

for (const [engine, skip] of ENGINES) {
  describe(`enforcement store [${engine}]`, skip ? { skip } : {}, () => {
    let repo: Repository;
    let dispose: () => Promise<void>;
    let inspector: Scope;
    let other: Scope;
    let applicant: Scope;
    let estId: string;

    before(async () => {
      const s = await freshStore(engine, 'glp-enf-');
      dispose = s.dispose;
      repo = await openRepository(s.opts);
      await repo.upsertMunicipalities([BELEM, ANANINDEUA]);
      const mk = (email: string, m: string, roles: Role[]) =>
        repo.createUser(SYSTEM, {
          email,
          name: email,
          municipality: m,
          roles,
          passwordHash: null,
          oidcIssuer: null,
          oidcSubject: null,
          disabled: false,
        });
      const i = await mk('fiscal@belem', 'belem', ['inspector']);
      const o = await mk('fiscal@ananindeua', 'ananindeua', ['inspector']);
      const a = await mk('ana@example.com', 'belem', ['applicant']);
      inspector = scope(i.id, 'belem', ['inspector']);
      other = scope(o.id, 'ananindeua', ['inspector']);
      applicant = scope(a.id, 'belem', ['applicant']);
      estId = (await repo.createEstablishment(SYSTEM, establishment('belem', a.id))).id;
    });
    after(async () => {
      await repo?.close();
      await dispose?.();
    });

    it('records acts in one transaction; the plan sees the earlier ones, oldest first', async () => {
      const seen: number[] = [];
      for (const on of ['2026-01-10', '2026-02-10']) {
        await repo.enforcement.record(inspector, estId, (earlier) => {
          seen.push(earlier.filter((r) => r.key === 'art7').length);
          return [{ kind: 'notice', status: 'issued', key: 'art7', on, data: { number: `AI-${on}` } }];
        });
      }
      const [notice, closure] = await repo.enforcement.record(inspector, estId, (earlier) => {
        assert.deepEqual(
          earlier.map((r) => r.on),
          ['2026-01-10', '2026-02-10'],
        );
        return [
          { kind: 'notice', status: 'issued', key: 'art7', on: '2026-03-10', data: { number: 'AI-3' } },
          { kind: 'closure', status: 'in-force', key: null, on: '2026-03-10', data: { ground: 'repeat-notifications' } },
        ];
      });
      assert.deepEqual(seen.slice(0, 2), [0, 1]);
      assert.equal(notice?.kind, 'notice');
      assert.equal(closure?.kind, 'closure');
      const page = await repo.enforcement.list(inspector, { limit: 10, offset: 0, filters: { establishmentId: estId, kind: 'notice' } });
      assert.equal(page.total, 3);
      const audit = await repo.listAudit(SYSTEM, { limit: 50, offset: 0, filters: { entity: 'closure' } });
      assert.equal(audit.total, 1);
    });

    it('two acts recorded at once on one establishment count each other (each plan sees the other)', async () => {
      const e = (await repo.createEstablishment(SYSTEM, establishment('belem', null, 'Concorrente'))).id;
      const plan = (earlier: readonly { key: string | null }[]) => [
        { kind: 'notice' as const, status: 'issued', key: 'k', on: '2026-06-01', data: { n: earlier.filter((r) => r.key === 'k').length } },
      ];
      const recs = await Promise.all([0, 1, 2, 3].map(() => repo.enforcement.record(inspector, e, plan)));
      const counts = recs.map((r) => (r[0]?.data as { n: number } | undefined)?.n).sort();
      assert.deepEqual(counts, [0, 1, 2, 3]);
    });

    it('a plan that fails leaves nothing', async () => {
      const before = (await repo.enforcement.list(inspector, { limit: 1, offset: 0 })).total;
      await assert.rejects(
        repo.enforcement.record(inspector, estId, () => [
          { kind: 'notice', status: 'issued', key: 'x', on: '2026-04-01', data: {} },
          { kind: 'notice', status: 'issued', key: 'x', on: 'not a date', data: {} },
        ]),
        /on/,
      );
      assert.equal((await repo.enforcement.list(inspector, { limit: 1, offset: 0 })).total, before);
    });

    it('another municipality neither sees nor writes; an applicant reads their own but writes nothing', async () => {
      const [r] = await repo.enforcement.record(inspector, estId, () => [
        { kind: 'seizure', status: 'held', key: null, on: '2026-05-01', data: {} },
      ]);
      await assert.rejects(repo.enforcement.get(other, r!.id), NotFound);
      await assert.rejects(
        repo.enforcement.record(other, estId, () => []),
        NotFound,
      );
      assert.equal((await repo.enforcement.list(other, { limit: 10, offset: 0 })).total, 0);
      assert.equal((await repo.enforcement.get(applicant, r!.id)).id, r!.id);
      await assert.rejects(
        repo.enforcement.record(applicant, estId, () => []),
        Forbidden,
      );
    });

    it('updates are optimistic and audited; a stale version is refused', async () => {
      const [r] = await repo.enforcement.record(inspector, estId, () => [
        { kind: 'seizure', status: 'held', key: null, on: '2026-05-02', data: { n: 1 } },
      ]);
      const u = await repo.enforcement.update(inspector, r!.id, 1, (cur) => ({
        status: 'released',
        data: { ...(cur.data as object), releasedOn: '2026-05-09' },
      }));
      assert.equal(u.version, 2);
      assert.equal(u.status, 'released');
      await assert.rejects(
        repo.enforcement.update(inspector, r!.id, 1, (cur) => ({ status: 'held', data: cur.data })),
        VersionConflict,
      );
      const audit = await repo.listAudit(SYSTEM, { limit: 10, offset: 0, filters: { entityId: r!.id } });
      assert.deepEqual(audit.items.map((a) => a.action).sort(), ['seizure.create', 'seizure.update']);
    });

    it('photos are stored once per content and only JPEG/PNG', async () => {
      const a = await repo.enforcement.putPhoto(inspector, 'belem', PNG);
      const b = await repo.enforcement.putPhoto(inspector, 'belem', PNG);
      assert.equal(a.sha256, b.sha256);
      assert.equal(a.mediaType, 'image/png');
      const got = await repo.enforcement.getPhoto(inspector, 'belem', a.sha256);
      assert.ok(got.bytes.equals(PNG));
      await assert.rejects(repo.enforcement.getPhoto(other, 'belem', a.sha256), NotFound);
      await assert.rejects(repo.enforcement.putPhoto(inspector, 'belem', Buffer.from('GIF89a')), /JPEG or PNG/);
      await assert.rejects(repo.enforcement.putPhoto(other, 'belem', PNG), Forbidden);
    });
  });
}
