/**
 * The repository, written once for both engines (engine.ts says what differs).
 *
 * Tenant isolation is enforced here, in the SQL of every read and write:
 *  - a scope with a municipality sees and changes only that municipality's rows; another
 *    municipality's row is reported exactly like a missing one (NotFound), so ids of
 *    other tenants cannot be probed;
 *  - a scope with no role but 'applicant' sees only what it owns (establishments it owns,
 *    applications it filed, their evaluations and licences, itself) and cannot write
 *    licences, place registries or other users;
 *  - `municipality: null` is only valid with the 'system-admin' role (else Forbidden):
 *    a scope built wrongly must not silently become "all municipalities".
 * Finer role rules (who may approve, who may inspect) live in the API.
 *
 * Every change appends its audit entries in the same transaction (audit.ts); updates are
 * conditional on the version read (optimistic concurrency, VersionConflict).
 */
import { randomUUID } from 'node:crypto';
import { appendAudit, type AuditDraft, rowToEntry, verifyChain } from './audit.ts';
import { canonicalJson, resultHash, sha256Hex } from './canonical.ts';
import type { Engine, Param, Queryable, Row } from './engine.ts';
import { boxAround, distanceToGeometry, type StoredGeometry } from './geodesy.ts';
import { runMigrations } from './migrate.ts';
import {
  type Application,
  type ApplicationStatus,
  type AuditEntry,
  Duplicate,
  type Establishment,
  Forbidden,
  InvalidData,
  type Licence,
  type ListQuery,
  type Municipality,
  NotFound,
  type Page,
  type PlaceRecord,
  type Repository,
  ROLES,
  type Role,
  type Scope,
  type StoredEvaluation,
  type User,
  VersionConflict,
} from './repository.ts';

const DEFAULT_LIMIT = 50;
const MAX_LIMIT = 1000;
/** The siting work reads whole registries of a municipality at once. */
const MAX_PLACES_LIMIT = 10_000;
/** Rows per multi-row INSERT: 17 columns × 500 stays under both engines' parameter limits. */
const INSERT_BATCH = 500;

// ---------------------------------------------------------------------------------------
// Small helpers

const now = (): string => new Date().toISOString();

/** Lower case without accents: "São João" and "sao joao" find each other on both engines. */
export function searchText(...parts: (string | null | undefined)[]): string {
  return parts
    .filter((p): p is string => typeof p === 'string' && p.length > 0)
    .join(' ')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase();
}

function likePattern(q: string): string {
  return `%${searchText(q).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const digits = (s: string | null): string | null => (s === null ? null : s.replace(/\D/g, '') || null);
const plateNorm = (s: string | null): string | null => (s === null ? null : s.toUpperCase().replace(/[^A-Z0-9]/g, '') || null);

/** PostgreSQL refuses NUL in text; SQLite would keep it. Refuse it on both, clearly. */
function text(field: string, v: string): string {
  if (typeof v !== 'string') throw new InvalidData(field, `expected a string, found ${typeof v}`);
  if (v.includes('\u0000')) throw new InvalidData(field, 'contains a NUL character');
  return v;
}
function textOrNull(field: string, v: string | null | undefined): string | null {
  return v === null || v === undefined ? null : text(field, v);
}

/** JSON documents are stored as canonical JSON text (see the migration's notes). */
function json(field: string, v: unknown): string {
  try {
    return canonicalJson(v ?? null);
  } catch (e) {
    throw new InvalidData(field, (e as Error).message);
  }
}
function parse<T>(s: unknown): T {
  return JSON.parse(String(s)) as T;
}

function isoDate(field: string, v: string | null): string | null {
  if (v === null) return null;
  if (typeof v !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(v))
    throw new InvalidData(field, `expected a date YYYY-MM-DD, found ${JSON.stringify(v)}`);
  return v;
}

function oneOf<T extends string>(field: string, v: T, allowed: readonly T[]): T {
  if (!allowed.includes(v)) throw new InvalidData(field, `expected one of ${allowed.join(', ')}, found ${JSON.stringify(v)}`);
  return v;
}

function lonLat(field: string, p: unknown): [number, number] {
  if (!Array.isArray(p) || p.length !== 2 || !p.every((x) => typeof x === 'number' && Number.isFinite(x))) {
    throw new InvalidData(field, 'expected [longitude, latitude]');
  }
  const [lon, lat] = p as [number, number];
  if (lon < -180 || lon > 180 || lat < -90 || lat > 90) throw new InvalidData(field, `coordinates out of range: [${lon}, ${lat}]`);
  return [lon, lat];
}

function limitOf(q: ListQuery, max = MAX_LIMIT): { limit: number; offset: number } {
  const limit = q.limit ?? DEFAULT_LIMIT;
  const offset = q.offset ?? 0;
  if (!Number.isSafeInteger(limit) || limit < 0) throw new InvalidData('limit', `expected a non-negative integer, found ${limit}`);
  // Beyond 2^53 a number is no longer an integer the engines bind as one.
  if (!Number.isSafeInteger(offset) || offset < 0) throw new InvalidData('offset', `expected a non-negative integer, found ${offset}`);
  return { limit: Math.min(limit, max), offset };
}

/** A WHERE clause built from parts, each with its parameters. */
class Where {
  readonly parts: string[] = [];
  readonly params: Param[] = [];
  add(sql: string, ...params: Param[]): this {
    this.parts.push(sql);
    this.params.push(...params);
    return this;
  }
  get sql(): string {
    return this.parts.length === 0 ? '' : `WHERE ${this.parts.map((p) => `(${p})`).join(' AND ')}`;
  }
}

// ---------------------------------------------------------------------------------------
// Scope rules

const isOfficial = (s: Scope): boolean => s.roles.some((r) => r !== 'applicant');

function checkScope(s: Scope): void {
  if (s.municipality === null && !s.roles.includes('system-admin')) {
    throw new Forbidden('a scope without municipality must be a system administrator');
  }
}

/** Writing INTO a municipality (creating a record there): another one's is Forbidden. */
function checkWriteMunicipality(s: Scope, municipality: string): void {
  checkScope(s);
  if (s.municipality !== null && s.municipality !== municipality) {
    throw new Forbidden(`scope of municipality ${s.municipality} cannot create records in ${municipality}`);
  }
}

function checkOfficial(s: Scope, what: string): void {
  if (!isOfficial(s)) throw new Forbidden(`applicants cannot ${what}`);
}

// ---------------------------------------------------------------------------------------
// Entities: table, columns, row mapping, filters, ownership

type FilterKind = 'text' | 'lower' | 'bool' | 'digits' | 'plate' | 'role';

interface Spec<T> {
  entity: string;
  table: string;
  /** Selected columns (t. prefixed), so the PostGIS column is never shipped to Node. */
  columns: string;
  fromRow(r: Row): T;
  filters: Record<string, [column: string, kind: FilterKind]>;
  /** Condition restricting an applicant-only scope to what it owns. */
  own(userId: string): [string, Param[]];
  order: string;
}

const bool = (v: unknown): boolean => v === true || v === 1;
const num = (v: unknown): number => Number(v);
const str = (v: unknown): string => String(v);
const strOrNull = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));

const USERS: Spec<User> = {
  entity: 'user',
  table: 'users',
  columns:
    't.id, t.email, t.name, t.municipality, t.roles, t.password_hash, t.oidc_issuer, t.oidc_subject, t.disabled, t.created_at, t.version',
  fromRow: (r) => ({
    id: str(r['id']),
    email: str(r['email']),
    name: str(r['name']),
    municipality: strOrNull(r['municipality']),
    roles: parse<Role[]>(r['roles']),
    passwordHash: strOrNull(r['password_hash']),
    oidcIssuer: strOrNull(r['oidc_issuer']),
    oidcSubject: strOrNull(r['oidc_subject']),
    disabled: bool(r['disabled']),
    createdAt: str(r['created_at']),
    version: num(r['version']),
  }),
  filters: {
    municipality: ['municipality', 'text'],
    email: ['email_norm', 'lower'],
    disabled: ['disabled', 'bool'],
    role: ['roles', 'role'],
  },
  own: (u) => ['t.id = ?', [u]],
  order: 't.created_at DESC, t.id DESC',
};

const ESTABLISHMENTS: Spec<Establishment> = {
  entity: 'establishment',
  table: 'establishments',
  columns:
    't.id, t.municipality, t.name, t.cnpj, t.address, t.lon, t.lat, t.owner_user_id, t.status, t.data, t.created_at, t.updated_at, t.version',
  fromRow: (r) => ({
    id: str(r['id']),
    municipality: str(r['municipality']),
    name: str(r['name']),
    cnpj: strOrNull(r['cnpj']),
    address: parse<Establishment['address']>(r['address']),
    location: r['lon'] === null || r['lat'] === null ? null : [num(r['lon']), num(r['lat'])],
    ownerUserId: strOrNull(r['owner_user_id']),
    status: str(r['status']) as Establishment['status'],
    data: parse<Record<string, unknown>>(r['data']),
    createdAt: str(r['created_at']),
    updatedAt: str(r['updated_at']),
    version: num(r['version']),
  }),
  filters: {
    municipality: ['municipality', 'text'],
    status: ['status', 'text'],
    ownerUserId: ['owner_user_id', 'text'],
    cnpj: ['cnpj_norm', 'digits'],
  },
  own: (u) => ['t.owner_user_id = ?', [u]],
  order: 't.created_at DESC, t.id DESC',
};

const APPLICATIONS: Spec<Application> = {
  entity: 'application',
  table: 'applications',
  columns:
    't.id, t.municipality, t.establishment_id, t.applicant_user_id, t.type, t.status, t.input, t.created_at, t.updated_at, t.version',
  fromRow: (r) => ({
    id: str(r['id']),
    municipality: str(r['municipality']),
    establishmentId: strOrNull(r['establishment_id']),
    applicantUserId: strOrNull(r['applicant_user_id']),
    type: str(r['type']),
    status: str(r['status']) as ApplicationStatus,
    input: parse<Record<string, unknown>>(r['input']),
    createdAt: str(r['created_at']),
    updatedAt: str(r['updated_at']),
    version: num(r['version']),
  }),
  filters: {
    municipality: ['municipality', 'text'],
    status: ['status', 'text'],
    type: ['type', 'text'],
    establishmentId: ['establishment_id', 'text'],
    applicantUserId: ['applicant_user_id', 'text'],
  },
  own: (u) => ['t.applicant_user_id = ?', [u]],
  order: 't.created_at DESC, t.id DESC',
};

const EVALUATIONS: Spec<StoredEvaluation> = {
  entity: 'evaluation',
  table: 'evaluations',
  columns:
    't.id, t.municipality, t.application_id, t.date, t.lang, t.law_pack_version, t.parameters, t.overrides, t.input, t.result, t.result_hash, t.created_at, t.created_by',
  fromRow: (r) => ({
    id: str(r['id']),
    municipality: str(r['municipality']),
    applicationId: strOrNull(r['application_id']),
    date: str(r['date']),
    lang: str(r['lang']) as StoredEvaluation['lang'],
    lawPackVersion: str(r['law_pack_version']),
    parameters: parse<Record<string, unknown>>(r['parameters']),
    overrides: parse<Record<string, unknown>>(r['overrides']),
    input: parse<Record<string, unknown>>(r['input']),
    result: parse<StoredEvaluation['result']>(r['result']),
    resultHash: str(r['result_hash']),
    createdAt: str(r['created_at']),
    createdBy: str(r['created_by']),
  }),
  filters: {
    municipality: ['municipality', 'text'],
    applicationId: ['application_id', 'text'],
    lang: ['lang', 'text'],
    lawPackVersion: ['law_pack_version', 'text'],
    date: ['date', 'text'],
    createdBy: ['created_by', 'text'],
  },
  own: (u) => ['t.created_by = ? OR t.application_id IN (SELECT a.id FROM applications a WHERE a.applicant_user_id = ?)', [u, u]],
  order: 't.created_at DESC, t.id DESC',
};

const LICENCES: Spec<Licence> = {
  entity: 'licence',
  table: 'licences',
  columns:
    't.id, t.municipality, t.establishment_id, t.number, t.kind, t.class, t.issued_on, t.expires_on, t.status, t.plate, t.created_at, t.updated_at, t.version',
  fromRow: (r) => ({
    id: str(r['id']),
    municipality: str(r['municipality']),
    establishmentId: str(r['establishment_id']),
    number: str(r['number']),
    kind: str(r['kind']) as Licence['kind'],
    class: strOrNull(r['class']),
    issuedOn: str(r['issued_on']),
    expiresOn: strOrNull(r['expires_on']),
    status: str(r['status']) as Licence['status'],
    plate: strOrNull(r['plate']),
    createdAt: str(r['created_at']),
    updatedAt: str(r['updated_at']),
    version: num(r['version']),
  }),
  filters: {
    municipality: ['municipality', 'text'],
    status: ['status', 'text'],
    kind: ['kind', 'text'],
    establishmentId: ['establishment_id', 'text'],
    number: ['number', 'text'],
    plate: ['plate_norm', 'plate'],
  },
  own: (u) => ['t.establishment_id IN (SELECT e.id FROM establishments e WHERE e.owner_user_id = ?)', [u]],
  order: 't.created_at DESC, t.id DESC',
};

const PLACES: Spec<PlaceRecord> = {
  entity: 'place',
  table: 'places',
  columns:
    't.id, t.municipality, t.category, t.status, t.name, t.geometry, t.source, t.imported_at, t.valid_from, t.valid_to, t.data, t.version',
  fromRow: (r) => ({
    id: str(r['id']),
    municipality: str(r['municipality']),
    category: str(r['category']),
    status: strOrNull(r['status']),
    name: strOrNull(r['name']),
    geometry: r['geometry'] === null ? null : parse<PlaceRecord['geometry']>(r['geometry']),
    source: str(r['source']),
    importedAt: str(r['imported_at']),
    validFrom: strOrNull(r['valid_from']),
    validTo: strOrNull(r['valid_to']),
    data: parse<Record<string, unknown>>(r['data']),
    version: num(r['version']),
  }),
  filters: { category: ['category', 'text'], status: ['status', 'text'], source: ['source', 'text'] },
  own: () => ['1 = 0', []],
  order: 't.category, t.id',
};

const AUDIT_FILTERS: Record<string, [string, FilterKind]> = {
  municipality: ['municipality', 'text'],
  entity: ['entity', 'text'],
  entityId: ['entity_id', 'text'],
  action: ['action', 'text'],
  actorId: ['actor_id', 'text'],
  requestId: ['request_id', 'text'],
};

function applyFilters(where: Where, filters: Record<string, [string, FilterKind]>, given: Record<string, string> | undefined): void {
  for (const [key, value] of Object.entries(given ?? {})) {
    const f = filters[key];
    if (!f) throw new InvalidData(`filters.${key}`, `unknown filter; expected one of ${Object.keys(filters).join(', ')}`);
    const [col, kind] = f;
    const v = text(`filters.${key}`, value);
    switch (kind) {
      case 'bool':
        if (v !== 'true' && v !== 'false') throw new InvalidData(`filters.${key}`, `expected true or false, found ${JSON.stringify(v)}`);
        where.add(`t.${col} = ?`, v === 'true');
        break;
      case 'lower':
        where.add(`t.${col} = ?`, v.trim().toLowerCase());
        break;
      case 'digits':
        where.add(`t.${col} = ?`, digits(v));
        break;
      case 'plate':
        where.add(`t.${col} = ?`, plateNorm(v));
        break;
      case 'role':
        // roles is a JSON array of known names: match the quoted name.
        where.add(`t.${col} LIKE ?`, `%"${oneOf(`filters.${key}`, v as Role, ROLES)}"%`);
        break;
      default:
        where.add(`t.${col} = ?`, v);
    }
  }
}

function validGeometry(field: string, g: PlaceRecord['geometry']): { json: string | null; box: [number, number, number, number] | null } {
  if (g === null || g === undefined) return { json: null, box: null };
  const pts: [number, number][] = [];
  if (g.type === 'Point') {
    pts.push(lonLat(`${field}.coordinates`, g.coordinates));
  } else if (g.type === 'Polygon') {
    if (!Array.isArray(g.coordinates) || g.coordinates.length === 0) throw new InvalidData(field, 'a polygon needs at least one ring');
    g.coordinates.forEach((ring, i) => {
      if (!Array.isArray(ring) || ring.length < 4) throw new InvalidData(`${field}.coordinates[${i}]`, 'a ring needs at least 4 positions');
      const ps = ring.map((p, j) => lonLat(`${field}.coordinates[${i}][${j}]`, p));
      const a = ps[0]!;
      const b = ps[ps.length - 1]!;
      if (a[0] !== b[0] || a[1] !== b[1]) throw new InvalidData(`${field}.coordinates[${i}]`, 'a ring must end where it starts');
      pts.push(...ps);
    });
  } else {
    throw new InvalidData(`${field}.type`, `expected Point or Polygon, found ${JSON.stringify((g as { type?: unknown }).type)}`);
  }
  const lons = pts.map((p) => p[0]);
  const lats = pts.map((p) => p[1]);
  return {
    json: canonicalJson({ type: g.type, coordinates: g.coordinates }),
    box: [Math.min(...lons), Math.min(...lats), Math.max(...lons), Math.max(...lats)],
  };
}

/** What the audit log keeps of a user: never the password hash, only whether it changed. */
function auditUser(u: User): unknown {
  return { ...u, passwordHash: u.passwordHash === null ? null : `sha256:${sha256Hex(u.passwordHash).slice(0, 16)}` };
}

/** An evaluation is audited by its hashes: the row itself is append-only. */
function auditEvaluation(e: StoredEvaluation): unknown {
  return {
    id: e.id,
    municipality: e.municipality,
    applicationId: e.applicationId,
    date: e.date,
    lang: e.lang,
    lawPackVersion: e.lawPackVersion,
    resultHash: e.resultHash,
    inputHash: sha256Hex(canonicalJson(e.input)),
    parametersHash: sha256Hex(canonicalJson(e.parameters)),
    overridesHash: sha256Hex(canonicalJson(e.overrides)),
    createdAt: e.createdAt,
    createdBy: e.createdBy,
  };
}

type Audit = (d: Omit<AuditDraft, 'actorId' | 'requestId'>) => void;

/** Places query of listPlaces, with the additions of the storage layer (see repository.ts). */
type PlacesQuery = Parameters<Repository['listPlaces']>[1];

// ---------------------------------------------------------------------------------------

export class SqlRepository implements Repository {
  readonly engine: 'sqlite' | 'postgres';

  constructor(private readonly db: Engine) {
    this.engine = db.name;
  }

  async migrate(): Promise<{ applied: string[] }> {
    return runMigrations(this.db);
  }

  async close(): Promise<void> {
    return this.db.close();
  }

  /**
   * A write transaction: fn's audit entries are appended at its end, in the same
   * transaction; constraint errors of the engines become the contract's errors.
   */
  private async change<T>(
    actor: { userId: string | null; requestId: string | null },
    entity: string,
    fn: (tx: Queryable, audit: Audit) => Promise<T>,
  ): Promise<T> {
    try {
      return await this.db.write(async (tx) => {
        const drafts: AuditDraft[] = [];
        const result = await fn(tx, (d) => drafts.push({ ...d, actorId: actor.userId, requestId: actor.requestId }));
        await appendAudit(tx, this.db.forUpdate, drafts);
        return result;
      });
    } catch (e) {
      throw this.mapError(e, entity);
    }
  }

  private mapError(e: unknown, entity: string): unknown {
    switch (this.db.constraintKind(e)) {
      case 'unique': {
        const msg = String((e as Error).message);
        const field = /email/.test(msg) ? 'email' : /oidc/.test(msg) ? 'oidc subject' : /number/.test(msg) ? 'number' : 'id';
        return new Duplicate(entity, field);
      }
      case 'foreign-key':
        return new InvalidData(entity, 'refers to a record that does not exist');
      case 'check':
      case 'not-null':
        return new InvalidData(entity, String((e as Error).message));
      default:
        return e;
    }
  }

  private async municipalityExists(q: Queryable, id: string): Promise<void> {
    if (!(await q.get('SELECT 1 AS x FROM municipalities WHERE id = ?', [id]))) throw new NotFound('municipality', id);
  }

  /** The scope's view of a table: municipality, then ownership for applicants. */
  private scoped<T>(spec: Spec<T>, scope: Scope): Where {
    checkScope(scope);
    const w = new Where();
    if (scope.municipality !== null) w.add('t.municipality = ?', scope.municipality);
    if (!isOfficial(scope)) {
      const [sql, params] = spec.own(scope.userId);
      w.add(sql, ...params);
    }
    return w;
  }

  private async getScoped<T>(q: Queryable, spec: Spec<T>, scope: Scope, id: string): Promise<T> {
    const w = this.scoped(spec, scope).add('t.id = ?', text('id', id));
    const row = await q.get<Row>(`SELECT ${spec.columns} FROM ${spec.table} t ${w.sql}`, w.params);
    if (!row) throw new NotFound(spec.entity, id);
    return spec.fromRow(row);
  }

  private async page<T>(spec: Spec<T>, w: Where, q: ListQuery, max = MAX_LIMIT): Promise<Page<T>> {
    const { limit, offset } = limitOf(q, max);
    applyFilters(w, spec.filters, q.filters);
    if (q.q !== undefined && q.q !== '') w.add("t.search LIKE ? ESCAPE '\\'", likePattern(text('q', q.q)));
    // One statement gives the page and the total from the same snapshot.
    const rows = await this.db.all<Row>(
      `SELECT ${spec.columns}, COUNT(*) OVER () AS total_count FROM ${spec.table} t ${w.sql} ORDER BY ${spec.order} LIMIT ? OFFSET ?`,
      [...w.params, limit, offset],
    );
    let total = rows.length > 0 ? num(rows[0]!['total_count']) : 0;
    if (rows.length === 0 && (offset > 0 || limit === 0)) {
      total = num((await this.db.get<Row>(`SELECT COUNT(*) AS n FROM ${spec.table} t ${w.sql}`, w.params))?.['n'] ?? 0);
    }
    return { items: rows.map(spec.fromRow), total, limit, offset };
  }

  /** Optimistic update: read in scope, check the version, UPDATE … WHERE version = ?. */
  private async updateRow<T extends { version: number }>(
    tx: Queryable,
    spec: Spec<T>,
    scope: Scope,
    id: string,
    expectedVersion: number,
    compute: (current: T) => Promise<{ next: T; set: Record<string, Param> }>,
    audit: Audit,
    auditView: (r: T) => unknown = (r) => r,
  ): Promise<T> {
    const current = await this.getScoped(tx, spec, scope, id);
    if (current.version !== expectedVersion) throw new VersionConflict(spec.entity, id, expectedVersion, current.version);
    const { next, set } = await compute(current);
    const cols = Object.keys(set);
    const changed = await tx.run(
      `UPDATE ${spec.table} SET ${cols.map((c) => `${c} = ?`).join(', ')}, version = version + 1 WHERE id = ? AND version = ?`,
      [...cols.map((c) => set[c] ?? null), id, expectedVersion],
    );
    if (changed !== 1) {
      // Someone committed in between (PostgreSQL re-checks the WHERE after waiting).
      const actual = await tx.get<Row>(`SELECT version FROM ${spec.table} WHERE id = ?`, [id]);
      throw new VersionConflict(spec.entity, id, expectedVersion, actual ? num(actual['version']) : -1);
    }
    const after = { ...next, version: current.version + 1 };
    audit({
      municipality: (current as { municipality?: string | null }).municipality ?? null,
      action: `${spec.entity}.update`,
      entity: spec.entity,
      entityId: id,
      before: auditView(current),
      after: auditView(after),
    });
    return after;
  }

  private async insert(tx: Queryable, table: string, row: Record<string, Param>): Promise<void> {
    const cols = Object.keys(row);
    await tx.run(
      `INSERT INTO ${table} (${cols.join(', ')}) VALUES (${cols.map(() => '?').join(', ')})`,
      cols.map((c) => row[c] ?? null),
    );
  }

  // -------------------------------------------------------------------------------------
  // Municipalities

  async upsertMunicipalities(list: Municipality[]): Promise<void> {
    await this.change({ userId: null, requestId: null }, 'municipality', async (tx, audit) => {
      for (const m of list) {
        const next: Municipality = { id: text('id', m.id), name: text('name', m.name), uf: text('uf', m.uf), ibge: text('ibge', m.ibge) };
        const cur = await tx.get<Municipality>('SELECT id, name, uf, ibge FROM municipalities WHERE id = ?', [m.id]);
        if (cur && cur.name === next.name && cur.uf === next.uf && cur.ibge === next.ibge) continue; // seeding again changes nothing
        if (cur)
          await tx.run('UPDATE municipalities SET name = ?, uf = ?, ibge = ? WHERE id = ?', [next.name, next.uf, next.ibge, next.id]);
        else await this.insert(tx, 'municipalities', { ...next });
        audit({
          municipality: next.id,
          action: cur ? 'municipality.update' : 'municipality.create',
          entity: 'municipality',
          entityId: next.id,
          before: cur ? { ...cur } : null,
          after: next,
        });
      }
    });
  }

  async listMunicipalities(): Promise<Municipality[]> {
    return this.db.all<Municipality>('SELECT id, name, uf, ibge FROM municipalities ORDER BY id');
  }

  // -------------------------------------------------------------------------------------
  // Users

  private checkUserRoles(municipality: string | null, roles: readonly Role[]): void {
    if (!Array.isArray(roles) || roles.length === 0) throw new InvalidData('roles', 'at least one role is required');
    for (const r of roles) oneOf('roles', r, ROLES);
    if ((municipality === null) !== roles.includes('system-admin')) {
      throw new InvalidData('roles', "'system-admin' is the role, and the only kind of user, without a municipality");
    }
  }

  async createUser(scope: Scope, u: Omit<User, 'id' | 'createdAt' | 'version'>): Promise<User> {
    checkScope(scope);
    checkOfficial(scope, 'create users');
    if (u.municipality === null ? scope.municipality !== null : scope.municipality !== null && scope.municipality !== u.municipality) {
      throw new Forbidden(`scope of municipality ${scope.municipality} cannot create users of ${u.municipality ?? 'the system'}`);
    }
    this.checkUserRoles(u.municipality, u.roles);
    const email = text('email', u.email).trim();
    if (!email.includes('@')) throw new InvalidData('email', `expected an e-mail address, found ${JSON.stringify(u.email)}`);
    const user: User = {
      id: randomUUID(),
      email,
      name: text('name', u.name),
      municipality: u.municipality,
      roles: [...u.roles],
      passwordHash: textOrNull('passwordHash', u.passwordHash),
      oidcIssuer: textOrNull('oidcIssuer', u.oidcIssuer),
      oidcSubject: textOrNull('oidcSubject', u.oidcSubject),
      disabled: u.disabled === true,
      createdAt: now(),
      version: 1,
    };
    return this.change(scope, 'user', async (tx, audit) => {
      if (user.municipality !== null) await this.municipalityExists(tx, user.municipality);
      await this.insert(tx, 'users', {
        id: user.id,
        email: user.email,
        email_norm: user.email.toLowerCase(),
        name: user.name,
        municipality: user.municipality,
        roles: json('roles', user.roles),
        password_hash: user.passwordHash,
        oidc_issuer: user.oidcIssuer,
        oidc_subject: user.oidcSubject,
        disabled: user.disabled,
        search: searchText(user.name, user.email),
        created_at: user.createdAt,
        version: 1,
      });
      audit({
        municipality: user.municipality,
        action: 'user.create',
        entity: 'user',
        entityId: user.id,
        before: null,
        after: auditUser(user),
      });
      return user;
    });
  }

  async getUser(scope: Scope, id: string): Promise<User> {
    return this.getScoped(this.db, USERS, scope, id);
  }

  async findUserByEmail(email: string): Promise<User | null> {
    const row = await this.db.get<Row>(`SELECT ${USERS.columns} FROM users t WHERE t.email_norm = ?`, [
      text('email', email).trim().toLowerCase(),
    ]);
    return row ? USERS.fromRow(row) : null;
  }

  async findUserByOidc(issuer: string, subject: string): Promise<User | null> {
    const row = await this.db.get<Row>(`SELECT ${USERS.columns} FROM users t WHERE t.oidc_issuer = ? AND t.oidc_subject = ?`, [
      text('issuer', issuer),
      text('subject', subject),
    ]);
    return row ? USERS.fromRow(row) : null;
  }

  async listUsers(scope: Scope, q: ListQuery): Promise<Page<User>> {
    return this.page(USERS, this.scoped(USERS, scope), q);
  }

  async updateUser(
    scope: Scope,
    id: string,
    expectedVersion: number,
    patch: Partial<Pick<User, 'name' | 'roles' | 'disabled' | 'passwordHash'>>,
  ): Promise<User> {
    if (!isOfficial(scope) && (patch.roles !== undefined || patch.disabled !== undefined)) {
      throw new Forbidden('applicants cannot change roles or disable accounts');
    }
    return this.change(scope, 'user', (tx, audit) =>
      this.updateRow(
        tx,
        USERS,
        scope,
        id,
        expectedVersion,
        async (cur) => {
          const next: User = {
            ...cur,
            name: patch.name !== undefined ? text('name', patch.name) : cur.name,
            roles: patch.roles !== undefined ? [...patch.roles] : cur.roles,
            disabled: patch.disabled !== undefined ? patch.disabled === true : cur.disabled,
            passwordHash: patch.passwordHash !== undefined ? textOrNull('passwordHash', patch.passwordHash) : cur.passwordHash,
          };
          this.checkUserRoles(next.municipality, next.roles);
          return {
            next,
            set: {
              name: next.name,
              roles: json('roles', next.roles),
              disabled: next.disabled,
              password_hash: next.passwordHash,
              search: searchText(next.name, next.email),
            },
          };
        },
        audit,
        auditUser,
      ),
    );
  }

  // -------------------------------------------------------------------------------------
  // Establishments

  /** An owner or applicant must be a user of the record's municipality (else: not found). */
  private async checkUserInMunicipality(q: Queryable, userId: string, municipality: string): Promise<void> {
    if (!(await q.get('SELECT 1 AS x FROM users WHERE id = ? AND municipality = ?', [userId, municipality]))) {
      throw new NotFound('user', userId);
    }
  }

  private establishmentRow(e: Omit<Establishment, 'id' | 'createdAt' | 'updatedAt' | 'version'>): Record<string, Param> {
    const location = e.location === null ? null : lonLat('location', e.location);
    const cnpj = textOrNull('cnpj', e.cnpj);
    const address = e.address ?? {};
    for (const [k, v] of Object.entries(address)) if (v !== undefined) text(`address.${k}`, v);
    return {
      name: text('name', e.name),
      cnpj,
      cnpj_norm: digits(cnpj),
      address: json('address', address),
      lon: location ? location[0] : null,
      lat: location ? location[1] : null,
      owner_user_id: e.ownerUserId,
      status: oneOf('status', e.status, ['active', 'closed'] as const),
      data: json('data', e.data ?? {}),
      search: searchText(e.name, cnpj, digits(cnpj), address.street, address.district, address.cep),
    };
  }

  async createEstablishment(scope: Scope, e: Omit<Establishment, 'id' | 'createdAt' | 'updatedAt' | 'version'>): Promise<Establishment> {
    checkWriteMunicipality(scope, e.municipality);
    if (!isOfficial(scope) && e.ownerUserId !== scope.userId) throw new Forbidden('applicants create establishments they own');
    const row = this.establishmentRow(e);
    const t = now();
    const est: Establishment = {
      id: randomUUID(),
      municipality: e.municipality,
      name: e.name,
      cnpj: e.cnpj,
      address: parse(row['address']),
      location: e.location === null ? null : [e.location[0], e.location[1]],
      ownerUserId: e.ownerUserId,
      status: e.status,
      data: parse(row['data']),
      createdAt: t,
      updatedAt: t,
      version: 1,
    };
    return this.change(scope, 'establishment', async (tx, audit) => {
      await this.municipalityExists(tx, est.municipality);
      if (est.ownerUserId !== null) await this.checkUserInMunicipality(tx, est.ownerUserId, est.municipality);
      await this.insert(tx, 'establishments', {
        id: est.id,
        municipality: est.municipality,
        ...row,
        created_at: t,
        updated_at: t,
        version: 1,
      });
      audit({
        municipality: est.municipality,
        action: 'establishment.create',
        entity: 'establishment',
        entityId: est.id,
        before: null,
        after: est,
      });
      return est;
    });
  }

  async getEstablishment(scope: Scope, id: string): Promise<Establishment> {
    return this.getScoped(this.db, ESTABLISHMENTS, scope, id);
  }

  async listEstablishments(scope: Scope, q: ListQuery): Promise<Page<Establishment>> {
    return this.page(ESTABLISHMENTS, this.scoped(ESTABLISHMENTS, scope), q);
  }

  async updateEstablishment(
    scope: Scope,
    id: string,
    expectedVersion: number,
    patch: Partial<Omit<Establishment, 'id' | 'municipality' | 'createdAt' | 'updatedAt' | 'version'>>,
  ): Promise<Establishment> {
    return this.change(scope, 'establishment', (tx, audit) =>
      this.updateRow(
        tx,
        ESTABLISHMENTS,
        scope,
        id,
        expectedVersion,
        async (cur) => {
          const next: Establishment = { ...cur, updatedAt: now() };
          if (patch.name !== undefined) next.name = patch.name;
          if (patch.cnpj !== undefined) next.cnpj = patch.cnpj;
          if (patch.address !== undefined) next.address = patch.address;
          if (patch.location !== undefined) next.location = patch.location;
          if (patch.status !== undefined) next.status = patch.status;
          if (patch.data !== undefined) next.data = patch.data;
          if (patch.ownerUserId !== undefined && patch.ownerUserId !== cur.ownerUserId) {
            if (!isOfficial(scope)) throw new Forbidden('applicants cannot give an establishment to someone else');
            if (patch.ownerUserId !== null) await this.checkUserInMunicipality(tx, patch.ownerUserId, cur.municipality);
            next.ownerUserId = patch.ownerUserId;
          }
          const row = this.establishmentRow(next);
          next.address = parse(row['address']);
          next.data = parse(row['data']);
          return { next, set: { ...row, updated_at: next.updatedAt } };
        },
        audit,
      ),
    );
  }

  // -------------------------------------------------------------------------------------
  // Applications

  /** A linked record must be visible to the scope AND of the same municipality. */
  private async checkLinked<T extends { municipality: string }>(
    q: Queryable,
    spec: Spec<T>,
    scope: Scope,
    id: string,
    municipality: string,
  ): Promise<void> {
    const rec = await this.getScoped(q, spec, scope, id);
    if (rec.municipality !== municipality) throw new NotFound(spec.entity, id);
  }

  async createApplication(scope: Scope, a: Omit<Application, 'id' | 'createdAt' | 'updatedAt' | 'version'>): Promise<Application> {
    checkWriteMunicipality(scope, a.municipality);
    if (!isOfficial(scope) && a.applicantUserId !== scope.userId) throw new Forbidden('applicants file applications in their own name');
    const t = now();
    const app: Application = {
      id: randomUUID(),
      municipality: a.municipality,
      establishmentId: a.establishmentId,
      applicantUserId: a.applicantUserId,
      type: text('type', a.type),
      status: oneOf('status', a.status, ['draft', 'submitted', 'under-review', 'approved', 'rejected', 'withdrawn'] as const),
      input: parse(json('input', a.input ?? {})),
      createdAt: t,
      updatedAt: t,
      version: 1,
    };
    return this.change(scope, 'application', async (tx, audit) => {
      await this.municipalityExists(tx, app.municipality);
      if (app.applicantUserId !== null) await this.checkUserInMunicipality(tx, app.applicantUserId, app.municipality);
      if (app.establishmentId !== null) await this.checkLinked(tx, ESTABLISHMENTS, scope, app.establishmentId, app.municipality);
      await this.insert(tx, 'applications', {
        id: app.id,
        municipality: app.municipality,
        establishment_id: app.establishmentId,
        applicant_user_id: app.applicantUserId,
        type: app.type,
        status: app.status,
        input: json('input', app.input),
        search: searchText(app.type, app.status),
        created_at: t,
        updated_at: t,
        version: 1,
      });
      audit({
        municipality: app.municipality,
        action: 'application.create',
        entity: 'application',
        entityId: app.id,
        before: null,
        after: app,
      });
      return app;
    });
  }

  async getApplication(scope: Scope, id: string): Promise<Application> {
    return this.getScoped(this.db, APPLICATIONS, scope, id);
  }

  async listApplications(scope: Scope, q: ListQuery): Promise<Page<Application>> {
    return this.page(APPLICATIONS, this.scoped(APPLICATIONS, scope), q);
  }

  async updateApplication(
    scope: Scope,
    id: string,
    expectedVersion: number,
    patch: Partial<Pick<Application, 'status' | 'input' | 'type' | 'establishmentId'>>,
  ): Promise<Application> {
    return this.change(scope, 'application', (tx, audit) =>
      this.updateRow(
        tx,
        APPLICATIONS,
        scope,
        id,
        expectedVersion,
        async (cur) => {
          const next: Application = { ...cur, updatedAt: now() };
          if (patch.status !== undefined)
            next.status = oneOf('status', patch.status, [
              'draft',
              'submitted',
              'under-review',
              'approved',
              'rejected',
              'withdrawn',
            ] as const);
          if (patch.input !== undefined) next.input = parse(json('input', patch.input));
          if (patch.type !== undefined) next.type = text('type', patch.type);
          if (patch.establishmentId !== undefined && patch.establishmentId !== cur.establishmentId) {
            if (patch.establishmentId !== null) await this.checkLinked(tx, ESTABLISHMENTS, scope, patch.establishmentId, cur.municipality);
            next.establishmentId = patch.establishmentId;
          }
          return {
            next,
            set: {
              status: next.status,
              input: json('input', next.input),
              type: next.type,
              establishment_id: next.establishmentId,
              search: searchText(next.type, next.status),
              updated_at: next.updatedAt,
            },
          };
        },
        audit,
      ),
    );
  }

  // -------------------------------------------------------------------------------------
  // Evaluations (append-only)

  async saveEvaluation(scope: Scope, e: Omit<StoredEvaluation, 'id' | 'createdAt' | 'createdBy'>): Promise<StoredEvaluation> {
    checkWriteMunicipality(scope, e.municipality);
    const hash = resultHash(e.result);
    if (e.resultHash && e.resultHash !== hash) {
      throw new InvalidData('resultHash', `does not match the result (sha256 of its canonical JSON is ${hash})`);
    }
    const ev: StoredEvaluation = {
      id: randomUUID(),
      municipality: e.municipality,
      applicationId: e.applicationId,
      date: isoDate('date', e.date) ?? '',
      lang: oneOf('lang', e.lang, ['pt', 'en'] as const),
      lawPackVersion: text('lawPackVersion', e.lawPackVersion),
      parameters: parse(json('parameters', e.parameters ?? {})),
      overrides: parse(json('overrides', e.overrides ?? {})),
      input: parse(json('input', e.input ?? {})),
      result: parse(json('result', e.result)),
      resultHash: hash,
      createdAt: now(),
      createdBy: scope.userId,
    };
    return this.change(scope, 'evaluation', async (tx, audit) => {
      await this.municipalityExists(tx, ev.municipality);
      if (ev.applicationId !== null) await this.checkLinked(tx, APPLICATIONS, scope, ev.applicationId, ev.municipality);
      await this.insert(tx, 'evaluations', {
        id: ev.id,
        municipality: ev.municipality,
        application_id: ev.applicationId,
        date: ev.date,
        lang: ev.lang,
        law_pack_version: ev.lawPackVersion,
        parameters: json('parameters', ev.parameters),
        overrides: json('overrides', ev.overrides),
        input: json('input', ev.input),
        result: json('result', ev.result),
        result_hash: ev.resultHash,
        created_at: ev.createdAt,
        created_by: ev.createdBy,
      });
      audit({
        municipality: ev.municipality,
        action: 'evaluation.create',
        entity: 'evaluation',
        entityId: ev.id,
        before: null,
        after: auditEvaluation(ev),
      });
      return ev;
    });
  }

  async getEvaluation(scope: Scope, id: string): Promise<StoredEvaluation> {
    return this.getScoped(this.db, EVALUATIONS, scope, id);
  }

  async listEvaluations(scope: Scope, q: ListQuery & { applicationId?: string }): Promise<Page<StoredEvaluation>> {
    const w = this.scoped(EVALUATIONS, scope);
    if (q.applicationId !== undefined) w.add('t.application_id = ?', text('applicationId', q.applicationId));
    return this.page(EVALUATIONS, w, q);
  }

  // -------------------------------------------------------------------------------------
  // Licences

  async createLicence(scope: Scope, l: Omit<Licence, 'id' | 'createdAt' | 'updatedAt' | 'version'>): Promise<Licence> {
    checkWriteMunicipality(scope, l.municipality);
    checkOfficial(scope, 'issue licences');
    const t = now();
    const lic: Licence = {
      id: randomUUID(),
      municipality: l.municipality,
      establishmentId: l.establishmentId,
      number: text('number', l.number).trim(),
      kind: oneOf('kind', l.kind, ['alvara', 'tvl', 'construction', 'vehicle'] as const),
      class: textOrNull('class', l.class),
      issuedOn: isoDate('issuedOn', l.issuedOn) ?? '',
      expiresOn: isoDate('expiresOn', l.expiresOn),
      status: oneOf('status', l.status, ['active', 'suspended', 'revoked', 'expired'] as const),
      plate: textOrNull('plate', l.plate),
      createdAt: t,
      updatedAt: t,
      version: 1,
    };
    return this.change(scope, 'licence', async (tx, audit) => {
      await this.municipalityExists(tx, lic.municipality);
      await this.checkLinked(tx, ESTABLISHMENTS, scope, lic.establishmentId, lic.municipality);
      await this.insert(tx, 'licences', {
        id: lic.id,
        municipality: lic.municipality,
        establishment_id: lic.establishmentId,
        number: lic.number,
        kind: lic.kind,
        class: lic.class,
        issued_on: lic.issuedOn,
        expires_on: lic.expiresOn,
        status: lic.status,
        plate: lic.plate,
        plate_norm: plateNorm(lic.plate),
        search: searchText(lic.number, lic.plate, plateNorm(lic.plate), lic.class),
        created_at: t,
        updated_at: t,
        version: 1,
      });
      audit({ municipality: lic.municipality, action: 'licence.create', entity: 'licence', entityId: lic.id, before: null, after: lic });
      return lic;
    });
  }

  async updateLicence(
    scope: Scope,
    id: string,
    expectedVersion: number,
    patch: Partial<Pick<Licence, 'status' | 'expiresOn' | 'class'>>,
  ): Promise<Licence> {
    checkScope(scope);
    checkOfficial(scope, 'change licences');
    return this.change(scope, 'licence', (tx, audit) =>
      this.updateRow(
        tx,
        LICENCES,
        scope,
        id,
        expectedVersion,
        async (cur) => {
          const next: Licence = { ...cur, updatedAt: now() };
          if (patch.status !== undefined)
            next.status = oneOf('status', patch.status, ['active', 'suspended', 'revoked', 'expired'] as const);
          if (patch.expiresOn !== undefined) next.expiresOn = isoDate('expiresOn', patch.expiresOn);
          if (patch.class !== undefined) next.class = textOrNull('class', patch.class);
          return {
            next,
            set: {
              status: next.status,
              expires_on: next.expiresOn,
              class: next.class,
              search: searchText(next.number, next.plate, plateNorm(next.plate), next.class),
              updated_at: next.updatedAt,
            },
          };
        },
        audit,
      ),
    );
  }

  async listLicences(scope: Scope, q: ListQuery): Promise<Page<Licence>> {
    return this.page(LICENCES, this.scoped(LICENCES, scope), q);
  }

  async publicLicences(
    municipality: string,
    q: ListQuery & { number?: string; plate?: string; cnpj?: string },
  ): Promise<Page<Licence & { establishmentName: string }>> {
    const w = new Where().add('t.municipality = ?', text('municipality', municipality));
    if (q.number !== undefined) w.add('t.number = ?', text('number', q.number).trim());
    if (q.plate !== undefined) w.add('t.plate_norm = ?', plateNorm(text('plate', q.plate)));
    if (q.cnpj !== undefined)
      w.add('t.establishment_id IN (SELECT e.id FROM establishments e WHERE e.cnpj_norm = ?)', digits(text('cnpj', q.cnpj)));
    const spec: Spec<Licence & { establishmentName: string }> = {
      ...LICENCES,
      // The establishment's name is all the public sees of it.
      table: 'licences',
      columns: `${LICENCES.columns}, (SELECT e.name FROM establishments e WHERE e.id = t.establishment_id) AS establishment_name`,
      fromRow: (r) => ({ ...LICENCES.fromRow(r), establishmentName: str(r['establishment_name']) }),
    };
    return this.page(spec, w, q);
  }

  // -------------------------------------------------------------------------------------
  // Place registries

  async insertPlaces(scope: Scope, places: Omit<PlaceRecord, 'id' | 'version'>[]): Promise<number> {
    checkScope(scope);
    checkOfficial(scope, 'import place registries');
    if (places.length === 0) return 0;
    const rows = places.map((p, i) => {
      const f = `places[${i}]`;
      checkWriteMunicipality(scope, p.municipality);
      const geom = validGeometry(`${f}.geometry`, p.geometry);
      const validFrom = isoDate(`${f}.validFrom`, p.validFrom);
      const validTo = isoDate(`${f}.validTo`, p.validTo);
      if (validFrom !== null && validTo !== null && validTo <= validFrom) throw new InvalidData(`${f}.validTo`, 'must be after validFrom');
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
    return this.change(scope, 'place', async (tx, audit) => {
      const byMunicipality = new Map<string, typeof rows>();
      for (const r of rows) byMunicipality.set(r.municipality, [...(byMunicipality.get(r.municipality) ?? []), r]);
      for (const m of byMunicipality.keys()) await this.municipalityExists(tx, m);
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
    });
  }

  async updatePlace(
    scope: Scope,
    id: string,
    expectedVersion: number,
    patch: Partial<Pick<PlaceRecord, 'status' | 'name' | 'geometry' | 'validTo' | 'data'>>,
  ): Promise<PlaceRecord> {
    checkScope(scope);
    checkOfficial(scope, 'change place registries');
    return this.change(scope, 'place', (tx, audit) =>
      this.updateRow(
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
            if (to !== null && cur.validFrom !== null && to <= cur.validFrom) throw new InvalidData('validTo', 'must be after validFrom');
            set['valid_to'] = next.validTo = to;
          }
          if (patch.data !== undefined) {
            set['data'] = json('data', patch.data);
            next.data = patch.data;
          }
          if (Object.keys(set).length === 0) throw new InvalidData('patch', 'names nothing to change');
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
  async listPlaces(scope: Scope | null, q: PlacesQuery): Promise<Page<PlaceRecord>> {
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
      if (
        !Array.isArray(b) ||
        b.length !== 4 ||
        !b.every((x) => typeof x === 'number' && Number.isFinite(x)) ||
        b[0] > b[2] ||
        b[1] > b[3]
      ) {
        throw new InvalidData('bbox', 'expected [minLon, minLat, maxLon, maxLat]');
      }
      w.add('t.max_lon >= ? AND t.min_lon <= ? AND t.max_lat >= ? AND t.min_lat <= ?', b[0], b[2], b[1], b[3]);
    }
    if (q.near === undefined) return this.page(PLACES, w, q, MAX_PLACES_LIMIT);

    const center = lonLat('near.point', q.near.point);
    const radius = q.near.withinM;
    if (typeof radius !== 'number' || !Number.isFinite(radius) || radius < 0)
      throw new InvalidData('near.withinM', 'expected a distance in metres');
    const native = this.db.placesNear(center[0], center[1], radius);
    if (native) return this.page(PLACES, w.add(native.sql, ...native.params), q, MAX_PLACES_LIMIT);

    // No geodesy in SQL (SQLite): a bounding-box prefilter in SQL, the exact test here.
    const box = boxAround(center, radius);
    w.add('t.max_lon >= ? AND t.min_lon <= ? AND t.max_lat >= ? AND t.min_lat <= ?', box[0], box[2], box[1], box[3]);
    const { limit, offset } = limitOf(q, MAX_PLACES_LIMIT);
    const all = await this.page(PLACES, w, { ...q, limit: Number.MAX_SAFE_INTEGER, offset: 0 }, Number.MAX_SAFE_INTEGER);
    const hits = all.items.filter((p) => p.geometry !== null && distanceToGeometry(center, p.geometry as StoredGeometry) <= radius);
    return { items: hits.slice(offset, offset + limit), total: hits.length, limit, offset };
  }

  async getPlace(scope: Scope | null, municipality: string, id: string): Promise<PlaceRecord> {
    if (scope !== null) {
      checkScope(scope);
      if (scope.municipality !== null && scope.municipality !== municipality) throw new NotFound('place', id);
    }
    const row = await this.db.get<Row>(`SELECT ${PLACES.columns} FROM places t WHERE t.municipality = ? AND t.id = ?`, [
      text('municipality', municipality),
      text('id', id),
    ]);
    if (!row) throw new NotFound('place', id);
    return PLACES.fromRow(row);
  }

  // -------------------------------------------------------------------------------------
  // Idempotency

  async getIdempotent(userId: string, key: string): Promise<{ requestHash: string; status: number; body: string } | null> {
    // A pending claim (status 0) is not a stored response.
    const r = await this.db.get<Row>('SELECT request_hash, status, body FROM idempotency WHERE user_id = ? AND key = ? AND status <> 0', [
      text('userId', userId),
      text('key', key),
    ]);
    return r ? { requestHash: str(r['request_hash']), status: num(r['status']), body: str(r['body']) } : null;
  }

  /**
   * The first response recorded for a key stays: a racing duplicate does not replace it. A
   * pending claim (status 0) is completed by it.
   */
  async putIdempotent(userId: string, key: string, rec: { requestHash: string; status: number; body: string }): Promise<void> {
    await this.db.run(
      `INSERT INTO idempotency (user_id, key, request_hash, status, body, created_at) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (user_id, key) DO UPDATE SET request_hash = excluded.request_hash, status = excluded.status, body = excluded.body
       WHERE idempotency.status = 0`,
      [text('userId', userId), text('key', key), text('requestHash', rec.requestHash), rec.status, text('body', rec.body), now()],
    );
  }

  async claimIdempotent(
    userId: string,
    key: string,
    requestHash: string,
    staleAfterMs: number,
  ): Promise<{ state: 'claimed' } | { state: 'existing'; requestHash: string; status: number; body: string }> {
    const u = text('userId', userId);
    const k = text('key', key);
    const h = text('requestHash', requestHash);
    // The primary key makes the insert the lock: exactly one caller inserts the pending row.
    const inserted = await this.db.run(
      "INSERT INTO idempotency (user_id, key, request_hash, status, body, created_at) VALUES (?, ?, ?, 0, '', ?) ON CONFLICT (user_id, key) DO NOTHING",
      [u, k, h, now()],
    );
    if (inserted > 0) return { state: 'claimed' };
    const row = await this.db.get<Row>('SELECT request_hash, status, body, created_at FROM idempotency WHERE user_id = ? AND key = ?', [
      u,
      k,
    ]);
    if (!row) return this.claimIdempotent(userId, key, requestHash, staleAfterMs);
    const existing = {
      state: 'existing' as const,
      requestHash: str(row['request_hash']),
      status: num(row['status']),
      body: str(row['body']),
    };
    if (existing.status !== 0) return existing;
    const stale = new Date(Date.now() - staleAfterMs).toISOString();
    const createdAt = str(row['created_at']);
    if (createdAt >= stale) return existing;
    // The claimant died: take the claim over, unless someone else just did.
    const taken = await this.db.run(
      'UPDATE idempotency SET request_hash = ?, created_at = ? WHERE user_id = ? AND key = ? AND status = 0 AND created_at = ?',
      [h, now(), u, k, createdAt],
    );
    return taken > 0 ? { state: 'claimed' } : this.claimIdempotent(userId, key, requestHash, staleAfterMs);
  }

  async releaseIdempotent(userId: string, key: string): Promise<void> {
    await this.db.run('DELETE FROM idempotency WHERE user_id = ? AND key = ? AND status = 0', [text('userId', userId), text('key', key)]);
  }

  async recordEvent(scope: Scope, e: { action: string; entity: string; entityId: string; before: unknown; after: unknown }): Promise<void> {
    checkScope(scope);
    const action = text('action', e.action);
    const entity = text('entity', e.entity);
    const entityId = text('entityId', e.entityId);
    await this.change(scope, entity, async (_tx, audit) => {
      audit({ municipality: scope.municipality, action, entity, entityId, before: e.before ?? null, after: e.after ?? null });
    });
  }

  // -------------------------------------------------------------------------------------
  // Audit

  async listAudit(scope: Scope, q: ListQuery): Promise<Page<AuditEntry>> {
    checkScope(scope);
    const w = new Where();
    if (scope.municipality !== null) w.add('t.municipality = ?', scope.municipality);
    if (!isOfficial(scope)) w.add('t.actor_id = ?', scope.userId);
    const spec: Spec<AuditEntry> = {
      entity: 'audit',
      table: 'audit_log',
      columns: 't.*',
      fromRow: (r) => rowToEntry(r as unknown as Parameters<typeof rowToEntry>[0]),
      filters: AUDIT_FILTERS,
      own: () => ['1 = 0', []],
      order: 't.seq DESC',
    };
    if (q.q !== undefined && q.q !== '') {
      // No search column on the log: q matches the entity id or the action.
      w.add('t.entity_id = ? OR t.action = ?', text('q', q.q), q.q);
      const { q: _q, ...rest } = q;
      return this.page(spec, w, rest);
    }
    return this.page(spec, w, q);
  }

  async verifyAudit(): ReturnType<Repository['verifyAudit']> {
    return verifyChain(this.db);
  }

  // -------------------------------------------------------------------------------------
  // Durability

  async backup(file: string): Promise<void> {
    return this.db.backup(file);
  }

  async integrityCheck(): Promise<{ ok: boolean; detail: string }> {
    return this.db.integrityCheck();
  }
}
