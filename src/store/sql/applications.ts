/**
 * Applications and the evaluations stored for them (append-only: an evaluation is audited by
 * its hashes, its row never changes).
 */
import { randomUUID } from 'node:crypto';
import { canonicalJson, resultHash, sha256Hex } from '../canonical.ts';
import { type Application, Forbidden, InvalidData, type ListQuery, type Page, type Scope, type StoredEvaluation } from '../repository.ts';
import type { SqlCore } from './core.ts';
import { APPLICATIONS, ESTABLISHMENTS, EVALUATIONS } from './specs.ts';
import { checkWriteMunicipality, isoDate, isOfficial, json, now, oneOf, parse, searchText, text } from './values.ts';

export async function createApplication(
  c: SqlCore,
  scope: Scope,
  a: Omit<Application, 'id' | 'createdAt' | 'updatedAt' | 'version'>,
): Promise<Application> {
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
  return c.change(scope, 'application', async (tx, audit) => {
    await c.municipalityExists(tx, app.municipality);
    if (app.applicantUserId !== null) await c.checkUserInMunicipality(tx, app.applicantUserId, app.municipality);
    if (app.establishmentId !== null) await c.checkLinked(tx, ESTABLISHMENTS, scope, app.establishmentId, app.municipality);
    await c.insert(tx, 'applications', {
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

export async function getApplication(c: SqlCore, scope: Scope, id: string): Promise<Application> {
  return c.getScoped(c.db, APPLICATIONS, scope, id);
}

export async function listApplications(c: SqlCore, scope: Scope, q: ListQuery): Promise<Page<Application>> {
  return c.page(APPLICATIONS, c.scoped(APPLICATIONS, scope), q);
}

export async function updateApplication(
  c: SqlCore,
  scope: Scope,
  id: string,
  expectedVersion: number,
  patch: Partial<Pick<Application, 'status' | 'input' | 'type' | 'establishmentId'>>,
): Promise<Application> {
  return c.change(scope, 'application', (tx, audit) =>
    c.updateRow(
      tx,
      APPLICATIONS,
      scope,
      id,
      expectedVersion,
      async (cur) => {
        const next: Application = { ...cur, updatedAt: now() };
        if (patch.status !== undefined)
          next.status = oneOf('status', patch.status, ['draft', 'submitted', 'under-review', 'approved', 'rejected', 'withdrawn'] as const);
        if (patch.input !== undefined) next.input = parse(json('input', patch.input));
        if (patch.type !== undefined) next.type = text('type', patch.type);
        if (patch.establishmentId !== undefined && patch.establishmentId !== cur.establishmentId) {
          if (patch.establishmentId !== null) await c.checkLinked(tx, ESTABLISHMENTS, scope, patch.establishmentId, cur.municipality);
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

export async function saveEvaluation(
  c: SqlCore,
  scope: Scope,
  e: Omit<StoredEvaluation, 'id' | 'createdAt' | 'createdBy'>,
): Promise<StoredEvaluation> {
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
  return c.change(scope, 'evaluation', async (tx, audit) => {
    await c.municipalityExists(tx, ev.municipality);
    if (ev.applicationId !== null) await c.checkLinked(tx, APPLICATIONS, scope, ev.applicationId, ev.municipality);
    await c.insert(tx, 'evaluations', {
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

export async function getEvaluation(c: SqlCore, scope: Scope, id: string): Promise<StoredEvaluation> {
  return c.getScoped(c.db, EVALUATIONS, scope, id);
}

export async function listEvaluations(
  c: SqlCore,
  scope: Scope,
  q: ListQuery & { applicationId?: string },
): Promise<Page<StoredEvaluation>> {
  const w = c.scoped(EVALUATIONS, scope);
  if (q.applicationId !== undefined) w.add('t.application_id = ?', text('applicationId', q.applicationId));
  return c.page(EVALUATIONS, w, q);
}
