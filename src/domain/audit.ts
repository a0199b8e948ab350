/** One entry of the hash-chained audit log. */

export interface AuditEntry {
  seq: number;
  at: string;
  actorId: string | null;
  municipality: string | null;
  action: string;
  entity: string;
  entityId: string;
  before: unknown;
  after: unknown;
  requestId: string | null;
  prevHash: string;
  hash: string;
}
