/** The viability endpoints are in /openapi.json, and what they serve fits what is declared there. */
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { openTestApi, systemScope, type TestApi } from '../../../test/support/api.ts';
import { packs } from '../../../test/support/packs.ts';
import { surveyedAll } from '../../../test/support/places.ts';
import { destination } from '../../siting/geom.ts';
import { realBoundaries } from '../../siting/synthetic-municipalities.ts';
import { pointViability, viabilityMap } from './viability-docs.ts';

let api: TestApi;
const P: [number, number] = [-48.47, -1.4];
before(async () => {
  api = await openTestApi('sqlite');
  const base = { source: 'teste', importedAt: '2026-01-15T12:00:00.000Z', validFrom: null, validTo: null, data: {} };
  const boundary = realBoundaries(packs).get('belem-pa');
  assert.ok(boundary);
  await api.deps.repo.insertPlaces(systemScope(), [
    { ...base, municipality: 'belem-pa', category: 'municipal-boundary', status: null, name: 'Belém', geometry: boundary },
    {
      ...base,
      municipality: 'belem-pa',
      category: 'glp-outlet',
      status: 'licensed',
      name: 'Revenda A',
      geometry: { type: 'Point', coordinates: P },
    },
  ]);
  await api.deps.repo.surveys.declare(systemScope(), surveyedAll('belem-pa'));
});
after(async () => {
  await api?.close();
});

it('/openapi.json declares the point check and the map', async () => {
  const doc = (await api.req('GET', '/openapi.json')).json;
  const check = doc.paths['/api/viability/{municipality}/check']?.get;
  assert.ok(check, 'check declared');
  assert.deepEqual(
    check.parameters
      .filter((p: { in: string }) => p.in === 'query')
      .map((p: { name: string }) => p.name)
      .sort(),
    ['activity', 'assumeSurveyed', 'class', 'date', 'lang', 'lat', 'lon', 'set'],
  );
  assert.ok(doc.paths['/api/viability/{municipality}']?.get.responses['200'].content['application/geo+json']);
});

it('a real point answer and a real map fit the declared schemas', async () => {
  // 499.99 m north of a licensed outlet: Belém art. 2, I, a (500 m minimum) excludes it.
  const [lon, lat] = destination(P, 0, 499.99);
  const check = await api.req('GET', `/api/viability/belem-pa/check?lon=${lon}&lat=${lat}&class=II&date=2026-06-01`);
  assert.equal(check.status, 200);
  const parsed = pointViability.parse(check.json);
  assert.equal(parsed.verdict, 'excluded');
  assert.equal(parsed.findings.find((f) => f.status === 'violated')?.places[0]?.name, 'Revenda A');
  const map = await api.req('GET', '/api/viability/belem-pa?class=II&resolution=500&date=2026-06-01');
  assert.equal(map.status, 200, map.text);
  const m = viabilityMap.parse(map.json);
  assert.ok(m.features.some((f) => f.properties.kind === 'exclusion-zone'));
  // The findings speak the language asked (default pt-BR); a language outside the two is a 400 naming it.
  const violated = (j: unknown) => pointViability.parse(j).findings.find((f) => f.status === 'violated')?.message ?? '';
  assert.match(violated(check.json), /Posto revendedor|posto revendedor/);
  const en = await api.req('GET', `/api/viability/belem-pa/check?lon=${lon}&lat=${lat}&class=II&date=2026-06-01&lang=en`);
  assert.equal(en.status, 200, en.text);
  assert.match(violated(en.json), /outlet/);
  assert.doesNotMatch(violated(en.json), /posto revendedor/i);
  const fr = await api.req('GET', `/api/viability/belem-pa/check?lon=${lon}&lat=${lat}&lang=fr`);
  assert.equal(fr.status, 400);
  assert.match(fr.text, /lang/);
  // No class asked: the answer per NBR 15514 class (art. 2 I a excludes every one, citing it).
  const perClass = pointViability.parse((await api.req('GET', `/api/viability/belem-pa/check?lon=${lon}&lat=${lat}&date=2026-06-01`)).json);
  assert.equal(perClass.byClass?.length, 8);
  for (const c of perClass.byClass ?? []) {
    assert.equal(c.verdict, 'excluded', c.class);
    assert.ok(c.deciding.some((d) => d.rule === 'belem-pa/art2-I-a'));
  }
  assert.equal(parsed.byClass, undefined);
  // The schema is not a pass-anything: a verdict outside the three is refused.
  assert.equal(pointViability.safeParse({ ...check.json, verdict: 'maybe' }).success, false);
});
