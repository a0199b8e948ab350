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

/** The roles as people call them (CLI texts; the web application has its own copy in its i18n). */
export const ROLE_NAMES: Record<Role, { pt: string; en: string }> = {
  applicant: { pt: 'requerente', en: 'applicant' },
  'licensing-officer': { pt: 'servidor do licenciamento', en: 'licensing officer' },
  reviewer: { pt: 'analista', en: 'reviewer' },
  inspector: { pt: 'fiscal', en: 'inspector' },
  'fire-brigade': { pt: 'corpo de bombeiros', en: 'fire brigade' },
  distributor: { pt: 'distribuidora', en: 'distributor' },
  'municipal-admin': { pt: 'administrador municipal', en: 'municipal administrator' },
  'system-admin': { pt: 'administrador do sistema', en: 'system administrator' },
};

/** A role as people call it, in both languages; an id no role has is said as written. */
export function roleName(id: string): { pt: string; en: string } {
  return (ROLE_NAMES as Record<string, { pt: string; en: string } | undefined>)[id] ?? { pt: id, en: id };
}

/** Several roles as people call them, in both languages ("requerente, analista"). */
export function roleNames(ids: readonly string[]): { pt: string; en: string } {
  return { pt: ids.map((r) => roleName(r).pt).join(', '), en: ids.map((r) => roleName(r).en).join(', ') };
}

/** Who is acting. `municipality: null` only for system administrators (all municipalities). */
export interface Scope {
  userId: string;
  municipality: string | null;
  roles: readonly Role[];
  requestId: string;
  /** A distributor account's company (User.distributorCnpj): the only lists it files and reads. */
  distributorCnpj?: string | null;
}
