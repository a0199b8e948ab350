/**
 * The repository contract, part: the audit anchor — the chain's length and head hash kept
 * outside the database, against which a cut tail or a rewritten chain is detected.
 */
import assert from 'node:assert/strict';
import { describe } from 'node:test';
import { canonicalJson, sha256Hex } from '../../../src/store/canonical.ts';
import type { Repository, User } from '../../../src/store/repository.ts';
import { SYSTEM, type WorldTest } from './world.ts';
import { accounts } from './credentials.ts';

let n = 0;
const uniq = (p: string) => `${p}-${++n}`;

export function anchorContract(test: WorldTest): void {
  const it: (title: string, fn: (w: Parameters<Parameters<WorldTest>[1]>[0] & { user: User }) => Promise<void>) => void = (title, fn) =>
    test(title, async (w) => fn({ ...w, user: (await accounts(w.repo)).user }));
  describe('audit anchor', () => {
    const grow = async (repo: Repository, user: User, k: number) => {
      for (let i = 0; i < k; i++)
        await repo.updateUser(SYSTEM, user.id, (await repo.getUser(SYSTEM, user.id)).version, { name: uniq('n') });
    };
    const anchorOf = async (repo: Repository) => {
      const v = await repo.verifyAudit();
      assert.ok(v.ok);
      return { entries: v.entries, headHash: v.headHash };
    };

    it('a chain that only grew verifies against an older anchor, and against the genesis', async ({ repo, user }) => {
      const anchor = await anchorOf(repo);
      await grow(repo, user, 3);
      const v = await repo.verifyAudit(anchor);
      assert.ok(v.ok && v.entries === anchor.entries + 3, JSON.stringify(v));
      assert.ok((await repo.verifyAudit({ entries: 0, headHash: '0'.repeat(64) })).ok);
      assert.ok((await repo.verifyAudit(await anchorOf(repo))).ok, 'an anchor of the present');
    });

    it('cutting the tail and moving the head back passes a plain verify, and fails against an anchor', async ({ repo, target, user }) => {
      await grow(repo, user, 4);
      const anchor = await anchorOf(repo);
      await target.unguardAudit();
      const keep = anchor.entries - 2;
      const [last] = await target.raw('SELECT hash FROM audit_log WHERE seq = ?', [keep]);
      await target.raw('DELETE FROM audit_log WHERE seq > ?', [keep]);
      await target.raw('UPDATE audit_head SET seq = ?, hash = ? WHERE id = 1', [keep, String(last?.['hash'])]);
      const plain = await repo.verifyAudit();
      assert.ok(plain.ok, 'without an anchor the cut is invisible: the limit README states');
      const v = await repo.verifyAudit(anchor);
      assert.equal(v.ok, false);
      if (!v.ok) {
        assert.equal(v.seq, keep + 1);
        assert.match(v.reason, new RegExp(`cut: it ends at entry #${keep}, the anchor recorded ${anchor.entries} entries`));
      }
    });

    it('a chain rewritten from the start (every hash recomputed) fails against an anchor', async ({ repo, target, user }) => {
      await grow(repo, user, 2);
      const anchor = await anchorOf(repo);
      await target.unguardAudit();
      const rows = await target.raw(
        'SELECT seq, at, actor_id, municipality, action, entity, entity_id, before_json, after_json, request_id FROM audit_log ORDER BY seq',
      );
      let prev = '0'.repeat(64);
      for (const r of rows) {
        // hash = sha256(prevHash + canonicalJson(entry without seq and hash)): docs/adr/0002-storage.md.
        const after = Number(r['seq']) === 2 ? '{"forged":true}' : String(r['after_json']);
        const entry = {
          at: r['at'],
          actorId: r['actor_id'],
          municipality: r['municipality'],
          action: r['action'],
          entity: r['entity'],
          entityId: r['entity_id'],
          before: JSON.parse(String(r['before_json'])),
          after: JSON.parse(after),
          requestId: r['request_id'],
          prevHash: prev,
        };
        const hash = sha256Hex(prev + canonicalJson(entry));
        await target.raw('UPDATE audit_log SET after_json = ?, prev_hash = ?, hash = ? WHERE seq = ?', [
          after,
          prev,
          hash,
          Number(r['seq']),
        ]);
        prev = hash;
      }
      await target.raw('UPDATE audit_head SET hash = ? WHERE id = 1', [prev]);
      assert.ok((await repo.verifyAudit()).ok, 'a consistent rewrite passes a plain verify');
      const v = await repo.verifyAudit(anchor);
      assert.equal(v.ok, false);
      if (!v.ok) {
        assert.equal(v.seq, anchor.entries);
        assert.match(v.reason, /is not the one anchored: the log up to it was rewritten/);
      }
    });
  });
}
