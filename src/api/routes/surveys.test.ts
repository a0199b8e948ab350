/**
 * Survey declarations over HTTP (issue 7 item 1), on both engines: an official of the
 * municipality declares, the declarations and the categories still to survey are listed;
 * problem JSON naming the field for bad input; an official of another municipality and an
 * applicant cannot declare, nor another municipality's official read; in /openapi.json. And
 * the viability map's unknown state and assumeSurveyed=true through the API.
 */
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { forEachEngine, makeUser, openTestApi, type Principal, systemScope, type TestApi } from '../../../test/support/api.ts';
import { packs } from '../../../test/support/packs.ts';
import type { PolygonGeometry } from '../../siting/geom.ts';
import { realBoundaries } from '../../siting/synthetic-municipalities.ts';

const PATH = '/api/municipalities/belem-pa/surveys';
const school = { category: 'school', source: 'Censo Escolar INEP 2025', surveyedOn: '2025-06-30' };

await forEachEngine('survey declarations over HTTP', (engine) => {
  let api: TestApi;
  let officer: Principal;
  let other: Principal;
  let applicant: Principal;
  before(async () => {
    api = await openTestApi(engine);
    officer = await makeUser(api, ['licensing-officer'], 'belem-pa', 'officer');
    other = await makeUser(api, ['licensing-officer'], 'salvador-ba', 'other');
    applicant = await makeUser(api, ['applicant'], 'belem-pa', 'applicant');
  });
  after(async () => {
    await api?.close();
  });

  it('an official declares; the list shows it, in force, and the categories still missing', async () => {
    const before = await api.req('GET', `${PATH}?date=2025-07-01`, { token: officer.token });
    assert.equal(before.status, 200, before.text);
    assert.ok(before.json.missing.includes('school'));
    const r = await api.req('POST', PATH, { token: officer.token, body: school });
    assert.equal(r.status, 201, r.text);
    assert.equal(r.json.category, 'school');
    assert.equal(r.json.validFrom, '2025-06-30');
    assert.equal(r.json.area, null);
    assert.equal(r.json.declaredBy, officer.user.id);
    const list = await api.req('GET', `${PATH}?date=2025-07-01`, { token: officer.token });
    assert.equal(list.json.declarations.length, 1);
    assert.ok(!list.json.missing.includes('school'));
    assert.equal(list.json.needed.find((n: { category: string }) => n.category === 'school')?.surveyed, true);
    // The day before it is in force, it is still missing.
    const earlier = await api.req('GET', `${PATH}?date=2025-06-29`, { token: officer.token });
    assert.ok(earlier.json.missing.includes('school'));
    const audit = await api.deps.repo.listAudit(systemScope(), { limit: 200, offset: 0 });
    assert.ok(audit.items.some((e) => e.action === 'survey.declare' && e.entityId === r.json.id && e.actorId === officer.user.id));
  });

  it('bad input: problem JSON naming the field, what was found and what was expected', async () => {
    const bad = await api.req('POST', PATH, { token: officer.token, body: { ...school, category: 'escolinha' } });
    assert.equal(bad.status, 422, bad.text);
    assert.match(bad.headers.get('content-type') ?? '', /application\/problem\+json/);
    assert.equal(bad.json.errors[0].field, 'category');
    assert.match(bad.json.errors[0].expected, /school/);
    const future = await api.req('POST', PATH, { token: officer.token, body: { ...school, surveyedOn: '2999-01-01' } });
    assert.equal(future.status, 422, future.text);
    assert.equal(future.json.errors[0].field, 'surveyedOn');
    const open = {
      type: 'Polygon',
      coordinates: [
        [
          [-48.5, -1.46],
          [-48.46, -1.46],
          [-48.46, -1.42],
        ],
      ],
    };
    const area = await api.req('POST', PATH, { token: officer.token, body: { ...school, area: open } });
    assert.equal(area.status, 422, area.text);
    assert.match(area.json.errors[0].field, /^area/);
  });

  it('scope: another municipality’s official and an applicant cannot declare; another municipality’s official cannot read', async () => {
    assert.equal((await api.req('POST', PATH, { token: other.token, body: school })).status, 403);
    assert.equal((await api.req('POST', PATH, { token: applicant.token, body: school })).status, 403);
    assert.equal((await api.req('GET', PATH, { token: other.token })).status, 404);
    assert.equal((await api.req('GET', PATH)).status, 401);
  });

  it('/openapi.json declares both operations', async () => {
    const doc = (await api.req('GET', '/openapi.json')).json;
    assert.ok(doc.paths['/api/municipalities/{municipality}/surveys']?.post);
    assert.ok(doc.paths['/api/municipalities/{municipality}/surveys']?.get);
  });

  it('viability: unknown area where outlets are not surveyed; assumeSurveyed=true says it assumed', async () => {
    await api.deps.repo.insertPlaces(systemScope(), [
      {
        municipality: 'belem-pa',
        category: 'municipal-boundary',
        status: null,
        name: 'Belém',
        geometry: realBoundaries(packs).get('belem-pa') as PolygonGeometry,
        source: 'teste',
        importedAt: '2026-01-15T12:00:00.000Z',
        validFrom: null,
        validTo: null,
        data: {},
      },
    ]);
    const map = await api.req('GET', '/api/viability/belem-pa?resolution=500&date=2025-07-01');
    assert.equal(map.status, 200, map.text);
    assert.ok(map.json.stats.unknownAreaKm2 > 100);
    assert.equal(map.json.stats.allowedAreaKm2, 0);
    assert.ok(map.json.unsurveyed.some((u: { category: string }) => u.category === 'glp-outlet'));
    assert.ok(map.json.features.some((f: { properties: { kind: string } }) => f.properties.kind === 'unknown'));
    assert.equal(map.json.assumeSurveyed, false);
    const planning = await api.req('GET', '/api/viability/belem-pa?resolution=500&date=2025-07-01&assumeSurveyed=true');
    assert.equal(planning.status, 200, planning.text);
    assert.equal(planning.json.assumeSurveyed, true);
    assert.equal(planning.json.stats.unknownAreaKm2, 0);
    assert.ok(planning.json.notes.some((n: string) => /assume-surveyed|assumeSurveyed/.test(n)));
    const check = await api.req('GET', '/api/viability/belem-pa/check?lon=-48.47&lat=-1.4&date=2025-07-01');
    assert.equal(check.status, 200, check.text);
    assert.equal(check.json.verdict, 'cannot-evaluate');
    assert.ok(check.json.unsurveyed.includes('glp-outlet'));
  });
});
