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
import { namedPath, placeCategoryName } from '../core/input/fact-names.ts';
import type { PlaceCategory } from '../core/input/schema.ts';
import type { FactsOwner } from '../core/input/vocabulary.ts';
import { distanceToPolygonBoundary, type PreparedGeometry, prepareGeometry } from '../geo/distance.ts';
import { metresPerDegLat, metresPerDegLon, pointInRings } from './geom.ts';
import type { ResolvedSitingRule } from './plan.ts';
import { surveyDeclareHint } from '../core/nearby.ts';
import type { Lang } from '../core/types.ts';

export type { SurveyArea, SurveyDeclaration };

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

/** The parts of an area prepared for distance queries, once per declaration's area. */
const preparedParts = new WeakMap<SurveyArea, PreparedGeometry[]>();

function partsOf(area: SurveyArea): PreparedGeometry[] {
  let parts = preparedParts.get(area);
  if (!parts) {
    const polys = area.type === 'Polygon' ? [area.coordinates] : area.coordinates;
    parts = polys.map((coordinates) => prepareGeometry({ type: 'Polygon', coordinates }));
    preparedParts.set(area, parts);
  }
  return parts;
}

/**
 * Whether the area covers the circle of radius r (metres) around the centre: the centre lies in
 * the area and no edge of it — outer ring or hole, of any part — comes nearer than r (geodesic,
 * exact). Points on the circle alone would miss a hole inside it, or an edge that cuts it
 * between two of them: the unsurveyed ground there lies within the rule's distance.
 */
export function areaCoversCircle(area: SurveyArea | null, centre: readonly [number, number], r: number): boolean {
  if (area === null) return true;
  if (!inSurveyArea(area, centre[0], centre[1])) return false;
  return r <= 0 || coveredRadius(area, centre, r) >= r;
}

/**
 * The radius (metres) of the largest circle around the centre the area covers: the distance to its
 * nearest edge (outer ring or hole, of any part), looked for up to `r`; 0 when the centre is outside.
 * Below `r` when areaCoversCircle(area, centre, r) is false.
 */
export function coveredRadius(area: SurveyArea | null, centre: readonly [number, number], r: number): number {
  if (area === null) return r;
  if (!inSurveyArea(area, centre[0], centre[1])) return 0;
  const p: [number, number] = [centre[0], centre[1]];
  let min = r;
  for (const part of partsOf(area)) min = Math.min(min, distanceToPolygonBoundary(p, part, { maxDistanceM: r }));
  return min;
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
export function declareHint(municipality: string, category: string, lang: Lang = 'pt'): string {
  return surveyDeclareHint(municipality, category, lang);
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

/**
 * Categories → survey radius the rules need. A rule asks for all its categories at once
 * with one radius (the largest of its distances: ctx.nearby), so every category of a rule
 * is surveyed to the largest distance of any of that rule's siting entries.
 */
export function surveyNeeds(rules: readonly ResolvedSitingRule[]): Map<PlaceCategory, number> {
  const byRule = new Map<string, number>();
  for (const r of rules) byRule.set(r.rule, Math.max(byRule.get(r.rule) ?? 0, r.radiusM));
  const need = new Map<PlaceCategory, number>();
  for (const r of rules) {
    const radius = byRule.get(r.rule) as number;
    for (const c of r.categories) need.set(c, Math.max(need.get(c) ?? 0, radius));
  }
  return need;
}

/**
 * The needed categories not surveyed around a lot: a category counts as surveyed only where a
 * declaration in force covers the circle of the rule's distance around the lot (the lot's own
 * extent added: the circle is drawn from the centre of its box). With a note saying what to do.
 */
export function unsurveyedAround(
  decls: readonly SurveyDeclaration[],
  need: ReadonlyMap<string, number>,
  date: string,
  lotBox: readonly [number, number, number, number],
  municipality: string,
  skip: ReadonlySet<string>,
  /** The municipality's pack: the note names each category ("escola (school)"). */
  pack: FactsOwner | null,
): { category: string; radiusM: number; reason: 'undeclared' | 'outside-area'; coveredM?: number; note: string }[] {
  const centre: [number, number] = [(lotBox[0] + lotBox[2]) / 2, (lotBox[1] + lotBox[3]) / 2];
  const extent = Math.hypot(
    ((lotBox[2] - lotBox[0]) / 2) * metresPerDegLon(centre[1]),
    ((lotBox[3] - lotBox[1]) / 2) * metresPerDegLat(centre[1]),
  );
  const out: { category: string; radiusM: number; reason: 'undeclared' | 'outside-area'; coveredM?: number; note: string }[] = [];
  for (const [c, r] of need) {
    if (skip.has(c)) continue;
    const cov = surveyCoverage(decls, c, date, centre, r + extent);
    if (cov.covered) continue;
    const named = namedPath(c, placeCategoryName(pack, c, 'pt'));
    // A declared area that covers part of the circle: how far around the lot it does reach (whole
    // metres, down), so a rule of a shorter distance can still be answered and the finding says it.
    const coveredM =
      cov.reason === 'outside-area'
        ? Math.max(0, Math.floor(coveredRadius(cov.declaration?.area ?? null, centre, r + extent) - extent))
        : 0;
    out.push({
      category: c,
      radiusM: r,
      reason: cov.reason,
      ...(coveredM > 0 ? { coveredM } : {}),
      note:
        cov.reason === 'undeclared'
          ? `cadastro não levantado: ${named} — declare o levantamento com ${declareHint(municipality, c)}`
          : `levantamento de ${named} (${cov.declaration?.source}) não cobre o raio de ${r} m em torno do lote${coveredM > 0 ? ` (cobre ${coveredM} m)` : ' (o lote está fora da área declarada)'} — declare um levantamento da área com ${declareHint(municipality, c)} --area ARQUIVO.geojson`,
    });
  }
  return out;
}
