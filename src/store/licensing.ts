/**
 * The store's part for licensing procedures (issue 10): records by kind (src/domain/licensing.ts),
 * files by sha256, and `commit` — several writes in ONE transaction (a licence issued with
 * its record and decision, an old licence closed, a sanction with its case), each audited.
 * Scoped like every other read and write (sql-repository.ts header).
 */
import type { LicensingBlob, LicensingItem, LicensingKind, LicensingOp } from '../domain/licensing.ts';
import type { ListQuery, Page } from '../domain/paging.ts';
import type { Scope } from '../domain/roles.ts';

export interface LicensingQuery extends ListQuery {
  kind?: LicensingKind;
  applicationId?: string;
  licenceId?: string;
  status?: string;
}

export interface LicensingStore {
  get(scope: Scope, id: string): Promise<LicensingItem>;
  list(scope: Scope, q: LicensingQuery): Promise<Page<LicensingItem>>;
  /** The lifecycle state of a licence issued through a procedure, for the public verification (no scope: public). */
  publicRecord(licenceId: string): Promise<{ status: string } | null>;
  /** A stored file, read through a document the scope can see. */
  blob(scope: Scope, documentId: string): Promise<LicensingBlob>;
  /** Applies every operation in one transaction; returns the records written, in order (null for licence/application ops). */
  commit(scope: Scope, ops: readonly LicensingOp[]): Promise<(LicensingItem | null)[]>;
}
