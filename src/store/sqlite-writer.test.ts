/**
 * The SQLite writer thread's transactions (used by every group-commit batch once an engine is
 * busy) send as few messages as they can: BEGIN goes with the first statement, statements that
 * need nothing back (`runEach`) wait for the next message — at the latest the COMMIT. They run
 * in order inside the transaction, and the first that fails stops the rest and rolls the
 * transaction back — nothing half-written.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import Database from 'better-sqlite3';
import { type Queryable, runStatements, type Statement } from './engine.ts';
import { WriterThread } from './sqlite-writer.ts';
import { Utf8Text } from './utf8-text.ts';

/** A writer thread on a fresh file with one table, closed (and the file removed) afterwards. */
function withWriter(fn: (w: WriterThread, rows: () => unknown[]) => Promise<void>): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'glp-writer-'));
  const file = join(dir, 'x.sqlite');
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT NOT NULL)');
  db.close();
  const rows = () => {
    const r = new Database(file, { readonly: true });
    try {
      return r.prepare('SELECT id, v FROM t ORDER BY id').all();
    } finally {
      r.close();
    }
  };
  const w = new WriterThread(file, 5000, 1000);
  return fn(w, rows)
    .finally(() => w.close())
    .finally(() => rmSync(dir, { recursive: true, force: true }));
}

const insert = (id: number, v: string | null): Statement => ({ sql: 'INSERT INTO t (id, v) VALUES (?, ?)', params: [id, v] });

test('runEach on the writer thread: in order, in the transaction, committed with it', async () => {
  await withWriter(async (w, rows) => {
    const n = await w.transaction(async (tx) => {
      assert.ok(tx.runEach, 'the writer thread sends statements in one message');
      await runStatements(tx, [insert(1, 'a'), insert(2, 'b'), { sql: 'UPDATE t SET v = ? WHERE id = ?', params: ['c', 1] }]);
      // A later read in the same transaction sees them.
      return (await tx.get<{ n: number }>('SELECT COUNT(*) AS n FROM t'))?.n;
    });
    assert.equal(n, 2);
    assert.deepEqual(rows(), [
      { id: 1, v: 'c' },
      { id: 2, v: 'b' },
    ]);
  });
});

test('runEach: the first statement that fails stops the rest; the transaction rolls back whole', async () => {
  await withWriter(async (w, rows) => {
    await w.transaction(async (tx) => runStatements(tx, [insert(1, 'kept')]));
    await assert.rejects(
      w.transaction(async (tx) => {
        await tx.run('INSERT INTO t (id, v) VALUES (?, ?)', [10, 'before']);
        // The second breaks NOT NULL: the third must not run, and nothing of this transaction stays.
        await runStatements(tx, [insert(11, 'x'), insert(12, null), insert(13, 'never')]);
      }),
      /NOT NULL/,
    );
    assert.deepEqual(rows(), [{ id: 1, v: 'kept' }]);
    // The thread is still usable.
    await w.transaction(async (tx) => runStatements(tx, [insert(2, 'after')]));
    assert.deepEqual(rows(), [
      { id: 1, v: 'kept' },
      { id: 2, v: 'after' },
    ]);
  });
});

test('round trips: statements that need nothing back travel with the COMMIT; BEGIN with the first message', async () => {
  await withWriter(async (w, rows) => {
    let before = w.sent;
    await w.transaction(async (tx) => runStatements(tx, [insert(1, 'a'), insert(2, 'b')]));
    assert.equal(w.sent - before, 1, 'BEGIN, both INSERTs and COMMIT in one message');
    before = w.sent;
    const n = await w.transaction(async (tx) => {
      await runStatements(tx, [insert(3, 'c')]);
      const r = await tx.get<{ n: number }>('SELECT COUNT(*) AS n FROM t');
      await runStatements(tx, [insert(4, 'd')]);
      return r?.n;
    });
    assert.equal(n, 3, 'the read saw the statement sent before it');
    assert.equal(w.sent - before, 2, 'BEGIN + INSERT + SELECT, then INSERT + COMMIT');
    before = w.sent;
    assert.equal(await w.transaction(async () => 'nothing'), 'nothing');
    assert.equal(w.sent - before, 0, 'a transaction that did nothing sends nothing');
    assert.equal(rows().length, 4);
  });
});

test('runStatements without runEach: one by one, stopping at the first failure', async () => {
  const ran: string[] = [];
  const tx: Queryable = {
    all: async () => [],
    get: async () => undefined,
    exec: async () => {},
    run: async (sql) => {
      if (sql === 'fail') throw new Error('failed here');
      ran.push(sql);
      return 1;
    },
  };
  await runStatements(tx, [
    { sql: 'a', params: [] },
    { sql: 'b', params: [] },
  ]);
  await assert.rejects(
    runStatements(tx, [
      { sql: 'c', params: [] },
      { sql: 'fail', params: [] },
      { sql: 'd', params: [] },
    ]),
    /failed here/,
  );
  assert.deepEqual(ran, ['a', 'b', 'c']);
  await runStatements(tx, []);
  assert.deepEqual(ran, ['a', 'b', 'c']);
});

test('a Utf8Text of a deferred statement and of a direct one is stored as TEXT, not as a BLOB', async () => {
  await withWriter(async (w, rows) => {
    await w.transaction(async (tx) => {
      await tx.runEach?.([{ sql: 'INSERT INTO t (id, v) VALUES (?, ?)', params: [1, Utf8Text.of('adiado → depois')] }]);
      await tx.run('INSERT INTO t (id, v) VALUES (?, ?)', [2, Utf8Text.of('já → agora')]);
    });
    // A BLOB would read back as a Buffer.
    assert.deepEqual(rows(), [
      { id: 1, v: 'adiado → depois' },
      { id: 2, v: 'já → agora' },
    ]);
  });
});
