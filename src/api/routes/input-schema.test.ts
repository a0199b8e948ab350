/** The input JSON Schema per municipality, as the application form reads it. */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { openTestApi, type TestApi } from '../../../test/support/api.ts';

let api: TestApi;
before(async () => {
  api = await openTestApi('sqlite');
});
after(async () => {
  await api?.close();
});

describe('GET /api/municipalities/{id}/input-schema', () => {
  it('is the schema published in docs/schema/<id>.schema.json, without signing in', async () => {
    const r = await api.req('GET', '/api/municipalities/belem-pa/input-schema');
    assert.equal(r.status, 200);
    const published = JSON.parse(readFileSync(new URL('../../../docs/schema/belem-pa.schema.json', import.meta.url), 'utf8'));
    assert.deepEqual(r.json, published);
    // What the form needs: Belém's art. 3, I asks for a scale (a yes/no fact).
    assert.equal(r.json.properties.safety.properties.scale.type, 'boolean');
  });

  it('is 404 problem JSON for a municipality with no pack', async () => {
    const r = await api.req('GET', '/api/municipalities/nowhere-xx/input-schema');
    assert.equal(r.status, 404);
    assert.match(r.headers.get('content-type') ?? '', /application\/problem\+json/);
  });
});
