/**
 * Problems of the environment that the user fixes, not bugs: a port in use, a database that
 * cannot be reached, a data directory that is a file, an output folder that does not exist.
 * Each becomes one line and exit 2 (README "Exit codes"); everything else stays exit 1.
 */
import { existsSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { UsageError } from './io.ts';

type SysError = NodeJS.ErrnoException & { address?: string; port?: number; hostname?: string };

const NETWORK = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ECONNRESET']);
/** PostgreSQL SQLSTATEs of a connection the user configured wrongly (password, database name, role). */
const PG_CONNECTION = new Set(['28P01', '28000', '3D000', '08001', '08004']);

/** One line naming what to fix, or null when `e` is not an environment problem (then it is a bug: exit 1). */
export function environmentProblem(e: unknown): string | null {
  if (!(e instanceof Error)) return null;
  const s = e as SysError;
  // A node:cluster worker reports its listen failure as syscall 'bind'.
  if (s.syscall === 'listen' || s.syscall === 'bind') {
    const where = `${s.address ?? 'the address'}:${s.port ?? '?'}`;
    if (s.code === 'EADDRINUSE') return `port ${s.port} on ${s.address} is already in use (another glp serve?); choose another with --port`;
    if (s.code === 'EACCES') return `not allowed to listen on ${where} (ports below 1024 need privileges); choose another with --port`;
    if (s.code === 'EADDRNOTAVAIL') return `--host: ${s.address} is not an address of this machine`;
    return `cannot listen on ${where}: ${s.code ?? e.message}`;
  }
  if (s.code && NETWORK.has(s.code) && (s.syscall === 'connect' || s.syscall === 'getaddrinfo' || s.syscall === 'read'))
    return `cannot reach the database (${s.code} ${s.address ?? s.hostname ?? ''}${s.port ? `:${s.port}` : ''}): check DATABASE_URL and that PostgreSQL is running`;
  if (s.code && PG_CONNECTION.has(s.code)) return `DATABASE_URL: ${e.message.split('\n')[0]}`;
  return null;
}

/** `--data DIR`: refused (exit 2) when it names something that is not a directory. */
export function checkDataDir(dir: string): void {
  if (existsSync(dir) && !statSync(dir).isDirectory())
    throw new UsageError(`--data: found ${dir}, a file, expected a directory (it holds glp.sqlite; created when missing)`);
}

/** An output file's folder must exist: `--out map/x.geojson` does not create `map/`. */
export function checkOutputFolder(option: string, path: string): void {
  const dir = dirname(resolve(path));
  if (!existsSync(dir)) throw new UsageError(`${option}: folder ${dir} does not exist (create it first, or write elsewhere)`);
  if (!statSync(dir).isDirectory()) throw new UsageError(`${option}: ${dir} is not a folder`);
}
