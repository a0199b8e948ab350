/**
 * Persisted re-evaluation as an API job (issue #13 item 3): POST /api/reevaluations starts a
 * run over the municipality's registry and answers 202 at once; GET shows the job's progress
 * until every result is stored; each stored result reproduces; bad dates and what-if values
 * are refused naming the field, before any run is recorded; a run whose job stopped is
 * resumed without storing any result twice; a finished run cannot be resumed.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { buildFixture, type Fixture, forEachEngine, OTHER, OWN, systemScope } from '../../test/support/api.ts';
import { packs } from '../../test/support/packs.ts';
import { persistShard, runOptionsOf } from '../app/persisted-reevaluation.ts';
import { loadRegistries } from '../app/reevaluate.ts';
import { generateRegistry } from '../siting/generate.ts';

const generated = generateRegistry(packs, { seed: 11, scale: 'city', outlets: 400, sensitive: 1200 });
const silent = { start() {}, update() {}, finish() {} };

type Job = {
  run: { id: string; status: string; summary: { evaluated: number; stored: number } | null };
  stored: number;
  job: { phase: string; done: number; total: number; stored: number; error: string | null; note: string | null } | null;
};

await forEachEngine('persisted re-evaluation as an API job', (engine) => {
  let fx: Fixture;
  let officer: string;
  let evaluated = 0;
  before(async () => {
    fx = await buildFixture(await (await import('../../test/support/api.ts')).openTestApi(engine));
    const records = generated.records.filter((r) => r.municipality === OWN);
    const surveys = generated.surveys.filter((s) => s.municipality === OWN);
    await fx.api.deps.repo.surveys.importSurveyed(systemScope(), records, surveys);
    officer = fx.token('licensing-officer@own');
  });
  after(async () => {
    await fx?.api.close();
  });

  async function until(id: string, done: (j: Job) => boolean): Promise<Job> {
    for (let i = 0; i < 600; i++) {
      const r = await fx.api.req('GET', `/api/reevaluations/${id}`, { token: officer });
      assert.equal(r.status, 200, r.text);
      const j = r.json as Job;
      if (done(j)) return j;
      await new Promise((ok) => setTimeout(ok, 50));
    }
    throw new Error(`run ${id} did not get there`);
  }

  test('a run is a job: 202 at once, its progress, then every result stored once and reproducible', async () => {
    const r = await fx.api.req('POST', '/api/reevaluations', { token: officer, body: { municipalities: [OWN], date: '2026-01-15' } });
    assert.equal(r.status, 202, r.text);
    const started = r.json as Job;
    assert.equal(r.headers.get('location'), `/api/reevaluations/${started.run.id}`);
    assert.equal(started.run.status, 'running');
    assert.ok(started.job, 'the job runs in this server');
    const j = await until(started.run.id, (x) => x.run.status === 'finished' && x.job?.phase === 'finished');
    assert.ok(j.run.summary);
    evaluated = j.run.summary.evaluated;
    assert.ok(evaluated > 50, `a registry with outlets (${evaluated})`);
    assert.equal(j.run.summary.stored, evaluated, 'every result stored');
    assert.equal(j.stored, evaluated);
    assert.deepEqual(
      { phase: j.job?.phase, done: j.job?.done, total: j.job?.total, stored: j.job?.stored },
      { phase: 'finished', done: evaluated, total: evaluated, stored: evaluated },
    );
    assert.equal(j.job?.note, null, 'nothing to say about a run that stored its results');
    const page = await fx.api.req('GET', `/api/reevaluations/${started.run.id}/results?limit=3&offset=10`, { token: officer });
    assert.equal(page.status, 200, page.text);
    const items = (page.json as { items: { id: string; subjectId: string; verdict: string | null }[]; total: number }).items;
    assert.equal((page.json as { total: number }).total, evaluated);
    assert.equal(items.length, 3);
    for (const item of items) {
      assert.ok(item.subjectId && item.verdict, JSON.stringify(item));
      const one = await fx.api.req('GET', `/api/evaluations/${item.id}`, { token: officer });
      assert.equal(one.status, 200, one.text);
      const e = one.json as { parameters: Record<string, unknown> };
      // Shared parameters (stored once per municipality and date) read back whole.
      assert.ok(Object.keys(e.parameters).length > 5, 'the parameters document is read through its reference');
      const rep = await fx.api.req('GET', `/api/evaluations/${item.id}/reproduce`, { token: officer });
      assert.equal(rep.status, 200, rep.text);
      assert.equal((rep.json as { matches: boolean }).matches, true, rep.text);
    }
    const v = await fx.api.deps.repo.verifyAudit();
    assert.equal(v.ok, true);
  });

  test('a registry with no establishment open: the job finishes with 0 results and says why, naming the import', async () => {
    // Salvador's registry was never filled in this fixture.
    const other = fx.token('licensing-officer@other');
    for (const [lang, words] of [
      ['pt', /não tem estabelecimentos em atividade em 15\/01\/2026/],
      ['en', /has no establishment open on 15\/01\/2026/],
    ] as const) {
      const r = await fx.api.req('POST', '/api/reevaluations', {
        token: other,
        body: { municipalities: [OTHER], date: '2026-01-15', lang },
      });
      assert.equal(r.status, 202, r.text);
      const id = (r.json as Job).run.id;
      let j: Job | null = null;
      // Both finished: the run record (read first) and this server's job.
      const done = (x: Job | null) => x?.run.status === 'finished' && x.job?.phase === 'finished';
      for (let i = 0; i < 200 && !done(j); i++) {
        const g = await fx.api.req('GET', `/api/reevaluations/${id}`, { token: other });
        assert.equal(g.status, 200, g.text);
        j = g.json as Job;
        if (!done(j)) await new Promise((ok) => setTimeout(ok, 25));
      }
      assert.equal(j?.job?.phase, 'finished', JSON.stringify(j));
      assert.equal(j?.run.summary?.evaluated, 0);
      assert.equal(j?.stored, 0);
      assert.match(j?.job?.note ?? '', words);
      assert.match(j?.job?.note ?? '', new RegExp(`POST /api/municipalities/${OTHER}/places/import`));
    }
  });

  test('bad dates and what-if values are refused naming the field, and no run is recorded', async () => {
    const before = await fx.api.deps.repo.listEvaluations(systemScope(), { limit: 1 });
    const bad = [
      // DD/MM/YYYY is a date (schemas.ts isoDate); a day the calendar lacks is not.
      [{ municipalities: [OWN], date: '31/02/2026' }, 'date'],
      [{ municipalities: [OWN], whatIf: { 'belem-pa/min-distance-between-outlets': -5 } }, 'min-distance-between-outlets'],
      [{ municipalities: [OWN], whatIf: { 'belem-pa/no-such-parameter': 1 } }, 'no-such-parameter'],
      [{ municipalities: [] }, 'municipalities'],
    ] as const;
    for (const [body, field] of bad) {
      const r = await fx.api.req('POST', '/api/reevaluations', { token: officer, body });
      assert.equal(r.status, 422, `${JSON.stringify(body)}: ${r.text}`);
      assert.match(r.text, new RegExp(field));
    }
    const after = await fx.api.deps.repo.listEvaluations(systemScope(), { limit: 1 });
    assert.equal(after.total, before.total);
  });

  test('a run whose job stopped half-way is resumed: what was stored is skipped, nothing stored twice', async () => {
    const scope = fx.scopeOf('licensing-officer@own');
    const { registry } = await loadRegistries(fx.api.deps.repo, [OWN], silent);
    const run = await fx.api.deps.repo.startReevaluationRun(scope, [OWN], runOptionsOf({ date: '2026-01-15' }));
    // The job that "stopped": it stored the results of some establishments only.
    const some = new Set(
      registry
        .get(OWN)
        ?.records.filter((_, i) => i % 2 === 0)
        .map((r) => r.id),
    );
    const all = registry.get(OWN)?.records.map((r) => r.id) ?? [];
    const skip = new Set(all.filter((id) => !some.has(id)));
    const partial = await persistShard({ packs, repo: fx.api.deps.repo }, scope, run, registry, [OWN], skip, undefined, 40);
    assert.ok(partial.stored > 0 && partial.stored < evaluated, `a part stored (${partial.stored} of ${evaluated})`);
    const r = await fx.api.req('POST', `/api/reevaluations/${run.id}/resume`, { token: officer });
    assert.equal(r.status, 202, r.text);
    const j = await until(run.id, (x) => x.run.status === 'finished');
    assert.equal(j.run.summary?.stored, evaluated, 'each establishment once');
    assert.equal(j.job?.stored, evaluated, 'the progress counts what was stored before');
    const again = await fx.api.req('POST', `/api/reevaluations/${run.id}/resume`, { token: officer });
    assert.equal(again.status, 409, again.text);
    assert.match(again.text, /finished/);
  });

  test('another municipality’s official cannot read the run; an applicant cannot start one', async () => {
    const r = await fx.api.req('POST', '/api/reevaluations', {
      token: fx.token('applicant@own'),
      body: { municipalities: [OWN], date: '2026-01-15' },
    });
    assert.equal(r.status, 403, r.text);
    const run = await fx.api.deps.repo.startReevaluationRun(systemScope(), [OWN], runOptionsOf({ date: '2026-01-15' }));
    const other = await fx.api.req('GET', `/api/reevaluations/${run.id}`, { token: fx.token('licensing-officer@other') });
    assert.equal(other.status, 404, other.text);
  });
});
