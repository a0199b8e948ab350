/**
 * bench/profile-summary.ts reads the V8 CPU profiles `npm run bench:api -- --cpu-prof DIR`
 * writes: shares by place, by function and inclusive for our functions, within a time window.
 * A small profile whose times are known checks the arithmetic; bench-options.test.ts runs it on
 * real profiles of glp serve.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { type CpuProfile, pickRun, placeOf, readWindows, recordWindows, summarise } from '../bench/profile-summary.ts';
import { cleanEnv, runProcess } from './support/run.ts';

const root = new URL('..', import.meta.url).pathname;
const frame = (functionName: string, url: string) => ({ functionName, url, lineNumber: 9 });

/**
 * (root) → handle (src/api/x.ts) → parse (zod) and → handle again (recursion) → writev.
 * Samples: idle 5 ms, handle 2 ms, parse 3 ms, writev 4 ms (in the recursive handle), GC 1 ms.
 */
function profile(): CpuProfile {
  return {
    startTime: 0,
    nodes: [
      { id: 1, callFrame: frame('(root)', ''), children: [2, 5, 6] },
      { id: 2, callFrame: frame('handle', `file://${root}src/api/x.ts`), children: [3, 7] },
      { id: 3, callFrame: frame('parse', `file://${root}node_modules/zod/v4/core/schemas.js`) },
      { id: 5, callFrame: frame('(idle)', '') },
      { id: 6, callFrame: frame('(garbage collector)', '') },
      { id: 7, callFrame: frame('handle', `file://${root}src/api/x.ts`), children: [8] },
      { id: 8, callFrame: frame('writev', '') },
    ],
    // One sample a millisecond, in this order: 5 idle, 2 handle, 3 parse, 4 writev, 1 GC.
    samples: [5, 5, 5, 5, 5, 2, 2, 3, 3, 3, 8, 8, 8, 8, 6],
    timeDeltas: Array.from({ length: 15 }, () => 1000),
  };
}

describe('bench/profile-summary.ts', () => {
  it('shares by place, by function and inclusive (a recursive function counted once), idle left out', () => {
    const s = summarise([profile()], { from: 0, to: Number.POSITIVE_INFINITY });
    assert.equal(s.busyMs, 10);
    assert.deepEqual(s.byPlace, [
      ['writev', 4],
      ['pkg:zod', 3],
      ['src/api/x.ts', 2],
      ['(garbage collector)', 1],
    ]);
    assert.deepEqual(s.bySelf[0], ['writev', 4]);
    assert.deepEqual(s.bySelf[1], ['parse pkg:zod:10', 3]);
    // handle: its own 2 ms, parse's 3 and the recursive call's writev 4 — 9, not 13.
    assert.deepEqual(s.ours, [['handle src/api/x.ts', 9]]);
  });

  it('keeps only the samples of the window (seconds after the profile began)', () => {
    // Samples end at 1 ms … 15 ms: the window [0.0075 s, 0.0125 s) holds the 8th to the 12th.
    const s = summarise([profile()], { from: 0.0075, to: 0.0125 });
    assert.equal(s.busyMs, 5); // parse ×3 (8th–10th), writev ×2 (11th, 12th); the 7th (handle) ended at 7 ms
    assert.deepEqual(s.byPlace, [
      ['pkg:zod', 3],
      ['writev', 2],
    ]);
  });

  it('or of a window on the monotonic clock, which stamps the profile', () => {
    const p = { ...profile(), startTime: 5_000_000 }; // began 5 s after the clock's origin
    assert.equal(summarise([p], { from: 5.0075, to: 5.0125, clock: true }).busyMs, 5);
    assert.equal(summarise([p], { from: 0.0075, to: 0.0125, clock: true }).busyMs, 0);
    assert.equal(summarise([p], { from: 0, to: 5, clock: true }).busyMs, 0);
    assert.equal(summarise([p], { from: 5, to: 6, clock: true }).busyMs, 10);
  });

  it('names places: ours relative to the repository, a dependency by package (scoped too), Node modules as they are', () => {
    assert.equal(placeOf(`file://${root}laws/belem-pa/rules/art2.ts`, 'evaluate'), 'laws/belem-pa/rules/art2.ts');
    assert.equal(placeOf(`file://${root}node_modules/@hono/node-server/dist/index.mjs`, 'x'), 'pkg:@hono/node-server');
    assert.equal(placeOf('node:internal/stream_base_commons', 'writevGeneric'), 'node:internal/stream_base_commons');
    assert.equal(placeOf('', ''), '(anonymous native)');
  });

  it('windows.json: runs added, not replaced; --run picks the one run whose name holds the words', () => {
    const dir = mkdtempSync(join(tmpdir(), 'glp-profile-windows-'));
    try {
      assert.deepEqual(readWindows(dir), []);
      recordWindows(dir, [{ name: 'postgres, 2 workers: POST /api/evaluate', from: 10, to: 20 }]);
      recordWindows(dir, [{ name: 'postgres, 2 workers: POST …/evaluations (stored)', from: 21, to: 31 }]);
      const runs = readWindows(dir);
      assert.deepEqual(
        runs.map((r) => r.from),
        [10, 21],
      );
      assert.deepEqual(pickRun(runs, 'STORED'), runs[1]);
      assert.deepEqual(pickRun(runs, 'api/evaluate'), runs[0]);
      const both = pickRun(runs, 'postgres');
      assert.ok('refused' in both && both.refused.startsWith('part of the name of exactly one run; it matches 2: '), JSON.stringify(both));
      const none = pickRun(runs, 'sqlite');
      assert.ok(
        'refused' in none && none.refused.includes('"postgres, 2 workers: POST /api/evaluate" (10.000–20.000)'),
        JSON.stringify(none),
      );
      const empty = pickRun([], 'stored');
      assert.ok('refused' in empty && empty.refused.includes('there is none'), JSON.stringify(empty));
      writeFileSync(join(dir, 'windows.json'), '{"runs": [{"name": "x", "from": "a"}]}');
      assert.throws(() => readWindows(dir), /a run without a name, from and to/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the command: a reader that stops early (`| head`) ends it quietly, exit 0', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'glp-profile-summary-'));
    try {
      // 5 000 functions of ours, one sample each: ≈ 400 KB of tables, more than a pipe holds.
      const n = 5000;
      const big: CpuProfile = {
        startTime: 0,
        nodes: [
          { id: 1, callFrame: frame('(root)', ''), children: Array.from({ length: n }, (_, i) => i + 2) },
          ...Array.from({ length: n }, (_, i) => ({ id: i + 2, callFrame: frame(`function${i}`, `file://${root}src/api/f${i}.ts`) })),
        ],
        samples: Array.from({ length: n }, (_, i) => i + 2),
        timeDeltas: Array.from({ length: n }, () => 1000),
      };
      writeFileSync(join(dir, 'big.cpuprofile'), JSON.stringify(big));
      const child = spawn(process.execPath, ['--import', 'tsx', 'bench/profile-summary.ts', dir, '--top', String(n)], {
        cwd: root,
        env: cleanEnv(),
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let err = '';
      child.stderr.on('data', (d: Buffer) => {
        err += d.toString();
      });
      // Like `head -1`: the first chunk read, then the pipe closed.
      await once(child.stdout, 'data');
      child.stdout.destroy();
      const [code] = (await once(child, 'exit')) as [number | null];
      assert.equal(code, 0, err);
      assert.equal(err, '');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the command: prints the shares; refuses what is not a profile (exit 2, one line)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'glp-profile-summary-'));
    try {
      writeFileSync(join(dir, 'a.cpuprofile'), JSON.stringify(profile()));
      writeFileSync(join(dir, 'a-file-in-the-way'), '');
      const run = (args: string[]) =>
        runProcess(process.execPath, ['--import', 'tsx', 'bench/profile-summary.ts', ...args], {
          cwd: root,
          env: cleanEnv(),
          timeoutMs: 30_000,
        });
      const ok = await run([dir, '--top', '2']);
      assert.equal(ok.code, 0, ok.err);
      assert.match(ok.out, /^busy: 10 ms of samples/);
      assert.match(ok.out, /by place\n 40\.0 % {2}writev\n 30\.0 % {2}pkg:zod\n\n/);
      assert.match(ok.out, /our functions, with what they call\n 90\.0 % {2}handle src\/api\/x\.ts\n/);
      const empty = mkdtempSync(join(dir, 'empty-'));
      for (const [args, field, found] of [
        [[empty], 'profile', empty],
        [[join(dir, 'missing')], 'profile', join(dir, 'missing')],
        [[], 'profile', ''],
        [[dir, '--from', '2', '--to', '1'], '--to', '1'],
        [[dir, '--from', '0', '--from-clock', '1'], 'arguments', `${dir} --from 0 --from-clock 1`],
        // Seconds into the profile given as clock times: the profile began at 0 here, so a
        // window at 1–2 s holds none of its samples (they end at 0,015 s).
        [[dir, '--from', '1', '--to', '2'], '--from', '1'],
        [[join(dir, 'a-file-in-the-way', 'x'), '--top', '1'], 'profile', join(dir, 'a-file-in-the-way', 'x')],
      ] as const) {
        const r = await run([...args]);
        assert.equal(r.code, 2, r.err);
        assert.equal(r.err.trim().split('\n').length, 1, r.err);
        assert.ok(r.err.startsWith(`${field}: found "${found}", expected `), r.err);
      }
      // --run: the window bench:api recorded beside the profiles (this profile began at 0 on the clock).
      const noWindows = await run([dir, '--run', 'stored']);
      assert.equal(noWindows.code, 2, noWindows.err);
      assert.ok(
        noWindows.err.startsWith('--run: found "stored", expected a run recorded in windows.json beside the profiles'),
        noWindows.err,
      );
      recordWindows(dir, [
        { name: 'sqlite, 2 workers: POST …/evaluations (stored)', from: 0.0075, to: 0.0125 },
        { name: 'sqlite, 2 workers: POST /api/evaluate', from: 1, to: 2 },
      ]);
      const stored = await run([join(dir, 'a.cpuprofile'), '--run', 'stored']);
      assert.equal(stored.code, 0, stored.err);
      assert.match(stored.out, /^busy: 5 ms of samples/);
      for (const [args, field, found, expected] of [
        [[dir, '--run', 'sqlite'], '--run', 'sqlite', 'part of the name of exactly one run; it matches 2'],
        [[dir, '--run', 'postgres'], '--run', 'postgres', 'part of the name of one recorded run'],
        [[dir, '--run', 'stored', '--from', '0'], 'arguments', `${dir} --run stored --from 0`, 'either --run or a window'],
        [[dir, '--run', 'api/evaluate'], '--run', 'api/evaluate', 'a window with samples in it: these profiles cover 0.000–0.015 s'],
      ] as const) {
        const r = await run([...args]);
        assert.equal(r.code, 2, r.err);
        assert.equal(r.err.trim().split('\n').length, 1, r.err);
        assert.ok(r.err.startsWith(`${field}: found "${found}", expected ${expected}`), r.err);
      }
      const empties = await run([dir, '--from', '1', '--to', '2']);
      assert.match(empties.err, /expected a window with samples in it: these profiles cover 0\.000–0\.015 s\n$/);
      const { startTime: _, ...noStart } = profile();
      const noFrame = { ...profile(), nodes: [{ id: 1 }] };
      for (const [text, why] of [
        ['{"nodes": 1}', 'no nodes, samples and timeDeltas'],
        [JSON.stringify(noStart), 'no startTime'],
        [JSON.stringify({ ...profile(), timeDeltas: [1] }), 'samples and timeDeltas of different lengths'],
        [JSON.stringify(noFrame), 'a node without an id or a call frame'],
        ['not json', 'Unexpected token'],
      ] as const) {
        writeFileSync(join(dir, 'b.cpuprofile'), text);
        const bad = await run([join(dir, 'b.cpuprofile')]);
        assert.equal(bad.code, 2, bad.err);
        assert.equal(bad.err.trim().split('\n').length, 1, bad.err);
        assert.ok(bad.err.includes(`expected a V8 CPU profile in JSON (${why}`), bad.err);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
