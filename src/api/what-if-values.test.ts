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

  test('an evaluation date after today: 422 without allowFuture; with it, 201 and lawAsKnownOn', async () => {
    const appId = fx.records.own.application.id;
    const token = fx.token('licensing-officer@own');
    const refused = await fx.api.req('POST', `/api/applications/${appId}/evaluations`, { token, body: { date: '2099-01-01' } });
    assert.equal(refused.status, 422, refused.text);
    assert.equal(refused.json.errors[0].field, 'date');
    assert.equal(refused.json.errors[0].found, '2099-01-01');
    const allowed = await fx.api.req('POST', `/api/applications/${appId}/evaluations`, {
      token,
      body: { date: '2099-01-01', allowFuture: true },
    });
    assert.equal(allowed.status, 201, allowed.text);
    assert.match(allowed.json.result.lawAsKnownOn, /^\d{4}-\d\d-\d\d$/);
    const rep = await fx.api.req('GET', `/api/evaluations/${allowed.json.id}/reproduce`, { token });
    assert.equal(rep.json.matches, true, rep.text);
  });

  test('CNPJ check digits: an establishment with a wrong one → 422; numeric and alphanumeric right ones → 201', async () => {
    const token = fx.token('licensing-officer@own');
    const bad = await fx.api.req('POST', '/api/establishments', { token, body: { name: 'Gás X', cnpj: '12.345.678/0001-96' } });
    assert.equal(bad.status, 422, bad.text);
    assert.equal(bad.json.errors[0].field, 'cnpj');
    assert.match(bad.json.errors[0].expected, /^a valid CNPJ/);
    for (const cnpj of ['12.345.678/0001-95', '12.ABC.345/01DE-35']) {
      const ok = await fx.api.req('POST', '/api/establishments', { token, body: { name: `Gás ${cnpj}`, cnpj } });
      assert.equal(ok.status, 201, ok.text);
    }
  });
});
