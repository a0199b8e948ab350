/**
 * The parts of RuleContext.nearby that need no context: which categories the survey does not
 * cover (and the message naming them and how to survey), and the known places measured the
 * law's way. A registry never surveyed proves nothing (issue 7 item 1) — but a place already
 * known to be too near proves a shortfall whatever else may be there: only a pass needs the
 * survey to be complete.
 */
import { formatNumber } from './format.ts';
import type { EstablishmentInput, Place } from './input/schema.ts';
import { namedPath, placeCategoryName } from './input/fact-names.ts';
import type { FactsOwner } from './input/vocabulary.ts';
import { type Measured, measurePlace, type PlaceMeasures } from './places.ts';
import type { Lang, PackShape } from './types.ts';

/** A place measured the law's way (places.ts: the distance, how, and whether from the lot's point). */
export interface MeasuredPlace extends Measured {
  place: Place;
  index: number;
}

export interface NearbyQuery {
  /** Radius the survey must cover for the answer to be complete. */
  radiusM: number;
  measure: 'edge' | 'frontage' | 'point';
  statuses?: readonly string[];
  /**
   * First come, first served: places whose `since` is after this date are left out (an outlet that
   * came after the establishment evaluated; Belém art. 2 I a at a renewal). Places without `since`
   * count.
   */
  after?: string;
  /**
   * A known place that decides the rule by itself (a shortfall). When the survey or a place's
   * geometry is incomplete, such places are still returned, and only they: what is missing can
   * add places, never remove this one. Without it, anything incomplete is "cannot evaluate".
   */
  decides?: (p: MeasuredPlace) => boolean;
}

export interface SurveyGap {
  missing: string[];
  message: { pt: string; en: string };
  note: { pt: string; en: string };
}

/** The command that declares a category surveyed, as messages show it: the date as each language's users write it. */
export function surveyDeclareHint(municipality: string, category: string, lang: Lang): string {
  return lang === 'pt'
    ? `glp places survey declare ${municipality} ${category} --source FONTE --date dd/mm/aaaa`
    : `glp places survey declare ${municipality} ${category} --source SOURCE --date YYYY-MM-DD`;
}

/** The categories not surveyed to the radius, with the message naming them and the command; null when covered. */
export function surveyGap(input: EstablishmentInput, pack: PackShape, categories: readonly string[], radiusM: number): SurveyGap | null {
  const surveyed = input.nearby?.surveyed as Record<string, number | undefined> | undefined;
  const cats = categories.filter((c) => {
    const r = surveyed?.[c];
    return r === undefined || r < radiusM;
  });
  if (cats.length === 0) return null;
  // "escola (school)": the category by its name, and the id the command below takes; one surveyed
  // to a smaller radius says how far ("levantado só até 300 m"), not as if never surveyed.
  const partial = cats.some((c) => surveyed?.[c] !== undefined);
  const label = (lang: Lang) =>
    cats
      .map((c) => {
        const named = namedPath(c, placeCategoryName(pack as FactsOwner, c, lang));
        const r = surveyed?.[c];
        if (r === undefined) return named;
        return lang === 'pt'
          ? `${named}: levantado só até ${formatNumber(r, 'pt')} m`
          : `${named}: surveyed only to ${formatNumber(r, 'en')} m`;
      })
      .join(partial ? '; ' : ', ');
  return {
    missing: cats.map((c) => `nearby.surveyed.${c}`),
    message: {
      pt: `Não é possível avaliar: cadastro não levantado: ${label('pt')} — declare o levantamento com ${surveyDeclareHint(input.municipality, cats[0] as string, 'pt')}, ou informe nearby.surveyed (raio de ${formatNumber(radiusM, 'pt')} m).`,
      en: `Cannot evaluate: registry not surveyed: ${label('en')} — declare the survey with ${surveyDeclareHint(input.municipality, cats[0] as string, 'en')}, or state nearby.surveyed (radius ${formatNumber(radiusM, 'en')} m).`,
    },
    note: {
      pt: `Levantamento exigido: todos os locais dessas categorias num raio de pelo menos ${formatNumber(radiusM, 'pt')} m.`,
      en: `Survey needed: every place of these categories within at least ${formatNumber(radiusM, 'en')} m.`,
    },
  };
}

/** The known places of the categories (and statuses) measured, nearest first, and the facts that kept others from being measured. */
export function measureKnown(
  input: EstablishmentInput,
  categories: readonly string[],
  q: NearbyQuery,
  lang: Lang,
  /** The evaluation's measures so far (RuleContext.placeMeasures): a place is measured once a way. */
  measures?: PlaceMeasures,
): { places: MeasuredPlace[]; missing: string[] } {
  const places: MeasuredPlace[] = [];
  const missing: string[] = [];
  const all = input.nearby?.places ?? [];
  for (let i = 0; i < all.length; i++) {
    const place = all[i] as Place;
    if (!categories.includes(place.category)) continue;
    if (q.statuses && place.status !== undefined && !q.statuses.includes(place.status)) continue;
    if (q.after !== undefined && place.since !== undefined && place.since > q.after) continue;
    if (q.statuses && place.status === undefined) {
      missing.push(`nearby.places[${i}].status`);
      continue;
    }
    const m = measurePlace(input, place, i, q.measure, lang, measures);
    if ('missing' in m) {
      for (const f of m.missing) missing.push(f);
      continue;
    }
    const mp: MeasuredPlace = { place, index: i, distanceM: m.distanceM, method: m.method, fromLotPoint: m.fromLotPoint };
    if (m.givenBasis) mp.givenBasis = m.givenBasis;
    places.push(mp);
  }
  places.sort((a, b) => a.distanceM - b.distanceM);
  return { places, missing: [...new Set(missing)] };
}
