/**
 * The storage contract. One interface, two engines (SQLite embedded by default,
 * PostgreSQL + PostGIS in production), one contract test suite run against both.
 *
 * Tenant isolation lives HERE, not only in route handlers: every read and write takes the
 * caller's Scope, and an official of one municipality can neither see nor change another's
 * records (a row of another municipality is reported as not found). Every change appends a
 * hash-chained audit entry in the same transaction, so a failed operation leaves nothing.
 */
import type { IsoDate } from '../core/types.ts';
import type { Application } from '../domain/application.ts';
import type { AuditEntry } from '../domain/audit.ts';
import type { Establishment } from '../domain/establishment.ts';
import type { StoredEvaluation } from '../domain/evaluation.ts';
import type { Licence } from '../domain/licence.ts';
import type { Municipality } from '../domain/municipality.ts';
import type { ListQuery, Page } from '../domain/paging.ts';
import type { PlaceRecord } from '../domain/place.ts';
import type { Scope } from '../domain/roles.ts';
import type { NewUser, User } from '../domain/user.ts';
import type { ReevaluationRun, ReevaluationRunOptions, ReevaluationRunWriter, RunResult } from '../domain/reevaluation-run.ts';
import type { Credentials } from './credentials.ts';
import type { EnforcementStore } from './enforcement.ts';
import type { LicensingStore } from './licensing.ts';
import type { SurveyStore } from './surveys.ts';
import type { Throttle } from './throttle.ts';
import type { DistributorListStore } from './distributors.ts';
import type { VehicleStore } from './vehicles.ts';
import type { ComplaintStore } from './complaints.ts';

// The entities live in src/domain; re-exported here under the same names for the store's users.
export type { Application, ApplicationStatus } from '../domain/application.ts';
export type { AuditEntry } from '../domain/audit.ts';
export { Duplicate, Forbidden, InvalidData, NotFound, VersionConflict } from '../domain/errors.ts';
export type { Address, Establishment } from '../domain/establishment.ts';
export type { StoredEvaluation } from '../domain/evaluation.ts';
export type { Licence, LicenceStatus } from '../domain/licence.ts';
export type { Municipality } from '../domain/municipality.ts';
export type { ListQuery, Page } from '../domain/paging.ts';
export type { PlaceRecord } from '../domain/place.ts';
export type { ReevaluationRun, ReevaluationRunOptions, ReevaluationRunWriter, RunResult } from '../domain/reevaluation-run.ts';
export { ROLES, type Role, type Scope } from '../domain/roles.ts';
export type { NewUser, User } from '../domain/user.ts';

/** The audit chain as it was at some moment, kept outside the database: its length and its last hash. */
export interface AuditAnchor {
  entries: number;
  headHash: string;
}

export interface Repository {
  readonly engine: 'sqlite' | 'postgres';
  /**
   * Sessions, API tokens and pending OIDC logins: in the same database, written through the
   * same transactions and audit chain (docs/adr/0005-single-store.md).
   */
  readonly credentials: Credentials;
  /**
   * Rate limits shared by every serving process (sign-in attempts, heavy computations):
   * each attempt counted and decided in one atomic statement (src/store/throttle.ts).
   */
  readonly throttle: Throttle;
  /** Distributors' yearly lists (issue 11, src/store/distributors.ts). */
  readonly distributorLists: DistributorListStore;
  /** Delivery vehicles registered per outlet (issue 11, src/store/vehicles.ts). */
  readonly vehicles: VehicleStore;
  /** Public complaints and the inspection tasks they open (issue 11, src/store/complaints.ts). */
  readonly complaints: ComplaintStore;
  /** Infraction notices, closure orders, seizures, inspections and their photos (issue 11). */
  readonly enforcement: EnforcementStore;
  /** Licensing procedures: documents, opinions, holds, decisions, licence records, due process (issue 10). */
  readonly licensing: LicensingStore;
  /** Survey declarations of the place registries (issue 7 item 1, src/store/surveys.ts). */
  readonly surveys: SurveyStore;
  migrate(): Promise<{ applied: string[] }>;
  close(): Promise<void>;

  // Municipalities (seeded from the law packs)
  upsertMunicipalities(list: Municipality[]): Promise<void>;
  listMunicipalities(): Promise<Municipality[]>;

  // Users (system scope for bootstrap; otherwise scoped)
  createUser(scope: Scope, u: NewUser): Promise<User>;
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
    patch: Partial<Pick<User, 'name' | 'roles' | 'disabled' | 'passwordHash' | 'distributorCnpj'>>,
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
  /**
   * resultHash is computed by the store (sha256 of the result's canonical JSON); when the
   * caller gives one, it must match. `read`: the application as `getApplication` gave it to the
   * caller under this same scope object; the store then need not read it again to check the link.
   */
  saveEvaluation(
    scope: Scope,
    e: Omit<StoredEvaluation, 'id' | 'createdAt' | 'createdBy' | 'resultHash'> & { resultHash?: string },
    read?: Application,
  ): Promise<StoredEvaluation>;
  getEvaluation(scope: Scope, id: string): Promise<StoredEvaluation>;
  listEvaluations(scope: Scope, q: ListQuery & { applicationId?: string }): Promise<Page<StoredEvaluation>>;

  // Persisted re-evaluation runs (glp reevaluate --store): their results are stored evaluations.
  /** Records a run; an official may run one municipality, theirs; a system administrator any. */
  startReevaluationRun(scope: Scope, municipalities: readonly string[], options: ReevaluationRunOptions): Promise<ReevaluationRun>;
  getReevaluationRun(scope: Scope, id: string): Promise<ReevaluationRun>;
  /** The registry records (establishments) the run already has a result for. */
  reevaluationRunSubjects(scope: Scope, id: string): Promise<string[]>;
  /** How many results the run has stored so far. */
  reevaluationRunStored(scope: Scope, id: string): Promise<number>;
  /**
   * Stores results of a running run as stored evaluations (ruleSet 'siting', linked to the run
   * and the record), each audited; a record that already has its result in the run is skipped.
   */
  saveReevaluationResults(scope: Scope, runId: string, results: readonly RunResult[]): Promise<{ stored: number }>;
  /** The same in batches: results added one by one, committed at each flush. */
  reevaluationWriter(scope: Scope, runId: string): ReevaluationRunWriter;
  /** Marks the run finished with its summary (the count of stored results is the store's). */
  finishReevaluationRun(scope: Scope, id: string, summary: { evaluated: number; counts: Record<string, number> }): Promise<ReevaluationRun>;

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
