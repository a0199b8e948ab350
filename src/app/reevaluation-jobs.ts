/**
 * Persisted re-evaluations started over HTTP (issue #13 item 3): a job per run, in the
 * serving process, with its progress. The run itself is a record of the store (started,
 * results stored in batches, finished), so what survives the process is the run: a job that
 * stopped with its process (a crash, a restart) is resumed with POST …/resume — the results
 * already stored are skipped, none is stored twice (persisted-reevaluation.ts).
 *
 * One thread per job: the server's other requests keep the rest of the machine. Jobs are
 * awaited when the server closes (`close`), so none is cut half-way by a clean stop.
 */
import { formatDate } from '../core/format.ts';
import type { PackRegistry } from '../core/registry.ts';
import type { ReevaluationRun } from '../domain/reevaluation-run.ts';
import type { Scope } from '../domain/roles.ts';
import { silentProgress } from '../siting/types.ts';
import type { Repository } from '../store/repository.ts';
import { persistRun } from './persisted-reevaluation.ts';
import { loadRegistries } from './reevaluate.ts';

export interface JobProgress {
  /** loading the registries, evaluating and storing, finished, or failed (the run can be resumed). */
  phase: 'loading' | 'storing' | 'finished' | 'failed';
  done: number;
  total: number;
  stored: number;
  /** Why it failed (for the official; the details are in the server's log). */
  error: string | null;
  /**
   * For the official, once finished: a registry with no establishment open on the date says so
   * and how to fill it (as `glp reevaluate` does), in the language of the run.
   */
  note: string | null;
}

/** Jobs remembered (their progress) in this process; the oldest finished ones are forgotten first. */
const MAX_REMEMBERED = 100;

export class ReevaluationJobs {
  private readonly jobs = new Map<string, { progress: JobProgress; promise: Promise<void> }>();
  private closing = false;

  constructor(
    private readonly deps: { packs: PackRegistry; repo: Repository },
    private readonly logError: (id: string, e: unknown) => void,
  ) {}

  /** The progress of a run's job in this process, or null (none here: finished earlier, or another process's). */
  progress(runId: string): JobProgress | null {
    return this.jobs.get(runId)?.progress ?? null;
  }

  /** Whether a job of this run is running in this process. */
  running(runId: string): boolean {
    const p = this.jobs.get(runId)?.progress;
    return p !== undefined && (p.phase === 'loading' || p.phase === 'storing');
  }

  /** Starts (or resumes) storing the run's results in the background. */
  start(scope: Scope, run: ReevaluationRun): JobProgress {
    if (this.closing) throw new Error('the server is stopping');
    const progress: JobProgress = { phase: 'loading', done: 0, total: 0, stored: 0, error: null, note: null };
    const promise = (async () => {
      try {
        const { registry } = await loadRegistries(this.deps.repo, run.municipalities, silentProgress);
        progress.phase = 'storing';
        const out = await persistRun(this.deps, scope, run, registry, {
          update(done, total, stored) {
            progress.done = done;
            progress.total = total;
            progress.stored = stored;
          },
        });
        progress.stored = out.run.summary?.stored ?? progress.stored;
        progress.done = progress.total = out.report.evaluated;
        if (out.report.evaluated === 0) progress.note = emptyRegistryNote(run);
        progress.phase = 'finished';
      } catch (e) {
        progress.phase = 'failed';
        progress.error = e instanceof Error ? e.message : String(e);
        this.logError(`reevaluation ${run.id}`, e);
      }
    })();
    this.jobs.set(run.id, { progress, promise });
    // Finished jobs are forgotten after a while: the run record keeps the outcome.
    for (const id of [...this.jobs.keys()]) {
      if (this.jobs.size <= MAX_REMEMBERED) break;
      if (!this.running(id)) this.jobs.delete(id);
    }
    return progress;
  }

  /** Waits for the running jobs (the server is closing): each finishes its run, or fails resumable. */
  async close(): Promise<void> {
    this.closing = true;
    await Promise.all([...this.jobs.values()].map((j) => j.promise));
  }
}

/** The job's counterpart of the CLI's message on an empty registry (siting/batch-render.ts), naming the API's import. */
export function emptyRegistryNote(run: ReevaluationRun): string {
  const munis = run.municipalities.join(', ');
  const date = formatDate(run.options.date);
  const one = run.municipalities.length === 1 ? run.municipalities[0] : '{municipality}';
  return run.options.lang === 'en'
    ? `The registry of ${munis} has no establishment open on ${date}: nothing was re-evaluated. Import them with POST /api/municipalities/${one}/places/import (GeoJSON, CSV, zipped Shapefile or ANP CSV extract), then start a new run.`
    : `O cadastro de ${munis} não tem estabelecimentos em atividade em ${date}: nada foi reavaliado. Importe-os com POST /api/municipalities/${one}/places/import (GeoJSON, CSV, shapefile zipado ou extrato CSV da ANP) e inicie uma nova execução.`;
}
