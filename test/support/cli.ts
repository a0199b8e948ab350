/** The CLI in process, for tests: `glp ARGS` with captured output; a scratch directory. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '../../src/cli/main.ts';
import type { CliIO } from '../../src/cli/io.ts';
import type { PackRegistry } from '../../src/core/registry.ts';
import { packs } from './packs.ts';

export function scratchDir(prefix = 'glp-siting-'): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

/**
 * Runs `glp ARGS` in this process with captured output. The environment is `env` and nothing
 * else (by default no DATABASE_URL: SQLite under --data).
 */
export async function glp(
  args: string[],
  opts: { cwd?: string; today?: string; packs?: PackRegistry; env?: Record<string, string | undefined>; stdin?: string } = {},
): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const io: CliIO = {
    stdout: (s) => {
      out += s;
    },
    stderr: (s) => {
      err += s;
    },
    readStdin: async () => opts.stdin ?? '',
    cwd: opts.cwd ?? process.cwd(),
    env: { NO_COLOR: '1', ...opts.env },
    isTTY: false,
    today: () => opts.today ?? '2026-01-15',
    packs: async () => opts.packs ?? packs,
  };
  const code = await main(args, io);
  return { code, out, err };
}
