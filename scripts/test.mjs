#!/usr/bin/env node
// The whole test suite: typecheck (server and web application), lint, then every *.test.ts under
// src/, laws/, test/ (test/web/ drives the built web application in Chromium; it builds web/dist
// first when the sources are newer).
// Node 20's runner does not glob .ts files itself (it would run 0 tests and pass), so we list them.
// Usage: npm test            (everything)
//        npm test -- FILTER   (only test files whose path contains FILTER; still typechecks and lints)
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const filter = process.argv[2];

function step(name, cmd, args) {
  process.stdout.write(`\n== ${name}\n`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (r.status !== 0) {
    process.stdout.write(`\n${name} failed (exit ${r.status})\n`);
    process.exit(r.status ?? 1);
  }
}

function walk(dir, out) {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const p = join(dir, name);
    if (statSync(p).isDirectory()) walk(p, out);
    else if (name.endsWith('.test.ts')) out.push(p);
  }
  return out;
}

const files = ['src', 'laws', 'test']
  .flatMap((d) => {
    try {
      return walk(join(root, d), []);
    } catch {
      return [];
    }
  })
  .map((p) => p.slice(root.length))
  .filter((p) => !filter || p.includes(filter))
  .sort();

if (files.length === 0) {
  process.stdout.write('no test files found\n');
  process.exit(1);
}

step('typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
// The web application (DOM, JSX, bundler resolution) has its own compiler settings.
step('typecheck web', 'npx', ['tsc', '--noEmit', '-p', 'web/tsconfig.json']);
step('lint', 'npx', ['biome', 'check', '.']);
// Tests that time an answer under a load they make themselves (issue #9: /api/health within
// 100 ms while eight maps are computed) run after the others, alone: on a two-core machine a
// neighbouring test file's work would be measured too, not the server's.
const ALONE = new Set(['src/api/heavy-load.test.ts']);
const together = files.filter((f) => !ALONE.has(f));
const alone = files.filter((f) => ALONE.has(f));
const runTests = (name, list, concurrency) =>
  step(name, process.execPath, [
    '--import',
    'tsx',
    '--test',
    `--test-concurrency=${concurrency}`,
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    // Skip reasons (what to install) and the passed/failed/skipped counts, once, at the end.
    '--test-reporter=./scripts/test-summary.mjs',
    '--test-reporter-destination=stdout',
    ...list,
  ]);
if (together.length > 0) runTests(`tests (${together.length} files)`, together, 2);
if (alone.length > 0) runTests(`timed tests, alone (${alone.length} file)`, alone, 1);
