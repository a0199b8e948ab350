/**
 * The permission matrix: which role may do what. One table, read by every route (through
 * `requirePermission`) and by the authorization-matrix test, so a change of policy is one
 * edit here. WHAT a role may do lives here; WHERE (own municipality, own records for
 * applicants) is enforced by the repository from the caller's Scope.
 *
 * Separation of duties: administrators (municipal and system) manage people and read the
 * audit log, but do not perform licensing acts (granting, suspending or revoking a licence,
 * deciding an application): those are legal acts of the licensing department.
 */
import { ROLES, type Role } from '../domain/roles.ts';

export const ACTIONS = [
  'evaluate',
  'establishment.read',
  'establishment.create',
  'establishment.update',
  'application.read',
  'application.create',
  'application.update',
  'application.submit',
  'evaluation.read',
  'evaluation.create',
  'licence.read',
  'licence.create',
  'licence.update',
  'user.read',
  'user.write',
  'audit.read',
  'audit.verify',
  'distributor-list.create',
  'distributor-list.read',
  'distributor-list.report',
  'vehicle.write',
  'vehicle.read',
  'task.read',
  'task.write',
  'enforcement.read',
  'enforcement.write',
  'enforcement.decide',
  'licensing.present',
  'licensing.review',
  'licensing.opinion',
  'licensing.resubmit',
  'licensing.request',
  'licensing.hold',
  'place.import',
] as const;
export type Action = (typeof ACTIONS)[number];

const OFFICIALS_READ: readonly Role[] = ['licensing-officer', 'reviewer', 'inspector', 'fire-brigade', 'municipal-admin', 'system-admin'];

/** action → roles allowed. Applicants are listed where they may act on their OWN records. */
export const MATRIX: Readonly<Record<Action, readonly Role[]>> = {
  // Any signed-in user: every role.
  evaluate: ROLES,
  'establishment.read': ['applicant', ...OFFICIALS_READ],
  'establishment.create': ['applicant', 'licensing-officer'],
  // Inspectors record what they found on site.
  'establishment.update': ['applicant', 'licensing-officer', 'inspector'],
  'application.read': ['applicant', ...OFFICIALS_READ],
  'application.create': ['applicant', 'licensing-officer'],
  // Reviewers and the fire brigade record their opinions (pareceres) in the application.
  'application.update': ['applicant', 'licensing-officer', 'reviewer', 'fire-brigade'],
  'application.submit': ['applicant', 'licensing-officer'],
  'evaluation.read': ['applicant', ...OFFICIALS_READ],
  'evaluation.create': ['applicant', 'licensing-officer', 'reviewer', 'inspector', 'fire-brigade'],
  // Applicants and the public use the public registry; distributors check their resellers.
  'licence.read': [...OFFICIALS_READ, 'distributor'],
  'licence.create': ['licensing-officer'],
  'licence.update': ['licensing-officer'],
  'user.read': ['municipal-admin', 'system-admin'],
  'user.write': ['municipal-admin', 'system-admin'],
  'audit.read': ['municipal-admin', 'system-admin'],
  'audit.verify': ['system-admin'],
  // Nova Odessa, Lei 1.761/2000, art. 13, § 1º: officials record the lists distributors deliver;
  // a distributor account files and reads its own company's (the store narrows it to its CNPJ).
  // The report compares every distributor's lists with the licence registry: officials only.
  'distributor-list.create': ['licensing-officer', 'inspector', 'municipal-admin', 'distributor'],
  'distributor-list.read': [...OFFICIALS_READ, 'distributor'],
  'distributor-list.report': OFFICIALS_READ,
  // Issue 11: officials register outlets' delivery vehicles; inspectors check them at the roadside.
  'vehicle.write': ['licensing-officer', 'inspector', 'municipal-admin'],
  'vehicle.read': OFFICIALS_READ,
  // Issue 11: the inspection queue opened by public complaints.
  'task.read': OFFICIALS_READ,
  'task.write': ['licensing-officer', 'inspector', 'municipal-admin'],
  // Enforcement (issue 11): applicants read the acts about their own establishments; inspectors
  // act in the field (notices, closures, seizures, inspections); the licensing department
  // decides (defence, payment, cancellation, revocation after a closure).
  'enforcement.read': ['applicant', ...OFFICIALS_READ],
  'enforcement.write': ['inspector'],
  'enforcement.decide': ['licensing-officer'],
  // Licensing procedures (issue 10): the applicant presents documents, resubmits to a
  // department and files a defence; reviewers accept documents; the departments (reviewer,
  // fire brigade, inspector) give opinions and inspections and may hold an application.
  'licensing.present': ['applicant', 'licensing-officer'],
  'licensing.review': ['reviewer', 'licensing-officer'],
  'licensing.opinion': ['reviewer', 'fire-brigade', 'inspector'],
  'licensing.resubmit': ['applicant', 'licensing-officer'],
  'licensing.request': ['licensing-officer'],
  'licensing.hold': ['licensing-officer', 'reviewer', 'fire-brigade', 'inspector'],
  // Place registries (issue #12 screens): the administrators keep the municipality's data.
  'place.import': ['municipal-admin', 'system-admin'],
};

export function allowed(roles: readonly Role[], action: Action): boolean {
  const ok = MATRIX[action];
  return roles.some((r) => ok.includes(r));
}

/** Roles that act only on their own records (the repository narrows their reads to them). */
export function ownRecordsOnly(roles: readonly Role[]): boolean {
  return roles.length > 0 && roles.every((r) => r === 'applicant');
}

/** Roles a municipal administrator may grant (never system-admin). */
export function grantableBy(roles: readonly Role[]): readonly Role[] | 'all' {
  if (roles.includes('system-admin')) return 'all';
  if (roles.includes('municipal-admin')) {
    return ['applicant', 'licensing-officer', 'reviewer', 'inspector', 'fire-brigade', 'distributor', 'municipal-admin'];
  }
  return [];
}
