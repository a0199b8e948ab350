/**
 * Persisted re-evaluation, on both engines, over a seeded synthetic registry that includes
 * cloned municipalities ("belem-pa~001"): every result of the re-evaluation becomes a stored
 * evaluation that `reproduce` recomputes to the same hash; its state is the report's; a run
 * stopped half-way is resumed without storing any result twice, also by two resumes at once;
 * a finished run takes no more results; the audit chain verifies.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ENGINES, type EngineName, freshStore } from '../../test/support/engines.ts';
import { packs } from '../../test/support/packs.ts';
import type { StoredEvaluation } from '../domain/evaluation.ts';
import { stateOf } from '../siting/batch.ts';
import { generateRegistry, municipalityRows } from '../siting/generate.ts';

import { type OpenOptions, openRepository } from '../store/open.ts';
import type { Repository, Scope } from '../store/repository.ts';
import type { EstablishmentInput } from '../core/input/schema.ts';
import { canonicalJson, sha256Hex } from '../store/canonical.ts';
import { parallelPersist } from './persist-parallel.ts';
import { persistRun, runOptionsOf, withoutUnreadFacts } from './persisted-reevaluation.ts';
import { loadRegistries, reevaluationOptions } from './reevaluate.ts';
import { reproduce } from './reproduce.ts';

const SYSTEM: Scope = { userId: 'system', municipality: null, roles: ['system-admin'], requestId: 'persist-test' };
const TODAY = '2026-03-01';
const silentProgress = { start() {}, update() {}, finish() {} };

// Two copies of each of the four cities: ~2 000 establishments.
const generated = generateRegistry(packs, { seed: 7, scale: 'national', outlets: 2000, sensitive: 6000 });

async function withStore(engine: EngineName, fn: (repo: Repository, opts: OpenOptions) => Promise<void>): Promise<void> {
  const store = await freshStore(engine, 'glp-persist-');
  const repo = await openRepository(store.opts);
  try {
    await repo.upsertMunicipalities(municipalityRows(generated.municipalities));
    await repo.surveys.importSurveyed(SYSTEM, generated.records, generated.surveys);
    await fn(repo, store.opts);
  } finally {
    await repo.close();
    await store.dispose();
  }
}

async function allOfRun(repo: Repository, runId: string): Promise<StoredEvaluation[]> {
  const out: StoredEvaluation[] = [];
  for (let offset = 0; ; offset += 1000) {
    const page = await repo.listEvaluations(SYSTEM, { limit: 1000, offset, filters: { runId } });
    out.push(...page.items);
    if (page.items.length < 1000) return out;
  }
}

async function start(repo: Repository, which: string[] | 'all', whatIf: Record<string, unknown> = {}) {
  const loaded = await loadRegistries(repo, which, silentProgress);
  const opts = reevaluationOptions(packs, loaded.municipalities, { whatIf, priority: true, date: '2026-01-01' }, TODAY);
  const run = await repo.startReevaluationRun(SYSTEM, loaded.municipalities, runOptionsOf(opts));
  return { run, registry: loaded.registry };
}

describe('the input stored for a result', () => {
  test('keeps the facts measured when read that a rule read, and leaves out (without measuring) those none read', () => {
    let measured = 0;
    const zone: Record<string, unknown> = { insideUrbanPerimeter: false };
    for (const k of ['distanceToResidentialZoneM', 'distanceToUrbanPerimeterM']) {
      Object.defineProperty(zone, k, {
        enumerable: true,
        configurable: true,
        get() {
          measured++;
          Object.defineProperty(zone, k, { value: 1234.5, enumerable: true, configurable: true, writable: true });
          return 1234.5;
        },
      });
    }
    const input = { municipality: 'vitoria-da-conquista-ba', activity: 'glp-resale', zone } as unknown as EstablishmentInput;
    assert.equal(input.zone?.distanceToUrbanPerimeterM, 1234.5); // a rule read this one
    const stored = withoutUnreadFacts(input);
    assert.equal(measured, 1, 'the unread fact was not measured');
    assert.deepEqual(JSON.parse(JSON.stringify(stored.zone)), { insideUrbanPerimeter: false, distanceToUrbanPerimeterM: 1234.5 });
    const plain = { municipality: 'belem-pa', zone: { insideUrbanPerimeter: true } } as unknown as EstablishmentInput;
    assert.equal(withoutUnreadFacts(plain), plain, 'nothing to leave out: the same document');
  });
});

for (const [engine, skip] of ENGINES) {
  describe(`persisted re-evaluation: ${engine}`, skip !== undefined ? { skip } : {}, () => {
    for (const threads of [1, 2]) {
      test(`every result is a stored evaluation that reproduces, with the state of the report (${threads} thread(s))`, async () => {
        await withStore(engine, async (repo) => {
          const { run, registry } = await start(repo, 'all');
          // Two threads: a worker evaluates, serialises and hashes a share of the tasks and hands the texts to this thread, which stores all.
          const parallel = threads > 1 ? parallelPersist(threads) : undefined;
          const out = await persistRun({ packs, repo }, SYSTEM, run, registry, undefined, 300, parallel);
          assert.ok(out.report.evaluated > 1000, `evaluated ${out.report.evaluated}`);
          assert.ok(
            out.report.municipalities.some((m) => m.includes('~')),
            'cloned municipalities included',
          );
          assert.equal(out.stored, out.report.evaluated);
          assert.equal(out.alreadyStored, 0);
          assert.equal(out.run.status, 'finished');
          assert.deepEqual(out.run.summary, { evaluated: out.report.evaluated, stored: out.stored, counts: out.report.counts.after });
          const stored = await allOfRun(repo, run.id);
          assert.equal(stored.length, out.report.evaluated);
          assert.equal(new Set(stored.map((e) => e.run?.subjectId)).size, stored.length, 'one result per establishment');
          const counts: Record<string, number> = { compliant: 0, violates: 0, incomplete: 0, 'not-applicable': 0 };
          for (const e of stored) {
            assert.equal(e.ruleSet, 'siting');
            assert.equal(e.date, '2026-01-01');
            const r = reproduce(packs, e, TODAY);
            assert.ok(r.matches, `${e.run?.subjectId} (${e.municipality}): ${r.differences.join('; ')}`);
            counts[stateOf(e.result.findings)] = (counts[stateOf(e.result.findings)] ?? 0) + 1;
          }
          assert.deepEqual(counts, out.report.counts.after);
          const v = await repo.verifyAudit();
          assert.ok(v.ok, JSON.stringify(v));
          const created = await repo.listAudit(SYSTEM, { limit: 1, filters: { action: 'evaluation.create' } });
          assert.equal(created.total, out.stored, 'one audit entry per stored result');
          // The hashes its audit entry carries are those of the texts stored (computed where the result was).
          const byId = new Map(stored.map((e) => [e.id, e]));
          const entries = await repo.listAudit(SYSTEM, { limit: 200, filters: { action: 'evaluation.create' } });
          assert.ok(entries.items.length > 0);
          for (const a of entries.items) {
            const e = byId.get(a.entityId);
            assert.ok(e, a.entityId);
            const after = a.after as Record<string, unknown>;
            assert.equal(after['inputHash'], sha256Hex(canonicalJson(e.input)));
            assert.equal(after['resultHash'], sha256Hex(canonicalJson(e.result)));
            assert.equal(after['resultHash'], e.resultHash);
          }
        });
      });
    }

    test('a run stopped half-way resumes without duplicates, also by two resumes at once; then it is closed', async () => {
      await withStore(engine, async (repo) => {
        const { run, registry } = await start(repo, ['belem-pa', 'salvador-ba'], { 'belem-pa/min-distance-between-outlets': 300 });
        // A crash after three batches: the progress callback throws once 300 results are stored.
        const stop = new Error('simulated crash');
        await assert.rejects(
          persistRun(
            { packs, repo },
            SYSTEM,
            run,
            registry,
            {
              update(_d, _t, stored) {
                if (stored >= 300) throw stop;
              },
            },
            100,
          ),
          (e) => e === stop,
        );
        const partial = await allOfRun(repo, run.id);
        assert.equal(partial.length, 300);
        assert.equal((await repo.getReevaluationRun(SYSTEM, run.id)).status, 'running');

        const again = await repo.getReevaluationRun(SYSTEM, run.id);
        const [a, b] = await Promise.all([
          persistRun({ packs, repo }, SYSTEM, again, registry, undefined, 100),
          persistRun({ packs, repo }, SYSTEM, again, registry, undefined, 100),
        ]);
        assert.ok(a && b);
        const evaluated = a.report.evaluated;
        assert.equal(a.stored + b.stored, evaluated - 300, 'each remaining result stored by exactly one of them');
        const all = await allOfRun(repo, run.id);
        assert.equal(all.length, evaluated);
        assert.equal(new Set(all.map((e) => e.run?.subjectId)).size, evaluated, 'no establishment twice');
        const seen = new Set<string>();
        all.forEach((e, i) => {
          // Each result carries the what-if values of its own municipality's law only.
          const own = e.municipality.startsWith('belem-pa') ? { 'belem-pa/min-distance-between-outlets': 300 } : {};
          assert.deepEqual(e.overrides, own);
          assert.deepEqual(e.result.overrides, own);
          if (i % 5 === 0) {
            seen.add(e.municipality);
            assert.ok(reproduce(packs, e, TODAY).matches);
          }
        });
        assert.deepEqual([...seen].sort(), ['belem-pa', 'salvador-ba']);
        const finished = await repo.getReevaluationRun(SYSTEM, run.id);
        assert.equal(finished.status, 'finished');
        assert.equal(finished.summary?.stored, evaluated);
        await assert.rejects(
          repo.saveReevaluationResults(SYSTEM, run.id, [
            {
              subjectId: 'late',
              municipality: 'belem-pa',
              date: '2026-01-01',
              lang: 'pt',
              lawPackVersion: 'x',
              parameters: {},
              overrides: {},
              input: {},
              result: all[0]?.result as StoredEvaluation['result'],
            },
          ]),
          /finished/,
        );
        assert.ok((await repo.verifyAudit()).ok);
      });
    });

    test('an official runs their own municipality only, and sees no other run', async () => {
      await withStore(engine, async (repo) => {
        const official: Scope = { userId: 'o', municipality: 'belem-pa', roles: ['licensing-officer'], requestId: 'r' };
        const applicant: Scope = { userId: 'a', municipality: 'belem-pa', roles: ['applicant'], requestId: 'r' };
        const opts = { date: '2026-01-01', whatIf: {}, priority: true, lang: 'pt' as const };
        const own = await repo.startReevaluationRun(official, ['belem-pa'], opts);
        assert.equal(own.municipality, 'belem-pa');
        await assert.rejects(repo.startReevaluationRun(official, ['salvador-ba'], opts), /cannot create records in salvador-ba/);
        await assert.rejects(repo.startReevaluationRun(applicant, ['belem-pa'], opts), /applicants cannot/);
        const national = await repo.startReevaluationRun(SYSTEM, ['belem-pa', 'salvador-ba'], opts);
        assert.equal(national.municipality, null);
        await assert.rejects(repo.getReevaluationRun(official, national.id), /not found/i);
        assert.equal((await repo.getReevaluationRun(official, own.id)).id, own.id);
      });
    });
  });
}
