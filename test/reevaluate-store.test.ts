/**
 * `glp reevaluate --store` and `--resume` on the command line: the results of a re-evaluation
 * of a seeded synthetic registry are stored under a run; resuming a run stores nothing twice;
 * options that contradict the run, an unknown run and --threads with --store are refused
 * (exit 2, naming the option). And kill -9 in the middle of a stored run, on both engines:
 * whole batches only, and the resumed run ends with every result exactly once.
 */
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { after, describe, it } from 'node:test';
import { STORE_BATCH } from '../src/app/persisted-reevaluation.ts';
import { generateRegistry, municipalityRows } from '../src/siting/generate.ts';
import { type OpenOptions, openRepository } from '../src/store/open.ts';
import type { SqlRepository } from '../src/store/sql-repository.ts';
import { glp, scratchDir } from './support/cli.ts';
import { packs } from './support/packs.ts';
import { ENGINES, freshStore } from './support/engines.ts';
import { GLP } from './support/serve.ts';

const SYSTEM = { userId: 'test', municipality: null, roles: ['system-admin' as const], requestId: 't' };

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
    assert.match(
      r.err,
      new RegExp(`reavaliação ${report.run.id} iniciada: se parar, conclua-a com glp reevaluate --resume ${report.run.id}`),
    );

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
    assert.match(unknown.err, /--resume: encontrado "no-such-run", esperado o id de uma reavaliação iniciada com glp reevaluate --store/);
    const mixed = await glp(['reevaluate', '--resume', 'x', '--all', '--date', '2026-01-01', '--data', data]);
    assert.equal(mixed.code, 2);
    assert.match(mixed.err, /--resume usa os municípios e as opções da própria reavaliação: encontrado --all, --date/);
    for (const n of ['0', '9', 'two']) {
      const threads = await glp(['reevaluate', '--all', '--store', '--threads', n, '--data', data]);
      assert.equal(threads.code, 2);
      assert.match(threads.err, new RegExp(`--threads: encontrado "${n}", esperado um número inteiro de 1 a 8`));
    }
  });
});

/** Number of results the run has in the store, read from another connection. */
async function storedOf(opts: OpenOptions, runId: string): Promise<{ n: number; subjects: number; status: string | undefined }> {
  const repo = (await openRepository({ ...opts, migrate: false })) as SqlRepository;
  try {
    const r = await repo.core.db.get<{ n: number; subjects: number }>(
      'SELECT COUNT(*) AS n, COUNT(DISTINCT subject_id) AS subjects FROM evaluations WHERE run_id = ?',
      [runId],
    );
    const run = await repo.core.db.get<{ status: string }>('SELECT status FROM reevaluation_runs WHERE id = ?', [runId]);
    return { n: Number(r?.n), subjects: Number(r?.subjects), status: run?.status };
  } finally {
    await repo.close();
  }
}

for (const [engine, skip] of ENGINES) {
  describe(`glp reevaluate --store killed with -9, then --resume: ${engine}`, skip !== undefined ? { skip } : {}, () => {
    for (const threads of [1, 2]) {
      it(`keeps whole batches only, and the resumed run stores every result exactly once (--threads ${threads})`, {
        timeout: 180_000,
      }, async (t) => {
        const store = await freshStore(engine, 'glp-reeval-kill-');
        const opts = store.opts;
        const env: Record<string, string> = { ...(process.env as Record<string, string>), NO_COLOR: '1' };
        delete env.DATABASE_URL;
        const args = [GLP, 'reevaluate', '--all', '--date', '2026-01-01', '--store', '--quiet', '--threads', String(threads)];
        if (opts.dataDir) args.push('--data', opts.dataDir);
        if (opts.databaseUrl) env.DATABASE_URL = opts.databaseUrl;
        try {
          // ~5 800 establishments in two dozen municipalities: about 12 batches.
          const g = generateRegistry(packs, { seed: 11, scale: 'national', outlets: 6000, sensitive: 20_000 });
          const setup = await openRepository(opts);
          try {
            await setup.upsertMunicipalities(municipalityRows(g.municipalities));
            await setup.surveys.importSurveyed(SYSTEM, g.records, g.surveys);
          } finally {
            await setup.close();
          }

          const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
          const exited = new Promise<NodeJS.Signals | null>((resolve) => child.on('exit', (_c, signal) => resolve(signal)));
          let err = '';
          const runId = await new Promise<string>((resolve, reject) => {
            child.stderr.on('data', (d) => {
              err += String(d);
              const m = /reavaliação (\S+) iniciada/.exec(err);
              if (m) resolve(m[1] as string);
            });
            void exited.then(() => reject(new Error(`glp reevaluate ended before starting a run: ${err}`)));
          });
          // Kill it once its first batches are committed, in the middle of the run.
          for (;;) {
            const now = await storedOf(opts, runId);
            if (now.n >= STORE_BATCH) break;
            await new Promise((r) => setTimeout(r, 5));
          }
          child.kill('SIGKILL');
          assert.equal(await exited, 'SIGKILL');
          const killed = await storedOf(opts, runId);
          t.diagnostic(`stored when killed: ${killed.n}`);
          assert.equal(killed.status, 'running', 'killed before the run finished');
          // One thread: whole batches only. Several: each thread's batches are whole, but a thread may
          // have stored its last, shorter batch (its share finished) when the process was killed.
          if (threads === 1) assert.equal(killed.n % STORE_BATCH, 0, 'whole batches only');
          assert.equal(killed.subjects, killed.n, 'no result twice');

          const again = await glp(
            ['reevaluate', '--resume', runId, '--format', 'json', '--quiet', ...(opts.dataDir ? ['--data', opts.dataDir] : [])],
            { env: opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl } : {} },
          );
          assert.equal(again.code, 0, again.err);
          const report = JSON.parse(again.out) as { evaluated: number; run: { status: string; stored: number; alreadyStored: number } };
          assert.ok(report.evaluated > 5000, `evaluated ${report.evaluated}`);
          assert.equal(report.run.status, 'finished');
          assert.equal(report.run.alreadyStored, killed.n);
          assert.equal(report.run.stored, report.evaluated - killed.n);
          const end = await storedOf(opts, runId);
          assert.deepEqual(end, { n: report.evaluated, subjects: report.evaluated, status: 'finished' });
          const repo = await openRepository(opts);
          try {
            assert.ok((await repo.verifyAudit()).ok);
            const ic = await repo.integrityCheck();
            assert.ok(ic.ok, ic.detail);
          } finally {
            await repo.close();
          }
        } finally {
          await store.dispose();
        }
      });
    }
  });
}
