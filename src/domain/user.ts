/** An account: a person acting in one municipality (or every one, for system administrators). */
import type { Role } from './roles.ts';

export interface User {
  id: string;
  email: string;
  name: string;
  /** null for system administrators. */
  municipality: string | null;
  roles: Role[];
  /** argon2id hash; absent for OIDC-only accounts. */
  passwordHash: string | null;
  oidcIssuer: string | null;
  oidcSubject: string | null;
  disabled: boolean;
  createdAt: string;
  version: number;
}
