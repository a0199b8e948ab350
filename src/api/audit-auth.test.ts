/**
 * Every change is audited, including those outside the repository's tables: signing in,
 * issuing and revoking an API token, signing out — each in the hash chain with its request id,
 * and the chain still verifies.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { buildFixture, type Fixture, forEachEngine, systemScope } from '../../test/support/api.ts';

await forEachEngine('auth changes in the audit chain', (engine) => {
  let fx: Fixture;
  before(async () => {
    fx = await buildFixture(await (await import('../../test/support/api.ts')).openTestApi(engine));
  });
  after(async () => {
    await fx?.api.close();
  });

  test('token issue and revoke are audited with the request id; the chain verifies', async () => {
    const token = fx.token('inspector@own');
    const user = fx.principals['inspector@own']?.user;
    assert.ok(user);
    const issued = await fx.api.req('POST', '/api/auth/tokens', { token, body: { name: 'tablet' } });
    assert.equal(issued.status, 201, issued.text);
    const issueRequest = issued.headers.get('x-request-id');
    const revoked = await fx.api.req('DELETE', `/api/auth/tokens/${issued.json.id}`, { token });
    assert.equal(revoked.status, 204, revoked.text);
    const repo = fx.api.deps.repo;
    const log = await repo.listAudit(systemScope(), { limit: 200, filters: { entity: 'token' } });
    const mine = log.items.filter((e) => e.entityId === issued.json.id);
    assert.deepEqual(mine.map((e) => e.action).sort(), ['token.issue', 'token.revoke']);
    const issue = mine.find((e) => e.action === 'token.issue');
    assert.equal(issue?.actorId, user.id);
    assert.equal(issue?.requestId, issueRequest);
    assert.equal(issue?.municipality, user.municipality);
    // The token itself (or its hash) never reaches the log.
    assert.doesNotMatch(JSON.stringify(issue), /glp_/);
    assert.equal((await repo.verifyAudit()).ok, true);
  });
});
