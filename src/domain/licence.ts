/** Licences (alvará, TVL, construction, vehicle) in the public registry. */
import type { IsoDate } from '../core/types.ts';

export type LicenceStatus = 'active' | 'suspended' | 'revoked' | 'expired';

/** A licence (alvará/TVL) in the public registry. */
export interface Licence {
  id: string;
  municipality: string;
  establishmentId: string;
  number: string;
  kind: 'alvara' | 'tvl' | 'construction' | 'vehicle';
  class: string | null;
  issuedOn: IsoDate;
  expiresOn: IsoDate | null;
  status: LicenceStatus;
  /** Vehicle plate, for vehicle licences. */
  plate: string | null;
  createdAt: string;
  updatedAt: string;
  version: number;
}
