/**
 * Issue #4 through the API: a stored evaluation measures against the place registries
 * instead of typed distances, the finding names the registry place, its source and the
 * distance measured the law's way; the registries are served as OGC API – Features and the
 * viability check answers for a point.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { geometryDistance } from '../geo/distance.ts';
import { buildFixture, type Fixture, forEachEngine, OWN, systemScope } from '../../test/support/api.ts';
import { surveyedAll } from '../../test/support/places.ts';

const example = JSON.parse(readFileSync(new URL('../../examples/belem-pa-approvable.json', import.meta.url), 'utf8'));
const lot = example.lot.polygon;
// A licensed outlet 0.0035° east of the lot (≈ 370 m edge to edge): inside Belém's 500 m.
const near = {
  type: 'Polygon' as const,
  coordinates: [
    [
      [-48.4663, -1.43],
      [-48.46612, -1.43],
      [-48.46612, -1.43023],
      [-48.4663, -1.43023],
      [-48.4663, -1.43],
    ] as [number, number][],
  ],
};

await forEachEngine('siting through the API', (engine) => {
  let fx: Fixture;
  before(async () => {
    fx = await buildFixture(await (await import('../../test/support/api.ts')).openTestApi(engine));
    const repo = fx.api.deps.repo;
    await repo.insertPlaces(systemScope(), [
      {
        municipality: OWN,
        category: 'glp-outlet',
        status: 'licensed',
        name: 'Revenda Registrada',
        geometry: near,
        source: 'registro municipal de revendas (teste)',
        importedAt: '2026-11-01T00:00:00Z',
        validFrom: '2015-01-01',
        validTo: null,
        data: {},
      },
    ]);
    // A complete registry: every category declared surveyed (issue 7 item 1).
    await repo.surveys.declare(systemScope(), surveyedAll(OWN));
  });
  after(async () => {
    await fx?.api.close();
  });

  test('a stored evaluation takes its distances from the registry and can be reproduced', async () => {
    const { nearby: _typed, ...input } = example;
    const officer = fx.token('licensing-officer@own');
    const a = await fx.api.req('POST', '/api/applications', { token: officer, body: { type: 'new', input } });
    assert.equal(a.status, 201, a.text);
    const ev = await fx.api.req('POST', `/api/applications/${a.json.id}/evaluations`, { token: officer, body: { date: '2026-11-30' } });
    assert.equal(ev.status, 201, ev.text);
    const f = ev.json.result.findings.find((x: { rule: string }) => x.rule === 'belem-pa/art2-I-a');
    assert.equal(f.status, 'violated', f.message);
    assert.equal(f.places[0].name, 'Revenda Registrada');
    assert.equal(f.places[0].source, 'registro municipal de revendas (teste) (importado em 01/11/2026)');
    const expected = Math.round(geometryDistance(lot, near) * 100) / 100;
    assert.equal(f.places[0].distanceM, expected);
    assert.ok(expected > 300 && expected < 500, `distance ${expected}`);
    // The stored input is the filled one: what was measured is on record.
    assert.ok(ev.json.input.nearby.surveyed['glp-outlet'] >= 500);
    const rep = await fx.api.req('GET', `/api/evaluations/${ev.json.id}/reproduce`, { token: officer });
    assert.equal(rep.status, 200, rep.text);
    assert.equal(rep.json.matches, true);
  });

  test('useRegistry: false keeps the typed facts (and so asks for the survey)', async () => {
    const { nearby: _typed, ...input } = example;
    const officer = fx.token('licensing-officer@own');
    const a = await fx.api.req('POST', '/api/applications', { token: officer, body: { type: 'new', input } });
    const ev = await fx.api.req('POST', `/api/applications/${a.json.id}/evaluations`, {
      token: officer,
      body: { date: '2026-11-30', useRegistry: false },
    });
    assert.equal(ev.status, 201, ev.text);
    const f = ev.json.result.findings.find((x: { rule: string }) => x.rule === 'belem-pa/art2-I-a');
    assert.equal(f.status, 'cannot-evaluate');
  });

  test('the registries are served as OGC API – Features', async () => {
    const landing = await fx.api.req('GET', '/ogc');
    assert.equal(landing.status, 200, landing.text);
    const cols = await fx.api.req('GET', '/ogc/collections');
    assert.equal(cols.status, 200, cols.text);
    assert.ok(Array.isArray(cols.json.collections));
  });

  test('the viability check answers for a point, naming what excludes it', async () => {
    const r = await fx.api.req('GET', `/api/viability/${OWN}/check?lon=-48.4662&lat=-1.4301&date=2026-11-30&activity=glp-resale`);
    assert.equal(r.status, 200, r.text);
    assert.equal(r.json.municipality, OWN);
    const bad = await fx.api.req('GET', `/api/viability/${OWN}/check?lon=abc&lat=-1.43`);
    assert.equal(bad.status, 400);
    assert.match(bad.headers.get('content-type') ?? '', /^application\/problem\+json/);
  });

  // A point outside the municipality has no answer under its law: the signs dropped put it
  // 10 000 km away, where no place is registered — "allowed" there would be a silent pass.
  test('a point within the tolerance outside the boundary: answered, saying how far outside (outsideBoundaryM)', async () => {
    // 500 m west of a vertex of Belém's outer ring (test/viability-outside-boundary.test.ts checks where it lies).
    const r = await fx.api.req('GET', `/api/viability/${OWN}/check?lon=-48.6284725&lat=-1.1918100&date=2026-11-30&activity=glp-resale`);
    assert.equal(r.status, 200, r.text);
    assert.equal(r.json.outsideBoundaryM, 500);
    const inside = await fx.api.req('GET', `/api/viability/${OWN}/check?lon=-48.4878&lat=-1.4558&date=2026-11-30&activity=glp-resale`);
    assert.equal(inside.status, 200, inside.text);
    assert.equal('outsideBoundaryM' in inside.json, false);
  });

  test('a point outside the municipality: 400 naming the point and the likely slip, as the CLI refuses it', async () => {
    const r = await fx.api.req('GET', `/api/viability/${OWN}/check?lon=48.4662&lat=1.4301&date=2026-11-30&activity=glp-resale`);
    assert.equal(r.status, 400, r.text);
    assert.match(r.headers.get('content-type') ?? '', /^application\/problem\+json/);
    const e = r.json.errors?.[0];
    assert.equal(e?.field, 'query.lon');
    assert.match(e?.found ?? '', /km outside/);
    assert.match(e?.expected ?? '', /\[-48\.4662, -1\.4301\] lies there — coordinates in Brazil are negative/);
  });
});
