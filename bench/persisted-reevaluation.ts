/**
 * (d) of `npm run bench:siting`: the national re-evaluation persisted — every one of the
 * ~58 000 results stored as a reproducible stored evaluation with its audit entry
 * (src/app/persisted-reevaluation.ts, what `glp reevaluate --all --store` does) — beside the
 * same re-evaluation in memory, on SQLite (WAL, synchronous=FULL) and on PostgreSQL with
 * durable commits (bench/durable-pg.ts). Timed: the run from its start to its last commit,
 * registry already in memory (the places are not loaded into the store: the run reads the
 * registry, the store receives results). Checked afterwards, not timed: every result is
 * there once, a sample reproduces, the audit chain verifies.
 * Target (issue #13, this 2-core machine): ≤ 10 s on SQLite.
 * BENCH_PERSIST_THREADS=1,2 chooses the thread counts measured on SQLite (default: 1 and all
 * cores); BENCH_PERSIST_SQLITE=0 / BENCH_PERSIST_PG=0 leave an engine out. The npm script runs
 * node with --max-semi-space-size=128, as bin/glp.mjs runs `glp`.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { availableParallelism } from 'node:os';
import { parallelPersist } from '../src/app/persist-parallel.ts';
import { persistRun, runOptionsOf, STORE_BATCH } from '../src/app/persisted-reevaluation.ts';
import { reproduce } from '../src/app/reproduce.ts';
import { type ReevaluateOptions, reevaluate } from '../src/siting/batch.ts';
import { municipalityRows, type SyntheticRegistry } from '../src/siting/generate.ts';
import type { PlaceRegistry } from '../src/siting/registry.ts';
import { type OpenOptions, openRepository } from '../src/store/open.ts';
import type { Scope } from '../src/store/repository.ts';
import type { SqlRepository } from '../src/store/sql-repository.ts';
import { packs } from '../test/support/packs.ts';
import { startDurablePg } from './durable-pg.ts';
import { choiceOption, countsOption } from './options.ts';

const TARGET_MS = 10_000;
const SYSTEM: Scope = { userId: 'bench', municipality: null, roles: ['system-admin'], requestId: 'bench-persist' };
const s2 = (x: number) => `${(x / 1000).toFixed(2)} s`;

async function persistOn(
  name: string,
  opts: OpenOptions,
  g: SyntheticRegistry,
  registry: PlaceRegistry,
  options: ReevaluateOptions,
  out: (s: string) => void,
  threads = 1,
): Promise<number> {
  const repo = await openRepository(opts);
  try {
    await repo.upsertMunicipalities(municipalityRows(g.municipalities));
    const run = await repo.startReevaluationRun(SYSTEM, registry.municipalities(), runOptionsOf(options));
    const t = performance.now();
    const parallel = threads > 1 ? parallelPersist(threads) : undefined;
    const done = await persistRun({ packs, repo }, SYSTEM, run, registry, undefined, STORE_BATCH, parallel);
    const elapsed = performance.now() - t;
    const stats = (repo as SqlRepository).core.group.stats;
    // With threads, the workers' commits are their own: count the batches from the audit instead.
    const commits = threads > 1 ? `${threads} threads` : `${stats.batches} commits`;
    const size = opts.dataDir ? ` database ${(statSync(join(opts.dataDir, 'glp.sqlite')).size / 1e6).toFixed(0)} MB;` : '';
    out(
      `    ${name}: ${s2(elapsed)} for ${done.stored} results stored (${((done.stored / elapsed) * 1000).toFixed(0)}/s), ${commits};${size}`,
    );
    // Checks, not timed.
    const tv = performance.now();
    const v = await repo.verifyAudit();
    const verifyMs = performance.now() - tv;
    const count = await repo.listEvaluations(SYSTEM, { limit: 1, filters: { runId: run.id } });
    // A sample of 50 by id (an OFFSET over ~58 000 rows of ~7 KB would read them all, 50 times).
    const db = (repo as SqlRepository).core.db;
    const ids = (await db.all<{ id: string }>('SELECT id FROM evaluations WHERE run_id = ? ORDER BY subject_id', [run.id])).map(
      (r) => r.id,
    );
    let reproduced = 0;
    for (let i = 0; i < ids.length; i += Math.max(1, Math.floor(ids.length / 50))) {
      const e = await repo.getEvaluation(SYSTEM, ids[i] as string);
      if (reproduce(packs, e, options.date).matches) reproduced++;
      else throw new Error(`stored evaluation ${e.id} does not reproduce`);
    }
    out(
      `      checked: ${count.total} stored once each, ${reproduced}/${reproduced} sampled reproduce, audit chain ${v.ok ? `verifies (${v.entries} entries in ${s2(verifyMs)})` : `BROKEN: ${JSON.stringify(v)}`}`,
    );
    if (count.total !== done.report.evaluated || !v.ok) throw new Error('persisted re-evaluation incomplete');
    return elapsed;
  } finally {
    await repo.close();
  }
}

/** BENCH_PERSIST_THREADS=1,2 (each 1 to 8), else 1 and every core (at most 8); checked when this module loads, before any work. */
const THREADS = (() => {
  const cores = Math.min(availableParallelism(), 8);
  const v = process.env.BENCH_PERSIST_THREADS;
  if (v !== undefined) return countsOption('BENCH_PERSIST_THREADS', v, 1, 8);
  return cores > 1 ? [1, cores] : [1];
})();
/** BENCH_PERSIST_SQLITE=0 / BENCH_PERSIST_PG=0 leave an engine out (1 or absent: measured). */
const WITH_SQLITE = choiceOption('BENCH_PERSIST_SQLITE', process.env.BENCH_PERSIST_SQLITE, ['0', '1']) !== '0';
const WITH_PG = choiceOption('BENCH_PERSIST_PG', process.env.BENCH_PERSIST_PG, ['0', '1']) !== '0';

export async function persistedSection(
  g: SyntheticRegistry,
  registry: PlaceRegistry,
  date: string,
  out: (s: string) => void,
): Promise<void> {
  out(`(d) the national re-evaluation persisted: every result a reproducible stored evaluation with its audit entry, as of ${date}`);
  const options: ReevaluateOptions = { date };
  const t = performance.now();
  const mem = reevaluate(packs, registry, options);
  const memMs = performance.now() - t;
  out(`    in memory, one thread (warm): ${s2(memMs)} for ${mem.evaluated} establishments`);
  for (const n of WITH_SQLITE ? THREADS : []) {
    const dir = mkdtempSync(join(tmpdir(), 'glp-bench-persist-'));
    try {
      const sqlite = await persistOn(`SQLite (WAL, synchronous=FULL), ${n} thread(s)`, { dataDir: dir }, g, registry, options, out, n);
      out(
        `      ratio persisted ÷ in memory ${(sqlite / memMs).toFixed(1)}×; target ≤ 10 s on SQLite: ${sqlite <= TARGET_MS ? 'met' : 'NOT met'}`,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  if (!WITH_PG) return;
  let pg: Awaited<ReturnType<typeof startDurablePg>> | null = null;
  try {
    pg = await startDurablePg();
    // One thread, as the default: two do not pay on SQLite on two cores (printed above).
    const ms = await persistOn(`${pg.settings}, 1 thread`, { databaseUrl: pg.url }, g, registry, options, out, 1);
    out(`      ratio persisted ÷ in memory ${(ms / memMs).toFixed(1)}×`);
  } catch (e) {
    out(`    PostgreSQL: not measured (${(e as Error).message.split('\n')[0]})`);
  } finally {
    pg?.stop();
  }
}
