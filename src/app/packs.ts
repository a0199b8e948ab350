/**
 * Pack discovery by directory: every `<dir>/<municipality>/index.ts` that exists is a law
 * pack, and exports it as `pack`. Adding a municipality is adding its directory under
 * `laws/` — or under a directory of your own named in GLP_PACK_DIRS (path-delimited, ':' on
 * Linux and macOS), which adds to the repository's `laws/`. Packs are TypeScript ES modules
 * run through tsx: a directory outside the repository needs a package.json with
 * "type": "module" (in it or above it), as the repository has.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { delimiter, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { InputError } from '../core/input/validate.ts';
import type { Pack } from '../core/pack.ts';
import { PackRegistry } from '../core/registry.ts';

/** The repository's own packs. */
export const DEFAULT_PACK_DIR = fileURLToPath(new URL('../../laws/', import.meta.url)).replace(/\/$/, '');

/** `laws/` first, then each directory of GLP_PACK_DIRS (relative ones from `cwd`), once each. */
export function packDirs(env: Record<string, string | undefined>, cwd: string): string[] {
  const extra = (env.GLP_PACK_DIRS ?? '')
    .split(delimiter)
    .map((d) => d.trim())
    .filter((d) => d !== '')
    .map((d) => resolve(cwd, d));
  return [...new Set([DEFAULT_PACK_DIR, ...extra])];
}

function isPack(x: unknown): x is Pack {
  const p = x as Partial<Pack> | null;
  return typeof p === 'object' && p !== null && typeof p.id === 'string' && Array.isArray(p.rules) && Array.isArray(p.laws);
}

/** Loads every pack under the directories; a directory name must be its pack's id. */
export async function loadPackRegistry(dirs: readonly string[] = [DEFAULT_PACK_DIR]): Promise<PackRegistry> {
  const found: { id: string; file: string }[] = [];
  const dirOf = new Map<string, string>();
  for (const dir of dirs) {
    if (!existsSync(dir) || !statSync(dir).isDirectory())
      throw InputError.of('GLP_PACK_DIRS', JSON.stringify(dir), 'a directory of law packs (DIR/<municipality>/index.ts)');
    for (const name of readdirSync(dir).sort()) {
      const file = join(dir, name, 'index.ts');
      if (existsSync(file)) {
        found.push({ id: name, file });
        dirOf.set(file, dir);
      }
    }
  }
  const packs: Pack[] = [];
  const from = new Map<string, string>();
  for (const { id, file } of found) {
    const other = from.get(id);
    if (other) throw InputError.of('GLP_PACK_DIRS', `${id} in ${other} and in ${file}`, 'each municipality in one directory only');
    from.set(id, file);
    let mod: { pack?: unknown };
    try {
      mod = (await import(pathToFileURL(file).href)) as { pack?: unknown };
    } catch (e) {
      // A pack of the repository that does not load is a bug; one of GLP_PACK_DIRS is the user's to fix.
      if (dirOf.get(file) === DEFAULT_PACK_DIR) throw e;
      const why = e instanceof Error ? e.message.split('\n')[0] : String(e);
      throw InputError.of(
        file,
        `a module that does not load (${why})`,
        'an ES module (a package.json with "type": "module" in its directory or above)',
      );
    }
    if (!isPack(mod.pack)) throw InputError.of(file, 'no `pack` export', 'export const pack = definePack({ … }) (or derivePack)');
    if (mod.pack.id !== id)
      throw InputError.of(`${file}: pack.id`, JSON.stringify(mod.pack.id), `${JSON.stringify(id)} (its directory's name)`);
    packs.push(mod.pack);
  }
  return PackRegistry.of(packs, dirs);
}
