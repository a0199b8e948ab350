/**
 * GET /api/municipalities/{id}/infractions: what a notice takes as infraction, with a first
 * offence's fine on the date (public: it is the law). Salvador art. 15 from the law text; a date
 * before the law has no amount in force (422 naming `date`); no law pack, 404; a malformed
 * date, 400 naming it.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { openTestApi, type TestApi } from '../../../test/support/api.ts';
import { infractionCatalogSchema } from '../../app/output-schemas.ts';

let api: TestApi;
before(async () => {
  api = await openTestApi('sqlite');
});
after(async () => {
  await api?.close();
});

describe('GET /api/municipalities/{id}/infractions', () => {
  it('Salvador art. 15: each inciso, its fine on the date and its first repeat (§ 1º: +50 %), without signing in', async () => {
    const r = await api.req('GET', '/api/municipalities/salvador-ba/infractions?date=2026-12-03');
    assert.equal(r.status, 200, r.text);
    const body = infractionCatalogSchema.parse(r.json);
    assert.equal(body.date, '2026-12-03');
    assert.deepEqual(
      body.infractions.filter((i) => i.id.startsWith('art15-')).map((i) => [i.id, i.amountBRL ?? i.range, i.firstRepeatBRL]),
      [
        ['art15-I', 500, 750],
        ['art15-II', 300, 450],
        ['art15-III', { min: 100, max: 300 }, null],
        ['art15-IV', 300, 450],
        ['art15-V', 100, 150],
      ],
    );
  });

  it('a date before the law: 422 naming date; no such municipality: 404; a malformed date: 400, dd/mm/aaaa taken', async () => {
    const before2011 = await api.req('GET', '/api/municipalities/salvador-ba/infractions?date=2011-07-25');
    assert.equal(before2011.status, 422, before2011.text);
    assert.equal(before2011.json.errors?.[0]?.field, 'date');
    const none = await api.req('GET', '/api/municipalities/recife-pe/infractions');
    assert.equal(none.status, 404);
    const bad = await api.req('GET', '/api/municipalities/salvador-ba/infractions?date=2026-12-3');
    assert.equal(bad.status, 400);
    assert.match(bad.text, /date/);
    // The date as Brazilian users type it is the same day (src/api/input-validation.test.ts).
    const typed = await api.req('GET', '/api/municipalities/salvador-ba/infractions?date=03/12/2026');
    assert.equal(typed.status, 200, typed.text);
  });
});
