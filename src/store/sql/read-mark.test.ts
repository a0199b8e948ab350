/**
 * What a store read, under which scope (core.ts markRead/readOf): kept on the record it handed
 * out, seen only by that store and only on that very record, never in the record's JSON.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { freshStore } from '../../../test/support/engines.ts';
import { canonicalJson } from '../canonical.ts';
import { openRepository } from '../open.ts';
import type { Repository, Scope } from '../repository.ts';
import type { SqlRepository } from '../sql-repository.ts';

const SYSTEM: Scope = { userId: 'system', municipality: null, roles: ['system-admin'], requestId: 'read-mark' };
const input = JSON.parse(readFileSync(new URL('../../../examples/belem-pa-approvable.json', import.meta.url), 'utf8')) as Record<
  string,
  unknown
>;

async function withRepo(fn: (repo: SqlRepository) => Promise<void>): Promise<void> {
  const store = await freshStore('SQLite', 'glp-read-mark-');
  const repo = (await openRepository(store.opts)) as Repository as SqlRepository;
  try {
    await repo.upsertMunicipalities([{ id: 'belem-pa', name: 'Belém', uf: 'PA', ibge: '1501402' }]);
    await fn(repo);
  } finally {
    await repo.close();
    await store.dispose();
  }
}

async function anApplication(repo: SqlRepository): Promise<string> {
  const app = await repo.createApplication(SYSTEM, {
    municipality: 'belem-pa',
    establishmentId: null,
    applicantUserId: null,
    type: 'new',
    status: 'draft',
    input,
  });
  return app.id;
}

test('a record read is marked with the scope it was read under and its document’s stored text, out of its JSON', async () => {
  await withRepo(async (repo) => {
    const id = await anApplication(repo);
    const scope: Scope = { ...SYSTEM };
    const app = await repo.getApplication(scope, id);
    const read = repo.core.readOf(app);
    assert.ok(read !== undefined, 'marked');
    assert.equal(read.scope, scope, 'the very scope object');
    assert.equal(read.id, id);
    assert.equal(read.municipality, 'belem-pa');
    assert.equal(read.document?.value, app.input, 'the document as handed out');
    assert.equal(read.document?.text, canonicalJson(input), 'its stored text');
    // Invisible to whatever copies or serialises the record.
    assert.equal(
      Object.getOwnPropertySymbols(app).some((s) => Object.getOwnPropertyDescriptor(app, s)?.enumerable),
      false,
    );
    assert.equal(JSON.stringify(app), JSON.stringify({ ...app }));
    assert.equal(repo.core.readOf({ ...app }), undefined, 'a copy is not what was read');
  });
});

test('each read is its own record with its own mark; another store does not see this one’s', async () => {
  await withRepo(async (repo) => {
    const id = await anApplication(repo);
    const a = { ...SYSTEM, requestId: 'a' };
    const b = { ...SYSTEM, requestId: 'b' };
    const [first, second] = await Promise.all([repo.getApplication(a, id), repo.getApplication(b, id)]);
    assert.notEqual(first, second);
    assert.equal(repo.core.readOf(first)?.scope, a);
    assert.equal(repo.core.readOf(second)?.scope, b);
    // Marked again (read again into the same object): the later mark replaces the earlier.
    repo.core.markRead(first, { scope: b, id, municipality: 'belem-pa' });
    assert.equal(repo.core.readOf(first)?.scope, b);
    await withRepo(async (other) => {
      assert.equal(other.core.readOf(first), undefined);
    });
  });
});
