/**
 * The demonstration accounts (issue 12, "Done when": a newcomer signs in with the accounts the
 * README documents and follows each role's path). Their passwords are public — printed in the
 * README — so an account is a demo account by its e-mail domain: `demo.example`, a name under
 * the `.example` top-level domain reserved by RFC 2606, which no real person's mailbox can have.
 * The user list shows them as "demo" (userView `demo`), and `glp demo accounts` refuses to add
 * them beside real accounts or on a server reachable from elsewhere.
 */
import type { Role } from './roles.ts';

export const DEMO_DOMAIN = 'demo.example';

/** The one password of every demo account (public: the README prints it). */
export const DEMO_PASSWORD = 'demonstracao';

export interface DemoAccount {
  email: string;
  name: string;
  /** null for the system administrator only. */
  municipality: string | null;
  role: Role;
  /** A distributor account's company (synthetic, valid check digits): what it files lists under. */
  distributorCnpj?: string;
}

const account = (local: string, name: string, municipality: string | null, role: Role): DemoAccount => ({
  email: `${local}@${DEMO_DOMAIN}`,
  name: `${name} (demonstração)`,
  municipality,
  role,
});

/**
 * One account per role where the demo registry and the web screens have a path for it: every
 * role in Belém/PA (the richest demo registry), the inspection and licensing roles in
 * Salvador/BA (whose law the inspection checklist and fines come from), and one system
 * administrator. README "Demo accounts" lists exactly these.
 */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  account('requerente.belem', 'Requerente de Belém', 'belem-pa', 'applicant'),
  account('licenciamento.belem', 'Servidor do licenciamento de Belém', 'belem-pa', 'licensing-officer'),
  account('analista.belem', 'Analista de Belém', 'belem-pa', 'reviewer'),
  account('bombeiros.belem', 'Corpo de Bombeiros em Belém', 'belem-pa', 'fire-brigade'),
  account('fiscal.belem', 'Fiscal de Belém', 'belem-pa', 'inspector'),
  { ...account('distribuidora.belem', 'Distribuidora em Belém', 'belem-pa', 'distributor'), distributorCnpj: '90000001000129' },
  account('admin.belem', 'Administrador municipal de Belém', 'belem-pa', 'municipal-admin'),
  account('fiscal.salvador', 'Fiscal de Salvador', 'salvador-ba', 'inspector'),
  account('licenciamento.salvador', 'Servidor do licenciamento de Salvador', 'salvador-ba', 'licensing-officer'),
  account('admin', 'Administrador do sistema', null, 'system-admin'),
];

/** Whether an e-mail address is a demo account's (its domain is DEMO_DOMAIN, any case). */
export function isDemoEmail(email: string): boolean {
  return email.trim().toLowerCase().endsWith(`@${DEMO_DOMAIN}`);
}
