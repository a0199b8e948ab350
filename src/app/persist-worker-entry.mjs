// Worker thread entry of the parallel persisted re-evaluation (persist-parallel.ts). Workers do
// not inherit the parent's TypeScript loader when the parent was started by bin/glp.mjs, so
// this plain module registers tsx first, then loads the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./persist-worker.ts');
