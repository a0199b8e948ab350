/**
 * Heavy computations off the server's request thread (issue #9 item 2): a small pool of child
 * processes, each running one task at a time, with a bounded queue in front.
 *
 * Why child processes and not worker threads: a child runs at a lower scheduling priority
 * (nice +10), so on a busy machine the kernel still gives the serving process the CPU first —
 * `/api/health` and every light request keep answering while maps are computed —; it has its
 * own heap limit, so a task that would exhaust memory kills the child, not the server; and a
 * task past its time limit is ended with the child (a thread cannot be stopped mid-loop
 * either, but its memory is the server's). The cost — starting a child loads the law packs,
 * ~1 s — is paid once: children stay up and are started again when one dies.
 *
 * Law packs hold functions and cannot be sent: each child loads the same packs from the
 * directories the server's registry came from (PackRegistry.dirs), and opens the same store
 * to read the registries (so that loading them does not happen on the server's event loop
 * either). A registry built in memory (`dirs: null`: tests, embedding programs) runs its
 * tasks in this thread instead, one at a time through the same queue.
 */
import { type ChildProcess, type SpawnOptions, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { setPriority } from 'node:os';
import { InputError, type InputProblem } from '../core/input/validate.ts';
import type { PackRegistry } from '../core/registry.ts';
import type { OpenOptions } from '../store/open.ts';
import type { Repository } from '../store/repository.ts';
import { type ComputeResult, type ComputeTask, resultOf, runComputeTask } from './compute-tasks.ts';

export interface ComputePoolOptions {
  /** Child processes (tasks that run at once). */
  processes: number;
  /** Tasks that may wait for a free child; one more is refused with PoolBusy. */
  maxQueue: number;
  /** A task running longer is ended with its child (TaskTimeout). */
  timeoutMs: number;
  /** Heap limit of each child, in MiB. */
  maxHeapMb: number;
}

export const DEFAULT_POOL: ComputePoolOptions = { processes: 1, maxQueue: 16, timeoutMs: 60_000, maxHeapMb: 1536 };

/** The queue is full: come back later (503 with Retry-After). */
export class PoolBusy extends Error {}
/** The task took longer than the pool allows (503). */
export class TaskTimeout extends Error {}

interface Job {
  task: ComputeTask;
  resolve: (r: ComputeResult) => void;
  reject: (e: unknown) => void;
}

interface Slot {
  child: ChildProcess | null;
  ready: Promise<ChildProcess> | null;
  busy: boolean;
}

/** Every child started and not yet exited, ready or starting: close() ends them all. */
type Started = Set<ChildProcess>;

const CHILD = new URL('./compute-child-entry.mjs', import.meta.url);

let nextId = 1;

export class ComputePool {
  private readonly queue: Job[] = [];
  private readonly slots: Slot[];
  private readonly started: Started = new Set();
  private closed = false;

  /**
   * `store`: where the children read the registries (the server's own OpenOptions); `repo`:
   * the server's repository, for tasks run in this thread.
   */
  constructor(
    private readonly packs: PackRegistry,
    private readonly store: { where: OpenOptions; repo: Repository },
    readonly opts: ComputePoolOptions = DEFAULT_POOL,
  ) {
    const n = packs.dirs === null ? 1 : Math.max(1, opts.processes);
    this.slots = Array.from({ length: n }, () => ({ child: null, ready: null, busy: false }));
  }

  /** Tasks running and waiting. */
  get load(): { running: number; queued: number } {
    return { running: this.slots.filter((s) => s.busy).length, queued: this.queue.length };
  }

  /** The children's process ids (those started). */
  get pids(): number[] {
    return this.slots.flatMap((s) => (s.child?.pid !== undefined ? [s.child.pid] : []));
  }

  run(task: ComputeTask): Promise<ComputeResult> {
    if (this.closed) return Promise.reject(new Error('compute pool closed'));
    const free = this.slots.some((s) => !s.busy);
    if (!free && this.queue.length >= this.opts.maxQueue) return Promise.reject(new PoolBusy('every computation slot is taken'));
    return new Promise((resolve, reject) => {
      this.queue.push({ task, resolve, reject });
      this.pump();
    });
  }

  /**
   * Starts the children now rather than on the first task (a server that listens calls it:
   * loading the packs takes a second or more, which the first map or check would otherwise wait).
   */
  warm(): void {
    if (this.closed || this.packs.dirs === null) return;
    for (const slot of this.slots) this.childOf(slot).catch(() => {}); // a failed start is retried, and reported, by the next task
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const j of this.queue.splice(0)) j.reject(new Error('compute pool closed'));
    for (const c of this.started) c.kill('SIGKILL');
    this.started.clear();
    for (const s of this.slots) {
      s.child = null;
      s.ready = null;
    }
  }

  private pump(): void {
    for (const slot of this.slots) {
      if (slot.busy) continue;
      const job = this.queue.shift();
      if (!job) return;
      slot.busy = true;
      let freed = false;
      // The slot is free when the child has sent the answer's last part, not at its first.
      const free = () => {
        if (freed) return;
        freed = true;
        slot.busy = false;
        if (!this.closed) this.pump();
      };
      this.execute(slot, job.task, free).then(job.resolve, (e: unknown) => {
        free();
        job.reject(e);
      });
    }
  }

  /**
   * Runs a task; resolves with its answer's head (type, length) and a body that the parts
   * stream into as the child sends them. `free` is called once the child is done with it.
   */
  private async execute(slot: Slot, task: ComputeTask, free: () => void): Promise<ComputeResult> {
    if (this.packs.dirs === null) {
      // Packs built in memory cannot reach a child: this thread, after the current turn of the event loop.
      await new Promise((r) => setImmediate(r));
      try {
        return resultOf(await runComputeTask(this.packs, this.store.repo, task));
      } finally {
        free();
      }
    }
    const child = await this.childOf(slot);
    const id = nextId++;
    return new Promise<ComputeResult>((resolve, reject) => {
      let body: ReadableStreamDefaultController<Uint8Array> | null = null;
      let cancelled = false;
      const done = () => {
        idle(child);
        clearTimeout(timer);
        child.off('message', onMessage);
        child.off('exit', onExit);
        free();
      };
      // Before the head, the task fails; after it, the body does (the client's answer is cut).
      const fail = (e: Error) => {
        if (body === null) reject(e);
        else if (!cancelled) body.error(e);
      };
      const onMessage = (m: ChildMessage) => {
        if (m.id !== id) return;
        if (m.head) {
          const stream = new ReadableStream<Uint8Array>({
            start: (ctl) => {
              body = ctl;
            },
            cancel: () => {
              cancelled = true; // the client went away: the rest is dropped as it comes
            },
          });
          resolve({ contentType: m.head.contentType, byteLength: m.head.byteLength, body: stream });
          return;
        }
        if (m.part) {
          if (!cancelled) body?.enqueue(m.part);
          return;
        }
        done();
        if (!m.ok) fail(errorOf(m.error));
        else if (!cancelled) body?.close();
      };
      const onExit = (code: number | null, signal: string | null) => {
        done();
        slot.child = null;
        slot.ready = null;
        fail(new Error(`the computation's process ended (${signal ?? code}), e.g. out of memory`));
      };
      const timer = setTimeout(() => {
        done();
        slot.child = null;
        slot.ready = null;
        child.kill('SIGKILL');
        fail(new TaskTimeout(`the computation took more than ${this.opts.timeoutMs / 1000} s`));
      }, this.opts.timeoutMs);
      child.on('message', onMessage);
      child.once('exit', onExit);
      busy(child);
      child.send({ id, task });
    });
  }

  private childOf(slot: Slot): Promise<ChildProcess> {
    slot.ready ??= new Promise<ChildProcess>((resolve, reject) => {
      const child = startChild(this.packs.dirs ?? [], this.store.where, this.opts.maxHeapMb);
      this.started.add(child);
      child.once('exit', () => this.started.delete(child));
      if (this.closed) child.kill('SIGKILL');
      const onReady = (m: { ready?: boolean }) => {
        if (!m.ready) return;
        child.off('message', onReady);
        child.off('exit', onEarlyExit);
        slot.child = child;
        idle(child);
        // A child that dies while idle is started again by the next task.
        child.once('exit', () => {
          if (slot.child === child) {
            slot.child = null;
            slot.ready = null;
          }
        });
        resolve(child);
      };
      const onEarlyExit = (code: number | null) => {
        slot.ready = null;
        reject(new Error(`the computation process did not start (exit ${code})`));
      };
      child.on('message', onReady);
      child.once('exit', onEarlyExit);
    });
    return slot.ready;
  }
}

/**
 * An idle child never keeps the server's process alive: when the server goes, the child sees its
 * channel close and exits. While it works (or starts for a task), it does.
 */
function idle(child: ChildProcess): void {
  child.unref();
  child.channel?.unref();
}

function busy(child: ChildProcess): void {
  child.ref();
  child.channel?.ref();
}

/** `nice` where the system has it: the child and every thread it starts run below the server. */
const NICE = ['/usr/bin/nice', '/bin/nice'].find((p) => existsSync(p));

/**
 * Starts a child below the server's priority: `nice -n 10`, and in a session of its own
 * (`detached`). The session matters on Linux with autogroup scheduling (most desktops and
 * many servers): CPU is shared between sessions first, so a child in the server's session
 * would spend the server's share and delay its answers whatever its nice value; in its own
 * session it has a share of its own. (That session is not niced as well: on a machine busy
 * with other work, a niced session gets so little CPU that a point check took 8 s.)
 */
function startChild(packDirs: readonly string[], where: OpenOptions, maxHeapMb: number): ChildProcess {
  const env = {
    ...process.env,
    GLP_COMPUTE_CHILD: '1',
    GLP_COMPUTE_PACK_DIRS: JSON.stringify(packDirs),
    GLP_COMPUTE_STORE: JSON.stringify(where),
  };
  const args = [`--max-old-space-size=${maxHeapMb}`, fileURLToPath(CHILD)];
  const opts: SpawnOptions = { env, stdio: ['ignore', 'ignore', 'inherit', 'ipc'], serialization: 'advanced', detached: true };
  const child = NICE ? spawn(NICE, ['-n', '10', process.execPath, ...args], opts) : spawn(process.execPath, args, opts);
  if (!NICE && child.pid !== undefined) {
    try {
      setPriority(child.pid, 10);
    } catch {
      // Not permitted here (some containers): the child runs at the server's priority.
    }
  }
  return child;
}

/** What a child sends about a task: its head, a part, or its end (ok, or the error). */
interface ChildMessage {
  id?: number;
  head?: { contentType: string; byteLength: number };
  part?: Uint8Array;
  ok?: boolean;
  error?: ChildError;
}

type ChildError = { kind: 'input'; problems: InputProblem[] } | { kind: 'internal'; message: string };

function errorOf(e: ChildError | undefined): Error {
  if (e?.kind === 'input') return new InputError(e.problems);
  return new Error(e?.kind === 'internal' ? e.message : 'the computation failed');
}
