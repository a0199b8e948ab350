/**
 * The child side of compute-pool.ts: loads the law packs from the directories the server's
 * registry came from and opens the server's store (reads only: the registries; no
 * migrations), then runs one task at a time as the parent sends them, answering with the
 * result or the error (an InputError keeps its problems, anything else only its message: the
 * parent logs it).
 */
import { InputError } from '../core/input/validate.ts';
import { type OpenOptions, openRepository } from '../store/open.ts';
import { type ComputeTask, partsOf, runComputeTask } from './compute-tasks.ts';
import { loadPackRegistry } from './packs.ts';

interface Request {
  id: number;
  task: ComputeTask;
}

const send = process.send?.bind(process);
if (send && process.env['GLP_COMPUTE_CHILD'] === '1') {
  const dirs = JSON.parse(process.env['GLP_COMPUTE_PACK_DIRS'] ?? '[]') as string[];
  const packs = await loadPackRegistry(dirs);
  // A parent that died while this child started (loading the packs takes a while) must not
  // leave it to open the store afterwards, with nobody to close it: it stops before.
  if (!process.connected) process.exit(0);
  const store = JSON.parse(process.env['GLP_COMPUTE_STORE'] ?? '{}') as OpenOptions;
  const repo = await openRepository({ ...store, migrate: false, poolSize: 2 });
  if (!process.connected) await repo.close().finally(() => process.exit(0));
  process.on('message', async (m: Request) => {
    try {
      const { bytes, contentType } = await runComputeTask(packs, repo, m.task);
      // Its head (type, length), its parts of at most PART_BYTES, then its end (see
      // ComputeResult); messages on the channel arrive in the order sent.
      send({ id: m.id, head: { contentType, byteLength: bytes.byteLength } });
      for (const part of partsOf(bytes)) send({ id: m.id, part });
      send({ id: m.id, ok: true });
    } catch (e) {
      const error =
        e instanceof InputError
          ? { kind: 'input', problems: e.problems }
          : { kind: 'internal', message: e instanceof Error ? (e.stack ?? e.message) : String(e) };
      send({ id: m.id, ok: false, error });
    }
  });
  // The parent going away (a crash, a kill -9) leaves nothing to compute for.
  process.on('disconnect', () => {
    repo.close().finally(() => process.exit(0));
  });
  send({ ready: true });
}
