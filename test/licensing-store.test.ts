/**
 * The licensing store on both engines (src/store/licensing.ts): a commit is all or nothing,
 * decisions are append-only, files are stored once by their sha256 (recomputed, never trusted),
 * another municipality's records look missing. And a derived pack inherits its base's procedure
 * and overrides only the stages it names.
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, test } from 'node:test';
import { pack as ananindeua } from './fixtures/derived/ananindeua-pa/index.ts';
import { pack as belem } from '../laws/belem-pa/index.ts';
import { derivePack } from '../src/core/derive.ts';
import type { LicensingOp } from '../src/domain/licensing.ts';
import { NotFound } from '../src/domain/errors.ts';
import { buildFixture, type Fixture, forEachEngine, OTHER, OWN, openTestApi } from './support/api.ts';
import { PDF_BYTES } from './support/licensing.ts';

const sha = createHash('sha256').update(PDF_BYTES).digest('hex');
const blob = { sha256: sha, mediaType: 'application/pdf', size: PDF_BYTES.length, base64: PDF_BYTES.toString('base64') };

await forEachEngine('licensing store', (engine) => {
  let fx: Fixture;
  before(async () => {
    fx = await buildFixture(await openTestApi(engine));
  });
  after(async () => {
    await fx?.api.close();
  });

  const doc = (fx: Fixture): LicensingOp => ({
    op: 'add',
    item: {
      id: '',
      municipality: OWN,
      kind: 'document',
      applicationId: fx.records.own.application.id,
      licenceId: null,
      status: 'pending',
      data: { requirement: 'anp-authorisation', sha256: sha },
    },
    blob,
  });

  test('a commit with one failing operation writes nothing', async () => {
    const { repo } = fx.api.deps;
    const officer = fx.scopeOf('licensing-officer@own');
    const before = (await repo.licensing.list(officer, { applicationId: fx.records.own.application.id, limit: 100, offset: 0 })).total;
    await assert.rejects(
      repo.licensing.commit(officer, [doc(fx), { op: 'update', id: 'no-such-record', expectedVersion: 1, status: 'x' }]),
      NotFound,
    );
    const afterCount = (await repo.licensing.list(officer, { applicationId: fx.records.own.application.id, limit: 100, offset: 0 })).total;
    assert.equal(afterCount, before);
  });

  test('files by sha256: stored once, recomputed, returned byte for byte; the hash is in the audit', async () => {
    const { repo } = fx.api.deps;
    const applicant = fx.scopeOf('applicant@own');
    const [a] = await repo.licensing.commit(applicant, [doc(fx)]);
    const [b] = await repo.licensing.commit(applicant, [doc(fx)]);
    assert.notEqual(a!.id, b!.id);
    const file = await repo.licensing.blob(applicant, b!.id);
    assert.equal(Buffer.from(file.base64, 'base64').toString(), PDF_BYTES.toString());
    assert.equal(file.sha256, sha);
    const lying: LicensingOp = { ...doc(fx), blob: { ...blob, sha256: 'f'.repeat(64) } } as LicensingOp;
    await assert.rejects(repo.licensing.commit(applicant, [lying]), /sha256/);
    const audit = await repo.listAudit(fx.scopeOf('municipal-admin@own'), { limit: 10, offset: 0, filters: { entityId: a!.id } });
    assert.equal((audit.items[0]!.after as { data: { sha256: string } }).data.sha256, sha);
  });

  test('decisions are append-only; applicants record only documents, opinions and cases', async () => {
    const { repo } = fx.api.deps;
    const officer = fx.scopeOf('licensing-officer@own');
    const [d] = await repo.licensing.commit(officer, [
      {
        op: 'add',
        item: {
          id: '',
          municipality: OWN,
          kind: 'decision',
          applicationId: fx.records.own.application.id,
          licenceId: null,
          status: 'denied',
          data: {},
        },
      },
    ]);
    await assert.rejects(repo.licensing.commit(officer, [{ op: 'update', id: d!.id, expectedVersion: 1, status: 'issued' }]));
    assert.equal((await repo.licensing.get(officer, d!.id)).status, 'denied');
    await assert.rejects(
      repo.licensing.commit(fx.scopeOf('applicant@own'), [
        {
          op: 'add',
          item: {
            id: '',
            municipality: OWN,
            kind: 'hold',
            applicationId: fx.records.own.application.id,
            licenceId: null,
            status: 'open',
            data: {},
          },
        },
      ]),
      /applicants cannot/,
    );
  });

  test('another municipality: its officials see nothing and cannot write there', async () => {
    const { repo } = fx.api.deps;
    const [a] = await repo.licensing.commit(fx.scopeOf('applicant@own'), [doc(fx)]);
    const stranger = fx.scopeOf('licensing-officer@other');
    await assert.rejects(repo.licensing.get(stranger, a!.id), NotFound);
    const page = await repo.licensing.list(stranger, { limit: 200, offset: 0 });
    assert.ok(page.items.every((i) => i.municipality === OTHER));
    await assert.rejects(repo.licensing.commit(stranger, [doc(fx)]));
    await assert.rejects(repo.licensing.blob(stranger, a!.id), NotFound);
  });
});

test('a derived pack inherits its base’s procedure; a derivation replaces only the stages it names', () => {
  assert.deepEqual(ananindeua.procedure, belem.procedure);
  const base = belem.procedure!;
  const alvara = base.stages.find((s) => s.id === 'alvara')!;
  const d = derivePack(belem, {
    id: 'x-pa',
    name: 'X',
    uf: 'PA',
    ibge: '0000000',
    version: '1',
    laws: belem.laws,
    procedure: { replaceStages: [{ ...alvara, validity: { n: 2, unit: 'years' } }] },
  });
  assert.deepEqual(d.procedure?.stages.find((s) => s.id === 'alvara')?.validity, { n: 2, unit: 'years' });
  assert.equal(
    d.procedure?.stages.find((s) => s.id === 'construction'),
    base.stages[0],
  );
  assert.throws(
    () =>
      derivePack(belem, {
        id: 'y-pa',
        name: 'Y',
        uf: 'PA',
        ibge: '0',
        version: '1',
        laws: belem.laws,
        procedure: { removeStages: ['construction'] },
      }),
    /stage alvara comes after removed stage construction/,
  );
});
