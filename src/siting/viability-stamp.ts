/**
 * Stamping one place's exclusion into the viability raster: the cells whose centre lies
 * within the rule's distance of the place (a disc around a point, a buffered polygon around
 * a lot or an area), row by row, as spans.
 */
import type { Operator } from '../core/types.ts';
import { metresPerDegLat, metresPerDegLon } from './geom.ts';
import type { SpanBuffer } from './raster.ts';
import type { IndexedPlace } from './registry.ts';
import type { Grid } from './viability-types.ts';

/** Adds to `spans` the cells within r (relation op) of the place, row by row. */
export function stampExclusion(
  spans: SpanBuffer,
  g: Grid,
  rowLat: Float64Array,
  rowKx: Float64Array,
  place: Pick<IndexedPlace, 'geom' | 'bbox'>,
  r: number,
  op: Operator,
  ex: number,
): void {
  // ">=" rules exclude d < r, ">" rules exclude d ≤ r: a cell centre exactly at r is a
  // measure-zero case on a raster; the exact answer is viabilityAt's.
  void op;
  const geom = place.geom;
  const lat0 = geom.type === 'Point' ? geom.coordinates[1] : place.bbox[1];
  const ky = metresPerDegLat(lat0);
  const yLo = Math.max(0, Math.floor((place.bbox[1] - r / ky - g.minLat) / g.dLat - 0.5));
  const yHi = Math.min(g.ny - 1, Math.ceil((place.bbox[3] + r / ky - g.minLat) / g.dLat - 0.5));
  const col = (lon: number) => (lon - g.minLon) / g.dLon - 0.5;
  const push = (y: number, lonA: number, lonB: number) => {
    const a = Math.max(0, Math.ceil(col(lonA)));
    const b = Math.min(g.nx - 1, Math.floor(col(lonB)));
    if (a <= b) spans.push(y, a, b, ex);
  };
  if (geom.type === 'Point') {
    const [px, py] = geom.coordinates;
    for (let y = yLo; y <= yHi; y++) {
      const lat = rowLat[y] as number;
      const kyMid = metresPerDegLat((lat + py) / 2);
      const dy = (lat - py) * kyMid;
      const h2 = r * r - dy * dy;
      if (h2 < 0) continue;
      const h = Math.sqrt(h2) / (rowKx[y] as number);
      push(y, px - h, px + h);
    }
    return;
  }
  // Polygon: inside spans ∪ capsules of every edge, in a local metric frame.
  const rings = geom.coordinates;
  const ox = rings[0]?.[0]?.[0] as number;
  const oy = rings[0]?.[0]?.[1] as number;
  const kx = metresPerDegLon(oy);
  const kyo = metresPerDegLat(oy);
  const xs: number[] = [];
  for (let y = yLo; y <= yHi; y++) {
    const lat = rowLat[y] as number;
    const y0 = (lat - oy) * kyo;
    crossings(rings, lat, xs);
    for (let k = 0; k + 1 < xs.length; k += 2) push(y, xs[k] as number, xs[k + 1] as number);
    for (const ring of rings) {
      for (let i = 1; i < ring.length; i++) {
        const A = ring[i - 1] as [number, number];
        const B = ring[i] as [number, number];
        const iv = capsuleRow((A[0] - ox) * kx, (A[1] - oy) * kyo, (B[0] - ox) * kx, (B[1] - oy) * kyo, r, y0);
        if (iv) push(y, ox + iv[0] / kx, ox + iv[1] / kx);
      }
    }
  }
}

/** The x-interval where the horizontal line y = y0 meets the capsule of radius r around segment A–B (planar metres). */
export function capsuleRow(ax: number, ay: number, bx: number, by: number, r: number, y0: number): [number, number] | null {
  let lo = Infinity;
  let hi = -Infinity;
  const disc = (cx: number, cy: number) => {
    const dy = y0 - cy;
    const h2 = r * r - dy * dy;
    if (h2 < 0) return;
    const h = Math.sqrt(h2);
    lo = Math.min(lo, cx - h);
    hi = Math.max(hi, cx + h);
  };
  disc(ax, ay);
  disc(bx, by);
  const dx = bx - ax;
  const dy = by - ay;
  const L2 = dx * dx + dy * dy;
  if (L2 > 0) {
    const L = Math.sqrt(L2);
    const ry = y0 - ay;
    // Strip: |dx·ry − dy·(x − ax)| ≤ r·L and 0 ≤ (x − ax)·dx + ry·dy ≤ L².
    let s0 = -Infinity;
    let s1 = Infinity;
    if (dy !== 0) {
      const p = ax + (dx * ry - r * L) / dy;
      const q = ax + (dx * ry + r * L) / dy;
      s0 = Math.min(p, q);
      s1 = Math.max(p, q);
    } else if (Math.abs(dx * ry) > r * L) s1 = -Infinity;
    if (dx !== 0) {
      const p = ax + (-ry * dy) / dx;
      const q = ax + (L2 - ry * dy) / dx;
      s0 = Math.max(s0, Math.min(p, q));
      s1 = Math.min(s1, Math.max(p, q));
    } else if (ry * dy < 0 || ry * dy > L2) s1 = -Infinity;
    if (s0 <= s1) {
      lo = Math.min(lo, s0);
      hi = Math.max(hi, s1);
    }
  }
  return lo <= hi ? [lo, hi] : null;
}

/** Crossings of a horizontal line (latitude y) with the rings' edges, sorted (even–odd spans). */
export function crossings(rings: readonly (readonly (readonly [number, number] | number[])[])[], y: number, out: number[]): number[] {
  out.length = 0;
  for (const ring of rings) {
    const n = ring.length;
    for (let i = 0, j = n - 1; i < n; j = i++) {
      const a = ring[j] as number[];
      const b = ring[i] as number[];
      const ay = a[1] as number;
      const by = b[1] as number;
      if (ay > y !== by > y) out.push((a[0] as number) + ((y - ay) * ((b[0] as number) - (a[0] as number))) / (by - ay));
    }
  }
  return out.sort((p, q) => p - q);
}
