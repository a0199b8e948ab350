/** The repository contract, part: Integrity checks, backup and restore (into a new database and over the same one). */
import assert from 'node:assert/strict';
import { statSync } from 'node:fs';
import { describe } from 'node:test';
import { openRepository, restoreRepository } from '../../../src/store/open.ts';
import { establishment, RESULT, SYSTEM, type TargetFactory, tmpFile, type WorldTest } from './world.ts';

export function durabilityContract(it: WorldTest, factory: TargetFactory): void {
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
}
