/**
 * The persisted re-evaluation on every core (issue #13): the run's municipalities are split
 * into shards balanced by establishments (as the in-memory pool does), and each shard is
 * evaluated, serialised, hashed and stored by a worker thread with a connection of its own.
 * One thread could not keep up: evaluating, writing canonical JSON, hashing and handing each
 * batch to the database take about the same time, and were done one after the other.
 *
 * Correctness does not depend on the threads: each batch is one transaction that extends the
 * audit chain from the head it reads under the write lock (as two `glp serve --workers`
 * processes do), (run, establishment) is unique (a result is never stored twice), and a run
 * interrupted in any thread is resumed like any other (`glp reevaluate --resume`).
 */
import { Worker } from 'node:worker_threads';
import type { PackRegistry } from '../core/registry.ts';
import type { ReevaluationRun } from '../domain/reevaluation-run.ts';
import type { Scope } from '../domain/roles.ts';
import type { ReevaluationReport } from '../siting/batch.ts';
import type { PlaceRegistry } from '../siting/registry.ts';
import type { OpenOptions } from '../store/open.ts';
import type { Repository } from '../store/repository.ts';
import { type ParallelPersist, type PersistProgress, persistShard, type StoredShard } from './persisted-reevaluation.ts';
import type { PersistWorkerData, PersistWorkerMessage } from './persist-worker.ts';
import { mergeReports, shardMunicipalities } from './reevaluation-pool.ts';
import { shardOf } from './registry-shard.ts';

/**
 * `threads` threads storing a run: this one, through the caller's repository, and
 * `threads - 1` workers through `store` (the options that repository was opened with).
 */
export function parallelPersist(store: OpenOptions, threads: number): ParallelPersist {
  return {
    threads,
    run: (deps, scope, run, registry, already, progress, batchSize) =>
      persistInThreads(store, threads, deps, scope, run, registry, already, progress, batchSize),
  };
}

async function persistInThreads(
  store: OpenOptions,
  threads: number,
  deps: { packs: PackRegistry; repo: Repository },
  scope: Scope,
  run: ReevaluationRun,
  registry: PlaceRegistry,
  already: ReadonlySet<string>,
  progress: PersistProgress | undefined,
  batchSize: number,
): Promise<StoredShard> {
  const { packs } = deps;
  const packDirs = packs.dirs;
  if (packDirs === null) throw new Error('persisted re-evaluation in threads: the packs must be loaded from directories');
  const all = shardMunicipalities(packs, registry, threads, run.municipalities);
  // At least one (an empty run still reports), and no thread without work.
  const shards = [all[0] ?? { load: 0, munis: [] }, ...all.slice(1).filter((s) => s.munis.length > 0)];
  const state = shards.map(() => ({ done: 0, total: 0, stored: 0 }));
  const report = () => {
    let done = 0;
    let total = 0;
    let stored = 0;
    for (const s of state) {
      done += s.done;
      total += s.total;
      stored += s.stored;
    }
    progress?.update(done, total, stored);
  };
  const workers: Worker[] = [];
  const parts = shards.slice(1).map((shard, j) => {
    const i = j + 1;
    const { records, surveys } = shardOf(registry, shard.munis);
    const subjects = new Set(records.map((r) => r.id));
    const data: PersistWorkerData = {
      kind: 'glp-persist',
      packDirs: [...packDirs],
      store,
      scope,
      runId: run.id,
      municipalities: shard.munis,
      records,
      surveys,
      already: [...already].filter((id) => subjects.has(id)),
      batchSize,
    };
    const worker = new Worker(new URL('./persist-worker-entry.mjs', import.meta.url), { workerData: data });
    workers.push(worker);
    return new Promise<StoredShard>((resolve, reject) => {
      worker.on('message', (m: PersistWorkerMessage) => {
        if (m.type === 'progress') {
          state[i] = { done: m.done, total: m.total, stored: m.stored };
          report();
        } else if (m.type === 'done') resolve({ report: m.report as ReevaluationReport, stored: m.stored });
        else reject(new Error(m.error));
      });
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`persisted re-evaluation: worker thread exited (${code}) before it finished`)));
    });
  });
  // This thread stores the first shard while the workers start (loading the packs and their registries).
  const mine = persistShard(
    deps,
    scope,
    run,
    registry,
    shards[0]?.munis ?? [],
    already,
    {
      update(done, total, stored) {
        state[0] = { done, total, stored };
        report();
      },
    },
    batchSize,
  );
  try {
    const settled = await Promise.allSettled([mine, ...parts]);
    const failed = settled.find((s) => s.status === 'rejected');
    // What the others stored is committed: the run is resumed with its id.
    if (failed) throw (failed as PromiseRejectedResult).reason;
    const done = settled.map((s) => (s as PromiseFulfilledResult<StoredShard>).value);
    let stored = 0;
    for (const d of done) stored += d.stored;
    return { report: mergeReports(done.map((d) => d.report)), stored };
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
}
