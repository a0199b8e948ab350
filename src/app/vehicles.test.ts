/**
 * Delivery vehicles through the store, on SQLite and PostgreSQL: registered to an outlet
 * (validated with the municipality's vocabulary, audited), and the roadside check by plate —
 * licensed or not, for which outlet, what is wrong (Belém art. 6). An unknown plate, an outlet
 * whose alvará expired the day before, another municipality's official: each answered.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ENGINES, freshStore } from '../../test/support/engines.ts';
import { mustPack, packs } from '../../test/support/packs.ts';
import { InputError } from '../core/input/validate.ts';
import { NotFound } from '../domain/errors.ts';
import { openRepository } from '../store/open.ts';
import type { Repository, Scope } from '../store/repository.ts';
import { municipalitiesOf } from './municipalities.ts';
import { registerVehicle, roadsideCheck } from './vehicles.ts';
import { licensedOutlet } from '../../test/support/outlets.ts';

const BEL = 'belem-pa';
const system: Scope = { userId: 'system', municipality: null, roles: ['system-admin'], requestId: 'test' };
const inspector: Scope = { userId: 'u-bel', municipality: BEL, roles: ['inspector'], requestId: 'test' };
const stranger: Scope = { userId: 'u-ssa', municipality: 'salvador-ba', roles: ['inspector'], requestId: 'test' };
const applicant: Scope = { userId: 'u-app', municipality: BEL, roles: ['applicant'], requestId: 'test' };

for (const [engine, skip] of ENGINES) {
  describe(`delivery vehicles [${engine}]`, skip ? { skip } : {}, () => {
    let repo: Repository;
    let dispose: () => Promise<void>;
    let licensed: string;
    let expired: string;
    before(async () => {
      const s = await freshStore(engine, 'glp-vehicles-');
      dispose = s.dispose;
      repo = await openRepository(s.opts);
      await repo.migrate();
      await repo.upsertMunicipalities(municipalitiesOf(packs));
      const outlet = async (name: string, number: string, expiresOn: string | null) =>
        (await licensedOutlet(repo, system, { municipality: BEL, name, number, issuedOn: '2024-01-10', expiresOn })).establishment.id;
      licensed = await outlet('Gás do Porto', 'ALV-1', null);
      // Expires on 31/05/2025: in force that day, not the day after.
      expired = await outlet('Gás Vencido', 'ALV-2', '2025-05-31');
    });
    after(async () => {
      await repo.close();
      await dispose();
    });

    it('registers a vehicle to an outlet, audited, and checks it at once', async () => {
      const r = await registerVehicle(
        repo,
        mustPack(BEL),
        inspector,
        { establishmentId: licensed, vehicle: { plate: 'abc-1234', type: 'truck', ownership: 'contracted' }, contract: 'Contrato 12/2025' },
        '2025-06-02',
      );
      assert.equal(r.vehicle.plate, 'ABC1234');
      assert.equal(r.vehicle.contract, 'Contrato 12/2025');
      assert.equal(r.check.compliant, true);
      const audit = await repo.listAudit(system, { limit: 50, offset: 0 });
      assert.ok(audit.items.some((a) => a.action === 'vehicle.create' && a.entityId === r.vehicle.id && a.actorId === 'u-bel'));
    });

    it('roadside: a registered vehicle of a licensed outlet is licensed, the outlet named', async () => {
      const c = await roadsideCheck(repo, mustPack(BEL), inspector, 'ABC-1234', '2025-06-02');
      assert.equal(c.registered, true);
      assert.equal(c.licensed, true);
      assert.equal(c.outlet?.name, 'Gás do Porto');
      assert.deepEqual(
        c.licences.map((l) => l.number),
        ['ALV-1'],
      );
      assert.deepEqual(c.problems, []);
      assert.deepEqual(c.cautions, [], 'held under a contract the registration names (Contrato 12/2025)');
    });

    it('roadside: a vehicle held "mediante contrato" with no contract on record asks for it (Belém art. 6º § 1º)', async () => {
      await registerVehicle(
        repo,
        mustPack(BEL),
        inspector,
        { establishmentId: licensed, vehicle: { plate: 'GHI2J34', type: 'van', ownership: 'contracted' }, contract: '  ' },
        '2025-06-02',
      );
      const c = await roadsideCheck(repo, mustPack(BEL), inspector, 'GHI2J34', '2025-06-02');
      assert.equal(c.licensed, true);
      assert.deepEqual(c.problems, [], 'the declared possession passes the rule');
      assert.deepEqual(c.cautions, [
        'Veículo declarado em posse do posto mediante contrato, mas o cadastro não indica o contrato (Lei de Belém de 16/01/2012, art. 6º, § 1º): peça o contrato.',
      ]);
      // What the inspector sees replaces the record: an owned vehicle needs no contract.
      const owned = await roadsideCheck(repo, mustPack(BEL), inspector, 'GHI2J34', '2025-06-02', { observed: { ownership: 'owned' } });
      assert.deepEqual(owned.cautions, []);
      await repo.vehicles.remove(inspector, BEL, 'GHI2J34');
    });

    it('roadside: what the inspector sees replaces the record — a bicycle is forbidden (art. 6)', async () => {
      const c = await roadsideCheck(repo, mustPack(BEL), inspector, 'ABC1234', '2025-06-02', { observed: { type: 'bicycle' } });
      assert.equal(c.licensed, true);
      assert.equal(c.check?.compliant, false);
      assert.match(c.problems.join(' '), /art\. 6º.*vedado/);
    });

    it('roadside: an unknown plate is neither registered nor licensed', async () => {
      const c = await roadsideCheck(repo, mustPack(BEL), inspector, 'XYZ9Z99', '2025-06-02');
      assert.equal(c.registered, false);
      assert.equal(c.licensed, false);
      assert.equal(c.outlet, null);
      assert.match(c.problems[0] ?? '', /não cadastrada/);
      // Art. 6º § 1º: the vehicle is the outlet's own or held under contract — a plate no outlet registered shows neither.
      assert.match(c.problems[0] ?? '', /revendedor de Belém \(Lei de Belém de 16\/01\/2012, art\. 6º, § 1º\)\.$/);
      // Belém's law gives a vehicle no licence of its own: the sentence does not speak of one.
      assert.doesNotMatch(c.problems[0] ?? '', /licença de veículo/);
      assert.equal(c.problems.length, 1);
      assert.deepEqual(c.cautions, [], 'Belém has vehicles registered: no warning of an empty registry');
    });

    it('roadside: an unknown plate is cited to each law’s words on whose vehicles may carry or sell GLP', async () => {
      const units: Record<string, string> = {
        'salvador-ba': 'Lei de Salvador de 26/07/2011, art. 1º', // no sale before the alvará
        'nova-odessa-sp': 'Lei 1.761/2000, art. 14, § 3º', // "sem o devido alvará … será apreendido"
        'vitoria-da-conquista-ba': 'Lei 709/1993, art. 5º, § 1º, VI', // vehicles not authorised by the distributors
      };
      for (const [m, unit] of Object.entries(units)) {
        const c = await roadsideCheck(repo, mustPack(m), system, 'XYZ9Z99', '2025-06-02', { lang: 'en' });
        assert.equal(c.problems.length, 1, m);
        // Only Nova Odessa licenses the vehicle itself (art. 14 § 3º: "o devido alvará … afixado na parte dianteira").
        const tail =
          m === 'nova-odessa-sp'
            ? `and has no vehicle licence in force (${unit}).`
            : `registered to no outlet of ${mustPack(m).name} (${unit}).`;
        assert.ok(c.problems[0]?.endsWith(tail), `${m}: ${c.problems[0]}`);
      }
    });

    it('roadside: an unknown plate where no vehicle was ever registered says the registry is empty', async () => {
      const c = await roadsideCheck(repo, mustPack('salvador-ba'), stranger, 'XYZ9Z99', '2025-06-02');
      assert.equal(c.licensed, false);
      assert.match(c.problems[0] ?? '', /não cadastrada/);
      assert.equal(c.problems.length, 1, 'an empty registry is a caution, not an irregularity');
      assert.equal(
        c.cautions[0],
        'O cadastro de veículos de Salvador está vazio: nenhuma placa cadastrada em posto algum — confira se é o cadastro certo antes de autuar.',
      );
      const en = await roadsideCheck(repo, mustPack('salvador-ba'), stranger, 'XYZ9Z99', '2025-06-02', { lang: 'en' });
      assert.match(en.cautions[0] ?? '', /^The vehicle registry of Salvador is empty/);
      // Belém's inspector cannot read Salvador's registry: no claim about it either way.
      assert.deepEqual((await roadsideCheck(repo, mustPack('salvador-ba'), inspector, 'XYZ9Z99', '2025-06-02')).cautions, []);
    });

    it('roadside in Salvador: the outlet’s record must vouch for third-party insurance covering the vehicles (art. 2º, II)', async () => {
      const SSA = 'salvador-ba';
      const ssa: Scope = { userId: 'u-ssa', municipality: SSA, roles: ['inspector'], requestId: 'test' };
      const outletWith = async (name: string, number: string, insurance: unknown) =>
        (
          await licensedOutlet(repo, system, {
            municipality: SSA,
            name,
            number,
            issuedOn: '2025-01-10',
            data: insurance === undefined ? {} : { documents: { thirdPartyInsurance: insurance } },
          })
        ).establishment.id;
      const covered = await outletWith('Gás Segurado', 'SSA-1', { held: true, validUntil: '2025-06-02', coversVehicles: true });
      const bare = await outletWith('Gás Sem Seguro', 'SSA-2', undefined);
      for (const [id, plate] of [
        [covered, 'SSA1A11'],
        [bare, 'SSA2B22'],
      ] as const)
        await registerVehicle(repo, mustPack(SSA), ssa, { establishmentId: id, vehicle: { plate, type: 'truck' } }, '2025-06-02');
      // In force on its last day: nothing to ask.
      const ok = await roadsideCheck(repo, mustPack(SSA), ssa, 'SSA1A11', '2025-06-02');
      assert.equal(ok.licensed, true);
      assert.deepEqual(ok.cautions, []);
      // The day after: the policy on record has expired.
      const late = await roadsideCheck(repo, mustPack(SSA), ssa, 'SSA1A11', '2025-06-03');
      assert.deepEqual(late.cautions, [
        'O seguro contra terceiros do posto Gás Segurado venceu em 02/06/2025 (Lei de Salvador de 26/07/2011, art. 2º, II): peça a apólice que cubra o veículo SSA1A11.',
      ]);
      assert.equal(late.licensed, true, 'a caution, not an irregularity: the policy may be shown at the roadside');
      const none = await roadsideCheck(repo, mustPack(SSA), ssa, 'SSA2B22', '2025-06-02', { lang: 'en' });
      assert.deepEqual(none.cautions, [
        'The record of the outlet Gás Sem Seguro does not show its third-party insurance (Lei de Salvador de 26/07/2011, art. 2º, II): ask for the policy covering the vehicle SSA2B22.',
      ]);
      // Belém's law asks for no insurance at the roadside.
      const bel = await roadsideCheck(repo, mustPack(BEL), inspector, 'ABC1234', '2025-06-02');
      assert.ok(!bel.cautions.some((c) => /seguro/.test(c)));
    });

    it('roadside: the outlet’s alvará in force on its last day, not the day after', async () => {
      await registerVehicle(
        repo,
        mustPack(BEL),
        inspector,
        { establishmentId: expired, vehicle: { plate: 'DEF5G67', type: 'pickup', ownership: 'owned' } },
        '2025-05-31',
      );
      assert.equal((await roadsideCheck(repo, mustPack(BEL), inspector, 'DEF5G67', '2025-05-31')).licensed, true);
      const after = await roadsideCheck(repo, mustPack(BEL), inspector, 'DEF5G67', '2025-06-01');
      assert.equal(after.licensed, false);
      assert.equal(after.registered, true);
      // The article that requires the licence named, as every finding does (Belém art. 1º).
      assert.match(after.problems[0] ?? '', /não tem alvará em vigor em 01\/06\/2025 \(Lei de Belém de 16\/01\/2012, art\. 1º\)\.$/);
    });

    it('moving the plate to another outlet updates the registration (version 2, audited before/after)', async () => {
      const r = await registerVehicle(
        repo,
        mustPack(BEL),
        inspector,
        { establishmentId: licensed, vehicle: { plate: 'DEF5G67', type: 'pickup', ownership: 'owned' } },
        '2025-06-02',
      );
      assert.equal(r.vehicle.version, 2);
      assert.equal((await roadsideCheck(repo, mustPack(BEL), inspector, 'DEF5G67', '2025-06-02')).licensed, true);
      const audit = await repo.listAudit(system, { limit: 50, offset: 0 });
      assert.ok(audit.items.some((a) => a.action === 'vehicle.update' && a.entityId === r.vehicle.id));
    });

    it('bad facts are refused whole, nothing stored', async () => {
      await assert.rejects(
        registerVehicle(
          repo,
          mustPack(BEL),
          inspector,
          { establishmentId: licensed, vehicle: { plate: 'GHI1234', type: 'rocket' } },
          '2025-06-02',
        ),
        (e) => e instanceof InputError && e.problems[0]?.field === 'type',
      );
      assert.equal((await roadsideCheck(repo, mustPack(BEL), inspector, 'GHI1234', '2025-06-02')).registered, false);
    });

    it('another municipality’s official sees no vehicle and cannot register one; an applicant cannot read', async () => {
      assert.deepEqual(await repo.vehicles.list(stranger, BEL), []);
      assert.equal((await repo.vehicles.byPlate(stranger, BEL, 'ABC1234', '2025-06-02')).vehicle, null);
      await assert.rejects(
        registerVehicle(
          repo,
          mustPack(BEL),
          stranger,
          { establishmentId: licensed, vehicle: { plate: 'JKL1234', type: 'truck' } },
          '2025-06-02',
        ),
        (e) => e instanceof NotFound || (e as Error).constructor.name === 'Forbidden',
      );
      await assert.rejects(repo.vehicles.list(applicant, BEL));
      assert.equal((await repo.vehicles.list(inspector, BEL)).length, 2);
    });

    it('removing a registration is audited; the plate is then unknown', async () => {
      await repo.vehicles.remove(inspector, BEL, 'DEF5G67');
      assert.equal((await roadsideCheck(repo, mustPack(BEL), inspector, 'DEF5G67', '2025-06-02')).registered, false);
      await assert.rejects(repo.vehicles.remove(inspector, BEL, 'DEF5G67'), NotFound);
    });
  });
}
