/**
 * Applications and the evaluations stored for them (append-only: an evaluation is audited by
 * its hashes, its row never changes).
 */
import { randomUUID } from 'node:crypto';
import { timeOrderedId } from '../time-ordered-id.ts';
import { Utf8Text, utf8Bytes } from '../utf8-text.ts';
import { isStableDocument, sha256Hex } from '../canonical.ts';
import { type EvaluationTexts, evaluationRecord } from '../evaluation-record.ts';
import type { Param } from '../engine.ts';
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
  if (!isOfficial(scope) && a.applicantUserId !== scope.userId)
    throw new Forbidden({ pt: 'requerentes fazem pedidos em nome próprio', en: 'applicants file applications in their own name' });
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
  const { record: app, row } = await c.getScopedRow(c.db, APPLICATIONS, scope, id);
  // What was read, kept in a hidden mark apart from the record's fields (which a caller could change).
  c.markRead(app, { scope, id: app.id, municipality: app.municipality, document: { value: app.input, text: String(row['input']) } });
  return app;
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

/**
 * The audit entry of a stored evaluation: by its hashes (the row itself is append-only), with
 * the run and record it belongs to for a result of a re-evaluation.
 */
export function evaluationCreated(
  e: Omit<StoredEvaluation, 'parameters' | 'overrides' | 'input' | 'result'>,
  t: EvaluationTexts,
  /** The hash of a document many evaluations share (parameters, overrides): memoised by the callers that can. */
  hash: (s: string) => string = sha256Hex,
  /** sha256 of `t.input`, when the caller has it already (a result prepared on another thread). */
  inputHash: string = sha256Hex(t.input),
) {
  const after: Record<string, unknown> = {
    id: e.id,
    municipality: e.municipality,
    applicationId: e.applicationId,
    date: e.date,
    lang: e.lang,
    lawPackVersion: e.lawPackVersion,
    resultHash: e.resultHash,
    inputHash,
    parametersHash: hash(t.parameters),
    overridesHash: hash(t.overrides),
    createdAt: e.createdAt,
    createdBy: e.createdBy,
  };
  if (e.ruleSet !== undefined) after['ruleSet'] = e.ruleSet;
  if (e.run !== undefined) after['run'] = e.run;
  return { municipality: e.municipality, action: 'evaluation.create', entity: 'evaluation', entityId: e.id, before: null, after };
}

/**
 * The canonical JSON of an evaluation's documents. `shared` serialises the documents many
 * evaluations of a batch share (parameters, overrides), so that it can do so once.
 */
export function evaluationTexts(
  e: Pick<StoredEvaluation, 'parameters' | 'overrides' | 'input' | 'result'>,
  shared: (field: string, v: unknown) => string = json,
  /** The input's canonical JSON when the store already holds it (an application's document, as read). */
  inputText?: string,
): EvaluationTexts {
  return {
    parameters: shared('parameters', e.parameters ?? {}),
    overrides: shared('overrides', e.overrides ?? {}),
    input: inputText ?? json('input', e.input ?? {}),
    result: json('result', e.result),
  };
}

export type NewEvaluation = Omit<StoredEvaluation, 'id' | 'createdAt' | 'createdBy' | 'resultHash'> & { resultHash?: string };

/**
 * The evaluation to store and its documents as canonical JSON text. Each document is
 * serialised once (a result is ~11 KB): the text is what is hashed, stored and parsed back
 * (when read) into the returned record, so the record equals what a later read returns.
 */
export function prepareEvaluation(scope: Scope, e: NewEvaluation, inputText?: string): { ev: StoredEvaluation; texts: EvaluationTexts } {
  checkWriteMunicipality(scope, e.municipality);
  const texts = evaluationTexts(e, json, inputText);
  // Encoded once: hashed, stored (PostgreSQL) and answered as these bytes (utf8-text.ts).
  const resultBytes = utf8Bytes(texts.result);
  texts.resultBytes = resultBytes;
  const hash = sha256Hex(resultBytes);
  if (e.resultHash && e.resultHash !== hash) {
    throw new InvalidData('resultHash', {
      pt: `não confere com o resultado (o sha256 do seu JSON canônico é ${hash})`,
      en: `does not match the result (sha256 of its canonical JSON is ${hash})`,
    });
  }
  // Its documents are read back from the very texts stored, when read at all.
  const ev = evaluationRecord(
    {
      id: timeOrderedId(),
      municipality: e.municipality,
      applicationId: e.applicationId,
      date: isoDate('date', e.date) ?? '',
      lang: oneOf('lang', e.lang, ['pt', 'en'] as const),
      lawPackVersion: text('lawPackVersion', e.lawPackVersion),
      resultHash: hash,
      createdAt: now(),
      createdBy: scope.userId,
    },
    texts,
    // A shared, deep-frozen parameters document is already what a read would give back.
    isStableDocument(e.parameters) ? { parameters: e.parameters } : {},
  );
  return { ev, texts };
}

/**
 * Parameters documents at least this long are stored once, content-addressed, and referenced
 * by the evaluations (migration 0009); shorter ones (`{}` of a test) stay in the row.
 */
export const SHARED_PARAMETERS_MIN = 256;

/** The sha256 of a parameters text to share, or null to keep it in the row. */
export function sharedParametersRef(t: EvaluationTexts, hash: (s: string) => string = sha256Hex): string | null {
  return t.parameters.length >= SHARED_PARAMETERS_MIN ? hash(t.parameters) : null;
}

/** The evaluations table's row of a prepared evaluation (`ref`: its parameters are shared under this hash). */
export function evaluationRow(ev: StoredEvaluation, t: EvaluationTexts, ref: string | null = null): Record<string, Param> {
  return {
    id: ev.id,
    municipality: ev.municipality,
    application_id: ev.applicationId,
    date: ev.date,
    lang: ev.lang,
    law_pack_version: ev.lawPackVersion,
    parameters: ref === null ? t.parameters : '',
    parameters_ref: ref,
    overrides: t.overrides,
    input: t.input,
    result: t.resultBytes === undefined ? t.result : new Utf8Text(t.result, t.resultBytes),
    result_hash: ev.resultHash,
    created_at: ev.createdAt,
    created_by: ev.createdBy,
  };
}

/** Under node:test (its child processes and the servers they start) and on request: see saveEvaluation. */
const CHECK_READ_TEXTS = process.env['NODE_TEST_CONTEXT'] !== undefined || process.env['GLP_CHECK_READ_TEXTS'] === '1';

export async function saveEvaluation(c: SqlCore, scope: Scope, e: NewEvaluation, read?: Application): Promise<StoredEvaluation> {
  // What this store read under this very scope object, if `read` is such a record.
  const seen = read === undefined ? undefined : c.readOf(read);
  const mine = seen?.scope === scope ? seen : undefined;
  // The application's own document, evaluated as read (not filled from the registries, not
  // made another stage's): its stored text is its canonical JSON — parsed from that text, and
  // neither validation nor the engine changes what they are given — so it is not written again.
  // ≈ 4 % of a stored evaluation's server CPU (docs/benchmarks.md, "Issue 13, stop 40").
  const document = mine?.document?.value === e.input ? mine.document.text : undefined;
  if (document !== undefined && CHECK_READ_TEXTS && json('input', e.input) !== document) {
    // A caller changed the document it read before storing its evaluation: the text read would
    // no longer be what was evaluated. Checked under the tests (and GLP_CHECK_READ_TEXTS=1).
    throw new Error('saveEvaluation: the application document was changed after it was read; pass a copy');
  }
  const { ev, texts } = prepareEvaluation(scope, e, document);
  // Checked before the transaction, not in it: municipalities and applications are never
  // deleted and an application never changes municipality or applicant, so what is true now
  // is true at the commit (and the foreign keys check existence again there). The batch of
  // the group commit then holds one statement per evaluation, not three.
  // An application of the municipality implies the municipality (foreign key): one read, not two.
  // The application this store has just read under this very scope (evaluateApplication) needs
  // no second read: the read was the check (issue #13: one read fewer a stored evaluation).
  if (ev.applicationId !== null) {
    const checked = mine?.id === ev.applicationId && mine.municipality === ev.municipality;
    if (!checked) await c.checkLinked(c.db, APPLICATIONS, scope, ev.applicationId, ev.municipality);
  } else await c.municipalityExists(c.db, ev.municipality);
  const ref = sharedParametersRef(texts, c.hashOfShared);
  const shared = new Map(ref === null ? [] : [[ref, texts.parameters]]);
  return c.changeSharing(scope, 'evaluation', shared, async (tx, audit) => {
    // Nothing reads it back: with the batch's other evaluations, in one INSERT.
    await c.insertLater(tx, 'evaluations', evaluationRow(ev, texts, ref));
    audit(evaluationCreated(ev, texts, c.hashOfShared));
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
