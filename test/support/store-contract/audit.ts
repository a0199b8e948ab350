/** The repository contract, part: Idempotency records, and the audit log: who, when, what; a linear chain; edits, reorderings and deletions detected. */
import assert from 'node:assert/strict';
import { describe } from 'node:test';
import type { Param } from '../../../src/store/engine.ts';
import type { Establishment, Repository, Scope } from '../../../src/store/repository.ts';
import { establishment, SYSTEM, type WorldTest } from './world.ts';

export function auditContract(it: WorldTest): void {
  describe('idempotency records', () => {
    it('are per user and key; the first response stays', async ({ repo }) => {
      assert.equal(await repo.getIdempotent('u1', 'k1'), null);
      await repo.putIdempotent('u1', 'k1', { requestHash: 'h1', status: 201, body: '{"id":"a"}' });
      await repo.putIdempotent('u1', 'k1', { requestHash: 'h2', status: 201, body: '{"id":"b"}' });
      assert.deepEqual(await repo.getIdempotent('u1', 'k1'), { requestHash: 'h1', status: 201, body: '{"id":"a"}' });
      assert.equal(await repo.getIdempotent('u2', 'k1'), null);
    });

    it('are claimed atomically: of concurrent claims exactly one runs, the others see it pending', async ({ repo }) => {
      const claims = await Promise.all(Array.from({ length: 8 }, () => repo.claimIdempotent('u3', 'k3', 'h3', 60_000)));
      assert.equal(claims.filter((c) => c.state === 'claimed').length, 1);
      for (const c of claims) if (c.state === 'existing') assert.equal(c.status, 0);
      // Pending is not a stored response; completing it makes it one.
      assert.equal(await repo.getIdempotent('u3', 'k3'), null);
      await repo.putIdempotent('u3', 'k3', { requestHash: 'h3', status: 201, body: '{"id":"x"}' });
      assert.deepEqual(await repo.claimIdempotent('u3', 'k3', 'h3', 60_000), {
        state: 'existing',
        requestHash: 'h3',
        status: 201,
        body: '{"id":"x"}',
      });
    });

    it('release a failed claim, and let a stale claim (dead process) be taken over', async ({ repo }) => {
      assert.deepEqual(await repo.claimIdempotent('u4', 'k4', 'h4', 60_000), { state: 'claimed' });
      await repo.releaseIdempotent('u4', 'k4');
      assert.deepEqual(await repo.claimIdempotent('u4', 'k4', 'h4', 60_000), { state: 'claimed' });
      // Still fresh: not taken over.
      assert.equal((await repo.claimIdempotent('u4', 'k4', 'h4', 60_000)).state, 'existing');
      await new Promise((r) => setTimeout(r, 20));
      // Older than the stale limit: the next caller takes it over.
      assert.deepEqual(await repo.claimIdempotent('u4', 'k4', 'h4', 5), { state: 'claimed' });
      // Release never drops a completed record.
      await repo.putIdempotent('u4', 'k4', { requestHash: 'h4', status: 201, body: '{}' });
      await repo.releaseIdempotent('u4', 'k4');
      assert.equal((await repo.getIdempotent('u4', 'k4'))?.status, 201);
    });
  });

  describe('audit', () => {
    it('records who, when, what, before and after, request id — scoped by municipality', async ({ repo, belem, ananindeua }) => {
      const s = { ...belem, requestId: 'req-audit-1' };
      const e = await repo.createEstablishment(s, establishment('belem', null));
      await repo.updateEstablishment({ ...belem, requestId: 'req-audit-2' }, e.id, 1, { status: 'closed' });
      const log = await repo.listAudit(belem, { filters: { entityId: e.id } });
      assert.equal(log.total, 2);
      const [upd, crt] = log.items;
      assert.ok(upd && crt);
      assert.equal(crt.action, 'establishment.create');
      assert.equal(crt.before, null);
      assert.equal((crt.after as Establishment).id, e.id);
      assert.equal(crt.requestId, 'req-audit-1');
      assert.equal(crt.actorId, belem.userId);
      assert.equal(crt.municipality, 'belem');
      assert.match(crt.at, /^\d{4}-\d\d-\d\dT/);
      assert.equal((upd.before as Establishment).status, 'active');
      assert.equal((upd.after as Establishment).status, 'closed');
      assert.equal(upd.requestId, 'req-audit-2');
      assert.equal(upd.prevHash, crt.hash);
      assert.equal((await repo.listAudit(ananindeua, { filters: { entityId: e.id } })).total, 0);
      const ok = await repo.verifyAudit();
      assert.ok(ok.ok);
      if (ok.ok) assert.equal(ok.headHash, (await repo.listAudit(SYSTEM, { limit: 1 })).items[0]?.hash);
    });

    it('concurrent appends keep the chain linear', async ({ repo, belem, ananindeua }) => {
      await Promise.all(
        Array.from({ length: 24 }, (_, i) =>
          repo.createEstablishment(i % 2 ? belem : ananindeua, establishment(i % 2 ? 'belem' : 'ananindeua', null, `E${i}`)),
        ),
      );
      const v = await repo.verifyAudit();
      assert.ok(v.ok, JSON.stringify(v));
      const all = await repo.listAudit(SYSTEM, { limit: 1000 });
      assert.equal(v.entries, all.total);
      assert.deepEqual(
        all.items.map((x) => x.seq),
        Array.from({ length: all.total }, (_, i) => all.total - i),
      );
    });

    it('is append-only below the repository', async ({ target }) => {
      await assert.rejects(target.raw("UPDATE audit_log SET action = 'x' WHERE seq = 1"));
      await assert.rejects(target.raw('DELETE FROM audit_log WHERE seq = 1'));
    });

    const tamperWorld = async (repo: Repository, belem: Scope) => {
      const e = await repo.createEstablishment(belem, establishment('belem', null));
      for (let v = 1; v <= 4; v++) await repo.updateEstablishment(belem, e.id, v, { name: `v${v + 1}` });
      const v = await repo.verifyAudit();
      assert.ok(v.ok);
      assert.equal(v.entries, 11); // 2 municipalities, 4 users, 1 create, 4 updates
      return v.entries;
    };

    it('verify detects an edited entry', async ({ repo, belem, target }) => {
      await tamperWorld(repo, belem);
      await target.unguardAudit();
      // Entry #8 is the first update (name → "v2"): make it say "v9".
      const [row] = await target.raw('SELECT after_json FROM audit_log WHERE seq = 8');
      const forged = String(row?.['after_json']).replace('"name":"v2"', '"name":"v9"');
      assert.notEqual(forged, row?.['after_json']);
      await target.raw('UPDATE audit_log SET after_json = ? WHERE seq = 8', [forged]);
      const v = await repo.verifyAudit();
      assert.equal(v.ok, false);
      if (!v.ok) {
        assert.equal(v.seq, 8);
        assert.match(v.reason, /edited/);
      }
    });

    it('verify detects reordered entries', async ({ repo, belem, target }) => {
      await tamperWorld(repo, belem);
      await target.unguardAudit();
      const cols = [
        'at',
        'actor_id',
        'municipality',
        'action',
        'entity',
        'entity_id',
        'before_json',
        'after_json',
        'request_id',
        'prev_hash',
        'hash',
      ];
      const [a, b] = await target.raw(`SELECT seq, ${cols.join(', ')} FROM audit_log WHERE seq IN (8, 9) ORDER BY seq`);
      assert.ok(a && b);
      const set = cols.map((c) => `${c} = ?`).join(', ');
      await target.raw(
        `UPDATE audit_log SET ${set} WHERE seq = 8`,
        cols.map((c) => b[c] as Param),
      );
      await target.raw(
        `UPDATE audit_log SET ${set} WHERE seq = 9`,
        cols.map((c) => a[c] as Param),
      );
      const v = await repo.verifyAudit();
      assert.equal(v.ok, false);
      if (!v.ok) {
        assert.equal(v.seq, 8);
        assert.match(v.reason, /reordered/);
      }
    });

    it('verify detects a deleted entry, in the middle or at the end', async ({ repo, belem, target }) => {
      const n = await tamperWorld(repo, belem);
      await target.unguardAudit();
      await target.raw('DELETE FROM audit_log WHERE seq = ?', [n]);
      let v = await repo.verifyAudit();
      assert.equal(v.ok, false);
      if (!v.ok) {
        assert.equal(v.seq, n);
        assert.match(v.reason, /deleted/);
      }
      await target.raw('DELETE FROM audit_log WHERE seq = 8');
      v = await repo.verifyAudit();
      assert.equal(v.ok, false);
      if (!v.ok) {
        assert.equal(v.seq, 9);
        assert.match(v.reason, /deleted/);
      }
    });
  });
}
