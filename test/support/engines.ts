/**
 * For tests that run the same on both engines: the list (PostgreSQL with the reason it is
 * skipped locally when unreachable — under CI=true pgAvailable throws instead), and a fresh,
 * empty store on either (a temporary data directory, or a new PostgreSQL database).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { OpenOptions } from '../../src/store/open.ts';
import { createTestDatabase, pgAvailable } from './pg.ts';

export type EngineName = 'SQLite' | 'PostgreSQL';

const availability = await pgAvailable();

/** [engine, skip reason or undefined], for `describe(name, skip ? { skip } : {}, …)`. */
export const ENGINES: readonly (readonly [EngineName, string | undefined])[] = [
  ['SQLite', undefined],
  ['PostgreSQL', availability.ok ? undefined : availability.reason],
];

/** An empty store (not migrated) on the engine; `dispose` deletes it. */
export async function freshStore(engine: EngineName, prefix = 'glp-store-'): Promise<{ opts: OpenOptions; dispose(): Promise<void> }> {
  if (engine === 'PostgreSQL') {
    const db = await createTestDatabase();
    return { opts: { databaseUrl: db.url }, dispose: db.drop };
  }
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return { opts: { dataDir: join(dir, 'data') }, dispose: async () => rmSync(dir, { recursive: true, force: true }) };
}
