/**
 * Persisted re-evaluation (`glp reevaluate … --store`, issue #13): every establishment's result
 * is kept as a stored evaluation — its filled input, date, language, what-if overrides,
 * law-pack version and parameters — that `reproduce` recomputes to the same hash. Results are
 * stored in batches while the re-evaluation runs (each batch one durable commit, its audit
 * entries appended in one step), under a run recorded first. A run that stopped half-way (a
 * crash, a kill) is resumed with its id: the results already stored are skipped — the store
 * refuses a second result for the same run and establishment anyway — and the rest stored.
 *
 * The API's counterpart (a job with progress) is to call `persistRun` from the job mechanism
 * of the API (branch security), with the job's progress as `progress`.
 */
import type { EstablishmentInput } from '../core/input/schema.ts';
import type { PackRegistry } from '../core/registry.ts';
import type { ReevaluationRun, ReevaluationRunOptions, ReevaluationRunWriter, RunResult } from '../domain/reevaluation-run.ts';
import type { Scope } from '../domain/roles.ts';
import { type EvaluatedEstablishment, type ReevaluateOptions, type ReevaluationReport, reevaluating } from '../siting/batch.ts';
import type { PlaceRegistry } from '../siting/registry.ts';
import type { Repository } from '../store/repository.ts';
import { sharedParametersOf } from './reproduce.ts';

/** Results per stored batch: one transaction (and one fsync) each. */
export const STORE_BATCH = 500;
/**
 * Establishments evaluated between two turns of the event loop (the pending write makes progress
 * meanwhile: each answer of the writer thread or PostgreSQL waits for the next turn). 16: about
 * 3 ms of computing; with 64 a batch's few round trips took as long as computing the next batch.
 */
const YIELD_EVERY = 16;

export interface PersistedReevaluation {
  run: ReevaluationRun;
  report: ReevaluationReport;
  /** Results stored by this call. */
  stored: number;
  /** Results the run already had (stored before a crash, or by a concurrent resume). */
  alreadyStored: number;
}

export interface PersistProgress {
  /** done / total establishments evaluated, and how many results are stored so far. */
  update(done: number, total: number, stored: number): void;
}

/**
 * The filled input as the evaluation used it. The registry fills some facts only if a rule
 * reads them (src/siting/nearby.ts, lazyFact: a getter that measures, then becomes a value):
 * serialising the document would measure every one still unread (~120 µs per establishment in
 * a national re-evaluation). Those are left out; evaluating the stored input reads exactly the
 * facts the evaluation read, all present, so the result is the same (tests reproduce it).
 */
export function withoutUnreadFacts(input: EstablishmentInput): EstablishmentInput {
  const zone = input.zone as Record<string, unknown> | undefined;
  if (!zone) return input;
  const descriptors = Object.getOwnPropertyDescriptors(zone);
  if (!Object.values(descriptors).some((d) => d.get !== undefined)) return input;
  const read: Record<string, unknown> = {};
  for (const [k, d] of Object.entries(descriptors)) if (d.enumerable && d.get === undefined) read[k] = d.value;
  return { ...input, zone: read as EstablishmentInput['zone'] };
}

/** The run's options as the re-evaluation takes them. */
export function optionsOfRun(run: ReevaluationRun): ReevaluateOptions {
  const o = run.options;
  return {
    date: o.date,
    whatIf: o.whatIf,
    municipalities: run.municipalities,
    priority: o.priority,
    lang: o.lang,
    ...(o.since !== undefined ? { since: o.since } : {}),
  };
}

/** The options to record for a run (checked already: reevaluate.ts reevaluationOptions). */
export function runOptionsOf(opts: ReevaluateOptions): ReevaluationRunOptions {
  return {
    date: opts.date,
    whatIf: opts.whatIf ?? {},
    priority: opts.priority !== false,
    lang: opts.lang ?? 'pt',
    ...(opts.since !== undefined ? { since: opts.since } : {}),
  };
}

/** What one thread stored of a run: its part of the report and how many results it stored. */
export interface StoredShard {
  report: ReevaluationReport;
  stored: number;
}

/**
 * Re-evaluates `municipalities` of `run` over `registry` and stores every result whose
 * establishment is not in `already`, in batches of `batchSize` (one write of the group commit
 * each, written while the next batch is computed). Resolves once everything is committed.
 */
export async function persistShard(
  deps: { packs: PackRegistry; repo: Repository },
  scope: Scope,
  run: ReevaluationRun,
  registry: PlaceRegistry,
  municipalities: readonly string[],
  already: ReadonlySet<string>,
  progress?: PersistProgress,
  batchSize = STORE_BATCH,
): Promise<StoredShard> {
  const writer = deps.repo.reevaluationWriter(scope, run.id);
  const { report, written } = await computeShard(deps.packs, writer, run, registry, municipalities, already, progress, batchSize);
  return { report, stored: await written };
}

/**
 * `persistShard` through any writer — the repository's, or (on a worker thread of
 * persist-parallel.ts) one that hands each batch, serialised and hashed, to the thread that
 * writes — resolved once every result is computed and handed to `writer`; `written` resolves
 * once all are committed.
 */
export async function computeShard(
  packs: PackRegistry,
  writer: ReevaluationRunWriter,
  run: ReevaluationRun,
  registry: PlaceRegistry,
  municipalities: readonly string[],
  already: ReadonlySet<string>,
  progress?: PersistProgress,
  batchSize = STORE_BATCH,
): Promise<{ report: ReevaluationReport; written: Promise<number> }> {
  const opts = { ...optionsOfRun(run), municipalities };
  let done = 0;
  let total = 0;
  let stored = 0;
  opts.onProgress = (d, t) => {
    done = d;
    total = t;
    progress?.update(done, total, stored);
  };
  const resultOf = (e: EvaluatedEstablishment): RunResult => ({
    subjectId: e.subject.id,
    municipality: e.subject.municipality,
    date: e.result.date,
    lang: e.result.lang,
    lawPackVersion: e.result.lawPackVersion,
    parameters: sharedParametersOf(e.pack, e.result),
    // The what-if values of this municipality's law (the same object for all its results).
    overrides: e.result.overrides,
    // Facts measured only when read: those no rule read are not measured just to be stored.
    input: withoutUnreadFacts(e.input) as unknown as Record<string, unknown>,
    result: e.result,
  });

  // One batch is written while the next is computed; a failed write stops the run (resumable).
  let writing: Promise<void> | null = null;
  let failure: { error: unknown } | null = null;
  const flush = async () => {
    if (writing) await writing;
    if (failure) throw failure.error;
    writing = writer
      .flush()
      .then((r) => {
        stored += r.stored;
        progress?.update(done, total, stored);
      })
      .catch((error: unknown) => {
        failure = { error };
      });
  };
  let sinceYield = 0;
  const steps = reevaluating(packs, registry, opts);
  let report: ReevaluationReport;
  for (;;) {
    const step = steps.next();
    if (step.done) {
      report = step.value;
      break;
    }
    if (!already.has(step.value.subject.id)) {
      writer.add(resultOf(step.value));
      if (writer.pending >= batchSize) await flush();
    }
    if (++sinceYield >= YIELD_EVERY && writing) {
      sinceYield = 0;
      await new Promise((resolve) => setImmediate(resolve));
      if (failure) throw (failure as { error: unknown }).error;
    }
  }
  if (writer.pending > 0) await flush();
  // The last write is awaited by the caller: a worker thread goes on to its next task meanwhile.
  const last = writing as Promise<void> | null;
  const written = (async () => {
    if (last) await last;
    if (failure) throw (failure as { error: unknown }).error;
    return stored;
  })();
  // Awaited or not, a failure is the caller's (an unobserved rejection would end the process).
  written.catch(() => {});
  return { report, written };
}

/** Several threads storing a run at once (persist-parallel.ts: `parallelPersist`). */
export interface ParallelPersist {
  threads: number;
  /** Runs the shards in worker threads (persist-parallel.ts); given by the caller, so this module needs no worker. */
  run(
    deps: { packs: PackRegistry; repo: Repository },
    scope: Scope,
    run: ReevaluationRun,
    registry: PlaceRegistry,
    already: ReadonlySet<string>,
    progress: PersistProgress | undefined,
    batchSize: number,
  ): Promise<StoredShard>;
}

/**
 * Runs the re-evaluation of `run` over `registry` and stores every result not yet stored, in
 * batches; then marks the run finished. Resolves once everything is committed. With
 * `parallel`, the municipalities are split among worker threads, each storing its share
 * through a connection of its own (persist-parallel.ts); the audit chain is extended by each
 * commit in turn, as with `glp serve --workers`.
 */
export async function persistRun(
  deps: { packs: PackRegistry; repo: Repository },
  scope: Scope,
  run: ReevaluationRun,
  registry: PlaceRegistry,
  progress?: PersistProgress,
  batchSize = STORE_BATCH,
  parallel?: ParallelPersist,
): Promise<PersistedReevaluation> {
  const { repo } = deps;
  const already = new Set(await repo.reevaluationRunSubjects(scope, run.id));
  const counted: PersistProgress | undefined = progress && {
    update: (done, total, stored) => progress.update(done, total, stored + already.size),
  };
  const { report, stored } =
    parallel && parallel.threads > 1
      ? await parallel.run(deps, scope, run, registry, already, counted, batchSize)
      : await persistShard(deps, scope, run, registry, run.municipalities, already, counted, batchSize);
  const finished = await repo.finishReevaluationRun(scope, run.id, { evaluated: report.evaluated, counts: report.counts.after });
  // Results stored by another process resuming the same run at the same time count as "already".
  const alreadyStored = (finished.summary?.stored ?? stored + already.size) - stored;
  return { run: finished, report, stored, alreadyStored };
}
