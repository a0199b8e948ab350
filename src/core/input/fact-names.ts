/**
 * The names people read for input facts: "faltam área do terreno (lot.areaM2)" instead of the
 * bare path. A name comes from the pack's own catalog (its law's words, laws/<id>/fact-labels.ts)
 * or the shared one (fact-labels.ts); a path neither names is shown as it is. Pure.
 */
import type { Lang, Text } from '../types.ts';
import { SHARED_FACT_LABELS } from './fact-labels.ts';
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

/** Place category id → description (a re-evaluation names surveys thousands of times). */
const categoriesOf = memoByOwner(
  (pack): ReadonlyMap<string, string> => new Map(termsOf([pack?.facts]).placeCategories.map((t) => [t.id, t.description] as const)),
);

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
    // Place categories are described in Portuguese (the registries' words); English keeps the id.
    const description = lang === 'pt' ? categoriesOf(pack).get(category) : undefined;
    return `${surveyed[lang]}: ${description ?? category}`;
  }
  const name = catalog.get(catalogPath(path));
  if (!name) return null;
  const nth = positions(path);
  if (nth.length === 0) return name[lang];
  return `${name[lang]} (${lang === 'pt' ? 'nº' : 'no.'} ${nth.join('.')})`;
}

/** "área do terreno (lot.areaM2)": the name and, for whoever fills a document or a form, the path; the path alone without a name. */
export function namedPath(path: string, name: string | null | undefined): string {
  return name === null || name === undefined ? path : `${name} (${path})`;
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

/** "Não é possível avaliar: falta …" / "faltam …" — the engine's message for missing facts. */
export function missingMessage(pack: FactsOwner | null, paths: readonly string[], lang: Lang): string {
  const list = factList(pack, paths, lang);
  if (lang === 'en') return `Cannot evaluate: missing ${list}.`;
  return `Não é possível avaliar: ${paths.length === 1 ? 'falta' : 'faltam'} ${list}.`;
}

/** An activity's name ("revenda de GLP"), or null when its term has none. */
export function activityName(pack: FactsOwner | null, id: string, lang: Lang): string | null {
  return termsOf([pack?.facts]).activities.find((a) => a.id === id)?.label?.[lang] ?? null;
}
