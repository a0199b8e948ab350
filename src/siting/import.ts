/**
 * Importing place registries: the rows read from GeoJSON, CSV with coordinates (lon/lat
 * columns or WKT), zipped Shapefile, or the ANP reseller files (src/formats/) are checked
 * and turned into registry records. The ANP files carry no coordinates: their places are
 * imported unlocated and listed, each, as a place that must be located.
 *
 * An import is all-or-nothing: every row is checked first and every bad row is reported
 * with its line (or feature/record number) and the reason; only a clean file is written,
 * in one call that the store commits as one transaction.
 */
import { formatNumber as fmt } from '../core/format.ts';
import { CEP_EXPECTED, normaliseCep } from '../core/cep.ts';
import { CNPJ_EXPECTED, isValidCnpj } from '../core/cnpj.ts';
import { isIsoDate } from '../core/format.ts';
import type { Municipality } from '../domain/municipality.ts';
import { inputSchemaFor } from '../core/input/vocabulary.ts';
import type { PackRegistry } from '../core/registry.ts';
import { positionSlip } from '../core/input/sanity.ts';
import { describeValue, type InputProblem, problemsOf } from '../core/input/validate.ts';
import { geometryDistance } from '../geo/distance.ts';
import type { ImportFormat } from '../formats/read.ts';
import { brDate, normName, type RawRow } from '../formats/rows.ts';
import { type PlaceGeometry, type PolygonGeometry, pointInRings, polygonAreaM2, referencePoint } from './geom.ts';
import { checkGeometry } from './import-geometry.ts';
import { statusCountedCategories } from './plan.ts';
import { isAreaLayer, OUTLET_STATUSES, type PlaceDraft, type Progress, registryVocabulary, ZONE_KINDS } from './types.ts';

export interface RowProblem extends InputProblem {
  line: number;
  label: string;
}

export interface ImportOptions {
  municipality: Municipality;
  /** The law packs: the categories a row may have are those they declare, and a row's input is checked against its municipality's. */
  packs: PackRegistry;
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
// Checking and normalising rows
// ---------------------------------------------------------------------------

// The area layers' other names; a place category's are declared with it (Term.aliases, in the packs).
const AREA_ALIASES: Record<string, string> = {
  zona: 'zone',
  'perimetro urbano': 'urban-perimeter',
  'limite municipal': 'municipal-boundary',
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
    'heatSourcesInOperation',
    'heat_sources_in_operation',
    'em_funcionamento',
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

/** Metres from `p` to the nearest of the boundary's polygons (0 inside one). */
function metresOutsideOf(p: readonly [number, number], boundary: readonly PolygonGeometry[]): number {
  if (boundary.some((b) => pointInRings(p[0], p[1], b.coordinates))) return 0;
  let d = Number.POSITIVE_INFINITY;
  for (const b of boundary) d = Math.min(d, geometryDistance({ type: 'Point', coordinates: p }, b));
  return d;
}

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

function asDate(v: unknown): string | null | undefined {
  if (v === undefined || v === null || v === '') return undefined;
  const s = brDate(String(v));
  return s !== undefined && isIsoDate(s) ? s : null;
}

function belongsElsewhere(props: Record<string, unknown>, m: Municipality): boolean {
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
  const vocabulary = registryVocabulary(opts.packs.list());
  const municipalityPack = opts.packs.get(opts.municipality.id);
  // Outlets always (every pack counts them by status); the rest as the municipality's law counts them.
  const statusCounted = municipalityPack ? statusCountedCategories(municipalityPack, opts.importedAt.slice(0, 10)) : new Set<string>();
  statusCounted.add('glp-outlet');
  progress?.start({ pt: 'conferindo as linhas', en: 'checking rows' }, rows.length);
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
    if (rawCat === undefined) errs.push(problem(row, 'category', 'nothing', `one of ${vocabulary.categories.join(', ')} (or --category)`));
    else {
      const s = String(rawCat).trim();
      const alias = normName(s).toLowerCase();
      category = vocabulary.categories.includes(s) ? s : (AREA_ALIASES[alias] ?? vocabulary.aliases.get(alias));
      if (!category) errs.push(problem(row, 'category', describeValue(rawCat), `one of ${vocabulary.categories.join(', ')}`));
    }
    // Status
    // ANP-authorised resellers are operating outlets: "existing" unless told otherwise.
    const rawStatus = pick(props, 'status', 'situacao') ?? opts.status ?? (format === 'anp' ? 'existing' : undefined);
    let status: string | null = null;
    if (rawStatus !== undefined) {
      const s = String(rawStatus).trim();
      status = (OUTLET_STATUSES as readonly string[]).includes(s) ? s : (STATUS_ALIASES[normName(s).toLowerCase()] ?? null);
      if (status === null) errs.push(problem(row, 'status', describeValue(rawStatus), `one of ${OUTLET_STATUSES.join(', ')}`));
    } else if (category !== undefined && statusCounted.has(category)) {
      // The distance rules count only some statuses ("existing or with an approved construction licence").
      errs.push(problem(row, 'status', 'nothing', `one of ${OUTLET_STATUSES.join(', ')} for a ${category} (or --status)`));
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
    // Belém art. 2 I b: an industry counts while its boilers or heat sources are "instaladas e em
    // funcionamento" — a registry that knows it says so, or every evaluation near it must ask.
    const operating = pick(props, 'heatSourcesInOperation', 'heat_sources_in_operation', 'em_funcionamento');
    if (operating !== undefined && String(operating).trim() !== '') {
      const b = asYesNo(operating);
      if (b === undefined) errs.push(problem(row, 'heatSourcesInOperation', describeValue(operating), 'true/false (or sim/não)'));
      else data.heatSourcesInOperation = b;
    }
    // CNPJ (ANP files and any file that carries one)
    const cnpj = pick(props, 'cnpj');
    if (cnpj !== undefined && String(cnpj).trim() !== '' && !isValidCnpj(String(cnpj)))
      errs.push(problem(row, 'cnpj', describeValue(cnpj), CNPJ_EXPECTED));
    // CEP: kept as 00000-000 however the file writes it (src/core/cep.ts), the form the API stores.
    const cepKey = Object.keys(props).find((k) => k.toLowerCase() === 'cep');
    const cep = cepKey === undefined ? undefined : props[cepKey];
    if (cepKey !== undefined && cep !== undefined && cep !== null && String(cep).trim() !== '') {
      const formatted = normaliseCep(String(cep));
      if (formatted === null) errs.push(problem(row, 'cep', describeValue(cep), CEP_EXPECTED));
      else props[cepKey] = formatted;
    }
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
        const act = data.activity ?? (category ? vocabulary.activityOf.get(category) : undefined) ?? 'glp-resale';
        const doc = { ...(inp as object), municipality: opts.municipality.id, activity: act };
        const pack = opts.packs.get(opts.municipality.id);
        const r = pack ? inputSchemaFor(pack).safeParse(doc) : undefined;
        if (r && !r.success)
          for (const p of problemsOf(r.error, doc, { municipality: opts.municipality.id, packs: opts.packs.list() }))
            errs.push(problem(row, `input.${p.field}`, p.found, p.expected));
        else data.input = inp;
      }
    }
    // Municipal boundary: a located place must be in the municipality (simplified boundaries are off by up to hundreds of metres: tolerance).
    if (parts && category !== 'municipal-boundary' && opts.boundary && opts.boundary.length > 0 && errs.length === 0) {
      const ref = referencePoint(parts[0] as PlaceGeometry);
      const d = metresOutsideOf(ref, opts.boundary);
      if (d > tolerance) {
        const where = opts.municipality.name;
        // Swapped or unsigned coordinates said as such (as glp places update --at says them).
        const slip = positionSlip(ref, (q) => metresOutsideOf(q, opts.boundary as readonly PolygonGeometry[]) <= tolerance, where);
        errs.push(
          problem(
            row,
            'geometry',
            `a place ${fmt(Math.round(d), 'en')} m outside the boundary of ${where}`,
            slip ?? `a place inside the municipality (tolerance ${fmt(tolerance, 'en')} m)`,
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
        for (const e of errs) plan.problems.push(e);
        continue;
      }
    }
    if (errs.length > 0) {
      for (const e of errs) plan.problems.push(e);
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
  progress?.finish({
    pt: `${fmt(rows.length, 'pt')} linha(s) conferida(s), ${fmt(plan.problems.length, 'pt')} problema(s)`,
    en: `${fmt(rows.length, 'en')} rows checked, ${fmt(plan.problems.length, 'en')} problem(s)`,
  });
  return plan;
}

/** Identity of a registered record for re-imports: category, external id and start of validity. */
export function registryKey(category: string, externalId: string, validFrom: string | null): string {
  return `${category}|${externalId}|${validFrom ?? ''}`;
}

/** A yes/no cell: a boolean, true/false, sim/não (nao), s/n, 1/0; anything else undefined. */
function asYesNo(v: unknown): boolean | undefined {
  if (typeof v === 'boolean') return v;
  const t = String(v).trim().toLowerCase();
  if (['true', 'sim', 's', '1', 'yes'].includes(t)) return true;
  if (['false', 'não', 'nao', 'n', '0', 'no'].includes(t)) return false;
  return undefined;
}
