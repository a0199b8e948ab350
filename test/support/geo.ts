/**
 * Test support: a seeded RNG, random geometry in and around Brazil, and an independent
 * brute-force point-to-geodesic-segment distance (dense sampling + golden-section
 * refinement) to check the Newton solver against. Not used by production code.
 */
import { WGS84 } from '../../src/geo/geodesic.ts';
import type { LonLat } from '../../src/geo/types.ts';

/** mulberry32: small, fast, good enough for reproducible test data. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A random point in a box covering Brazil and its neighbours (lat 10°N..35°S). */
export function randomBrazil(rand: () => number): [number, number] {
  return [-74 + rand() * 40, -35 + rand() * 45];
}

/** The point at distance s (metres) and azimuth azi (degrees) from p. */
export function offset(p: LonLat, azi: number, s: number): [number, number] {
  const r = WGS84.Direct(p[1], p[0], azi, s);
  return [r.lon2 as number, r.lat2 as number];
}

/** Log-uniform value in [lo, hi]. */
export function logUniform(rand: () => number, lo: number, hi: number): number {
  return lo * (hi / lo) ** rand();
}

/** A simple (star-shaped, hence non-self-intersecting) polygon ring around centre, closed. */
export function randomRing(rand: () => number, centre: LonLat, n: number, rMin: number, rMax: number): [number, number][] {
  const ring: [number, number][] = [];
  const start = rand() * 360;
  for (let i = 0; i < n; i++) {
    const azi = start + (360 * (i + 0.15 + 0.7 * rand())) / n;
    ring.push(offset(centre, azi, rMin + (rMax - rMin) * rand()));
  }
  ring.push(ring[0] as [number, number]);
  return ring;
}

function dist(plat: number, plon: number, lat: number, lon: number): number {
  return WGS84.Inverse(plat, plon, lat, lon, 1024 /* DISTANCE */).s12 as number;
}

/**
 * Brute-force distance from point p to the geodesic segment a→b: sample densely along
 * the geodesic, then golden-section search around the best sample. Independent of the
 * Newton solver (uses only positions and distances, no derivatives).
 */
export function bruteForcePointSegment(p: LonLat, a: LonLat, b: LonLat, samples = 400): number {
  const line = WGS84.InverseLine(a[1], a[0], b[1], b[0]);
  const len = line.s13;
  const f = (s: number): number => {
    const pos = line.Position(s);
    return dist(p[1], p[0], pos.lat2 as number, pos.lon2 as number);
  };
  if (!(len > 0)) return f(0);
  let bestI = 0;
  let bestD = Number.POSITIVE_INFINITY;
  for (let i = 0; i <= samples; i++) {
    const d = f((len * i) / samples);
    if (d < bestD) {
      bestD = d;
      bestI = i;
    }
  }
  let lo = (len * Math.max(0, bestI - 1)) / samples;
  let hi = (len * Math.min(samples, bestI + 1)) / samples;
  const gr = (Math.sqrt(5) - 1) / 2;
  let x1 = hi - gr * (hi - lo);
  let x2 = lo + gr * (hi - lo);
  let f1 = f(x1);
  let f2 = f(x2);
  while (hi - lo > 1e-7) {
    if (f1 < f2) {
      hi = x2;
      x2 = x1;
      f2 = f1;
      x1 = hi - gr * (hi - lo);
      f1 = f(x1);
    } else {
      lo = x1;
      x1 = x2;
      f1 = f2;
      x2 = lo + gr * (hi - lo);
      f2 = f(x2);
    }
  }
  return Math.min(bestD, f1, f2, f(lo), f(hi));
}

/** Brute-force distance from p to the boundary (all rings) of a polygon or to a line. */
export function bruteForcePointRings(p: LonLat, rings: readonly (readonly LonLat[])[], samples = 200): number {
  let best = Number.POSITIVE_INFINITY;
  for (const ring of rings) {
    for (let i = 0; i + 1 < ring.length; i++) {
      const d = bruteForcePointSegment(p, ring[i] as LonLat, ring[i + 1] as LonLat, samples);
      if (d < best) best = d;
    }
  }
  return best;
}

/**
 * Independent inside test: winding number from the geodesic azimuths seen from p (the
 * azimuth sweeps monotonically along a geodesic edge not through p). Even–odd over rings.
 */
export function windingInside(p: LonLat, rings: readonly (readonly LonLat[])[]): boolean {
  let inside = false;
  for (const ring of rings) {
    let sum = 0;
    for (let i = 0; i + 1 < ring.length; i++) {
      const a = ring[i] as LonLat;
      const b = ring[i + 1] as LonLat;
      const za = WGS84.Inverse(p[1], p[0], a[1], a[0]).azi1 as number;
      const zb = WGS84.Inverse(p[1], p[0], b[1], b[0]).azi1 as number;
      let d = (zb - za) % 360;
      if (d > 180) d -= 360;
      if (d < -180) d += 360;
      sum += d;
    }
    if (Math.abs(sum) > 180) inside = !inside;
  }
  return inside;
}

/** Geodesic azimuth (degrees) of the segment a→b at a. */
export function azimuth(a: LonLat, b: LonLat): number {
  return WGS84.Inverse(a[1], a[0], b[1], b[0]).azi1 as number;
}

/** Point at arc length s along the geodesic a→b, and the line's azimuth there. */
export function alongSegment(a: LonLat, b: LonLat, s: number): { point: [number, number]; azi: number } {
  const line = WGS84.InverseLine(a[1], a[0], b[1], b[0]);
  const pos = line.Position(s);
  return { point: [pos.lon2 as number, pos.lat2 as number], azi: pos.azi2 as number };
}

/** Geodesic length of a→b, metres. */
export function segmentLength(a: LonLat, b: LonLat): number {
  return WGS84.Inverse(a[1], a[0], b[1], b[0]).s12 as number;
}

/**
 * A city-like perimeter: a star-shaped ring whose radius wanders smoothly (a few lobes)
 * with a little vertex noise, n vertices, mean radius r metres. Closed.
 */
export function randomPerimeter(rand: () => number, centre: LonLat, n: number, r: number): [number, number][] {
  const p1 = rand() * 6.28;
  const p2 = rand() * 6.28;
  const p3 = rand() * 6.28;
  const ring: [number, number][] = [];
  for (let i = 0; i < n; i++) {
    const th = (2 * Math.PI * i) / n;
    const k = 1 + 0.3 * Math.sin(3 * th + p1) + 0.15 * Math.sin(7 * th + p2) + 0.05 * Math.sin(23 * th + p3);
    // Noise small against the vertex spacing, so the ring never self-intersects.
    ring.push(offset(centre, (th * 180) / Math.PI, r * k + (rand() - 0.5) * Math.min(20, (r * 2) / n)));
  }
  ring.push(ring[0] as [number, number]);
  return ring;
}

/** Side of c relative to the geodesic a→b, by azimuths at a: > 0 left, < 0 right. */
function sideOf(a: LonLat, b: LonLat, c: LonLat): number {
  const ab = WGS84.Inverse(a[1], a[0], b[1], b[0]).azi1 as number;
  const ac = WGS84.Inverse(a[1], a[0], c[1], c[0]).azi1 as number;
  return Math.sin(((ab - ac) * Math.PI) / 180);
}

/** Independent check that two rings' geodesic edges properly cross somewhere. */
export function ringsCross(r1: readonly LonLat[], r2: readonly LonLat[]): boolean {
  for (let i = 0; i + 1 < r1.length; i++) {
    const a = r1[i] as LonLat;
    const b = r1[i + 1] as LonLat;
    for (let j = 0; j + 1 < r2.length; j++) {
      const c = r2[j] as LonLat;
      const d = r2[j + 1] as LonLat;
      if (sideOf(a, b, c) * sideOf(a, b, d) < 0 && sideOf(c, d, a) * sideOf(c, d, b) < 0) return true;
    }
  }
  return false;
}
