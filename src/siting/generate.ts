/**
 * Seeded synthetic place registries for tests and benchmarks, inside the real municipal
 * boundaries of the four cities (src/siting/data/municipios_limites.geojson: IBGE-derived,
 * MIT, luizpedone/municipal-brazilian-geodata — see shared/data/SOURCES.md).
 *
 * City scale: the four real municipalities with counts in proportion to their population
 * (≈ 2.5 GLP outlets and ≈ 8 sensitive places per 10 000 inhabitants). National scale
 * (60 000 outlets, 200 000 sensitive places): the four real boundaries are also CLONED to
 * other places in Brazil as synthetic municipalities "<pack id>~NNN" that use the same law
 * pack as their original (packFor). Their boundaries are translated copies (longitudes
 * rescaled so the shape keeps its size in metres), their IBGE codes start with 9 (no real
 * state has that code) and every record says it is synthetic in its source.
 *
 * Realism: places cluster around a few urban centres; outlets that opened after the law
 * mostly respect its distance to earlier outlets (dart throwing), a few do not (the ones a
 * re-evaluation should find); some outlets and sensitive places are lots/areas (polygons);
 * some schools open recently (the "new school" scenario); closed outlets keep their history
 * as two dated records.
 */
import { readFileSync } from 'node:fs';
import { getPack } from '../../laws/index.ts';
import { packStart } from '../core/engine.ts';
import type { Pack } from '../core/pack.ts';
import { metresPerDegLat, metresPerDegLon, type PlaceGeometry, pointInRings, type PolygonGeometry, polygonAreaM2 } from './geom.ts';
import { resolveSiting } from './plan.ts';
import type { PlaceRecord, ZoneKind } from './types.ts';
import { hasFact } from '../core/input/vocabulary.ts';

export interface BaseCity {
  id: string;
  name: string;
  uf: string;
  ibge: string;
  /** Inhabitants (IBGE 2022 census, rounded): only used to size the synthetic registries. */
  population: number;
}

/** The four municipalities of the laws (geography and census, not law data). */
export const BASE_CITIES: readonly BaseCity[] = [
  { id: 'salvador-ba', name: 'Salvador', uf: 'BA', ibge: '2927408', population: 2_418_000 },
  { id: 'belem-pa', name: 'Belém', uf: 'PA', ibge: '1501402', population: 1_303_000 },
  { id: 'vitoria-da-conquista-ba', name: 'Vitória da Conquista', uf: 'BA', ibge: '2933307', population: 370_000 },
  { id: 'nova-odessa-sp', name: 'Nova Odessa', uf: 'SP', ibge: '3533403', population: 62_000 },
];

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

/** Law pack of a municipality id, clones included ("salvador-ba~017" → Salvador's pack). */
export function packFor(municipality: string): Pack | undefined {
  const tilde = municipality.indexOf('~');
  return getPack(tilde >= 0 ? municipality.slice(0, tilde) : municipality);
}

const BOUNDARY_SOURCE = 'IBGE malha municipal via luizpedone/municipal-brazilian-geodata@f973312 (MIT)';

let boundaries: Map<string, PolygonGeometry> | undefined;

/** The real boundaries of the four cities, by municipality id. */
export function realBoundaries(): Map<string, PolygonGeometry> {
  if (boundaries) return boundaries;
  const doc = JSON.parse(readFileSync(new URL('./data/municipios_limites.geojson', import.meta.url), 'utf8')) as {
    features: { properties: { ibge_code: string }; geometry: PolygonGeometry }[];
  };
  boundaries = new Map();
  for (const c of BASE_CITIES) {
    const f = doc.features.find((x) => x.properties.ibge_code === c.ibge);
    if (f) boundaries.set(c.id, f.geometry);
  }
  return boundaries;
}

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

function gauss(r: () => number): number {
  let u = 0;
  while (u === 0) u = r();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * r());
}

/** Rough land boxes of Brazil [minLon, minLat, maxLon, maxLat] where clones are placed. */
const LAND: readonly [number, number, number, number][] = [
  [-69, -10, -51, 1],
  [-46.5, -15, -35.5, -3.5],
  [-59, -19, -46, -10],
  [-50, -23, -40.5, -15],
  [-56, -30, -49, -23],
];

function bboxOfRing(ring: readonly (readonly [number, number] | number[])[]): [number, number, number, number] {
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
export function syntheticMunicipalities(opts: {
  seed: number;
  clonesPerCity: number;
  cities?: readonly string[];
}): SyntheticMunicipality[] {
  const real = realBoundaries();
  const cities = BASE_CITIES.filter((c) => !opts.cities || opts.cities.includes(c.id));
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

export interface GenerateOptions {
  seed?: number;
  /** 'city': the four real municipalities; 'national': 60 000 outlets and 200 000 sensitive places. */
  scale?: 'city' | 'national';
  /** Override the totals (spread over the municipalities by population). */
  outlets?: number;
  sensitive?: number;
  /** Restrict to these base cities. */
  cities?: readonly string[];
  importedAt?: string;
  /** Also zones and an urban perimeter (default true). */
  areas?: boolean;
}

export interface SyntheticRegistry {
  municipalities: SyntheticMunicipality[];
  records: PlaceRecord[];
}

const SENSITIVE: readonly [string, number, string, number][] = [
  // category, weight, name, share drawn as a polygon
  ['school', 0.28, 'Escola', 0.3],
  ['daycare', 0.08, 'Creche', 0],
  ['health', 0.08, 'Unidade de Saúde', 0],
  ['hospital', 0.015, 'Hospital', 0.5],
  ['church', 0.26, 'Igreja', 0],
  ['large-commerce', 0.03, 'Supermercado', 0.8],
  ['industry-heat', 0.04, 'Indústria', 0.3],
  ['fuel-station', 0.12, 'Posto de Combustíveis', 0],
  ['fuel-depot', 0.006, 'Depósito de Combustíveis', 0.5],
  ['explosives-depot', 0.002, 'Depósito de Explosivos', 0],
  ['glp-depot', 0.008, 'Depósito de GLP', 0],
  ['research', 0.01, 'Instituto de Pesquisa', 0],
  ['barracks', 0.005, 'Quartel', 0.5],
  ['environmental-area', 0.01, 'Área de Proteção Ambiental', 1],
  ['public-assembly', 0.03, 'Ginásio', 0],
  ['recreational-cultural', 0.024, 'Clube', 0],
];

const ZONE_WEIGHTS: readonly [ZoneKind, number][] = [
  ['residential', 0.6],
  ['commercial', 0.15],
  ['mixed', 0.1],
  ['transition', 0.1],
  ['industrial', 0.05],
];

function weighted<T>(r: () => number, items: readonly (readonly [T, number, ...unknown[]])[]): number {
  let x = r() * items.reduce((a, it) => a + it[1], 0);
  for (let i = 0; i < items.length; i++) {
    x -= (items[i] as readonly [T, number])[1];
    if (x <= 0) return i;
  }
  return items.length - 1;
}

function isoDay(r: () => number, fromYear: number, toYear: number): string {
  const t0 = Date.UTC(fromYear, 0, 1);
  const t1 = Date.UTC(toYear, 11, 31);
  return new Date(t0 + r() * (t1 - t0)).toISOString().slice(0, 10);
}

/** Spreads `total` over weights (largest remainder): the parts sum to total exactly. */
function apportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const raw = weights.map((w) => (total * w) / sum);
  const out = raw.map(Math.floor);
  let left = total - out.reduce((a, b) => a + b, 0);
  const order = raw.map((x, i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0]);
  for (const [, i] of order) {
    if (left-- <= 0) break;
    out[i] = (out[i] as number) + 1;
  }
  return out;
}

export function generateRegistry(opts: GenerateOptions = {}): SyntheticRegistry {
  const seed = opts.seed ?? 1;
  const national = opts.scale === 'national';
  const perTenThousand = { outlets: 2.5, sensitive: 8.3 };
  const cities = BASE_CITIES.filter((c) => !opts.cities || opts.cities.includes(c.id));
  const cityPop = cities.reduce((a, c) => a + c.population, 0);
  let clones = 0;
  let outlets = opts.outlets;
  let sensitive = opts.sensitive;
  if (national) {
    outlets ??= 60_000;
    sensitive ??= 200_000;
    // Enough copies of the four cities for the totals at the same density.
    clones = Math.max(0, Math.round(outlets / ((cityPop / 10_000) * perTenThousand.outlets)) - 1);
  }
  const munis = syntheticMunicipalities({ seed, clonesPerCity: clones, ...(opts.cities ? { cities: opts.cities } : {}) });
  const pop = munis.map((m) => (BASE_CITIES.find((c) => c.id === m.base) as BaseCity).population);
  const outletCounts = outlets !== undefined ? apportion(outlets, pop) : pop.map((p) => Math.round((p / 10_000) * perTenThousand.outlets));
  const sensitiveCounts =
    sensitive !== undefined ? apportion(sensitive, pop) : pop.map((p) => Math.round((p / 10_000) * perTenThousand.sensitive));
  const importedAt = opts.importedAt ?? '2026-01-15T12:00:00.000Z';
  const records: PlaceRecord[] = [];
  munis.forEach((m, i) => {
    generateMunicipality(
      m,
      outletCounts[i] as number,
      sensitiveCounts[i] as number,
      seed * 7919 + i,
      importedAt,
      opts.areas !== false,
      records,
    );
  });
  return { municipalities: munis, records };
}

function generateMunicipality(
  m: SyntheticMunicipality,
  nOutlets: number,
  nSensitive: number,
  seed: number,
  importedAt: string,
  areas: boolean,
  out: PlaceRecord[],
): void {
  const r = rng(seed);
  const rings = m.boundary.coordinates;
  const ob = bboxOfRing(rings[0] ?? []);
  const lat0 = (ob[1] + ob[3]) / 2;
  const lon0 = (ob[0] + ob[2]) / 2;
  const kx = metresPerDegLon(lat0);
  const ky = metresPerDegLat(lat0);
  const toLonLat = (x: number, y: number): [number, number] => [lon0 + x / kx, lat0 + y / ky];
  const inside = (x: number, y: number) => {
    const p = toLonLat(x, y);
    return pointInRings(p[0], p[1], rings);
  };
  const w = (ob[2] - ob[0]) * kx;
  const h = (ob[3] - ob[1]) * ky;
  const uniform = (): [number, number] => {
    for (;;) {
      const x = (r() - 0.5) * w;
      const y = (r() - 0.5) * h;
      if (inside(x, y)) return [x, y];
    }
  };
  const tag = m.synthetic ? `sintético (seed) — clone de ${m.base}` : 'sintético (seed)';
  const source = (what: string) => `${what} ${tag}`;
  const base = (id: string, category: string): Omit<PlaceRecord, 'geometry' | 'name' | 'status' | 'data'> => ({
    id: `${m.id}:${id}`,
    municipality: m.id,
    category,
    source:
      category === 'municipal-boundary' ? (m.synthetic ? `${BOUNDARY_SOURCE}, transladado (${tag})` : BOUNDARY_SOURCE) : source('cadastro'),
    importedAt,
    validFrom: null,
    validTo: null,
    version: 1,
  });
  out.push({
    ...base('boundary', 'municipal-boundary'),
    name: m.name,
    status: null,
    geometry: m.boundary,
    data: { ibge: m.ibge, synthetic: m.synthetic },
  });

  // Urban centres: one main, a few secondary; spread in proportion to the municipality's size.
  const size = Math.sqrt(Math.abs(polygonAreaM2(rings)));
  const centres: { x: number; y: number; s: number; w: number }[] = [];
  const nc = 3 + Math.floor(r() * 4);
  for (let c = 0; c < nc; c++) {
    const [x, y] = uniform();
    centres.push({ x, y, s: (c === 0 ? 0.09 : 0.04) * size * (0.7 + 0.6 * r()), w: c === 0 ? 3 : 1 });
  }
  const main = centres[0] as { x: number; y: number; s: number };
  const centreWeights = centres.map((cc) => [cc, cc.w] as const);
  const clustered = (): [number, number] => {
    if (r() < 0.12) return uniform();
    for (;;) {
      const c = centres[weighted(r, centreWeights)] as { x: number; y: number; s: number };
      const x = c.x + gauss(r) * c.s;
      const y = c.y + gauss(r) * c.s;
      if (inside(x, y)) return [x, y];
    }
  };

  if (areas) {
    // Urban perimeter: a star around the main centre, shrunk to stay inside the boundary.
    const R = 2.6 * main.s;
    const per: [number, number][] = [];
    for (let k = 0; k < 24; k++) {
      const a = (k / 24) * 2 * Math.PI;
      let rr = R * (0.8 + 0.4 * r());
      while (rr > 50 && !inside(main.x + rr * Math.cos(a), main.y + rr * Math.sin(a))) rr *= 0.85;
      per.push(toLonLat(main.x + rr * Math.cos(a), main.y + rr * Math.sin(a)));
    }
    per.push(per[0] as [number, number]);
    const perimeter: PolygonGeometry = { type: 'Polygon', coordinates: [per] };
    out.push({
      ...base('perimeter', 'urban-perimeter'),
      source: source('Plano Diretor'),
      name: `Perímetro urbano de ${m.name}`,
      status: null,
      geometry: perimeter,
      data: {},
    });
    // Zones: 1,5 km squares; inside the perimeter by use, a few outside as expansion zones.
    const cell = 1500;
    let z = 0;
    for (let gx = main.x - R; gx < main.x + R; gx += cell)
      for (let gy = main.y - R; gy < main.y + R; gy += cell) {
        const cxm = gx + cell / 2;
        const cym = gy + cell / 2;
        if (!inside(cxm, cym)) continue;
        const c = toLonLat(cxm, cym);
        const inPer = pointInRings(c[0], c[1], perimeter.coordinates);
        const kind: ZoneKind = inPer ? (ZONE_WEIGHTS[weighted(r, ZONE_WEIGHTS)] as [ZoneKind, number])[0] : 'expansion';
        const sq = [toLonLat(gx, gy), toLonLat(gx + cell, gy), toLonLat(gx + cell, gy + cell), toLonLat(gx, gy + cell), toLonLat(gx, gy)];
        z++;
        out.push({
          ...base(`zone${z}`, 'zone'),
          source: source('Lei de uso do solo'),
          name: `${kind === 'expansion' ? 'ZE' : kind === 'residential' ? 'ZR' : kind === 'commercial' ? 'ZC' : kind === 'industrial' ? 'ZI' : kind === 'transition' ? 'ZT' : 'ZM'}-${z}`,
          status: null,
          geometry: { type: 'Polygon', coordinates: [sq] },
          data: { kind },
        });
      }
  }

  const rect = (x: number, y: number, a: number, b: number, rot: number): PlaceGeometry => {
    const c = Math.cos(rot);
    const s = Math.sin(rot);
    const pts: [number, number][] = [
      [-a, -b],
      [a, -b],
      [a, b],
      [-a, b],
    ].map(([u, v]) => toLonLat(x + (u as number) * c - (v as number) * s, y + (u as number) * s + (v as number) * c));
    pts.push(pts[0] as [number, number]);
    return { type: 'Polygon', coordinates: [pts] };
  };

  // Outlets, in order of opening; after the law most keep its distance from earlier ones.
  const pack = packFor(m.id);
  const lawStart = pack ? packStart(pack) : '2000-01-01';
  const legallyInstalledFact = pack !== undefined && hasFact(pack, 'establishment.legallyInstalled');
  const minDist = (date: string) => {
    if (!pack) return 0;
    const rules = resolveSiting(pack, { activity: 'glp-resale', date: date < lawStart ? lawStart : date });
    return Math.max(0, ...rules.filter((x) => x.categories.includes('glp-outlet')).map((x) => x.radiusM));
  };
  const radius = minDist('2026-01-01');
  const cellSize = Math.max(radius, 200);
  const hash = new Map<number, [number, number][]>();
  const hkey = (x: number, y: number) => Math.floor(x / cellSize) * 100003 + Math.floor(y / cellSize);
  const tooClose = (x: number, y: number, d: number) => {
    const ix = Math.floor(x / cellSize);
    const iy = Math.floor(y / cellSize);
    for (let a = ix - 1; a <= ix + 1; a++)
      for (let b = iy - 1; b <= iy + 1; b++)
        for (const [px, py] of hash.get(a * 100003 + b) ?? []) if ((px - x) ** 2 + (py - y) ** 2 < d * d) return true;
    return false;
  };
  const starts = Array.from({ length: nOutlets }, () => isoDay(r, 1985, 2025)).sort();
  starts.forEach((start, n) => {
    const respects = start >= lawStart && r() < 0.93;
    const d = respects ? radius * 1.02 + 60 : 0;
    let x = 0;
    let y = 0;
    // Where the centres are full, newcomers go further out: a few tries near a centre, then anywhere.
    for (let t = 0; t < 24; t++) {
      [x, y] = t < 12 ? clustered() : uniform();
      if (!d || !tooClose(x, y, d)) break;
    }
    const k = hkey(x, y);
    const list = hash.get(k);
    if (list) list.push([x, y]);
    else hash.set(k, [[x, y]]);
    const u = r();
    const status = u < 0.72 ? 'licensed' : u < 0.84 ? 'existing' : u < 0.89 ? 'construction-approved' : u < 0.95 ? 'pending' : 'closed';
    const count = 20 + Math.floor(r() * r() * 430);
    const geometry: PlaceGeometry =
      r() < 0.25 ? rect(x, y, 8 + r() * 8, 10 + r() * 15, r() * Math.PI) : { type: 'Point', coordinates: toLonLat(x, y) };
    const ext = `O${String(n + 1).padStart(5, '0')}`;
    const data = {
      externalId: ext,
      activity: 'glp-resale',
      startDate: start,
      input: {
        // "Legally installed" only where the municipality's law asks it (Salvador art. 2 § 1º).
        establishment: { startDate: start, ...(legallyInstalledFact ? { legallyInstalled: status !== 'pending' } : {}) },
        storage: { containers: [{ capacityKg: 13, state: 'full', count }] },
      },
    };
    const name = `Revenda de GLP ${ext}`;
    if (status === 'closed') {
      const closedOn = isoDay(r, Number(start.slice(0, 4)) + 1, 2026);
      out.push({ ...base(`o${n + 1}`, 'glp-outlet'), validFrom: start, validTo: closedOn, name, status: 'licensed', geometry, data });
      out.push({ ...base(`o${n + 1}-closed`, 'glp-outlet'), validFrom: closedOn, name, status: 'closed', geometry, data });
      return;
    }
    const validFrom = status === 'pending' || status === 'construction-approved' ? isoDay(r, 2024, 2026) : start;
    out.push({ ...base(`o${n + 1}`, 'glp-outlet'), validFrom, name, status, geometry, data });
  });

  // Sensitive places and other establishments.
  for (let n = 0; n < nSensitive; n++) {
    const [category, , label, polyShare] = SENSITIVE[weighted(r, SENSITIVE)] as [string, number, string, number];
    const [x, y] = category === 'environmental-area' ? uniform() : clustered();
    let geometry: PlaceGeometry = { type: 'Point', coordinates: toLonLat(x, y) };
    const data: Record<string, unknown> = { externalId: `S${String(n + 1).padStart(6, '0')}` };
    if (r() < polyShare) {
      const scale = category === 'environmental-area' ? 300 + r() * 900 : category === 'large-commerce' ? 55 + r() * 70 : 30 + r() * 45;
      geometry = rect(x, y, scale * (0.7 + 0.6 * r()), scale * (0.7 + 0.6 * r()), r() * Math.PI);
    }
    if (category === 'large-commerce')
      data.areaM2 = geometry.type === 'Polygon' ? Math.round(polygonAreaM2(geometry.coordinates)) : 10_001 + Math.floor(r() * 30_000);
    let status: string | null = null;
    if (category === 'fuel-station' || category === 'glp-depot' || category === 'fuel-depot') {
      status = r() < 0.85 ? 'licensed' : 'existing';
      data.activity = category;
      data.startDate = isoDay(r, 1980, 2025);
    }
    // Most places have long existed; some opened recently (a school opening triggers a re-check).
    const validFrom = r() < 0.7 ? null : isoDay(r, 1990, 2026);
    out.push({
      ...base(`s${n + 1}`, category),
      validFrom: validFrom ?? (typeof data.startDate === 'string' ? data.startDate : null),
      name: `${label} ${n + 1}`,
      status,
      geometry,
      data,
    });
  }
}

/** The municipalities of a synthetic registry as the store's Municipality rows. */
export function municipalityRows(munis: readonly SyntheticMunicipality[]): { id: string; name: string; uf: string; ibge: string }[] {
  return munis.map((m) => ({ id: m.id, name: m.name, uf: m.uf, ibge: m.ibge }));
}
