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
}
