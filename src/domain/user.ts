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
  /**
   * The company a distributor account acts for (normalised CNPJ, 14 characters): it files that
   * company's yearly list (Nova Odessa, Lei 1.761/2000, art. 13, § 1º) and reads only its own.
   * Required with the role 'distributor', null on every other account.
   */
  distributorCnpj: string | null;
  createdAt: string;
  version: number;
}

/** What creating an account takes: `distributorCnpj` only for a distributor account. */
export type NewUser = Omit<User, 'id' | 'createdAt' | 'version' | 'distributorCnpj'> & { distributorCnpj?: string | null };
