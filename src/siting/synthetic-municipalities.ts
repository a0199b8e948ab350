/**
 * The municipalities of the synthetic registries (src/siting/generate.ts): the real ones of
 * the law packs, inside their real boundaries (each pack's boundary.json: IBGE-derived, MIT,
 * luizpedone/municipal-brazilian-geodata — see its properties) and
 * sized by their population (src/siting/data/populacao-2022.json), and for national scale
 * their clones "<pack id>~NNN" elsewhere in Brazil, which use their original's pack
 * (src/siting/pack-of.ts). A clone's boundary is a translated copy (longitudes rescaled so the
 * shape keeps its size in metres) and its IBGE code starts with 9 (no real state has it).
 */
import { readFileSync } from 'node:fs';
import type { MunicipalBoundary } from '../core/boundary.ts';
import type { PackRegistry } from '../core/registry.ts';
import type { PolygonGeometry } from './geom.ts';

export interface BaseCity {
  id: string;
  name: string;
  uf: string;
  ibge: string;
  /** Inhabitants (IBGE 2022 census, rounded): only used to size the synthetic registries. */
  population: number;
}

interface CensusFile {
  population: Record<string, number>;
}

let population: Map<string, number> | undefined;

function populationByIbge(): Map<string, number> {
  population ??= new Map(
    Object.entries((JSON.parse(readFileSync(new URL('./data/populacao-2022.json', import.meta.url), 'utf8')) as CensusFile).population),
  );
  return population;
}

/**
 * The municipalities of the packs that ship a boundary and whose population the census file
 * knows (by IBGE code), largest first: a new pack joins the synthetic registries with its
 * boundary.json and a line in src/siting/data/populacao-2022.json, nothing else.
 */
export function baseCities(packs: PackRegistry): BaseCity[] {
  const pop = populationByIbge();
  const out: BaseCity[] = [];
  for (const p of packs.list()) {
    const n = pop.get(p.ibge);
    if (n !== undefined && polygonOf(p.boundary)) out.push({ id: p.id, name: p.name, uf: p.uf, ibge: p.ibge, population: n });
  }
  return out.sort((a, b) => b.population - a.population || (a.id < b.id ? -1 : 1));
}

/** The real boundaries of the base cities, by municipality id. */
export function realBoundaries(packs: PackRegistry): Map<string, PolygonGeometry> {
  return new Map(baseCities(packs).map((c) => [c.id, polygonOf(packs.get(c.id)?.boundary) as PolygonGeometry]));
}

/** The pack's boundary when it is one polygon (the generator clones single polygons only). */
function polygonOf(b: MunicipalBoundary | undefined): PolygonGeometry | undefined {
  return b?.geometry.type === 'Polygon' ? (b.geometry as PolygonGeometry) : undefined;
}

export interface SyntheticMunicipality {
  id: string;
  name: string;
  uf: string;
  ibge: string;
  /** The law pack it uses (its own id for a real municipality). */
  packId: string;
  base: string;
  synthetic: boolean;
  boundary: PolygonGeometry;
}

export const BOUNDARY_SOURCE = 'IBGE malha municipal via luizpedone/municipal-brazilian-geodata@f973312 (MIT)';

/** mulberry32: small, fast, seeded; good enough to scatter places. */
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

/** Rough land boxes of Brazil [minLon, minLat, maxLon, maxLat] where clones are placed. */
const LAND: readonly [number, number, number, number][] = [
  [-69, -10, -51, 1],
  [-46.5, -15, -35.5, -3.5],
  [-59, -19, -46, -10],
  [-50, -23, -40.5, -15],
  [-56, -30, -49, -23],
];

export function bboxOfRing(ring: readonly (readonly [number, number] | number[])[]): [number, number, number, number] {
  const b: [number, number, number, number] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const p of ring) {
    b[0] = Math.min(b[0], p[0] as number);
    b[1] = Math.min(b[1], p[1] as number);
    b[2] = Math.max(b[2], p[0] as number);
    b[3] = Math.max(b[3], p[1] as number);
  }
  return b;
}

/** The municipalities of a scale: the real four, plus clones for national scale. */
export function syntheticMunicipalities(
  packs: PackRegistry,
  opts: {
    seed: number;
    clonesPerCity: number;
    cities?: readonly string[];
  },
): SyntheticMunicipality[] {
  const real = realBoundaries(packs);
  const cities = baseCities(packs).filter((c) => !opts.cities || opts.cities.includes(c.id));
  const out: SyntheticMunicipality[] = cities.map((c) => ({
    id: c.id,
    name: c.name,
    uf: c.uf,
    ibge: c.ibge,
    packId: c.id,
    base: c.id,
    synthetic: false,
    boundary: real.get(c.id) as PolygonGeometry,
  }));
  if (opts.clonesPerCity <= 0) return out;
  const r = rng(opts.seed ^ 0x9e3779b9);
  const taken = out.map((m) => bboxOfRing(m.boundary.coordinates[0] ?? []));
  const areaW = LAND.map((b) => (b[2] - b[0]) * (b[3] - b[1]));
  const totalW = areaW.reduce((a, b) => a + b, 0);
  for (let k = 1; k <= opts.clonesPerCity; k++) {
    for (const c of cities) {
      const src = real.get(c.id) as PolygonGeometry;
      const sb = bboxOfRing(src.coordinates[0] ?? []);
      const cx = (sb[0] + sb[2]) / 2;
      const cy = (sb[1] + sb[3]) / 2;
      for (let attempt = 0; attempt < 500; attempt++) {
        let pick = r() * totalW;
        let li = 0;
        while (pick > (areaW[li] as number) && li < LAND.length - 1) pick -= areaW[li++] as number;
        const L = LAND[li] as [number, number, number, number];
        const nx = L[0] + r() * (L[2] - L[0]);
        const ny = L[1] + r() * (L[3] - L[1]);
        const scale = Math.cos(cy * (Math.PI / 180)) / Math.cos(ny * (Math.PI / 180));
        const ring = (src.coordinates[0] ?? []).map((p) => [nx + (p[0] - cx) * scale, ny + (p[1] - cy)] as [number, number]);
        const b = bboxOfRing(ring);
        const pad = 0.02;
        if (taken.some((t) => b[0] - pad < t[2] && b[2] + pad > t[0] && b[1] - pad < t[3] && b[3] + pad > t[1])) continue;
        taken.push(b);
        const n = String(k).padStart(3, '0');
        out.push({
          id: `${c.id}~${n}`,
          name: `${c.name} (sintético ${n})`,
          uf: c.uf,
          ibge: `9${n}${c.ibge.slice(4)}`,
          packId: c.id,
          base: c.id,
          synthetic: true,
          boundary: { type: 'Polygon', coordinates: [ring] },
        });
        break;
      }
    }
  }
  return out;
}
