/**
 * The worker side of reevaluation-pool.ts: loads the law packs from the directories the main
 * thread's registry came from, holds a shard of the registries and re-evaluates it on request.
 */
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { loadPackRegistry } from './packs.ts';
import { registryOfShard } from './registry-shard.ts';
import { type ReevaluateOptions, reevaluate } from '../siting/batch.ts';
import { PlaceRegistry } from '../siting/registry.ts';
import type { SurveyDeclaration } from '../siting/surveys.ts';
import type { PlaceRecord } from '../siting/types.ts';

const data = workerData as { kind?: string; packDirs?: string[] } | null;
if (!isMainThread && parentPort && data?.kind === 'glp-reevaluate') {
  const port = parentPort;
  const packs = await loadPackRegistry(data.packDirs ?? undefined);
  let registry = new PlaceRegistry();
  port.on(
    'message',
    (m: { id: number; type: 'load' | 'run'; records?: PlaceRecord[]; surveys?: SurveyDeclaration[]; opts?: ReevaluateOptions }) => {
      try {
        if (m.type === 'load') {
          registry = registryOfShard({ records: m.records ?? [], surveys: m.surveys ?? [] });
          port.postMessage({ id: m.id, type: 'done', result: registry.size });
          return;
        }
        const opts = m.opts as ReevaluateOptions;
        const result = reevaluate(packs, registry, {
          ...opts,
          onProgress: (done, total) => port.postMessage({ id: m.id, type: 'progress', done, total }),
        });
        port.postMessage({ id: m.id, type: 'done', result });
      } catch (e) {
        port.postMessage({ id: m.id, type: 'error', error: e instanceof Error ? (e.stack ?? e.message) : String(e) });
      }
    },
  );
}
