#!/usr/bin/env -S node --max-semi-space-size=128
// Entry point of `npx glp`: runs the TypeScript sources through tsx, so there is no build
// step to remember after `npm ci`.
// --max-semi-space-size=128 (MB; V8's default is 16): a young generation large enough for a
// batch of stored evaluations in flight. Re-evaluating and storing the national registry
// allocates ~6 KB of text per result; with the default, a quarter of the time went to
// scavenges copying what was still alive (docs/benchmarks.md, issue 13); 128 rather than 64
// took another ≈ 11 % off the computing thread's CPU (stop 28) for ≈ 100 MB more at the peak of
// a national run. Memory grows only when used: a short command never reaches it. It cannot be
// set from inside a running process.
import { register } from 'tsx/esm/api';

register();
// `glp … | head` closes the pipe early: that is the reader's choice, not an error.
process.stdout.on('error', (e) => {
  if (e.code === 'EPIPE') process.exit(0);
  throw e;
});
const { main } = await import('../src/cli/main.ts');
const { processIO } = await import('../src/cli/io.ts');
process.exitCode = await main(process.argv.slice(2), processIO());
