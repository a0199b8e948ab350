/**
 * Survey declarations in the store, on both engines (issue 7 item 1): append-only history,
 * audited, scoped (officials of the municipality and system administrators write; an official
 * of another municipality neither writes nor reads), checked areas, and an import with its
 * declarations in one transaction (a bad declaration leaves no place behind).
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ENGINES, type EngineName, freshStore } from '../../test/support/engines.ts';
import { openRepository } from './open.ts';
import { Forbidden, InvalidData, NotFound, type Repository, type Scope } from './repository.ts';

const SYSTEM: Scope = { userId: 'system', municipality: null, roles: ['system-admin'], requestId: 'surveys-test' };
const BELEM: Scope = { userId: 'u-belem', municipality: 'belem-pa', roles: ['licensing-officer'], requestId: 'r1' };
const SALVADOR: Scope = { userId: 'u-ssa', municipality: 'salvador-ba', roles: ['licensing-officer'], requestId: 'r2' };
const APPLICANT: Scope = { userId: 'u-app', municipality: 'belem-pa', roles: ['applicant'], requestId: 'r3' };

const AREA = {
  type: 'Polygon' as const,
  coordinates: [
    [
      [-48.5, -1.46],
      [-48.46, -1.46],
      [-48.46, -1.42],
      [-48.5, -1.42],
      [-48.5, -1.46],
    ] as [number, number][],
  ],
};

const draft = (over: Record<string, unknown> = {}) => ({
  municipality: 'belem-pa',
  category: 'school',
  source: 'Censo Escolar INEP 2025',
  surveyedOn: '2025-06-30',
  area: null,
  validFrom: '2025-07-01',
  ...over,
});

async function withRepo(engine: EngineName, fn: (repo: Repository) => Promise<void>): Promise<void> {
  const store = await freshStore(engine, 'glp-surveys-');
  const repo = await openRepository(store.opts);
  try {
    await repo.upsertMunicipalities([
      { id: 'belem-pa', name: 'Belém', uf: 'PA', ibge: '1501402' },
      { id: 'salvador-ba', name: 'Salvador', uf: 'BA', ibge: '2927408' },
    ]);
    await fn(repo);
  } finally {
    await repo.close();
    await store.dispose();
  }
}

for (const [engine, skip] of ENGINES) {
  describe(`survey declarations on ${engine}`, skip ? { skip } : {}, () => {
    test('a later declaration is added, the earlier one kept; each is audited with who declared it', async () => {
      await withRepo(engine, async (repo) => {
        const [a] = await repo.surveys.declare(BELEM, [draft()]);
        const [b] = await repo.surveys.declare(SYSTEM, [draft({ validFrom: '2026-01-01', surveyedOn: '2025-12-15', area: AREA })]);
        const list = await repo.surveys.list(null, 'belem-pa');
        assert.deepEqual(
          list.map((d) => [d.category, d.validFrom, d.area?.type ?? 'whole', d.declaredBy]),
          [
            ['school', '2025-07-01', 'whole', 'u-belem'],
            ['school', '2026-01-01', 'Polygon', 'system'],
          ],
        );
        assert.deepEqual(list[1]?.area, AREA);
        const audit = await repo.listAudit(SYSTEM, { limit: 100, offset: 0 });
        const entries = audit.items.filter((e) => e.action === 'survey.declare');
        assert.deepEqual(entries.map((e) => e.entityId).sort(), [a?.id, b?.id].sort());
        assert.ok((await repo.verifyAudit()).ok);
      });
    });

    test('scope: an official of another municipality cannot declare nor read; an applicant cannot declare', async () => {
      await withRepo(engine, async (repo) => {
        await repo.surveys.declare(BELEM, [draft()]);
        await assert.rejects(repo.surveys.declare(SALVADOR, [draft()]), Forbidden);
        await assert.rejects(repo.surveys.declare(APPLICANT, [draft()]), Forbidden);
        await assert.rejects(repo.surveys.list(SALVADOR, 'belem-pa'), NotFound);
        assert.equal((await repo.surveys.list(BELEM, 'belem-pa')).length, 1);
        assert.equal((await repo.surveys.list(SALVADOR, 'salvador-ba')).length, 0);
      });
    });

    test('bad input names the field; nothing is written', async () => {
      await withRepo(engine, async (repo) => {
        await assert.rejects(repo.surveys.declare(SYSTEM, [draft(), draft({ surveyedOn: '30/06/2025' })]), (e: unknown) => {
          assert.ok(e instanceof InvalidData);
          assert.match(String((e as Error).message), /surveys\[1\]\.surveyedOn/);
          return true;
        });
        const open = {
          type: 'Polygon',
          coordinates: [
            [
              [-48.5, -1.46],
              [-48.46, -1.46],
              [-48.46, -1.42],
              [-48.5, -1.42],
            ],
          ],
        };
        await assert.rejects(repo.surveys.declare(SYSTEM, [draft({ area: open })]), /ring/);
        await assert.rejects(repo.surveys.declare(SYSTEM, [draft({ source: '  ' })]), /source/);
        await assert.rejects(repo.surveys.declare(SYSTEM, [draft({ municipality: 'nowhere-xx' })]), NotFound);
        assert.equal((await repo.surveys.list(null, 'belem-pa')).length, 0);
      });
    });

    test('an import with its declarations is one transaction: a bad declaration leaves no place', async () => {
      await withRepo(engine, async (repo) => {
        const place = {
          municipality: 'belem-pa',
          category: 'school',
          status: null,
          name: 'Escola A',
          geometry: { type: 'Point' as const, coordinates: [-48.48, -1.44] as [number, number] },
          source: 'INEP',
          importedAt: '2026-01-02T00:00:00.000Z',
          validFrom: null,
          validTo: null,
          data: {},
        };
        await assert.rejects(repo.surveys.importSurveyed(SYSTEM, [place], [draft({ validFrom: 'x' })]), InvalidData);
        assert.equal((await repo.listPlaces(null, { municipality: 'belem-pa', limit: 10, offset: 0 })).total, 0);
        const r = await repo.surveys.importSurveyed(SYSTEM, [place], [draft()]);
        assert.equal(r.places, 1);
        assert.equal(r.surveys.length, 1);
        assert.equal((await repo.listPlaces(null, { municipality: 'belem-pa', limit: 10, offset: 0 })).total, 1);
        assert.equal((await repo.surveys.list(null, 'belem-pa')).length, 1);
      });
    });
  });
}
