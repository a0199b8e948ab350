/**
 * A text encoded once (utf8-text.ts) is the same bytes Buffer.from gives, and it is stored as
 * TEXT on both engines — on SQLite as its text (its writer thread: sqlite-writer.test.ts), on
 * PostgreSQL as its bytes in binary format — and read back equal to the text.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { ENGINES, freshStore } from '../../test/support/engines.ts';
import { type Engine, type Param, textParams } from './engine.ts';
import { openPostgresEngine } from './postgres.ts';
import { openSqliteEngine } from './sqlite.ts';
import { Utf8Text, utf8Bytes } from './utf8-text.ts';

// ASCII, Latin-1 (V8's one-byte strings), a character past Latin-1 (two-byte), a pair, a lone surrogate.
const SAMPLES = ['', 'a', '{"a":1}', 'mínimo 20 m; art. 2º', 'de 0,5 → 1 t', 'gás 🔥 GLP', 'lone \ud800 surrogate', 'é'.repeat(30_000)];

test('utf8Bytes gives the bytes Buffer.from gives, for every kind of text and past the scratch buffer', () => {
  for (const s of SAMPLES) assert.deepEqual(utf8Bytes(s), Buffer.from(s, 'utf8'), JSON.stringify(s.slice(0, 30)));
  // Past the 4 MB scratch bound: encoded on its own.
  const huge = `→${'x'.repeat(1_500_000)}`;
  assert.deepEqual(utf8Bytes(huge), Buffer.from(huge, 'utf8'));
  // The scratch buffer is reused: an earlier result is not overwritten by a later one.
  const first = utf8Bytes('primeiro → texto');
  utf8Bytes('segundo texto, mais longo que o primeiro');
  assert.equal(first.toString('utf8'), 'primeiro → texto');
});

test('textParams turns each Utf8Text into its text and leaves an array without one as it is', () => {
  const plain: Param[] = ['a', 1, true, null];
  assert.equal(textParams(plain), plain);
  assert.deepEqual(textParams(['a', Utf8Text.of('b → c'), 2]), ['a', 'b → c', 2]);
});

// No lone surrogate in a stored text: canonical JSON escapes one (canonical.ts), and the API
// refuses one in a body (body.ts); the engines would each store it their own way.
const STORED = SAMPLES.filter((s) => !s.includes('\ud800'));

/** Texts stored as Utf8Text, read back with their SQL type. */
async function roundTrip(engine: Engine, typeOf: string): Promise<{ v: string; t: string }[]> {
  await engine.exec('CREATE TABLE t (id integer PRIMARY KEY, v text NOT NULL)');
  for (const [i, s] of STORED.entries()) await engine.run('INSERT INTO t (id, v) VALUES (?, ?)', [i, Utf8Text.of(s)]);
  // In a write transaction too (on SQLite, once busy, its writer thread).
  await engine.write(async (tx) => {
    await tx.run('INSERT INTO t (id, v) VALUES (?, ?)', [100, Utf8Text.of('na transação → sim')]);
  });
  return engine.all<{ v: string; t: string }>(`SELECT v, ${typeOf} AS t FROM t ORDER BY id`);
}

describe('a Utf8Text parameter is stored as text', () => {
  for (const [name, skip] of ENGINES) {
    test(name, skip ? { skip } : {}, async () => {
      const store = await freshStore(name);
      const engine =
        name === 'PostgreSQL'
          ? openPostgresEngine(store.opts.databaseUrl as string)
          : openSqliteEngine(join(store.opts.dataDir as string, 'glp.sqlite'));
      try {
        const rows = await roundTrip(engine, name === 'PostgreSQL' ? 'pg_typeof(v)::text' : 'typeof(v)');
        assert.deepEqual(
          rows.map((r) => r.v),
          [...STORED, 'na transação → sim'],
        );
        for (const r of rows) assert.equal(r.t, 'text');
      } finally {
        await engine.close();
        await store.dispose();
      }
    });
  }
});
