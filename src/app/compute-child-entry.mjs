// Child process entry of the compute pool (compute-pool.ts). A forked child does not inherit
// the parent's TypeScript loader when the parent was started by bin/glp.mjs, so this plain
// module registers tsx first, then loads the TypeScript side.
import { register } from 'tsx/esm/api';

register();
await import('./compute-child.ts');
