/**
 * The place registries in memory: every record of a municipality with a spatial index,
 * ready for the queries of an evaluation, a batch re-evaluation or a viability map.
 * Loaded from a Repository (src/store) or built from records (tests, generator, imports).
 *
 * Records are indexed whatever their validity; queries filter "as of" a date, so one
 * registry answers for any date (a school opened in 2025 is absent from a 2024 query).
 */
import Flatbush from 'flatbush';
import { formatDate } from '../core/format.ts';
import type { Place } from '../core/input/schema.ts';
import type { Scope } from '../domain/roles.ts';
import type { Repository } from '../store/repository.ts';
import type { SurveyDeclaration } from './surveys.ts';
import { type BBox, bboxIntersects, bboxOf, type PlaceGeometry, type PolygonGeometry } from './geom.ts';
import {
  type AreaLayer,
  isAreaLayer,
  isPlaceCategory,
  OUTLET_STATUSES,
  type PlaceCategory,
  type PlaceRecord,
  validOn,
  ZONE_KINDS,
  type ZoneKind,
} from './types.ts';

export class IndexedPlace {
  readonly bbox: BBox;
  /** Since when the place exists (validFrom, else data.startDate): the first-come order of outlets. */
  readonly since: string | null;
  private built: Place | undefined;
  constructor(
    readonly rec: PlaceRecord,
    readonly category: PlaceCategory,
    readonly geom: PlaceGeometry,
  ) {
    this.bbox = bboxOf(geom);
    const start = typeof rec.data.startDate === 'string' ? rec.data.startDate : null;
    this.since = rec.validFrom ?? start;
  }
  /** The place as the engine reads it in input.nearby.places (built on first use, then shared read-only). */
  get place(): Place {
    this.built ??= enginePlace(this.rec, this.category, this.geom, this.since);
    return this.built;
  }
}

export interface IndexedArea {
  rec: PlaceRecord;
  layer: AreaLayer;
  kind: ZoneKind | null;
  geom: PolygonGeometry;
  bbox: BBox;
}

const OUTLET_STATUS_SET: ReadonlySet<string> = new Set(OUTLET_STATUSES);

/** "Cadastro ANP (importado em 02/03/2026)": where a place came from, as findings cite it. */
export function sourceLabel(rec: Pick<PlaceRecord, 'source' | 'importedAt'>): string {
  const day = rec.importedAt.slice(0, 10);
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? `${rec.source} (importado em ${formatDate(day)})` : rec.source;
}

function enginePlace(rec: PlaceRecord, category: PlaceCategory, geom: PlaceGeometry, since: string | null): Place {
  const p: Place = { id: rec.id, category, source: sourceLabel(rec) };
  if (rec.name !== null) p.name = rec.name;
  if (rec.status !== null && OUTLET_STATUS_SET.has(rec.status)) {
    p.status = rec.status as NonNullable<Place['status']>;
    // An outlet's first-come date (IndexedPlace.since): a rule that counts only the outlets that came
    // before the one evaluated reads it (Belém art. 2 I a at a renewal: art2-I-a-first-come).
    if (since !== null) p.since = since;
  }
  if (geom.type === 'Point') p.location = [geom.coordinates[0], geom.coordinates[1]];
  else p.polygon = geom;
  const area = rec.data.areaM2;
  if (typeof area === 'number' && Number.isFinite(area) && area >= 0) p.areaM2 = area;
  const operating = rec.data.heatSourcesInOperation;
  if (typeof operating === 'boolean') p.heatSourcesInOperation = operating;
  return p;
}

export class MunicipalityRegistry {
  readonly municipality: string;
  readonly records: PlaceRecord[] = [];
  readonly places: IndexedPlace[] = [];
  readonly areas: IndexedArea[] = [];
  /** Records without a geometry: they exist but cannot be measured until located. */
  readonly unlocated: PlaceRecord[] = [];
  /** Survey declarations of the registry's categories, history included (src/siting/surveys.ts). */
  readonly surveys: SurveyDeclaration[] = [];
  /** One spatial index per category: a query for outlets within 500 m never walks the schools. */
  private indexes: Map<string, { places: IndexedPlace[]; index: Flatbush }> | null = null;
  private readonly byId = new Map<string, PlaceRecord>();

  constructor(municipality: string) {
    this.municipality = municipality;
  }

  add(rec: PlaceRecord): void {
    this.records.push(rec);
    this.byId.set(rec.id, rec);
    this.indexes = null;
    this.areaCache.clear();
    const geom = rec.geometry;
    if (isAreaLayer(rec.category)) {
      if (geom?.type !== 'Polygon') {
        this.unlocated.push(rec);
        return;
      }
      const kind =
        typeof rec.data.kind === 'string' && (ZONE_KINDS as readonly string[]).includes(rec.data.kind) ? (rec.data.kind as ZoneKind) : null;
      this.areas.push({ rec, layer: rec.category, kind, geom, bbox: bboxOf(geom) });
      return;
    }
    if (!isPlaceCategory(rec.category)) return;
    if (!geom) {
      this.unlocated.push(rec);
      return;
    }
    this.places.push(new IndexedPlace(rec, rec.category, geom));
  }

  get(id: string): PlaceRecord | undefined {
    return this.byId.get(id);
  }

  addSurvey(d: SurveyDeclaration): void {
    this.surveys.push(d);
  }

  private built(): Map<string, { places: IndexedPlace[]; index: Flatbush }> {
    if (this.indexes) return this.indexes;
    const groups = new Map<string, IndexedPlace[]>();
    for (const p of this.places) {
      const list = groups.get(p.category);
      if (list) list.push(p);
      else groups.set(p.category, [p]);
    }
    const indexes = new Map<string, { places: IndexedPlace[]; index: Flatbush }>();
    for (const [cat, places] of groups) {
      const index = new Flatbush(places.length);
      for (const p of places) index.add(p.bbox[0], p.bbox[1], p.bbox[2], p.bbox[3]);
      index.finish();
      indexes.set(cat, { places, index });
    }
    this.indexes = indexes;
    return indexes;
  }

  /** Builds the spatial index now (otherwise on the first query). */
  prepare(): this {
    this.built();
    return this;
  }

  /** Located places whose box meets `box`, of the given categories, in force on `date` (any date when undefined). */
  search(box: BBox, categories: ReadonlySet<string> | null, date: string | undefined, out: IndexedPlace[] = []): IndexedPlace[] {
    const indexes = this.built();
    for (const [cat, { places, index }] of indexes) {
      if (categories && !categories.has(cat)) continue;
      for (const i of index.search(box[0], box[1], box[2], box[3])) {
        const p = places[i] as IndexedPlace;
        if (validOn(p.rec, date)) out.push(p);
      }
    }
    return out;
  }

  /** Every located place of the categories in force on the date (no spatial filter). */
  placesOf(categories: ReadonlySet<string> | null, date: string | undefined): IndexedPlace[] {
    return this.places.filter((p) => (!categories || categories.has(p.category)) && validOn(p.rec, date));
  }

  /**
   * Records of the categories in force on the date that have no geometry — except those a
   * located record of the same category and external id (e.g. the CNPJ of an ANP reseller,
   * imported again with coordinates) supersedes.
   */
  unlocatedOf(categories: ReadonlySet<string> | null, date: string | undefined): PlaceRecord[] {
    const list = this.unlocated.filter((r) => (!categories || categories.has(r.category)) && validOn(r, date));
    if (list.length === 0) return list;
    const located = new Set<string>();
    for (const p of this.places) {
      const ext = p.rec.data.externalId;
      if (typeof ext === 'string' && validOn(p.rec, date)) located.add(`${p.category}|${ext}`);
    }
    return list.filter((r) => typeof r.data.externalId !== 'string' || !located.has(`${r.category}|${r.data.externalId}`));
  }

  private areaCache = new Map<string, IndexedArea[]>();

  areasOf(layer: AreaLayer, date: string | undefined, box?: BBox): IndexedArea[] {
    const key = `${layer}|${date ?? ''}`;
    let list = this.areaCache.get(key);
    if (!list) {
      list = this.areas.filter((a) => a.layer === layer && validOn(a.rec, date));
      if (this.areaCache.size > 64) this.areaCache.clear();
      this.areaCache.set(key, list);
    }
    return box ? list.filter((a) => bboxIntersects(a.bbox, box)) : list;
  }
}

export class PlaceRegistry {
  private readonly byMunicipality = new Map<string, MunicipalityRegistry>();

  static fromRecords(records: Iterable<PlaceRecord>): PlaceRegistry {
    const r = new PlaceRegistry();
    for (const rec of records) r.add(rec);
    return r;
  }

  /**
   * Loads the registries of the given municipalities (all municipalities when omitted) from
   * a repository, page by page. The read is public data (scope null), as the OGC API serves it.
   */
  static async fromRepository(
    repo: Repository,
    opts: { municipalities?: readonly string[]; scope?: Scope | null; onProgress?: (loaded: number, total: number) => void } = {},
  ): Promise<PlaceRegistry> {
    const r = new PlaceRegistry();
    const ids = opts.municipalities ?? (await repo.listMunicipalities()).map((m) => m.id);
    for (const m of ids) {
      const reg = r.ensure(m);
      for await (const rec of pagePlaces(repo, opts.scope ?? null, { municipality: m }, opts.onProgress)) r.add(rec);
      for (const d of await repo.surveys.list(opts.scope ?? null, m)) reg.addSurvey(d);
    }
    return r;
  }

  add(rec: PlaceRecord): void {
    this.ensure(rec.municipality).add(rec);
  }

  /** Adds survey declarations (each to its municipality's registry). */
  addSurveys(list: Iterable<SurveyDeclaration>): this {
    for (const d of list) this.ensure(d.municipality).addSurvey(d);
    return this;
  }

  ensure(municipality: string): MunicipalityRegistry {
    let m = this.byMunicipality.get(municipality);
    if (!m) {
      m = new MunicipalityRegistry(municipality);
      this.byMunicipality.set(municipality, m);
    }
    return m;
  }

  get(municipality: string): MunicipalityRegistry | undefined {
    return this.byMunicipality.get(municipality);
  }

  municipalities(): string[] {
    return [...this.byMunicipality.keys()];
  }

  *records(): Iterable<PlaceRecord> {
    for (const m of this.byMunicipality.values()) yield* m.records;
  }

  get size(): number {
    let n = 0;
    for (const m of this.byMunicipality.values()) n += m.records.length;
    return n;
  }
}

/** Every record matching the query, paging through listPlaces. */
export async function* pagePlaces(
  repo: Repository,
  scope: Scope | null,
  q: { municipality: string; categories?: string[]; asOf?: string; bbox?: BBox },
  onProgress?: (loaded: number, total: number) => void,
): AsyncGenerator<PlaceRecord> {
  const limit = 5000;
  let offset = 0;
  for (;;) {
    const page = await repo.listPlaces(scope, { ...q, limit, offset });
    for (const rec of page.items) yield rec;
    offset += page.items.length;
    onProgress?.(offset, page.total);
    if (page.items.length === 0 || offset >= page.total) return;
  }
}

/**
 * Records from import drafts, for in-memory registries (tests, generator, dry runs): the id
 * is the row's own id when it has one, otherwise a sequence number.
 */
export function recordsFromDrafts(drafts: readonly import('./types.ts').PlaceDraft[], prefix = 'place'): PlaceRecord[] {
  const used = new Set<string>();
  return drafts.map((d, i) => {
    const ext = typeof d.data.externalId === 'string' ? d.data.externalId : undefined;
    let id = ext ?? `${prefix}-${i + 1}`;
    if (used.has(id)) id = `${id}#${i + 1}`;
    used.add(id);
    return { ...d, id, version: 1 };
  });
}
