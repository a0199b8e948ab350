/** The worker side of parallel.ts: holds a shard of the registries and re-evaluates it on request. */
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { type ReevaluateOptions, reevaluate } from '../siting/batch.ts';
import { PlaceRegistry } from '../siting/registry.ts';
import type { PlaceRecord } from '../siting/types.ts';

if (!isMainThread && parentPort && (workerData as { kind?: string } | null)?.kind === 'glp-reevaluate') {
  const port = parentPort;
  let registry = new PlaceRegistry();
  port.on('message', (m: { id: number; type: 'load' | 'run'; records?: PlaceRecord[]; opts?: ReevaluateOptions }) => {
    try {
      if (m.type === 'load') {
        registry = PlaceRegistry.fromRecords(m.records ?? []);
        for (const id of registry.municipalities()) registry.get(id)?.prepare();
        port.postMessage({ id: m.id, type: 'done', result: registry.size });
        return;
      }
      const opts = m.opts as ReevaluateOptions;
      const result = reevaluate(registry, {
        ...opts,
        onProgress: (done, total) => port.postMessage({ id: m.id, type: 'progress', done, total }),
      });
      port.postMessage({ id: m.id, type: 'done', result });
    } catch (e) {
      port.postMessage({ id: m.id, type: 'error', error: e instanceof Error ? (e.stack ?? e.message) : String(e) });
    }
  });
}
