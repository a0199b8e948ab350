import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import Database from 'better-sqlite3';
import { killDuringWrites } from '../../test/support/crash.ts';
import { runContract, type StoreTarget } from '../../test/support/store-contract.ts';
import { establishment } from '../../test/support/store-contract/world.ts';
import type { Param, Row } from './engine.ts';
import { openRepository } from './open.ts';
import { type Scope, VersionConflict } from './repository.ts';
import { NEW_DATABASE_PAGE_SIZE, openSqliteEngine } from './sqlite.ts';

function rawOn(file: string, foreignKeys: boolean) {
  return (sql: string, params: Param[] = []): Row[] => {
    const db = new Database(file, { timeout: 5000 });
    try {
      db.pragma(`foreign_keys = ${foreignKeys ? 'ON' : 'OFF'}`);
      const s = db.prepare(sql);
      const bound = params.map((p) => (p === true ? 1 : p === false ? 0 : p));
      if (s.reader) return s.all(...bound) as Row[];
      s.run(...bound);
      return [];
    } finally {
      db.close();
    }
  };
}

async function sqliteTarget(): Promise<StoreTarget> {
  const dir = mkdtempSync(join(tmpdir(), 'glp-sqlite-'));
  const dataDir = join(dir, 'data');
  const file = join(dataDir, 'glp.sqlite');
  return {
    opts: { dataDir },
    raw: async (sql, params) => rawOn(file, true)(sql, params),
    unguardAudit: async () => {
      rawOn(file, true)('DROP TRIGGER audit_log_no_update');
      rawOn(file, true)('DROP TRIGGER audit_log_no_delete');
    },
    rawWithoutForeignKeys: async (sql, params) => {
      rawOn(file, false)(sql, params);
    },
    dispose: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

runContract('SQLite', sqliteTarget);

const SYSTEM: Scope = { userId: 'system', municipality: null, roles: ['system-admin'], requestId: 'r' };

describe('SQLite specifics', () => {
  test('creates DATA_DIR/glp.sqlite with WAL, synchronous=FULL, foreign keys on, busy timeout', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'glp-sqlite-'));
    try {
      const dataDir = join(dir, 'nested', 'data');
      const repo = await openRepository({ dataDir });
      await repo.close();
      const file = join(dataDir, 'glp.sqlite');
      assert.ok(existsSync(file));
      assert.equal(statSync(dataDir).mode & 0o777, 0o700);
      const engine = openSqliteEngine(file);
      try {
        assert.equal((await engine.get<Row>('PRAGMA journal_mode'))?.['journal_mode'], 'wal');
        assert.equal((await engine.get<Row>('PRAGMA synchronous'))?.['synchronous'], 2); // FULL
        assert.equal((await engine.get<Row>('PRAGMA foreign_keys'))?.['foreign_keys'], 1);
        assert.equal((await engine.get<Row>('PRAGMA busy_timeout'))?.['timeout'], 5000);
      } finally {
        await engine.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('a new database file has 16 KB pages; a file made with 4 KB pages keeps them and still opens', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'glp-sqlite-'));
    try {
      const fresh = join(dir, 'fresh', 'data');
      await (await openRepository({ dataDir: fresh })).close();
      const pageSize = (file: string) => {
        const db = new Database(file, { readonly: true });
        try {
          return Number(db.pragma('page_size', { simple: true }));
        } finally {
          db.close();
        }
      };
      assert.equal(pageSize(join(fresh, 'glp.sqlite')), NEW_DATABASE_PAGE_SIZE);
      assert.equal(NEW_DATABASE_PAGE_SIZE, 16_384);
      // A file from before: SQLite's default page size, already holding data.
      const legacy = join(dir, 'legacy.sqlite');
      const made = new Database(legacy);
      made.pragma('page_size = 4096');
      made.exec('CREATE TABLE t (x)');
      made.close();
      assert.equal(pageSize(legacy), 4096);
      const engine = openSqliteEngine(legacy);
      try {
        await engine.run('INSERT INTO t (x) VALUES (1)');
        assert.equal((await engine.get<Row>('PRAGMA page_size'))?.['page_size'], 4096);
      } finally {
        await engine.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('two processes’ worth of connections on one file: exactly one concurrent update wins', async () => {
    const t = await sqliteTarget();
    const a = await openRepository(t.opts);
    const b = await openRepository(t.opts);
    try {
      await a.upsertMunicipalities([{ id: 'belem', name: 'Belém', uf: 'PA', ibge: '1501402' }]);
      const e = await a.createEstablishment(SYSTEM, {
        municipality: 'belem',
        name: 'E',
        cnpj: null,
        address: {},
        location: null,
        ownerUserId: null,
        status: 'active',
        data: {},
      });
      const r = await Promise.allSettled([
        a.updateEstablishment(SYSTEM, e.id, 1, { name: 'A' }),
        b.updateEstablishment(SYSTEM, e.id, 1, { name: 'B' }),
      ]);
      assert.equal(r.filter((x) => x.status === 'fulfilled').length, 1);
      assert.ok(r.some((x) => x.status === 'rejected' && x.reason instanceof VersionConflict));
      assert.ok((await b.verifyAudit()).ok);
    } finally {
      await a.close();
      await b.close();
      await t.dispose();
    }
  });

  test('a busy engine checkpoints the write-ahead log in the background; closing removes the log', async () => {
    const t = await sqliteTarget();
    try {
      const repo = await openRepository(t.opts);
      const file = join(t.opts.dataDir ?? '', 'glp.sqlite');
      try {
        await repo.upsertMunicipalities([{ id: 'belem', name: 'Belém', uf: 'PA', ibge: '1501402' }]);
        const size0 = statSync(file).size;
        // 70 transactions (~10 pages each): fewer pages in the log than SQLite's own checkpoint mark (1 000).
        for (let i = 0; i < 70; i++) {
          await repo.createEstablishment(SYSTEM, {
            municipality: 'belem',
            name: `E${i}`,
            cnpj: null,
            address: {},
            location: null,
            ownerUserId: null,
            status: 'active',
            data: { payload: 'x'.repeat(1000) },
          });
        }
        // Only a checkpoint writes pages into the database file itself.
        const deadline = Date.now() + 5000;
        while (statSync(file).size < size0 + 100_000 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
        assert.ok(statSync(file).size >= size0 + 100_000, `database file ${statSync(file).size} bytes, was ${size0}`);
      } finally {
        await repo.close();
      }
      assert.equal(existsSync(`${file}-wal`), false, 'the last connection checkpointed and removed the log');
      const again = await openRepository(t.opts);
      try {
        assert.equal((await again.listEstablishments(SYSTEM, {})).total, 70);
        assert.ok((await again.verifyAudit()).ok);
      } finally {
        await again.close();
      }
    } finally {
      await t.dispose();
    }
  });

  test('a busy engine: a write waiting for another connection’s write lock stops neither reads nor timers, and lands once the lock is free', async () => {
    const t = await sqliteTarget();
    try {
      const repo = await openRepository(t.opts);
      try {
        await repo.upsertMunicipalities([{ id: 'belem', name: 'Belém', uf: 'PA', ibge: '1501402' }]);
        const e = (name: string) => establishment('belem', null, name);
        for (let i = 0; i < 80; i++) await repo.createEstablishment(SYSTEM, e(`E${i}`));
        // Another connection (another process, the CLI…) holds the write lock.
        const other = new Database(join(t.opts.dataDir ?? '', 'glp.sqlite'), { timeout: 5000 });
        other.exec('BEGIN IMMEDIATE');
        let landed = false;
        const write = repo.createEstablishment(SYSTEM, e('waiting')).then((x) => {
          landed = true;
          return x;
        });
        const t0 = performance.now();
        await new Promise((r) => setTimeout(r, 50));
        assert.ok(performance.now() - t0 < 1000, 'timers run while the write waits');
        assert.equal((await repo.listEstablishments(SYSTEM, { limit: 1 })).total, 80, 'reads are answered meanwhile');
        assert.equal(landed, false, 'the write waits for the lock');
        other.exec('COMMIT');
        other.close();
        const made = await write;
        assert.equal((await repo.getEstablishment(SYSTEM, made.id)).name, 'waiting');
        assert.ok((await repo.verifyAudit()).ok);
      } finally {
        await repo.close();
      }
    } finally {
      await t.dispose();
    }
  });

  test('kill -9 during batched concurrent writes, three times: every acknowledged write survives, integrity holds, the chain verifies', {
    timeout: 120_000,
  }, async (t) => {
    const target = await sqliteTarget();
    try {
      const r = await killDuringWrites(target.opts, 3, 32);
      t.diagnostic(`acknowledged before the kills: ${r.rounds.map((x) => x.acknowledged).join(', ')}`);
    } finally {
      await target.dispose();
    }
  });
});
