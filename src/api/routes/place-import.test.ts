/**
 * Importing a place registry over the API, on SQLite and PostgreSQL: a clean file is written
 * whole (and audited), a file with one bad row writes nothing and names that row, a dry run
 * writes nothing, and only the municipality's (or the system's) administrators may import.
 */
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { forEachEngine, makeUser, type Principal, type TestApi, openTestApi } from '../../../test/support/api.ts';

const feature = (properties: Record<string, unknown>, lon: number, lat: number) => ({
  type: 'Feature',
  properties,
  geometry: { type: 'Point', coordinates: [lon, lat] },
});
const file = (...features: unknown[]) => JSON.stringify({ type: 'FeatureCollection', features });
const SCHOOLS = file(
  feature({ category: 'school', name: 'Escola Municipal Marco', id: 'INEP-1' }, -48.47, -1.43),
  feature({ category: 'school', name: 'Escola Estadual Pedreira', id: 'INEP-2' }, -48.46, -1.42),
);

await forEachEngine('POST /api/municipalities/{municipality}/places/import', (engine) => {
  let api: TestApi;
  let admin: Principal;
  let officer: Principal;
  before(async () => {
    api = await openTestApi(engine);
    admin = await makeUser(api, ['municipal-admin'], 'belem-pa', 'Admin Belém');
    officer = await makeUser(api, ['licensing-officer'], 'belem-pa', 'Servidor Belém');
  });
  after(async () => {
    await api?.close();
  });

  const upload = (who: Principal, text: string, query: string, municipality = 'belem-pa') =>
    api.req('POST', `/api/municipalities/${municipality}/places/import?${query}`, {
      token: who.token,
      raw: text,
      headers: { 'content-type': 'application/octet-stream' },
    });
  const schools = async () => (await api.req('GET', '/api/municipalities/belem-pa/places?category=school')).json.total as number;

  it('a dry run checks the file and writes nothing', async () => {
    const r = await upload(admin, SCHOOLS, 'fileName=escolas.geojson&dryRun=true');
    assert.equal(r.status, 200, r.text);
    assert.deepEqual([r.json.format, r.json.dryRun, r.json.rows, r.json.imported], ['geojson', true, 2, 2]);
    assert.equal(await schools(), 0);
  });

  it('a file with one bad row writes nothing and names the row, the field, what was found and expected', async () => {
    const bad = file(
      feature({ category: 'school', name: 'Escola boa', id: 'INEP-3' }, -48.47, -1.43),
      feature({ category: 'padaria', name: 'Padaria' }, -48.47, -1.431),
    );
    const r = await upload(admin, bad, 'fileName=escolas.geojson');
    assert.equal(r.status, 422);
    assert.match(r.json.detail, /^1 problem\(s\) in escolas\.geojson; nothing was imported/);
    assert.equal(r.json.errors.length, 1);
    assert.equal(r.json.errors[0].field, 'features[1]: category');
    assert.equal(r.json.errors[0].found, '"padaria"');
    assert.match(r.json.errors[0].expected, /glp-outlet/);
    assert.equal(await schools(), 0);
  });

  it('a clean file is imported whole, by category, and audited', async () => {
    const r = await upload(admin, SCHOOLS, 'fileName=escolas.geojson&source=INEP%202025');
    assert.equal(r.status, 200, r.text);
    assert.deepEqual([r.json.dryRun, r.json.imported, r.json.byCategory], [false, 2, { school: 2 }]);
    assert.equal(await schools(), 2);
    const audit = await api.req('GET', '/api/audit?entity=places&action=places.import', { token: admin.token });
    assert.equal(audit.status, 200, audit.text);
    assert.equal(audit.json.items.length, 1, 'one audit entry for the import');
    assert.deepEqual([audit.json.items[0].actorId, audit.json.items[0].after.count], [admin.user.id, 2]);
    // Imported again: every row is already registered (same category and id), nothing is duplicated.
    const again = await upload(admin, SCHOOLS, 'fileName=escolas.geojson');
    assert.deepEqual([again.json.imported, again.json.skipped.alreadyRegistered], [0, 2]);
    assert.equal(await schools(), 2);
  });

  it('only administrators import, and only for their municipality', async () => {
    assert.equal((await upload(officer, SCHOOLS, 'fileName=escolas.geojson')).status, 403);
    assert.equal((await upload(admin, SCHOOLS, 'fileName=escolas.geojson', 'salvador-ba')).status, 403);
    const anon = await api.req('POST', '/api/municipalities/belem-pa/places/import', { raw: SCHOOLS });
    assert.equal(anon.status, 401);
  });

  it('refuses an empty body and an unknown category, naming the field', async () => {
    const empty = await upload(admin, '', 'fileName=x.geojson');
    assert.equal(empty.status, 422);
    assert.equal(empty.json.errors[0].field, '(body)');
    const cat = await upload(admin, SCHOOLS, 'category=padaria');
    assert.equal(cat.status, 400);
    assert.equal(cat.json.errors[0].field, 'query.category');
  });
});

it('keeps the import route in the OpenAPI document with a binary body', async () => {
  const api = await openTestApi('sqlite');
  try {
    const doc = (await api.req('GET', '/openapi.json')).json;
    const op = doc.paths['/api/municipalities/{municipality}/places/import'].post;
    assert.ok(op.requestBody.content['application/octet-stream']);
  } finally {
    await api.close();
  }
});
