/** Licences (alvará, TVL, construction, vehicle) in the public registry. */
import type { IsoDate } from '../core/types.ts';

export type LicenceStatus = 'active' | 'suspended' | 'revoked' | 'expired';

/** Each kind as people read it (the pack's stage title names its own licence where it differs). */
export const LICENCE_KIND_NAMES: Record<Licence['kind'], { pt: string; en: string }> = {
  alvara: { pt: 'alvará', en: 'alvará (operating licence)' },
  tvl: { pt: 'TVL', en: 'TVL (siting feasibility term)' },
  construction: { pt: 'licença para construção', en: 'construction licence' },
  vehicle: { pt: 'licença do veículo', en: 'vehicle licence' },
};

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
