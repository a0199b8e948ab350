/**
 * The storage contract. One interface, two engines (SQLite embedded by default,
 * PostgreSQL + PostGIS in production), one contract test suite run against both.
 *
 * Tenant isolation lives HERE, not only in route handlers: every read and write takes the
 * caller's Scope, and an official of one municipality can neither see nor change another's
 * records (a row of another municipality is reported as not found). Every change appends a
 * hash-chained audit entry in the same transaction, so a failed operation leaves nothing.
 */
import type { EvaluationResult, IsoDate } from '../core/types.ts';
import type { Credentials } from './credentials.ts';

export const ROLES = [
  'applicant',
  'licensing-officer',
  'reviewer',
  'inspector',
  'fire-brigade',
  'distributor',
  'municipal-admin',
  'system-admin',
] as const;
export type Role = (typeof ROLES)[number];

/** Who is acting. `municipality: null` only for system administrators (all municipalities). */
export interface Scope {
  userId: string;
  municipality: string | null;
  roles: readonly Role[];
  requestId: string;
}

export interface Municipality {
  id: string;
  name: string;
  uf: string;
  ibge: string;
}

export interface User {
  id: string;
  email: string;
  name: string;
  /** null for system administrators. */
  municipality: string | null;
  roles: Role[];
  /** argon2id hash; absent for OIDC-only accounts. */
  passwordHash: string | null;
  oidcIssuer: string | null;
  oidcSubject: string | null;
  disabled: boolean;
  createdAt: string;
  version: number;
}

export interface Address {
  street?: string;
  number?: string;
  complement?: string;
  district?: string;
  cep?: string;
}

export interface Establishment {
  id: string;
  municipality: string;
  name: string;
  cnpj: string | null;
  address: Address;
  /** [lon, lat] */
  location: [number, number] | null;
  /** The applicant who owns it (applicants see only their own). */
  ownerUserId: string | null;
  status: 'active' | 'closed';
  data: Record<string, unknown>;
  createdAt: string;
  updatedAt: string;
  version: number;
}

export type ApplicationStatus = 'draft' | 'submitted' | 'under-review' | 'approved' | 'rejected' | 'withdrawn';

export interface Application {
  id: string;
  municipality: string;
  establishmentId: string | null;
  applicantUserId: string | null;
  type: string;
  status: ApplicationStatus;
  /** The establishment input document (src/core/input/schema.ts). */
  input: Record<string, unknown>;
  createdAt: string;
  updatedAt: string;
  version: number;
}

/** A stored evaluation: enough to recompute it exactly and show that it matches. */
export interface StoredEvaluation {
  id: string;
  municipality: string;
  applicationId: string | null;
  date: IsoDate;
  lang: 'pt' | 'en';
  lawPackVersion: string;
  /** Every parameter value used (full id → value) and the what-if overrides. */
  parameters: Record<string, unknown>;
  overrides: Record<string, unknown>;
  input: Record<string, unknown>;
  result: EvaluationResult;
  /** sha256 of the canonical JSON of the result. */
  resultHash: string;
  createdAt: string;
  createdBy: string;
}

export type LicenceStatus = 'active' | 'suspended' | 'revoked' | 'expired';

/** A licence (alvará/TVL) in the public registry. */
export interface Licence {
  id: string;
  municipality: string;
  establishmentId: string;
  number: string;
  kind: 'alvara' | 'tvl' | 'construction' | 'vehicle';
  class: string | null;
  issuedOn: IsoDate;
  expiresOn: IsoDate | null;
  status: LicenceStatus;
  /** Vehicle plate, for vehicle licences. */
  plate: string | null;
  createdAt: string;
  updatedAt: string;
  version: number;
}

/** A place of a municipality's registries (outlets, schools, zones, perimeter…), issue #4. */
export interface PlaceRecord {
  id: string;
  municipality: string;
  /** A PLACE_CATEGORIES value, or 'zone', 'urban-perimeter', 'municipal-boundary'. */
  category: string;
  status: string | null;
  name: string | null;
  geometry: { type: 'Point'; coordinates: [number, number] } | { type: 'Polygon'; coordinates: [number, number][][] } | null;
  source: string;
  importedAt: string;
  /** Validity in time: the registry "as of" a date. */
  validFrom: IsoDate | null;
  validTo: IsoDate | null;
  data: Record<string, unknown>;
  version: number;
}

export interface AuditEntry {
  seq: number;
  at: string;
  actorId: string | null;
  municipality: string | null;
  action: string;
  entity: string;
  entityId: string;
  before: unknown;
  after: unknown;
  requestId: string | null;
  prevHash: string;
  hash: string;
}

/** The audit chain as it was at some moment, kept outside the database: its length and its last hash. */
export interface AuditAnchor {
  entries: number;
  headHash: string;
}

export interface Page<T> {
  items: T[];
  total: number;
  limit: number;
  offset: number;
}

export interface ListQuery {
  limit?: number;
  offset?: number;
  /** Field filters (exact match), e.g. { status: 'submitted' }. */
  filters?: Record<string, string>;
  /** Free text search on name-like fields. */
  q?: string;
}

/** Optimistic concurrency: the update applies only if the stored version still matches. */
export class VersionConflict extends Error {
  constructor(
    readonly entity: string,
    readonly id: string,
    readonly expected: number,
    readonly actual: number,
  ) {
    super(`${entity} ${id}: version ${expected} expected, ${actual} stored`);
  }
}

/** Not found — also what another municipality's record looks like to the caller. */
export class NotFound extends Error {
  constructor(
    readonly entity: string,
    readonly id: string,
  ) {
    super(`${entity} ${id} not found`);
  }
}

export class Forbidden extends Error {}

/**
 * The data breaks an invariant the store enforces on both engines (a string with a NUL
 * character, coordinates out of range, an unknown filter, a record linked to another
 * municipality's…). Added to the contract by the storage layer; the API maps it to 400.
 */
export class InvalidData extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(`${field}: ${message}`);
  }
}

/** A uniqueness rule was broken (same e-mail, same licence number in a municipality…): 409. */
export class Duplicate extends Error {
  constructor(
    readonly entity: string,
    readonly field: string,
  ) {
    super(`${entity}: another record has the same ${field}`);
  }
}

export interface Repository {
  readonly engine: 'sqlite' | 'postgres';
  /**
   * Sessions, API tokens and pending OIDC logins: in the same database, written through the
   * same transactions and audit chain (docs/adr/0004-single-store.md).
   */
  readonly credentials: Credentials;
  migrate(): Promise<{ applied: string[] }>;
  close(): Promise<void>;

  // Municipalities (seeded from the law packs)
  upsertMunicipalities(list: Municipality[]): Promise<void>;
  listMunicipalities(): Promise<Municipality[]>;

  // Users (system scope for bootstrap; otherwise scoped)
  createUser(scope: Scope, u: Omit<User, 'id' | 'createdAt' | 'version'>): Promise<User>;
  getUser(scope: Scope, id: string): Promise<User>;
  /** Authentication lookups bypass scope by design: they happen before a scope exists. */
  findUserByEmail(email: string): Promise<User | null>;
  findUserByOidc(issuer: string, subject: string): Promise<User | null>;
  listUsers(scope: Scope, q: ListQuery): Promise<Page<User>>;
  /**
   * Credentials follow the account, in the same transaction: a new password ends the
   * account's sessions — all but `keepSessionIdHash`, the caller's own when changing their
   * own password — and revokes its tokens; disabling ends every session and revokes every
   * token, for good (re-enabling brings none back). Audited as user.credentials-ended.
   */
  updateUser(
    scope: Scope,
    id: string,
    expectedVersion: number,
    patch: Partial<Pick<User, 'name' | 'roles' | 'disabled' | 'passwordHash'>>,
    opts?: { keepSessionIdHash?: string },
  ): Promise<User>;

  // Establishments
  createEstablishment(scope: Scope, e: Omit<Establishment, 'id' | 'createdAt' | 'updatedAt' | 'version'>): Promise<Establishment>;
  getEstablishment(scope: Scope, id: string): Promise<Establishment>;
  listEstablishments(scope: Scope, q: ListQuery): Promise<Page<Establishment>>;
  updateEstablishment(
    scope: Scope,
    id: string,
    expectedVersion: number,
    patch: Partial<Omit<Establishment, 'id' | 'municipality' | 'createdAt' | 'updatedAt' | 'version'>>,
  ): Promise<Establishment>;

  // Applications
  createApplication(scope: Scope, a: Omit<Application, 'id' | 'createdAt' | 'updatedAt' | 'version'>): Promise<Application>;
  getApplication(scope: Scope, id: string): Promise<Application>;
  listApplications(scope: Scope, q: ListQuery): Promise<Page<Application>>;
  updateApplication(
    scope: Scope,
    id: string,
    expectedVersion: number,
    patch: Partial<Pick<Application, 'status' | 'input' | 'type' | 'establishmentId'>>,
  ): Promise<Application>;

  // Evaluations (append-only)
  saveEvaluation(scope: Scope, e: Omit<StoredEvaluation, 'id' | 'createdAt' | 'createdBy'>): Promise<StoredEvaluation>;
  getEvaluation(scope: Scope, id: string): Promise<StoredEvaluation>;
  listEvaluations(scope: Scope, q: ListQuery & { applicationId?: string }): Promise<Page<StoredEvaluation>>;

  // Licences (public registry: read without scope)
  createLicence(scope: Scope, l: Omit<Licence, 'id' | 'createdAt' | 'updatedAt' | 'version'>): Promise<Licence>;
  updateLicence(
    scope: Scope,
    id: string,
    expectedVersion: number,
    patch: Partial<Pick<Licence, 'status' | 'expiresOn' | 'class'>>,
  ): Promise<Licence>;
  listLicences(scope: Scope, q: ListQuery): Promise<Page<Licence>>;
  /** Public lookup by municipality and number or plate: what the public may see, nothing else. */
  publicLicences(
    municipality: string,
    q: ListQuery & { number?: string; plate?: string; cnpj?: string },
  ): Promise<Page<Licence & { establishmentName: string }>>;

  // Place registries (issue #4). Bulk inserts are all-or-nothing and audited as one entry.
  insertPlaces(scope: Scope, places: Omit<PlaceRecord, 'id' | 'version'>[]): Promise<number>;
  /**
   * asOf: validFrom <= asOf < validTo (open ends when null). bbox [minLon, minLat, maxLon,
   * maxLat]: the place's bounding box meets it. near (added by the storage layer for the
   * siting work): within `withinM` metres of `point` [lon, lat], geodesic on WGS 84
   * (PostGIS geography on PostgreSQL); places without geometry never match it.
   */
  listPlaces(
    scope: Scope | null,
    q: ListQuery & {
      municipality: string;
      categories?: string[];
      asOf?: IsoDate;
      bbox?: [number, number, number, number];
      near?: { point: [number, number]; withinM: number };
    },
  ): Promise<Page<PlaceRecord>>;
  getPlace(scope: Scope | null, municipality: string, id: string): Promise<PlaceRecord>;
  /**
   * Locates, renames, re-statuses or retires (validTo) one place — e.g. an ANP reseller imported
   * without coordinates, or a school that closed. Audited with before and after.
   */
  updatePlace(
    scope: Scope,
    id: string,
    expectedVersion: number,
    patch: Partial<Pick<PlaceRecord, 'status' | 'name' | 'geometry' | 'validTo' | 'data'>>,
  ): Promise<PlaceRecord>;

  // Idempotency (per user + key)
  getIdempotent(userId: string, key: string): Promise<{ requestHash: string; status: number; body: string } | null>;
  putIdempotent(userId: string, key: string, rec: { requestHash: string; status: number; body: string }): Promise<void>;
  /**
   * Atomically claims a key before the request runs, across processes (`glp serve --workers N`):
   * 'claimed' — this caller runs the request; otherwise the record already there (status 0 =
   * another request with this key is still running). A claim older than `staleAfterMs` (its
   * process died) can be taken over.
   */
  claimIdempotent(
    userId: string,
    key: string,
    requestHash: string,
    staleAfterMs: number,
  ): Promise<{ state: 'claimed' } | { state: 'existing'; requestHash: string; status: number; body: string }>;
  /** Drops an unfinished claim (the request failed), so the client may retry with the key. */
  releaseIdempotent(userId: string, key: string): Promise<void>;

  // Audit
  listAudit(scope: Scope, q: ListQuery): Promise<Page<AuditEntry>>;
  /**
   * Walks the chain: ok, or the first broken entry and why (edited, reordered, deleted).
   * With `against` (an anchor: the entry count and head hash recorded outside the database
   * earlier), also fails when the log no longer reaches the anchor (its tail was cut, the
   * head moved back) or when the entry it ends at differs (the chain was rewritten).
   */
  verifyAudit(against?: AuditAnchor): Promise<
    // headHash: the last entry's hash (the genesis hash for an empty log): what an anchor records.
    { ok: true; entries: number; headHash: string } | { ok: false; entries: number; seq: number; reason: string }
  >;

  // Durability
  backup(file: string): Promise<void>;
  /** Integrity check of the database (PRAGMA integrity_check / amcheck-like checks). */
  integrityCheck(): Promise<{ ok: boolean; detail: string }>;
}
