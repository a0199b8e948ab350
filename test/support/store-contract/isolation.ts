/** The repository contract, part: Tenant isolation: another municipality's record is NotFound like a missing one; applicants see only their own. */
import { randomUUID } from 'node:crypto';
import assert from 'node:assert/strict';
import { describe } from 'node:test';
import { Forbidden, NotFound, type Repository, type Scope } from '../../../src/store/repository.ts';
import { establishment, RESULT, rejects, SYSTEM, type WorldTest } from './world.ts';

export function isolationContract(it: WorldTest): void {
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

    it('reads made at the same time under different scopes each give what they give alone (PostgreSQL batches them)', async (w) => {
      const { repo, belem, ananindeua, applicant, otherApplicant } = w;
      const application = (s: Scope, municipality: string, owner: string | null) =>
        repo.createApplication(s, {
          municipality,
          establishmentId: null,
          applicantUserId: owner,
          type: 'alvara',
          status: 'draft',
          input: { who: owner },
        });
      const ids = [
        (await application(applicant, 'belem', applicant.userId)).id,
        (await application(otherApplicant, 'belem', otherApplicant.userId)).id,
        (await application(ananindeua, 'ananindeua', null)).id,
        (await repo.createEstablishment(belem, establishment('belem', applicant.userId))).id,
        (await repo.createEstablishment(ananindeua, establishment('ananindeua', null))).id,
        'does-not-exist',
        "an id, with 'quotes'",
      ];
      const scopes = [belem, ananindeua, applicant, otherApplicant, SYSTEM];
      const reads = scopes.flatMap((s) => ids.flatMap((id) => [() => repo.getApplication(s, id), () => repo.getEstablishment(s, id)]));
      const outcome = (p: Promise<{ id: string }>) =>
        p.then(
          (r) => `found ${r.id}`,
          (e: Error) => `${e.constructor.name}: ${e.message}`,
        );
      const alone: string[] = [];
      for (const read of reads) alone.push(await outcome(read()));
      // Every read twice, all at once (the same id under the same scope in one statement too).
      const together = await Promise.all([...reads, ...reads].map((read) => outcome(read())));
      assert.deepEqual(together, [...alone, ...alone]);
      // What each may see — Belém's official: two applications and the establishment; Ananindeua's:
      // its application and establishment; an applicant: what it owns; the administrator: all five.
      assert.equal(alone.filter((o) => o.startsWith('found')).length, 3 + 2 + 2 + 1 + 5);
      assert.equal(alone.filter((o) => o.startsWith('NotFound')).length, reads.length - 13);
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

    it('an application read under one scope spares the link check for that scope only (issue #13)', async ({
      repo,
      belem,
      applicant,
      otherApplicant,
    }) => {
      const app = await draftApplication(repo, applicant, {});
      const evaluation = { ...evaluationOf(app.id), input: {} };
      const read = await repo.getApplication(applicant, app.id);
      // The scope that read it: stored, and visible to that scope.
      const ev = await repo.saveEvaluation(applicant, evaluation, read);
      assert.equal((await repo.getEvaluation(applicant, ev.id)).applicationId, app.id);
      // Another scope, handing over the record read by the first (or a copy of it): the store
      // checks the link itself, and the other applicant does not see the application.
      await rejects(repo.saveEvaluation(otherApplicant, evaluation, read), NotFound);
      await rejects(repo.saveEvaluation(otherApplicant, evaluation, { ...read }), NotFound);
      // A record read under an equal but other scope object is not taken as read under this one.
      await rejects(repo.saveEvaluation({ ...otherApplicant }, evaluation, read), NotFound);
      // The record of another application does not vouch for this one.
      const official = await repo.getApplication(belem, app.id);
      await rejects(repo.saveEvaluation(belem, { ...evaluation, applicationId: randomUUID() }, official), NotFound);
      assert.equal((await repo.listEvaluations(belem, { applicationId: app.id })).total, 1);
    });

    it('an application document stored with its evaluation is the text read, or the document given when it is another (issue #13)', async ({
      repo,
      applicant,
    }) => {
      const input = { activity: 'glp-resale', zeta: [1, 2.5, 'ç'], alpha: { b: true, a: null } };
      const app = await draftApplication(repo, applicant, input);
      const evaluation = evaluationOf(app.id);
      const read = await repo.getApplication(applicant, app.id);
      const asRead = await repo.saveEvaluation(applicant, { ...evaluation, input: read.input }, read);
      assert.deepEqual((await repo.getEvaluation(applicant, asRead.id)).input, input);
      // Another document (filled from the registries, another stage's): written from its value.
      const filled = { ...read.input, nearby: { places: [] } };
      const other = await repo.saveEvaluation(applicant, { ...evaluation, input: filled }, read);
      assert.deepEqual((await repo.getEvaluation(applicant, other.id)).input, { ...input, nearby: { places: [] } });
      // The document read, changed in place before it is stored: refused under the tests, not stored with the old text.
      (read.input['alpha'] as Record<string, unknown>)['b'] = false;
      await assert.rejects(repo.saveEvaluation(applicant, { ...evaluation, input: read.input }, read), /changed after it was read/);
      assert.equal((await repo.listEvaluations(applicant, { applicationId: app.id })).total, 2);
    });
  });
}

/** An applicant's draft application of Belém with this document. */
function draftApplication(repo: Repository, applicant: Scope, input: Record<string, unknown>) {
  return repo.createApplication(applicant, {
    municipality: 'belem',
    establishmentId: null,
    applicantUserId: applicant.userId,
    type: 'alvara',
    status: 'draft',
    input,
  });
}

/** An evaluation of that application to store (its input given by the test). */
function evaluationOf(applicationId: string) {
  return {
    municipality: 'belem',
    applicationId,
    date: '2025-03-01',
    lang: 'pt' as const,
    lawPackVersion: 'x',
    parameters: {},
    overrides: {},
    result: RESULT,
  };
}
