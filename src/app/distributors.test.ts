/**
 * Distributors' yearly lists through the store, on SQLite and PostgreSQL: a CSV or .xlsx list
 * with a bad CNPJ line is rejected whole (nothing stored, the line named); a good one is kept,
 * audited, and the report names listed-but-unlicensed and licensed-but-unlisted resellers
 * against the licence registry; another municipality's official sees none of it; a law
 * without such lists answers not applicable.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ENGINES, freshStore } from '../../test/support/engines.ts';
import { mustPack, packs } from '../../test/support/packs.ts';
import { xlsxOf } from '../../test/support/xlsx.ts';
import { InputError } from '../core/input/validate.ts';
import { openRepository } from '../store/open.ts';
import type { Repository, Scope } from '../store/repository.ts';
import { Forbidden } from '../domain/errors.ts';
import { distributorReport, keptLists, uploadDistributorList } from './distributors.ts';
import { municipalitiesOf } from './municipalities.ts';
import { licensedOutlet } from '../../test/support/outlets.ts';

const NO = 'nova-odessa-sp';
const system: Scope = { userId: 'system', municipality: null, roles: ['system-admin'], requestId: 'test' };
const official: Scope = { userId: 'u-no', municipality: NO, roles: ['licensing-officer'], requestId: 'test' };
const stranger: Scope = { userId: 'u-bel', municipality: 'belem-pa', roles: ['licensing-officer'], requestId: 'test' };

const LICENSED_LISTED = '90532001500229';
const LICENSED_UNLISTED = '26406976888854';
const LISTED_UNLICENSED = 'Q0SLFMBD7VX439';
const csv = (rows: string[]) => new TextEncoder().encode(['tipo;cnpj;nome', ...rows].join('\n'));
const upload = (bytes: Uint8Array, file = 'lista.csv') => ({
  distributorCnpj: '51.143.064/1277-60',
  distributorName: 'Gás Azul Distribuidora',
  brand: 'Azul',
  year: 2025,
  receivedOn: '2025-03-10',
  bytes,
  file,
});

for (const [engine, skip] of ENGINES) {
  describe(`distributor lists [${engine}]`, skip ? { skip } : {}, () => {
    let repo: Repository;
    let dispose: () => Promise<void>;
    before(async () => {
      const s = await freshStore(engine, 'glp-distributors-');
      dispose = s.dispose;
      repo = await openRepository(s.opts);
      await repo.migrate();
      await repo.upsertMunicipalities(municipalitiesOf(packs));
      for (const [cnpj, name, n] of [
        [LICENSED_LISTED, 'Revenda Listada', 'ALV-1'],
        [LICENSED_UNLISTED, 'Revenda Fora da Lista', 'ALV-2'],
      ] as const) {
        await licensedOutlet(repo, system, { municipality: NO, name, cnpj, data: { brand: 'Azul' }, number: n, issuedOn: '2024-01-10' });
      }
    });
    after(async () => {
      await repo.close();
      await dispose();
    });

    it('a bad CNPJ on line 3 rejects the whole list, naming the line; nothing is stored', async () => {
      await assert.rejects(
        uploadDistributorList(
          repo,
          mustPack(NO),
          official,
          upload(csv([`revendedor;${LICENSED_LISTED};Boa`, 'revendedor;11.222.333/0001-82;Ruim'])),
        ),
        (e) => e instanceof InputError && e.problems[0]?.field === 'lista.csv line 3: cnpj',
      );
      assert.equal((await repo.distributorLists.upTo(official, NO, 2025)).length, 0);
    });

    it('the same bad line in an .xlsx is named by its row', async () => {
      const x = xlsxOf([
        ['tipo', 'cnpj', 'nome'],
        ['revendedor', LICENSED_LISTED, 'Boa'],
        ['revendedor', '123', 'Ruim'],
      ]);
      await assert.rejects(
        uploadDistributorList(repo, mustPack(NO), official, upload(x, 'lista.xlsx')),
        (e) => e instanceof InputError && e.problems[0]?.field === 'lista.xlsx line 3: cnpj',
      );
    });

    it('a good list (.xlsx) is kept and audited; the report compares it with the licence registry', async () => {
      const x = xlsxOf([
        ['Tipo', 'CNPJ', 'Nome'],
        ['revendedor', '90.532.001/5002-29', 'Revenda Listada'],
        ['revendedor', 'Q0.SLF.MBD/7VX4-39', 'Revenda Sem Alvará'],
      ]);
      const saved = await uploadDistributorList(repo, mustPack(NO), official, upload(x, 'lista.xlsx'));
      assert.equal(saved.lines.length, 2);
      const audit = await repo.listAudit(system, { filters: { entity: 'distributor-list' } });
      assert.ok(audit.items.some((a) => a.entityId === saved.id && a.action === 'distributor-list.create'));
      const r = await distributorReport(repo, mustPack(NO), official, 2025, '2025-06-01');
      assert.deepEqual(
        r.listedButUnlicensed.map((l) => l.cnpj),
        [LISTED_UNLICENSED],
      );
      assert.deepEqual(
        r.licensedButUnlisted.map((l) => [l.cnpj, l.licence]),
        [[LICENSED_UNLISTED, 'ALV-2']],
      );
      assert.equal(r.brandProblems.length, 0);
      assert.equal(r.lists[0]?.late, false);
      assert.match(r.citations.list, /art\. 13, § 1º|art\. 13º?, § 1/);
    });

    it('a CSV list from a second distributor of another brand flags the brand (art. 14 § 1º)', async () => {
      await uploadDistributorList(repo, mustPack(NO), official, {
        ...upload(csv([`revendedor;${LICENSED_LISTED};Revenda Listada`])),
        distributorCnpj: '65817101572913',
        distributorName: 'Gás Verde',
        brand: 'Verde',
      });
      const r = await distributorReport(repo, mustPack(NO), official, 2025, '2025-06-01');
      assert.equal(r.brandProblems.length, 1);
      assert.match(r.brandProblems[0]?.problem ?? '', /marcas diferentes \(Azul, Verde\)/);
      // Flagged under the pack's named reading of art. 14 (one logo), which the report states.
      assert.deepEqual([r.brandReading.parameter, r.brandReading.value], [`${NO}/brand-representation`, 'one-logo']);
      assert.match(r.brandReading.description.pt, /uma só logomarca/);
    });

    it('the next year, once past the deadline, both distributors are missing', async () => {
      const r = await distributorReport(repo, mustPack(NO), official, 2026, '2027-01-01');
      assert.equal(r.missing.length, 2);
      assert.equal((await distributorReport(repo, mustPack(NO), official, 2026, '2026-12-31')).missing.length, 0);
    });

    it('another municipality’s official sees no list; an applicant may not read them', async () => {
      assert.equal((await repo.distributorLists.upTo(stranger, NO, 2025)).length, 0);
      await assert.rejects(repo.distributorLists.upTo({ ...official, roles: ['applicant'] }, NO, 2025));
      await assert.rejects(uploadDistributorList(repo, mustPack(NO), stranger, upload(csv([`revendedor;${LICENSED_LISTED};X`]))));
    });

    describe('a distributor account files and reads its own company’s lists only (art. 13 § 1º)', () => {
      const OWN_CNPJ = '90000001000129';
      const azul: Scope = { userId: 'u-dist', municipality: NO, roles: ['distributor'], requestId: 'test', distributorCnpj: OWN_CNPJ };
      const mine = (year: number, receivedOn: string) => ({
        ...upload(csv([`revendedor;${LICENSED_LISTED};Revenda Listada`])),
        distributorCnpj: undefined,
        distributorName: 'Distribuidora Própria',
        year,
        receivedOn,
      });

      it('files under its own CNPJ when it names none; the audit entry names the account', async () => {
        const saved = await uploadDistributorList(repo, mustPack(NO), azul, mine(2024, '2024-12-31'));
        assert.equal(saved.distributorCnpj, OWN_CNPJ);
        assert.equal(saved.createdBy, 'u-dist');
        const audit = await repo.listAudit(system, { filters: { entityId: saved.id } });
        assert.deepEqual(
          audit.items.map((a) => [a.action, a.actorId]),
          [['distributor-list.create', 'u-dist']],
        );
        // Naming itself, punctuated, is the same company.
        await uploadDistributorList(repo, mustPack(NO), azul, { ...mine(2025, '2026-01-01'), distributorCnpj: '90.000.001/0001-29' });
      });

      it('naming another company’s CNPJ is refused (403) and keeps nothing', async () => {
        const before = (await repo.distributorLists.upTo(official, NO, 9999)).length;
        await assert.rejects(
          uploadDistributorList(repo, mustPack(NO), azul, { ...mine(2025, '2025-03-01'), distributorCnpj: '51.143.064/1277-60' }),
          (e) => e instanceof Forbidden && /90\.000\.001\/0001-29.*51\.143\.064\/1277-60/.test(e.message),
        );
        assert.equal((await repo.distributorLists.upTo(official, NO, 9999)).length, before);
      });

      it('reads its own lists, newest first, each on time or late against 31/12 of its year', async () => {
        const kept = await keptLists(repo, mustPack(NO), azul, '2026-06-01');
        assert.deepEqual(
          kept.items.map((l) => [l.year, l.receivedOn, l.deadline, l.late, l.distributorCnpj]),
          [
            [2025, '2026-01-01', '2025-12-31', true, OWN_CNPJ],
            [2024, '2024-12-31', '2024-12-31', false, OWN_CNPJ],
          ],
        );
        assert.equal(kept.deadlineReading.parameter, `${NO}/distributor-list-deadline`);
        assert.match(kept.citation, /art\. 13/);
        // The official reads every distributor's, this one's among them.
        const all = await keptLists(repo, mustPack(NO), official, '2026-06-01');
        assert.ok(all.items.length > kept.items.length);
        assert.ok(all.items.some((l) => l.distributorCnpj === OWN_CNPJ));
        assert.ok(all.items.some((l) => l.distributorCnpj !== OWN_CNPJ));
      });

      it('never the report nor the registry; another municipality’s distributor sees nothing; no CNPJ, no lists', async () => {
        await assert.rejects(distributorReport(repo, mustPack(NO), azul, 2025, '2025-06-01'), Forbidden);
        await assert.rejects(repo.distributorLists.licensedOutlets(azul, NO, '2025-06-01'), Forbidden);
        assert.equal((await repo.distributorLists.upTo({ ...azul, municipality: 'belem-pa' }, NO, 9999)).length, 0);
        const noCnpj: Scope = { ...azul, distributorCnpj: null };
        await assert.rejects(
          repo.distributorLists.upTo(noCnpj, NO, 9999),
          (e) => e instanceof Forbidden && /não tem o CNPJ/.test(e.text.pt),
        );
        await assert.rejects(uploadDistributorList(repo, mustPack(NO), noCnpj, mine(2025, '2025-03-01')), Forbidden);
        await assert.rejects(
          uploadDistributorList(repo, mustPack(NO), { ...azul, municipality: 'belem-pa' }, mine(2025, '2025-03-01')),
          Forbidden,
        );
      });
    });

    it('a law without yearly lists: not applicable', async () => {
      await assert.rejects(
        distributorReport(repo, mustPack('salvador-ba'), system, 2025, '2025-06-01'),
        (e) => e instanceof InputError && /not applicable/.test(e.message),
      );
    });
  });
}
