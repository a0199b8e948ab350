/**
 * Spatial index over items with a geometry (Flatbush over lon/lat boxes), answering
 * "everything within r metres" and "the k nearest" with exact geodesic distances.
 * The degree boxes used to query the tree are conservative (see expandBox), so an item
 * within the radius is never missed; exact distances then decide.
 */
import Flatbush from 'flatbush';
import { expandBox } from './ellipsoid.ts';
import { nearest as nearestPair } from './engine.ts';
import { type PreparedGeometry, prepareGeometry } from './prepared.ts';
import type { Geometry } from './types.ts';

export interface GeoHit<T> {
  item: T;
  /** Exact geodesic distance from the query geometry, metres (0 if they intersect). */
  distanceM: number;
  /** Position of the item in the array the index was built from. */
  index: number;
}

export class GeoIndex<T> {
  readonly items: readonly T[];
  private readonly geoms: PreparedGeometry[];
  private readonly tree: Flatbush | undefined;

  /**
   * @param items the items to index (kept by reference, in this order)
   * @param geometryOf how to get an item's geometry ([lon, lat], WGS 84)
   */
  constructor(items: Iterable<T>, geometryOf: (item: T) => Geometry | PreparedGeometry) {
    this.items = Array.from(items);
    this.geoms = this.items.map((item) => prepareGeometry(geometryOf(item)));
    if (this.geoms.length === 0) {
      // Flatbush cannot be built empty.
      this.tree = undefined;
      return;
    }
    const tree = new Flatbush(this.geoms.length);
    for (const g of this.geoms) tree.add(g.bbox[0], g.bbox[1], g.bbox[2], g.bbox[3]);
    tree.finish();
    this.tree = tree;
  }

  get size(): number {
    return this.items.length;
  }

  /** Items whose exact distance to the geometry is ≤ radiusM, nearest first (ties by index). */
  within(geometry: Geometry | PreparedGeometry, radiusM: number): GeoHit<T>[] {
    if (!(radiusM >= 0)) throw new RangeError(`radius must be ≥ 0, got ${radiusM}`);
    const q = prepareGeometry(geometry);
    return sortHits(this.collect(q, radiusM, this.candidates(q, radiusM), undefined));
  }

  /**
   * The k items nearest to the geometry (exact geodesic distance), nearest first, ignoring
   * items farther than maxDistanceM. Ties are broken by index.
   */
  nearest(geometry: Geometry | PreparedGeometry, k = 1, maxDistanceM = Number.POSITIVE_INFINITY): GeoHit<T>[] {
    if (!(maxDistanceM >= 0)) throw new RangeError(`maxDistance must be ≥ 0, got ${maxDistanceM}`);
    if (k <= 0 || this.tree === undefined) return [];
    const q = prepareGeometry(geometry);
    // Any k items give an upper bound on the k-th nearest distance. Flatbush's own
    // nearest-neighbour order (degrees, not metres) is only a cheap way to pick k items
    // that are probably close; the radius query below makes the answer exact.
    const cx = (q.bbox[0] + q.bbox[2]) / 2;
    const cy = (q.bbox[1] + q.bbox[3]) / 2;
    const seeds = this.tree.neighbors(cx, cy, k);
    const known = new Map<number, number>();
    let radius = 0;
    for (const id of seeds) {
      const r = nearestPair(q, this.geoms[id] as PreparedGeometry, { limit: maxDistanceM });
      if (r.exact) known.set(id, r.distance);
      radius = Math.max(radius, r.exact ? r.distance : Number.POSITIVE_INFINITY);
    }
    if (seeds.length < k) radius = Number.POSITIVE_INFINITY;
    radius = Math.min(radius, maxDistanceM);
    const hits = sortHits(this.collect(q, radius, this.candidates(q, radius), known));
    if (hits.length > k) hits.length = k;
    return hits;
  }

  private candidates(q: PreparedGeometry, radiusM: number): number[] {
    if (this.tree === undefined) return [];
    if (!Number.isFinite(radiusM)) return this.geoms.map((_, i) => i);
    const b = expandBox(q.bbox, radiusM);
    return this.tree.search(b[0], b[1], b[2], b[3]);
  }

  private collect(q: PreparedGeometry, radiusM: number, ids: number[], known: Map<number, number> | undefined): GeoHit<T>[] {
    const hits: GeoHit<T>[] = [];
    for (const id of ids) {
      let d = known?.get(id);
      if (d === undefined) {
        const r = nearestPair(q, this.geoms[id] as PreparedGeometry, { limit: radiusM });
        if (!r.exact) continue;
        d = r.distance;
      }
      if (d <= radiusM) hits.push({ item: this.items[id] as T, distanceM: d, index: id });
    }
    return hits;
  }
}

function sortHits<T>(hits: GeoHit<T>[]): GeoHit<T>[] {
  return hits.sort((a, b) => a.distanceM - b.distanceM || a.index - b.index);
}
