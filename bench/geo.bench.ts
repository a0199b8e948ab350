/**
 * Geodesy benchmark: ops/s for point–point, point–polygon, polygon–polygon (edge to edge),
 * point vs a 3 000-vertex urban perimeter, and GeoIndex queries against a naive scan.
 * Run: node --import tsx bench/geo.bench.ts   (numbers are indicative, single thread)
 */
import {
  distanceToPolygonBoundary,
  type Geometry,
  geometryDistance,
  type LonLat,
  pointSegmentDistance,
  prepareGeometry,
} from '../src/geo/distance.ts';
import { GeoIndex } from '../src/geo/index.ts';
import { offset, randomPerimeter, randomRing, rng } from '../test/support/geo.ts';

const BELEM: LonLat = [-48.4902, -1.4558];

function bench(name: string, n: number, fn: (i: number) => number): number {
  let sink = 0;
  for (let i = 0; i < Math.min(n, 2000); i++) sink += fn(i); // warm-up (JIT)
  const t0 = performance.now();
  for (let i = 0; i < n; i++) sink += fn(i);
  const ms = performance.now() - t0;
  const ops = (n / ms) * 1000;
  console.log(`${name.padEnd(48)} ${ops.toFixed(0).padStart(10)} ops/s  (${((ms * 1000) / n).toFixed(2)} µs/op)${sink === -1 ? '!' : ''}`);
  return ops;
}

const rand = rng(2024);
/** Uniform over a disc of radius r metres around c (outlets spread over a city). */
const inDisc = (c: LonLat, r: number): LonLat => offset(c, rand() * 360, r * Math.sqrt(rand()));
const N = 2000;
const points: LonLat[] = [];
const parcels: Geometry[] = [];
for (let i = 0; i < N; i++) {
  const c = inDisc(BELEM, 10_000);
  points.push(c);
  parcels.push({ type: 'Polygon', coordinates: [randomRing(rand, c, 4 + Math.floor(rand() * 6), 8, 30)] });
}
const pt = (c: LonLat): Geometry => ({ type: 'Point', coordinates: c });
const ptGeoms = points.map(pt);

console.log('geometry distances (exact geodesic, WGS 84)');
bench('point–point (geometryDistance)', 200_000, (i) => geometryDistance(ptGeoms[i % N] as Geometry, ptGeoms[(i * 7 + 1) % N] as Geometry));
bench('point–polygon (parcel, 4–9 vertices)', 50_000, (i) =>
  geometryDistance(ptGeoms[i % N] as Geometry, parcels[(i * 7 + 1) % N] as Geometry),
);
bench('polygon–polygon (edge to edge)', 30_000, (i) => geometryDistance(parcels[i % N] as Geometry, parcels[(i * 7 + 1) % N] as Geometry));
const perimeter = { type: 'Polygon' as const, coordinates: [randomPerimeter(rng(7), BELEM, 3000, 8000)] };
bench('point–urban perimeter boundary (3 000 vertices)', 20_000, (i) => distanceToPolygonBoundary(points[i % N] as LonLat, perimeter));
bench('  … "≥ 2 000 m?" (maxDistanceM 2 000)', 20_000, (i) =>
  distanceToPolygonBoundary(points[i % N] as LonLat, perimeter, { maxDistanceM: 2000 }),
);
const pg = prepareGeometry(perimeter);
bench('  … naive: every edge, exact (pointSegmentDistance)', 20, (i) => {
  const p = points[i % N] as LonLat;
  const ring = perimeter.coordinates[0] as LonLat[];
  let best = Number.POSITIVE_INFINITY;
  for (let k = 0; k + 1 < ring.length; k++) best = Math.min(best, pointSegmentDistance(p, ring[k] as LonLat, ring[k + 1] as LonLat));
  return best + pg.n;
});

console.log('\nindex queries (exact distances) vs naive scan');
const M = 20_000;
const items: { id: number; geometry: Geometry }[] = [];
for (let i = 0; i < M; i++) {
  const c = inDisc(BELEM, 30_000);
  items.push({ id: i, geometry: rand() < 0.8 ? pt(c) : { type: 'Polygon', coordinates: [randomRing(rand, c, 5, 8, 25)] } });
}
let t0 = performance.now();
const index = new GeoIndex(items, (it) => it.geometry);
console.log(`build GeoIndex over ${M} items: ${(performance.now() - t0).toFixed(0)} ms`);
const queries = ptGeoms.slice(0, 500);
for (const radius of [100, 500, 2000]) {
  const fast = bench(`within(${radius} m), ${M} items`, 2000, (i) => index.within(queries[i % queries.length] as Geometry, radius).length);
  const slow = bench(`naive scan within(${radius} m), ${M} items`, 10, (i) => {
    const q = queries[i % queries.length] as Geometry;
    let n = 0;
    for (const it of items) if (geometryDistance(q, it.geometry) <= radius) n++;
    return n;
  });
  console.log(`  → index/naive speed-up ×${(fast / slow).toFixed(0)}`);
}
const fastK = bench(`nearest(k=5), ${M} items`, 2000, (i) => index.nearest(queries[i % queries.length] as Geometry, 5).length);
const slowK = bench(`naive nearest(k=5), ${M} items`, 10, (i) => {
  const q = queries[i % queries.length] as Geometry;
  return items
    .map((it) => geometryDistance(q, it.geometry))
    .sort((a, b) => a - b)
    .slice(0, 5).length;
});
console.log(`  → index/naive speed-up ×${(fastK / slowK).toFixed(0)}`);

t0 = performance.now();
let found = 0;
for (let i = 0; i < 60_000; i++) found += index.within(ptGeoms[i % N] as Geometry, 500).length;
console.log(`\n60 000 outlets × within(500 m) over ${M} places: ${(performance.now() - t0).toFixed(0)} ms (${found} hits)`);
