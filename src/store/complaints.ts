/**
 * Public complaints and the inspection tasks they open (tables complaints and field_tasks,
 * migration 0007). Filing needs no user: the complaint and its task are written in one audited
 * transaction (actor: none, the request id kept). Tasks are the officials': scoped like every read
 * and write — another municipality's task is not found — and every assignment and closing audited.
 */
import type { TaskOutcome, TaskStatus } from '../domain/field-task.ts';
import type { Scope } from '../domain/roles.ts';

export interface ComplaintDraft {
  municipality: string;
  description: string;
  /** [lon, lat] */
  location: [number, number] | null;
  address: string | null;
  photo: { type: string; base64: string } | null;
}

export interface FiledComplaint {
  protocol: string;
  municipality: string;
  taskId: string;
  createdAt: string;
}

export type { TaskOutcome, TaskStatus } from '../domain/field-task.ts';

export interface FieldTask {
  id: string;
  municipality: string;
  kind: 'complaint';
  complaintProtocol: string;
  status: TaskStatus;
  assigneeId: string | null;
  outcome: TaskOutcome | null;
  note: string | null;
  createdAt: string;
  updatedAt: string;
  closedAt: string | null;
  version: number;
  /** The complaint as filed (officials only). */
  complaint: { description: string; location: [number, number] | null; address: string | null; photoType: string | null };
}

export interface ComplaintStatusRow {
  protocol: string;
  municipality: string;
  status: TaskStatus;
  createdAt: string;
  updatedAt: string;
}

export interface ComplaintStore {
  /** Files a complaint and opens its task, in one transaction. `protocol` is drawn by the caller (unique). */
  file(requestId: string, protocol: string, c: ComplaintDraft): Promise<FiledComplaint>;
  /** What anyone holding the protocol may know; null when there is no such complaint. */
  status(protocol: string): Promise<ComplaintStatusRow | null>;
  /** The municipality's queue, oldest first; optionally one status. */
  tasks(scope: Scope, municipality: string, status?: TaskStatus): Promise<FieldTask[]>;
  getTask(scope: Scope, id: string): Promise<FieldTask>;
  /** The complaint's photo (officials of its municipality). */
  photo(scope: Scope, id: string): Promise<{ type: string; base64: string } | null>;
  /** Assigns (or reassigns) an open task to an official of its municipality. */
  assign(scope: Scope, id: string, assigneeId: string): Promise<FieldTask>;
  /** Closes a task with its outcome; a closed task cannot be closed again (InvalidState). */
  close(scope: Scope, id: string, outcome: TaskOutcome, note: string | null): Promise<FieldTask>;
}
