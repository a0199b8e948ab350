/**
 * The viability map's third state (issue 7 item 1): "unknown" — não levantado. A cell whose
 * distances the law measures to a category not surveyed around it cannot be said allowed: an
 * empty registry proves nothing. For each category the distance rules need, with the largest
 * distance any of them needs (surveyNeeds):
 *  - no survey declaration in force on the date → every cell is unknown;
 *  - a declaration over the whole municipality → no cell is unknown for it;
 *  - a declared area → unknown outside the area and within the distance of its edge (the
 *    circle around the cell's centre is not inside the area).
 * A cell a registered place excludes stays excluded: a known place within the distance is
 * enough to exclude, whatever else is unknown.
 */
import type { SurveyArea } from '../domain/survey.ts';
import { metresPerDegLat, metresPerDegLon } from './geom.ts';
import type { ResolvedSitingRule } from './plan.ts';
import { type Runs, RunsBuilder, SpanBuffer } from './raster.ts';
import type { MunicipalityRegistry } from './registry.ts';
import { surveyInForce, surveyNeeds } from './surveys.ts';
import { capsuleRow, crossings } from './viability-stamp.ts';
import type { Grid, Unsurveyed } from './viability-types.ts';

/** Spans of the cells not surveyed (owner = index in `unsurveyed`), and what is missing. */
export function unsurveyedSpans(
  reg: MunicipalityRegistry,
  rules: readonly ResolvedSitingRule[],
  date: string,
  g: Grid,
  rowLat: Float64Array,
): { spans: SpanBuffer; unsurveyed: Unsurveyed[] } {
  const spans = new SpanBuffer();
  const unsurveyed: Unsurveyed[] = [];
  for (const [category, r] of [...surveyNeeds(rules)].sort((a, b) => a[0].localeCompare(b[0]))) {
    const d = surveyInForce(reg.surveys, category, date);
    if (d && d.area === null) continue;
    const owner = unsurveyed.length;
    if (!d) {
      unsurveyed.push({ category, radiusM: r, reason: 'undeclared' });
      for (let y = 0; y < g.ny; y++) spans.push(y, 0, g.nx - 1, owner);
      continue;
    }
    unsurveyed.push({ category, radiusM: r, reason: 'partial', source: d.source });
    stampOutsideArea(spans, g, rowLat, d.area as SurveyArea, r, owner);
  }
  return { spans, unsurveyed };
}

/** Cells outside the area, or within r of its edge (their circle of radius r leaves the area). */
function stampOutsideArea(spans: SpanBuffer, g: Grid, rowLat: Float64Array, area: SurveyArea, r: number, owner: number): void {
  const rings = area.type === 'Polygon' ? area.coordinates : area.coordinates.flat();
  const ox = rings[0]?.[0]?.[0] as number;
  const oy = rings[0]?.[0]?.[1] as number;
  const kx = metresPerDegLon(oy);
  const ky = metresPerDegLat(oy);
  const col = (lon: number) => (lon - g.minLon) / g.dLon - 0.5;
  const push = (y: number, a: number, b: number) => {
    const a0 = Math.max(0, a);
    const b0 = Math.min(g.nx - 1, b);
    if (a0 <= b0) spans.push(y, a0, b0, owner);
  };
  const xs: number[] = [];
  for (let y = 0; y < g.ny; y++) {
    const lat = rowLat[y] as number;
    crossings(rings, lat, xs);
    // Outside: the gaps between the inside spans (even–odd).
    let x = 0;
    for (let k = 0; k + 1 < xs.length; k += 2) {
      const a = Math.ceil(col(xs[k] as number));
      const b = Math.floor(col(xs[k + 1] as number));
      if (a > x) push(y, x, a - 1);
      x = Math.max(x, b + 1);
    }
    push(y, x, g.nx - 1);
    // Within r of an edge.
    const y0 = (lat - oy) * ky;
    for (const ring of rings)
      for (let i = 1; i < ring.length; i++) {
        const A = ring[i - 1] as [number, number];
        const B = ring[i] as [number, number];
        const iv = capsuleRow((A[0] - ox) * kx, (A[1] - oy) * ky, (B[0] - ox) * kx, (B[1] - oy) * ky, r, y0);
        if (iv) push(y, Math.ceil(col(ox + iv[0] / kx)), Math.floor(col(ox + iv[1] / kx)));
      }
  }
}

/** Splits runs by spans: the cells the spans cover (cut) and the rest (kept). */
export function splitRuns(runs: Runs, spans: SpanBuffer, ny: number): { kept: Runs; cut: Runs } {
  const { start, order } = spans.byRow(ny);
  const kb = new RunsBuilder(ny);
  const cb = new RunsBuilder(ny);
  const ua: number[] = [];
  const ub: number[] = [];
  for (let y = 0; y < ny; y++) {
    kb.startRow(y);
    cb.startRow(y);
    ua.length = 0;
    ub.length = 0;
    for (let k = start[y] as number; k < (start[y + 1] as number); k++) {
      const s = order[k] as number;
      const a = spans.a[s] as number;
      const b = spans.b[s] as number;
      const last = ua.length - 1;
      if (last >= 0 && a <= (ub[last] as number) + 1) {
        if (b > (ub[last] as number)) ub[last] = b;
      } else {
        ua.push(a);
        ub.push(b);
      }
    }
    let u = 0;
    for (let k = runs.rowStart[y] as number; k < (runs.rowStart[y + 1] as number); k++) {
      let x = runs.c0[k] as number;
      const end = runs.c1[k] as number;
      while (u < ua.length && (ub[u] as number) < x) u++;
      let v = u;
      while (x <= end) {
        if (v >= ua.length || (ua[v] as number) > end) {
          kb.push(x, end);
          break;
        }
        const a = ua[v] as number;
        const b = ub[v] as number;
        if (a > x) kb.push(x, a - 1);
        const c0 = Math.max(a, x);
        const c1 = Math.min(b, end);
        if (c0 <= c1) cb.push(c0, c1);
        x = b + 1;
        v++;
      }
    }
  }
  return { kept: kb.finish(), cut: cb.finish() };
}
