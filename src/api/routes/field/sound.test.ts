/** GET /api/sound-check/{id} (Salvador art. 4 parágrafo único) over HTTP: public, cited, problems for bad input. */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { openTestApi, type TestApi } from '../../../../test/support/api.ts';

describe('GET /api/sound-check/{id}', () => {
  let api: TestApi;
  before(async () => {
    api = await openTestApi('sqlite');
  });
  after(() => api.close());

  it('Saturday 14:00 allowed, 14:01 not (no sign-in)', async () => {
    const ok = await api.req('GET', '/api/sound-check/salvador-ba?at=2025-03-15T14:00');
    assert.equal(ok.status, 200, ok.text);
    assert.equal(ok.json.allowed, true);
    assert.equal(ok.json.localTimeAssumed, true);
    const no = await api.req('GET', '/api/sound-check/salvador-ba?at=2025-03-15T14:01');
    assert.equal(no.json.allowed, false);
    assert.match(no.json.reasons[0].unit, /art\. 4º, parágrafo único/);
  });

  it('2 de Julho: not allowed, the holiday named; English with lang=en', async () => {
    const r = await api.req('GET', '/api/sound-check/salvador-ba?at=2025-07-02T10:00&lang=en');
    assert.equal(r.status, 200, r.text);
    assert.equal(r.json.allowed, false);
    assert.deepEqual(r.json.reasons[0].holiday, { date: '2025-07-02', name: 'Independência da Bahia', scope: 'state' });
    assert.match(r.json.reasons[0].text, /holiday/);
  });

  it('an offset is converted to Salvador time (11:30Z = 08:30)', async () => {
    const r = await api.req('GET', `/api/sound-check/salvador-ba?at=${encodeURIComponent('2025-03-12T11:30Z')}`);
    assert.equal(r.json.local, '2025-03-12T08:30');
    assert.equal(r.json.allowed, true);
  });

  it('problems: bad DATETIME (422 naming at), law without the rule (422 naming municipality), unknown (404), no at (400)', async () => {
    const bad = await api.req('GET', '/api/sound-check/salvador-ba?at=ontem');
    assert.equal(bad.status, 422);
    assert.equal(bad.json.errors[0].field, 'at');
    const belem = await api.req('GET', '/api/sound-check/belem-pa?at=2025-03-12T10:00');
    assert.equal(belem.status, 422);
    assert.equal(belem.json.errors[0].field, 'municipality');
    assert.match(belem.json.errors[0].expected, /not applicable/);
    assert.equal((await api.req('GET', '/api/sound-check/nowhere-xx?at=2025-03-12T10:00')).status, 404);
    assert.equal((await api.req('GET', '/api/sound-check/salvador-ba')).status, 400);
  });

  it('is in /openapi.json', async () => {
    const doc = await api.req('GET', '/openapi.json');
    assert.ok(doc.json.paths['/api/sound-check/{id}']?.get);
    assert.ok(doc.json.components.schemas.SoundCheck);
  });
});
