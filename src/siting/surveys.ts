/**
 * Which survey declaration is in force, and whether it covers what a distance rule needs
 * (issue 7 item 1; src/domain/survey.ts, docs/adr/0009-survey-declarations.md).
 *
 * A distance rule may say "no school within 200 m" only where every school within 200 m is
 * known to be registered: the category must be declared surveyed on the evaluation date, and
 * the declared area must cover the circle of the rule's distance around the lot. A declaration
 * for the whole municipality covers every circle (places of neighbouring municipalities are
 * not considered anywhere in siting: docs/siting.md).
 */
import type { SurveyArea, SurveyDeclaration } from '../domain/survey.ts';
import { destination, pointInRings } from './geom.ts';

export type { SurveyArea, SurveyDeclaration };

/**
 * Points tested on a circle. The circle is approximated by its centre and this many points on
 * it (geodesic, exactly at the radius): a polygon edge that cuts the circle between two of
 * them by less than r·(1 − cos(π/32)) ≈ 0,5 % of r goes unseen — acceptable for a survey's
 * outline, which is never drawn to that precision.
 */
export const CIRCLE_POINTS = 32;

/** The declaration of a category in force on a date: the latest validFrom ≤ date (ties: the one recorded last). */
export function surveyInForce(decls: readonly SurveyDeclaration[], category: string, date: string): SurveyDeclaration | undefined {
  let best: SurveyDeclaration | undefined;
  for (const d of decls) {
    if (d.category !== category || d.validFrom > date) continue;
    if (!best || d.validFrom > best.validFrom || (d.validFrom === best.validFrom && d.declaredAt >= best.declaredAt)) best = d;
  }
  return best;
}

/** Whether a point lies in the area (any polygon of a MultiPolygon). */
export function inSurveyArea(area: SurveyArea, x: number, y: number): boolean {
  if (area.type === 'Polygon') return pointInRings(x, y, area.coordinates);
  return area.coordinates.some((p) => pointInRings(x, y, p));
}

/** Whether the area covers the circle of radius r (metres) around the centre (see CIRCLE_POINTS). */
export function areaCoversCircle(area: SurveyArea | null, centre: readonly [number, number], r: number): boolean {
  if (area === null) return true;
  if (!inSurveyArea(area, centre[0], centre[1])) return false;
  if (r <= 0) return true;
  for (let i = 0; i < CIRCLE_POINTS; i++) {
    const p = destination([centre[0], centre[1]], (i * 360) / CIRCLE_POINTS, r);
    if (!inSurveyArea(area, p[0], p[1])) return false;
  }
  return true;
}

export type Coverage =
  | { covered: true; declaration: SurveyDeclaration | null }
  | { covered: false; category: string; reason: 'undeclared' | 'outside-area'; declaration?: SurveyDeclaration };

/** Whether a category is surveyed on the date over the circle of radius r around the centre. */
export function surveyCoverage(
  decls: readonly SurveyDeclaration[],
  category: string,
  date: string,
  centre: readonly [number, number],
  r: number,
): Coverage {
  const d = surveyInForce(decls, category, date);
  if (!d) return { covered: false, category, reason: 'undeclared' };
  if (!areaCoversCircle(d.area, centre, r)) return { covered: false, category, reason: 'outside-area', declaration: d };
  return { covered: true, declaration: d };
}

/** The command that declares a category surveyed, as the notes and messages show it. */
export function declareHint(municipality: string, category: string): string {
  return `glp places survey declare ${municipality} ${category} --source FONTE --date AAAA-MM-DD`;
}

/** Declarations of these categories surveyed over the whole municipality (demo, generator, tests). */
export function wholeMunicipalitySurveys(
  municipality: string,
  categories: readonly string[],
  o: { source: string; surveyedOn: string; validFrom?: string; declaredBy?: string; declaredAt?: string },
): SurveyDeclaration[] {
  return categories.map((category) => ({
    id: `${municipality}:survey:${category}`,
    municipality,
    category,
    source: o.source,
    surveyedOn: o.surveyedOn,
    area: null,
    validFrom: o.validFrom ?? o.surveyedOn,
    declaredBy: o.declaredBy ?? 'cli',
    declaredAt: o.declaredAt ?? `${o.surveyedOn}T00:00:00.000Z`,
  }));
}
