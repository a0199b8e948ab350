/**
 * Distributor accounts (Nova Odessa, Lei 1.761/2000, art. 13, § 1º: distributors "ficam
 * obrigadas a fornecer, anualmente, à Administração Municipal a relação de suas empresas
 * representantes e de seus revendedores autorizados"): an account with the role 'distributor'
 * carries its company's CNPJ, so that it files that company's list and reads only its own.
 *
 * users.distributor_cnpj: the normalised CNPJ (14 characters, upper case, no punctuation).
 * Nullable: accounts of other roles have none, and distributor accounts made before this
 * migration keep none until an administrator gives them one (until then they file nothing).
 * The store requires it when an account is created or its roles change (src/store/sql/users.ts).
 */
import type { Migration } from './migration.ts';

const sqlite = `
ALTER TABLE users ADD COLUMN distributor_cnpj TEXT CHECK (distributor_cnpj IS NULL OR length(distributor_cnpj) = 14);
`;

const postgres = `
ALTER TABLE users ADD COLUMN distributor_cnpj text COLLATE "C" CHECK (distributor_cnpj IS NULL OR length(distributor_cnpj) = 14);
`;

export const m0010: Migration = { id: '0010_distributor_accounts', sqlite, postgres };
