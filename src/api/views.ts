/** What the API shows of stored records (never password hashes). */
import type { User } from '../domain/user.ts';
import { isDemoEmail } from '../domain/demo-accounts.ts';

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
    distributorCnpj: u.distributorCnpj,
    demo: isDemoEmail(u.email),
    createdAt: u.createdAt,
    version: u.version,
  };
}
