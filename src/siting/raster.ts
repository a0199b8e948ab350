/**
 * Run-length rasters for the viability map: per grid row, sorted disjoint runs of cells
 * [c0, c1] (inclusive). Runs, not cell arrays: a 10 m grid over Salvador is 14 million
 * cells but only tens of thousands of runs, so labelling and tracing stay fast.
 *
 * Grid coordinates: column x grows east, row y grows north; cell (x, y) covers
 * [x, x+1] × [y, y+1]. Polygons traced from runs keep the region on their left, so outer
 * rings come out counter-clockwise and holes clockwise, as RFC 7946 wants.
 */
/** Runs of one class (e.g. "allowed") for every row. */
export class Runs {
  /** rowStart[y]..rowStart[y+1] index the runs of row y. */
  readonly rowStart: Int32Array;
  readonly c0: Int32Array;
  readonly c1: Int32Array;
  constructor(
    readonly ny: number,
    rowStart: Int32Array,
    c0: Int32Array,
    c1: Int32Array,
  ) {
    this.rowStart = rowStart;
    this.c0 = c0;
    this.c1 = c1;
  }
  get count(): number {
    return this.rowStart[this.ny] as number;
  }
  cells(): number {
    let n = 0;
    for (let i = 0; i < this.count; i++) n += (this.c1[i] as number) - (this.c0[i] as number) + 1;
    return n;
  }
  /** Index of the first run of row y whose c1 ≥ x (binary search), or the row end. */
  firstEndingAtOrAfter(y: number, x: number): number {
    let lo = this.rowStart[y] as number;
    let hi = this.rowStart[y + 1] as number;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((this.c1[mid] as number) < x) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}

/** Growable builder of runs, row by row in increasing row order. */
export class RunsBuilder {
  private c0 = new Int32Array(1024);
  private c1 = new Int32Array(1024);
  private n = 0;
  private readonly rowStart: Int32Array;
  private row = 0;
  constructor(private readonly ny: number) {
    this.rowStart = new Int32Array(ny + 1);
  }
  /** Starts row y (rows must come in increasing order; skipped rows are empty). */
  startRow(y: number): void {
    while (this.row < y) this.rowStart[++this.row] = this.n;
  }
  push(a: number, b: number): void {
    if (this.n === this.c0.length) {
      const g0 = new Int32Array(this.n * 2);
      g0.set(this.c0);
      this.c0 = g0;
      const g1 = new Int32Array(this.n * 2);
      g1.set(this.c1);
      this.c1 = g1;
    }
    // Adjacent runs in a row merge.
    if (this.n > (this.rowStart[this.row] as number) && (this.c1[this.n - 1] as number) + 1 >= a) {
      if (b > (this.c1[this.n - 1] as number)) this.c1[this.n - 1] = b;
      return;
    }
    this.c0[this.n] = a;
    this.c1[this.n] = b;
    this.n++;
  }
  finish(): Runs {
    this.startRow(this.ny);
    this.rowStart[this.ny] = this.n;
    return new Runs(this.ny, this.rowStart, this.c0.subarray(0, this.n), this.c1.subarray(0, this.n));
  }
}

/** Unsorted spans tagged with an owner (an exclusion), collected per row. */
export class SpanBuffer {
  row = new Int32Array(4096);
  a = new Int32Array(4096);
  b = new Int32Array(4096);
  owner = new Int32Array(4096);
  n = 0;
  push(row: number, a: number, b: number, owner: number): void {
    if (this.n === this.row.length) {
      const grow = (x: Int32Array) => {
        const g = new Int32Array(x.length * 2);
        g.set(x);
        return g;
      };
      this.row = grow(this.row);
      this.a = grow(this.a);
      this.b = grow(this.b);
      this.owner = grow(this.owner);
    }
    this.row[this.n] = row;
    this.a[this.n] = a;
    this.b[this.n] = b;
    this.owner[this.n] = owner;
    this.n++;
  }
  /** Span indices grouped by row (counting sort), each row's spans sorted by start. */
  byRow(ny: number): { start: Int32Array; order: Int32Array } {
    const start = new Int32Array(ny + 1);
    for (let i = 0; i < this.n; i++) {
      const y = (this.row[i] as number) + 1;
      start[y] = (start[y] as number) + 1;
    }
    for (let y = 0; y < ny; y++) start[y + 1] = (start[y + 1] as number) + (start[y] as number);
    const fill = start.slice(0, ny);
    const order = new Int32Array(this.n);
    for (let i = 0; i < this.n; i++) {
      const y = this.row[i] as number;
      order[fill[y] as number] = i;
      fill[y] = (fill[y] as number) + 1;
    }
    for (let y = 0; y < ny; y++) {
      const s = start[y] as number;
      const e = start[y + 1] as number;
      if (e - s > 1) {
        const part = Array.from(order.subarray(s, e)).sort((p, q) => (this.a[p] as number) - (this.a[q] as number));
        order.set(part, s);
      }
    }
    return { start, order };
  }
}

/** Union–find over run indices. */
export class UnionFind {
  readonly parent: Int32Array;
  constructor(n: number) {
    this.parent = new Int32Array(n);
    for (let i = 0; i < n; i++) this.parent[i] = i;
  }
  find(i: number): number {
    let r = i;
    while (this.parent[r] !== r) r = this.parent[r] as number;
    while (this.parent[i] !== r) {
      const next = this.parent[i] as number;
      this.parent[i] = r;
      i = next;
    }
    return r;
  }
  union(a: number, b: number): void {
    const ra = this.find(a);
    const rb = this.find(b);
    if (ra !== rb) this.parent[ra > rb ? ra : rb] = ra > rb ? rb : ra;
  }
}

/** 4-connected components of runs: component id (0…k−1) of every run. */
export function labelRuns(runs: Runs): { label: Int32Array; count: number } {
  const uf = new UnionFind(runs.count);
  for (let y = 1; y < runs.ny; y++) {
    let i = runs.rowStart[y - 1] as number;
    const iEnd = runs.rowStart[y] as number;
    let j = runs.rowStart[y] as number;
    const jEnd = runs.rowStart[y + 1] as number;
    while (i < iEnd && j < jEnd) {
      const a0 = runs.c0[i] as number;
      const a1 = runs.c1[i] as number;
      const b0 = runs.c0[j] as number;
      const b1 = runs.c1[j] as number;
      if (a0 <= b1 && b0 <= a1) uf.union(i, j);
      if (a1 < b1) i++;
      else j++;
    }
  }
  const label = new Int32Array(runs.count);
  const map = new Map<number, number>();
  for (let i = 0; i < runs.count; i++) {
    const r = uf.find(i);
    let l = map.get(r);
    if (l === undefined) {
      l = map.size;
      map.set(r, l);
    }
    label[i] = l;
  }
  return { label, count: map.size };
}

/** Rings (grid vertex coordinates, closed) of each component, outer ring first. */
export function traceRings(runs: Runs, label: Int32Array, count: number, nx: number): number[][][][] {
  // Directed edges; region on the left.
  const ex0: number[] = [];
  const ey0: number[] = [];
  const ex1: number[] = [];
  const ey1: number[] = [];
  const comp: number[] = [];
  const edge = (x0: number, y0: number, x1: number, y1: number, c: number) => {
    ex0.push(x0);
    ey0.push(y0);
    ex1.push(x1);
    ey1.push(y1);
    comp.push(c);
  };
  // Horizontal edges where the run's row differs from the row below (bottom) or above (top).
  const uncovered = (y: number, a: number, b: number, other: number, visit: (x0: number, x1: number) => void) => {
    // Parts of [a, b] (cells) not covered by the runs of row `other`.
    let x = a;
    if (other >= 0 && other < runs.ny) {
      let k = runs.firstEndingAtOrAfter(other, a);
      const end = runs.rowStart[other + 1] as number;
      while (k < end && (runs.c0[k] as number) <= b) {
        const c0 = runs.c0[k] as number;
        const c1 = runs.c1[k] as number;
        if (c0 > x) visit(x, c0 - 1);
        x = Math.max(x, c1 + 1);
        k++;
      }
    }
    if (x <= b) visit(x, b);
    void y;
  };
  for (let y = 0; y < runs.ny; y++) {
    for (let k = runs.rowStart[y] as number; k < (runs.rowStart[y + 1] as number); k++) {
      const a = runs.c0[k] as number;
      const b = runs.c1[k] as number;
      const c = label[k] as number;
      edge(a, y + 1, a, y, c); // west side, going south
      edge(b + 1, y, b + 1, y + 1, c); // east side, going north
      uncovered(y, a, b, y - 1, (x0, x1) => edge(x0, y, x1 + 1, y, c)); // bottom, going east
      uncovered(y, a, b, y + 1, (x0, x1) => edge(x1 + 1, y + 1, x0, y + 1, c)); // top, going west
    }
  }
  const W = nx + 2;
  const key = (x: number, y: number) => y * W + x;
  const first = new Map<number, number>();
  const second = new Map<number, number>();
  for (let e = 0; e < ex0.length; e++) {
    const k = key(ex0[e] as number, ey0[e] as number);
    if (first.has(k)) second.set(k, e);
    else first.set(k, e);
  }
  const used = new Uint8Array(ex0.length);
  const rings: number[][][][] = Array.from({ length: count }, () => []);
  const dir = (e: number) =>
    [Math.sign((ex1[e] as number) - (ex0[e] as number)), Math.sign((ey1[e] as number) - (ey0[e] as number))] as const;
  for (let s = 0; s < ex0.length; s++) {
    if (used[s]) continue;
    const ring: number[][] = [];
    let e = s;
    let guard = 0;
    while (!used[e]) {
      used[e] = 1;
      const d = dir(e);
      const x1 = ex1[e] as number;
      const y1 = ey1[e] as number;
      const k = key(x1, y1);
      const a = first.get(k);
      const b = second.get(k);
      let next: number | undefined;
      if (a === undefined || b === undefined) next = a ?? b;
      else {
        // Two ways on at a vertex where cells touch only diagonally: turn left, so each
        // 4-connected component keeps its own ring.
        const da = dir(a);
        const left = [-d[1], d[0]];
        next = da[0] === left[0] && da[1] === left[1] ? a : b;
      }
      // Keep only corners: a vertex where the direction changes.
      if (next !== undefined) {
        const dn = dir(next);
        if (dn[0] !== d[0] || dn[1] !== d[1]) ring.push([x1, y1]);
      }
      if (next === undefined || ++guard > ex0.length) break;
      e = next;
    }
    if (ring.length < 3) continue;
    ring.push([ring[0]?.[0] as number, ring[0]?.[1] as number]);
    const c = comp[s] as number;
    const area = signedArea(ring);
    const list = rings[c] as number[][][];
    if (area > 0) list.unshift(ring);
    else list.push(ring);
  }
  return rings;
}

function signedArea(ring: number[][]): number {
  let s = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[j] as number[];
    const b = ring[i] as number[];
    s += (a[0] as number) * (b[1] as number) - (b[0] as number) * (a[1] as number);
  }
  return s / 2;
}
