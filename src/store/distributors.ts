/**
 * Distributors' yearly lists in the store (table distributor_lists, migration 0007): each upload
 * kept as received, audited; and the registry's outlets with an active licence, to compare.
 * Scoped like every read and write: officials of one municipality see only its lists.
 */
import type { IsoDate } from '../core/types.ts';
import type { Scope } from '../domain/roles.ts';

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
