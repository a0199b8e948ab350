/**
 * Edge cases and properties of the public distance API: identical points, points on
 * edges and vertices, touching / overlapping / nested polygons, holes, points a hair off
 * long edges (where the plane prefilter must defer to the geodesic), large indexed
 * polygons, and fast-check properties (symmetry, 1-Lipschitz, upper bounds).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import {
  distanceToPolygonBoundary,
  type Geometry,
  geometryDistance,
  type LonLat,
  nearestPoints,
  type PolygonGeometry,
  pointDistance,
  pointInPolygon,
  pointPolygonRelation,
  pointSegmentDistance,
  pointSegmentNearest,
  prepareGeometry,
  signedDistanceToPolygonBoundary,
} from './distance.ts';
import {
  alongSegment,
  azimuth,
  bruteForcePointRings,
  bruteForcePointSegment,
  logUniform,
  offset,
  randomBrazil,
  randomRing,
  rng,
  windingInside,
} from '../../test/support/geo.ts';

const MM = 1e-3;
const pt = (c: LonLat): Geometry => ({ type: 'Point', coordinates: c });
const poly = (...rings: LonLat[][]): PolygonGeometry => ({ type: 'Polygon', coordinates: rings });
const near = (a: number, b: number, tol: number, msg?: string) =>
  assert.ok(Math.abs(a - b) <= tol, `${msg ?? ''} ${a} vs ${b} (tol ${tol})`);

/** A square of side ~2h metres around c, as a closed ring. */
function square(c: LonLat, h: number): LonLat[] {
  const n = offset(c, 0, h)[1];
  const s = offset(c, 180, h)[1];
  const e = offset(c, 90, h)[0];
  const w = offset(c, 270, h)[0];
  return [
    [w, s],
    [e, s],
    [e, n],
    [w, n],
    [w, s],
  ];
}

const BELEM: LonLat = [-48.4902, -1.4558];
const SAO_PAULO: LonLat = [-46.6333, -23.5505];

test('pointDistance: identical points, known offsets, symmetry', () => {
  assert.equal(pointDistance(BELEM, BELEM), 0);
  assert.equal(geometryDistance(pt(BELEM), pt(BELEM)), 0);
  for (const d of [0.01, 1, 100, 300, 500, 2000, 10_000]) {
    const q = offset(SAO_PAULO, 37, d);
    near(pointDistance(SAO_PAULO, q), d, 1e-9);
    near(pointDistance(q, SAO_PAULO), d, 1e-9);
  }
  // A reference case from GeographicLib's own test suite (geodesictest.js, first row).
  near(pointDistance([-139.44815, 35.60777], [-69.95921, -11.17491]), 8935244.56048183, 1e-6);
});

test('point on a segment, on a vertex, and on the extension', () => {
  const a: LonLat = [-48.5, -1.45];
  const b = offset(a, 70, 8000);
  const mid = alongSegment(a, b, 3210.5).point;
  assert.ok(pointSegmentDistance(mid, a, b) < 1e-6);
  assert.equal(pointSegmentDistance(a, a, b), 0);
  assert.equal(pointSegmentDistance(b, a, b), 0);
  // 250 m beyond b on the same geodesic: the closest point is the vertex b.
  const further = alongSegment(a, b, 8250).point;
  near(pointSegmentDistance(further, a, b), 250, 1e-6);
  // Degenerate segment = point.
  near(pointSegmentDistance(mid, a, a), pointDistance(mid, a), 1e-9);
  // Leaving the segment at a right angle (local azimuth): the foot is known exactly.
  const foot = pointSegmentNearest(offset(mid, alongSegment(a, b, 3210.5).azi + 90, 40), a, b);
  near(foot.distanceM, 40, 1e-6);
  near(foot.alongM, 3210.5, 1e-6);
  near(pointDistance(foot.point, mid), 0, 1e-6);
});

test('polygons: touching, overlapping, nested, shared vertex, disjoint', () => {
  const c: LonLat = [-47.9, -15.8];
  const s1 = square(c, 50);
  // Neighbour sharing the east edge exactly (same vertex coordinates).
  const e1 = s1[1] as LonLat;
  const e2 = s1[2] as LonLat;
  const east = offset(e1, 90, 80)[0];
  const neighbour: LonLat[] = [e1, [east, e1[1]], [east, e2[1]], e2, e1];
  assert.ok(geometryDistance(poly(s1), poly(neighbour)) < 1e-6, 'shared edge');
  // Sharing only a corner.
  const corner: LonLat[] = [e2, offset(e2, 45, 30), offset(e2, 90, 30), e2];
  assert.ok(geometryDistance(poly(s1), poly(corner)) < 1e-6, 'shared vertex');
  // Overlapping (edges cross).
  assert.equal(geometryDistance(poly(s1), poly(square(offset(c, 45, 40), 50))), 0);
  // Nested both ways: no edges cross, containment decides.
  assert.equal(geometryDistance(poly(s1), poly(square(c, 10))), 0);
  assert.equal(geometryDistance(poly(square(c, 10)), poly(s1)), 0);
  // Disjoint: two squares 300 m apart edge to edge along a parallel... measured exactly.
  const far = square(offset(c, 90, 50 + 300 + 50), 50);
  const d = geometryDistance(poly(s1), poly(far));
  let ref = Number.POSITIVE_INFINITY;
  for (const v of s1) ref = Math.min(ref, bruteForcePointRings(v, [far]));
  for (const v of far) ref = Math.min(ref, bruteForcePointRings(v, [s1]));
  near(d, ref, MM);
  near(d, 300, 0.5, 'about 300 m');
});

test('polygon with a hole: inside the hole is outside the polygon', () => {
  const c: LonLat = [-43.2, -22.9];
  const outer = square(c, 500);
  const hole = square(c, 200).reverse();
  const g = poly(outer, hole);
  assert.equal(pointInPolygon(c, g), false);
  assert.equal(pointPolygonRelation(c, g), 'outside');
  const inRing = offset(c, 0, 350);
  assert.equal(pointInPolygon(inRing, g), true);
  assert.equal(geometryDistance(pt(inRing), g), 0);
  // From the centre of the hole, the polygon is ~200 m away (distance to the hole ring).
  near(geometryDistance(pt(c), g), bruteForcePointRings(c, [hole]), MM);
  near(distanceToPolygonBoundary(c, g), geometryDistance(pt(c), g), 1e-9);
  near(distanceToPolygonBoundary(inRing, g), 150, 0.5);
  assert.ok(signedDistanceToPolygonBoundary(inRing, g) < 0);
  assert.ok(signedDistanceToPolygonBoundary(c, g) > 0);
  // A small polygon floating inside the hole: distance to the hole's ring.
  const islet = square(c, 20);
  near(geometryDistance(poly(islet), g), 180, 0.5);
  // A polygon covering the hole (and so overlapping the ring) is at 0.
  assert.equal(geometryDistance(poly(square(c, 300)), g), 0);
  // A polygon whose ring lies in the solid part and encircles the hole: 0.
  assert.equal(geometryDistance(poly(square(c, 400)), g), 0);
});

test('points on edges and vertices of a polygon are inside (closed polygon), distance 0', () => {
  const ring = randomRing(rng(11), BELEM, 7, 200, 400);
  const g = poly(ring);
  for (let i = 0; i + 1 < ring.length; i++) {
    const a = ring[i] as LonLat;
    const b = ring[i + 1] as LonLat;
    assert.equal(pointPolygonRelation(a, g), 'boundary');
    assert.equal(geometryDistance(pt(a), g), 0);
    const m = alongSegment(a, b, pointDistance(a, b) * 0.37).point;
    assert.equal(pointPolygonRelation(m, g), 'boundary');
    assert.ok(pointInPolygon(m, g));
    assert.ok(geometryDistance(pt(m), g) < 1e-6);
    assert.ok(signedDistanceToPolygonBoundary(m, g) === 0);
  }
});

test('a hair off long geodesic edges: side and distance are exact (plane test deferred)', () => {
  // 30 km edges at 30°S: the geodesic strays ~0.1 m from the chord plane, so points
  // within millimetres of the edge must be classified by the geodesic itself.
  const c: LonLat = [-51.2, -30.0];
  const ring = [offset(c, 0, 15_000), offset(c, 120, 15_000), offset(c, 240, 15_000)];
  ring.push(ring[0] as [number, number]);
  const g = poly(ring);
  const rand = rng(12);
  for (let i = 0; i < 60; i++) {
    const k = Math.floor(rand() * 3);
    const a = ring[k] as LonLat;
    const b = ring[k + 1] as LonLat;
    const { point: x, azi } = alongSegment(a, b, pointDistance(a, b) * (0.1 + 0.8 * rand()));
    const d = logUniform(rand, 1e-4, 0.5);
    const left = offset(x, azi - 90, d);
    const right = offset(x, azi + 90, d);
    // The ring runs clockwise (north, then 120°, then 240°): the interior is on the right.
    const inside = windingInside(right, [ring]) ? right : left;
    const outside = inside === right ? left : right;
    assert.equal(windingInside(outside, [ring]), false);
    assert.equal(pointInPolygon(inside, g), true, `inside by ${d}`);
    assert.equal(pointInPolygon(outside, g), false, `outside by ${d}`);
    near(geometryDistance(pt(outside), g), d, 1e-6);
    near(signedDistanceToPolygonBoundary(inside, g), -d, 1e-6);
    near(distanceToPolygonBoundary(outside, g), d, 1e-6);
  }
});

test('urban perimeter: 3 000-vertex polygon (edge index) matches brute force; cached preparation', () => {
  const rand = rng(13);
  const c: LonLat = [-48.47, -1.42];
  const ring = randomRing(rand, c, 3000, 6000, 9000);
  const g = poly(ring);
  assert.equal(prepareGeometry(g), prepareGeometry(g), 'prepared once, reused');
  let maxErr = 0;
  for (let i = 0; i < 25; i++) {
    const p = offset(c, rand() * 360, 3000 + rand() * 9000);
    const d = distanceToPolygonBoundary(p, g);
    // Brute force over every edge that could be closest: the distance to an edge a–b of
    // length L is at least (|pa| + |pb| − L) / 2, which rules out all but a few.
    const vd = ring.map((v) => pointDistance(p, v));
    const upper = Math.min(...vd);
    let ref = Number.POSITIVE_INFINITY;
    for (let k = 0; k + 1 < ring.length; k++) {
      const len = pointDistance(ring[k] as LonLat, ring[k + 1] as LonLat);
      if (((vd[k] as number) + (vd[k + 1] as number) - len) / 2 > upper) continue;
      ref = Math.min(ref, bruteForcePointSegment(p, ring[k] as LonLat, ring[k + 1] as LonLat, 50));
    }
    maxErr = Math.max(maxErr, Math.abs(d - ref));
    near(d, ref, MM, `case ${i}`);
    assert.equal(pointInPolygon(p, g), windingInside(p, [ring]));
    // The bounded form ("≥ 2 000 m?") agrees, and says Infinity beyond the bound.
    assert.equal(distanceToPolygonBoundary(p, g, { maxDistanceM: 2000 }), d <= 2000 ? d : Number.POSITIVE_INFINITY);
    assert.equal(geometryDistance(pt(p), g), windingInside(p, [ring]) ? 0 : d);
  }
  // A parcel near the perimeter, against the big polygon as a line (boundary distance).
  const parcel = poly(square(offset(c, 10, 9500), 30));
  const asLine: Geometry = { type: 'LineString', coordinates: ring };
  const r = nearestPoints(parcel, asLine);
  let ref = Number.POSITIVE_INFINITY;
  for (const v of (parcel as { coordinates: LonLat[][] }).coordinates[0] as LonLat[]) {
    ref = Math.min(ref, distanceToPolygonBoundary(v, g));
  }
  assert.ok(r.distanceM <= ref + 1e-9);
  near(pointDistance(r.from, r.to), r.distanceM, 1e-6);
});

test('nearestPoints reports points on each geometry that realise the distance', () => {
  const rand = rng(14);
  for (let i = 0; i < 30; i++) {
    const c = randomBrazil(rand);
    const a = poly(randomRing(rand, c, 6, 50, 120));
    const b: Geometry = {
      type: 'LineString',
      coordinates: [offset(c, rand() * 360, 300 + rand() * 2000), offset(c, rand() * 360, 300 + rand() * 2000)],
    };
    const r = nearestPoints(a, b);
    near(pointDistance(r.from, r.to), r.distanceM, 1e-6);
    assert.ok(geometryDistance(pt(r.from), a) < MM);
    assert.ok(geometryDistance(pt(r.to), b) < MM);
  }
  // Containment: a common point.
  const r = nearestPoints(pt(BELEM), poly(square(BELEM, 10)));
  assert.equal(r.distanceM, 0);
  assert.deepEqual(r.from, [BELEM[0], BELEM[1]]);
});

test('invalid input is rejected', () => {
  assert.throws(() => geometryDistance(pt([Number.NaN, 0]), pt([0, 0])), RangeError);
  assert.throws(() => geometryDistance(poly([]), pt([0, 0])), RangeError);
  assert.throws(() => geometryDistance({ type: 'LineString', coordinates: [[0, 91]] }, pt([0, 0])), RangeError);
  assert.throws(
    () =>
      distanceToPolygonBoundary([0, 0], {
        type: 'LineString',
        coordinates: [
          [0, 0],
          [1, 1],
        ],
      } as never),
    TypeError,
  );
});

test('ring orientation and closure do not matter', () => {
  const ring = randomRing(rng(15), SAO_PAULO, 8, 100, 200);
  const p = offset(SAO_PAULO, 33, 700);
  const d = geometryDistance(pt(p), poly(ring));
  near(geometryDistance(pt(p), poly([...ring].reverse())), d, 1e-9);
  near(geometryDistance(pt(p), poly(ring.slice(0, -1))), d, 1e-9);
});

// ---------------------------------------------------------------------------
// Properties (fast-check), in and around Brazil.

const arbPoint = fc
  .record({ lon: fc.double({ min: -74, max: -34, noNaN: true }), lat: fc.double({ min: -34, max: 6, noNaN: true }) })
  .map(({ lon, lat }): LonLat => [lon, lat]);
const arbNear = (max: number) => fc.tuple(fc.double({ min: 0, max: 360, noNaN: true }), fc.double({ min: 0, max, noNaN: true }));
const arbParcel = fc
  .tuple(arbPoint, fc.integer({ min: 3, max: 9 }), fc.integer({ min: 1, max: 1e9 }), fc.double({ min: 5, max: 300, noNaN: true }))
  .map(([c, n, seed, r]) => ({ c, ring: randomRing(rng(seed), c, n, r * 0.4, r) }));

test('property: symmetric, non-negative, ≤ every vertex–vertex distance', () => {
  fc.assert(
    fc.property(arbParcel, arbNear(8000), arbParcel, ({ c, ring }, [azi, d], other) => {
      const a = poly(ring);
      const shift = offset(c, azi, d);
      const b = poly(other.ring.map((v) => offset(shift, azimuth(other.c, v), pointDistance(other.c, v))));
      const ab = geometryDistance(a, b);
      const ba = geometryDistance(b, a);
      assert.ok(ab >= 0);
      near(ab, ba, 1e-9);
      const rb = (b as { coordinates: LonLat[][] }).coordinates[0] as LonLat[];
      for (const v of ring) for (const w of rb) assert.ok(ab <= pointDistance(v, w) + 1e-9);
    }),
    { numRuns: 60, seed: 20240601 },
  );
});

test('property: distance to a polygon is 1-Lipschitz in the point', () => {
  fc.assert(
    fc.property(arbParcel, arbNear(5000), arbNear(300), ({ c, ring }, [az1, d1], [az2, d2]) => {
      const g = poly(ring);
      const p = offset(c, az1, d1);
      const q = offset(p, az2, d2);
      const dp = geometryDistance(pt(p), g);
      const dq = geometryDistance(pt(q), g);
      assert.ok(Math.abs(dp - dq) <= pointDistance(p, q) + 1e-6);
    }),
    { numRuns: 100, seed: 7 },
  );
});
