/** Place registries (issue #4): bulk imports audited as one entry, geodesic queries on both engines. */
import { randomUUID } from 'node:crypto';
import { canonicalJson, sha256Hex } from '../canonical.ts';
import type { Param, Queryable, Row } from '../engine.ts';
import { boxAround, distanceToGeometry, type StoredGeometry } from '../geodesy.ts';
import { InvalidData, NotFound, type Page, type PlaceRecord, type Repository, type Scope } from '../repository.ts';
import type { Audit, SqlCore } from './core.ts';
import { PLACES } from './specs.ts';
import {
  checkOfficial,
  checkScope,
  checkWriteMunicipality,
  isoDate,
  json,
  limitOf,
  lonLat,
  searchText,
  text,
  textOrNull,
  Where,
} from './values.ts';

/** The siting work reads whole registries of a municipality at once. */
const MAX_PLACES_LIMIT = 10_000;
/** Rows per multi-row INSERT: 17 columns × 500 stays under both engines' parameter limits. */
const INSERT_BATCH = 500;

/** Places query of listPlaces, with the additions of the storage layer (see repository.ts). */
type PlacesQuery = Parameters<Repository['listPlaces']>[1];

function validGeometry(field: string, g: PlaceRecord['geometry']): { json: string | null; box: [number, number, number, number] | null } {
  if (g === null || g === undefined) return { json: null, box: null };
  const pts: [number, number][] = [];
  if (g.type === 'Point') {
    pts.push(lonLat(`${field}.coordinates`, g.coordinates));
  } else if (g.type === 'Polygon') {
    if (!Array.isArray(g.coordinates) || g.coordinates.length === 0)
      throw new InvalidData(field, { pt: 'um polígono precisa de pelo menos um anel', en: 'a polygon needs at least one ring' });
    g.coordinates.forEach((ring, i) => {
      if (!Array.isArray(ring) || ring.length < 4)
        throw new InvalidData(`${field}.coordinates[${i}]`, {
          pt: 'um anel precisa de pelo menos 4 posições',
          en: 'a ring needs at least 4 positions',
        });
      const ps = ring.map((p, j) => lonLat(`${field}.coordinates[${i}][${j}]`, p));
      const a = ps[0]!;
      const b = ps[ps.length - 1]!;
      if (a[0] !== b[0] || a[1] !== b[1])
        throw new InvalidData(`${field}.coordinates[${i}]`, {
          pt: 'um anel precisa terminar onde começa',
          en: 'a ring must end where it starts',
        });
      for (const p of ps) pts.push(p);
    });
  } else {
    throw new InvalidData(`${field}.type`, {
      pt: `esperado Point ou Polygon, encontrado ${JSON.stringify((g as { type?: unknown }).type)}`,
      en: `expected Point or Polygon, found ${JSON.stringify((g as { type?: unknown }).type)}`,
    });
  }
  // A loop, not a spread into Math.min: a polygon of a million vertices would overflow the stack.
  const box: [number, number, number, number] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [lon, lat] of pts) {
    if (lon < box[0]) box[0] = lon;
    if (lat < box[1]) box[1] = lat;
    if (lon > box[2]) box[2] = lon;
    if (lat > box[3]) box[3] = lat;
  }
  return { json: canonicalJson({ type: g.type, coordinates: g.coordinates }), box };
}

export async function insertPlaces(c: SqlCore, scope: Scope, places: Omit<PlaceRecord, 'id' | 'version'>[]): Promise<number> {
  const rows = placeRows(scope, places);
  if (rows.length === 0) return 0;
  return c.change(scope, 'place', (tx, audit) => writePlaces(c, tx, audit, rows));
}

type PlaceRow = ReturnType<typeof placeRows>[number];

/** Checks an import's records (scope, geometry, dates) and makes their rows; nothing is written. */
export function placeRows(scope: Scope, places: Omit<PlaceRecord, 'id' | 'version'>[]) {
  checkScope(scope);
  checkOfficial(scope, { pt: 'importar cadastros de locais', en: 'import place registries' });
  return places.map((p, i) => {
    const f = `places[${i}]`;
    checkWriteMunicipality(scope, p.municipality);
    const geom = validGeometry(`${f}.geometry`, p.geometry);
    const validFrom = isoDate(`${f}.validFrom`, p.validFrom);
    const validTo = isoDate(`${f}.validTo`, p.validTo);
    if (validFrom !== null && validTo !== null && validTo <= validFrom)
      throw new InvalidData(`${f}.validTo`, { pt: 'precisa ser posterior a validFrom', en: 'must be after validFrom' });
    const name = textOrNull(`${f}.name`, p.name);
    return {
      id: randomUUID(),
      municipality: text(`${f}.municipality`, p.municipality),
      category: text(`${f}.category`, p.category),
      status: textOrNull(`${f}.status`, p.status),
      name,
      geometry: geom.json,
      min_lon: geom.box?.[0] ?? null,
      min_lat: geom.box?.[1] ?? null,
      max_lon: geom.box?.[2] ?? null,
      max_lat: geom.box?.[3] ?? null,
      source: text(`${f}.source`, p.source),
      imported_at: text(`${f}.importedAt`, p.importedAt),
      valid_from: validFrom,
      valid_to: validTo,
      data: json(`${f}.data`, p.data ?? {}),
      search: searchText(name),
      version: 1,
    } satisfies Record<string, Param>;
  });
}

/** Writes checked rows inside a change (its transaction), one audit entry per municipality. */
export async function writePlaces(c: SqlCore, tx: Queryable, audit: Audit, rows: readonly PlaceRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const byMunicipality = new Map<string, PlaceRow[]>();
  for (const r of rows) byMunicipality.set(r.municipality, [...(byMunicipality.get(r.municipality) ?? []), r]);
  for (const m of byMunicipality.keys()) await c.municipalityExists(tx, m);
  const cols = Object.keys(rows[0]!) as (keyof (typeof rows)[number])[];
  for (let i = 0; i < rows.length; i += INSERT_BATCH) {
    const batch = rows.slice(i, i + INSERT_BATCH);
    const tuple = `(${cols.map(() => '?').join(', ')})`;
    await tx.run(
      `INSERT INTO places (${cols.join(', ')}) VALUES ${batch.map(() => tuple).join(', ')}`,
      batch.flatMap((r) => cols.map((c) => r[c])),
    );
  }
  // One entry per import and municipality; its digest covers every inserted row.
  for (const [m, list] of byMunicipality) {
    const categories: Record<string, number> = {};
    for (const r of list) categories[r.category] = (categories[r.category] ?? 0) + 1;
    audit({
      municipality: m,
      action: 'places.import',
      entity: 'places',
      entityId: m,
      before: null,
      after: {
        count: list.length,
        categories,
        sources: [...new Set(list.map((r) => r.source))].sort(),
        ids: list.map((r) => r.id),
        digest: sha256Hex(canonicalJson(list.map(({ search: _s, ...r }) => r))),
      },
    });
  }
  return rows.length;
}

export async function updatePlace(
  c: SqlCore,
  scope: Scope,
  id: string,
  expectedVersion: number,
  patch: Partial<Pick<PlaceRecord, 'status' | 'name' | 'geometry' | 'validTo' | 'data'>>,
): Promise<PlaceRecord> {
  checkScope(scope);
  checkOfficial(scope, { pt: 'alterar cadastros de locais', en: 'change place registries' });
  return c.change(scope, 'place', (tx, audit) =>
    c.updateRow(
      tx,
      PLACES,
      scope,
      id,
      expectedVersion,
      async (cur) => {
        const next: PlaceRecord = { ...cur };
        const set: Record<string, Param> = {};
        if (patch.status !== undefined) set['status'] = next.status = textOrNull('status', patch.status);
        if (patch.name !== undefined) {
          set['name'] = next.name = textOrNull('name', patch.name);
          set['search'] = searchText(next.name);
        }
        if (patch.geometry !== undefined) {
          const geom = validGeometry('geometry', patch.geometry);
          next.geometry = patch.geometry;
          set['geometry'] = geom.json;
          set['min_lon'] = geom.box?.[0] ?? null;
          set['min_lat'] = geom.box?.[1] ?? null;
          set['max_lon'] = geom.box?.[2] ?? null;
          set['max_lat'] = geom.box?.[3] ?? null;
        }
        if (patch.validTo !== undefined) {
          const to = isoDate('validTo', patch.validTo);
          if (to !== null && cur.validFrom !== null && to <= cur.validFrom)
            throw new InvalidData('validTo', { pt: 'precisa ser posterior a validFrom', en: 'must be after validFrom' });
          set['valid_to'] = next.validTo = to;
        }
        if (patch.data !== undefined) {
          set['data'] = json('data', patch.data);
          next.data = patch.data;
        }
        if (Object.keys(set).length === 0)
          throw new InvalidData('patch', { pt: 'não indica nada a alterar', en: 'names nothing to change' });
        return { next, set };
      },
      audit,
    ),
  );
}

/**
 * Scoped callers read their own municipality's registries only; `null` (public data,
 * the siting engine) reads any. Filters: categories, asOf (validFrom <= asOf < validTo,
 * the parameters' convention), bbox (the place's bounding box meets it), near (within
 * `withinM` metres of a point, geodesic).
 */
export async function listPlaces(c: SqlCore, scope: Scope | null, q: PlacesQuery): Promise<Page<PlaceRecord>> {
  const municipality = text('municipality', q.municipality);
  if (scope !== null) {
    checkScope(scope);
    if (scope.municipality !== null && scope.municipality !== municipality) throw new NotFound('municipality', municipality);
  }
  const w = new Where().add('t.municipality = ?', municipality);
  if (q.categories !== undefined) {
    if (q.categories.length === 0) w.add('1 = 0');
    else w.add(`t.category IN (${q.categories.map(() => '?').join(', ')})`, ...q.categories.map((c) => text('categories', c)));
  }
  if (q.asOf !== undefined) {
    const d = isoDate('asOf', q.asOf);
    w.add('(t.valid_from IS NULL OR t.valid_from <= ?) AND (t.valid_to IS NULL OR t.valid_to > ?)', d, d);
  }
  if (q.bbox !== undefined) {
    const b = q.bbox;
    if (!Array.isArray(b) || b.length !== 4 || !b.every((x) => typeof x === 'number' && Number.isFinite(x)) || b[0] > b[2] || b[1] > b[3]) {
      throw new InvalidData('bbox', { pt: 'esperado [minLon, minLat, maxLon, maxLat]', en: 'expected [minLon, minLat, maxLon, maxLat]' });
    }
    w.add('t.max_lon >= ? AND t.min_lon <= ? AND t.max_lat >= ? AND t.min_lat <= ?', b[0], b[2], b[1], b[3]);
  }
  if (q.near === undefined) return c.page(PLACES, w, q, MAX_PLACES_LIMIT);

  const center = lonLat('near.point', q.near.point);
  const radius = q.near.withinM;
  if (typeof radius !== 'number' || !Number.isFinite(radius) || radius < 0)
    throw new InvalidData('near.withinM', { pt: 'esperada uma distância em metros', en: 'expected a distance in metres' });
  const native = c.db.placesNear(center[0], center[1], radius);
  if (native) return c.page(PLACES, w.add(native.sql, ...native.params), q, MAX_PLACES_LIMIT);

  // No geodesy in SQL (SQLite): a bounding-box prefilter in SQL, the exact test here.
  const box = boxAround(center, radius);
  w.add('t.max_lon >= ? AND t.min_lon <= ? AND t.max_lat >= ? AND t.min_lat <= ?', box[0], box[2], box[1], box[3]);
  const { limit, offset } = limitOf(q, MAX_PLACES_LIMIT);
  const all = await c.page(PLACES, w, { ...q, limit: Number.MAX_SAFE_INTEGER, offset: 0 }, Number.MAX_SAFE_INTEGER);
  const hits = all.items.filter((p) => p.geometry !== null && distanceToGeometry(center, p.geometry as StoredGeometry) <= radius);
  return { items: hits.slice(offset, offset + limit), total: hits.length, limit, offset };
}

export async function getPlace(c: SqlCore, scope: Scope | null, municipality: string, id: string): Promise<PlaceRecord> {
  if (scope !== null) {
    checkScope(scope);
    if (scope.municipality !== null && scope.municipality !== municipality) throw new NotFound('place', id);
  }
  const row = await c.db.get<Row>(`SELECT ${PLACES.columns} FROM places t WHERE t.municipality = ? AND t.id = ?`, [
    text('municipality', municipality),
    text('id', id),
  ]);
  if (!row) throw new NotFound('place', id);
  return PLACES.fromRow(row);
}
