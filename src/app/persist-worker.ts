/**
 * The worker side of persist-parallel.ts: loads the law packs from the directories the main
 * thread's registry came from, builds its shard of the registries, opens the store with a
 * connection of its own (SQLite: writing on this thread, inlineWrites) and stores its share
 * of the run (persistShard), reporting progress.
 */
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import type { Scope } from '../domain/roles.ts';
import { type OpenOptions, openRepository } from '../store/open.ts';
import { loadPackRegistry } from './packs.ts';
import { persistShard } from './persisted-reevaluation.ts';
import { type RegistryShard, registryOfShard } from './registry-shard.ts';

export interface PersistWorkerData extends RegistryShard {
  kind: 'glp-persist';
  packDirs: string[];
  store: OpenOptions;
  scope: Scope;
  runId: string;
  municipalities: string[];
  already: string[];
  batchSize: number;
}

export type PersistWorkerMessage =
  | { type: 'progress'; done: number; total: number; stored: number }
  | { type: 'done'; report: unknown; stored: number }
  | { type: 'error'; error: string };

const data = workerData as PersistWorkerData | null;
if (!isMainThread && parentPort && data?.kind === 'glp-persist') {
  const port = parentPort;
  const post = (m: PersistWorkerMessage) => port.postMessage(m);
  try {
    const packs = await loadPackRegistry(data.packDirs);
    const registry = registryOfShard(data);
    // The main thread migrated the store: this connection only writes results.
    const repo = await openRepository({ ...data.store, migrate: false, inlineWrites: true, poolSize: 2 });
    try {
      const run = await repo.getReevaluationRun(data.scope, data.runId);
      const out = await persistShard(
        { packs, repo },
        data.scope,
        run,
        registry,
        data.municipalities,
        new Set(data.already),
        { update: (done, total, stored) => post({ type: 'progress', done, total, stored }) },
        data.batchSize,
      );
      post({ type: 'done', report: out.report, stored: out.stored });
    } finally {
      await repo.close();
    }
  } catch (e) {
    post({ type: 'error', error: e instanceof Error ? (e.stack ?? e.message) : String(e) });
  }
}
