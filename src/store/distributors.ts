/**
 * Distributors' yearly lists in the store (table distributor_lists, migration 0007): each upload
 * kept as received, audited; and the registry's outlets with an active licence, to compare.
 * Scoped like every read and write: officials of one municipality see only its lists; a
 * distributor account (migration 0010) files and reads only its own company's.
 */
import type { IsoDate } from '../core/types.ts';
import { Forbidden } from '../domain/errors.ts';
import type { Scope } from '../domain/roles.ts';

/** An official of the lists: any role but applicant and distributor (they read every distributor's). */
export const listOfficial = (s: Scope): boolean => s.roles.some((r) => r !== 'applicant' && r !== 'distributor');

/**
 * A distributor account acts for its own company only (Lei 1.761/2000 de Nova Odessa, art. 13,
 * § 1º: each distributor gives ITS list): the CNPJ it files and reads under, or Forbidden.
 */
export function ownCnpj(scope: Scope, what: { pt: string; en: string }): string {
  if (!scope.roles.includes('distributor'))
    throw new Forbidden({ pt: `requerentes não podem ${what.pt}`, en: `applicants cannot ${what.en}` });
  if (!scope.distributorCnpj)
    throw new Forbidden({
      pt: `esta conta de distribuidora não tem o CNPJ da empresa cadastrado: não pode ${what.pt} (peça ao administrador municipal que o informe)`,
      en: `this distributor account has no company CNPJ recorded: it cannot ${what.en} (ask the municipal administrator to set it)`,
    });
  return scope.distributorCnpj;
}

export interface StoredListLine {
  line: number;
  kind: 'representative' | 'reseller';
  cnpj: string;
  name: string;
}

export interface DistributorList {
  id: string;
  municipality: string;
  distributorCnpj: string;
  distributorName: string;
  brand: string;
  year: number;
  receivedOn: IsoDate;
  lines: StoredListLine[];
  createdBy: string;
  createdAt: string;
}

export interface LicensedOutletRow {
  cnpj: string | null;
  name: string;
  licence: string;
  brand: string | null;
}

export interface DistributorListStore {
  add(scope: Scope, l: Omit<DistributorList, 'id' | 'createdBy' | 'createdAt'>): Promise<DistributorList>;
  /** The municipality's lists, every year up to `year` (earlier years tell which are missing). */
  upTo(scope: Scope, municipality: string, year: number): Promise<DistributorList[]>;
  /** Outlets with an active alvará on the date (the registry the lists are compared with). */
  licensedOutlets(scope: Scope, municipality: string, date: IsoDate): Promise<LicensedOutletRow[]>;
}
