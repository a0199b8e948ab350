/**
 * The benchmarks the README shows (`npm run bench`, `bench:api`, `bench:siting`) refuse a wrong
 * option or variable before any work: one line naming it, what was found and what was
 * expected, exit 2 — never a run that measures "NaN seconds" or ignores what it was asked.
 * Each is run as npm runs it (node with tsx, from the repository's root).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cleanEnv, runProcess } from './support/run.ts';

const root = new URL('..', import.meta.url).pathname;

async function bench(file: string, args: string[], env: Record<string, string> = {}) {
  return runProcess(process.execPath, ['--import', 'tsx', `bench/${file}`, ...args], {
    cwd: root,
    env: cleanEnv(env),
    timeoutMs: 60_000,
  });
}

function refused(r: { code: number | null; out: string; err: string }, field: string, found: string, expected: RegExp): void {
  assert.equal(r.code, 2, `exit 2; stderr: ${r.err}`);
  const lines = r.err.trim().split('\n');
  assert.equal(lines.length, 1, `one line: ${r.err}`);
  assert.ok(lines[0]?.startsWith(`${field}: found "${found}", expected `), lines[0]);
  assert.match(lines[0] as string, expected);
  assert.equal(r.out, '', 'nothing measured, nothing printed');
}

describe('benchmark options', () => {
  it('npm run bench: BENCH_SECONDS must be a number ≥ 0.1, and it takes no arguments', async () => {
    refused(await bench('evaluate.bench.ts', [], { BENCH_SECONDS: 'two' }), 'BENCH_SECONDS', 'two', /a number ≥ 0\.1/);
    refused(await bench('evaluate.bench.ts', [], { BENCH_SECONDS: '0' }), 'BENCH_SECONDS', '0', /≥ 0\.1/);
    refused(await bench('evaluate.bench.ts', ['--fast']), 'argument', '--fast', /none/);
  });

  it('npm run bench:api: --only, --duration, --connections, --workers and unknown options', async () => {
    refused(await bench('api.bench.ts', ['--only', 'mysql']), '--only', 'mysql', /one of sqlite, postgres, baseline/);
    refused(await bench('api.bench.ts', ['--duration', 'abc']), '--duration', 'abc', /a number ≥ 1/);
    refused(await bench('api.bench.ts', ['--connections', '0']), '--connections', '0', /a whole number ≥ 1/);
    refused(await bench('api.bench.ts', ['--connections', '2.5']), '--connections', '2.5', /a whole number ≥ 1/);
    refused(await bench('api.bench.ts', ['--workers', '1,x']), '--workers', '1,x', /from 1 to 16 separated by commas/);
    refused(await bench('api.bench.ts', ['--bogus']), 'arguments', '--bogus', /Unknown option '--bogus'/);
  });

  it('npm run bench:siting: its variables and its one flag', async () => {
    refused(await bench('siting.bench.ts', ['--persisted']), 'argument', '--persisted', /one of --persisted-only/);
    refused(await bench('siting.bench.ts', [], { BENCH_RUNS: '0' }), 'BENCH_RUNS', '0', /a whole number ≥ 1/);
    refused(await bench('siting.bench.ts', [], { BENCH_SEED: '4.2' }), 'BENCH_SEED', '4.2', /a whole number ≥ 0/);
    refused(
      await bench('siting.bench.ts', ['--persisted-only'], { BENCH_PERSIST_THREADS: '1,9' }),
      'BENCH_PERSIST_THREADS',
      '1,9',
      /from 1 to 8/,
    );
    refused(await bench('siting.bench.ts', ['--persisted-only'], { BENCH_PERSIST_PG: 'no' }), 'BENCH_PERSIST_PG', 'no', /one of 0, 1/);
  });
});
