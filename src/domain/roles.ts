/** Who may act: the roles of the licensing system, and the scope a caller acts in. */

export const ROLES = [
  'applicant',
  'licensing-officer',
  'reviewer',
  'inspector',
  'fire-brigade',
  'distributor',
  'municipal-admin',
  'system-admin',
] as const;
export type Role = (typeof ROLES)[number];

/** Who is acting. `municipality: null` only for system administrators (all municipalities). */
export interface Scope {
  userId: string;
  municipality: string | null;
  roles: readonly Role[];
  requestId: string;
}
