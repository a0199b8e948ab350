/**
 * Survey declarations as the shells make them (issue 7 item 1): `glp places import --surveyed`,
 * `glp places survey declare|list`, POST/GET /api/municipalities/{m}/surveys, and the demo.
 * Checks a declaration against the municipality's law pack (its place categories), reads a
 * covered area from GeoJSON, and says which categories the pack's distance rules need and
 * which of them are not surveyed on a date.
 */
import { formatDate, isIsoDate } from '../core/format.ts';
import { InputError } from '../core/input/validate.ts';
import type { Pack } from '../core/pack.ts';
import { normName } from '../formats/rows.ts';
import type { SurveyArea, SurveyDeclaration, SurveyDraft } from '../domain/survey.ts';
import { resolveSiting } from '../siting/plan.ts';
import { surveyInForce } from '../siting/surveys.ts';
import { packRegistryVocabulary } from '../siting/types.ts';

function isPosition(p: unknown): boolean {
  return Array.isArray(p) && p.length >= 2 && Number.isFinite(p[0]) && Number.isFinite(p[1]);
}

function isPolygonCoords(c: unknown): c is [number, number][][] {
  return Array.isArray(c) && c.length > 0 && c.every((r) => Array.isArray(r) && r.length >= 4 && r.every(isPosition));
}

/**
 * The area of a survey from GeoJSON: a Polygon or MultiPolygon geometry, a Feature holding one,
 * or a FeatureCollection of them (joined into one MultiPolygon). Anything else → InputError.
 */
export function surveyAreaFromGeoJson(value: unknown, field = 'area'): SurveyArea {
  const expected = 'a GeoJSON Polygon or MultiPolygon (geometry, Feature or FeatureCollection of them) in lon/lat';
  const v = value as { type?: unknown; coordinates?: unknown; geometry?: unknown; features?: unknown };
  if (v?.type === 'Feature') return surveyAreaFromGeoJson(v.geometry, `${field}.geometry`);
  if (v?.type === 'FeatureCollection' && Array.isArray(v.features) && v.features.length > 0) {
    const polys: [number, number][][][] = [];
    v.features.forEach((f, i) => {
      const a = surveyAreaFromGeoJson(f, `${field}.features[${i}]`);
      if (a.type === 'Polygon') polys.push(a.coordinates);
      else for (const p of a.coordinates) polys.push(p);
    });
    return polys.length === 1
      ? { type: 'Polygon', coordinates: polys[0] as [number, number][][] }
      : { type: 'MultiPolygon', coordinates: polys };
  }
  if (v?.type === 'Polygon' && isPolygonCoords(v.coordinates)) return { type: 'Polygon', coordinates: v.coordinates };
  if (v?.type === 'MultiPolygon' && Array.isArray(v.coordinates) && v.coordinates.length > 0 && v.coordinates.every(isPolygonCoords))
    return { type: 'MultiPolygon', coordinates: v.coordinates as [number, number][][][] };
  throw InputError.of(field, v && typeof v === 'object' ? `type ${JSON.stringify(v.type)}` : JSON.stringify(value), expected);
}

/** The place categories of the municipality's law (its registry vocabulary, area layers excluded). */
export function surveyableCategories(pack: Pack): readonly string[] {
  return packRegistryVocabulary(pack).placeCategories;
}

/** A declaration checked against the pack: category, dates (not after today), source, area. */
export function surveyDraft(
  pack: Pack,
  municipality: string,
  d: { category: string; source: string; surveyedOn: string; validFrom?: string | undefined; area?: SurveyArea | null | undefined },
  today: string,
): SurveyDraft {
  const cats = surveyableCategories(pack);
  // Other names the vocabulary knows ("escola" → school), as the importer reads them.
  const category = packRegistryVocabulary(pack).aliases.get(normName(d.category).toLowerCase()) ?? d.category;
  if (!cats.includes(category))
    throw InputError.of('category', JSON.stringify(d.category), `a place category of ${pack.id}: ${cats.join(', ')}`);
  if (typeof d.source !== 'string' || d.source.trim() === '')
    throw InputError.of('source', JSON.stringify(d.source ?? null), 'the source of the survey (e.g. "Censo Escolar INEP 2025")');
  if (!isIsoDate(d.surveyedOn)) throw InputError.of('surveyedOn', JSON.stringify(d.surveyedOn), 'a date YYYY-MM-DD');
  if (d.surveyedOn > today)
    throw InputError.of('surveyedOn', d.surveyedOn, `a date on or before today (${formatDate(today)}): a survey already made`);
  const validFrom = d.validFrom ?? d.surveyedOn;
  if (!isIsoDate(validFrom)) throw InputError.of('validFrom', JSON.stringify(validFrom), 'a date YYYY-MM-DD');
  return { municipality, category, source: d.source.trim(), surveyedOn: d.surveyedOn, validFrom, area: d.area ?? null };
}

/** The categories the pack's distance rules need for an activity on a date (from the rules' siting declarations). */
export function neededCategories(pack: Pack, activity: string, date: string, overrides: Record<string, unknown> = {}): string[] {
  const set = new Set<string>();
  for (const r of resolveSiting(pack, { activity, date, overrides })) for (const c of r.categories) set.add(c);
  return [...set].sort();
}

/** Needed categories with the declaration in force on the date, or null when none. */
export function surveyStatus(
  pack: Pack,
  decls: readonly SurveyDeclaration[],
  activity: string,
  date: string,
): { category: string; declaration: SurveyDeclaration | null }[] {
  return neededCategories(pack, activity, date).map((category) => ({
    category,
    declaration: surveyInForce(decls, category, date) ?? null,
  }));
}
