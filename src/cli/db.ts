/**
 * The storage commands:
 *
 *   glp db migrate                [--data DIR]   apply pending migrations
 *   glp db backup FILE            [--data DIR]   online backup of everything (records, audit log, sessions, API tokens)
 *   glp db restore FILE           [--data DIR]   replace everything with FILE, then migrate (refused while a server runs)
 *   glp audit verify [--against ANCHOR] [--data DIR]   walk the audit hash chain (and compare it with an anchor)
 *   glp audit anchor [--out FILE] [--data DIR]   the chain's entry count and head hash, to keep outside the database
 *
 * The database is PostgreSQL when DATABASE_URL is a postgres:// URL, else SQLite in
 * DIR/glp.sqlite (default ./data); an explicit --data wins over DATABASE_URL.
 *
 * Every outcome is one line, on stdout when ok and on stderr otherwise. Exit codes: 0 ok;
 * 2 what the user can fix (usage, a backup folder that does not exist, a file that is not a
 * backup, a restore while a server runs, a malformed anchor); 1 a broken audit chain or
 * integrity check, and failures of the database itself.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { AuditAnchor } from '../store/repository.ts';
import { UnusableBackup } from '../store/files.ts';
import { LEGACY_AUTH_FILE } from '../store/legacy-auth.ts';
import { StoreBusy } from '../store/lock.ts';
import { describeTarget, migrateRepository, type OpenOptions, openRepository, restoreRepository, storeTarget } from '../store/open.ts';
import type { Repository } from '../store/repository.ts';
import { langArg, parse } from './args.ts';
import { type CliIO, EXIT, UsageError, usageLine, verbatim } from './io.ts';
import { checkDataDir, checkOutputExtension, environmentProblem } from './user-errors.ts';

const DB_USAGE = 'glp db migrate | glp db backup FILE | glp db restore FILE   [--data DIR] [--lang pt|en]';
const AUDIT_USAGE = 'glp audit verify [--against ANCHOR] | glp audit anchor [--out FILE]   [--data DIR] [--lang pt|en]';
/** The anchor's format tag: a file of another kind is refused rather than misread. */
export const ANCHOR_FORMAT = 'glp-audit-anchor/1';

const firstLine = (e: unknown): string => ((e as Error)?.message ?? String(e)).split('\n')[0] ?? 'unknown error';

/** --data DIR wins over DATABASE_URL; relative paths are the working directory's. */
function target(io: CliIO, data: string | undefined): OpenOptions {
  const url = io.env.DATABASE_URL;
  const opts: OpenOptions =
    data !== undefined ? { dataDir: resolve(io.cwd, data) } : url ? { databaseUrl: url } : { dataDir: join(io.cwd, 'data') };
  if (data === '') throw new UsageError({ pt: '--data: encontrado nada, esperado um diretório', en: '--data needs a directory' });
  if (opts.dataDir !== undefined) checkDataDir(opts.dataDir);
  try {
    storeTarget(opts);
  } catch (e) {
    // The store's own words (src/store): the same in both languages.
    throw new UsageError(verbatim(firstLine(e)));
  }
  return opts;
}

async function withRepo<T>(opts: OpenOptions, fn: (repo: Repository) => Promise<T>): Promise<T> {
  // No migration: verifying or backing up takes the database as it is.
  const repo = await openRepository({ ...opts, migrate: false });
  try {
    return await fn(repo);
  } finally {
    await repo.close();
  }
}

function say(io: CliIO, code: number, line: string): number {
  if (code === EXIT.ok) io.stdout(`${line}\n`);
  else io.stderr(`${line}\n`);
  return code;
}

export async function dbCommand(args: string[], io: CliIO): Promise<number> {
  const { values, positionals } = parse(args, { data: { type: 'string' }, lang: { type: 'string' } }, DB_USAGE);
  const pt = langArg(values.lang) === 'pt';
  const [cmd, file, ...extra] = positionals;
  if (cmd === undefined) throw new UsageError({ pt: 'falta o comando', en: 'missing command' }, DB_USAGE);
  if (cmd === 'help') return say(io, EXIT.ok, usageLine(DB_USAGE, pt ? 'pt' : 'en'));
  if (cmd !== 'migrate' && cmd !== 'backup' && cmd !== 'restore')
    throw new UsageError({ pt: `comando desconhecido ${cmd}`, en: `unknown command ${cmd}` }, DB_USAGE);
  if (cmd === 'migrate' ? file !== undefined : file === undefined || extra.length > 0) {
    throw new UsageError(
      cmd === 'migrate'
        ? { pt: 'migrate não recebe argumento', en: 'migrate takes no argument' }
        : { pt: `${cmd}: esperado exatamente um FILE`, en: `${cmd}: expected exactly one FILE` },
      DB_USAGE,
    );
  }
  const opts = target(io, values.data);
  const where = describeTarget(opts);
  const run = { migrate, backup, restore }[cmd];
  try {
    return await run(io, opts, where, resolve(io.cwd, file ?? ''), pt);
  } catch (e) {
    const problem = environmentProblem(e);
    const userCanFix = e instanceof UnusableBackup || e instanceof StoreBusy || problem !== null;
    const own = pt && (e instanceof UnusableBackup || e instanceof StoreBusy) ? e.text.pt : undefined;
    return say(io, userCanFix ? EXIT.usage : EXIT.internal, `glp db ${cmd}: ${problem?.[pt ? 'pt' : 'en'] ?? own ?? firstLine(e)}`);
  }
}

async function migrate(io: CliIO, opts: OpenOptions, where: string, _path: string, pt: boolean): Promise<number> {
  const { applied, imported } = await migrateRepository(opts);
  const did =
    applied.length > 0
      ? pt
        ? `aplicadas ${applied.join(', ')} em ${where}`
        : `applied ${applied.join(', ')} to ${where}`
      : pt
        ? `${where} está atualizado`
        : `${where} is up to date`;
  const moved = !imported
    ? ''
    : pt
      ? `; ${imported.sessions} sessões e ${imported.tokens} tokens de API do ${LEGACY_AUTH_FILE} da versão anterior trazidos para ele (${imported.skipped} sem conta existente ignorados)`
      : `; ${imported.sessions} sessions and ${imported.tokens} API tokens of the previous release's ${LEGACY_AUTH_FILE} moved into it (${imported.skipped} of no existing account skipped)`;
  return say(io, EXIT.ok, `${did}${moved}`);
}

async function backup(io: CliIO, opts: OpenOptions, where: string, path: string, pt: boolean): Promise<number> {
  if (!existsSync(dirname(path)))
    return say(
      io,
      EXIT.usage,
      pt ? `glp db backup: o diretório ${dirname(path)} não existe` : `glp db backup: directory ${dirname(path)} does not exist`,
    );
  const t = storeTarget(opts);
  if (t.engine === 'sqlite') {
    if (!existsSync(t.file))
      return say(
        io,
        EXIT.usage,
        pt
          ? `glp db backup: não há banco de dados em ${t.file} (glp db migrate o cria)`
          : `glp db backup: there is no database at ${t.file} (glp db migrate creates it)`,
      );
    if (existsSync(join(t.dir, LEGACY_AUTH_FILE))) {
      return say(
        io,
        EXIT.usage,
        pt
          ? `glp db backup: ${join(t.dir, LEGACY_AUTH_FILE)} guarda sessões e tokens de API da versão anterior; rode glp db migrate uma vez para trazê-los ao banco, depois faça a cópia`
          : `glp db backup: ${join(t.dir, LEGACY_AUTH_FILE)} holds sessions and API tokens of the previous release; run glp db migrate once to bring them into the database, then back up`,
      );
    }
  }
  await withRepo(opts, (repo) => repo.backup(path));
  return say(io, EXIT.ok, pt ? `cópia de segurança de ${where} gravada em ${path}` : `backup of ${where} written to ${path}`);
}

async function restore(io: CliIO, opts: OpenOptions, where: string, path: string, pt: boolean): Promise<number> {
  const { previous } = await restoreRepository(opts, path);
  const saved = !previous
    ? ''
    : pt
      ? `; o banco anterior foi guardado como ${previous}`
      : `; the previous database was saved as ${previous}`;
  return withRepo(opts, async (repo) => {
    const ic = await repo.integrityCheck();
    if (!ic.ok)
      return say(
        io,
        EXIT.internal,
        pt
          ? `glp db restore: ${path} restaurado em ${where}, mas a verificação de integridade falhou: ${ic.detail}${saved}`
          : `glp db restore: restored ${path} into ${where}, but the integrity check failed: ${ic.detail}${saved}`,
      );
    const audit = await repo.verifyAudit();
    if (!audit.ok) {
      return say(
        io,
        EXIT.internal,
        pt
          ? `glp db restore: ${path} restaurado em ${where}, mas sua cadeia de auditoria está quebrada no registro nº ${audit.seq}: ${audit.reason}${saved}`
          : `glp db restore: restored ${path} into ${where}, but its audit chain is broken at entry #${audit.seq}: ${audit.reason}${saved}`,
      );
    }
    return say(
      io,
      EXIT.ok,
      pt
        ? `${path} restaurado em ${where} (${audit.entries} registros de auditoria verificados)${saved}`
        : `restored ${path} into ${where} (${audit.entries} audit entries verified)${saved}`,
    );
  });
}

// ---------------------------------------------------------------------------------------

/** An anchor given as the JSON `glp audit anchor` printed, or as the file it wrote. */
export function readAnchor(value: string, cwd: string): AuditAnchor {
  const text = value.trim().startsWith('{') ? value : existsSync(resolve(cwd, value)) ? readFileSync(resolve(cwd, value), 'utf8') : null;
  if (text === null)
    throw new UsageError({
      pt: `--against: ${value} não é uma âncora (o JSON que glp audit anchor imprime) nem um arquivo`,
      en: `--against: ${value} is neither an anchor (the JSON glp audit anchor prints) nor a file`,
    });
  let a: unknown;
  try {
    a = JSON.parse(text);
  } catch {
    throw new UsageError({
      pt: '--against: não é JSON; esperado o que glp audit anchor imprime',
      en: '--against: not JSON; expected what glp audit anchor prints',
    });
  }
  const { format, entries, headHash } = (a ?? {}) as Record<string, unknown>;
  if (format !== ANCHOR_FORMAT)
    throw new UsageError({
      pt: `--against: format é ${JSON.stringify(format)}, esperado "${ANCHOR_FORMAT}"`,
      en: `--against: format is ${JSON.stringify(format)}, expected "${ANCHOR_FORMAT}"`,
    });
  if (typeof entries !== 'number' || !Number.isSafeInteger(entries) || entries < 0) {
    throw new UsageError({
      pt: `--against: entries é ${JSON.stringify(entries)}, esperado um número de registros (0 ou mais)`,
      en: `--against: entries is ${JSON.stringify(entries)}, expected a count (0 or more)`,
    });
  }
  if (typeof headHash !== 'string' || !/^[0-9a-f]{64}$/.test(headHash)) {
    throw new UsageError({
      pt: `--against: headHash é ${JSON.stringify(headHash)}, esperado 64 dígitos hexadecimais`,
      en: `--against: headHash is ${JSON.stringify(headHash)}, expected 64 hexadecimal digits`,
    });
  }
  return { entries, headHash };
}

export async function auditCommand(args: string[], io: CliIO): Promise<number> {
  const { values, positionals } = parse(
    args,
    { data: { type: 'string' }, against: { type: 'string' }, out: { type: 'string' }, lang: { type: 'string' } },
    AUDIT_USAGE,
  );
  const pt = langArg(values.lang) === 'pt';
  const [cmd, ...extra] = positionals;
  if (cmd === 'help') return say(io, EXIT.ok, usageLine(AUDIT_USAGE, pt ? 'pt' : 'en'));
  if ((cmd !== 'verify' && cmd !== 'anchor') || extra.length > 0) {
    const what = positionals.join(' ');
    throw new UsageError(
      cmd === undefined ? { pt: 'falta o comando', en: 'missing command' } : { pt: `inesperado: ${what}`, en: `unexpected ${what}` },
      AUDIT_USAGE,
    );
  }
  if (cmd === 'verify' && values.out !== undefined)
    throw new UsageError({ pt: '--out é de glp audit anchor', en: '--out is for glp audit anchor' }, AUDIT_USAGE);
  if (cmd === 'anchor' && values.against !== undefined)
    throw new UsageError({ pt: '--against é de glp audit verify', en: '--against is for glp audit verify' }, AUDIT_USAGE);
  const opts = target(io, values.data);
  const against = values.against !== undefined ? readAnchor(values.against, io.cwd) : undefined;
  if (values.out !== undefined) checkOutputExtension('--out', values.out, ['.json']);
  const out = values.out !== undefined ? resolve(io.cwd, values.out) : undefined;
  if (out !== undefined && !existsSync(dirname(out)))
    return say(
      io,
      EXIT.usage,
      pt ? `glp audit anchor: o diretório ${dirname(out)} não existe` : `glp audit anchor: directory ${dirname(out)} does not exist`,
    );
  const t = storeTarget(opts);
  if (t.engine === 'sqlite' && !existsSync(t.file))
    return say(
      io,
      EXIT.usage,
      pt ? `glp audit ${cmd}: não há banco de dados em ${t.file}` : `glp audit ${cmd}: there is no database at ${t.file}`,
    );
  try {
    return await withRepo(opts, async (repo) => {
      const v = await repo.verifyAudit(against);
      if (!v.ok) {
        const tail = cmd === 'anchor' ? (pt ? '; nenhuma âncora gravada' : '; no anchor written') : '';
        return say(
          io,
          EXIT.internal,
          pt
            ? `cadeia de auditoria QUEBRADA no registro nº ${v.seq}: ${v.reason} (${v.entries} registros verificados antes dele)${tail}`
            : `audit chain BROKEN at entry #${v.seq}: ${v.reason} (${v.entries} entries verified before it)${tail}`,
        );
      }
      if (cmd === 'verify') {
        if (pt) {
          const anchored = against ? `; os ${against.entries} registros da âncora estão intactos` : '';
          return say(io, EXIT.ok, `cadeia de auditoria íntegra: ${v.entries} registros, topo ${v.headHash}${anchored}`);
        }
        const anchored = against ? `; the ${against.entries} entries of the anchor are intact` : '';
        return say(io, EXIT.ok, `audit chain ok: ${v.entries} entries, head ${v.headHash}${anchored}`);
      }
      const anchor = JSON.stringify({ format: ANCHOR_FORMAT, entries: v.entries, headHash: v.headHash, at: new Date().toISOString() });
      if (out === undefined) return say(io, EXIT.ok, anchor);
      writeFileSync(out, `${anchor}\n`);
      return say(
        io,
        EXIT.ok,
        pt
          ? `âncora gravada em ${out}: ${v.entries} registros, topo ${v.headHash}`
          : `anchor written to ${out}: ${v.entries} entries, head ${v.headHash}`,
      );
    });
  } catch (e) {
    const problem = environmentProblem(e);
    return say(io, problem ? EXIT.usage : EXIT.internal, `glp audit ${cmd}: ${problem?.[pt ? 'pt' : 'en'] ?? firstLine(e)}`);
  }
}
