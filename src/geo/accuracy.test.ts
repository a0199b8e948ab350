/**
 * Accuracy against independent references: a brute-force minimum along each geodesic
 * edge (dense sampling + golden section, no derivatives), exact perpendicular
 * constructions, and an azimuth winding-number inside test. Seeded, so reproducible.
 * Tolerance: 1 mm, as the laws' 100–2 000 m thresholds are applied to the centimetre.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { geometryDistance, nearestPoints, pointDistance, pointInPolygon, pointSegmentDistance } from './distance.ts';
import { GeodesicEdge, pointEdgeFoot } from './geodesic.ts';
import {
  alongSegment,
  bruteForcePointRings,
  bruteForcePointSegment,
  logUniform,
  offset,
  randomBrazil,
  randomRing,
  ringsCross,
  rng,
  segmentLength,
  windingInside,
} from '../../test/support/geo.ts';
import type { Geometry, LonLat } from './types.ts';

const MM = 1e-3;

function report(name: string, maxErr: number, n: number): void {
  // Visible with --test-reporter=spec; useful when tuning, harmless otherwise.
  console.log(`  ${name}: max |error| ${(maxErr * 1000).toExponential(2)} mm over ${n} cases`);
}

test('point–segment: Newton solver matches brute force within 1 mm (1 m–10 km)', () => {
  const rand = rng(1);
  let maxErr = 0;
  const n = 800;
  for (let i = 0; i < n; i++) {
    const a = randomBrazil(rand);
    const len = logUniform(rand, 1, 10_000);
    const b = offset(a, rand() * 360, len);
    // Around the segment, including beyond its ends (closest point is then a vertex).
    const m = alongSegment(a, b, len * (rand() * 1.6 - 0.3)).point;
    const p = offset(m, rand() * 360, logUniform(rand, 1, 10_000));
    const got = pointSegmentDistance(p, a, b);
    const ref = bruteForcePointSegment(p, a, b, 200);
    // The brute force is itself an upper bound (it samples the segment); the solver may only beat it by noise.
    maxErr = Math.max(maxErr, Math.abs(got - ref));
    assert.ok(Math.abs(got - ref) <= MM, `case ${i}: ${got} vs ${ref}`);
  }
  report('point–segment', maxErr, n);
});

test('point–segment: exact perpendicular construction (distance known by construction)', () => {
  const rand = rng(2);
  let maxErr = 0;
  for (let i = 0; i < 400; i++) {
    const a = randomBrazil(rand);
    const len = logUniform(rand, 2, 10_000);
    const b = offset(a, rand() * 360, len);
    const s = len * (0.02 + 0.96 * rand());
    const { point: x, azi } = alongSegment(a, b, s);
    const d = logUniform(rand, 0.001, Math.min(10_000, len * 0.2));
    // A geodesic leaving the segment at right angles: its foot is x, at distance d.
    const p = offset(x, azi + (rand() < 0.5 ? 90 : -90), d);
    const got = pointSegmentDistance(p, a, b);
    maxErr = Math.max(maxErr, Math.abs(got - d));
    assert.ok(Math.abs(got - d) <= MM, `case ${i}: ${got} vs ${d}`);
  }
  report('perpendicular construction', maxErr, 400);
});

function ringsOf(g: Geometry): LonLat[][] {
  if (g.type === 'Polygon') return g.coordinates;
  if (g.type === 'LineString') return [g.coordinates];
  return [[g.coordinates]];
}

test('point–polygon: matches brute force within 1 mm, 0 inside (winding-number reference)', () => {
  const rand = rng(3);
  let maxErr = 0;
  let inside = 0;
  const n = 150;
  for (let i = 0; i < n; i++) {
    const c = randomBrazil(rand);
    const size = logUniform(rand, 5, 3000);
    const ring = randomRing(rand, c, 3 + Math.floor(rand() * 8), size * 0.3, size);
    const poly: Geometry = { type: 'Polygon', coordinates: [ring] };
    const p = offset(c, rand() * 360, size * rand() * 0.8 + logUniform(rand, 1, 10_000) * (rand() < 0.8 ? 1 : 0));
    const got = geometryDistance({ type: 'Point', coordinates: p }, poly);
    if (windingInside(p, [ring])) {
      inside++;
      assert.equal(got, 0, `case ${i}: inside but ${got}`);
      assert.ok(pointInPolygon(p, poly));
      continue;
    }
    assert.ok(!pointInPolygon(p, poly), `case ${i}: outside by winding number`);
    const ref = bruteForcePointRings(p, [ring], 100);
    maxErr = Math.max(maxErr, Math.abs(got - ref));
    assert.ok(Math.abs(got - ref) <= MM, `case ${i}: ${got} vs ${ref}`);
  }
  assert.ok(inside > 5 && inside < n - 5, `mix of inside/outside cases (${inside})`);
  report('point–polygon', maxErr, n);
});

test('polygon–polygon (edge to edge): matches brute force within 1 mm', () => {
  const rand = rng(4);
  let maxErr = 0;
  const n = 40;
  for (let i = 0; i < n; i++) {
    const c1 = randomBrazil(rand);
    const s1 = logUniform(rand, 5, 500);
    const s2 = logUniform(rand, 5, 500);
    const gap = logUniform(rand, 1, 10_000);
    const dir = rand() * 360;
    const c2 = offset(c1, dir, s1 + s2 + gap);
    const r1 = randomRing(rand, c1, 3 + Math.floor(rand() * 6), s1 * 0.5, s1);
    const r2 = randomRing(rand, c2, 3 + Math.floor(rand() * 6), s2 * 0.5, s2);
    const a: Geometry = { type: 'Polygon', coordinates: [r1] };
    const b: Geometry = { type: 'Polygon', coordinates: [r2] };
    const got = nearestPoints(a, b);
    // Reference: every vertex of one against every edge of the other, by brute force.
    let ref = Number.POSITIVE_INFINITY;
    for (const v of r1) ref = Math.min(ref, bruteForcePointRings(v, [r2], 100));
    for (const v of r2) ref = Math.min(ref, bruteForcePointRings(v, [r1], 100));
    maxErr = Math.max(maxErr, Math.abs(got.distanceM - ref));
    assert.ok(Math.abs(got.distanceM - ref) <= MM, `case ${i}: ${got.distanceM} vs ${ref}`);
    // The reported points realise the distance and lie on their geometries.
    assert.ok(Math.abs(pointDistance(got.from, got.to) - got.distanceM) <= 1e-6);
    assert.ok(bruteForcePointRings(got.from, [r1], 50) <= MM);
    assert.ok(bruteForcePointRings(got.to, [r2], 50) <= MM);
    assert.equal(geometryDistance(b, a), got.distanceM, 'symmetric');
  }
  report('polygon–polygon', maxErr, n);
});

test('polygon–polygon: no interior pair beats the vertex–edge minimum (dense 2-D sampling)', () => {
  // Checks the theorem the engine relies on: between disjoint geodesic segments the
  // minimum is at an endpoint. Sample both boundaries densely near the closest pair.
  const rand = rng(5);
  for (let i = 0; i < 4; i++) {
    const c1 = randomBrazil(rand);
    const c2 = offset(c1, rand() * 360, 400 + logUniform(rand, 1, 5000));
    const r1 = randomRing(rand, c1, 4, 100, 200);
    const r2 = randomRing(rand, c2, 4, 100, 200);
    const got = geometryDistance({ type: 'Polygon', coordinates: [r1] }, { type: 'Polygon', coordinates: [r2] });
    for (let e = 0; e + 1 < r1.length; e++) {
      const a = r1[e] as LonLat;
      const b = r1[e + 1] as LonLat;
      const len = segmentLength(a, b);
      for (let k = 0; k <= 24; k++) {
        const p = alongSegment(a, b, (len * k) / 24).point;
        const d = bruteForcePointRings(p, [r2], 60);
        assert.ok(d >= got - MM, `edge sample closer than result: ${d} < ${got}`);
      }
    }
  }
});

test('line–polygon and line–line match brute force; crossing lines are at 0', () => {
  const rand = rng(6);
  let maxErr = 0;
  for (let i = 0; i < 40; i++) {
    const c = randomBrazil(rand);
    const ring = randomRing(rand, c, 5, 100, 300);
    const start = offset(c, rand() * 360, 300 + logUniform(rand, 1, 5000));
    const line: LonLat[] = [start, offset(start, rand() * 360, 200), offset(start, rand() * 360, 400)];
    const got = geometryDistance({ type: 'LineString', coordinates: line }, { type: 'Polygon', coordinates: [ring] });
    if (got === 0) continue;
    let ref = bruteForcePointRings(line[0] as LonLat, [ring], 100);
    for (const v of line) ref = Math.min(ref, bruteForcePointRings(v, [ring], 100));
    for (const v of ring) ref = Math.min(ref, bruteForcePointRings(v, ringsOf({ type: 'LineString', coordinates: line }), 100));
    maxErr = Math.max(maxErr, Math.abs(got - ref));
    assert.ok(Math.abs(got - ref) <= MM, `case ${i}: ${got} vs ${ref}`);
  }
  report('line–polygon', maxErr, 40);
  const o: LonLat = [-48.5, -1.45];
  const x1 = offset(o, 45, 500);
  const x2 = offset(o, 225, 500);
  const y1 = offset(o, 135, 500);
  const y2 = offset(o, 315, 500);
  assert.equal(geometryDistance({ type: 'LineString', coordinates: [x1, x2] }, { type: 'LineString', coordinates: [y1, y2] }), 0);
});

test('polygon–polygon near contact: 0 exactly when they intersect (independent check), else brute force', () => {
  // Centres at about the sum of the radii, so some pairs overlap, some nest, some miss.
  const rand = rng(7);
  let zero = 0;
  let maxErr = 0;
  const n = 80;
  for (let i = 0; i < n; i++) {
    const c1 = randomBrazil(rand);
    const s1 = logUniform(rand, 10, 300);
    const s2 = logUniform(rand, 10, 300);
    const c2 = offset(c1, rand() * 360, (s1 + s2) * (0.2 + rand()));
    const r1 = randomRing(rand, c1, 3 + Math.floor(rand() * 6), s1 * 0.5, s1);
    const r2 = randomRing(rand, c2, 3 + Math.floor(rand() * 6), s2 * 0.5, s2);
    const got = geometryDistance({ type: 'Polygon', coordinates: [r1] }, { type: 'Polygon', coordinates: [r2] });
    const intersects = windingInside(r1[0] as LonLat, [r2]) || windingInside(r2[0] as LonLat, [r1]) || ringsCross(r1, r2);
    if (intersects) {
      zero++;
      assert.equal(got, 0, `case ${i}: intersecting but ${got}`);
      continue;
    }
    let ref = Number.POSITIVE_INFINITY;
    for (const v of r1) ref = Math.min(ref, bruteForcePointRings(v, [r2], 60));
    for (const v of r2) ref = Math.min(ref, bruteForcePointRings(v, [r1], 60));
    maxErr = Math.max(maxErr, Math.abs(got - ref));
    assert.ok(Math.abs(got - ref) <= MM, `case ${i}: ${got} vs ${ref}`);
  }
  assert.ok(zero > 10 && zero < n - 10, `mix of intersecting and disjoint (${zero})`);
  report('polygon–polygon near contact', maxErr, n - zero);
});

test('Newton solver converges from any starting guess (vertex, far end, middle)', () => {
  const rand = rng(8);
  for (let i = 0; i < 200; i++) {
    const a = randomBrazil(rand);
    const len = logUniform(rand, 1, 10_000);
    const b = offset(a, rand() * 360, len);
    const p = offset(alongSegment(a, b, len * (rand() * 1.6 - 0.3)).point, rand() * 360, logUniform(rand, 0.01, 10_000));
    const edge = new GeodesicEdge(a[1], a[0], b[1], b[0]);
    const ref = bruteForcePointSegment(p, a, b, 100);
    for (const s0 of [0, len, len / 2, len * rand()]) {
      const f = pointEdgeFoot(p[1], p[0], edge, s0);
      assert.ok(Math.abs(f.distance - ref) <= MM, `case ${i} from ${s0}: ${f.distance} vs ${ref}`);
    }
  }
});
