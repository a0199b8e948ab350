/**
 * Problems of the environment that the user fixes, not bugs: a port in use, a database that
 * cannot be reached, a data directory that is a file, an output folder that does not exist.
 * Each becomes one line and exit 2 (README "Exit codes"); everything else stays exit 1.
 */
import { existsSync, statSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import type { Text } from '../core/types.ts';
import { UsageError, verbatim } from './io.ts';

type SysError = NodeJS.ErrnoException & { address?: string; port?: number; hostname?: string };

const NETWORK = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ECONNRESET']);
/** PostgreSQL SQLSTATEs of a connection the user configured wrongly (password, database name, role). */
const PG_CONNECTION = new Set(['28P01', '28000', '3D000', '08001', '08004']);

/** One line naming what to fix (pt-BR and English), or null when `e` is not an environment problem (then it is a bug: exit 1). */
export function environmentProblem(e: unknown): Text | null {
  if (!(e instanceof Error)) return null;
  const s = e as SysError;
  // A node:cluster worker reports its listen failure as syscall 'bind'.
  if (s.syscall === 'listen' || s.syscall === 'bind') {
    const where = `${s.address ?? '?'}:${s.port ?? '?'}`;
    if (s.code === 'EADDRINUSE')
      return {
        pt: `a porta ${s.port} em ${s.address} já está em uso (outro glp serve?); escolha outra com --port`,
        en: `port ${s.port} on ${s.address} is already in use (another glp serve?); choose another with --port`,
      };
    if (s.code === 'EACCES')
      return {
        pt: `sem permissão para escutar em ${where} (portas abaixo de 1024 exigem privilégios); escolha outra com --port`,
        en: `not allowed to listen on ${where} (ports below 1024 need privileges); choose another with --port`,
      };
    if (s.code === 'EADDRNOTAVAIL')
      return { pt: `--host: ${s.address} não é um endereço desta máquina`, en: `--host: ${s.address} is not an address of this machine` };
    return { pt: `não é possível escutar em ${where}: ${s.code ?? e.message}`, en: `cannot listen on ${where}: ${s.code ?? e.message}` };
  }
  if (s.code && NETWORK.has(s.code) && (s.syscall === 'connect' || s.syscall === 'getaddrinfo' || s.syscall === 'read')) {
    const at = `${s.code} ${s.address ?? s.hostname ?? ''}${s.port ? `:${s.port}` : ''}`;
    return {
      pt: `não é possível alcançar o banco de dados (${at}): confira DATABASE_URL e se o PostgreSQL está rodando`,
      en: `cannot reach the database (${at}): check DATABASE_URL and that PostgreSQL is running`,
    };
  }
  // PostgreSQL's own words (its language is the server's): the same in both.
  if (s.code && PG_CONNECTION.has(s.code)) return verbatim(`DATABASE_URL: ${e.message.split('\n')[0]}`);
  return null;
}

/** `--data DIR`: refused (exit 2) when it names something that is not a directory. */
export function checkDataDir(dir: string): void {
  if (existsSync(dir) && !statSync(dir).isDirectory())
    throw new UsageError({
      pt: `--data: encontrado ${dir}, um arquivo, esperado um diretório (ele guarda glp.sqlite; criado se não existir)`,
      en: `--data: found ${dir}, a file, expected a directory (it holds glp.sqlite; created when missing)`,
    });
}

/** An output file's folder must exist: `--out map/x.geojson` does not create `map/`. */
export function checkOutputFolder(option: string, path: string): void {
  const dir = dirname(resolve(path));
  if (!existsSync(dir))
    throw new UsageError({
      pt: `${option}: a pasta ${dir} não existe (crie-a antes, ou grave em outro lugar)`,
      en: `${option}: folder ${dir} does not exist (create it first, or write elsewhere)`,
    });
  if (!statSync(dir).isDirectory())
    throw new UsageError({ pt: `${option}: ${dir} não é uma pasta`, en: `${option}: ${dir} is not a folder` });
}

/**
 * An output file's extension must be one the command writes (`.geojson`, `.csv`…): a file named
 * `x.txt` or `x` was written silently in the command's default format. Exit 2 naming the option,
 * the extension found and the ones expected; `-` (standard output) is the caller's to allow.
 * Returns the extension, lower case, with its dot.
 */
export function checkOutputExtension(option: string, file: string, extensions: readonly string[], along?: string): string {
  const m = /(\.[^./\\]+)$/.exec(basename(file));
  const ext = m ? (m[1] as string).toLowerCase() : '';
  if (extensions.includes(ext)) return ext;
  const list = (or: string) =>
    extensions.length === 1 ? extensions[0] : `${extensions.slice(0, -1).join(', ')} ${or} ${extensions.at(-1)}`;
  // `along`: the other option that decided the extensions (--format csv), named too, or the
  // reader is left to wonder why a .geojson file is refused.
  const pt = along === undefined ? option : `${option} (com ${along})`;
  const en = along === undefined ? option : `${option} (with ${along})`;
  throw new UsageError({
    pt: `${pt}: encontrado ${ext ? `um arquivo ${ext}` : 'um arquivo sem extensão'} (${file}), esperado um arquivo ${list('ou')}`,
    en: `${en}: found ${ext ? `a ${ext} file` : 'a file without extension'} (${file}), expected a ${list('or')} file`,
  });
}
