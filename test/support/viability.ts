/** Reading a viability map in tests. */
import type { ViabilityMap } from '../../src/siting/viability.ts';

/** Whether the raster cell containing the point is allowed / excluded / unknown (not surveyed) / outside. */
export function cellAt(map: ViabilityMap, p: [number, number]): 'allowed' | 'excluded' | 'unknown' | 'outside' {
  const g = map.grid;
  const x = Math.floor((p[0] - g.minLon) / g.dLon);
  const y = Math.floor((p[1] - g.minLat) / g.dLat);
  for (const [name, runs] of [
    ['allowed', map.allowed],
    ['excluded', map.excluded],
    ['unknown', map.unknown],
  ] as const) {
    for (let k = runs.rowStart[y] as number; k < (runs.rowStart[y + 1] as number); k++)
      if ((runs.c0[k] as number) <= x && x <= (runs.c1[k] as number)) return name;
  }
  return 'outside';
}
