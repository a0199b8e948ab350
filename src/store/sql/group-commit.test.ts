/**
 * Group commit (group-commit.ts), on both engines: concurrent writes share one transaction,
 * a lone write is not held back, one failing write fails alone and leaves nothing behind
 * (whether it failed before writing, after writing, or on a database error), a failed COMMIT
 * gives every write its own outcome, and the audit chain is extended in the order the writes
 * ran. Real SQLite and PostgreSQL; nothing is mocked.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ENGINES, type EngineName, freshStore } from '../../../test/support/engines.ts';
import { establishment as anEstablishment } from '../../../test/support/store-contract/world.ts';
import { openRepository } from '../open.ts';
import { Duplicate, InvalidData, NotFound, type Repository, type Scope, VersionConflict } from '../repository.ts';
import type { SqlRepository } from '../sql-repository.ts';
import type { OpenOptions } from '../target.ts';

const SYSTEM: Scope = { userId: 'system', municipality: null, roles: ['system-admin'], requestId: 'gc' };

const establishment = (name: string) => anEstablishment('belem', null, name);

/** Two of these collide on the e-mail address: a unique key. */
const user = (name: string) => ({
  email: 'same@example.org',
  name,
  municipality: 'belem',
  roles: ['licensing-officer' as const],
  passwordHash: null,
  oidcIssuer: null,
  oidcSubject: null,
  disabled: false,
});

function statsOf(repo: Repository) {
  return (repo as SqlRepository).core.group.stats;
}

async function withStore(
  engine: EngineName,
  fn: (repo: Repository, opts: OpenOptions) => Promise<void>,
  threadedWrites: boolean,
): Promise<void> {
  const store = await freshStore(engine, 'glp-gc-');
  const repo = await openRepository({ ...store.opts, threadedWrites });
  try {
    await repo.upsertMunicipalities([{ id: 'belem', name: 'Belém', uf: 'PA', ibge: '1501402' }]);
    await fn(repo, store.opts);
  } finally {
    await repo.close();
    await store.dispose();
  }
}

// SQLite twice: on its own connection (an engine not busy yet) and on the writer thread (a busy
// one: a batch then goes to that thread in one message, its audit chain linked there).
const VARIANTS = [
  ...ENGINES.map(([engine, skip]) => ({ engine, skip, threaded: false })),
  ...ENGINES.filter(([engine]) => engine === 'SQLite').map(([engine, skip]) => ({ engine, skip, threaded: true })),
];

for (const { engine, skip, threaded } of VARIANTS) {
  const withRepo = (e: EngineName, fn: (repo: Repository, opts: OpenOptions) => Promise<void>) => withStore(e, fn, threaded);
  describe(`group commit: ${engine}${threaded ? ', writer thread' : ''}`, skip !== undefined ? { skip } : {}, () => {
    test('concurrent writes share one transaction; the chain lists them in the order they ran', async () => {
      await withRepo(engine, async (repo) => {
        const before = { ...statsOf(repo) };
        const names = Array.from({ length: 40 }, (_, i) => `E${i}`);
        const made = await Promise.all(names.map((n) => repo.createEstablishment(SYSTEM, establishment(n))));
        const s = statsOf(repo);
        assert.equal(s.writes - before.writes, 40);
        // Submitted in one turn of the event loop: one batch (a lone write would be a batch of one).
        assert.equal(s.batches - before.batches, 1, JSON.stringify(s));
        assert.equal(s.largest, 40);
        const log = await repo.listAudit(SYSTEM, { limit: 40, filters: { action: 'establishment.create' } });
        // Newest first: reversed, the log is the order of submission.
        assert.deepEqual(
          log.items.map((e) => e.entityId).reverse(),
          made.map((e) => e.id),
        );
        const seqs = log.items.map((e) => e.seq).reverse();
        assert.deepEqual(
          seqs,
          seqs.map((_, i) => (seqs[0] as number) + i),
          'consecutive entries',
        );
        const v = await repo.verifyAudit();
        assert.ok(v.ok, JSON.stringify(v));
      });
    });

    test('rows a batch inserts at its end: one that breaks a constraint there fails alone, the others are stored', async () => {
      await withRepo(engine, async (repo) => {
        const core = (repo as SqlRepository).core;
        const row = (id: string) => ({ id, name: `M ${id}`, uf: 'PA', ibge: id });
        const add = (id: string) =>
          core.change(SYSTEM, 'municipality', async (tx, audit) => {
            await core.insertLater(tx, 'municipalities', row(id));
            audit({ municipality: null, action: 'm.create', entity: 'municipality', entityId: id, before: null, after: null });
            return id;
          });
        const before = { ...statsOf(repo) };
        const results = await Promise.allSettled([add('m1'), add('m2'), add('m1'), add('m3')]);
        assert.deepEqual(
          results.map((r) => r.status),
          ['fulfilled', 'fulfilled', 'rejected', 'fulfilled'],
        );
        assert.ok(results[2]?.status === 'rejected' && results[2].reason instanceof Duplicate, String(results[2]));
        assert.equal(statsOf(repo).alone - before.alone, 4, 'the batch failed at its INSERT, then each write alone');
        assert.deepEqual((await repo.listMunicipalities()).map((m) => m.id).sort(), ['belem', 'm1', 'm2', 'm3']);
        assert.equal((await repo.listAudit(SYSTEM, { filters: { action: 'm.create' } })).total, 3);
        assert.ok((await repo.verifyAudit()).ok);
        // Stored evaluations use it: a batch of them is one INSERT, and each reads back exactly.
        const saved = await Promise.all(
          Array.from({ length: 20 }, (_, i) =>
            repo.saveEvaluation(SYSTEM, {
              municipality: 'belem',
              applicationId: null,
              date: '2026-01-01',
              lang: 'pt',
              lawPackVersion: 'v',
              parameters: { p: i },
              overrides: {},
              input: { i },
              result: { verdict: 'approvable', i } as never,
            }),
          ),
        );
        for (const e of saved) assert.deepEqual(await repo.getEvaluation(SYSTEM, e.id), e);
      });
    });

    test('a lone write is committed alone, at once', async () => {
      await withRepo(engine, async (repo) => {
        const before = { ...statsOf(repo) };
        await repo.createEstablishment(SYSTEM, establishment('alone'));
        assert.equal(statsOf(repo).batches - before.batches, 1);
        assert.equal(statsOf(repo).writes - before.writes, 1);
      });
    });

    test('writes that fail in a batch fail alone, with their own error, and leave nothing behind', async () => {
      await withRepo(engine, async (repo) => {
        const e = await repo.createEstablishment(SYSTEM, establishment('to update'));
        const core = (repo as SqlRepository).core;
        const auditBefore = (await repo.verifyAudit()).entries;
        const results = await Promise.allSettled([
          repo.createEstablishment(SYSTEM, establishment('ok 1')),
          // Fails before writing anything: not found.
          repo.getEstablishment(SYSTEM, 'missing').then(() => 'unexpected'),
          repo.updateEstablishment(SYSTEM, 'no-such-id', 1, { name: 'x' }),
          // Fails after writing (a row inserted, then an error): that row must go.
          core.change(SYSTEM, 'municipality', async (tx, audit) => {
            await tx.run("INSERT INTO municipalities (id, name, uf, ibge) VALUES ('ghost', 'Ghost', 'PA', '0')");
            audit({ municipality: null, action: 'ghost.create', entity: 'municipality', entityId: 'ghost', before: null, after: null });
            throw new Error('boom after writing');
          }),
          // Fails on a database error (a unique key): aborts a PostgreSQL transaction.
          repo.createUser(SYSTEM, user('A')),
          repo.createUser(SYSTEM, user('B')),
          // A version conflict found by the UPDATE itself (it changes no row).
          repo.updateEstablishment(SYSTEM, e.id, 1, { name: 'first' }),
          repo.updateEstablishment(SYSTEM, e.id, 1, { name: 'second' }),
          repo.createEstablishment(SYSTEM, establishment('ok 2')),
        ]);
        const [ok1, , missing, boom, userA, userB, upd1, upd2, ok2] = results;
        assert.equal(ok1?.status, 'fulfilled');
        assert.equal(ok2?.status, 'fulfilled');
        assert.ok(missing?.status === 'rejected' && missing.reason instanceof NotFound);
        assert.ok(boom?.status === 'rejected' && /boom after writing/.test(String(boom.reason)));
        assert.equal(userA?.status, 'fulfilled');
        assert.ok(userB?.status === 'rejected' && userB.reason instanceof Duplicate, String((userB as { reason?: unknown }).reason));
        assert.equal(upd1?.status, 'fulfilled');
        assert.ok(upd2?.status === 'rejected' && upd2.reason instanceof VersionConflict);
        // Nothing of the failed writes: no ghost municipality, no audit entry of theirs.
        assert.deepEqual(
          (await repo.listMunicipalities()).map((m) => m.id),
          ['belem'],
        );
        assert.equal((await repo.getEstablishment(SYSTEM, e.id)).name, 'first');
        const v = await repo.verifyAudit();
        assert.ok(v.ok, JSON.stringify(v));
        // ok 1, user A, update 1, ok 2.
        assert.equal(v.entries, auditBefore + 4);
        assert.equal((await repo.listAudit(SYSTEM, { filters: { action: 'ghost.create' } })).total, 0);
      });
    });

    test('a COMMIT that fails gives every write of the batch its own transaction and outcome', async () => {
      await withRepo(engine, async (repo) => {
        // A foreign key checked only at COMMIT: a dangling child fails the whole transaction then.
        await (repo as SqlRepository).core.db.exec(`CREATE TABLE gc_parent (id TEXT PRIMARY KEY);
          CREATE TABLE gc_child (id TEXT PRIMARY KEY, parent TEXT REFERENCES gc_parent(id) DEFERRABLE INITIALLY DEFERRED);
          INSERT INTO gc_parent (id) VALUES ('p');`);
        const core = (repo as SqlRepository).core;
        const child = (id: string, parent: string) =>
          core.change(SYSTEM, 'child', async (tx, audit) => {
            await tx.run('INSERT INTO gc_child (id, parent) VALUES (?, ?)', [id, parent]);
            audit({ municipality: null, action: 'child.create', entity: 'child', entityId: id, before: null, after: { parent } });
            return id;
          });
        const before = { ...statsOf(repo) };
        const results = await Promise.allSettled([child('c1', 'p'), child('c2', 'nobody'), child('c3', 'p')]);
        assert.deepEqual(
          results.map((r) => r.status),
          ['fulfilled', 'rejected', 'fulfilled'],
        );
        assert.ok(results[1]?.status === 'rejected' && results[1].reason instanceof InvalidData, String(results[1]));
        assert.equal(statsOf(repo).alone - before.alone, 3, 'the batch, then each write alone');
        const log = await repo.listAudit(SYSTEM, { filters: { action: 'child.create' } });
        assert.deepEqual(log.items.map((e) => e.entityId).sort(), ['c1', 'c3']);
        assert.ok((await repo.verifyAudit()).ok);
      });
    });

    test('a write that swallows a database error is not acknowledged (PostgreSQL has aborted its transaction)', async () => {
      await withRepo(engine, async (repo) => {
        const core = (repo as SqlRepository).core;
        const swallow = core.change(SYSTEM, 'municipality', async (tx, audit) => {
          await tx.run("INSERT INTO municipalities (id, name, uf, ibge) VALUES ('m1', 'M1', 'PA', '1')");
          try {
            await tx.run("INSERT INTO municipalities (id, name, uf, ibge) VALUES ('m1', 'again', 'PA', '1')");
          } catch {
            // ignored on purpose
          }
          audit({ municipality: null, action: 'm.create', entity: 'municipality', entityId: 'm1', before: null, after: null });
          return 'acknowledged';
        });
        const other = repo.createEstablishment(SYSTEM, establishment('beside it'));
        const [s, o] = await Promise.allSettled([swallow, other]);
        assert.equal(o?.status, 'fulfilled');
        const ids = (await repo.listMunicipalities()).map((m) => m.id);
        if (s?.status === 'fulfilled') assert.ok(ids.includes('m1'), 'acknowledged, so committed');
        else assert.ok(!ids.includes('m1'), 'refused, so absent');
        // SQLite undoes only the failed statement: the write goes through; PostgreSQL cannot.
        assert.equal(s?.status, engine === 'SQLite' ? 'fulfilled' : 'rejected');
        assert.ok((await repo.verifyAudit()).ok);
      });
    });

    test('two connections append in turn (another process, the CLI): each batch links to the head the other left', async () => {
      await withRepo(engine, async (repo, opts) => {
        const other = await openRepository(opts);
        try {
          const made: string[] = [];
          for (let round = 0; round < 4; round++) {
            // A batch here (on the writer thread in that variant: the head is read there), then a lone write there.
            const batch = await Promise.all([0, 1, 2].map((i) => repo.createEstablishment(SYSTEM, establishment(`A${round}.${i}`))));
            made.push(...batch.map((e) => e.id));
            made.push((await other.createEstablishment(SYSTEM, establishment(`B${round}`))).id);
          }
          const log = await repo.listAudit(SYSTEM, { limit: 100, filters: { action: 'establishment.create' } });
          assert.deepEqual(log.items.map((e) => e.entityId).reverse(), made);
          const seqs = log.items.map((e) => e.seq).reverse();
          assert.deepEqual(
            seqs,
            seqs.map((_, i) => (seqs[0] as number) + i),
            'one chain, no gap',
          );
          for (const r of [repo, other]) {
            const v = await r.verifyAudit();
            assert.ok(v.ok, JSON.stringify(v));
          }
        } finally {
          await other.close();
        }
      });
    });

    test('closing the store commits the writes already submitted and refuses later ones', async () => {
      const t = await freshStore(engine, 'glp-gc-');
      try {
        const repo = await openRepository(t.opts);
        await repo.upsertMunicipalities([{ id: 'belem', name: 'Belém', uf: 'PA', ibge: '1501402' }]);
        const pending = Array.from({ length: 10 }, (_, i) => repo.createEstablishment(SYSTEM, establishment(`late ${i}`)));
        await repo.close();
        const done = await Promise.allSettled(pending);
        assert.ok(
          done.every((r) => r.status === 'fulfilled'),
          JSON.stringify(done.map((r) => r.status)),
        );
        await assert.rejects(repo.createEstablishment(SYSTEM, establishment('after close')), /closed/);
        const again = await openRepository(t.opts);
        try {
          assert.equal((await again.listEstablishments(SYSTEM, {})).total, 10);
        } finally {
          await again.close();
        }
      } finally {
        await t.dispose();
      }
    });
  });
}
