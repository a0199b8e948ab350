/**
 * A persisted batch re-evaluation (`glp reevaluate --store`): what was asked, how far it got.
 * Its results are stored evaluations linked to it, one per registered establishment: the pair
 * (run, establishment) is unique, so a run resumed after a crash stores no result twice.
 */
import type { IsoDate, Lang } from '../core/types.ts';
import type { StoredEvaluation } from './evaluation.ts';

export interface ReevaluationRunOptions {
  date: IsoDate;
  since?: IsoDate;
  /** What-if parameter values (full id → value). */
  whatIf: Record<string, unknown>;
  priority: boolean;
  lang: Lang;
}

export interface ReevaluationRun {
  id: string;
  /** The one municipality it covers, or null for several (only a system administrator sees those). */
  municipality: string | null;
  municipalities: string[];
  options: ReevaluationRunOptions;
  status: 'running' | 'finished';
  /** At the finish: how many establishments were evaluated, and the states counted. */
  summary: { evaluated: number; stored: number; counts: Record<string, number> } | null;
  createdAt: string;
  createdBy: string;
  finishedAt: string | null;
  version: number;
}

/** One result of a run as the re-evaluation computed it (only the pack's distance rules), to store. */
export type RunResult = Omit<StoredEvaluation, 'id' | 'applicationId' | 'resultHash' | 'createdAt' | 'createdBy' | 'ruleSet' | 'run'> & {
  /** The registry record (establishment) evaluated: with the run, the result's idempotency key. */
  subjectId: string;
};

/**
 * A result as text, ready to store: its documents as canonical JSON and the hashes the stored
 * evaluation and its audit entry carry (sha256 of the result's and of the input's text).
 * Plain data: it crosses threads as it is.
 */
export interface PreparedRunResult {
  subjectId: string;
  municipality: string;
  date: string;
  lang: Lang;
  lawPackVersion: string;
  texts: { parameters: string; overrides: string; input: string; result: string };
  resultHash: string;
  inputHash: string;
}

/**
 * Stores the results of a running run in batches: `add` serialises and checks a result at
 * once (so its objects need not be kept), `flush` commits those added since the last flush.
 */
export interface ReevaluationRunWriter {
  add(result: RunResult): void;
  /**
   * A result already serialised and hashed (store/sql/reevaluation-runs.ts `prepareRunResult`,
   * possibly on another thread): checked and queued like `add`, without serialising again.
   */
  addPrepared(result: PreparedRunResult): void;
  /** Results added and not flushed yet. */
  readonly pending: number;
  /** Resolves once committed, with how many were stored (those already in the run are skipped). */
  flush(): Promise<{ stored: number }>;
}
