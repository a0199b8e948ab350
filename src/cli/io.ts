/** The CLI's window on the world: output streams, stdin, env, the clock and the law packs, injectable for tests. */
import { loadPackRegistry, packDirs } from '../app/packs.ts';
import { InputError } from '../core/input/validate.ts';
import type { PackRegistry } from '../core/registry.ts';

export interface CliIO {
  stdout(s: string): void;
  stderr(s: string): void;
  readStdin(): Promise<string>;
  cwd: string;
  env: Record<string, string | undefined>;
  /** Whether stdout is a terminal (colours, progress bars). */
  isTTY: boolean;
  /** Today's date, YYYY-MM-DD, in the municipality's time zone (America/Sao_Paulo is close enough for all four). */
  today(): string;
  /**
   * The law packs of this run (laws/ and GLP_PACK_DIRS for the real command; a test passes
   * its own). A function, loaded on first use: `glp help` or `glp db` do not pay for them.
   */
  packs(): Promise<PackRegistry>;
}

/** Wrong command line: exit code 2 with a one-line message. */
export class UsageError extends Error {}

export const EXIT = { ok: 0, internal: 1, usage: 2 } as const;

export function processIO(): CliIO {
  let packs: Promise<PackRegistry> | undefined;
  return {
    stdout: (s) => process.stdout.write(s),
    stderr: (s) => process.stderr.write(s),
    readStdin: async () => {
      const chunks: Buffer[] = [];
      for await (const c of process.stdin) chunks.push(c as Buffer);
      return Buffer.concat(chunks).toString('utf8');
    },
    cwd: process.cwd(),
    env: process.env,
    isTTY: Boolean(process.stdout.isTTY),
    today: () => todayIn('America/Sao_Paulo', new Date()),
    packs: () => {
      packs ??= loadPackRegistry(packDirs(process.env, process.cwd()));
      return packs;
    },
  };
}

export function todayIn(timeZone: string, now: Date): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** One line for the terminal: the first problem, and how many more there are. */
export function inputErrorLine(e: InputError): string {
  const [first, ...rest] = e.problems;
  if (!first) return e.message;
  return rest.length > 0 ? `${first.message} (and ${rest.length} more problem${rest.length > 1 ? 's' : ''})` : first.message;
}

export { InputError };
