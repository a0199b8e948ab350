/**
 * Persisted re-evaluation runs and their results (migration 0004): a run is started, its
 * results are stored in batches — each batch one write of the group commit: one multi-row
 * INSERT per 100 results and one audit entry per result stored — and the run is finished.
 * (run, establishment) is unique: a result already stored is skipped, never duplicated, so a
 * run resumed after a crash, or resumed twice at once, stores each result exactly once.
 */
import { randomUUID } from 'node:crypto';
import { timeOrderedId } from '../time-ordered-id.ts';
import type {
  PreparedRunResult,
  ReevaluationRun,
  ReevaluationRunOptions,
  ReevaluationRunWriter,
  RunResult,
} from '../../domain/reevaluation-run.ts';
import { sha256Hex } from '../canonical.ts';
import type { Param, Row } from '../engine.ts';
import { InvalidState } from '../../domain/errors.ts';
import type { Queryable } from '../engine.ts';
import { InvalidData, NotFound, type Scope, type StoredEvaluation } from '../repository.ts';
import type { EvaluationTexts } from '../evaluation-record.ts';
import { evaluationCreated, evaluationTexts, sharedParametersRef } from './applications.ts';
import type { SqlCore } from './core.ts';
import { checkOfficial, checkScope, checkWriteMunicipality, json, now, num, oneOf, parse, str, strOrNull, text } from './values.ts';

const COLUMNS =
  't.id, t.municipality, t.municipalities, t.options, t.status, t.summary, t.created_at, t.created_by, t.finished_at, t.version';

function runOf(r: Row): ReevaluationRun {
  return {
    id: str(r['id']),
    municipality: strOrNull(r['municipality']),
    municipalities: parse<string[]>(r['municipalities']),
    options: parse<ReevaluationRunOptions>(r['options']),
    status: str(r['status']) as ReevaluationRun['status'],
    summary: r['summary'] === null ? null : parse<NonNullable<ReevaluationRun['summary']>>(r['summary']),
    createdAt: str(r['created_at']),
    createdBy: str(r['created_by']),
    finishedAt: strOrNull(r['finished_at']),
    version: num(r['version']),
  };
}

/** A run of several municipalities is a system administrator's; an official sees those of one, theirs. */
async function runInScope(q: Pick<Queryable, 'get'>, scope: Scope, id: string): Promise<ReevaluationRun> {
  checkScope(scope);
  checkOfficial(scope, { pt: 'consultar reavaliações', en: 'read re-evaluation runs' });
  const row = await q.get<Row>(`SELECT ${COLUMNS} FROM reevaluation_runs t WHERE t.id = ?`, [text('id', id)]);
  const run = row ? runOf(row) : null;
  if (!run || (scope.municipality !== null && run.municipality !== scope.municipality)) throw new NotFound('reevaluation run', id);
  return run;
}

export async function startRun(
  c: SqlCore,
  scope: Scope,
  municipalities: readonly string[],
  options: ReevaluationRunOptions,
): Promise<ReevaluationRun> {
  checkOfficial(scope, { pt: 'executar reavaliações', en: 'run re-evaluations' });
  if (municipalities.length === 0)
    throw new InvalidData('municipalities', { pt: 'esperado pelo menos um município', en: 'expected at least one municipality' });
  for (const m of municipalities) checkWriteMunicipality(scope, text('municipalities', m));
  const t = now();
  const run: ReevaluationRun = {
    id: randomUUID(),
    municipality: municipalities.length === 1 ? (municipalities[0] as string) : null,
    municipalities: [...municipalities],
    options: parse(json('options', options)),
    status: 'running',
    summary: null,
    createdAt: t,
    createdBy: scope.userId,
    finishedAt: null,
    version: 1,
  };
  return c.change(scope, 'reevaluation run', async (tx, audit) => {
    for (const m of municipalities) await c.municipalityExists(tx, m);
    await c.insert(tx, 'reevaluation_runs', {
      id: run.id,
      municipality: run.municipality,
      municipalities: json('municipalities', run.municipalities),
      options: json('options', run.options),
      status: run.status,
      summary: null,
      created_at: t,
      created_by: run.createdBy,
      finished_at: null,
      version: 1,
    });
    audit({
      municipality: run.municipality,
      action: 'reevaluation.start',
      entity: 'reevaluation run',
      entityId: run.id,
      before: null,
      after: run,
    });
    return run;
  });
}

export function getRun(c: SqlCore, scope: Scope, id: string): Promise<ReevaluationRun> {
  return runInScope(c.db, scope, id);
}

/** The registry records a run has a stored result for (to resume it). */
export async function runSubjects(c: SqlCore, scope: Scope, id: string): Promise<string[]> {
  await runInScope(c.db, scope, id);
  const rows = await c.db.all<Row>('SELECT subject_id FROM evaluations WHERE run_id = ?', [id]);
  return rows.map((r) => str(r['subject_id']));
}

/** How many results the run has stored (one indexed count: what a client polling a job reads). */
export async function runStoredCount(c: SqlCore, scope: Scope, id: string): Promise<number> {
  await runInScope(c.db, scope, id);
  return num((await c.db.get<Row>('SELECT COUNT(*) AS n FROM evaluations WHERE run_id = ?', [id]))?.['n'] ?? 0);
}

/**
 * Rows per INSERT: 17 parameters each, 8 500 for a whole batch of a persisted run (STORE_BATCH),
 * far below both engines' limits. One statement per batch: each is a round trip (to SQLite's
 * writer thread, to PostgreSQL) while the transaction holds the write lock; with 100 rows per
 * INSERT a batch took five, and the computing thread came to wait for the writer (stop 18).
 */
const INSERT_ROWS = 500;
const EVALUATION_COLUMNS = [
  'id',
  'municipality',
  'application_id',
  'date',
  'lang',
  'law_pack_version',
  'parameters',
  'overrides',
  'input',
  'result',
  'result_hash',
  'created_at',
  'created_by',
  'rule_set',
  'run_id',
  'subject_id',
  'parameters_ref',
] as const;

/** Shared documents remembered by a writer at most (a municipality's parameters, a run's overrides). */
const MEMO_MAX = 1000;

/** A result ready to insert: only text and scalars, so the result's objects can be collected at once. */
interface Prepared {
  ev: Omit<StoredEvaluation, 'parameters' | 'overrides' | 'input' | 'result'>;
  texts: EvaluationTexts;
  /** The sha256 of its parameters when they are shared (migration 0009), else null. */
  ref: string | null;
  /** sha256 of texts.input (its audit entry's inputHash). */
  inputHash: string;
}

/**
 * A result serialised and hashed, ready for a writer's `addPrepared`: pure, so a worker thread
 * can do it and hand the texts over (persist-parallel.ts). `shared`: the texts of documents
 * many results share (a municipality's parameters and what-if values), by identity.
 */
export function prepareRunResult(r: RunResult, shared: (field: string, v: unknown) => string = json): PreparedRunResult {
  const texts = evaluationTexts(r, shared);
  return {
    subjectId: r.subjectId,
    municipality: r.municipality,
    date: r.date,
    lang: r.lang,
    lawPackVersion: r.lawPackVersion,
    texts,
    resultHash: sha256Hex(texts.result),
    inputHash: sha256Hex(texts.input),
  };
}

/** A memo of the texts of shared documents (by identity, bounded), for `prepareRunResult`. */
export function sharedTexts(): (field: string, v: unknown) => string {
  const texts = new Map<unknown, string>();
  return (field, v) => {
    let s = texts.get(v);
    if (s === undefined) {
      s = json(field, v);
      if (texts.size >= MEMO_MAX) texts.clear();
      if (typeof v === 'object' && v !== null) texts.set(v, s);
    }
    return s;
  };
}

/**
 * Collects results of a running run and stores them on `flush`, in one write of the group
 * commit; results already stored for the run (same establishment) are skipped. Each result is
 * serialised and hashed when added: a batch holds text, not the evaluation's object graph
 * (which would otherwise survive — and be copied by — every young-generation collection until
 * the batch is written).
 */
export class SqlRunWriter implements ReevaluationRunWriter {
  private rows: Prepared[] = [];
  private readonly createdBy: string;

  constructor(
    private readonly c: SqlCore,
    private readonly scope: Scope,
    private readonly runId: string,
  ) {
    checkOfficial(scope, { pt: 'executar reavaliações', en: 'run re-evaluations' });
    this.createdBy = scope.userId;
    text('runId', runId);
  }

  get pending(): number {
    return this.rows.length;
  }

  /** Serialises a document many results share once (by identity). */
  private shared = sharedTexts();

  add(r: RunResult): void {
    this.addPrepared(prepareRunResult(r, this.shared));
  }

  addPrepared(p: PreparedRunResult): void {
    checkWriteMunicipality(this.scope, p.municipality);
    const texts: EvaluationTexts = p.texts;
    this.rows.push({
      ev: {
        id: timeOrderedId(),
        municipality: text('municipality', p.municipality),
        applicationId: null,
        date: text('date', p.date),
        lang: oneOf('lang', p.lang, ['pt', 'en'] as const),
        lawPackVersion: text('lawPackVersion', p.lawPackVersion),
        resultHash: text('resultHash', p.resultHash),
        createdAt: now(),
        createdBy: this.createdBy,
        ruleSet: 'siting',
        run: { id: this.runId, subjectId: text('subjectId', p.subjectId) },
      },
      texts,
      inputHash: text('inputHash', p.inputHash),
      ref: sharedParametersRef(texts, this.c.hashOfShared),
    });
  }

  /** Stores what was added since the last flush; resolves once committed, with how many were new. */
  flush(): Promise<{ stored: number }> {
    const prepared = this.rows;
    this.rows = [];
    if (prepared.length === 0) return Promise.resolve({ stored: 0 });
    const { c, scope, runId } = this;
    // Their parameters, one per municipality and date, stored before the rows that refer to them.
    const refs = new Map<string, string>();
    for (const { ref, texts } of prepared) if (ref !== null) refs.set(ref, texts.parameters);
    return c.changeSharing(scope, 'evaluation', refs, async (tx, audit) => {
      const run = await runInScope(tx, scope, runId);
      if (run.status !== 'running')
        throw new InvalidState({
          pt: `a reavaliação ${runId} terminou: não recebe mais resultados`,
          en: `re-evaluation run ${runId} is finished: it takes no more results`,
        });
      const allowed = new Set(run.municipalities);
      for (const { ev } of prepared) {
        if (!allowed.has(ev.municipality))
          throw new InvalidData('municipality', {
            pt: `${ev.municipality} não é um município da reavaliação ${runId}`,
            en: `${ev.municipality} is not a municipality of run ${runId}`,
          });
      }
      const inserted = new Set<string>();
      const tuple = `(${EVALUATION_COLUMNS.map(() => '?').join(', ')})`;
      for (let i = 0; i < prepared.length; i += INSERT_ROWS) {
        const chunk = prepared.slice(i, i + INSERT_ROWS);
        const values: Param[] = [];
        for (const { ev, texts, ref } of chunk) {
          values.push(
            ev.id,
            ev.municipality,
            null,
            ev.date,
            ev.lang,
            ev.lawPackVersion,
            ref === null ? texts.parameters : '',
            texts.overrides,
          );
          values.push(
            texts.input,
            texts.result,
            ev.resultHash,
            ev.createdAt,
            ev.createdBy,
            'siting',
            runId,
            ev.run?.subjectId ?? null,
            ref,
          );
        }
        const rows = await tx.all<Row>(
          `INSERT INTO evaluations (${EVALUATION_COLUMNS.join(', ')}) VALUES ${chunk.map(() => tuple).join(', ')}
           ON CONFLICT (run_id, subject_id) DO NOTHING RETURNING id`,
          values,
        );
        for (const r of rows) inserted.add(str(r['id']));
      }
      // One entry per result stored, in the order computed; the skipped ones were audited when stored.
      for (const { ev, texts, inputHash } of prepared)
        if (inserted.has(ev.id)) audit(evaluationCreated(ev, texts, c.hashOfShared, inputHash));
      return { stored: inserted.size };
    });
  }
}

export async function finishRun(c: SqlCore, scope: Scope, id: string, summary: { evaluated: number; counts: Record<string, number> }) {
  checkOfficial(scope, { pt: 'executar reavaliações', en: 'run re-evaluations' });
  return c.change(scope, 'reevaluation run', async (tx, audit) => {
    const run = await runInScope(tx, scope, id);
    if (run.status === 'finished') return run;
    const stored = num((await tx.get<Row>('SELECT COUNT(*) AS n FROM evaluations WHERE run_id = ?', [id]))?.['n'] ?? 0);
    const next: ReevaluationRun = {
      ...run,
      status: 'finished',
      summary: { evaluated: summary.evaluated, stored, counts: summary.counts },
      finishedAt: now(),
      version: run.version + 1,
    };
    const changed = await tx.run(
      'UPDATE reevaluation_runs SET status = ?, summary = ?, finished_at = ?, version = ? WHERE id = ? AND version = ?',
      [next.status, json('summary', next.summary), next.finishedAt, next.version, id, run.version],
    );
    // Finished meanwhile by another process (PostgreSQL re-checks the WHERE after waiting): that one is audited.
    if (changed === 0) return runInScope(tx, scope, id);
    audit({
      municipality: run.municipality,
      action: 'reevaluation.finish',
      entity: 'reevaluation run',
      entityId: id,
      before: { status: run.status },
      after: { status: next.status, summary: next.summary, finishedAt: next.finishedAt },
    });
    return next;
  });
}
