/** A child process run to its end with its output captured (and killed after `timeoutMs`): for tests of the real command. */
import { spawn } from 'node:child_process';

export interface Ran {
  code: number | null;
  out: string;
  err: string;
}

export function runProcess(
  command: string,
  args: string[],
  opts: { cwd: string; env: Record<string, string>; timeoutMs: number },
): Promise<Ran> {
  const child = spawn(command, args, { cwd: opts.cwd, env: opts.env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout.on('data', (d) => {
    out += String(d);
  });
  child.stderr.on('data', (d) => {
    err += String(d);
  });
  const timer = setTimeout(() => child.kill('SIGKILL'), opts.timeoutMs);
  return new Promise((ok) =>
    child.once('close', (code) => {
      clearTimeout(timer);
      ok({ code, out, err });
    }),
  );
}

/** The environment of this process without the variables that would point a command elsewhere (a database, an administrator). */
export function cleanEnv(extra: Record<string, string> = {}): Record<string, string> {
  const env = { ...process.env } as Record<string, string>;
  for (const k of ['DATABASE_URL', 'GLP_ADMIN_EMAIL', 'GLP_ADMIN_PASSWORD', 'GLP_DEBUG', 'GLP_PACK_DIRS']) delete env[k];
  return { ...env, ...extra };
}
