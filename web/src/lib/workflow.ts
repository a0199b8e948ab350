/**
 * Which status changes the screens offer to whom. The API decides (src/licensing/application-
 * workflow.ts answers 403 or 409 and the screen shows why); this copy only keeps the screens
 * from offering buttons a role can never use. The web application may not import server code
 * (test/architecture.test.ts), hence a copy, which test/web/workflow.test.ts keeps equal.
 */
export const TRANSITIONS: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> = {
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

/** The statuses a user with these roles may move an application in `status` to. */
export function nextStatuses(status: string, roles: readonly string[]): string[] {
  return Object.entries(TRANSITIONS[status] ?? {})
    .filter(([, who]) => who.some((r) => roles.includes(r)))
    .map(([to]) => to);
}

/** Roles that work on applications as the municipality (the work queue). */
export const OFFICIAL_ROLES = ['licensing-officer', 'reviewer', 'inspector', 'fire-brigade', 'municipal-admin', 'system-admin'] as const;
export const ADMIN_ROLES = ['municipal-admin', 'system-admin'] as const;

export function isOfficial(roles: readonly string[]): boolean {
  return roles.some((r) => (OFFICIAL_ROLES as readonly string[]).includes(r));
}
