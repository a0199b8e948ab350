/**
 * The store's part for enforcement (issue 11): notices, closure orders, seizures and
 * inspections as enforcement records, and inspection photos. Scoped like every other record
 * (an official sees only their municipality's; an applicant only their own establishments'),
 * every change audited in its transaction. Implemented in sql/enforcement.ts.
 */
import type { EnforcementDraft, EnforcementRecord } from '../domain/enforcement.ts';
import type { ListQuery, Page } from '../domain/paging.ts';
import type { Scope } from '../domain/roles.ts';

export type { EnforcementDraft, EnforcementKind, EnforcementRecord } from '../domain/enforcement.ts';

/** One act's new status and data, at the version read. */
export interface EnforcementUpdate {
  id: string;
  expectedVersion: number;
  status: string;
  data: unknown;
}

export interface EnforcementStore {
  /**
   * Records new acts about one establishment in ONE transaction. `plan` runs inside it with
   * the establishment's earlier records (all kinds, oldest first; the establishment's row is
   * locked first, so two notices written at once count each other) and returns the drafts to
   * insert — e.g. a notice, and the closure order its count triggers. `plan` must be pure: it
   * may run more than once (group commit). Audited as `<kind>.create` per record.
   */
  record(
    scope: Scope,
    establishmentId: string,
    plan: (earlier: readonly EnforcementRecord[]) => EnforcementDraft[],
  ): Promise<EnforcementRecord[]>;
  /**
   * Changes acts about one establishment in ONE transaction, under the same lock as `record`:
   * `plan` runs inside it with the establishment's acts (all kinds, oldest first) and returns the
   * updates, each at the version it read (another: VersionConflict) — e.g. a notice annulled and
   * the closure order it grounded lifted. `plan` must be pure (it may run more than once).
   * Audited as `<kind>.update` per record; the records after, in the plan's order.
   */
  amend(
    scope: Scope,
    establishmentId: string,
    plan: (records: readonly EnforcementRecord[]) => EnforcementUpdate[],
  ): Promise<EnforcementRecord[]>;
  get(scope: Scope, id: string): Promise<EnforcementRecord>;
  /** Filters: kind, establishmentId, status, irregularity. */
  list(scope: Scope, q: ListQuery): Promise<Page<EnforcementRecord>>;
  /** Optimistic update of status and data (audited with before and after); nothing is ever deleted. */
  update(
    scope: Scope,
    id: string,
    expectedVersion: number,
    compute: (current: EnforcementRecord) => Pick<EnforcementRecord, 'status' | 'data'>,
  ): Promise<EnforcementRecord>;
  /** Stores a photo once per content (sha256); returns its address. JPEG or PNG, at most 2 MB. */
  putPhoto(scope: Scope, municipality: string, bytes: Uint8Array): Promise<{ sha256: string; mediaType: string; size: number }>;
  getPhoto(scope: Scope, municipality: string, sha256: string): Promise<{ bytes: Buffer; mediaType: string }>;
}
