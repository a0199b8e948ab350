/**
 * `glp reevaluate --store` and `--resume` on the command line: the results of a re-evaluation
 * of a seeded synthetic registry are stored under a run; resuming a run stores nothing twice;
 * options that contradict the run, an unknown run and --threads with --store are refused
 * (exit 2, naming the option).
 */
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { openRepository } from '../src/store/open.ts';
import { glp, scratchDir } from './support/cli.ts';

const dirs: string[] = [];
after(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('glp reevaluate --store', () => {
  it('stores every result under a run; --resume stores nothing twice', { timeout: 120_000 }, async () => {
    const dir = scratchDir('glp-reeval-store-');
    dirs.push(dir);
    const data = join(dir, 'data');
    const gen = await glp(['generate', '--scale', 'city', '--city', 'belem-pa', '--seed', '3', '--into-db', '--data', data, '--quiet']);
    assert.equal(gen.code, 0, gen.err);

    const r = await glp(['reevaluate', 'belem-pa', '--date', '2026-01-01', '--store', '--format', 'json', '--data', data, '--quiet']);
    assert.equal(r.code, 0, r.err);
    const report = JSON.parse(r.out) as { evaluated: number; run: { id: string; status: string; stored: number; alreadyStored: number } };
    assert.ok(report.evaluated > 50, `evaluated ${report.evaluated}`);
    assert.deepEqual(report.run, { id: report.run.id, status: 'finished', stored: report.evaluated, alreadyStored: 0 });
    assert.match(r.err, new RegExp(`run ${report.run.id} started: if it stops, finish it with glp reevaluate --resume ${report.run.id}`));

    const again = await glp(['reevaluate', '--resume', report.run.id, '--data', data, '--quiet']);
    assert.equal(again.code, 0, again.err);
    assert.match(
      again.out,
      new RegExp(
        `Resultados gravados na execução ${report.run.id}: 0 avaliação\\(ões\\) gravada\\(s\\), ${report.evaluated} já gravada\\(s\\) antes`,
      ),
    );

    const repo = await openRepository({ dataDir: data });
    try {
      const system = { userId: 'test', municipality: null, roles: ['system-admin' as const], requestId: 't' };
      const stored = await repo.listEvaluations(system, { limit: 1, filters: { runId: report.run.id } });
      assert.equal(stored.total, report.evaluated);
      assert.ok((await repo.verifyAudit()).ok);
    } finally {
      await repo.close();
    }
  });

  it('refuses what it cannot do, exit 2 naming the option', async () => {
    const dir = scratchDir('glp-reeval-store-');
    dirs.push(dir);
    const data = join(dir, 'data');
    const unknown = await glp(['reevaluate', '--resume', 'no-such-run', '--data', data]);
    assert.equal(unknown.code, 2);
    assert.match(unknown.err, /--resume: found "no-such-run", expected the id of a run started with glp reevaluate --store/);
    const mixed = await glp(['reevaluate', '--resume', 'x', '--all', '--date', '2026-01-01', '--data', data]);
    assert.equal(mixed.code, 2);
    assert.match(mixed.err, /--resume takes the run's own municipalities and options: found --all, --date/);
    const threads = await glp(['reevaluate', '--all', '--store', '--threads', '2', '--data', data]);
    assert.equal(threads.code, 2);
    assert.match(threads.err, /--threads: found 2 with --store, expected 1/);
  });
});
