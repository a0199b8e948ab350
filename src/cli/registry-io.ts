/**
 * What the registry commands (places, viability, reevaluate, generate) share: the store they
 * open (SQLite under ./data unless --data DIR or DATABASE_URL for PostgreSQL, seeded with the
 * packs' municipalities), progress on stderr, and reading and writing the files they name.
 */
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { checkDate } from '../app/evaluate-document.ts';
import { municipalitiesOf } from '../app/municipalities.ts';
import { InputError } from '../core/input/validate.ts';
import type { Lang } from '../core/types.ts';
import { checkFileSize } from '../formats/read.ts';
import { parseOverrides } from '../core/overrides.ts';
import { packFor } from '../siting/pack-of.ts';
import type { Repository } from '../store/repository.ts';
import { type CliIO, UsageError } from './io.ts';
import { type Progress, silentProgress, stderrProgress } from './progress.ts';
import { checkDataDir, checkOutputFolder } from './user-errors.ts';

/** Where the CLI's data is: --data DIR, else DATABASE_URL, else ./data (checked). */
export function storeOptions(io: CliIO, dataDir: string | undefined): { dataDir?: string; databaseUrl?: string } {
  const url = io.env.DATABASE_URL;
  const opts =
    dataDir !== undefined ? { dataDir: resolve(io.cwd, dataDir) } : url ? { databaseUrl: url } : { dataDir: resolve(io.cwd, 'data') };
  if (opts.dataDir !== undefined) checkDataDir(opts.dataDir);
  return opts;
}

export async function openStore(io: CliIO, dataDir: string | undefined): Promise<Repository> {
  const { openRepository } = await import('../store/open.ts');
  const opts = storeOptions(io, dataDir);
  const packs = await io.packs();
  const repo = await openRepository(opts);
  await repo.upsertMunicipalities(municipalitiesOf(packs));
  return repo;
}

export function progressOf(io: CliIO, quiet: boolean, lang: Lang): Progress {
  return quiet ? silentProgress : stderrProgress((s) => io.stderr(s), io.isTTY, lang);
}

export async function municipalityInfo(repo: Repository, id: string) {
  const all = await repo.listMunicipalities();
  const m = all.find((x) => x.id === id);
  if (m) return m;
  throw InputError.of('MUNICIPALITY', JSON.stringify(id), `one of ${all.map((x) => x.id).join(', ')}`);
}

export function readFileArg(io: CliIO, file: string): Uint8Array {
  try {
    const path = resolve(io.cwd, file);
    // Refused before reading: the file may be larger than the memory (issue #9 item 5).
    if (statSync(path).isFile()) checkFileSize(statSync(path).size, file);
    return readFileSync(path);
  } catch (e) {
    if (e instanceof InputError) throw e;
    const code = (e as NodeJS.ErrnoException).code;
    throw InputError.of(
      file,
      code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'a directory' : (code ?? 'unreadable'),
      'a readable file',
    );
  }
}

export function writeOut(io: CliIO, file: string, content: string | Uint8Array, option = '--out'): void {
  if (file === '-') io.stdout(typeof content === 'string' ? content : Buffer.from(content).toString('utf8'));
  else {
    checkOut(io, file, option);
    writeFileSync(resolve(io.cwd, file), content);
  }
}

/**
 * Whether `writeOut` can write `file` (its folder exists), checked before an act is recorded: an
 * act whose document cannot be written is refused whole, not recorded without its document.
 */
export function checkOut(io: CliIO, file: string, option = '--out'): void {
  if (file !== '-') checkOutputFolder(option, resolve(io.cwd, file));
}

/** A date option checked against the municipality's law (on or after it is in force); today by default. */
export async function dateArg(io: CliIO, municipality: string, v: string | undefined, field = '--date'): Promise<string> {
  const pack = packFor(await io.packs(), municipality);
  if (!pack) return v ?? io.today();
  return checkDate(pack, v ?? io.today(), field);
}

/** `--what-if P=V` (repeatable): values are JSON or text, as `glp evaluate --set`. */
export function whatIfArg(values: string[] | undefined): Record<string, unknown> {
  return parseOverrides(
    values ?? [],
    (s) =>
      new UsageError({
        pt: `--what-if: encontrado "${s}", esperado PARÂMETRO=VALOR (p. ex. belem-pa/min-distance-between-outlets=300)`,
        en: `--what-if: found "${s}", expected PARAMETER=VALUE (e.g. belem-pa/min-distance-between-outlets=300)`,
      }),
  );
}
