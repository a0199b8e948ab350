/**
 * Reads by id batched into one statement (read-batch.ts), on a real SQLite database whose
 * statements are counted: who gets which row, how many statements leave, and what a failure
 * does. The store contract (test/support/store-contract/isolation.ts) checks it through the
 * repository, on both engines: reads under different scopes at the same time.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import Database from 'better-sqlite3';
import type { Param, Queryable, Row } from '../engine.ts';
import { MAX_IDS, ReadBatcher, statementSize } from './read-batch.ts';

const SELECT = 'SELECT t.id, t.municipality, t.owner FROM records t';

/** A database of rows r0…r59: even ones of Belém, odd ones of Ananindeua, owner u0…u2 in turn. */
function database() {
  const db = new Database(':memory:');
  db.exec('CREATE TABLE records (id TEXT PRIMARY KEY, municipality TEXT NOT NULL, owner TEXT NOT NULL)');
  const insert = db.prepare('INSERT INTO records VALUES (?, ?, ?)');
  for (let i = 0; i < 60; i++) insert.run(`r${i}`, i % 2 === 0 ? 'belem' : 'ananindeua', `u${i % 3}`);
  insert.run("it's, odd", 'belem', 'u0');
  const sent: { sql: string; params: readonly Param[] }[] = [];
  /** Statements run on a later turn, as a database across a socket answers. */
  const q: Queryable = {
    all: async <T = Row>(sql: string, params: readonly Param[] = []) => {
      sent.push({ sql, params });
      await new Promise((r) => setImmediate(r));
      return db.prepare(sql).all(...params) as T[];
    },
    get: () => Promise.reject(new Error('not used')),
    run: () => Promise.reject(new Error('not used')),
    exec: () => Promise.reject(new Error('not used')),
  };
  return { q, sent };
}

const BELEM = ['t.municipality = ?'];

describe('ReadBatcher (issue #13: one statement for the reads by id made together)', () => {
  it('statement sizes: the next power of two, at most MAX_IDS', () => {
    assert.equal(MAX_IDS, 16);
    assert.deepEqual([1, 2, 3, 4, 5, 8, 9, 15, 16, 17, 40].map(statementSize), [1, 2, 4, 4, 8, 8, 16, 16, 16, 16, 16]);
  });

  it('reads begun together leave together, MAX_IDS a statement, each caller getting its own row', async () => {
    const { q, sent } = database();
    const reads = new ReadBatcher(q);
    const ids = Array.from({ length: 40 }, (_, i) => `r${2 * i}`); // 30 of Belém exist (r0…r58), 10 do not
    const rows = await Promise.all(ids.map((id) => reads.get(SELECT, BELEM, ['belem'], id)));
    assert.deepEqual(
      rows.map((r) => r?.['id'] ?? null),
      ids.map((id) => (Number(id.slice(1)) < 60 ? id : null)),
    );
    // 16 + 16 + 8: three statements, not forty.
    assert.deepEqual(
      sent.map((s) => s.params.length - 1),
      [16, 16, 8],
    );
    assert.equal(sent[0]?.sql, `${SELECT} WHERE (t.municipality = ?) AND (t.id IN (${Array(16).fill('?').join(', ')}))`);
  });

  it("reads under other conditions never share a statement: another municipality's row is not found", async () => {
    const { q, sent } = database();
    const reads = new ReadBatcher(q);
    const [belem, ananindeua, none] = await Promise.all([
      reads.get(SELECT, BELEM, ['belem'], 'r1'),
      reads.get(SELECT, BELEM, ['ananindeua'], 'r1'),
      reads.get(SELECT, [], [], 'r1'),
    ]);
    assert.equal(belem, undefined);
    assert.equal(ananindeua?.['id'], 'r1');
    assert.equal(none?.['municipality'], 'ananindeua');
    assert.equal(sent.length, 3);
  });

  it('conditions are parenthesised: an OR in one cannot widen the others', async () => {
    const { q } = database();
    const reads = new ReadBatcher(q);
    const conditions = ['t.municipality = ?', 't.owner = ? OR t.owner = ?'];
    const got = await Promise.all(['r0', 'r1', 'r2', 'r3', 'r4'].map((id) => reads.get(SELECT, conditions, ['belem', 'u0', 'u1'], id)));
    // r0 (Belém, u0) and r4 (Belém, u1); r2 is u2's, r1 and r3 are Ananindeua's.
    assert.deepEqual(
      got.map((r) => r?.['id'] ?? null),
      ['r0', null, null, null, 'r4'],
    );
  });

  it('the same id asked twice, an id with a quote and a comma, a size padded with the last id', async () => {
    const { q, sent } = database();
    const reads = new ReadBatcher(q);
    const got = await Promise.all(['r0', "it's, odd", 'r0', 'r2'].map((id) => reads.get(SELECT, BELEM, ['belem'], id)));
    assert.deepEqual(
      got.map((r) => r?.['id']),
      ['r0', "it's, odd", 'r0', 'r2'],
    );
    // Three ids, once each, in a statement for four.
    assert.deepEqual(sent[0]?.params, ['belem', 'r0', "it's, odd", 'r2', 'r2']);
  });

  it('reads that arrive while a statement is out wait for it, then leave together', async () => {
    const { q, sent } = database();
    const reads = new ReadBatcher(q);
    const first = reads.get(SELECT, BELEM, ['belem'], 'r0');
    await new Promise((r) => setImmediate(r)); // the first statement has left
    assert.equal(sent.length, 1);
    const later = ['r2', 'r4', 'r6'].map((id) => reads.get(SELECT, BELEM, ['belem'], id));
    assert.equal((await first)?.['id'], 'r0');
    assert.deepEqual(
      (await Promise.all(later)).map((r) => r?.['id']),
      ['r2', 'r4', 'r6'],
    );
    assert.deepEqual(
      sent.map((s) => s.params.slice(1)),
      [['r0'], ['r2', 'r4', 'r6', 'r6']],
    );
  });

  it("a statement that fails fails each of its reads with the database's error; later reads go on", async () => {
    const { q } = database();
    const reads = new ReadBatcher(q);
    const bad = 'SELECT t.id FROM no_such_table t';
    const failed = await Promise.allSettled(['r0', 'r2'].map((id) => reads.get(bad, [], [], id)));
    for (const f of failed) {
      assert.equal(f.status, 'rejected');
      assert.match(String((f as PromiseRejectedResult).reason), /no such table: no_such_table/);
    }
    assert.equal((await reads.get(SELECT, BELEM, ['belem'], 'r2'))?.['id'], 'r2');
    await assert.rejects(reads.get(bad, [], [], 'r0'), /no such table/);
  });

  it('an engine that throws instead of rejecting fails the reads, not the process', async () => {
    const throwing: Queryable = {
      all: () => {
        throw new Error('connection closed');
      },
      get: () => Promise.reject(new Error('not used')),
      run: () => Promise.reject(new Error('not used')),
      exec: () => Promise.reject(new Error('not used')),
    };
    const reads = new ReadBatcher(throwing);
    const got = await Promise.allSettled([reads.get(SELECT, [], [], 'r0'), reads.get(SELECT, [], [], 'r1')]);
    assert.deepEqual(
      got.map((g) => (g.status === 'rejected' ? String(g.reason) : 'resolved')),
      ['Error: connection closed', 'Error: connection closed'],
    );
  });
});
