import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import pg from 'pg';
import { createTestDatabase, pgAvailable } from '../../test/support/pg.ts';
import { runContract, type StoreTarget } from '../../test/support/store-contract.ts';
import type { Param, Row } from './engine.ts';
import { openRepository } from './open.ts';
import { MIGRATIONS } from './migrations/index.ts';
import { pgStatements, toPgPlaceholders } from './postgres.ts';
import { type Scope, VersionConflict } from './repository.ts';

// Under CI=true an unreachable PostgreSQL throws here: the file fails, it never skips.
const availability = await pgAvailable();
const skip = availability.ok ? undefined : availability.reason;
if (skip) process.stderr.write(`postgres.test.ts: SKIPPED — ${skip}\n`);

async function query(url: string, sql: string, params: Param[] = [], setup?: string): Promise<Row[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    if (setup) await c.query(setup);
    return (await c.query(toPgPlaceholders(sql), params)).rows as Row[];
  } finally {
    await c.end();
  }
}

async function pgTarget(): Promise<StoreTarget> {
  const db = await createTestDatabase();
  return {
    opts: { databaseUrl: db.url },
    raw: (sql, params) => query(db.url, sql, params),
    unguardAudit: async () => {
      await query(db.url, 'ALTER TABLE audit_log DISABLE TRIGGER USER');
    },
    // replica mode skips the foreign-key triggers (test cluster: we are superuser).
    rawWithoutForeignKeys: async (sql, params) => {
      await query(db.url, sql, params, 'SET session_replication_role = replica');
    },
    dispose: () => db.drop(),
  };
}

runContract('PostgreSQL + PostGIS', pgTarget, skip !== undefined ? { skip } : {});

const SYSTEM: Scope = { userId: 'system', municipality: null, roles: ['system-admin'], requestId: 'r' };

describe('statements sent to PostgreSQL (issue #13)', () => {
  test('a fixed-shape statement has one name, parsed and planned once a connection', () => {
    const statement = pgStatements();
    const a = statement('SELECT t.id FROM applications t WHERE t.id = ?', ['x']);
    assert.deepEqual(a, { name: 'glp_1', text: 'SELECT t.id FROM applications t WHERE t.id = $1', values: ['x'] });
    // The same text again: the same name, with this call's values.
    assert.deepEqual(statement('SELECT t.id FROM applications t WHERE t.id = ?', ['y']), { ...a, values: ['y'] });
    assert.equal(statement('UPDATE audit_head SET seq = ?, hash = ? WHERE id = 1', [2, 'h']).name, 'glp_2');
    assert.equal(statement('SELECT COUNT(*) AS n FROM evaluations WHERE application_id = ?', ['a']).name, 'glp_3');
  });

  test('what a kept plan or a kept parse would hurt is sent unnamed', () => {
    const statement = pgStatements();
    const unnamed = (sql: string, params: Param[] = []) => assert.equal(statement(sql, params).name, undefined, sql);
    unnamed('INSERT INTO audit_log (seq, hash) VALUES (?, ?), (?, ?)', [1, 'a', 2, 'b']);
    unnamed(`SELECT id FROM places WHERE id IN (${Array(33).fill('?').join(', ')})`, Array(33).fill('x'));
    unnamed('SELECT * FROM surveys WHERE municipality = ?', ['belem']);
    unnamed('SELECT t.*, u.name FROM vehicles t JOIN users u ON u.id = t.created_by WHERE t.id = ?', ['v']);
    unnamed('SELECT t.id FROM licences t WHERE t.municipality = ? ORDER BY t.id LIMIT ? OFFSET ?', ['belem', 50, 0]);
    unnamed("SELECT t.id FROM licences t WHERE t.search LIKE ? ESCAPE '\\'", ['%x%']);
    unnamed('SELECT id FROM places t WHERE ST_DWithin(t.geog, ST_SetSRID(ST_MakePoint(?, ?), 4326)::geography, ?)', [1, 2, 3]);
    unnamed('SELECT id FROM places t WHERE t.max_lon >= ? AND t.min_lon <= ?', [1, 2]);
    // Unnamed or not, the text is PostgreSQL's.
    assert.equal(
      statement('SELECT * FROM surveys WHERE municipality = ?', ['belem']).text,
      'SELECT * FROM surveys WHERE municipality = $1',
    );
    // 32 parameters are still a fixed shape.
    assert.equal(statement(`SELECT id FROM places WHERE id IN (${Array(32).fill('?').join(', ')})`, Array(32).fill('x')).name, 'glp_1');
  });

  test('past the bound of texts, a new text is sent unnamed and the known ones keep their names', () => {
    const statement = pgStatements(2);
    assert.equal(statement('SELECT 1 AS x WHERE ? = 1', [1]).name, 'glp_1');
    assert.equal(statement('SELECT 2 AS x WHERE ? = 1', [1]).name, 'glp_2');
    assert.equal(statement('SELECT 3 AS x WHERE ? = 1', [1]).name, undefined);
    assert.equal(statement('SELECT 3 AS x WHERE ? = 1', [1]).name, undefined);
    assert.equal(statement('SELECT 1 AS x WHERE ? = 1', [1]).name, 'glp_1');
  });
});

describe('PostgreSQL specifics', skip !== undefined ? { skip } : {}, () => {
  test('places carry a PostGIS geography, GiST-indexed, used by the distance filter', async () => {
    const t = await pgTarget();
    const repo = await openRepository(t.opts);
    try {
      await repo.upsertMunicipalities([{ id: 'belem', name: 'Belém', uf: 'PA', ibge: '1501402' }]);
      await repo.insertPlaces(
        SYSTEM,
        Array.from({ length: 300 }, (_, i) => ({
          municipality: 'belem',
          category: 'school',
          status: null,
          name: `S${i}`,
          geometry: { type: 'Point' as const, coordinates: [-48.5 + i * 0.001, -1.45] as [number, number] },
          source: 'test',
          importedAt: '2025-01-01T00:00:00.000Z',
          validFrom: null,
          validTo: null,
          data: {},
        })),
      );
      const [row] = await t.raw(
        "SELECT ST_AsText(geog) AS wkt, ST_SRID(geog) AS srid, GeometryType(geog::geometry) AS kind FROM places WHERE name = 'S0'",
      );
      assert.deepEqual(row, { wkt: 'POINT(-48.5 -1.45)', srid: 4326, kind: 'POINT' });
      const idx = await t.raw("SELECT indexdef FROM pg_indexes WHERE tablename = 'places' AND indexname = 'places_geog'");
      assert.match(String(idx[0]?.['indexdef']), /USING gist \(geog\)/);
      const plan = await query(
        t.opts.databaseUrl ?? '',
        "EXPLAIN SELECT id FROM places t WHERE t.municipality = 'belem' AND ST_DWithin(t.geog, ST_SetSRID(ST_MakePoint(-48.5, -1.45), 4326)::geography, 150)",
        [],
        'SET enable_seqscan = off',
      );
      assert.match(plan.map((r) => r['QUERY PLAN']).join('\n'), /places_geog/);
      // ~111 m apart on the equator's neighbourhood: 150 m around S0 reaches S0 and S1.
      const near = await repo.listPlaces(null, { municipality: 'belem', near: { point: [-48.5, -1.45], withinM: 150 } });
      assert.deepEqual(near.items.map((p) => p.name).sort(), ['S0', 'S1']);
    } finally {
      await repo.close();
      await t.dispose();
    }
  });

  test('integrity check runs amcheck over our indexes and heaps', async () => {
    const t = await pgTarget();
    const repo = await openRepository(t.opts);
    try {
      const r = await repo.integrityCheck();
      assert.ok(r.ok, r.detail);
      assert.match(r.detail, /amcheck: \d+ B-tree indexes, \d+ tables checked/);
      assert.match(r.detail, /foreign keys re-checked/);
    } finally {
      await repo.close();
      await t.dispose();
    }
  });

  test('two pools (two servers) updating one record: exactly one wins', async () => {
    const t = await pgTarget();
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
      for (let round = 1; round <= 5; round++) {
        const r = await Promise.allSettled([
          a.updateEstablishment(SYSTEM, e.id, round, { name: `A${round}` }),
          b.updateEstablishment(SYSTEM, e.id, round, { name: `B${round}` }),
        ]);
        assert.equal(r.filter((x) => x.status === 'fulfilled').length, 1);
        assert.ok(r.some((x) => x.status === 'rejected' && x.reason instanceof VersionConflict));
      }
      assert.equal((await b.getEstablishment(SYSTEM, e.id)).version, 6);
      assert.ok((await a.verifyAudit()).ok);
    } finally {
      await a.close();
      await b.close();
      await t.dispose();
    }
  });

  test('migrations from two processes at once apply once', async () => {
    const t = await pgTarget();
    try {
      const repos = await Promise.all([1, 2, 3].map(() => openRepository({ ...t.opts, migrate: false })));
      const results = await Promise.all(repos.map((r) => r.migrate()));
      assert.deepEqual(results.map((r) => r.applied.length).sort(), [0, 0, MIGRATIONS.length]);
      await Promise.all(repos.map((r) => r.close()));
    } finally {
      await t.dispose();
    }
  });
});
