/**
 * bench/cpu.ts, the meters `npm run bench:api` divides by the requests answered: they read
 * /proc as it is on this machine (Linux), so the tests read it too, and a child that burns
 * CPU must be counted in its parent's tree and not in the machine's idle time.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { machineTicks, processTicks, startCpuMeter, treeTicks } from '../bench/cpu.ts';

describe('bench CPU meters', () => {
  it('reads the aggregate line of /proc/stat: busy excludes idle, iowait and steal', () => {
    const t = machineTicks('cpu  100 5 20 1000 7 1 2 3 0 0\ncpu0 50 2 10 500 3 0 1 1 0 0\n');
    assert.deepEqual(t, { busy: 100 + 5 + 20 + 1 + 2, total: 128 + 1000 + 7 + 3 });
    const real = machineTicks(readFileSync('/proc/stat', 'utf8'));
    assert.ok(real.busy > 0 && real.total > real.busy, `busy ${real.busy} of ${real.total}`);
    assert.throws(() => machineTicks('cpu0 1 2 3 4\n'), /no aggregate cpu line/);
  });

  it('reads a process line whose name holds spaces and parentheses', () => {
    // pid (comm) state ppid pgrp session tty tpgid flags minflt cminflt majflt cmajflt utime stime …
    const line = '4242 (node (x) y) S 17 4242 4242 0 -1 4194304 100 0 0 0 250 30 0 0 20 0 11 0';
    assert.deepEqual(processTicks(line), { pid: 4242, ppid: 17, ticks: 280 });
    const self = processTicks(readFileSync(`/proc/${process.pid}/stat`, 'utf8'));
    assert.equal(self.pid, process.pid);
    assert.equal(self.ppid, process.ppid);
  });

  it("counts a busy child's CPU in its parent's tree while it runs, and in the machine's busy time", async () => {
    const meter = startCpuMeter(process.pid);
    const before = treeTicks(process.pid);
    // A child that burns 600 ms of CPU, then exits: while it runs it is in this process's tree.
    // Counted in its own CPU time, not the clock's: on a busy machine a clock-bound loop gets a
    // fraction of a core and burns less than the test counts on (CI33: 24 ticks of 600 ms).
    const child = spawn(
      process.execPath,
      ['-e', 'const c = process.cpuUsage(); while (process.cpuUsage(c).user + process.cpuUsage(c).system < 600_000);'],
      { stdio: 'ignore' },
    );
    let during = 0;
    await new Promise<void>((ok) => {
      const poll = setInterval(() => {
        during = Math.max(during, treeTicks(process.pid) - before);
      }, 50);
      child.once('exit', () => {
        clearInterval(poll);
        ok();
      });
    });
    // Ticks are 10 ms: 600 ms of burning is ~60, the last poll up to 50 ms before the end.
    assert.ok(during >= 30, `the tree gained ${during} ticks while the child burned`);
    const cpu = meter(10);
    // Per request (10 requests): the machine was busy at least as long as the child burned.
    assert.ok(cpu.machine >= 30, `machine ${cpu.machine} ms per request`);
    assert.ok(cpu.generator >= 0 && cpu.generator < cpu.machine, `load generator ${cpu.generator} of ${cpu.machine}`);
    assert.ok(cpu.cores > 0.3, `cores ${cpu.cores}`);
    assert.ok(cpu.ceiling > 0 && Number.isFinite(cpu.ceiling), `ceiling ${cpu.ceiling}`);
  });
});
