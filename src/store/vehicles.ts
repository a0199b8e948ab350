/**
 * Delivery vehicles registered to an outlet (table field_vehicles, migration 0007), and the
 * roadside look-up by plate: the vehicle, its outlet and the licences in force that cover it
 * (the outlet's alvará, a vehicle licence for the plate). Officials only; scoped like every read
 * and write: another municipality's vehicle is simply not there. Every change is audited.
 */
import type { IsoDate } from '../core/types.ts';
import type { Scope } from '../domain/roles.ts';

export interface RegisteredVehicle {
  id: string;
  municipality: string;
  establishmentId: string;
  /** Normalised: upper case, no hyphen (ABC1234, ABC1D23). */
  plate: string;
  type: string;
  ownership: 'owned' | 'contracted' | 'other' | null;
  /** The contract of a contracted vehicle (reference or description), Belém art. 6 § 1º. */
  contract: string | null;
  /** The municipality's own yes/no facts of the vehicle (e.g. signs, inspected, trailer). */
  facts: Record<string, unknown>;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
  version: number;
}

export type VehicleDraft = Pick<
  RegisteredVehicle,
  'municipality' | 'establishmentId' | 'plate' | 'type' | 'ownership' | 'contract' | 'facts'
>;

export interface OutletLicence {
  number: string;
  kind: string;
  issuedOn: IsoDate;
  expiresOn: IsoDate | null;
}

export interface VehicleOutlet {
  id: string;
  name: string;
  cnpj: string | null;
  status: 'active' | 'closed';
  data: Record<string, unknown>;
}

export interface PlateLookup {
  vehicle: RegisteredVehicle | null;
  outlet: VehicleOutlet | null;
  /** Licences active on the date: the outlet's alvará(s) and vehicle licences for the plate. */
  licences: OutletLicence[];
}

export interface VehicleStore {
  /** Registers the plate to the outlet, or updates its registration (another outlet of the same municipality included). */
  register(scope: Scope, v: VehicleDraft): Promise<RegisteredVehicle>;
  /** Removes the registration; NotFound when there is none (or it is another municipality's). */
  remove(scope: Scope, municipality: string, plate: string): Promise<RegisteredVehicle>;
  /** The municipality's vehicles, or one outlet's; by plate. */
  list(scope: Scope, municipality: string, establishmentId?: string): Promise<RegisteredVehicle[]>;
  /** The roadside look-up: the vehicle, its outlet and the licences in force on the date. */
  byPlate(scope: Scope, municipality: string, plate: string, date: IsoDate): Promise<PlateLookup>;
}
