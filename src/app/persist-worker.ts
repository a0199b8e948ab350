/**
 * The worker side of persist-parallel.ts: evaluates the tasks (groups of municipalities) it is
 * sent, serialises and hashes each result (`prepareRunResult`) and hands the texts, a batch at
 * a time, to the thread that writes. It opens no store: one thread writes, so the batches of
 * every thread share the group commit and the audit chain without competing for a lock.
 */
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import type { PreparedRunResult, ReevaluationRun, ReevaluationRunWriter, RunResult } from '../domain/reevaluation-run.ts';
import { prepareRunResult, sharedTexts } from '../store/sql/reevaluation-runs.ts';
import { loadPackRegistry } from './packs.ts';
import { computeShard } from './persisted-reevaluation.ts';
import { type RegistryShard, registryOfShard } from './registry-shard.ts';

export interface PersistWorkerData {
  kind: 'glp-persist';
  packDirs: string[];
  run: ReevaluationRun;
  batchSize: number;
}

/** A task: some municipalities of the run, their registry, the establishments already stored. */
export interface PersistTask extends RegistryShard {
  type: 'task';
  task: number;
  municipalities: string[];
  already: string[];
}

/**
 * A batch of prepared results. Documents many results share (a municipality's parameters, the
 * run's what-if values) are sent once per batch, in `shared`, and referred to by index.
 */
export interface PreparedBatch {
  shared: string[];
  rows: (Omit<PreparedRunResult, 'texts'> & { parameters: number; overrides: number; input: string; result: string })[];
}

/** Parent → worker. */
export type PersistWorkerInput = PersistTask | { type: 'stored'; batch: number; stored: number } | { type: 'failed'; batch: number };

/** Worker → parent. */
export type PersistWorkerMessage =
  | { type: 'ready' }
  | { type: 'batch'; batch: number; prepared: PreparedBatch }
  | { type: 'progress'; task: number; done: number; total: number }
  | { type: 'done'; task: number; report: unknown; stored: number }
  | { type: 'error'; error: string };

export function packBatch(rows: readonly PreparedRunResult[]): PreparedBatch {
  const index = new Map<string, number>();
  const shared: string[] = [];
  const ref = (s: string) => {
    let i = index.get(s);
    if (i === undefined) {
      i = shared.length;
      shared.push(s);
      index.set(s, i);
    }
    return i;
  };
  return {
    shared,
    rows: rows.map(({ texts, ...r }) => ({
      ...r,
      parameters: ref(texts.parameters),
      overrides: ref(texts.overrides),
      input: texts.input,
      result: texts.result,
    })),
  };
}

export function unpackBatch(b: PreparedBatch): PreparedRunResult[] {
  return b.rows.map(({ parameters, overrides, input, result, ...r }) => ({
    ...r,
    texts: { parameters: b.shared[parameters] as string, overrides: b.shared[overrides] as string, input, result },
  }));
}

/** Batches handed over and not yet answered (ids unique across the thread's writers). */
const waiting = new Map<number, { resolve(r: { stored: number }): void; reject(e: Error): void }>();
let nextBatch = 1;

function answered(m: { type: 'stored'; batch: number; stored: number } | { type: 'failed'; batch: number }): void {
  const w = waiting.get(m.batch);
  waiting.delete(m.batch);
  if (m.type === 'stored') w?.resolve({ stored: m.stored });
  else w?.reject(new Error('the writing thread could not store a batch'));
}

/** A writer (one per task) whose flush hands the batch to the writing thread and resolves when it is committed there. */
class HandingWriter implements ReevaluationRunWriter {
  private rows: PreparedRunResult[] = [];

  constructor(
    private readonly post: (m: PersistWorkerMessage) => void,
    private readonly shared: (field: string, v: unknown) => string,
  ) {}

  get pending(): number {
    return this.rows.length;
  }

  add(r: RunResult): void {
    this.rows.push(prepareRunResult(r, this.shared));
  }

  addPrepared(p: PreparedRunResult): void {
    this.rows.push(p);
  }

  flush(): Promise<{ stored: number }> {
    const rows = this.rows;
    this.rows = [];
    if (rows.length === 0) return Promise.resolve({ stored: 0 });
    const batch = nextBatch++;
    return new Promise((resolve, reject) => {
      waiting.set(batch, { resolve, reject });
      this.post({ type: 'batch', batch, prepared: packBatch(rows) });
    });
  }
}

const data = workerData as PersistWorkerData | null;
if (!isMainThread && parentPort && data?.kind === 'glp-persist') {
  const port = parentPort;
  const post = (m: PersistWorkerMessage) => port.postMessage(m);
  const shared = sharedTexts();
  const tasks: PersistTask[] = [];
  let busy = false;
  let packs: Awaited<ReturnType<typeof loadPackRegistry>> | null = null;
  const fail = (e: unknown) => post({ type: 'error', error: e instanceof Error ? (e.stack ?? e.message) : String(e) });
  const work = async () => {
    if (busy || packs === null) return;
    busy = true;
    try {
      for (let t = tasks.shift(); t !== undefined; t = tasks.shift()) {
        const task = t;
        // Computed, then on to the next task while this one's last batch is committed.
        const { report, written } = await computeShard(
          packs,
          new HandingWriter(post, shared),
          data.run,
          registryOfShard(task),
          task.municipalities,
          new Set(task.already),
          { update: (done, total) => post({ type: 'progress', task: task.task, done, total }) },
          data.batchSize,
        );
        written.then((stored) => post({ type: 'done', task: task.task, report, stored }), fail);
      }
    } catch (e) {
      fail(e);
    } finally {
      busy = false;
    }
  };
  port.on('message', (m: PersistWorkerInput) => {
    if (m.type === 'task') {
      tasks.push(m);
      void work();
    } else answered(m);
  });
  try {
    packs = await loadPackRegistry(data.packDirs);
    post({ type: 'ready' });
    void work();
  } catch (e) {
    fail(e);
  }
}
