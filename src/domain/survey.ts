/**
 * A survey declaration (levantamento, issue 7 item 1): a municipality says that its registry of
 * one place category is complete — every place of the category in the area covered is
 * registered — according to a source, as surveyed on a date. Without one, an empty category
 * proves nothing: a distance rule that needs it cannot be evaluated (docs/adr/0009).
 *
 * Declarations are append-only: a later declaration for the same municipality and category
 * supersedes the earlier one from its `validFrom` on, and the history stays (an evaluation
 * on an earlier date reads the declaration in force then).
 */
import type { IsoDate } from '../core/types.ts';

/** The area a survey covers: a GeoJSON Polygon or MultiPolygon (lon/lat, WGS 84 / SIRGAS 2000). */
export type SurveyArea =
  | { type: 'Polygon'; coordinates: [number, number][][] }
  | { type: 'MultiPolygon'; coordinates: [number, number][][][] };

export interface SurveyDeclaration {
  id: string;
  municipality: string;
  /** A place category of the municipality's registry vocabulary (school, glp-outlet…). */
  category: string;
  /** Where the registry of the category comes from ("Censo Escolar INEP 2025", "vistoria SEMMA"…). */
  source: string;
  /** The day the survey was made. */
  surveyedOn: IsoDate;
  /** null = the whole municipality. */
  area: SurveyArea | null;
  /** From this day the declaration is in force (until a later one of the same category supersedes it). */
  validFrom: IsoDate;
  /** Who declared it (user id, or 'cli' / 'demo' for the command line). */
  declaredBy: string;
  /** When it was recorded (ISO instant). */
  declaredAt: string;
}

/** What a caller gives; the store adds id, declaredBy and declaredAt. */
export type SurveyDraft = Pick<SurveyDeclaration, 'municipality' | 'category' | 'source' | 'surveyedOn' | 'area' | 'validFrom'>;
