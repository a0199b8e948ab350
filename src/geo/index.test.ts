/**
 * GeoIndex against a naive scan (exact geometryDistance over every item) on seeded
 * random data: points and parcels across a few Brazilian cities, queried with points,
 * parcels and lines. Results must be identical (same items, same order, same distances).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type Geometry, geometryDistance, type LonLat } from './distance.ts';
import { GeoIndex } from './index.ts';
import { logUniform, offset, randomPerimeter, randomRing, rng } from '../../test/support/geo.ts';

interface Item {
  id: number;
  geometry: Geometry;
}

const CITIES: LonLat[] = [
  [-48.4902, -1.4558], // Belém
  [-46.6333, -23.5505], // São Paulo
  [-51.2177, -30.0346], // Porto Alegre (high |lat|: longitude degrees are short)
  [-60.0217, -3.1019], // Manaus
];

function makeItems(seed: number, n: number): Item[] {
  const rand = rng(seed);
  const items: Item[] = [];
  for (let id = 0; id < n; id++) {
    const city = CITIES[Math.floor(rand() * CITIES.length)] as LonLat;
    const c = offset(city, rand() * 360, logUniform(rand, 1, 8000));
    const geometry: Geometry =
      rand() < 0.7
        ? { type: 'Point', coordinates: c }
        : { type: 'Polygon', coordinates: [randomRing(rand, c, 4 + Math.floor(rand() * 5), 5, 40)] };
    items.push({ id, geometry });
  }
  // A large indexed polygon (a district boundary) and a long line among the items.
  items.push({ id: n, geometry: { type: 'Polygon', coordinates: [randomPerimeter(rand, CITIES[0] as LonLat, 400, 3000)] } });
  items.push({
    id: n + 1,
    geometry: { type: 'LineString', coordinates: [offset(CITIES[1] as LonLat, 10, 500), offset(CITIES[1] as LonLat, 200, 6000)] },
  });
  return items;
}

function makeQuery(rand: () => number): Geometry {
  const city = CITIES[Math.floor(rand() * CITIES.length)] as LonLat;
  const c = offset(city, rand() * 360, logUniform(rand, 1, 8000));
  const r = rand();
  if (r < 0.5) return { type: 'Point', coordinates: c };
  if (r < 0.8) return { type: 'Polygon', coordinates: [randomRing(rand, c, 5, 10, 30)] };
  return { type: 'LineString', coordinates: [c, offset(c, rand() * 360, 60)] };
}

function naive(items: Item[], q: Geometry): { id: number; d: number }[] {
  return items.map((it) => ({ id: it.id, d: geometryDistance(q, it.geometry) })).sort((a, b) => a.d - b.d || a.id - b.id);
}

const items = makeItems(100, 1000);
const index = new GeoIndex(items, (it) => it.geometry);

test('within(r) equals a naive scan (300 / 500 m, 100 m, 2 000 m radii)', () => {
  const rand = rng(101);
  let total = 0;
  for (let i = 0; i < 50; i++) {
    const q = makeQuery(rand);
    const all = naive(items, q);
    for (const radius of [0, 100, 300, 500, 2000]) {
      const got = index.within(q, radius).map((h) => ({ id: h.item.id, d: h.distanceM }));
      const want = all.filter((x) => x.d <= radius);
      assert.deepEqual(got, want, `query ${i}, radius ${radius}`);
      total += got.length;
    }
  }
  assert.ok(total > 100, `queries found something (${total})`);
});

test('nearest(k, max) equals a naive scan', () => {
  const rand = rng(102);
  for (let i = 0; i < 30; i++) {
    const q = makeQuery(rand);
    const all = naive(items, q);
    for (const [k, max] of [
      [1, Number.POSITIVE_INFINITY],
      [5, Number.POSITIVE_INFINITY],
      [3, 400],
      [10, 2000],
    ] as const) {
      const got = index.nearest(q, k, max).map((h) => ({ id: h.item.id, d: h.distanceM }));
      const want = all.filter((x) => x.d <= max).slice(0, k);
      assert.deepEqual(got, want, `query ${i}, k ${k}, max ${max}`);
    }
  }
});

test('radius boxes are conservative: items just inside the radius, in every direction, are found', () => {
  // Items placed at exactly r − 1 mm and r + 1 mm around a point at several latitudes:
  // the degree box must include the first ring and the exact filter drop the second.
  for (const lat of [5, -1.5, -15, -33.7]) {
    const c: LonLat = [-50, lat];
    const ring: Item[] = [];
    let id = 0;
    for (let az = 0; az < 360; az += 7.5) {
      for (const r of [1999.999, 2000.001]) ring.push({ id: id++, geometry: { type: 'Point', coordinates: offset(c, az, r) } });
    }
    const idx = new GeoIndex(ring, (it) => it.geometry);
    const hits = idx.within({ type: 'Point', coordinates: c }, 2000);
    assert.equal(hits.length, ring.length / 2, `lat ${lat}`);
    for (const h of hits) assert.ok(h.distanceM <= 2000 && h.distanceM > 1999.998);
  }
});

test('empty index, k larger than the index, hits carry item and index', () => {
  const empty = new GeoIndex<Item>([], (it) => it.geometry);
  assert.equal(empty.size, 0);
  assert.deepEqual(empty.within({ type: 'Point', coordinates: [-48, -1] }, 1000), []);
  assert.deepEqual(empty.nearest({ type: 'Point', coordinates: [-48, -1] }, 3), []);
  const few = makeItems(103, 5).slice(0, 5);
  const idx = new GeoIndex(few, (it) => it.geometry);
  const q: Geometry = { type: 'Point', coordinates: CITIES[0] as LonLat };
  const hits = idx.nearest(q, 10);
  assert.equal(hits.length, 5);
  for (const h of hits) assert.equal(few[h.index], h.item);
  assert.deepEqual(
    hits.map((h) => h.item.id),
    naive(few, q).map((x) => x.id),
  );
  assert.throws(() => idx.within(q, -1), RangeError);
});
