/** A child process run to its end with its output captured (and killed after `timeoutMs`): for tests of the real command. */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';

export interface Ran {
  code: number | null;
  out: string;
  err: string;
}

export async function runProcess(
  command: string,
  args: string[],
  opts: {
    cwd: string;
    env: Record<string, string>;
    timeoutMs: number;
    /**
     * Its own process group, ended (SIGKILL) once the command itself has exited: whatever it
     * left running (a server it started, if a step failed) goes with it. Waits for 'exit', not
     * 'close': such a process would hold the pipes open.
     */
    group?: boolean;
  },
): Promise<Ran> {
  const child = spawn(command, args, { cwd: opts.cwd, env: opts.env, stdio: ['ignore', 'pipe', 'pipe'], detached: opts.group === true });
  let out = '';
  let err = '';
  child.stdout.on('data', (d) => {
    out += String(d);
  });
  child.stderr.on('data', (d) => {
    err += String(d);
  });
  const timer = setTimeout(() => child.kill('SIGKILL'), opts.timeoutMs);
  const closed = new Promise<number | null>((ok) => child.once('close', ok));
  const code = opts.group === true ? await new Promise<number | null>((ok) => child.once('exit', ok)) : await closed;
  clearTimeout(timer);
  if (opts.group === true) {
    try {
      process.kill(-(child.pid as number), 'SIGKILL');
    } catch {
      // the group has already ended
    }
    await closed;
  }
  return { code, out, err };
}

/** The environment of this process without the variables that would point a command elsewhere (a database, an administrator). */
export function cleanEnv(extra: Record<string, string> = {}): Record<string, string> {
  const env = { ...process.env } as Record<string, string>;
  for (const k of ['DATABASE_URL', 'GLP_ADMIN_EMAIL', 'GLP_ADMIN_PASSWORD', 'GLP_DEBUG', 'GLP_PACK_DIRS']) delete env[k];
  return { ...env, ...extra };
}

/** A loopback port nothing listens on now (for a server a test starts as a user would, with --port). */
export async function freePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((ok) => s.listen(0, '127.0.0.1', ok));
  const port = (s.address() as AddressInfo).port;
  await new Promise((ok) => s.close(ok));
  return port;
}
