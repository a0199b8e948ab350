/** Previews of a viability map: a PNG of the raster, and an SVG with it, the municipal boundary and a legend. */
import type { Lang } from '../core/types.ts';
import { encodePng } from '../formats/png.ts';
import type { PolygonGeometry } from './geom.ts';
import type { ViabilityMap } from './viability-types.ts';

// Unknown (não levantado, issue 7 item 1) in the web map's grey.
const COLOURS = { allowed: [46, 160, 67, 255], excluded: [207, 34, 46, 255], unknown: [99, 99, 99, 255] } as const;

/** The map as a PNG, at most maxPx wide or high (cells are sampled at pixel centres). */
export function viabilityPng(map: ViabilityMap, maxPx = 1600): { png: Uint8Array; width: number; height: number } {
  const g = map.grid;
  const f = Math.max(1, Math.max(g.nx, g.ny) / maxPx);
  const width = Math.max(1, Math.round(g.nx / f));
  const height = Math.max(1, Math.round(g.ny / f));
  const rgba = new Uint8Array(width * height * 4);
  for (let py = 0; py < height; py++) {
    const y = Math.min(g.ny - 1, Math.floor((height - 1 - py + 0.5) * f)); // image rows go south
    for (const [runs, colour] of [
      [map.allowed, COLOURS.allowed],
      [map.excluded, COLOURS.excluded],
      [map.unknown, COLOURS.unknown],
    ] as const) {
      for (let k = runs.rowStart[y] as number; k < (runs.rowStart[y + 1] as number); k++) {
        const x0 = Math.max(0, Math.ceil((runs.c0[k] as number) / f - 0.5));
        const x1 = Math.min(width - 1, Math.floor(((runs.c1[k] as number) + 1) / f - 0.5));
        for (let px = x0; px <= x1; px++) rgba.set(colour, (py * width + px) * 4);
      }
    }
  }
  return { png: encodePng(width, height, rgba), width, height };
}

/** An SVG preview: the raster (embedded PNG), the municipal boundary and a legend. */
export function viabilitySvg(map: ViabilityMap, boundary: readonly PolygonGeometry[], title: string, lang: Lang = 'pt'): string {
  const { png, width, height } = viabilityPng(map);
  const g = map.grid;
  const sx = width / (g.nx * g.dLon);
  const sy = height / (g.ny * g.dLat);
  const path = boundary
    .flatMap((p) => p.coordinates)
    .map(
      (ring) => `M${ring.map((p) => `${((p[0] - g.minLon) * sx).toFixed(1)},${(height - (p[1] - g.minLat) * sy).toFixed(1)}`).join('L')}Z`,
    )
    .join('');
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const s = map.stats;
  const km2 = (x: number) => (lang === 'pt' ? x.toFixed(2).replace('.', ',') : x.toFixed(2));
  const legend =
    lang === 'pt'
      ? `${esc(title)} — permitido ${km2(s.allowedAreaKm2)} km², excluído ${km2(s.excludedAreaKm2)} km², desconhecido ${km2(s.unknownAreaKm2)} km² (${map.grid.resolutionM} m)${map.assumeSurveyed ? ' — cadastro considerado levantado (planejamento)' : ''}`
      : `${esc(title)} — allowed ${km2(s.allowedAreaKm2)} km², excluded ${km2(s.excludedAreaKm2)} km², unknown ${km2(s.unknownAreaKm2)} km² (${map.grid.resolutionM} m)${map.assumeSurveyed ? ' — registry assumed surveyed (planning)' : ''}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height + 28}" viewBox="0 0 ${width} ${height + 28}">
<rect width="100%" height="100%" fill="#ffffff"/>
<image x="0" y="0" width="${width}" height="${height}" href="data:image/png;base64,${Buffer.from(png).toString('base64')}"/>
<path d="${path}" fill="none" stroke="#24292f" stroke-width="1.5"/>
<rect x="8" y="${height + 8}" width="12" height="12" fill="rgb(${COLOURS.allowed.slice(0, 3).join(',')})"/>
<rect x="24" y="${height + 8}" width="12" height="12" fill="rgb(${COLOURS.excluded.slice(0, 3).join(',')})"/>
<rect x="40" y="${height + 8}" width="12" height="12" fill="rgb(${COLOURS.unknown.slice(0, 3).join(',')})"/>
<text x="58" y="${height + 19}" font-family="sans-serif" font-size="12">${legend}</text>
</svg>
`;
}
