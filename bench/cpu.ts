/**
 * Where the CPU of a load run went (issue #13). Three meters, read before and after the run:
 * - the machine's busy time, from /proc/stat (every core, user + system + interrupts);
 * - this process's own, from process.cpuUsage(): the load generator (autocannon runs here);
 * - the server under test, from /proc/<pid>/stat of its process and every descendant (the
 *   workers of `glp serve --workers N`, all their threads).
 * Divided by the requests answered, each is milliseconds of CPU per request. The machine minus
 * the load generator is the server side (our processes, the database's, the kernel's I/O and
 * loopback): on this many cores it bounds what the server could answer per second even with a
 * load generator that cost nothing — the figure that says whether a target is reachable here.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

/** Clock ticks per second of /proc's counters (USER_HZ). */
const TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/**
 * The aggregate `cpu` line of /proc/stat: busy and total ticks. Idle and iowait are not busy;
 * nor is steal (a virtual machine's core taken by the host for someone else: not our work).
 */
export function machineTicks(procStat: string): { busy: number; total: number } {
  const line = procStat.split('\n').find((l) => l.startsWith('cpu '));
  if (!line) throw new Error('/proc/stat: no aggregate cpu line');
  // user nice system idle iowait irq softirq steal (guest time is already counted in user).
  const [user, nice, system, idle, iowait, irq, softirq, steal] = line.trim().split(/\s+/).slice(1, 9).map(Number) as number[];
  const busy = (user ?? 0) + (nice ?? 0) + (system ?? 0) + (irq ?? 0) + (softirq ?? 0);
  return { busy, total: busy + (idle ?? 0) + (iowait ?? 0) + (steal ?? 0) };
}

/** A /proc/<pid>/stat line: its pid, parent and CPU ticks (user + system, all threads). */
export function processTicks(stat: string): { pid: number; ppid: number; ticks: number } {
  // The command name is in parentheses and may hold spaces and parentheses: fields follow the last ')'.
  const close = stat.lastIndexOf(')');
  const rest = stat.slice(close + 2).split(' ');
  // After the name: state(3) ppid(4) … utime(14) stime(15), so utime is rest[11].
  return { pid: Number.parseInt(stat, 10), ppid: Number(rest[1]), ticks: Number(rest[11]) + Number(rest[12]) };
}

/** CPU ticks of a process and all its descendants, now. */
export function treeTicks(root: number): number {
  const all: { pid: number; ppid: number; ticks: number }[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      all.push(processTicks(readFileSync(`/proc/${name}/stat`, 'utf8')));
    } catch {
      // Gone between the listing and the read.
    }
  }
  const children = new Map<number, number[]>();
  for (const p of all) {
    const list = children.get(p.ppid);
    if (list) list.push(p.pid);
    else children.set(p.ppid, [p.pid]);
  }
  const ticks = new Map(all.map((p) => [p.pid, p.ticks]));
  let sum = 0;
  const stack = [root];
  while (stack.length > 0) {
    const pid = stack.pop() as number;
    sum += ticks.get(pid) ?? 0;
    for (const child of children.get(pid) ?? []) stack.push(child);
  }
  return sum;
}

/** Milliseconds of CPU per request, by meter. */
export interface CpuPerRequest {
  /** The server's processes (server: its pid and descendants). */
  server: number;
  /** This process: the load generator. */
  generator: number;
  /** The whole machine. */
  machine: number;
  /** Cores busy on average during the run. */
  cores: number;
  /** Requests/s the server side could answer on every core with a free load generator. */
  ceiling: number;
}

/** Starts the meters; the function returned stops them and divides by the requests answered. */
export function startCpuMeter(serverPid: number): (requests: number) => CpuPerRequest {
  const machine0 = machineTicks(readFileSync('/proc/stat', 'utf8'));
  const server0 = treeTicks(serverPid);
  const self0 = process.cpuUsage();
  const t0 = performance.now();
  return (requests) => {
    const self = process.cpuUsage(self0);
    const server = treeTicks(serverPid) - server0;
    const machine1 = machineTicks(readFileSync('/proc/stat', 'utf8'));
    const seconds = (performance.now() - t0) / 1000;
    const tickMs = 1000 / TICKS_PER_SECOND;
    const n = Math.max(1, requests);
    const machineMs = ((machine1.busy - machine0.busy) * tickMs) / n;
    const generator = (self.user + self.system) / 1000 / n;
    const serverSide = Math.max(machineMs - generator, Number.EPSILON);
    return {
      server: (server * tickMs) / n,
      generator,
      machine: machineMs,
      cores: (machine1.busy - machine0.busy) / TICKS_PER_SECOND / seconds,
      ceiling: (availableParallelism() * 1000) / serverSide,
    };
  };
}
