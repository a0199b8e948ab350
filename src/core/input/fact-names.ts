/**
 * The names people read for input facts: "falta informar área do terreno (lot.areaM2)" instead of the
 * bare path. A name comes from the pack's own catalog (its law's words, laws/<id>/fact-labels.ts)
 * or the shared one (fact-labels.ts); a path neither names is shown as it is. Pure.
 */
import type { Lang, Text } from '../types.ts';
import { SHARED_CHOICE_LABELS } from './choice-labels.ts';
import { SHARED_FACT_LABELS } from './fact-labels.ts';
import { SHARED_VEHICLE_TYPES, type Terms } from './schema.ts';
import { type FactsOwner, termsOf } from './vocabulary.ts';

/** A fact path as the catalogs key it: list positions (`[0]`) become `[]`. */
export function catalogPath(path: string): string {
  return path.replace(/\[\d+\]/g, '[]');
}

/** The shared vocabulary's key in the memos below (a WeakMap cannot hold null). */
const SHARED: FactsOwner = { id: '' };

/** `build(owner)` once per pack (and once for the shared vocabulary). */
function memoByOwner<T>(build: (owner: FactsOwner | null) => T): (owner: FactsOwner | null) => T {
  const memo = new WeakMap<FactsOwner, T>();
  return (owner) => {
    const key = owner ?? SHARED;
    let v = memo.get(key);
    if (v === undefined) {
      v = build(owner);
      memo.set(key, v);
    }
    return v;
  };
}

/** Path → name: the shared catalog, then what the pack names (its own facts, or a shared one in its law's words). */
const catalogOf = memoByOwner(
  (pack): ReadonlyMap<string, Text> => new Map([...Object.entries(SHARED_FACT_LABELS), ...Object.entries(pack?.facts?.labels ?? {})]),
);

/** The vocabularies whose values are terms: an activity, a premises type, a place category, a vehicle type. */
export type TermKind = keyof Terms | 'vehicleTypes';

/** Term id → name, per kind (a re-evaluation names surveys thousands of times). */
const termLabelsOf = memoByOwner((pack): Readonly<Record<TermKind, ReadonlyMap<string, Text>>> => {
  const terms = termsOf([pack?.facts]);
  const byId = (list: readonly { id: string; label?: Text }[]) => new Map(list.flatMap((t) => (t.label ? [[t.id, t.label] as const] : [])));
  return {
    activities: byId(terms.activities),
    premisesTypes: byId(terms.premisesTypes),
    placeCategories: byId(terms.placeCategories),
    vehicleTypes: byId(SHARED_VEHICLE_TYPES),
  };
});

/** A term's name ("escola", "posto revendedor de GLP"), or null when the vocabulary does not name it. */
export function termName(pack: FactsOwner | null, kind: TermKind, id: string, lang: Lang): string | null {
  return termLabelsOf(pack)[kind].get(id)?.[lang] ?? null;
}

/** The enumerated facts whose values are terms (keyed as the catalogs are; `nearby.surveyed` by its keys). */
const TERM_FACTS: Readonly<Record<string, TermKind>> = {
  activity: 'activities',
  'establishment.premisesType': 'premisesTypes',
  'nearby.places[].category': 'placeCategories',
  'nearby.surveyed': 'placeCategories',
  'vehicles[].type': 'vehicleTypes',
};

/** Path → value → name of the enumerated facts that are not terms: the shared catalog, then the pack's. */
const choicesOf = memoByOwner((pack): ReadonlyMap<string, Readonly<Record<string, Text>>> => {
  const out = new Map<string, Readonly<Record<string, Text>>>(Object.entries(SHARED_CHOICE_LABELS));
  for (const [path, names] of Object.entries(pack?.facts?.choiceLabels ?? {})) out.set(path, { ...out.get(path), ...names });
  return out;
});

/**
 * The name of one value of an enumerated fact (`vehicles[].type` = "bicycle" → "bicicleta"), or
 * null when no catalog names it. A term's value is named by its term; the keys of
 * `storage.distances.noneWithinM` are distance facts, named as those facts are.
 */
export function choiceName(pack: FactsOwner | null, path: string, value: string, lang: Lang): string | null {
  const key = catalogPath(path);
  const kind = TERM_FACTS[key];
  if (kind) return termName(pack, kind, value, lang);
  if (key === 'storage.distances.noneWithinM') return factName(pack, `storage.distances.${value}`, lang);
  return choicesOf(pack).get(key)?.[value]?.[lang] ?? null;
}

/** The position of a list element in a path (`vehicles[1].plate` → 2), for "nº 2". */
function positions(path: string): number[] {
  return [...path.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1]) + 1);
}

/**
 * The name of a fact in `lang`, or null when no catalog names it. A registry's survey
 * (`nearby.surveyed.<category>`) is named from the place category; an element of a list says
 * which one ("placa do veículo nº 2").
 */
export function factName(pack: FactsOwner | null, path: string, lang: Lang): string | null {
  const catalog = catalogOf(pack);
  const survey = /^nearby\.surveyed\.(.+)$/.exec(path);
  if (survey) {
    const surveyed = catalog.get('nearby.surveyed');
    if (!surveyed) return null;
    const category = survey[1] as string;
    return `${surveyed[lang]}: ${termName(pack, 'placeCategories', category, lang) ?? category}`;
  }
  const name = catalog.get(catalogPath(path)) ?? documentDetailName(catalog, path);
  if (!name) return null;
  const nth = positions(path);
  if (nth.length === 0) return name[lang];
  return `${name[lang]} (${lang === 'pt' ? 'nº' : 'no.'} ${nth.join('.')})`;
}

/** The fields of a document's details (parts.ts documentDetails), named after the document. */
const DOCUMENT_DETAILS: Readonly<Record<string, Text>> = {
  held: { pt: 'apresentado', en: 'held' },
  number: { pt: 'número', en: 'number' },
  issuedOn: { pt: 'data de emissão', en: 'date of issue' },
  validUntil: { pt: 'validade', en: 'valid until' },
  issuer: { pt: 'órgão emissor', en: 'issuer' },
  amountBRL: { pt: 'valor segurado (R$)', en: 'insured amount (R$)' },
  coversVehicles: { pt: 'cobre os veículos', en: 'covers the vehicles' },
  fiscalYear: { pt: 'exercício', en: 'fiscal year' },
  displayed: { pt: 'exposto ao público', en: 'displayed to the public' },
};

/**
 * "seguro contra incêndio — valor segurado (R$)": a field of a document's details, which had no
 * name ("falta documents.fireInsurance.amountBRL").
 */
function documentDetailName(catalog: ReadonlyMap<string, Text>, path: string): Text | undefined {
  const m = /^(documents\.\w+)\.(\w+)$/.exec(path);
  const detail = m ? DOCUMENT_DETAILS[m[2] as string] : undefined;
  const doc = m ? catalog.get(m[1] as string) : undefined;
  if (!detail || !doc) return undefined;
  return { pt: `${doc.pt} — ${detail.pt}`, en: `${doc.en} — ${detail.en}` };
}

/**
 * "área do terreno (lot.areaM2)": the name and, for whoever fills a document or a form, the path;
 * the path alone without a name. The same for an id an official types ("escola (school)").
 */
export function namedPath(path: string, name: string | null | undefined): string {
  // A name that is the id itself ("school" in English) is said once, not "school (school)".
  return name === null || name === undefined || name === path ? path : `${name} (${path})`;
}

/** A fact by its name and path (namedPath). */
export function factWithPath(pack: FactsOwner | null, path: string, lang: Lang): string {
  return namedPath(path, factName(pack, path, lang));
}

/** Several facts for a sentence: "a (x), b (y) e c (z)". */
export function factList(pack: FactsOwner | null, paths: readonly string[], lang: Lang): string {
  const items = paths.map((p) => factWithPath(pack, p, lang));
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${lang === 'pt' ? 'e' : 'and'} ${items[items.length - 1]}`;
}

/**
 * "Não é possível avaliar: falta informar …" — the engine's message for missing facts. "Falta
 * informar" (the infinitive is the subject: singular whatever the list) agrees with any name, and
 * says that the information is missing: "falta balança no local" read as the scale being absent.
 */
export function missingMessage(pack: FactsOwner | null, paths: readonly string[], lang: Lang): string {
  const list = factList(pack, paths, lang);
  if (lang === 'en') return `Cannot evaluate: missing ${list}.`;
  return `Não é possível avaliar: falta informar ${list}.`;
}

/** An activity's name ("revenda de GLP"), or null when its term has none. */
export function activityName(pack: FactsOwner | null, id: string, lang: Lang): string | null {
  return termName(pack, 'activities', id, lang);
}

/** "revenda de GLP (glp-resale)": an activity by its name and the id an official types (--activity). */
export function activityWithId(pack: FactsOwner | null, id: string, lang: Lang): string {
  return namedPath(id, activityName(pack, id, lang));
}

/** A place category's name ("escola"), or null when its term has none. */
export function placeCategoryName(pack: FactsOwner | null, id: string, lang: Lang): string | null {
  return termName(pack, 'placeCategories', id, lang);
}
