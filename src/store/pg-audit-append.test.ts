import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import pg from 'pg';
import { createTestDatabase, pgAvailable } from '../../test/support/pg.ts';
import { type AuditDraft, appendAudit, verifyChain } from './audit.ts';
import type { Engine } from './engine.ts';
import { runMigrations } from './migrate.ts';
import { MIGRATIONS } from './migrations/index.ts';
import { element, entriesArray } from './pg-audit-append.ts';
import { openPostgresEngine } from './postgres.ts';

// Under CI=true an unreachable PostgreSQL throws here: the file fails, it never skips.
const availability = await pgAvailable();
const skip = availability.ok ? undefined : availability.reason;

/** How many migrations come before 0011, which adds glp_audit_append (0012 replaces it). */
const BEFORE_0011 = MIGRATIONS.findIndex((m) => m.id === '0011_audit_append');
const BEFORE_0012 = MIGRATIONS.findIndex((m) => m.id === '0012_audit_append_linear');

/** Texts a hash must survive byte for byte: quotes, backslashes, controls, accents, astral characters. */
const AWKWARD = [
  'd\'Ávila \\ "aspas"',
  'linha\nnova\ttab',
  'ção — “curvas” ≥ 50 m',
  'emoji 🔥 e \u0001',
  "E'x'",
  '$$ $glp$ ;COMMIT;',
  'NULL',
  '',
  '{a,"b"}\\',
];

function draft(i: number, text: string): AuditDraft {
  return {
    actorId: i % 2 === 0 ? null : `user-${i}`,
    municipality: i % 3 === 0 ? null : 'belem-pa',
    action: 'test.append',
    entity: 'test',
    entityId: text,
    before: i % 2 === 0 ? null : { text },
    after: { text, n: i, nested: [text, { k: text }] },
    requestId: i % 2 === 0 ? null : `req-${text}`,
  };
}

async function withEngine(migrations: number, fn: (engine: Engine) => Promise<void>): Promise<void> {
  const db = await createTestDatabase();
  const engine = openPostgresEngine(db.url);
  try {
    await runMigrations(engine, MIGRATIONS.slice(0, migrations));
    await fn(engine);
  } finally {
    await engine.close();
    await db.drop();
  }
}

const hasFunction = async (engine: Engine) =>
  (await engine.get<{ p: boolean }>("SELECT to_regproc('glp_audit_append') IS NOT NULL AS p"))?.p;
/** Whether another connection (another worker's batch) would have to wait for the audit head now. */
async function headLocked(engine: Engine): Promise<boolean> {
  try {
    await engine.write((other) => other.get('SELECT seq FROM audit_head WHERE id = 1 FOR UPDATE NOWAIT'));
    return false;
  } catch (e) {
    if ((e as { code?: string }).code === '55P03') return true; // lock_not_available
    throw e;
  }
}

/** What the engine's connections send while `fn` runs: each query's text and values. */
async function sentBy(fn: () => Promise<unknown>): Promise<{ text: string; values: unknown[] }[]> {
  const sent: { text: string; values: unknown[] }[] = [];
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, config: unknown, ...rest: unknown[]) {
    const c = config as string | { text?: string; values?: unknown[] };
    sent.push(typeof c === 'string' ? { text: c, values: [] } : { text: c.text ?? '', values: c.values ?? [] });
    return (query as (...a: unknown[]) => unknown).call(this, config, ...rest);
  } as typeof query;
  try {
    await fn();
  } finally {
    pg.Client.prototype.query = query;
  }
  return sent;
}

const append = (engine: Engine, drafts: AuditDraft[]) => engine.write((tx) => appendAudit(tx, engine.forUpdate, drafts));

describe('entriesArray', () => {
  test('each text quoted as the array literal wants it, by JSON.stringify where that gives the same: every ASCII character, controls, surrogates', () => {
    const plain = (v: string) => `"${v.replace(/["\\]/g, '\\$&')}"`;
    const texts = [
      ...Array.from({ length: 128 }, (_, c) => `a${String.fromCharCode(c)}b`),
      ...AWKWARD,
      '{"k":"v \\"q\\" \\\\ ok"}',
      'par 🔥 \ud83d\udd25',
      'solto \ud800 e \udfff',
      '\u2028\u2029\u007f',
    ];
    for (const t of texts) assert.equal(element(t), plain(t), JSON.stringify(t));
    assert.equal(element(null), 'NULL');
  });

  test('one PostgreSQL text[] literal, 11 texts an entry: quotes and backslashes escaped, NULL bare, braces and commas kept inside quotes', () => {
    const entry = { pre: '{"a":"d\'x\\\\"', post: '}', values: ['t', null, 'm', 'a', 'e', 'i', 'null', '{}', null] };
    assert.equal(entriesArray([entry]), '{"{\\"a\\":\\"d\'x\\\\\\\\\\"","}","t",NULL,"m","a","e","i","null","{}",NULL}');
    assert.equal(entriesArray([]), '{}');
    assert.throws(() => entriesArray([{ pre: '{', post: '}', values: ['t'] }]), /1 values, expected 9/);
    assert.throws(
      () => entriesArray([{ ...entry, values: ['t', 1 as unknown as string, 'm', 'a', 'e', 'i', 'null', '{}', null] }]),
      /a number where a text or null/,
    );
  });
});

describe('the audit chain linked by PostgreSQL (migration 0011, issue #13)', skip !== undefined ? { skip } : {}, () => {
  test('links as the JavaScript chain does: `glp audit verify` recomputes every hash, and the texts come back byte for byte', async () => {
    await withEngine(MIGRATIONS.length, async (engine) => {
      assert.equal(await hasFunction(engine), true);
      const drafts = AWKWARD.map((t, i) => draft(i, t));
      await append(engine, drafts.slice(0, 2));
      await append(engine, drafts.slice(2));
      const verified = await verifyChain(engine);
      assert.deepEqual(verified, { ok: true, entries: AWKWARD.length, headHash: verified.ok ? verified.headHash : '' });
      const rows = await engine.all<{
        seq: number;
        after_json: string;
        actor_id: string | null;
        request_id: string | null;
        entity_id: string;
      }>('SELECT seq, after_json, actor_id, request_id, entity_id FROM audit_log ORDER BY seq');
      assert.deepEqual(
        rows.map((r) => r.seq),
        AWKWARD.map((_, i) => i + 1),
      );
      rows.forEach((r, i) => {
        assert.equal(JSON.parse(r.after_json).text, AWKWARD[i]);
        assert.equal(r.entity_id, AWKWARD[i]);
        assert.equal(r.actor_id, i % 2 === 0 ? null : `user-${i}`);
        assert.equal(r.request_id, i % 2 === 0 ? null : `req-${AWKWARD[i]}`);
      });
    });
  });

  test('entries appended before another statement of the transaction are in the log when it runs', async () => {
    await withEngine(MIGRATIONS.length, async (engine) => {
      const seen = await engine.write(async (tx) => {
        await appendAudit(tx, engine.forUpdate, [draft(1, 'a'), draft(2, 'b')]);
        return tx.get<{ seq: number }>('SELECT seq FROM audit_head WHERE id = 1');
      });
      assert.equal(seen?.seq, 2);
      assert.equal((await verifyChain(engine)).ok, true);
    });
  });

  test('the head is locked only in the message that commits, not while the transaction runs (before migration 0011 it was)', async () => {
    for (const [migrations, lockedBeforeCommit] of [
      [MIGRATIONS.length, false],
      [BEFORE_0011, true],
    ] as const) {
      await withEngine(migrations, async (engine) => {
        await engine.write(async (tx) => {
          await appendAudit(tx, engine.forUpdate, [draft(1, 'a')]);
          assert.equal(await headLocked(engine), lockedBeforeCommit, `after ${migrations} migrations`);
        });
        assert.equal(await headLocked(engine), false);
        assert.equal((await verifyChain(engine)).entries, 1);
      });
    }
  });

  test('a database whose function is gone (an older dump restored): the write that finds it so fails, the next is linked in JavaScript', async () => {
    await withEngine(MIGRATIONS.length, async (engine) => {
      await append(engine, [draft(1, 'one')]);
      await engine.exec('DROP FUNCTION glp_audit_append(text[])');
      await assert.rejects(append(engine, [draft(2, 'two')]), (e: { code?: string }) => e.code === '42883');
      await append(engine, [draft(3, 'three')]);
      const verified = await verifyChain(engine);
      assert.equal(verified.ok, true);
      assert.equal(verified.entries, 2);
    });
  });

  test('no entry text is ever in SQL text (the server logs a failed statement’s text): they travel as one bound parameter', async () => {
    await withEngine(MIGRATIONS.length, async (engine) => {
      const marker = 'marcador-7f3c CPF 123.456.789-09';
      const row = "INSERT INTO municipalities (id, name, uf, ibge) VALUES ('x-test', 'X', 'PA', '0000000')";
      const sent = await sentBy(async () => {
        // Alone; with rows, alone; before another statement; staged for the COMMIT.
        await append(engine, [draft(1, marker), draft(2, marker)]);
        await engine.write(async (tx) => {
          await tx.runEach?.([{ sql: row, params: [] }]);
          await appendAudit(tx, engine.forUpdate, [draft(3, marker)]);
        });
        await engine.write(async (tx) => {
          await appendAudit(tx, engine.forUpdate, [draft(4, marker)]);
          await tx.get('SELECT seq FROM audit_head WHERE id = 1');
          await appendAudit(tx, engine.forUpdate, [draft(5, marker)]);
        });
      });
      assert.deepEqual(
        sent.filter((q) => q.text.includes(marker)),
        [],
      );
      const carrying = sent.filter((q) => q.values.some((v) => String(v).includes(marker)));
      assert.deepEqual(
        carrying.map((q) => q.text),
        [
          'SELECT glp_audit_append($1::text[])',
          `WITH glp_rows AS (${row} RETURNING 1) SELECT glp_audit_append($1::text[]) AS seq FROM (SELECT count(*) AS n FROM glp_rows) AS done`,
          'SELECT glp_audit_append($1::text[])',
          "SELECT length(set_config('glp.audit_entries', $1, true)) AS n",
        ],
      );
      assert.equal((await verifyChain(engine)).entries, 5);
    });
  });

  test('a batch’s rows and their entries, nothing sent before: ONE statement, which commits itself (no BEGIN, no COMMIT)', async () => {
    await withEngine(MIGRATIONS.length, async (engine) => {
      await append(engine, [draft(1, 'first')]);
      const rows = [0, 1, 2].map((i) => `('x-${i}', 'X ${i}', 'PA', '000000${i}')`).join(', ');
      const sent = await sentBy(() =>
        engine.write(async (tx) => {
          await tx.runEach?.([{ sql: `INSERT INTO municipalities (id, name, uf, ibge) VALUES ${rows}`, params: [] }]);
          await appendAudit(tx, engine.forUpdate, [draft(2, 'a'), draft(3, 'b')]);
        }),
      );
      assert.deepEqual(
        sent.map((q) => q.text.slice(0, 40)),
        ['WITH glp_rows AS (INSERT INTO municipali'],
      );
      assert.equal((await engine.all("SELECT id FROM municipalities WHERE id LIKE 'x-%'")).length, 3);
      assert.deepEqual(await verifyChain(engine), {
        ok: true,
        entries: 3,
        headHash: (await engine.get<{ hash: string }>('SELECT hash FROM audit_head'))?.hash,
      });
      // A write that sends nothing at all sends nothing: no BEGIN, no COMMIT, no ROLLBACK.
      assert.deepEqual(await sentBy(() => engine.write(async () => 1)), []);
      assert.deepEqual(
        await sentBy(() =>
          assert.rejects(
            engine.write(async () => Promise.reject(new Error('não encontrado'))),
            /não encontrado/,
          ),
        ),
        [],
      );
    });
  });

  test('that one statement failing keeps nothing: neither its rows nor its entries (a broken row; the head gone)', async () => {
    await withEngine(MIGRATIONS.length, async (engine) => {
      await append(engine, [draft(1, 'first')]);
      const insert = (id: string, uf: string | null) => ({
        sql: 'INSERT INTO municipalities (id, name, uf, ibge) VALUES (?, ?, ?, ?)',
        params: [id, 'X', uf, '0000000'],
      });
      await assert.rejects(
        engine.write(async (tx) => {
          await tx.runEach?.([insert('x-ok', 'PA'), insert('x-bad', null)].slice(1));
          await appendAudit(tx, engine.forUpdate, [draft(2, 'lost')]);
        }),
        (e: { code?: string }) => e.code === '23502', // not_null_violation
      );
      await engine.run('DELETE FROM audit_head WHERE id = 1');
      await assert.rejects(
        engine.write(async (tx) => {
          await tx.runEach?.([insert('x-ok', 'PA')]);
          await appendAudit(tx, engine.forUpdate, [draft(3, 'lost too')]);
        }),
        /audit_head row is missing/,
      );
      assert.deepEqual(await engine.all("SELECT id FROM municipalities WHERE id LIKE 'x-%'"), []);
      assert.deepEqual(await engine.all<{ seq: number }>('SELECT seq FROM audit_log'), [{ seq: 1 }]);
      // The connection went back to the pool usable: no transaction left open on it.
      assert.equal((await engine.get<{ n: number }>('SELECT 1 AS n'))?.n, 1);
    });
  });

  test('entries appended before and after another statement of one transaction: one chain, in order', async () => {
    await withEngine(MIGRATIONS.length, async (engine) => {
      await engine.write(async (tx) => {
        await appendAudit(tx, engine.forUpdate, [draft(1, 'a'), draft(2, 'b')]);
        await tx.run("INSERT INTO municipalities (id, name, uf, ibge) VALUES ('x-test', 'X', 'PA', '0000000')");
        await appendAudit(tx, engine.forUpdate, [draft(3, 'c')]);
      });
      const rows = await engine.all<{ seq: number; entity_id: string }>('SELECT seq, entity_id FROM audit_log ORDER BY seq');
      assert.deepEqual(rows, [
        { seq: 1, entity_id: 'a' },
        { seq: 2, entity_id: 'b' },
        { seq: 3, entity_id: 'c' },
      ]);
      assert.equal((await verifyChain(engine)).ok, true);
    });
  });

  test('a write that swallowed a failed statement, with entries to append, is refused as rolled back and keeps nothing', async () => {
    await withEngine(MIGRATIONS.length, async (engine) => {
      await assert.rejects(
        engine.write(async (tx) => {
          await tx.run("INSERT INTO municipalities (id, name, uf, ibge) VALUES ('x-test', 'X', 'PA', '0000000')");
          await tx.run('SELECT no_such_column FROM municipalities').catch(() => 0);
          await appendAudit(tx, engine.forUpdate, [draft(1, 'a')]);
        }),
        /rolled the transaction back at COMMIT/,
      );
      assert.equal((await engine.all("SELECT id FROM municipalities WHERE id = 'x-test'")).length, 0);
      assert.equal((await engine.all('SELECT seq FROM audit_log')).length, 0);
    });
  });

  test('a transaction whose append fails in the COMMIT message keeps none of its changes', async () => {
    await withEngine(MIGRATIONS.length, async (engine) => {
      await append(engine, [draft(1, 'first')]);
      await engine.run('DELETE FROM audit_head WHERE id = 1');
      await assert.rejects(
        engine.write(async (tx) => {
          await tx.run("INSERT INTO municipalities (id, name, uf, ibge) VALUES ('x-test', 'X', 'PA', '0000000')");
          await appendAudit(tx, engine.forUpdate, [draft(2, 'second')]);
        }),
        /audit_head row is missing/,
      );
      assert.equal((await engine.all("SELECT id FROM municipalities WHERE id = 'x-test'")).length, 0);
      assert.equal((await engine.all('SELECT seq FROM audit_log')).length, 1);
    });
  });

  test('2 000 entries in one write (a persisted re-evaluation commits ≈ 500): linked in order, every hash recomputed', async () => {
    await withEngine(MIGRATIONS.length, async (engine) => {
      const drafts = Array.from({ length: 2000 }, (_, i) => draft(i, `${AWKWARD[i % AWKWARD.length]} ${i}`));
      await append(engine, drafts.slice(0, 3));
      await append(engine, drafts.slice(3));
      const verified = await verifyChain(engine);
      assert.equal(verified.ok, true);
      assert.equal(verified.entries, 2000);
      const rows = await engine.all<{ seq: number; entity_id: string; actor_id: string | null }>(
        'SELECT seq, entity_id, actor_id FROM audit_log WHERE seq IN (1, 4, 1999, 2000) ORDER BY seq',
      );
      assert.deepEqual(
        rows,
        [0, 3, 1998, 1999].map((i) => ({
          seq: i + 1,
          entity_id: `${AWKWARD[i % AWKWARD.length]} ${i}`,
          actor_id: i % 2 === 0 ? null : `user-${i}`,
        })),
      );
    });
  });

  test('migration 0012 links as 0011 did: a chain begun with the first function goes on with the second and verifies', async () => {
    assert.equal(BEFORE_0012, BEFORE_0011 + 1);
    await withEngine(BEFORE_0012, async (engine) => {
      await append(engine, [draft(1, 'one'), draft(2, AWKWARD[0] as string)]);
      await runMigrations(engine, MIGRATIONS);
      await append(engine, [draft(3, AWKWARD[1] as string), draft(4, 'four')]);
      const verified = await verifyChain(engine);
      assert.equal(verified.ok, true);
      assert.equal(verified.entries, 4);
    });
  });

  test('a database before migration 0011 is linked in JavaScript, and the chain goes on across the migration', async () => {
    await withEngine(BEFORE_0011, async (engine) => {
      assert.equal(await hasFunction(engine), false);
      await append(engine, [draft(1, 'before'), draft(2, 'before too')]);
      await runMigrations(engine, MIGRATIONS);
      assert.equal(await hasFunction(engine), true);
      await append(engine, [draft(3, 'after')]);
      const verified = await verifyChain(engine);
      assert.equal(verified.ok, true);
      assert.equal(verified.entries, 3);
    });
  });
});
