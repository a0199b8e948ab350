/**
 * The benchmarks the README shows (`npm run bench`, `bench:api`, `bench:siting`) refuse a wrong
 * option or variable before any work: one line naming it, what was found and what was
 * expected, exit 2 — never a run that measures "NaN seconds" or ignores what it was asked.
 * Each is run as npm runs it (node with tsx, from the repository's root).
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { cleanEnv, runProcess } from './support/run.ts';

const root = new URL('..', import.meta.url).pathname;

async function bench(file: string, args: string[], env: Record<string, string> = {}, timeoutMs = 60_000) {
  return runProcess(process.execPath, ['--import', 'tsx', `bench/${file}`, ...args], {
    cwd: root,
    env: cleanEnv(env),
    timeoutMs,
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

  it('npm run bench:api -- --cpu-prof DIR: refuses what is not a directory; profiles glp serve and each worker', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'glp-bench-prof-'));
    try {
      const file = join(dir, 'a-file');
      writeFileSync(file, '');
      refused(await bench('api.bench.ts', ['--cpu-prof', file]), '--cpu-prof', file, /a directory \(made if missing\)/);
      refused(await bench('api.bench.ts', ['--cpu-prof', '']), '--cpu-prof', '', /a directory/);
      refused(await bench('api.bench.ts', ['--cpu-prof', join(file, 'x')]), '--cpu-prof', join(file, 'x'), /making it failed: ENOTDIR/);
      // The shortest real run: SQLite, the stateless endpoint, two workers, one second.
      const out = join(dir, 'profiles'); // not there yet: made
      const r = await bench('api.bench.ts', [
        '--only',
        'sqlite',
        '--no-stored',
        '--workers',
        '2',
        '--duration',
        '1',
        '--connections',
        '2',
        '--cpu-prof',
        out,
      ]);
      assert.equal(r.code, 0, r.err);
      assert.match(r.out, /--cpu-prof: glp serve runs under V8's profiler/);
      assert.ok(r.out.includes(`CPU profiles of glp serve (one a thread, written when its process exited): ${out}`), r.out);
      const window = /sqlite, 2 workers: POST \/api\/evaluate: --from-clock (\d+\.\d{3}) --to-clock (\d+\.\d{3})\n/.exec(r.out);
      assert.ok(window, r.out);
      assert.ok(Number(window[2]) - Number(window[1]) >= 0.9, `a window of the one-second run: ${window[0]}`);
      const profiles = readdirSync(out).filter((f) => f.endsWith('.cpuprofile'));
      // The primary and its two workers: one file a thread, the main thread and the SQLite writer's
      // of each, named by Node CPU.yyyymmdd.hhmmss.pid.thread.seq.cpuprofile (thread 0: the main one).
      assert.equal(new Set(profiles.map((f) => f.split('.')[3])).size, 3, profiles.join(', '));
      assert.equal(profiles.filter((f) => f.split('.')[4] === '0').length, 3, profiles.join(', '));
      const served = profiles.map(
        (f) => JSON.parse(readFileSync(join(out, f), 'utf8')) as { nodes: { callFrame: { url: string } }[]; samples: number[] },
      );
      // A worker answered the requests: its profile has the stateless route's handler in it.
      assert.ok(
        served.some((p) => p.samples.length > 0 && p.nodes.some((n) => n.callFrame.url.endsWith('src/api/routes/evaluate.ts'))),
        'a worker profile with src/api/routes/evaluate.ts',
      );
      // And bench/profile-summary.ts reads them: the route's handler among our functions.
      const summarise = (args: string[]) =>
        runProcess(process.execPath, ['--import', 'tsx', 'bench/profile-summary.ts', out, '--top', '400', ...args], {
          cwd: root,
          env: cleanEnv(),
          timeoutMs: 30_000,
        });
      const summary = await summarise(['--from-clock', window[1] as string, '--to-clock', window[2] as string]);
      assert.equal(summary.code, 0, summary.err);
      assert.match(summary.out, /our functions, with what they call\n(?:.+\n)*? *\d+\.\d % {2}\S+ src\/api\/routes\/evaluate\.ts\n/);
      // A window that ends before the servers started holds none of their samples: refused.
      const before = await summarise(['--from-clock', '0', '--to-clock', String(Math.max(0.001, Number(window[1]) - 30))]);
      assert.equal(before.code, 2, before.err);
      assert.match(
        before.err,
        /^--from-clock: found "0", expected a window with samples in it: these profiles cover \d+\.\d{3}–\d+\.\d{3} s\n$/,
      );
      assert.equal(before.out, '');
      // The window recorded beside the profiles: --run names the run, and gives the same summary.
      const recorded = JSON.parse(readFileSync(join(out, 'windows.json'), 'utf8')) as {
        runs: { name: string; from: number; to: number }[];
      };
      assert.deepEqual(
        recorded.runs.map((w) => [w.name, w.from.toFixed(3), w.to.toFixed(3)]),
        [['sqlite, 2 workers: POST /api/evaluate', window[1], window[2]]],
      );
      const byRun = await summarise(['--run', 'api/evaluate']);
      assert.equal(byRun.code, 0, byRun.err);
      const w = recorded.runs[0] as { from: number; to: number };
      const byClock = await summarise(['--from-clock', String(w.from), '--to-clock', String(w.to)]);
      assert.equal(byRun.out, byClock.out);
      assert.match(byRun.out, /src\/api\/routes\/evaluate\.ts\n/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
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
