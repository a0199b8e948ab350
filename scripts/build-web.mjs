#!/usr/bin/env node
// `prepare` (npm ci and npm install run it): builds the web application into web/dist, which
// `glp serve` serves at /. Without the dev dependencies (npm ci --omit=dev) there is no Vite:
// say so in one line and let the install finish — the API still serves, and says how to build.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const root = new URL('..', import.meta.url).pathname;
try {
  createRequire(import.meta.url).resolve('vite/package.json');
} catch {
  process.stdout.write('web app not built: Vite is not installed (dev dependencies omitted); `npm run build:web` builds it\n');
  process.exit(0);
}
const r = spawnSync(
  process.execPath,
  [`${root}node_modules/vite/bin/vite.js`, 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
process.exit(r.status ?? 1);
