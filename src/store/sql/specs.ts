/**
 * The tables the repository reads as entities: which columns, how a row becomes a record,
 * the filters a list accepts, what an applicant-only scope owns, and the list order.
 */
import type { Param, Row } from '../engine.ts';
import { evaluationRecord } from '../evaluation-record.ts';
import type { Application, ApplicationStatus, Establishment, Licence, PlaceRecord, Role, StoredEvaluation, User } from '../repository.ts';
import { bool, type FilterKind, num, parse, str, strOrNull } from './values.ts';

export interface Spec<T> {
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

export const USERS: Spec<User> = {
  entity: 'user',
  table: 'users',
  columns:
    't.id, t.email, t.name, t.municipality, t.roles, t.password_hash, t.oidc_issuer, t.oidc_subject, t.disabled, t.distributor_cnpj, t.created_at, t.version',
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
    distributorCnpj: strOrNull(r['distributor_cnpj']),
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

export const ESTABLISHMENTS: Spec<Establishment> = {
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

export const APPLICATIONS: Spec<Application> = {
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

export const EVALUATIONS: Spec<StoredEvaluation> = {
  entity: 'evaluation',
  table: 'evaluations',
  columns:
    't.id, t.municipality, t.application_id, t.date, t.lang, t.law_pack_version, ' +
    // Shared parameters (migration 0009) are read through their reference.
    'CASE WHEN t.parameters_ref IS NULL THEN t.parameters ELSE (SELECT d.body FROM evaluation_documents d WHERE d.hash = t.parameters_ref) END AS parameters, ' +
    't.overrides, t.input, t.result, t.result_hash, t.created_at, t.created_by, t.rule_set, t.run_id, t.subject_id',
  fromRow: (r) => {
    const fields: Parameters<typeof evaluationRecord>[0] = {
      id: str(r['id']),
      municipality: str(r['municipality']),
      applicationId: strOrNull(r['application_id']),
      date: str(r['date']),
      lang: str(r['lang']) as StoredEvaluation['lang'],
      lawPackVersion: str(r['law_pack_version']),
      resultHash: str(r['result_hash']),
      createdAt: str(r['created_at']),
      createdBy: str(r['created_by']),
    };
    // Present only where they say something: an application's evaluation reads as before.
    if (r['rule_set'] === 'siting') fields.ruleSet = 'siting';
    if (r['run_id'] !== null && r['run_id'] !== undefined) fields.run = { id: str(r['run_id']), subjectId: str(r['subject_id']) };
    // The documents are parsed when read (evaluation-record.ts).
    return evaluationRecord(fields, {
      parameters: str(r['parameters']),
      overrides: str(r['overrides']),
      input: str(r['input']),
      result: str(r['result']),
    });
  },
  filters: {
    municipality: ['municipality', 'text'],
    applicationId: ['application_id', 'text'],
    lang: ['lang', 'text'],
    lawPackVersion: ['law_pack_version', 'text'],
    date: ['date', 'text'],
    createdBy: ['created_by', 'text'],
    runId: ['run_id', 'text'],
    subjectId: ['subject_id', 'text'],
  },
  own: (u) => ['t.created_by = ? OR t.application_id IN (SELECT a.id FROM applications a WHERE a.applicant_user_id = ?)', [u, u]],
  order: 't.created_at DESC, t.id DESC',
};

export const LICENCES: Spec<Licence> = {
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

export const PLACES: Spec<PlaceRecord> = {
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

export const AUDIT_FILTERS: Record<string, [string, FilterKind]> = {
  municipality: ['municipality', 'text'],
  entity: ['entity', 'text'],
  entityId: ['entity_id', 'text'],
  action: ['action', 'text'],
  actorId: ['actor_id', 'text'],
  requestId: ['request_id', 'text'],
};
