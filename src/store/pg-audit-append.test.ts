import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createTestDatabase, pgAvailable } from '../../test/support/pg.ts';
import { type AuditDraft, appendAudit, verifyChain } from './audit.ts';
import type { Engine } from './engine.ts';
import { runMigrations } from './migrate.ts';
import { MIGRATIONS } from './migrations/index.ts';
import { auditAppendCall } from './pg-audit-append.ts';
import { openPostgresEngine } from './postgres.ts';

// Under CI=true an unreachable PostgreSQL throws here: the file fails, it never skips.
const availability = await pgAvailable();
const skip = availability.ok ? undefined : availability.reason;

/** Texts a hash must survive byte for byte: quotes, backslashes, controls, accents, astral characters. */
const AWKWARD = ['d\'Ávila \\ "aspas"', 'linha\nnova\ttab', 'ção — “curvas” ≥ 50 m', 'emoji 🔥 e \u0001', "E'x'", '$$ $glp$ ;COMMIT;'];

function draft(i: number, text: string): AuditDraft {
  return {
    actorId: i % 2 === 0 ? null : `user-${i}`,
    municipality: i % 3 === 0 ? null : 'belem-pa',
    action: 'test.append',
    entity: 'test',
    entityId: `e-${i}`,
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
const append = (engine: Engine, drafts: AuditDraft[]) => engine.write((tx) => appendAudit(tx, engine.forUpdate, drafts));

describe('auditAppendCall', () => {
  test('writes every text as a literal (quotes doubled, backslashes escaped) and refuses an empty call', () => {
    const call = auditAppendCall([{ pre: '{"a":"d\'x\\\\"', post: '}', values: ['t', null, 'm', 'a', 'e', 'i', 'null', '{}', null] }]);
    assert.match(call, /^SELECT glp_audit_append\(ARRAY\[ ?E'\{"a":"d''x\\\\\\\\"'\]::text\[\], ARRAY\['\}'\]::text\[\]/);
    assert.equal((call.match(/::text\[\]/g) ?? []).length, 11);
    assert.match(call, /ARRAY\[NULL\]::text\[\]/);
    assert.throws(() => auditAppendCall([]), /no entries/);
    assert.throws(() => auditAppendCall([{ pre: '{', post: '}', values: ['t'] }]), /1 values, expected 9/);
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
      const rows = await engine.all<{ seq: number; after_json: string; actor_id: string | null; request_id: string | null }>(
        'SELECT seq, after_json, actor_id, request_id FROM audit_log ORDER BY seq',
      );
      assert.deepEqual(
        rows.map((r) => r.seq),
        AWKWARD.map((_, i) => i + 1),
      );
      rows.forEach((r, i) => {
        assert.equal(JSON.parse(r.after_json).text, AWKWARD[i]);
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

  test('a database before migration 0011 is linked in JavaScript, and the chain goes on across the migration', async () => {
    await withEngine(MIGRATIONS.length - 1, async (engine) => {
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

describe('large texts on PostgreSQL (migration 0011, issue #13)', skip !== undefined ? { skip } : {}, () => {
  test('are compressed with LZ4: a stored evaluation’s input and result, an application’s document, an audit entry’s JSON', async () => {
    await withEngine(MIGRATIONS.length, async (engine) => {
      const columns = await engine.all<{ col: string; method: string }>(
        `SELECT c.relname || '.' || a.attname AS col, a.attcompression AS method FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
         WHERE c.relname IN ('evaluations', 'applications', 'audit_log') AND a.attname IN ('input', 'result', 'parameters', 'before_json', 'after_json')
         ORDER BY 1`,
      );
      assert.deepEqual(columns, [
        { col: 'applications.input', method: 'l' },
        { col: 'audit_log.after_json', method: 'l' },
        { col: 'audit_log.before_json', method: 'l' },
        { col: 'evaluations.input', method: 'l' },
        { col: 'evaluations.parameters', method: 'l' },
        { col: 'evaluations.result', method: 'l' },
      ]);
      // A value large enough to be compressed is, with LZ4 (a small one is stored as it is).
      await append(engine, [draft(1, 'grande '.repeat(2000)), draft(2, 'pequeno')]);
      const stored = await engine.all<{ seq: number; method: string | null }>(
        'SELECT seq, pg_column_compression(after_json) AS method FROM audit_log ORDER BY seq',
      );
      assert.deepEqual(stored, [
        { seq: 1, method: 'lz4' },
        { seq: 2, method: null },
      ]);
    });
  });
});
