/**
 * `node --import tsx bench/profile-summary.ts DIR|FILE… [--run NAME | --from S --to S | --from-clock S --to-clock S] [--top N]` — where
 * the time of V8 CPU profiles went (those `npm run bench:api -- --cpu-prof DIR` writes), so that
 * a profile cited in docs/benchmarks.md can be made again and read with the same commands.
 *
 * Our files are those of the checkout this script runs from (profiles made in another one show
 * its files by their paths, not as ours).
 *
 * Prints the busy time (samples that are not idle) and its shares: by place (a file of ours, a
 * dependency, a module of Node, or what V8 names itself: the garbage collector, a native call
 * such as writev), by function (self time), and the functions of ours with all they call
 * (inclusive time). --from/--to keep the samples taken that many seconds after each profile
 * began; --from-clock/--to-clock, those of a window on the monotonic clock, which `bench:api
 * --cpu-prof` prints for each measured run (it runs the stateless load before the stored one, in
 * the same processes); --run NAME, the window of the run whose name holds NAME, as `bench:api`
 * recorded it in windows.json beside the profiles (so that a command written down can be run
 * again as it is, without copying the clock times).
 *
 * A V8 profile samples the thread's clock, not its CPU: a native call that blocks or is
 * preempted (writev to a loopback socket that wakes the receiver) is counted for as long as it
 * lasts. Percentages are of the sampled thread's busy time, not of the machine's CPU.
 */
import { existsSync, readdirSync, readFileSync, realpathSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { benchUsage, numberOption } from './options.ts';

export interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }[];
  startTime: number;
  samples: number[];
  /** Microseconds since the previous sample (the first: since startTime). */
  timeDeltas: number[];
}

export interface Summary {
  /** Samples taken within the window, idle ones included. */
  samples: number;
  /** Busy time kept, in ms. */
  busyMs: number;
  byPlace: [string, number][];
  bySelf: [string, number][];
  /** Our functions (src/, laws/, bench/), with what they call. */
  ours: [string, number][];
}

const root = new URL('..', import.meta.url).pathname;

/** What a frame's url names: a file of ours, `pkg:NAME`, a Node module, or V8's own name for the frame. */
export function placeOf(url: string, functionName: string): string {
  if (url === '') return functionName === '' ? '(anonymous native)' : functionName;
  const file = url.replace(/^file:\/\//, '');
  const dep = /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(file);
  if (dep) return `pkg:${dep[1]}`;
  if (file.startsWith('node:')) return file;
  if (file.startsWith(root)) return relative(root, file);
  return file;
}

const OURS = /^(src|laws|bench)\//;

/** `function place:line` (`place`: placeOf the frame); no line for our TypeScript files (tsx's transform puts every function on line 0). */
function frameName(f: CpuProfile['nodes'][number]['callFrame'], place: string): string {
  const fn = f.functionName === '' ? '(anonymous)' : f.functionName;
  if (f.url === '') return place;
  return OURS.test(place) ? `${fn} ${place}` : `${fn} ${place}:${f.lineNumber + 1}`;
}

const IDLE = '(idle)';

/**
 * The summary of `profiles`, keeping the samples taken from `from` to `to` seconds after each
 * began — or, with `clock`, on the system's monotonic clock (CLOCK_MONOTONIC, which stamps V8's
 * profiles and Node's process.hrtime): the window `bench:api` prints for each measured run.
 */
export function summarise(profiles: CpuProfile[], window: { from: number; to: number; clock?: boolean }): Summary {
  const byPlace = new Map<string, number>();
  const bySelf = new Map<string, number>();
  const ours = new Map<string, number>();
  const add = (m: Map<string, number>, k: string, us: number) => m.set(k, (m.get(k) ?? 0) + us);
  let busy = 0;
  let kept = 0;
  for (const p of profiles) {
    const nodes = new Map(p.nodes.map((n) => [n.id, n]));
    const parent = new Map<number, number>();
    for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
    const selfUs = new Map<number, number>();
    let t = window.clock === true ? p.startTime : 0;
    for (let i = 0; i < p.samples.length; i++) {
      t += p.timeDeltas[i] ?? 0;
      const id = p.samples[i] as number;
      const node = nodes.get(id);
      if (!node || t < window.from * 1e6 || t >= window.to * 1e6) continue;
      kept++;
      if (node.callFrame.functionName === IDLE) continue;
      selfUs.set(id, (selfUs.get(id) ?? 0) + (p.timeDeltas[i] ?? 0));
    }
    for (const [id, us] of selfUs) {
      const node = nodes.get(id) as CpuProfile['nodes'][number];
      busy += us;
      const place = placeOf(node.callFrame.url, node.callFrame.functionName);
      add(byPlace, place, us);
      add(bySelf, frameName(node.callFrame, place), us);
      // Inclusive: each of our functions on the stack once (a recursive one is not counted twice).
      const seen = new Set<string>();
      for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
        const f = (nodes.get(at) as CpuProfile['nodes'][number]).callFrame;
        const place = placeOf(f.url, f.functionName);
        if (!OURS.test(place)) continue;
        const name = frameName(f, place);
        if (!seen.has(name)) add(ours, name, us);
        seen.add(name);
      }
    }
  }
  const sorted = (m: Map<string, number>): [string, number][] =>
    [...m].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([k, us]) => [k, us / 1000]);
  return { samples: kept, busyMs: busy / 1000, byPlace: sorted(byPlace), bySelf: sorted(bySelf), ours: sorted(ours) };
}

/** The seconds a set of profiles covers: from 0 to the longest, or on the monotonic clock. */
export function spanOf(profiles: CpuProfile[], clock: boolean): [number, number] {
  let from = Number.POSITIVE_INFINITY;
  let to = Number.NEGATIVE_INFINITY;
  for (const p of profiles) {
    const begin = clock ? p.startTime : 0;
    const end = begin + p.timeDeltas.reduce((a, b) => a + b, 0);
    from = Math.min(from, begin / 1e6);
    to = Math.max(to, end / 1e6);
  }
  return [from, to];
}

/** `p` if it has what a V8 CPU profile has that this reads; else an Error saying what is missing. */
export function checkedProfile(p: unknown): CpuProfile {
  const q = p as Partial<CpuProfile> | null;
  if (q === null || typeof q !== 'object') throw new Error('not an object');
  if (!Array.isArray(q.nodes) || !Array.isArray(q.samples) || !Array.isArray(q.timeDeltas))
    throw new Error('no nodes, samples and timeDeltas');
  if (!Number.isFinite(q.startTime)) throw new Error('no startTime');
  if (q.samples.length !== q.timeDeltas.length) throw new Error('samples and timeDeltas of different lengths');
  for (const n of q.nodes) {
    const f = (n as Partial<CpuProfile['nodes'][number]> | null)?.callFrame;
    if (typeof n?.id !== 'number' || typeof f?.url !== 'string' || typeof f.functionName !== 'string' || typeof f.lineNumber !== 'number') {
      throw new Error('a node without an id or a call frame');
    }
  }
  return q as CpuProfile;
}

/** The .cpuprofile files named: a directory gives all of its own. */
export function profileFiles(args: string[]): string[] {
  return args.flatMap((a) => {
    let st: ReturnType<typeof statSync>;
    try {
      st = statSync(a);
    } catch {
      return benchUsage('profile', a, 'a .cpuprofile file or a directory of them (npm run bench:api -- --cpu-prof DIR)');
    }
    if (!st.isDirectory()) return [a];
    let names: string[];
    try {
      names = readdirSync(a);
    } catch (e) {
      return benchUsage('profile', a, `a directory this can read (${(e as NodeJS.ErrnoException).code})`);
    }
    const files = names
      .filter((f) => f.endsWith('.cpuprofile'))
      .sort()
      .map((f) => join(a, f));
    return files.length > 0 ? files : benchUsage('profile', a, 'a directory with .cpuprofile files in it');
  });
}

/** Written by `bench:api --cpu-prof DIR` beside the profiles: each measured run's window on the monotonic clock. */
export const WINDOWS_FILE = 'windows.json';

export interface RunWindow {
  name: string;
  /** Seconds on the monotonic clock. */
  from: number;
  to: number;
}

/** The runs recorded in `dir`'s windows.json (none when there is no such file). */
export function readWindows(dir: string): RunWindow[] {
  const file = join(dir, WINDOWS_FILE);
  if (!existsSync(file)) return [];
  const runs = (JSON.parse(readFileSync(file, 'utf8')) as { runs?: unknown }).runs;
  if (!Array.isArray(runs)) throw new Error(`${file}: no "runs" list`);
  return runs.map((r: Partial<RunWindow>) => {
    if (typeof r?.name !== 'string' || !Number.isFinite(r.from) || !Number.isFinite(r.to))
      throw new Error(`${file}: a run without a name, from and to`);
    return { name: r.name, from: r.from as number, to: r.to as number };
  });
}

/**
 * Adds `runs` to `dir`'s windows.json: the profiles of several `bench:api` runs can share a
 * directory, and each run's window stays findable.
 */
export function recordWindows(dir: string, runs: RunWindow[]): void {
  const all = [...readWindows(dir), ...runs];
  writeFileSync(join(dir, WINDOWS_FILE), `${JSON.stringify({ runs: all }, null, 2)}\n`);
}

/** The one run whose name holds `wanted` (case ignored), or why there is not exactly one. */
export function pickRun(runs: RunWindow[], wanted: string): RunWindow | { refused: string } {
  const w = wanted.toLowerCase();
  const found = runs.filter((r) => r.name.toLowerCase().includes(w));
  if (found.length === 1) return found[0] as RunWindow;
  const list = (rs: RunWindow[]) => rs.map((r) => `"${r.name}" (${r.from.toFixed(3)}–${r.to.toFixed(3)})`).join(', ');
  if (runs.length === 0)
    return {
      refused: `a run recorded in ${WINDOWS_FILE} beside the profiles (npm run bench:api -- --cpu-prof DIR writes it); there is none`,
    };
  if (found.length === 0) return { refused: `part of the name of one recorded run: ${list(runs)}` };
  return { refused: `part of the name of exactly one run; it matches ${found.length}: ${list(found)}` };
}

export function printSummary(s: Summary, top: number, write: (line: string) => void): void {
  const pct = (ms: number) => `${((100 * ms) / (s.busyMs || 1)).toFixed(1).padStart(5)} %`;
  write(`busy: ${s.busyMs.toFixed(0)} ms of samples (idle left out); shares of that time`);
  for (const [title, rows] of [
    ['by place', s.byPlace],
    ['by function, self', s.bySelf],
    ['our functions, with what they call', s.ours],
  ] as const) {
    write('');
    write(title);
    for (const [k, ms] of rows.slice(0, top)) write(`${pct(ms)}  ${k}`);
  }
}

/** The window the options ask for: --run NAME, --from/--to or --from-clock/--to-clock (the whole profiles by default). */
function windowOf(
  values: { from?: string; to?: string; 'from-clock'?: string; 'to-clock'?: string; run?: string },
  positionals: string[],
): { from: number; to: number; clock: boolean; fromName: string } {
  const clock = values['from-clock'] !== undefined || values['to-clock'] !== undefined;
  const relative = values.from !== undefined || values.to !== undefined;
  const args = process.argv.slice(2).join(' ');
  if (clock && relative)
    benchUsage('arguments', args, 'either --from/--to (seconds into each profile) or --from-clock/--to-clock, not both');
  if (values.run !== undefined) {
    if (clock || relative)
      benchUsage('arguments', args, 'either --run or a window in seconds (--from/--to, --from-clock/--to-clock), not both');
    const first = positionals[0] as string;
    const dir = existsSync(first) && statSync(first).isDirectory() ? first : dirname(first);
    let runs: RunWindow[];
    try {
      runs = readWindows(dir);
    } catch (e) {
      return benchUsage('--run', values.run, `a run recorded in a readable ${WINDOWS_FILE} (${(e as Error).message})`);
    }
    const run = pickRun(runs, values.run);
    if ('refused' in run) return benchUsage('--run', values.run, run.refused);
    return { from: run.from, to: run.to, clock: true, fromName: '--run' };
  }
  const [fromName, toName] = clock ? ['--from-clock', '--to-clock'] : ['--from', '--to'];
  const from = numberOption(fromName, clock ? values['from-clock'] : values.from, 0, { min: 0 });
  const toRaw = clock ? values['to-clock'] : values.to;
  const to = numberOption(toName, toRaw, Number.POSITIVE_INFINITY, { min: 0 });
  if (to <= from) benchUsage(toName, String(toRaw), `a number of seconds after ${fromName} (${from})`);
  return { from, to, clock, fromName };
}

function main(): void {
  // `… | head` closes the pipe early: that is the reader's choice, not an error (as bin/glp.mjs).
  process.stdout.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE') process.exit(0);
    throw e;
  });
  const { values, positionals } = (() => {
    try {
      return parseArgs({
        allowPositionals: true,
        options: {
          from: { type: 'string' },
          to: { type: 'string' },
          'from-clock': { type: 'string' },
          'to-clock': { type: 'string' },
          run: { type: 'string' },
          top: { type: 'string' },
        },
      });
    } catch (e) {
      return benchUsage('arguments', process.argv.slice(2).join(' '), `the options of bench/profile-summary.ts (${(e as Error).message})`);
    }
  })();
  if (positionals.length === 0)
    benchUsage('profile', '', 'a .cpuprofile file or a directory of them (npm run bench:api -- --cpu-prof DIR)');
  const files = profileFiles(positionals);
  const { from, to, clock, fromName } = windowOf(values, positionals);
  const top = numberOption('--top', values.top, 25, { min: 1, integer: true });
  const profiles = files.map((f) => {
    try {
      return checkedProfile(JSON.parse(readFileSync(f, 'utf8')));
    } catch (e) {
      return benchUsage('profile', f, `a V8 CPU profile in JSON (${(e as Error).message})`);
    }
  });
  const summary = summarise(profiles, { from, to, clock });
  if (summary.samples === 0) {
    // Relative seconds given to --from-clock (or the reverse) would print empty tables.
    const [a, b] = spanOf(profiles, clock);
    const found = fromName === '--run' ? (values.run as string) : String(from);
    benchUsage(fromName, found, `a window with samples in it: these profiles cover ${a.toFixed(3)}–${b.toFixed(3)} s`);
  }
  printSummary(summary, top, (l) => process.stdout.write(`${l}\n`));
}

// Run as a command (not when a test imports it), however the path was written (a symlink, a space).
if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === realpathSync(process.argv[1])) main();
