/**
 * The viability map over HTTP: the map, the point check and the preview from the store's
 * registries, computed off the request thread; problems naming bad parameters; and the limits
 * of issue #9 item 2 — a coarse map only without signing in, a cap on cells and on the
 * answer's size, a per-client budget of maps.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { forEachEngine, makeUser, openTestApi, systemScope, type TestApi } from '../../../test/support/api.ts';
import { packs } from '../../../test/support/packs.ts';
import { surveyedAll } from '../../../test/support/places.ts';
import type { PlaceRecord } from '../../domain/place.ts';
import { destination, type PolygonGeometry } from '../../siting/geom.ts';
import { realBoundaries } from '../../siting/synthetic-municipalities.ts';
import { type ApiConfig, DEFAULT_HEAVY } from '../context.ts';

const DATE = '2025-06-01';
const BELEM_P: [number, number] = [-48.47, -1.4];

type Draft = Omit<PlaceRecord, 'id' | 'version'>;
const place = (category: string, geometry: PlaceRecord['geometry'], status: string | null): Draft => ({
  municipality: 'belem-pa',
  category,
  status,
  name: category,
  geometry,
  source: 'teste',
  importedAt: '2025-01-15T12:00:00.000Z',
  validFrom: null,
  validTo: null,
  data: {},
});

async function belemApi(engine: 'sqlite' | 'postgres', config: Partial<ApiConfig> = {}): Promise<TestApi> {
  const api = await openTestApi(engine, { config });
  await api.deps.repo.insertPlaces(systemScope(), [
    place('municipal-boundary', realBoundaries(packs).get('belem-pa') as PolygonGeometry, null),
    place('glp-outlet', { type: 'Point', coordinates: BELEM_P }, 'licensed'),
  ]);
  // A complete registry: every category declared surveyed (issue 7 item 1).
  await api.deps.repo.surveys.declare(systemScope(), surveyedAll('belem-pa'));
  return api;
}

await forEachEngine('viability over HTTP', (engine) => {
  let api: TestApi;
  before(async () => {
    api = await belemApi(engine);
  });
  after(async () => {
    await api?.close();
  });

  it('serves the GeoJSON map, the point check and the SVG preview', async () => {
    const map = await api.req('GET', `/api/viability/belem-pa?class=II&resolution=50&date=${DATE}`);
    assert.equal(map.status, 200, map.text);
    assert.match(map.headers.get('content-type') ?? '', /application\/geo\+json/);
    assert.equal(map.json.date, DATE);
    assert.ok((map.json.features as { properties: { kind: string } }[]).some((f) => f.properties.kind === 'excluded'));
    const [lon, lat] = destination(BELEM_P, 0, 499.99);
    const check = await api.req('GET', `/api/viability/belem-pa/check?lon=${lon}&lat=${lat}&class=II&date=${DATE}`);
    assert.equal(check.status, 200, check.text);
    assert.equal(check.json.verdict, 'excluded');
    const svg = await api.req('GET', '/api/viability/belem-pa/preview.svg?resolution=100');
    assert.equal(svg.status, 200, svg.text);
    assert.equal(svg.headers.get('content-type'), 'image/svg+xml');
    assert.match(svg.text, /^<svg [^>]*>[\s\S]*data:image\/png;base64,/);
  });

  it('answers bad parameters with RFC 9457 problems naming them', async () => {
    const cases: [string, string, RegExp][] = [
      ['/api/viability/belem-pa?class=IX', 'query.class', /an NBR 15514 class: I, II/],
      ['/api/viability/belem-pa?date=2001-01-01', 'query.date', /on or after 16\/01\/2012/],
      ['/api/viability/belem-pa?date=2026-13-45', 'query.date', /a day of the calendar/],
      ['/api/viability/belem-pa?activity=bakery', 'query.activity', /one of glp-resale/],
      ['/api/viability/belem-pa?set=belem-pa/nope=3', 'query.overrides', /a parameter of belem-pa/],
      ['/api/viability/belem-pa?resolution=0.1', 'query.resolution', /0\.5/],
      ['/api/viability/belem-pa?resolution=9007199254740993', 'query.resolution', /1000/],
      ['/api/viability/belem-pa/check?lon=abc&lat=1', 'query.lon', /number/],
      ['/api/viability/belem-pa/check?lon=-48.5&lat=91', 'query.lat', /90/],
    ];
    for (const [url, field, expected] of cases) {
      const r = await api.req('GET', url);
      assert.equal(r.status, 400, `${url}: ${r.text}`);
      assert.match(r.headers.get('content-type') ?? '', /^application\/problem\+json/);
      assert.equal(r.json.errors[0]?.field, field, url);
      assert.match(r.json.errors[0]?.expected ?? '', expected, url);
    }
  });

  it('a municipality without a law pack is the path’s 404 naming those with one, on the map, the SVG and the check', async () => {
    for (const url of [
      '/api/viability/atlantis-xx',
      '/api/viability/atlantis-xx/preview.svg',
      '/api/viability/atlantis-xx/check?lon=-48.5&lat=-1.4',
    ]) {
      const r = await api.req('GET', url);
      assert.equal(r.status, 404, `${url}: ${r.text}`);
      assert.equal(r.json.errors.length, 1, url);
      assert.equal(r.json.errors[0].field, 'municipality', url);
      assert.equal(r.json.errors[0].found, '"atlantis-xx"', url);
      assert.match(r.json.errors[0].expected, /^one of .*belem-pa/, url);
    }
  });

  it('without signing in, only a coarse map; signed in, a finer one', async () => {
    const fine = await api.req('GET', '/api/viability/belem-pa?resolution=0.5');
    assert.equal(fine.status, 400);
    assert.equal(fine.json.errors[0].field, 'query.resolution');
    assert.match(fine.json.errors[0].expected, /at least 10 m without signing in/);
    // On the floor itself: served.
    assert.equal((await api.req('GET', '/api/viability/belem-pa?resolution=10')).status, 200);
    const { token } = await makeUser(api, ['licensing-officer'], 'belem-pa', 'officer');
    const signed = await api.req('GET', '/api/viability/belem-pa?resolution=5', { token });
    assert.equal(signed.status, 200, signed.text);
  });
});

describe('viability limits', () => {
  let api: TestApi;
  before(async () => {
    api = await belemApi('sqlite', {
      trustProxy: true,
      heavy: {
        ...DEFAULT_HEAVY,
        anonymousMaxCells: 4_000_000,
        maxResultBytes: 100_000,
        anonymousBudget: { burst: 3, intervalMs: 60_000 },
      },
    });
  });
  after(async () => {
    await api?.close();
  });

  it('a grid over the cap is refused before any work, naming the finest resolution allowed', async () => {
    // Belém's box at 25 m: 1462 × 2244 = 3.3 million cells, within 4 million; at 20 m, 5.1 million.
    const over = await api.req('GET', '/api/viability/belem-pa?resolution=20', { headers: { 'x-forwarded-for': '10.9.0.1' } });
    assert.equal(over.status, 400, over.text);
    assert.equal(over.json.errors[0].field, 'query.resolution');
    assert.match(over.json.errors[0].expected, /at least 23 m here: a map may have at most 4000000 cells/);
    // An answer over the size cap is refused too, not sent.
    const big = await api.req('GET', '/api/viability/belem-pa?resolution=25', { headers: { 'x-forwarded-for': '10.9.0.2' } });
    assert.equal(big.status, 400, big.text);
    assert.match(big.json.errors[0].expected, /a coarser resolution: an answer may hold at most 0\.1 MiB/);
  });

  it('each client has a budget of maps: then 429 with Retry-After', async () => {
    const statuses: number[] = [];
    let retry = '';
    for (let i = 0; i < 5; i++) {
      const r = await api.req('GET', '/api/viability/belem-pa?resolution=1000');
      statuses.push(r.status);
      if (r.status === 429) retry = r.headers.get('retry-after') ?? '';
    }
    assert.deepEqual(statuses, [200, 200, 200, 429, 429]);
    assert.match(retry, /^[1-9]\d*$/);
    assert.ok(Number(retry) <= 60);
  });
});
