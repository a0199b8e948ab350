/**
 * The licensing workflow of an application: which status may follow which, and who may
 * move it; in which statuses its content may still be edited, and by whom. One generic
 * procedure today; the licensing issue puts each municipality's own procedure here, as
 * data of its law pack, run by one workflow engine.
 *
 * WHO may act at all is the permission matrix (src/auth/permissions.ts); WHERE (own
 * municipality, own records) the repository enforces from the caller's Scope.
 */
import type { Role } from '../domain/roles.ts';

/**
 * Application status changes (ApplicationStatus, src/domain/application.ts): from → to → roles allowed. Anything not listed is a 409
 * (the record is in a state that does not allow it), distinct from a 403 (the role may not).
 */
export const TRANSITIONS: Readonly<Record<string, Readonly<Record<string, readonly Role[]>>>> = {
  draft: { submitted: ['applicant', 'licensing-officer'], withdrawn: ['applicant', 'licensing-officer'] },
  submitted: {
    'under-review': ['licensing-officer', 'reviewer'],
    rejected: ['licensing-officer'],
    withdrawn: ['applicant', 'licensing-officer'],
  },
  'under-review': {
    approved: ['licensing-officer'],
    rejected: ['licensing-officer'],
    withdrawn: ['applicant', 'licensing-officer'],
  },
  approved: {},
  rejected: {},
  withdrawn: {},
};

/** Statuses in which the application's content may still be edited, and by whom. */
export const EDITABLE: Readonly<Record<string, readonly Role[]>> = {
  draft: ['applicant', 'licensing-officer'],
  submitted: ['licensing-officer', 'reviewer', 'fire-brigade'],
  'under-review': ['licensing-officer', 'reviewer', 'fire-brigade'],
};
