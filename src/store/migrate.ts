/**
 * Applies the pending migrations in one transaction, recording each in schema_migrations.
 * Idempotent, and safe when several processes start at once (PostgreSQL: an advisory lock;
 * SQLite: the write transaction is exclusive).
 */
import { sha256Hex } from './canonical.ts';
import type { Engine } from './engine.ts';
import { MIGRATIONS, type Migration } from './migrations/index.ts';

export class MigrationMismatch extends Error {}

export async function runMigrations(engine: Engine, migrations: readonly Migration[] = MIGRATIONS): Promise<{ applied: string[] }> {
  return engine.write(async (tx) => {
    if (engine.migrationLock) await tx.exec(engine.migrationLock);
    await tx.exec('CREATE TABLE IF NOT EXISTS schema_migrations (id TEXT PRIMARY KEY, checksum TEXT NOT NULL, applied_at TEXT NOT NULL)');
    const done = new Map(
      (await tx.all<{ id: string; checksum: string }>('SELECT id, checksum FROM schema_migrations')).map((r) => [r.id, r.checksum]),
    );
    const known = new Set(migrations.map((m) => m.id));
    const unknown = [...done.keys()].filter((id) => !known.has(id));
    if (unknown.length > 0) {
      // A database migrated by a newer release: running old code on it could corrupt it.
      throw new MigrationMismatch(`database has migrations this release does not know: ${unknown.join(', ')}`);
    }
    const applied: string[] = [];
    for (const m of [...migrations].sort((a, b) => (a.id < b.id ? -1 : 1))) {
      const script = engine.name === 'sqlite' ? m.sqlite : m.postgres;
      const checksum = sha256Hex(script);
      const recorded = done.get(m.id);
      if (recorded !== undefined) {
        if (recorded !== checksum) throw new MigrationMismatch(`migration ${m.id} was changed after it was applied`);
        continue;
      }
      await tx.exec(script);
      await tx.run('INSERT INTO schema_migrations (id, checksum, applied_at) VALUES (?, ?, ?)', [m.id, checksum, new Date().toISOString()]);
      applied.push(m.id);
    }
    return { applied };
  });
}
