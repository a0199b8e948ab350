import type { Statement } from './engine.ts';

/** An audit entry ready to link: its canonical JSON around prevHash, and its row's columns from `at` to `request_id`. */
export interface ChainEntry {
  pre: string;
  post: string;
  values: readonly (string | null)[];
}
export function chainStatements(head: { seq: number | string | bigint; hash: string }, entries: readonly ChainEntry[]): Statement[];
export const HEAD_SQL: string;
export const MISSING_HEAD: string;
