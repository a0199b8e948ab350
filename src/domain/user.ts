/** An account: a person acting in one municipality (or every one, for system administrators). */
import { CNPJ_EXPECTED, isValidCnpj } from '../core/cnpj.ts';
import { phrasePt } from '../core/input/phrases-pt.ts';
import type { Text } from '../core/types.ts';
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

/**
 * What a distributor account's CNPJ fails, given its roles, or null when it fits: a distributor
 * account names its company by a valid CNPJ (it files that company's yearly list, Lei 1.761/2000
 * de Nova Odessa, art. 13, § 1º); no other account carries one. The store refuses with it and the
 * API answers 422 with it, before any other work: one rule, one wording.
 */
export function distributorCnpjRefusal(roles: readonly Role[], cnpj: string | null | undefined): { found: Text; expected: Text } | null {
  const none = cnpj === null || cnpj === undefined;
  const found = { pt: none ? 'nada' : JSON.stringify(cnpj), en: none ? 'nothing' : JSON.stringify(cnpj) };
  if (!roles.includes('distributor'))
    return none
      ? null
      : {
          found,
          expected: {
            pt: 'nada (só uma conta com o perfil distribuidora tem CNPJ)',
            en: 'nothing (only an account with the role distributor carries a CNPJ)',
          },
        };
  if (typeof cnpj === 'string' && isValidCnpj(cnpj)) return null;
  return {
    found,
    expected: {
      pt: `o CNPJ da empresa distribuidora pela qual a conta envia as relações: ${phrasePt(CNPJ_EXPECTED)}`,
      en: `the CNPJ of the distributor company the account files lists for: ${CNPJ_EXPECTED}`,
    },
  };
}

/**
 * The CNPJ an account is left asking for after a change of roles or CNPJ: the one given, else its
 * own while it stays a distributor — a role taken away takes the CNPJ with it.
 */
export function distributorCnpjAfter(
  current: Pick<User, 'roles' | 'distributorCnpj'>,
  change: { roles?: readonly Role[] | undefined; distributorCnpj?: string | null | undefined },
): { roles: readonly Role[]; cnpj: string | null | undefined } {
  const roles = change.roles ?? current.roles;
  const cnpj =
    change.distributorCnpj !== undefined ? change.distributorCnpj : roles.includes('distributor') ? current.distributorCnpj : null;
  return { roles, cnpj };
}
