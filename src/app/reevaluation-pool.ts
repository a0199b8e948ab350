/**
 * Batch re-evaluation on every core: the municipalities are split into shards balanced by
 * the number of establishments to evaluate; this thread takes one shard and each worker
 * thread (worker_threads) another, with its own copy of its municipalities' registries.
 * Municipalities are independent (a registry never measures across a municipal border),
 * so the merged report is the same as a single-threaded run, in the same order.
 *
 * A pool keeps its shards loaded between runs, like a server keeps its registry in memory:
 * a what-if after a date change costs only the evaluations. Law packs hold functions and
 * cannot be sent to a thread: each worker loads the same packs from the directories the
 * registry was loaded from (PackRegistry.dirs).
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { PackRegistry } from '../core/registry.ts';
import {
  byMunicipalityAndId,
  MissingFacts,
  type ReevaluateOptions,
  type ReevaluationReport,
  reevaluate,
  SITING_STATES,
} from '../siting/batch.ts';
import { PlaceRegistry } from '../siting/registry.ts';
import { shardOf } from './registry-shard.ts';
import { registryVocabulary } from '../siting/types.ts';

type RunOptions = Omit<ReevaluateOptions, 'onProgress' | 'municipalities'> & { municipalities?: readonly string[] };

interface WorkerHandle {
  worker: Worker;
  municipalities: string[];
}

export class ReevaluationPool {
  private constructor(
    private readonly packs: PackRegistry,
    private readonly local: PlaceRegistry,
    private readonly localMunicipalities: string[],
    private readonly workers: WorkerHandle[],
  ) {}

  /**
   * Splits the registry into `threads` shards (default: the cores available, at most 8)
   * and starts a worker for each shard but the first.
   */
  static async create(packs: PackRegistry, registry: PlaceRegistry, opts: { threads?: number } = {}): Promise<ReevaluationPool> {
    const threads = Math.max(1, Math.min(opts.threads ?? availableParallelism(), 8));
    if (threads > 1 && packs.dirs === null)
      throw new Error('ReevaluationPool: worker threads need a pack registry loaded from directories (loadPackRegistry)');
    const shards = shardMunicipalities(packs, registry, threads);
    const local = new PlaceRegistry();
    for (const m of shards[0]?.munis ?? []) for (const r of registry.get(m)?.records ?? []) local.add(r);
    for (const m of shards[0]?.munis ?? []) local.addSurveys(registry.get(m)?.surveys ?? []);
    const handles: WorkerHandle[] = [];
    await Promise.all(
      shards.slice(1).map(async (s) => {
        if (s.munis.length === 0) return;
        const { records, surveys } = shardOf(registry, s.munis);
        const worker = new Worker(new URL('./reevaluation-worker-entry.mjs', import.meta.url), {
          workerData: { kind: 'glp-reevaluate', packDirs: packs.dirs },
        });
        await call(worker, { type: 'load', records, surveys });
        handles.push({ worker, municipalities: s.munis });
      }),
    );
    return new ReevaluationPool(packs, local, shards[0]?.munis ?? [], handles);
  }

  get threads(): number {
    return 1 + this.workers.length;
  }

  async run(opts: RunOptions, onProgress?: (done: number, total: number) => void): Promise<ReevaluationReport> {
    const wanted = opts.municipalities ? new Set(opts.municipalities) : null;
    const pick = (list: string[]) => (wanted ? list.filter((m) => wanted.has(m)) : list);
    const progress = new Map<number, [number, number]>();
    const report = () => {
      let d = 0;
      let t = 0;
      for (const [a, b] of progress.values()) {
        d += a;
        t += b;
      }
      onProgress?.(d, t);
    };
    const remote = this.workers.map((h, i) =>
      call(h.worker, { type: 'run', opts: { ...opts, municipalities: pick(h.municipalities) } }, (done, total) => {
        progress.set(i + 1, [done, total]);
        report();
      }),
    );
    const mine = reevaluate(this.packs, this.local, {
      ...opts,
      municipalities: pick(this.localMunicipalities),
      onProgress: (done, total) => {
        progress.set(0, [done, total]);
        report();
      },
    });
    const parts = [mine, ...((await Promise.all(remote)) as ReevaluationReport[])];
    return mergeReports(parts);
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((h) => h.worker.terminate()));
  }
}

/**
 * `threads` shards of the registry's municipalities (or of `only`), balanced by the number of
 * establishments to evaluate: the heaviest first, each to the lightest shard so far.
 */
export function shardMunicipalities(
  packs: PackRegistry,
  registry: PlaceRegistry,
  threads: number,
  only?: readonly string[],
): { load: number; munis: string[] }[] {
  const shards: { load: number; munis: string[] }[] = Array.from({ length: threads }, () => ({ load: 0, munis: [] }));
  for (const m of municipalityLoads(packs, registry, only)) {
    const s = shards.reduce((best, x) => (x.load < best.load ? x : best));
    s.munis.push(m.id);
    s.load += m.load;
  }
  return shards;
}

/**
 * The registry's municipalities (or those of `only` it has), each with its load — 1 + the
 * establishments to evaluate —, heaviest first.
 */
export function municipalityLoads(packs: PackRegistry, registry: PlaceRegistry, only?: readonly string[]): { id: string; load: number }[] {
  const wanted = only ? new Set(only) : null;
  const establishments = registryVocabulary(packs.list()).activityOf;
  const loads: { id: string; load: number }[] = [];
  for (const id of registry.municipalities()) {
    if (wanted !== null && !wanted.has(id)) continue;
    let load = 1;
    for (const r of registry.get(id)?.records ?? []) if (establishments.has(r.category)) load++;
    loads.push({ id, load });
  }
  return loads.sort((a, b) => b.load - a.load);
}

let nextId = 1;

function call(worker: Worker, msg: Record<string, unknown>, onProgress?: (done: number, total: number) => void): Promise<unknown> {
  const id = nextId++;
  return new Promise((resolve, reject) => {
    const onMessage = (m: { id: number; type: string; result?: unknown; error?: string; done?: number; total?: number }) => {
      if (m.id !== id) return;
      if (m.type === 'progress') {
        onProgress?.(m.done ?? 0, m.total ?? 0);
        return;
      }
      worker.off('message', onMessage);
      worker.off('error', onError);
      if (m.type === 'error') reject(new Error(m.error));
      else resolve(m.result);
    };
    const onError = (e: Error) => {
      worker.off('message', onMessage);
      reject(e);
    };
    worker.on('message', onMessage);
    worker.once('error', onError);
    worker.postMessage({ ...msg, id });
  });
}

export function mergeReports(parts: readonly ReevaluationReport[]): ReevaluationReport {
  const [first, ...rest] = parts;
  if (!first) throw new Error('no report to merge');
  const out: ReevaluationReport = {
    ...first,
    municipalities: [...first.municipalities],
    skipped: { unlocated: [...first.skipped.unlocated], noRules: first.skipped.noRules, noPack: [...first.skipped.noPack] },
    counts: { before: { ...first.counts.before }, after: { ...first.counts.after } },
    changes: [...first.changes],
    ...(first.evaluations ? { evaluations: [...first.evaluations] } : {}),
  };
  const lacking = new MissingFacts();
  for (const p of parts) lacking.add(p.missingFacts);
  out.missingFacts = lacking.list();
  for (const p of rest) {
    for (const m of p.municipalities) out.municipalities.push(m);
    out.evaluated += p.evaluated;
    for (const u of p.skipped.unlocated) out.skipped.unlocated.push(u);
    out.skipped.noRules += p.skipped.noRules;
    for (const n of p.skipped.noPack) out.skipped.noPack.push(n);
    for (const s of SITING_STATES) {
      out.counts.before[s] += p.counts.before[s];
      out.counts.after[s] += p.counts.after[s];
    }
    // Loops, not a spread into push: a national run has hundreds of thousands of changes.
    for (const c of p.changes) out.changes.push(c);
    if (p.evaluations) {
      out.evaluations ??= [];
      for (const e of p.evaluations) out.evaluations.push(e);
    }
  }
  out.municipalities.sort();
  out.changes.sort(byMunicipalityAndId);
  return out;
}

/** One-shot parallel run: create a pool, run, close. */
export async function reevaluateParallel(
  packs: PackRegistry,
  registry: PlaceRegistry,
  opts: ReevaluateOptions & { threads?: number },
): Promise<ReevaluationReport> {
  const { onProgress, threads, ...rest } = opts;
  const pool = await ReevaluationPool.create(packs, registry, threads !== undefined ? { threads } : {});
  try {
    return await pool.run(rest, onProgress);
  } finally {
    await pool.close();
  }
}
