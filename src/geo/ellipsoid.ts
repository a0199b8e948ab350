/**
 * WGS 84 constants, geocentric (ECEF) coordinates and conservative metre↔degree
 * conversions. The ECEF chord is what makes the cheap prefilter trustworthy: unlike a
 * map projection it has no distortion that grows with latitude or with distance from a
 * projection centre, only the tiny chord-versus-arc difference, which we correct.
 */
export const A = 6378137;
export const F = 1 / 298.257223563;
export const E2 = F * (2 - F);
export const B = A * (1 - F);
const INV_A2 = 1 / (A * A);
const INV_B2 = 1 / (B * B);
export const DEG = Math.PI / 180;

/** Smallest radius of curvature of the ellipsoid (meridional, at the equator). */
export const R_MIN = A * (1 - E2);
/** Radius used for the chord→arc correction; the correction is ~1 mm at 10 km, so its own error is negligible. */
const R_MEAN = 6371008.8;

/**
 * Metres per degree of latitude, lower bound over the whole ellipsoid (meridional radius
 * is smallest at the equator). A path of length r can change latitude by at most
 * r / LAT_DEG_MIN_M degrees.
 */
export const LAT_DEG_MIN_M = R_MIN * DEG * 0.999999;
/** Metres per degree of longitude at the equator for the radius a (N ≥ a everywhere). */
export const LON_DEG_EQ_M = A * DEG * 0.999999;

/** Geodetic (lon, lat in degrees, on the surface) to ECEF metres. */
export function toEcef(lon: number, lat: number, out: Float64Array | number[], offset: number): void {
  const phi = lat * DEG;
  const lam = lon * DEG;
  const sphi = Math.sin(phi);
  const cphi = Math.cos(phi);
  const n = A / Math.sqrt(1 - E2 * sphi * sphi);
  out[offset] = n * cphi * Math.cos(lam);
  out[offset + 1] = n * cphi * Math.sin(lam);
  out[offset + 2] = n * (1 - E2) * sphi;
}

/**
 * Scale factor that pushes a point along the ray from the centre back onto the ellipsoid.
 * Applied to points of a chord it yields the great ellipse, which stays within
 * fractions of a millimetre of the geodesic for edges of a few kilometres.
 */
export function liftFactor(x: number, y: number, z: number): number {
  return 1 / Math.sqrt((x * x + y * y) * INV_A2 + z * z * INV_B2);
}

/** Geodetic lon/lat (degrees) of a point on (or radially lifted onto) the ellipsoid surface. */
export function fromEcefSurface(x: number, y: number, z: number): [number, number] {
  const k = liftFactor(x, y, z);
  const px = x * k;
  const py = y * k;
  const pz = z * k;
  // On the surface the geodetic latitude follows exactly from the normal direction.
  const p = Math.hypot(px, py);
  const lat = Math.atan2(pz * INV_B2, p * INV_A2) / DEG;
  const lon = Math.atan2(py, px) / DEG;
  return [lon, lat];
}

/** Converts a chord length to the corresponding surface arc length (sphere of mean radius). */
export function chordToArc(c: number): number {
  return c + (c * c * c) / (24 * R_MEAN * R_MEAN);
}

/**
 * Bound on |approximate − geodesic| for the chord-based prefilter at distance d from an
 * edge of length len. The error is dominated by the great ellipse (what the chord lifts
 * onto) drifting from the geodesic, ≈1.3e-10·len² (5 mm for a 10 km edge, 0.04 mm at
 * 1 km), plus terms in d; measured in geodesy.test.ts. The bound is ≥5× looser than
 * anything measured because it only decides which candidates get exact treatment.
 */
export function approxMargin(d: number, len: number): number {
  return 2e-4 + 1e-6 * d + 1e-9 * len * len + (d * d * d) / 1e14;
}

/**
 * How far (metres) a geodesic edge of length len may stray from the plane through the
 * ellipsoid centre and its endpoints (measured ≈1.3e-10·len²); beyond this a plane-side
 * test is trusted, within it we ask the geodesic itself.
 */
export function planeSlack(len: number): number {
  return 1e-6 + 1e-9 * len * len;
}

/**
 * Bound on how far (metres, along the edge) the chord's foot of the perpendicular can be
 * from the geodesic one, for an edge of length len and a point at distance d. Measured
 * ≲ 2e-11·len² (1.8 mm for a 10 km edge); beyond this, a chord foot past a vertex means
 * the geodesic foot is past it too and the vertex is the closest point of the edge.
 */
export function alongSlack(len: number, d: number): number {
  return 1e-5 + 1e-9 * len * len + 1e-11 * d * d;
}

/** Degrees of latitude that contain every point within r metres (geodesic) of a parallel. */
export function metresToLatDeg(r: number): number {
  return r / LAT_DEG_MIN_M;
}

/**
 * Degrees of longitude that contain every point within r metres of a point whose
 * |latitude| ≤ absLatMax (already widened by the latitude margin). A path of length r
 * changes longitude by at most r / (N cosφ) ≤ r / (a cosφ) with φ the largest |latitude|
 * on the path.
 */
export function metresToLonDeg(r: number, absLatMax: number): number {
  if (absLatMax >= 89.9) return 360;
  const c = Math.cos(absLatMax * DEG);
  return Math.min(360, r / (LON_DEG_EQ_M * c));
}

/**
 * Conservative bounding box [minLon, minLat, maxLon, maxLat] containing everything within
 * r metres of the box b.
 */
export function expandBox(b: readonly [number, number, number, number], r: number): [number, number, number, number] {
  if (r <= 0) return [b[0], b[1], b[2], b[3]];
  const dLat = metresToLatDeg(r);
  const minLat = b[1] - dLat;
  const maxLat = b[3] + dLat;
  const absLat = Math.max(Math.abs(minLat), Math.abs(maxLat));
  const dLon = metresToLonDeg(r, absLat);
  return [b[0] - dLon, minLat, b[2] + dLon, maxLat];
}

/**
 * How far (metres) a geodesic edge of length len may bulge poleward of the straight
 * lon/lat segment between its endpoints: the sagitta len²·tanφ/(8R), padded.
 */
export function edgeBulgeM(len: number, absLatMax: number): number {
  const t = absLatMax >= 89 ? 60 : Math.tan(absLatMax * DEG);
  return ((len * len) / (8 * R_MIN)) * (t + 0.05) * 1.25 + 1e-6;
}
