/**
 * The vocabulary of the place registries (issue #4): which layers a municipality keeps,
 * and the record shape shared with the store (src/store/repository.ts PlaceRecord).
 */
import { OUTLET_STATUSES, PLACE_CATEGORIES, type PlaceCategory } from '../core/input/schema.ts';
import type { PlaceRecord } from '../domain/place.ts';

export type { PlaceRecord };

/** A record before the store gives it an id and a version. */
export type PlaceDraft = Omit<PlaceRecord, 'id' | 'version'>;

/** Area layers: polygons describing the territory rather than places a rule measures to. */
export const AREA_LAYERS = ['zone', 'urban-perimeter', 'municipal-boundary'] as const;
export type AreaLayer = (typeof AREA_LAYERS)[number];

/** Every category a registry record may carry. */
export const REGISTRY_CATEGORIES: readonly string[] = [...PLACE_CATEGORIES, ...AREA_LAYERS];

/** Zone kinds, as the input vocabulary names them (zone.kind in src/core/input/schema.ts). */
export const ZONE_KINDS = ['expansion', 'transition', 'residential', 'commercial', 'industrial', 'mixed', 'other'] as const;
export type ZoneKind = (typeof ZONE_KINDS)[number];

export { OUTLET_STATUSES, PLACE_CATEGORIES, type PlaceCategory };

export function isPlaceCategory(c: string): c is PlaceCategory {
  return (PLACE_CATEGORIES as readonly string[]).includes(c);
}

export function isAreaLayer(c: string): c is AreaLayer {
  return (AREA_LAYERS as readonly string[]).includes(c);
}

/**
 * The activity a registered establishment of a category carries on, for re-evaluation:
 * a GLP outlet resells GLP, a fuel station sells fuel, and so on. A record may say
 * otherwise in data.activity (e.g. a fuel station that also resells GLP).
 */
export const ACTIVITY_OF_CATEGORY: Partial<Record<PlaceCategory, string>> = {
  'glp-outlet': 'glp-resale',
  'fuel-station': 'fuel-station',
  'fuel-depot': 'fuel-depot',
  'glp-depot': 'glp-depot',
};

/** Whether a record is in force on a date: validFrom ≤ date < validTo (validTo exclusive, like dated parameters). */
export function validOn(r: { validFrom: string | null; validTo: string | null }, date: string | undefined): boolean {
  if (date === undefined) return true;
  if (r.validFrom !== null && r.validFrom > date) return false;
  if (r.validTo !== null && date >= r.validTo) return false;
  return true;
}

/**
 * Where long jobs (imports, registry loads, batch runs) report how far they are. The shells
 * decide how to show it (the CLI's bar on stderr: src/cli/progress.ts).
 */
export interface Progress {
  start(label: string, total: number): void;
  /** Advances to `done` (absolute count). */
  update(done: number): void;
  finish(summary?: string): void;
}

/** Scope used by the command line and batch jobs: the system acting for every municipality. */
export function systemScope(requestId: string, userId = 'system'): import('../domain/roles.ts').Scope {
  return { userId, municipality: null, roles: ['system-admin'], requestId };
}
