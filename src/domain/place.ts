/** A record of a municipality's place registries. */
import type { IsoDate } from '../core/types.ts';

/** A place of a municipality's registries (outlets, schools, zones, perimeter…), issue #4. */
export interface PlaceRecord {
  id: string;
  municipality: string;
  /** A place category the law packs declare (src/siting/types.ts registryVocabulary), or 'zone', 'urban-perimeter', 'municipal-boundary'. */
  category: string;
  status: string | null;
  name: string | null;
  geometry: { type: 'Point'; coordinates: [number, number] } | { type: 'Polygon'; coordinates: [number, number][][] } | null;
  source: string;
  importedAt: string;
  /** Validity in time: the registry "as of" a date. */
  validFrom: IsoDate | null;
  validTo: IsoDate | null;
  data: Record<string, unknown>;
  version: number;
}
