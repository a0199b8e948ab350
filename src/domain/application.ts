/** A licensing application: its status and the establishment document it carries. */

export type ApplicationStatus = 'draft' | 'submitted' | 'under-review' | 'approved' | 'rejected' | 'withdrawn';

export interface Application {
  id: string;
  municipality: string;
  establishmentId: string | null;
  applicantUserId: string | null;
  type: string;
  status: ApplicationStatus;
  /** The establishment input document (src/core/input/schema.ts). */
  input: Record<string, unknown>;
  createdAt: string;
  updatedAt: string;
  version: number;
}
