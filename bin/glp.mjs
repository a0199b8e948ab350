#!/usr/bin/env node
// Entry point of `npx glp`: runs the TypeScript sources through tsx, so there is no build
// step to remember after `npm ci`.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/cli/main.ts');
const { processIO } = await import('../src/cli/io.ts');
process.exitCode = await main(process.argv.slice(2), processIO());
