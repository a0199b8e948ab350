/** An establishment (outlet, depot, fuel station…) and its address. */

export interface Address {
  street?: string;
  number?: string;
  complement?: string;
  district?: string;
  cep?: string;
}

export interface Establishment {
  id: string;
  municipality: string;
  name: string;
  cnpj: string | null;
  address: Address;
  /** [lon, lat] */
  location: [number, number] | null;
  /** The applicant who owns it (applicants see only their own). */
  ownerUserId: string | null;
  status: 'active' | 'closed';
  data: Record<string, unknown>;
  createdAt: string;
  updatedAt: string;
  version: number;
}
