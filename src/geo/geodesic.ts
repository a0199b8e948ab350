/**
 * Exact (GeographicLib) geodesic primitives. Everything here works on plain numbers so
 * the hot loops allocate little; positions are lat/lon in degrees as GeographicLib wants.
 */
import g from 'geographiclib-geodesic';

// A named import type-checks but fails at run time (the package is CommonJS).
const { Geodesic } = g;
export const WGS84 = Geodesic.WGS84;
type GeodesicLine = ReturnType<typeof WGS84.InverseLine>;

const LAT = Geodesic.LATITUDE;
const LON = Geodesic.LONGITUDE;
const AZI = Geodesic.AZIMUTH;
const DIST = Geodesic.DISTANCE;
const LINE_CAPS = LAT | LON | AZI | Geodesic.DISTANCE_IN;
const POS_MASK = LAT | LON | AZI;
const NEWTON_MASK = DIST | AZI | Geodesic.REDUCEDLENGTH | Geodesic.GEODESICSCALE;
const DEG = Math.PI / 180;

/** Geodesic distance in metres between two lat/lon positions. */
export function inverseDistance(lat1: number, lon1: number, lat2: number, lon2: number): number {
  return WGS84.Inverse(lat1, lon1, lat2, lon2, DIST).s12 as number;
}

/** A geodesic edge between two vertices, with its GeodesicLine built on first use. */
export class GeodesicEdge {
  private line: GeodesicLine | undefined;
  private len = -1;
  constructor(
    readonly lat1: number,
    readonly lon1: number,
    readonly lat2: number,
    readonly lon2: number,
  ) {}

  getLine(): GeodesicLine {
    if (this.line === undefined) {
      this.line = WGS84.InverseLine(this.lat1, this.lon1, this.lat2, this.lon2, LINE_CAPS);
      this.len = this.line.s13;
    }
    return this.line;
  }

  /** Geodesic length of the edge in metres. */
  get length(): number {
    if (this.len < 0) this.getLine();
    return this.len;
  }
}

export interface Foot {
  /** Geodesic distance from the point to the edge, metres. */
  distance: number;
  /** Arc length of the closest point along the edge from its first vertex, metres. */
  s: number;
  lat: number;
  lon: number;
}

interface Sample {
  d: number;
  lat: number;
  lon: number;
  /** d′(s): cosine of the angle between the edge and the outgoing geodesic from the point. */
  d1: number;
  /**
   * Radius of geodesic curvature m12/M21 of the distance circle through the sample: the
   * planar analogue is d itself, and −d′·radius is then the exact step to the foot of the
   * perpendicular. It stays well-behaved far from the foot, where d″ → 0 makes a plain
   * Newton step explode.
   */
  radius: number;
}

function sample(line: GeodesicLine, s: number, plat: number, plon: number): Sample {
  const pos = line.Position(s, POS_MASK);
  const lat = pos.lat2 as number;
  const lon = pos.lon2 as number;
  const inv = WGS84.Inverse(plat, plon, lat, lon, NEWTON_MASK);
  const d = inv.s12 as number;
  if (!(d > 0)) return { d: 0, lat, lon, d1: 0, radius: 0 };
  const d1 = Math.cos(((pos.azi2 as number) - (inv.azi2 as number)) * DEG);
  const m12 = inv.m12 as number;
  const M21 = inv.M21 as number;
  return { d, lat, lon, d1, radius: M21 > 0 && m12 > 0 ? m12 / M21 : d };
}

/** Step size (metres) below which we stop; the distance error is then far below 1 µm. */
const S_TOL = 1e-7;

/**
 * Exact geodesic distance from a point to a geodesic edge, and the closest point.
 * d(s) is convex and unimodal along the edge for anything shorter than thousands of
 * kilometres, so we iterate the "foot of the perpendicular" step s ← s − d′(s)·ρ(s)
 * (ρ = m12/M21, which makes it Newton's method near the foot, converging quadratically),
 * keep a bracket [lo, hi] with d′(lo) < 0 < d′(hi), and bisect whenever a step leaves it.
 * A vertex is the answer when the derivative there points outward. s0 is a guess (e.g.
 * from the chord prefilter) and only affects speed.
 */
export function pointEdgeFoot(plat: number, plon: number, edge: GeodesicEdge, s0: number): Foot {
  const len = edge.length;
  if (!(len > 0)) {
    return { distance: inverseDistance(plat, plon, edge.lat1, edge.lon1), s: 0, lat: edge.lat1, lon: edge.lon1 };
  }
  const line = edge.getLine();
  let lo = 0;
  let hi = len;
  // Whether d′ has been seen negative at lo / positive at hi (otherwise they are just the ends).
  let loSeen = false;
  let hiSeen = false;
  let s = Math.min(len, Math.max(0, s0));
  let best: Foot | undefined;
  for (let iter = 0; iter < 100; iter++) {
    const smp = sample(line, s, plat, plon);
    const cur: Foot = { distance: smp.d, s, lat: smp.lat, lon: smp.lon };
    if (best === undefined || cur.distance < best.distance) best = cur;
    if (smp.d === 0 || smp.d1 === 0) return cur;
    if (smp.d1 > 0) {
      // Distance grows forward: the minimiser is behind s, or s is the first vertex.
      if (s <= 0) return cur;
      hi = s;
      hiSeen = true;
    } else {
      if (s >= len) return cur;
      lo = s;
      loSeen = true;
    }
    if (hi - lo < S_TOL) return cur;
    let next = s - smp.d1 * smp.radius;
    if (!(next > lo)) next = loSeen ? 0.5 * (lo + hi) : 0;
    else if (!(next < hi)) next = hiSeen ? 0.5 * (lo + hi) : len;
    if (Math.abs(next - s) < S_TOL) return cur;
    s = next;
  }
  return best as Foot;
}

/**
 * Exact side of a point relative to the geodesic through the edge (extended): the
 * azimuth from the edge's first vertex to the point, compared with the edge's own
 * azimuth there, tells left from right without any approximation. Returns a signed
 * offset in metres (dist·sin Δazimuth), positive on the left of the direction of travel.
 * Used only when the cheap plane test is too close to call.
 */
export function geodesicSide(edge: GeodesicEdge, plat: number, plon: number): number {
  const alpha = edge.getLine().azi1;
  const inv = WGS84.Inverse(edge.lat1, edge.lon1, plat, plon, DIST | AZI);
  const d = inv.s12 as number;
  if (!(d > 0)) return 0;
  return d * Math.sin((alpha - (inv.azi1 as number)) * DEG);
}

export function wrap180(x: number): number {
  let y = x % 360;
  if (y > 180) y -= 360;
  else if (y <= -180) y += 360;
  return y;
}

/**
 * Area in m² on the WGS 84 ellipsoid (GeographicLib) of a polygon given as GeoJSON rings
 * ([lon, lat], outer ring first, holes after; a closing vertex equal to the first is skipped).
 */
export function geodesicPolygonAreaM2(rings: readonly (readonly (readonly [number, number])[])[]): number {
  let total = 0;
  rings.forEach((ring, i) => {
    const p = WGS84.Polygon(false);
    const n = ring.length > 1 && ring[0]?.[0] === ring.at(-1)?.[0] && ring[0]?.[1] === ring.at(-1)?.[1] ? ring.length - 1 : ring.length;
    for (let k = 0; k < n; k++) {
      const v = ring[k] as readonly [number, number];
      p.AddPoint(v[1], v[0]);
    }
    const a = Math.abs(p.Compute(false, true).area as number);
    total += i === 0 ? a : -a;
  });
  return total;
}
