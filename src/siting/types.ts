/**
 * The vocabulary of the place registries (issue #4): which layers a municipality keeps,
 * and the record shape shared with the store (src/store/repository.ts PlaceRecord).
 */
import { choiceName, namedPath, placeCategoryName } from '../core/input/fact-names.ts';
import { OUTLET_STATUSES, type PlaceCategory } from '../core/input/schema.ts';
import { type FactsOwner, placeCategoriesOf, type Term } from '../core/input/vocabulary.ts';
import type { Lang, Text } from '../core/types.ts';
import { normName } from '../formats/rows.ts';
import type { Pack } from '../core/pack.ts';
import type { PlaceRecord } from '../domain/place.ts';

export type { PlaceRecord };

/** A record before the store gives it an id and a version. */
export type PlaceDraft = Omit<PlaceRecord, 'id' | 'version'>;

/** Area layers: polygons describing the territory rather than places a rule measures to. */
export const AREA_LAYERS = ['zone', 'urban-perimeter', 'municipal-boundary'] as const;
export type AreaLayer = (typeof AREA_LAYERS)[number];

/** The area layers' names ("zona", VdC art. 2; "perímetro urbano", VdC arts. 16, 18). */
export const AREA_LAYER_LABELS: Readonly<Record<AreaLayer, Text>> = {
  zone: { pt: 'zona', en: 'zone' },
  'urban-perimeter': { pt: 'perímetro urbano', en: 'urban perimeter' },
  'municipal-boundary': { pt: 'limite municipal', en: 'municipal boundary' },
};

/**
 * A registry category's name: a place category's (the first of these packs' vocabularies that
 * names it: the municipality's, then the others' — a registry may hold any pack's categories) or
 * an area layer's; null when none names it.
 */
export function registryCategoryName(owners: FactsOwner | null | readonly FactsOwner[], category: string, lang: Lang): string | null {
  const list: readonly (FactsOwner | null)[] = Array.isArray(owners) ? owners : [owners as FactsOwner | null];
  for (const o of list) {
    const name = placeCategoryName(o, category, lang);
    if (name !== null) return name;
  }
  return isAreaLayer(category) ? AREA_LAYER_LABELS[category][lang] : null;
}

/** "escola (school)": a registry category by its name and the id an official types (--category, survey declare). */
export function registryCategoryWithId(owners: FactsOwner | null | readonly FactsOwner[], category: string, lang: Lang): string {
  return namedPath(category, registryCategoryName(owners, category, lang));
}

/** A registered place's status by its name ("licenciado"), or the status itself when none names it. */
export function placeStatusName(pack: FactsOwner | null, status: string, lang: Lang): string {
  return choiceName(pack, 'nearby.places[].status', status, lang) ?? status;
}

/**
 * What the registries of a set of packs may hold: the place categories the shared vocabulary
 * and the packs declare (read from the packs, never listed here), the area layers, and the
 * activity a registered establishment of a category carries on (for re-evaluation: a GLP
 * outlet resells GLP, a fuel station sells fuel; a record may say otherwise in data.activity).
 */
export interface RegistryVocabulary {
  placeCategories: readonly string[];
  /** Every category a registry record may carry. */
  categories: readonly string[];
  activityOf: ReadonlyMap<string, string>;
  /** Other names → category (Term.aliases, folded as normName then lower case); a name two categories claim is left out. */
  aliases: ReadonlyMap<string, string>;
}

const vocabularies = new WeakMap<readonly Pack[], RegistryVocabulary>();

/** The registry vocabulary of these packs (pass PackRegistry.list(): computed once per list). */
export function registryVocabulary(packs: readonly Pack[]): RegistryVocabulary {
  let v = vocabularies.get(packs);
  if (!v) {
    const terms = placeCategoriesOf(packs);
    const placeCategories = terms.map((t) => t.id);
    v = {
      placeCategories,
      categories: [...placeCategories, ...AREA_LAYERS],
      activityOf: new Map(terms.flatMap((t) => (t.activity ? [[t.id, t.activity] as const] : []))),
      aliases: aliasesOf(terms),
    };
    vocabularies.set(packs, v);
  }
  return v;
}

const ofPack = new WeakMap<Pack, RegistryVocabulary>();

/** One municipality's registry vocabulary: the shared categories and its pack's (computed once per pack). */
export function packRegistryVocabulary(pack: Pack): RegistryVocabulary {
  let v = ofPack.get(pack);
  if (!v) {
    v = registryVocabulary([pack]);
    ofPack.set(pack, v);
  }
  return v;
}

function aliasesOf(terms: readonly Term[]): Map<string, string> {
  const out = new Map<string, string>();
  const ambiguous = new Set<string>();
  for (const t of terms)
    for (const a of t.aliases ?? []) {
      const k = normName(a).toLowerCase();
      if (out.has(k) && out.get(k) !== t.id) ambiguous.add(k);
      else out.set(k, t.id);
    }
  for (const k of ambiguous) out.delete(k);
  return out;
}

/** The activity a record of a registry carries on: its own data.activity, else its category's; undefined for places that are not establishments. */
export function activityOfRecord(packs: readonly Pack[], rec: { category: string; data: Record<string, unknown> }): string | undefined {
  return typeof rec.data.activity === 'string' ? rec.data.activity : registryVocabulary(packs).activityOf.get(rec.category);
}

/** Zone kinds, as the input vocabulary names them (zone.kind in src/core/input/schema.ts). */
export const ZONE_KINDS = ['expansion', 'transition', 'residential', 'commercial', 'industrial', 'mixed', 'other'] as const;
export type ZoneKind = (typeof ZONE_KINDS)[number];

export { OUTLET_STATUSES, type PlaceCategory };

/** A place a rule measures to, as opposed to an area layer (the importer checked its category against the packs'). */
export function isPlaceCategory(c: string): c is PlaceCategory {
  return !(AREA_LAYERS as readonly string[]).includes(c);
}

export function isAreaLayer(c: string): c is AreaLayer {
  return (AREA_LAYERS as readonly string[]).includes(c);
}

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
  /** `label` in both languages: the shell that prints it picks the run's. `total` 0: not known in advance. */
  start(label: Text, total: number): void;
  /** Advances to `done` (absolute count). */
  update(done: number): void;
  finish(summary?: Text): void;
}

/** Progress that reports nothing (a quiet CLI run, a background job). */
export const silentProgress: Progress = { start() {}, update() {}, finish() {} };

/** Scope used by the command line and batch jobs: the system acting for every municipality. */
export function systemScope(requestId: string, userId = 'system'): import('../domain/roles.ts').Scope {
  return { userId, municipality: null, roles: ['system-admin'], requestId };
}
