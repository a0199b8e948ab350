/**
 * Importing place registries: GeoJSON, CSV with coordinates (lon/lat columns or WKT),
 * zipped Shapefile, and the ANP reseller files (cadastral registry, price-survey raw
 * and normalised layouts), which carry no coordinates: their places are imported
 * unlocated and listed, each, as a place that must be located.
 *
 * An import is all-or-nothing: every row is checked first and every bad row is reported
 * with its line (or feature/record number) and the reason; only a clean file is written,
 * in one call that the store commits as one transaction.
 */
import { isValidCnpj } from '@brazilian-utils/brazilian-utils';
import { isIsoDate } from '../core/format.ts';
import { getPack, PACKS } from '../../laws/index.ts';
import { inputSchemaFor } from '../core/input/vocabulary.ts';
import { describeValue, InputError, type InputProblem, problemsOf } from '../core/input/validate.ts';
import { geometryDistance } from '../geo/distance.ts';
import { parseCsv } from './csv.ts';
import { type PlaceGeometry, type PolygonGeometry, pointInRings, polygonAreaM2, referencePoint, ringSignedArea } from './geom.ts';
import type { Progress } from './progress.ts';
import {
  ACTIVITY_OF_CATEGORY,
  isAreaLayer,
  isPlaceCategory,
  OUTLET_STATUSES,
  type PlaceDraft,
  REGISTRY_CATEGORIES,
  ZONE_KINDS,
} from './types.ts';

export const IMPORT_FORMATS = ['geojson', 'csv', 'shp', 'anp'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** One row of an input file, before checking. */
export interface RawRow {
  /** 1-based line (CSV), feature index + 1 (GeoJSON) or record number (Shapefile). */
  line: number;
  /** How to name the row in a message: "line 12", "features[3]", "record 5". */
  label: string;
  props: Record<string, unknown>;
  /** GeoJSON geometry object, null when the row has none. */
  geometry: unknown;
  /** Fields whose value was present but unusable while reading (e.g. a bad number). */
  readProblems?: { field: string; found: string; expected: string }[];
}

export interface RowProblem extends InputProblem {
  line: number;
  label: string;
}

export interface MunicipalityInfo {
  id: string;
  name: string;
  uf: string;
  ibge: string;
}

export interface ImportOptions {
  municipality: MunicipalityInfo;
  /** Source named on every place unless a row names its own. */
  source: string;
  /** ISO timestamp of the import (the caller reads the clock). */
  importedAt: string;
  /** Category for every row (files of one kind: "these are schools"). */
  category?: string;
  /** Status for rows that give none. */
  status?: string;
  validFrom?: string;
  validTo?: string;
  /** Municipal boundary polygons: located places must fall inside, or within boundaryToleranceM of it. */
  boundary?: readonly PolygonGeometry[];
  boundaryToleranceM?: number;
  /** registryKey()s of records already registered: such rows are skipped, not duplicated. */
  existing?: ReadonlySet<string>;
  /** The same, for registered records that have a location: a row with coordinates is skipped only if one of these matches (it locates an unlocated one otherwise). */
  existingLocated?: ReadonlySet<string>;
  progress?: Progress;
}

export interface UnlocatedRow {
  label: string;
  name: string | null;
  externalId: string | null;
  address: string;
}

export interface ImportPlan {
  format: ImportFormat;
  rows: number;
  drafts: PlaceDraft[];
  problems: RowProblem[];
  skipped: { otherMunicipality: number; alreadyRegistered: number; mergedDuplicates: number };
  /** Rows imported without coordinates: each must be located before the rules can measure to it. */
  unlocated: UnlocatedRow[];
}

// ---------------------------------------------------------------------------
// Readers
// ---------------------------------------------------------------------------

export function detectFormat(fileName: string, head: Uint8Array): ImportFormat {
  const lower = fileName.toLowerCase();
  if (lower.endsWith('.zip') || (head[0] === 0x50 && head[1] === 0x4b)) return 'shp';
  if (lower.endsWith('.geojson') || lower.endsWith('.json')) return 'geojson';
  const text = new TextDecoder().decode(head.subarray(0, 4096)).replace(/^\uFEFF/, '');
  if (text.trimStart().startsWith('{')) return 'geojson';
  const first = (text.split(/\r?\n/)[0] ?? '').toUpperCase();
  if (
    first.includes('CODIGOISIMP') ||
    first.includes('RAZAOSOCIAL') ||
    first.includes('REGIAO - SIGLA') ||
    (first.includes('CNPJ') && first.includes('REVENDA'))
  )
    return 'anp';
  return 'csv';
}

export function readGeoJson(text: string, file: string): RawRow[] {
  let doc: unknown;
  try {
    doc = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (e) {
    throw InputError.of(file, `invalid JSON (${e instanceof Error ? e.message : String(e)})`, 'a GeoJSON FeatureCollection');
  }
  const d = doc as { type?: unknown; features?: unknown };
  if (d?.type === 'Feature') return [featureRow(doc as Record<string, unknown>, 0)];
  if (d?.type !== 'FeatureCollection' || !Array.isArray(d.features))
    throw InputError.of(`${file}: type`, describeValue(d?.type), '"FeatureCollection" with a features array');
  return d.features.map((f, i) => featureRow(f as Record<string, unknown>, i));
}

function featureRow(f: Record<string, unknown>, i: number): RawRow {
  const props = f && typeof f.properties === 'object' && f.properties !== null ? { ...(f.properties as Record<string, unknown>) } : {};
  if (f && f.id !== undefined && props.id === undefined) props.id = f.id;
  const row: RawRow = { line: i + 1, label: `features[${i}]`, props, geometry: f?.geometry ?? null };
  if (f?.type !== 'Feature') row.readProblems = [{ field: 'type', found: describeValue(f?.type), expected: '"Feature"' }];
  return row;
}

const LON_KEYS = ['lon', 'lng', 'long', 'longitude', 'x'];
const LAT_KEYS = ['lat', 'latitude', 'y'];
const WKT_KEYS = ['wkt', 'geometry', 'geom', 'the_geom'];

/** Number as written in Brazilian files too: "-48,4801" (decimal comma) is read as -48.4801. */
function parseNumber(s: string, delimiter: string): number | null {
  const t = s.trim();
  if (t === '') return null;
  const norm = delimiter !== ',' && /^[-+]?\d+,\d+$/.test(t) ? t.replace(',', '.') : t;
  if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(norm)) return Number.NaN;
  return Number(norm);
}

export function readCsvRows(text: string, file: string): RawRow[] {
  const t = parseCsv(text);
  if (t.header.length === 0) throw InputError.of(file, 'an empty file', 'a CSV with a header line');
  const lower = t.header.map((h) => h.toLowerCase());
  const lonCol = lower.findIndex((h) => LON_KEYS.includes(h));
  const latCol = lower.findIndex((h) => LAT_KEYS.includes(h));
  const wktCol = lower.findIndex((h) => WKT_KEYS.includes(h));
  if ((lonCol < 0 || latCol < 0) && wktCol < 0)
    throw InputError.of(
      `${file}: header`,
      JSON.stringify(t.header.join(t.delimiter)),
      'columns lon and lat (or longitude/latitude, x/y) or a wkt column',
    );
  return t.rows.map(({ line, cells }) => {
    const props: Record<string, unknown> = {};
    const problems: { field: string; found: string; expected: string }[] = [];
    t.header.forEach((h, i) => {
      if (i === lonCol || i === latCol || i === wktCol) return;
      const v = cells[i];
      if (v !== undefined && v.trim() !== '') props[h] = v.trim();
    });
    if (cells.length > t.header.length)
      problems.push({ field: 'columns', found: `${cells.length} cells`, expected: `${t.header.length} (as in the header)` });
    let geometry: unknown = null;
    if (wktCol >= 0 && (cells[wktCol] ?? '').trim() !== '') {
      const g = parseWkt((cells[wktCol] as string).trim());
      if (typeof g === 'string')
        problems.push({ field: t.header[wktCol] as string, found: JSON.stringify(cells[wktCol]?.slice(0, 40)), expected: g });
      else geometry = g;
    } else if (lonCol >= 0 && latCol >= 0) {
      const lon = parseNumber(cells[lonCol] ?? '', t.delimiter);
      const lat = parseNumber(cells[latCol] ?? '', t.delimiter);
      if (lon === null && lat === null) geometry = null;
      else if (lon === null || lat === null || Number.isNaN(lon) || Number.isNaN(lat)) {
        const bad = lon === null || Number.isNaN(lon) ? lonCol : latCol;
        problems.push({ field: t.header[bad] as string, found: describeValue(cells[bad] ?? ''), expected: 'a number in decimal degrees' });
      } else geometry = { type: 'Point', coordinates: [lon, lat] };
    }
    const row: RawRow = { line, label: `line ${line}`, props, geometry };
    if (problems.length > 0) row.readProblems = problems;
    return row;
  });
}

/** POINT, POLYGON and MULTIPOLYGON in WKT; returns an error text when it cannot read it. */
export function parseWkt(s: string): unknown | string {
  const m = /^\s*(POINT|POLYGON|MULTIPOLYGON)\s*(Z|M|ZM)?\s*(\(.*\))\s*$/is.exec(s);
  if (!m) return 'WKT POINT, POLYGON or MULTIPOLYGON';
  const kind = (m[1] as string).toUpperCase();
  const body = m[3] as string;
  const toPos = (t: string): [number, number] | null => {
    const nums = t.trim().split(/\s+/).map(Number);
    if (nums.length < 2 || nums.some((n) => !Number.isFinite(n))) return null;
    return [nums[0] as number, nums[1] as number];
  };
  try {
    if (kind === 'POINT') {
      const p = toPos(body.slice(1, -1));
      return p ? { type: 'Point', coordinates: p } : 'POINT (lon lat)';
    }
    // Nested parentheses → arrays: rewrite as JSON.
    const json = body
      .replace(/\(/g, '[')
      .replace(/\)/g, ']')
      .replace(/([-+\d.eE]+)\s+([-+\d.eE]+)(\s+[-+\d.eE]+)*/g, '[$1,$2]');
    const arr = JSON.parse(json) as unknown;
    return { type: kind === 'POLYGON' ? 'Polygon' : 'MultiPolygon', coordinates: arr };
  } catch {
    return `WKT ${kind} with numeric coordinates`;
  }
}

export async function readShapefileZip(buf: Uint8Array, file: string): Promise<RawRow[]> {
  const { default: shp } = await import('shpjs');
  let parsed: unknown;
  try {
    parsed = await shp(Buffer.from(buf.buffer, buf.byteOffset, buf.byteLength));
  } catch (e) {
    throw InputError.of(
      file,
      `an unreadable shapefile archive (${e instanceof Error ? e.message : String(e)})`,
      'a .zip with .shp, .shx, .dbf (and .prj)',
    );
  }
  const layers = Array.isArray(parsed) ? parsed : [parsed];
  const rows: RawRow[] = [];
  for (const layer of layers as { features?: unknown[]; fileName?: string }[]) {
    const prefix = layers.length > 1 ? `${layer.fileName ?? 'layer'} ` : '';
    (layer.features ?? []).forEach((f, i) => {
      const r = featureRow(f as Record<string, unknown>, i);
      r.label = `${prefix}record ${i + 1}`;
      // shpjs reads an empty dBase date (D field of spaces) as 30/11/1899 or 30/12/1899: it means "no date".
      for (const [k, v] of Object.entries(r.props)) {
        if (v instanceof Date) r.props[k] = Number.isNaN(v.getTime()) || v.getUTCFullYear() < 1900 ? null : v.toISOString().slice(0, 10);
        else if (typeof v === 'string' && /^1899-1[12]-30T/.test(v)) r.props[k] = null;
      }
      rows.push(r);
    });
  }
  return rows;
}

/** "1501402" / "Belém" → comparable key: upper case, no accents, single spaces. */
export function normName(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/\s+/g, ' ')
    .trim();
}

function brDate(s: string | undefined): string | undefined {
  if (!s) return undefined;
  const t = s.trim();
  const m = /^(\d{2})\/(\d{2})\/(\d{4})/.exec(t);
  if (m) return `${m[3]}-${m[2]}-${m[1]}`;
  const iso = /^(\d{4}-\d{2}-\d{2})/.exec(t);
  return iso ? iso[1] : t;
}

/**
 * The ANP files, in the three layouts seen: the cadastral registry of GLP resellers
 * (CODIGOISIMP…DATAVINCULACAO, referenced-norms.md), the price survey as published (one row
 * per collection: rows of a CNPJ are merged) and its normalised one-row-per-CNPJ extract
 * (shared/data, with empty latitude/longitude for later geocoding).
 */
export function readAnpRows(text: string, file: string): { rows: RawRow[]; merged: number } {
  const t = parseCsv(text);
  const H = t.header.map((h) => normName(h));
  const col = (...names: string[]) => {
    for (const n of names) {
      const i = H.indexOf(normName(n));
      if (i >= 0) return i;
    }
    return -1;
  };
  const get = (cells: string[], i: number) => (i >= 0 ? (cells[i] ?? '').trim() : '');
  const cadastral = col('CODIGOISIMP', 'RAZAOSOCIAL') >= 0;
  const raw = col('Regiao - Sigla') >= 0;
  const c = {
    cnpj: col('CNPJ', 'CNPJ da Revenda', 'cnpj'),
    name: col('RAZAOSOCIAL', 'Revenda', 'revenda'),
    street: col('ENDERECO', 'Nome da Rua', 'logradouro'),
    number: col('Numero Rua', 'numero'),
    complement: col('COMPLEMENTO', 'complemento'),
    district: col('BAIRRO', 'bairro'),
    cep: col('CEP', 'cep'),
    uf: col('UF', 'Estado - Sigla', 'uf'),
    municipality: col('MUNICIPIO', 'municipio'),
    ibge: col('ibge_code', 'codigo_ibge', 'cod_ibge'),
    distributor: col('DISTRIBUIDORA', 'Bandeira', 'bandeira'),
    cls: col('CLASSE'),
    authorisation: col('AUTORIZACAO'),
    isimp: col('CODIGOISIMP'),
    published: col('DATAPUBLICACAO'),
    linked: col('DATAVINCULACAO'),
    products: col('Produto', 'produtos'),
    collected: col('Data da Coleta', 'datas_coleta'),
    lat: col('latitude', 'lat'),
    lon: col('longitude', 'lon'),
  };
  if (c.cnpj < 0 || c.name < 0)
    throw InputError.of(
      `${file}: header`,
      JSON.stringify(t.header.slice(0, 6).join(t.delimiter)),
      'an ANP reseller file (CNPJ and RAZAOSOCIAL or Revenda columns)',
    );
  const layout = cadastral
    ? 'ANP cadastro de revendedores de GLP'
    : raw
      ? 'ANP Levantamento de Preços (bruto)'
      : 'ANP Levantamento de Preços (extrato)';
  const byCnpj = new Map<string, RawRow>();
  const rows: RawRow[] = [];
  let merged = 0;
  for (const { line, cells } of t.rows) {
    const cnpj = get(cells, c.cnpj);
    const product = get(cells, c.products);
    if (raw && cnpj !== '') {
      const prev = byCnpj.get(cnpj);
      if (prev) {
        // The raw survey repeats a reseller once per collection and product: one place.
        const products = new Set(
          String(prev.props.products ?? '')
            .split('|')
            .filter(Boolean),
        );
        if (product) products.add(product);
        prev.props.products = [...products].join('|');
        merged++;
        continue;
      }
    }
    const address = [get(cells, c.street), get(cells, c.number), get(cells, c.complement)].filter(Boolean).join(', ');
    const props: Record<string, unknown> = {
      name: get(cells, c.name),
      cnpj,
      externalId: cnpj,
      address,
      district: get(cells, c.district),
      cep: get(cells, c.cep),
      uf: get(cells, c.uf),
      municipio: get(cells, c.municipality),
      products: product,
      anpLayout: layout,
    };
    if (c.ibge >= 0) props.ibge_code = get(cells, c.ibge);
    if (c.distributor >= 0 && get(cells, c.distributor)) props.distributor = get(cells, c.distributor);
    if (c.cls >= 0 && get(cells, c.cls)) {
      props.anpClass = get(cells, c.cls);
      const m = /classe\s+([IVX]+|especial)/i.exec(get(cells, c.cls));
      if (m) props.nbrClass = (m[1] as string).toUpperCase() === 'ESPECIAL' ? 'Especial' : (m[1] as string).toUpperCase();
    }
    if (c.authorisation >= 0 && get(cells, c.authorisation)) props.anpAuthorisation = get(cells, c.authorisation);
    if (c.isimp >= 0 && get(cells, c.isimp)) props.anpIsimp = get(cells, c.isimp);
    if (c.published >= 0 && get(cells, c.published)) props.anpPublishedOn = brDate(get(cells, c.published));
    if (c.linked >= 0 && get(cells, c.linked)) props.anpLinkedOn = brDate(get(cells, c.linked));
    if (c.collected >= 0 && get(cells, c.collected)) props.surveyedOn = get(cells, c.collected);
    // Products other than GLP (diesel, GNV, gasoline) make a fuel station; GLP alone or with them, an outlet.
    const prods = product.toUpperCase();
    props.category = cadastral || prods === '' || prods.includes('GLP') ? 'glp-outlet' : 'fuel-station';
    const problems: { field: string; found: string; expected: string }[] = [];
    let geometry: unknown = null;
    if (c.lat >= 0 && c.lon >= 0) {
      const lat = parseNumber(get(cells, c.lat), t.delimiter);
      const lon = parseNumber(get(cells, c.lon), t.delimiter);
      if (lat !== null && lon !== null && !Number.isNaN(lat) && !Number.isNaN(lon)) geometry = { type: 'Point', coordinates: [lon, lat] };
      else if (lat !== null || lon !== null)
        problems.push({
          field: 'latitude/longitude',
          found: `${describeValue(get(cells, c.lat))}/${describeValue(get(cells, c.lon))}`,
          expected: 'both numbers, or both empty',
        });
    }
    if (cells.length !== t.header.length)
      problems.push({ field: 'columns', found: `${cells.length} cells`, expected: `${t.header.length} (as in the header)` });
    const row: RawRow = { line, label: `line ${line}`, props, geometry };
    if (problems.length > 0) row.readProblems = problems;
    if (raw && cnpj !== '') byCnpj.set(cnpj, row);
    rows.push(row);
  }
  return { rows, merged };
}

// ---------------------------------------------------------------------------
// Checking and normalising rows
// ---------------------------------------------------------------------------

const CATEGORY_ALIASES: Record<string, string> = {
  escola: 'school',
  creche: 'daycare',
  hospital: 'hospital',
  saude: 'health',
  'unidade de saude': 'health',
  'casa de saude': 'health',
  pesquisa: 'research',
  quartel: 'barracks',
  igreja: 'church',
  templo: 'church',
  'area ambiental': 'environmental-area',
  supermercado: 'large-commerce',
  feira: 'large-commerce',
  industria: 'industry-heat',
  'posto de combustivel': 'fuel-station',
  'posto de combustiveis': 'fuel-station',
  'deposito de combustivel': 'fuel-depot',
  'deposito de combustiveis': 'fuel-depot',
  'deposito de explosivos': 'explosives-depot',
  'deposito de glp': 'glp-depot',
  'revenda de glp': 'glp-outlet',
  'posto de glp': 'glp-outlet',
  revenda: 'glp-outlet',
  zona: 'zone',
  'perimetro urbano': 'urban-perimeter',
  'limite municipal': 'municipal-boundary',
  municipio: 'municipal-boundary',
};

const STATUS_ALIASES: Record<string, string> = {
  licenciado: 'licensed',
  licenciada: 'licensed',
  existente: 'existing',
  'licenca de construcao aprovada': 'construction-approved',
  'construcao aprovada': 'construction-approved',
  pendente: 'pending',
  'em analise': 'pending',
  fechado: 'closed',
  fechada: 'closed',
  encerrado: 'closed',
  baixado: 'closed',
};

function pick(props: Record<string, unknown>, ...keys: string[]): unknown {
  for (const k of keys) {
    if (props[k] !== undefined && props[k] !== null && props[k] !== '') return props[k];
    const lower = Object.keys(props).find((p) => p.toLowerCase() === k.toLowerCase());
    if (lower !== undefined && props[lower] !== undefined && props[lower] !== null && props[lower] !== '') return props[lower];
  }
  return undefined;
}

/** Property names consumed by the import (not copied into data). */
const CONSUMED = new Set(
  [
    'category',
    'categoria',
    'status',
    'situacao',
    'name',
    'nome',
    'id',
    'externalId',
    'codigo',
    'source',
    'fonte',
    'validFrom',
    'valid_from',
    'desde',
    'validTo',
    'valid_to',
    'ate',
    'kind',
    'zone_kind',
    'tipo',
    'areaM2',
    'area_m2',
    'startDate',
    'start_date',
    'inicio',
    'input',
    'activity',
    'atividade',
    'data',
    'external_id',
    'registry_id',
    'imported_at',
    'importedAt',
  ].map((k) => k.toLowerCase()),
);

function problem(row: RawRow, field: string, found: string, expected: string): RowProblem {
  return {
    line: row.line,
    label: row.label,
    field,
    found,
    expected,
    message: `${row.label}: ${field}: found ${found}, expected ${expected}`,
  };
}

type Ring = [number, number][];

function checkPosition(p: unknown): [number, number] | string {
  if (
    !Array.isArray(p) ||
    p.length < 2 ||
    typeof p[0] !== 'number' ||
    typeof p[1] !== 'number' ||
    !Number.isFinite(p[0]) ||
    !Number.isFinite(p[1])
  )
    return 'a position [longitude, latitude] of numbers';
  const lon = p[0];
  const lat = p[1];
  if (lon < -180 || lon > 180 || lat < -90 || lat > 90) return 'longitude in [-180, 180] and latitude in [-90, 90]';
  // Brazil, with its islands, lies within these bounds: anything else is almost always lon/lat swapped or a projected CRS.
  if (lon < -75 || lon > -28 || lat < -35 || lat > 7)
    return 'a position in Brazil (longitude -75…-28, latitude -35…7): swapped longitude/latitude, or a projected CRS?';
  return [lon, lat];
}

function checkRing(r: unknown): Ring | string {
  if (!Array.isArray(r)) return 'a ring (array of positions)';
  const ring: Ring = [];
  for (const p of r) {
    const q = checkPosition(p);
    if (typeof q === 'string') return q;
    ring.push(q);
  }
  if (ring.length < 4) return 'a ring of at least 4 positions';
  const a = ring[0] as [number, number];
  const b = ring[ring.length - 1] as [number, number];
  if (a[0] !== b[0] || a[1] !== b[1]) return 'a closed ring (first position = last position)';
  if (ringSignedArea(ring) === 0) return 'a ring enclosing an area';
  return ring;
}

/** Point or Polygon geometries of the row (a MultiPolygon gives one per part), or an error. */
function checkGeometry(g: unknown): PlaceGeometry[] | null | { field: string; found: string; expected: string } {
  if (g === null || g === undefined) return null;
  const geo = g as { type?: unknown; coordinates?: unknown };
  if (geo.type === 'Point') {
    const p = checkPosition(geo.coordinates);
    if (typeof p === 'string') return { field: 'geometry.coordinates', found: describeValue(geo.coordinates), expected: p };
    return [{ type: 'Point', coordinates: p }];
  }
  const polygon = (coords: unknown, path: string): PlaceGeometry | { field: string; found: string; expected: string } => {
    if (!Array.isArray(coords) || coords.length === 0) return { field: path, found: describeValue(coords), expected: 'an array of rings' };
    const rings: Ring[] = [];
    for (let i = 0; i < coords.length; i++) {
      const r = checkRing(coords[i]);
      if (typeof r === 'string') return { field: `${path}[${i}]`, found: describeValue(coords[i]), expected: r };
      rings.push(r);
    }
    return { type: 'Polygon', coordinates: rings };
  };
  if (geo.type === 'Polygon') {
    const p = polygon(geo.coordinates, 'geometry.coordinates');
    return 'type' in p ? [p] : p;
  }
  if (geo.type === 'MultiPolygon') {
    if (!Array.isArray(geo.coordinates) || geo.coordinates.length === 0)
      return { field: 'geometry.coordinates', found: describeValue(geo.coordinates), expected: 'an array of polygons' };
    const out: PlaceGeometry[] = [];
    for (let i = 0; i < geo.coordinates.length; i++) {
      const p = polygon(geo.coordinates[i], `geometry.coordinates[${i}]`);
      if (!('type' in p)) return p;
      out.push(p);
    }
    return out;
  }
  return { field: 'geometry.type', found: describeValue(geo.type), expected: 'Point, Polygon or MultiPolygon' };
}

function asDate(v: unknown): string | null | undefined {
  if (v === undefined || v === null || v === '') return undefined;
  const s = brDate(String(v));
  return s !== undefined && isIsoDate(s) ? s : null;
}

function belongsElsewhere(props: Record<string, unknown>, m: MunicipalityInfo): boolean {
  const ibge = pick(props, 'ibge_code', 'ibge', 'cod_ibge', 'codigo_ibge', 'CD_MUN');
  if (ibge !== undefined) return String(ibge).trim() !== m.ibge;
  const id = pick(props, 'municipality');
  if (typeof id === 'string' && id.trim() !== '') return id.trim() !== m.id && normName(id) !== normName(m.name);
  const name = pick(props, 'municipio', 'NM_MUN');
  if (typeof name === 'string' && name.trim() !== '') {
    const uf = pick(props, 'uf', 'SIGLA_UF');
    if (typeof uf === 'string' && uf.trim() !== '' && uf.trim().toUpperCase() !== m.uf.toUpperCase()) return true;
    return normName(name) !== normName(m.name);
  }
  return false;
}

/**
 * Checks every row and turns the good ones into records. Nothing is written here: the
 * caller writes `drafts` only when `problems` is empty.
 */
export function planImport(format: ImportFormat, rows: readonly RawRow[], opts: ImportOptions): ImportPlan {
  const plan: ImportPlan = {
    format,
    rows: rows.length,
    drafts: [],
    problems: [],
    skipped: { otherMunicipality: 0, alreadyRegistered: 0, mergedDuplicates: 0 },
    unlocated: [],
  };
  const seen = new Map<string, { from: string | null; to: string | null; label: string; located: boolean }[]>();
  const tolerance = opts.boundaryToleranceM ?? 1000;
  const progress = opts.progress;
  progress?.start('checking rows', rows.length);
  let n = 0;
  for (const row of rows) {
    if (++n % 1000 === 0) progress?.update(n);
    const props = row.props;
    if (belongsElsewhere(props, opts.municipality)) {
      plan.skipped.otherMunicipality++;
      continue;
    }
    const errs: RowProblem[] = (row.readProblems ?? []).map((p) => problem(row, p.field, p.found, p.expected));
    // Category
    const rawCat = opts.category ?? pick(props, 'category', 'categoria');
    let category: string | undefined;
    if (rawCat === undefined) errs.push(problem(row, 'category', 'nothing', `one of ${REGISTRY_CATEGORIES.join(', ')} (or --category)`));
    else {
      const s = String(rawCat).trim();
      category = REGISTRY_CATEGORIES.includes(s) ? s : CATEGORY_ALIASES[normName(s).toLowerCase()];
      if (!category) errs.push(problem(row, 'category', describeValue(rawCat), `one of ${REGISTRY_CATEGORIES.join(', ')}`));
    }
    // Status
    // ANP-authorised resellers are operating outlets: "existing" unless told otherwise.
    const rawStatus = pick(props, 'status', 'situacao') ?? opts.status ?? (format === 'anp' ? 'existing' : undefined);
    let status: string | null = null;
    if (rawStatus !== undefined) {
      const s = String(rawStatus).trim();
      status = (OUTLET_STATUSES as readonly string[]).includes(s) ? s : (STATUS_ALIASES[normName(s).toLowerCase()] ?? null);
      if (status === null) errs.push(problem(row, 'status', describeValue(rawStatus), `one of ${OUTLET_STATUSES.join(', ')}`));
    } else if (category === 'glp-outlet') {
      // The outlet rules count only some statuses ("existing or with an approved construction licence").
      errs.push(problem(row, 'status', 'nothing', `one of ${OUTLET_STATUSES.join(', ')} for a glp-outlet (or --status)`));
    }
    // Geometry
    const geoms = checkGeometry(row.geometry);
    if (geoms !== null && !Array.isArray(geoms)) errs.push(problem(row, geoms.field, geoms.found, geoms.expected));
    const parts: PlaceGeometry[] | null = Array.isArray(geoms) ? geoms : null;
    if (category && isAreaLayer(category) && (!parts || parts.some((p) => p.type !== 'Polygon')))
      errs.push(problem(row, 'geometry', parts ? 'a Point' : 'nothing', `a Polygon or MultiPolygon for ${category}`));
    // Zone kind
    const data: Record<string, unknown> = {};
    const rawData = pick(props, 'data');
    if (rawData !== undefined) {
      // Our own CSV export carries the record's data as a JSON column.
      let obj: unknown = rawData;
      if (typeof rawData === 'string') {
        try {
          obj = JSON.parse(rawData);
        } catch {
          obj = null;
        }
      }
      if (obj === null || typeof obj !== 'object' || Array.isArray(obj))
        errs.push(problem(row, 'data', describeValue(rawData), 'a JSON object'));
      else Object.assign(data, obj);
    }
    if (category === 'zone') {
      const kind = pick(props, 'kind', 'zone_kind', 'tipo') ?? data.kind;
      if (kind === undefined || !(ZONE_KINDS as readonly string[]).includes(String(kind)))
        errs.push(problem(row, 'kind', describeValue(kind), `one of ${ZONE_KINDS.join(', ')}`));
      else data.kind = String(kind);
    }
    // Dates
    const validFrom = asDate(pick(props, 'validFrom', 'valid_from', 'desde') ?? opts.validFrom);
    const validTo = asDate(pick(props, 'validTo', 'valid_to', 'ate') ?? opts.validTo);
    if (validFrom === null)
      errs.push(
        problem(
          row,
          'validFrom',
          describeValue(pick(props, 'validFrom', 'valid_from', 'desde') ?? opts.validFrom),
          'a date YYYY-MM-DD (or DD/MM/YYYY)',
        ),
      );
    if (validTo === null)
      errs.push(
        problem(
          row,
          'validTo',
          describeValue(pick(props, 'validTo', 'valid_to', 'ate') ?? opts.validTo),
          'a date YYYY-MM-DD (or DD/MM/YYYY)',
        ),
      );
    if (validFrom && validTo && validTo <= validFrom) errs.push(problem(row, 'validTo', validTo, `a date after validFrom (${validFrom})`));
    const start = pick(props, 'startDate', 'start_date', 'inicio');
    if (start !== undefined) {
      const d = asDate(start);
      if (!d) errs.push(problem(row, 'startDate', describeValue(start), 'a date YYYY-MM-DD (or DD/MM/YYYY)'));
      else data.startDate = d;
    }
    const area = pick(props, 'areaM2', 'area_m2');
    if (area !== undefined) {
      const a = typeof area === 'number' ? area : Number(String(area).replace(',', '.'));
      if (!Number.isFinite(a) || a < 0) errs.push(problem(row, 'areaM2', describeValue(area), 'a non-negative number of m²'));
      else data.areaM2 = a;
    } else if (category === 'large-commerce' && parts?.[0]?.type === 'Polygon')
      data.areaM2 = Math.round(polygonAreaM2(parts[0].coordinates));
    // CNPJ (ANP files and any file that carries one)
    const cnpj = pick(props, 'cnpj');
    if (cnpj !== undefined && String(cnpj).trim() !== '' && !isValidCnpj(String(cnpj), { version: 2 }))
      errs.push(problem(row, 'cnpj', describeValue(cnpj), 'a valid CNPJ (check digits)'));
    // Activity and the establishment facts kept with an outlet for re-evaluation
    const activity = pick(props, 'activity', 'atividade');
    if (activity !== undefined) data.activity = String(activity);
    const rawInput = pick(props, 'input');
    if (rawInput !== undefined) {
      let inp: unknown = rawInput;
      if (typeof rawInput === 'string') {
        try {
          inp = JSON.parse(rawInput);
        } catch {
          inp = undefined;
          errs.push(problem(row, 'input', 'text that is not JSON', 'a JSON object of establishment facts'));
        }
      }
      if (inp !== undefined) {
        const act = data.activity ?? (category && isPlaceCategory(category) ? ACTIVITY_OF_CATEGORY[category] : undefined) ?? 'glp-resale';
        const doc = { ...(inp as object), municipality: opts.municipality.id, activity: act };
        const pack = getPack(opts.municipality.id);
        const r = pack ? inputSchemaFor(pack).safeParse(doc) : undefined;
        if (r && !r.success)
          for (const p of problemsOf(r.error, doc, { municipality: opts.municipality.id, packs: PACKS }))
            errs.push(problem(row, `input.${p.field}`, p.found, p.expected));
        else data.input = inp;
      }
    }
    // Municipal boundary: a located place must be in the municipality (simplified boundaries are off by up to hundreds of metres: tolerance).
    if (parts && category !== 'municipal-boundary' && opts.boundary && opts.boundary.length > 0 && errs.length === 0) {
      const ref = referencePoint(parts[0] as PlaceGeometry);
      const inside = opts.boundary.some((b) => pointInRings(ref[0], ref[1], b.coordinates));
      if (!inside) {
        const d = Math.min(...opts.boundary.map((b) => geometryDistance({ type: 'Point', coordinates: ref }, b)));
        if (d > tolerance)
          errs.push(
            problem(
              row,
              'geometry',
              `a place ${Math.round(d)} m outside the boundary of ${opts.municipality.name}`,
              `a place inside the municipality (tolerance ${tolerance} m)`,
            ),
          );
      }
    }
    const name = pick(props, 'name', 'nome');
    const externalId = pick(props, 'externalId', 'external_id', 'id', 'codigo', 'cnpj') ?? data.externalId;
    if (category && externalId !== undefined) {
      // The same place may have several dated records (licensed until it closed, then
      // closed); two records of one place whose validities overlap are a mistake.
      const key = `${category}|${String(externalId)}`;
      const from = validFrom ?? null;
      const to = validTo ?? null;
      const list = seen.get(key) ?? [];
      const located = parts !== null;
      // (A located record may overlap an unlocated one of the same id: it locates it.)
      const clash = list.find(
        (o) => o.located === located && (o.to === null || from === null || from < o.to) && (to === null || o.from === null || o.from < to),
      );
      if (clash)
        errs.push(
          problem(
            row,
            'id',
            describeValue(String(externalId)),
            `an id not already used in this file for an overlapping validity (${clash.label})`,
          ),
        );
      list.push({ from, to, label: row.label, located });
      seen.set(key, list);
      const known = parts ? (opts.existingLocated ?? opts.existing) : opts.existing;
      if (known?.has(registryKey(category, String(externalId), from))) {
        if (errs.length === 0) plan.skipped.alreadyRegistered++;
        plan.problems.push(...errs);
        continue;
      }
    }
    if (errs.length > 0) {
      plan.problems.push(...errs);
      continue;
    }
    for (const [k, v] of Object.entries(props)) if (!CONSUMED.has(k.toLowerCase()) && v !== undefined && v !== '') data[k] = v;
    if (externalId !== undefined) data.externalId = String(externalId);
    const source = String(pick(props, 'source', 'fonte') ?? opts.source);
    const base = {
      municipality: opts.municipality.id,
      category: category as string,
      status,
      name: name === undefined ? null : String(name),
      source,
      importedAt: opts.importedAt,
      validFrom: validFrom ?? null,
      validTo: validTo ?? null,
    };
    if (!parts) {
      plan.drafts.push({ ...base, geometry: null, data });
      plan.unlocated.push({
        label: row.label,
        name: base.name,
        externalId: externalId === undefined ? null : String(externalId),
        address: [props.address, props.district, props.cep].filter((x) => typeof x === 'string' && x !== '').join(', '),
      });
      continue;
    }
    parts.forEach((g, i) => {
      const d = parts.length > 1 ? { ...data, part: i + 1, parts: parts.length } : data;
      plan.drafts.push({ ...base, geometry: g, data: d });
    });
  }
  progress?.finish(`${rows.length} rows checked, ${plan.problems.length} problem(s)`);
  return plan;
}

/** Identity of a registered record for re-imports: category, external id and start of validity. */
export function registryKey(category: string, externalId: string, validFrom: string | null): string {
  return `${category}|${externalId}|${validFrom ?? ''}`;
}

/** Reads a file of any supported format into rows. */
export async function readRows(format: ImportFormat, bytes: Uint8Array, file: string): Promise<{ rows: RawRow[]; merged: number }> {
  if (format === 'shp') return { rows: await readShapefileZip(bytes, file), merged: 0 };
  const text = new TextDecoder('utf-8').decode(bytes);
  if (format === 'geojson') return { rows: readGeoJson(text, file), merged: 0 };
  if (format === 'anp') return readAnpRows(text, file);
  return { rows: readCsvRows(text, file), merged: 0 };
}

/** The bad rows as one InputError (exit 2 / RFC 9457), every problem listed. */
export function importError(plan: ImportPlan): InputError {
  return new InputError(
    plan.problems.map((p) => ({ field: `${p.label}: ${p.field}`, found: p.found, expected: p.expected, message: p.message })),
  );
}
