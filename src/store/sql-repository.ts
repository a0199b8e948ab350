/**
 * The repository, written once for both engines (engine.ts says what differs), by entity in
 * sql/: users.ts, establishments.ts, applications.ts (and stored evaluations), licences.ts,
 * places.ts, idempotency.ts, audit-log.ts, and the credentials of the API (credentials.ts).
 * Every one of them reads and writes through one SqlCore (sql/core.ts): one write path, one
 * audit chain, one set of error mappings.
 *
 * Tenant isolation is enforced in the SQL of every read and write:
 *  - a scope with a municipality sees and changes only that municipality's rows; another
 *    municipality's row is reported exactly like a missing one (NotFound), so ids of
 *    other tenants cannot be probed;
 *  - a scope with no role but 'applicant' sees only what it owns (establishments it owns,
 *    applications it filed, their evaluations and licences, itself) and cannot write
 *    licences, place registries or other users;
 *  - `municipality: null` is only valid with the 'system-admin' role (else Forbidden):
 *    a scope built wrongly must not silently become "all municipalities".
 * Finer role rules (who may approve, who may inspect) live in the API.
 */
import type { AuditAnchor } from './repository.ts';
import type { Credentials } from './credentials.ts';
import type { Throttle } from './throttle.ts';
import type { Engine } from './engine.ts';
import { runMigrations } from './migrate.ts';
import type { Repository } from './repository.ts';
import * as applications from './sql/applications.ts';
import * as auditLog from './sql/audit-log.ts';
import { SqlCore } from './sql/core.ts';
import { SqlCredentials } from './sql/credentials.ts';
import { SqlEnforcement } from './sql/enforcement.ts';
import type { EnforcementStore } from './enforcement.ts';
import { SqlThrottle } from './sql/throttle.ts';
import { SqlDistributorLists } from './sql/distributors.ts';
import type { DistributorListStore } from './distributors.ts';
import { SqlVehicles } from './sql/vehicles.ts';
import type { VehicleStore } from './vehicles.ts';
import { SqlComplaints } from './sql/complaints.ts';
import type { ComplaintStore } from './complaints.ts';
import * as establishments from './sql/establishments.ts';
import * as idempotency from './sql/idempotency.ts';
import * as licences from './sql/licences.ts';
import { SqlLicensing } from './sql/licensing.ts';
import type { LicensingStore } from './licensing.ts';
import * as places from './sql/places.ts';
import * as runs from './sql/reevaluation-runs.ts';
import { SqlSurveys } from './sql/surveys.ts';
import type { SurveyStore } from './surveys.ts';
import * as users from './sql/users.ts';

type R = Repository;

export class SqlRepository implements Repository {
  readonly engine: 'sqlite' | 'postgres';
  readonly credentials: Credentials;
  readonly throttle: Throttle;
  readonly distributorLists: DistributorListStore;
  readonly vehicles: VehicleStore;
  readonly complaints: ComplaintStore;
  readonly enforcement: EnforcementStore;
  readonly licensing: LicensingStore;
  readonly surveys: SurveyStore;
  private readonly c: SqlCore;

  constructor(private readonly db: Engine) {
    this.engine = db.name;
    this.c = new SqlCore(db);
    this.credentials = new SqlCredentials(this.c);
    this.throttle = new SqlThrottle(db);
    this.distributorLists = new SqlDistributorLists(this.c);
    this.vehicles = new SqlVehicles(this.c);
    this.complaints = new SqlComplaints(this.c);
    this.enforcement = new SqlEnforcement(this.c);
    this.licensing = new SqlLicensing(this.c);
    this.surveys = new SqlSurveys(this.c);
  }

  /** The core the store's own modules (legacy imports) write through. */
  get core(): SqlCore {
    return this.c;
  }

  migrate(): Promise<{ applied: string[] }> {
    return runMigrations(this.db);
  }

  async close(): Promise<void> {
    // Writes already submitted are committed (or fail) first; later ones are refused.
    await this.c.group.close();
    await this.db.close();
  }

  upsertMunicipalities: R['upsertMunicipalities'] = (list) => users.upsertMunicipalities(this.c, list);
  listMunicipalities: R['listMunicipalities'] = () => users.listMunicipalities(this.c);

  createUser: R['createUser'] = (s, u) => users.createUser(this.c, s, u);
  getUser: R['getUser'] = (s, id) => users.getUser(this.c, s, id);
  findUserByEmail: R['findUserByEmail'] = (email) => users.findUserByEmail(this.c, email);
  findUserByOidc: R['findUserByOidc'] = (issuer, subject) => users.findUserByOidc(this.c, issuer, subject);
  listUsers: R['listUsers'] = (s, q) => users.listUsers(this.c, s, q);
  updateUser: R['updateUser'] = (s, id, v, patch, opts) => users.updateUser(this.c, s, id, v, patch, opts);

  createEstablishment: R['createEstablishment'] = (s, e) => establishments.createEstablishment(this.c, s, e);
  getEstablishment: R['getEstablishment'] = (s, id) => establishments.getEstablishment(this.c, s, id);
  listEstablishments: R['listEstablishments'] = (s, q) => establishments.listEstablishments(this.c, s, q);
  updateEstablishment: R['updateEstablishment'] = (s, id, v, patch) => establishments.updateEstablishment(this.c, s, id, v, patch);

  createApplication: R['createApplication'] = (s, a) => applications.createApplication(this.c, s, a);
  getApplication: R['getApplication'] = (s, id) => applications.getApplication(this.c, s, id);
  listApplications: R['listApplications'] = (s, q) => applications.listApplications(this.c, s, q);
  updateApplication: R['updateApplication'] = (s, id, v, patch) => applications.updateApplication(this.c, s, id, v, patch);

  saveEvaluation: R['saveEvaluation'] = (s, e, read) => applications.saveEvaluation(this.c, s, e, read);
  getEvaluation: R['getEvaluation'] = (s, id) => applications.getEvaluation(this.c, s, id);
  listEvaluations: R['listEvaluations'] = (s, q) => applications.listEvaluations(this.c, s, q);

  startReevaluationRun: R['startReevaluationRun'] = (s, m, o) => runs.startRun(this.c, s, m, o);
  getReevaluationRun: R['getReevaluationRun'] = (s, id) => runs.getRun(this.c, s, id);
  reevaluationRunSubjects: R['reevaluationRunSubjects'] = (s, id) => runs.runSubjects(this.c, s, id);
  reevaluationRunStored: R['reevaluationRunStored'] = (s, id) => runs.runStoredCount(this.c, s, id);
  saveReevaluationResults: R['saveReevaluationResults'] = async (s, id, list) => {
    const writer = new runs.SqlRunWriter(this.c, s, id);
    for (const r of list) writer.add(r);
    return writer.flush();
  };
  reevaluationWriter: R['reevaluationWriter'] = (s, id) => new runs.SqlRunWriter(this.c, s, id);
  finishReevaluationRun: R['finishReevaluationRun'] = (s, id, summary) => runs.finishRun(this.c, s, id, summary);

  createLicence: R['createLicence'] = (s, l) => licences.createLicence(this.c, s, l);
  updateLicence: R['updateLicence'] = (s, id, v, patch) => licences.updateLicence(this.c, s, id, v, patch);
  listLicences: R['listLicences'] = (s, q) => licences.listLicences(this.c, s, q);
  publicLicences: R['publicLicences'] = (m, q) => licences.publicLicences(this.c, m, q);

  insertPlaces: R['insertPlaces'] = (s, list) => places.insertPlaces(this.c, s, list);
  listPlaces: R['listPlaces'] = (s, q) => places.listPlaces(this.c, s, q);
  getPlace: R['getPlace'] = (s, m, id) => places.getPlace(this.c, s, m, id);
  updatePlace: R['updatePlace'] = (s, id, v, patch) => places.updatePlace(this.c, s, id, v, patch);

  getIdempotent: R['getIdempotent'] = (u, k) => idempotency.getIdempotent(this.c, u, k);
  putIdempotent: R['putIdempotent'] = (u, k, rec) => idempotency.putIdempotent(this.c, u, k, rec);
  claimIdempotent: R['claimIdempotent'] = (u, k, h, stale) => idempotency.claimIdempotent(this.c, u, k, h, stale);
  releaseIdempotent: R['releaseIdempotent'] = (u, k) => idempotency.releaseIdempotent(this.c, u, k);

  listAudit: R['listAudit'] = (s, q) => auditLog.listAudit(this.c, s, q);
  verifyAudit = (against?: AuditAnchor): ReturnType<R['verifyAudit']> => auditLog.verifyAudit(this.c, against);

  backup(file: string): Promise<void> {
    return this.db.backup(file);
  }

  integrityCheck(): Promise<{ ok: boolean; detail: string }> {
    return this.db.integrityCheck();
  }
}
