/**
 * Public complaints through the store, on SQLite and PostgreSQL: the location decides the
 * municipality (its boundary), the complaint and its inspection task are filed in one audited
 * transaction with no user, the public status follows the task; officials of the municipality
 * list, assign and close its tasks, another municipality's see none.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ENGINES, freshStore } from '../../test/support/engines.ts';
import { packs } from '../../test/support/packs.ts';
import { InputError } from '../core/input/validate.ts';
import { InvalidState, NotFound } from '../domain/errors.ts';
import type { User } from '../domain/user.ts';
import { openRepository } from '../store/open.ts';
import type { Repository, Scope } from '../store/repository.ts';
import { complaintMunicipality, complaintStatus, fileComplaint } from './complaints.ts';
import { municipalitiesOf } from './municipalities.ts';

const SSA = 'salvador-ba';
const PELOURINHO: [number, number] = [-38.5108, -12.9711];
const VER_O_PESO: [number, number] = [-48.4902, -1.4558];
const RIO: [number, number] = [-43.2, -22.9];
const system: Scope = { userId: 'system', municipality: null, roles: ['system-admin'], requestId: 'test' };
const all = packs.list();
const field = (f: string) => (e: unknown) => e instanceof InputError && e.problems[0]?.field === f;

describe('complaint municipality', () => {
  it('the boundary holding the location decides', () => {
    assert.equal(complaintMunicipality(all, PELOURINHO, undefined).id, SSA);
    assert.equal(complaintMunicipality(all, VER_O_PESO, undefined).id, 'belem-pa');
  });
  it('a location outside every municipality served, or inside another than the one named, is refused', () => {
    assert.throws(() => complaintMunicipality(all, RIO, undefined), field('location'));
    assert.throws(() => complaintMunicipality(all, PELOURINHO, 'belem-pa'), field('location'));
    assert.equal(complaintMunicipality(all, PELOURINHO, SSA).id, SSA);
  });
  it('without a location the municipality named; neither: refused', () => {
    assert.equal(complaintMunicipality(all, undefined, 'nova-odessa-sp').id, 'nova-odessa-sp');
    assert.throws(() => complaintMunicipality(all, undefined, 'rio-de-janeiro-rj'), field('municipality'));
    assert.throws(() => complaintMunicipality(all, undefined, undefined), field('location'));
  });
});

for (const [engine, skip] of ENGINES) {
  describe(`complaints and tasks [${engine}]`, skip ? { skip } : {}, () => {
    let repo: Repository;
    let dispose: () => Promise<void>;
    let inspector: User;
    let applicantUser: User;
    let official: Scope;
    let stranger: Scope;
    let protocol = '';
    let taskId = '';
    before(async () => {
      const s = await freshStore(engine, 'glp-complaints-');
      dispose = s.dispose;
      repo = await openRepository(s.opts);
      await repo.migrate();
      await repo.upsertMunicipalities(municipalitiesOf(packs));
      const user = (name: string, municipality: string, roles: User['roles']) =>
        repo.createUser(system, {
          email: `${name}@example.org`,
          name,
          municipality,
          roles,
          passwordHash: null,
          oidcIssuer: null,
          oidcSubject: null,
          disabled: false,
        });
      inspector = await user('fiscal', SSA, ['inspector']);
      applicantUser = await user('requerente', SSA, ['applicant']);
      official = { userId: inspector.id, municipality: SSA, roles: ['inspector'], requestId: 'test' };
      const other = await user('fiscal-belem', 'belem-pa', ['inspector']);
      stranger = { userId: other.id, municipality: 'belem-pa', roles: ['inspector'], requestId: 'test' };
    });
    after(async () => {
      await repo.close();
      await dispose();
    });

    it('files a complaint located in Salvador: a protocol, an open task, audited with no user', async () => {
      const photo = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]).toString('base64');
      const f = await fileComplaint(
        repo,
        all,
        'req-1',
        { description: 'Venda de botijões na calçada, sem placa.', location: PELOURINHO, photo },
        2025,
      );
      assert.match(f.protocol, /^DEN-2025-[0-9A-Z]{8}$/);
      assert.equal(f.municipality, SSA);
      protocol = f.protocol;
      taskId = f.taskId;
      const a = (await repo.listAudit(system, { limit: 50, offset: 0 })).items.find((x) => x.action === 'complaint.create');
      assert.equal(a?.actorId, null);
      assert.equal(a?.requestId, 'req-1');
      assert.deepEqual(await repo.complaints.photo(official, taskId), { type: 'image/jpeg', base64: photo });
    });

    it('the public status by protocol says only "received"; an unknown protocol is null', async () => {
      const st = await complaintStatus(repo, protocol.toLowerCase());
      assert.equal(st?.status, 'received');
      assert.equal(Object.keys(st ?? {}).includes('description'), false);
      assert.equal(await complaintStatus(repo, 'DEN-2025-00000000'), null);
    });

    it('a bad photo refuses the complaint whole: nothing filed', async () => {
      const before = (await repo.complaints.tasks(official, SSA)).length;
      await assert.rejects(
        fileComplaint(
          repo,
          all,
          'req-2',
          { description: 'Venda irregular de gás', municipality: SSA, photo: Buffer.from('%PDF-1.7').toString('base64') },
          2025,
        ),
        field('photo'),
      );
      assert.equal((await repo.complaints.tasks(official, SSA)).length, before);
    });

    it('the queue: its officials see the task, another municipality’s see none', async () => {
      const q = await repo.complaints.tasks(official, SSA, 'open');
      assert.deepEqual(
        q.map((t) => t.complaintProtocol),
        [protocol],
      );
      assert.equal(q[0]?.complaint.description, 'Venda de botijões na calçada, sem placa.');
      assert.deepEqual(await repo.complaints.tasks(stranger, SSA), []);
      await assert.rejects(repo.complaints.getTask(stranger, taskId), NotFound);
    });

    it('assigning: to an inspector of the municipality, not an applicant; then "under inspection"', async () => {
      await assert.rejects(repo.complaints.assign(official, taskId, applicantUser.id), (e) =>
        (e as Error).message.startsWith('assigneeId'),
      );
      await assert.rejects(repo.complaints.assign(stranger, taskId, inspector.id), NotFound);
      const t = await repo.complaints.assign(official, taskId, inspector.id);
      assert.equal(t.status, 'assigned');
      assert.equal(t.assigneeId, inspector.id);
      assert.equal((await complaintStatus(repo, protocol))?.status, 'under-inspection');
    });

    it('closing with an outcome, audited; closing again is refused', async () => {
      const t = await repo.complaints.close(official, taskId, 'confirmed', 'Revenda sem alvará autuada.');
      assert.equal(t.status, 'closed');
      assert.equal(t.outcome, 'confirmed');
      await assert.rejects(repo.complaints.close(official, taskId, 'unfounded', null), InvalidState);
      await assert.rejects(repo.complaints.assign(official, taskId, inspector.id), InvalidState);
      assert.equal((await complaintStatus(repo, protocol, 'en'))?.text, 'Closed: the inspection is finished.');
      const actions = (await repo.listAudit(system, { limit: 50, offset: 0 })).items
        .filter((a) => a.entityId === taskId)
        .map((a) => a.action);
      assert.deepEqual(actions.sort(), ['task.assign', 'task.close']);
    });
  });
}
