/**
 * Seeded synthetic place registries for tests and benchmarks, inside the real municipal
 * boundaries of the packs' municipalities (src/siting/synthetic-municipalities.ts).
 *
 * City scale: the real municipalities with counts in proportion to their population
 * (≈ 2.5 GLP outlets and ≈ 8 sensitive places per 10 000 inhabitants). National scale
 * (60 000 outlets, 200 000 sensitive places): the real boundaries are also CLONED to other
 * places in Brazil as synthetic municipalities "<pack id>~NNN" that use the same law pack as
 * their original (packFor); every record says it is synthetic in its source.
 *
 * Realism: places cluster around a few urban centres; outlets that opened after the law
 * mostly respect its distance to earlier outlets (dart throwing), a few do not (the ones a
 * re-evaluation should find); some outlets and sensitive places are lots/areas (polygons);
 * some schools open recently (the "new school" scenario); closed outlets keep their history
 * as two dated records.
 */
import { packStart } from '../core/engine.ts';
import type { PackRegistry } from '../core/registry.ts';
import { metresPerDegLat, metresPerDegLon, type PlaceGeometry, pointInRings, type PolygonGeometry, polygonAreaM2 } from './geom.ts';
import { packFor } from './pack-of.ts';
import { resolveSiting } from './plan.ts';
import {
  BOUNDARY_SOURCE,
  baseCities,
  bboxOfRing,
  rng,
  type SyntheticMunicipality,
  syntheticMunicipalities,
} from './synthetic-municipalities.ts';
import { PlaceRegistry } from './registry.ts';
import { type SurveyDeclaration, wholeMunicipalitySurveys } from './surveys.ts';
import { packRegistryVocabulary, type PlaceRecord, type ZoneKind } from './types.ts';
import { hasFact } from '../core/input/vocabulary.ts';

function gauss(r: () => number): number {
  let u = 0;
  while (u === 0) u = r();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * r());
}

export interface GenerateOptions {
  seed?: number;
  /** 'city': the real municipalities; 'national': 60 000 outlets and 200 000 sensitive places. */
  scale?: 'city' | 'national';
  /** Override the totals (spread over the municipalities by population). */
  outlets?: number;
  sensitive?: number;
  /** Restrict to these base cities. */
  cities?: readonly string[];
  importedAt?: string;
  /** Also zones and an urban perimeter (default true). */
  areas?: boolean;
  /** Municipalities generated so far of all (0 of N first): a national registry takes a while. */
  onProgress?: (done: number, total: number) => void;
}

export interface SyntheticRegistry {
  municipalities: SyntheticMunicipality[];
  records: PlaceRecord[];
  /**
   * Every place category of each municipality's pack declared surveyed over the whole
   * municipality (issue 7 item 1): a synthetic registry is complete by construction.
   */
  surveys: SurveyDeclaration[];
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

export function generateRegistry(packs: PackRegistry, opts: GenerateOptions = {}): SyntheticRegistry {
  const seed = opts.seed ?? 1;
  const national = opts.scale === 'national';
  const perTenThousand = { outlets: 2.5, sensitive: 8.3 };
  const all = baseCities(packs);
  const cities = all.filter((c) => !opts.cities || opts.cities.includes(c.id));
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
  const munis = syntheticMunicipalities(packs, { seed, clonesPerCity: clones, ...(opts.cities ? { cities: opts.cities } : {}) });
  const pop = munis.map((m) => (all.find((c) => c.id === m.base) as { population: number }).population);
  const outletCounts = outlets !== undefined ? apportion(outlets, pop) : pop.map((p) => Math.round((p / 10_000) * perTenThousand.outlets));
  const sensitiveCounts =
    sensitive !== undefined ? apportion(sensitive, pop) : pop.map((p) => Math.round((p / 10_000) * perTenThousand.sensitive));
  const importedAt = opts.importedAt ?? '2026-01-15T12:00:00.000Z';
  const records: PlaceRecord[] = [];
  opts.onProgress?.(0, munis.length);
  munis.forEach((m, i) => {
    generateMunicipality(
      packs,
      m,
      outletCounts[i] as number,
      sensitiveCounts[i] as number,
      seed * 7919 + i,
      importedAt,
      opts.areas !== false,
      records,
    );
    opts.onProgress?.(i + 1, munis.length);
  });
  const surveys: SurveyDeclaration[] = [];
  for (const m of munis) {
    const pack = packFor(packs, m.id);
    if (!pack) continue;
    const declared = wholeMunicipalitySurveys(m.id, packRegistryVocabulary(pack).placeCategories, {
      source: `cadastro sintético (seed ${seed})`,
      surveyedOn: importedAt.slice(0, 10),
      // In force for any evaluation date: the synthetic registry holds the places' whole history.
      validFrom: '1900-01-01',
      declaredBy: 'generator',
      declaredAt: importedAt,
    });
    for (const d of declared) surveys.push(d);
  }
  return { municipalities: munis, records, surveys };
}

/** A synthetic registry in memory, with its survey declarations. */
export function syntheticPlaceRegistry(g: SyntheticRegistry): PlaceRegistry {
  return PlaceRegistry.fromRecords(g.records).addSurveys(g.surveys);
}

function generateMunicipality(
  packs: PackRegistry,
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
  const pack = packFor(packs, m.id);
  const lawStart = pack ? packStart(pack) : '2000-01-01';
  const legallyInstalledFact = pack !== undefined && hasFact(pack, 'establishment.legallyInstalled');
  const minDist = (date: string) => {
    if (!pack) return 0;
    const rules = resolveSiting(pack, { activity: 'glp-resale', date: date < lawStart ? lawStart : date });
    return rules.filter((x) => x.categories.includes('glp-outlet')).reduce((m, x) => Math.max(m, x.radiusM), 0);
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
