/** The viability map over HTTP: the map, the point check, the preview, and problems naming bad parameters. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { packs } from '../../../test/support/packs.ts';
import { rec, registryWith } from '../../../test/support/places.ts';
import { destination } from '../../siting/geom.ts';
import { createViabilityApp } from './viability.ts';

const DATE = '2025-06-01';
const BELEM_P: [number, number] = [-48.47, -1.4];

describe('viability over HTTP', () => {
  const registry = registryWith('belem-pa', [
    rec('o1', 'belem-pa', 'glp-outlet', { type: 'Point', coordinates: BELEM_P }, { status: 'licensed' }),
  ]);
  const app = createViabilityApp({ packs, registry, today: () => DATE });

  it('serves the GeoJSON map, the point check and the SVG preview', async () => {
    const map = await app.request('/belem-pa?class=II&resolution=50');
    assert.equal(map.status, 200);
    assert.match(map.headers.get('content-type') ?? '', /application\/geo\+json/);
    const doc = (await map.json()) as { date: string; features: { properties: { kind: string } }[] };
    assert.equal(doc.date, DATE);
    assert.ok(doc.features.some((f) => f.properties.kind === 'excluded'));
    const [lon, lat] = destination(BELEM_P, 0, 499.99);
    const check = (await (await app.request(`/belem-pa/check?lon=${lon}&lat=${lat}&class=II`)).json()) as { verdict: string };
    assert.equal(check.verdict, 'excluded');
    const svg = await app.request('/belem-pa/preview.svg?resolution=100');
    assert.equal(svg.headers.get('content-type'), 'image/svg+xml');
    assert.match(await svg.text(), /^<svg [^>]*>[\s\S]*data:image\/png;base64,/);
  });

  it('answers bad parameters with RFC 9457 problems naming them', async () => {
    const cases: [string, string, RegExp][] = [
      ['/belem-pa?class=IX', 'class', /an NBR 15514 class: I, II/],
      ['/belem-pa?date=2001-01-01', 'date', /on or after 16\/01\/2012/],
      ['/belem-pa?activity=bakery', 'activity', /one of glp-resale/],
      ['/belem-pa?set=belem-pa/nope=3', 'overrides', /a parameter of belem-pa/],
      ['/atlantis-xx', 'municipality', /a municipality with a law pack/],
      ['/belem-pa/check?lon=abc&lat=1', 'lon', /a longitude/],
    ];
    for (const [url, field, expected] of cases) {
      const r = await app.request(url);
      assert.equal(r.status, 400, url);
      assert.equal(r.headers.get('content-type'), 'application/problem+json');
      const body = (await r.json()) as { errors: { field: string; expected: string }[] };
      assert.equal(body.errors[0]?.field, field, url);
      assert.match(body.errors[0]?.expected ?? '', expected, url);
    }
  });
});
