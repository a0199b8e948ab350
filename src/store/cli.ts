/**
 * The storage commands of the `glp` CLI, as functions the CLI wires in (src/cli/):
 *
 *   glp db migrate            [--data DIR]   apply pending migrations
 *   glp db backup FILE        [--data DIR]   online backup to FILE (atomic: complete or absent)
 *   glp db restore FILE       [--data DIR]   replace the database with FILE, then migrate
 *   glp audit verify          [--data DIR]   walk the audit hash chain
 *
 * The database is PostgreSQL when env.DATABASE_URL is a postgres:// URL, else SQLite in
 * DIR/glp.sqlite (default ./data); an explicit --data wins over DATABASE_URL.
 *
 * Exit codes: 0 ok; 1 failure (audit chain broken, database unreachable, backup or restore
 * failed); 2 bad usage (unknown command, missing FILE, bad DATABASE_URL). Every outcome is
 * one line, on stdout when ok and on stderr otherwise.
 */
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describeTarget, type OpenOptions, openRepository, restoreRepository, storeTarget } from './open.ts';

export interface CommandResult {
  code: 0 | 1 | 2;
  stdout: string;
  stderr: string;
}

export type CommandEnv = Readonly<Record<string, string | undefined>>;

const DB_USAGE = 'usage: glp db migrate | glp db backup FILE | glp db restore FILE   [--data DIR]';
const AUDIT_USAGE = 'usage: glp audit verify [--data DIR]';

const ok = (line: string): CommandResult => ({ code: 0, stdout: `${line}\n`, stderr: '' });
const fail = (line: string): CommandResult => ({ code: 1, stdout: '', stderr: `${line}\n` });
const usage = (line: string, text: string): CommandResult => ({ code: 2, stdout: '', stderr: `${line}\n${text}\n` });

class UsageError extends Error {}

/** Splits `--data DIR` / `--data=DIR` from the positional arguments. */
function parse(argv: readonly string[], env: CommandEnv): { args: string[]; opts: OpenOptions } {
  const args: string[] = [];
  let dataDir: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] ?? '';
    if (a === '--data') {
      const v = argv[++i];
      if (v === undefined || v === '') throw new UsageError('--data needs a directory');
      dataDir = v;
    } else if (a.startsWith('--data=')) {
      dataDir = a.slice('--data='.length);
      if (dataDir === '') throw new UsageError('--data needs a directory');
    } else if (a.startsWith('-')) {
      throw new UsageError(`unknown option ${a}`);
    } else {
      args.push(a);
    }
  }
  const url = env['DATABASE_URL'];
  const opts: OpenOptions = dataDir !== undefined ? { dataDir } : url ? { databaseUrl: url } : {};
  try {
    storeTarget(opts);
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
  return { args, opts };
}

const message = (e: unknown): string => ((e as Error)?.message ?? String(e)).split('\n')[0] ?? 'unknown error';

export async function dbCommand(argv: readonly string[], env: CommandEnv = process.env): Promise<CommandResult> {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv, env);
  } catch (e) {
    return usage(`glp db: ${message(e)}`, DB_USAGE);
  }
  const { args, opts } = parsed;
  const [cmd, file, ...extra] = args;
  if (cmd === undefined) return usage('glp db: missing command', DB_USAGE);
  if (cmd === 'help') return ok(DB_USAGE);
  if (!['migrate', 'backup', 'restore'].includes(cmd)) return usage(`glp db: unknown command ${cmd}`, DB_USAGE);
  if (cmd === 'migrate' ? file !== undefined : file === undefined || extra.length > 0) {
    return usage(cmd === 'migrate' ? 'glp db migrate: takes no argument' : `glp db ${cmd}: expected exactly one FILE`, DB_USAGE);
  }
  const where = describeTarget(opts);
  try {
    if (cmd === 'migrate') {
      const repo = await openRepository({ ...opts, migrate: false });
      try {
        const { applied } = await repo.migrate();
        return ok(applied.length > 0 ? `applied ${applied.join(', ')} to ${where}` : `${where} is up to date`);
      } finally {
        await repo.close();
      }
    }
    const path = resolve(file ?? '');
    if (cmd === 'backup') {
      if (!existsSync(dirname(path))) return fail(`glp db backup: directory ${dirname(path)} does not exist`);
      const repo = await openRepository({ ...opts, migrate: false });
      try {
        await repo.backup(path);
      } finally {
        await repo.close();
      }
      return ok(`backup of ${where} written to ${path}`);
    }
    if (!existsSync(path)) return fail(`glp db restore: ${path} does not exist`);
    const { previous } = await restoreRepository(opts, path);
    const repo = await openRepository({ ...opts, migrate: false });
    try {
      const ic = await repo.integrityCheck();
      const audit = await repo.verifyAudit();
      const saved = previous ? `; the previous database was saved as ${previous}` : '';
      if (!ic.ok) return fail(`glp db restore: restored ${path} into ${where}, but the integrity check failed: ${ic.detail}${saved}`);
      if (!audit.ok)
        return fail(
          `glp db restore: restored ${path} into ${where}, but its audit chain is broken at entry #${audit.seq}: ${audit.reason}${saved}`,
        );
      return ok(`restored ${path} into ${where} (${audit.entries} audit entries verified)${saved}`);
    } finally {
      await repo.close();
    }
  } catch (e) {
    return fail(`glp db ${cmd}: ${message(e)}`);
  }
}

export async function auditCommand(argv: readonly string[], env: CommandEnv = process.env): Promise<CommandResult> {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv, env);
  } catch (e) {
    return usage(`glp audit: ${message(e)}`, AUDIT_USAGE);
  }
  const { args, opts } = parsed;
  if (args[0] === 'help') return ok(AUDIT_USAGE);
  if (args.length !== 1 || args[0] !== 'verify') {
    return usage(args.length === 0 ? 'glp audit: missing command' : `glp audit: unexpected ${args.join(' ')}`, AUDIT_USAGE);
  }
  try {
    // Verification reads only: no migration, so an old backup can be verified as it is.
    const repo = await openRepository({ ...opts, migrate: false });
    try {
      const v = await repo.verifyAudit();
      if (v.ok) return ok(`audit chain ok: ${v.entries} entries, head ${v.headHash}`);
      return fail(`audit chain BROKEN at entry #${v.seq}: ${v.reason} (${v.entries} entries verified before it)`);
    } finally {
      await repo.close();
    }
  } catch (e) {
    return fail(`glp audit verify: ${message(e)}`);
  }
}
