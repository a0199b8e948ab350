#!/usr/bin/env node
// Entry point of `npx glp`: runs the TypeScript sources through tsx, so there is no build
// step to remember after `npm ci`.
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
