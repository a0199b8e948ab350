/** An evaluation kept on record, with what it takes to reproduce it. */
import type { EvaluationResult, IsoDate } from '../core/types.ts';

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
  /**
   * 'siting': only the pack's distance rules were evaluated — a result of a batch
   * re-evaluation, reproduced with the same rules. Absent: every rule of the pack.
   */
  ruleSet?: 'siting';
  /** The re-evaluation run that stored it, and the registry record (establishment) it is about. */
  run?: { id: string; subjectId: string };
}
