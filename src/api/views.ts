/** What the API shows of stored records (never password hashes). */
import type { User } from '../domain/user.ts';

export function userView(u: User) {
  return {
    id: u.id,
    email: u.email,
    name: u.name,
    municipality: u.municipality,
    roles: u.roles,
    hasPassword: u.passwordHash !== null,
    oidcIssuer: u.oidcIssuer,
    oidcSubject: u.oidcSubject,
    disabled: u.disabled,
    createdAt: u.createdAt,
    version: u.version,
  };
}
