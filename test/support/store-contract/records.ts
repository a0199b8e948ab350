/** The repository contract, part: Lists (pages, filters, search), optimistic concurrency, stored evaluations, licences. */
import assert from 'node:assert/strict';
import { describe } from 'node:test';
import { canonicalJson, resultHash, sha256Hex } from '../../../src/store/canonical.ts';
import { Duplicate, type Establishment, InvalidData, NotFound, VersionConflict } from '../../../src/store/repository.ts';
import { auditCount, establishment, RESULT, rejects, type WorldTest } from './world.ts';

export function recordsContract(it: WorldTest): void {
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
}
