/**
 * Issue #7, item 3 over HTTP (both engines): an evaluation request whose what-if value does
 * not fit the parameter (type, unit, range, readings) is refused with problem JSON naming the
 * parameter, what was found and what was expected — and nothing is stored.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { buildFixture, type Fixture, forEachEngine, openTestApi } from '../../test/support/api.ts';

await forEachEngine('what-if values', (engine) => {
  let fx: Fixture;
  before(async () => {
    fx = await buildFixture(await openTestApi(engine));
  });
  after(async () => {
    await fx?.api.close();
  });

  test('min-distance-between-outlets=abc → 422 naming the parameter, found and expected; not stored', async () => {
    const appId = fx.records.own.application.id;
    const token = fx.token('licensing-officer@own');
    const before = await fx.api.req('GET', `/api/applications/${appId}/evaluations`, { token });
    const bad = await fx.api.req('POST', `/api/applications/${appId}/evaluations`, {
      token,
      body: { date: '2025-06-01', overrides: { 'belem-pa/min-distance-between-outlets': 'abc' } },
    });
    assert.equal(bad.status, 422, bad.text);
    assert.match(bad.headers.get('content-type') ?? '', /application\/problem\+json/);
    const [e] = bad.json.errors;
    assert.equal(e.field, 'overrides.belem-pa/min-distance-between-outlets');
    assert.equal(e.found, '"abc"');
    assert.equal(e.expected, 'a number (m)');
    const negative = await fx.api.req('POST', `/api/applications/${appId}/evaluations`, {
      token,
      body: { date: '2025-06-01', overrides: { 'belem-pa/min-distance-between-outlets': -5 } },
    });
    assert.equal(negative.status, 422, negative.text);
    const after = await fx.api.req('GET', `/api/applications/${appId}/evaluations`, { token });
    assert.equal(after.json.total, before.json.total, 'nothing stored');
  });
});
