/**
 * The persisted re-evaluation on every core (issue #13). Computing a stored result —
 * evaluating, writing its canonical JSON, hashing it — costs about twice what storing it
 * costs, so the computing is shared out and the storing is not: worker threads evaluate,
 * serialise and hash, and hand the texts (persist-worker.ts) to this thread, which stores
 * them through its repository like its own results — one writer, one group commit, one audit
 * chain, no second connection competing for the write lock.
 *
 * The run's municipalities are cut into tasks of similar size, largest first; this thread and
 * the workers take the next task when they are free, so a worker that starts late (loading
 * its modules and packs) or a thread that also writes simply takes fewer. Correctness does
 * not depend on the threads: (run, establishment) is unique, each batch is one transaction,
 * and a run interrupted anywhere is resumed like any other (`glp reevaluate --resume`).
 */
import { Worker } from 'node:worker_threads';
import type { PackRegistry } from '../core/registry.ts';
import type { ReevaluationRun } from '../domain/reevaluation-run.ts';
import type { Scope } from '../domain/roles.ts';
import type { ReevaluationReport } from '../siting/batch.ts';
import type { PlaceRegistry } from '../siting/registry.ts';
import type { Repository } from '../store/repository.ts';
import { computeShard, type ParallelPersist, type PersistProgress, type StoredShard } from './persisted-reevaluation.ts';
import { type PersistWorkerData, type PersistWorkerInput, type PersistWorkerMessage, unpackBatch } from './persist-worker.ts';
import { mergeReports, municipalityLoads } from './reevaluation-pool.ts';
import { shardOf } from './registry-shard.ts';

/** Tasks per thread: enough for the threads to finish together, few enough that each is worth its hand-over. */
const TASKS_PER_THREAD = 8;
/**
 * A worker's young generation (MB): a batch of results in flight is garbage soon, and a larger
 * nursery lets it die there instead of being copied (bin/glp.mjs sets the same for this thread).
 */
const WORKER_YOUNG_MB = 384;

/** `threads` threads computing a run's results: this one and `threads - 1` workers; this one stores them all. */
export function parallelPersist(threads: number): ParallelPersist {
  return {
    threads,
    run: (deps, scope, run, registry, already, progress, batchSize) =>
      persistInThreads(threads, deps, scope, run, registry, already, progress, batchSize),
  };
}

interface Task {
  id: number;
  municipalities: string[];
  /** Establishments (estimated, for progress until the task starts). */
  load: number;
}

/** The municipalities cut into about `count` tasks of similar load, largest first. */
function tasksOf(packs: PackRegistry, registry: PlaceRegistry, municipalities: readonly string[], count: number): Task[] {
  const loads = municipalityLoads(packs, registry, municipalities);
  let total = 0;
  for (const m of loads) total += m.load;
  const target = Math.max(1, Math.ceil(total / Math.max(1, count)));
  const tasks: Task[] = [];
  let current: Task | null = null;
  for (const m of loads) {
    if (current === null || current.load >= target) {
      current = { id: tasks.length, municipalities: [], load: 0 };
      tasks.push(current);
    }
    current.municipalities.push(m.id);
    current.load += m.load;
  }
  return tasks;
}

async function persistInThreads(
  threads: number,
  deps: { packs: PackRegistry; repo: Repository },
  scope: Scope,
  run: ReevaluationRun,
  registry: PlaceRegistry,
  already: ReadonlySet<string>,
  progress: PersistProgress | undefined,
  batchSize: number,
): Promise<StoredShard> {
  const { packs, repo } = deps;
  const packDirs = packs.dirs;
  if (packDirs === null) throw new Error('persisted re-evaluation in threads: the packs must be loaded from directories');
  const tasks = tasksOf(packs, registry, run.municipalities, threads * TASKS_PER_THREAD);
  const queue = [...tasks];
  const seen = new Map<number, { done: number; total: number }>();
  let stored = 0;
  // Until every task has started, the total is the estimate (establishments in the registry):
  // a progress bar restarts once at most.
  let estimate = 0;
  for (const t of tasks) estimate += Math.max(0, t.load - t.municipalities.length);
  const report = () => {
    let done = 0;
    let total = 0;
    for (const t of tasks) {
      const s = seen.get(t.id);
      done += s?.done ?? 0;
      total += s?.total ?? 0;
    }
    progress?.update(done, seen.size === tasks.length ? total : Math.max(estimate, done), stored);
  };
  const reports: ReevaluationReport[] = [];
  let failure: { error: unknown } | null = null;
  const workers: Worker[] = [];
  const finished: Promise<void>[] = [];
  /** Called once this thread has emptied the queue: a worker with nothing to finish is done. */
  const idle: (() => void)[] = [];

  for (let w = 1; w < threads; w++) {
    const data: PersistWorkerData = { kind: 'glp-persist', packDirs: [...packDirs], run, batchSize };
    const worker = new Worker(new URL('./persist-worker-entry.mjs', import.meta.url), {
      workerData: data,
      resourceLimits: { maxYoungGenerationSizeMb: WORKER_YOUNG_MB },
    });
    workers.push(worker);
    // This thread's writer of the worker's batches: its flushes join the group commit with this thread's own.
    const writer = repo.reevaluationWriter(scope, run.id);
    let assigned = 0;
    let completed = 0;
    let ready = false;
    finished.push(
      new Promise<void>((resolve, reject) => {
        const give = () => {
          const t = failure ? undefined : queue.shift();
          if (t === undefined) {
            if (completed === assigned) resolve();
            return;
          }
          assigned++;
          const shard = shardOf(registry, t.municipalities);
          const subjects = new Set(shard.records.map((r) => r.id));
          const message: PersistWorkerInput = {
            type: 'task',
            task: t.id,
            municipalities: t.municipalities,
            records: shard.records,
            surveys: shard.surveys,
            already: [...already].filter((id) => subjects.has(id)),
          };
          worker.postMessage(message);
        };
        idle.push(() => {
          if (completed === assigned) resolve();
        });
        const stop = (error: unknown) => {
          failure ??= { error };
          reject(error);
        };
        worker.on('message', (m: PersistWorkerMessage) => {
          if (m.type === 'ready') {
            ready = true;
            // One task to work on and one waiting, so the worker never waits for the next.
            give();
            give();
          } else if (m.type === 'batch') {
            for (const p of unpackBatch(m.prepared)) writer.addPrepared(p);
            writer.flush().then(
              (r) => {
                stored += r.stored;
                report();
                worker.postMessage({ type: 'stored', batch: m.batch, stored: r.stored } satisfies PersistWorkerInput);
              },
              (error: unknown) => {
                worker.postMessage({ type: 'failed', batch: m.batch } satisfies PersistWorkerInput);
                stop(error);
              },
            );
          } else if (m.type === 'progress') {
            seen.set(m.task, { done: m.done, total: m.total });
            report();
          } else if (m.type === 'done') {
            completed++;
            reports.push(m.report as ReevaluationReport);
            if (ready) give();
          } else stop(new Error(m.error));
        });
        worker.once('error', stop);
        worker.once('exit', (code) => {
          if (completed < assigned || !ready) stop(new Error(`persisted re-evaluation: worker thread exited (${code}) before it finished`));
        });
      }),
    );
  }

  // This thread takes tasks too, from the same queue, while the workers start.
  const mine = (async () => {
    const writes: Promise<number>[] = [];
    for (let t = queue.shift(); t !== undefined && failure === null; t = queue.shift()) {
      const task = t;
      const writer = repo.reevaluationWriter(scope, run.id);
      const progressOfTask: PersistProgress = {
        update(done, total) {
          seen.set(task.id, { done, total });
          report();
        },
      };
      const out = await computeShard(packs, writer, run, registry, task.municipalities, already, progressOfTask, batchSize);
      reports.push(out.report);
      writes.push(
        out.written.then((n) => {
          stored += n;
          report();
          return n;
        }),
      );
    }
    for (const f of idle) f();
    await Promise.all(writes);
  })();
  mine.catch((error: unknown) => {
    failure ??= { error };
  });

  try {
    const settled = await Promise.allSettled([mine, ...finished]);
    const failed = settled.find((s) => s.status === 'rejected');
    // What was stored is committed: the run is resumed with its id.
    if (failed) throw (failed as PromiseRejectedResult).reason;
    if (failure) throw (failure as { error: unknown }).error;
    if (reports.length === 0)
      reports.push((await computeShard(packs, repo.reevaluationWriter(scope, run.id), run, registry, [], already)).report);
    return { report: mergeReports(reports), stored };
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
}
