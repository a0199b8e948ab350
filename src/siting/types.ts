/**
 * The vocabulary of the place registries (issue #4): which layers a municipality keeps,
 * and the record shape shared with the store (src/store/repository.ts PlaceRecord).
 */
import { PACKS } from '../../laws/index.ts';
import { OUTLET_STATUSES, type PlaceCategory } from '../core/input/schema.ts';
import { placeCategoriesOf } from '../core/input/vocabulary.ts';
import type { PlaceRecord } from '../store/repository.ts';

export type { PlaceRecord };

/** A record before the store gives it an id and a version. */
export type PlaceDraft = Omit<PlaceRecord, 'id' | 'version'>;

/** Area layers: polygons describing the territory rather than places a rule measures to. */
export const AREA_LAYERS = ['zone', 'urban-perimeter', 'municipal-boundary'] as const;
export type AreaLayer = (typeof AREA_LAYERS)[number];

/** Place categories: the shared ones and those the packs declare (read from the packs, never listed here). */
export const PLACE_CATEGORIES: readonly string[] = placeCategoriesOf(PACKS).map((t) => t.id);

/** Every category a registry record may carry. */
export const REGISTRY_CATEGORIES: readonly string[] = [...PLACE_CATEGORIES, ...AREA_LAYERS];

/** Zone kinds, as the input vocabulary names them (zone.kind in src/core/input/schema.ts). */
export const ZONE_KINDS = ['expansion', 'transition', 'residential', 'commercial', 'industrial', 'mixed', 'other'] as const;
export type ZoneKind = (typeof ZONE_KINDS)[number];

export { OUTLET_STATUSES, type PlaceCategory };

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
export const ACTIVITY_OF_CATEGORY: Partial<Record<PlaceCategory, string>> = Object.fromEntries(
  placeCategoriesOf(PACKS).flatMap((t) => (t.activity ? [[t.id, t.activity]] : [])),
);

/** Whether a record is in force on a date: validFrom ≤ date < validTo (validTo exclusive, like dated parameters). */
export function validOn(r: { validFrom: string | null; validTo: string | null }, date: string | undefined): boolean {
  if (date === undefined) return true;
  if (r.validFrom !== null && r.validFrom > date) return false;
  if (r.validTo !== null && date >= r.validTo) return false;
  return true;
}

/** Scope used by the command line and batch jobs: the system acting for every municipality. */
export function systemScope(requestId: string, userId = 'system'): import('../store/repository.ts').Scope {
  return { userId, municipality: null, roles: ['system-admin'], requestId };
}
