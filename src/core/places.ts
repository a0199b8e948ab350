/**
 * Measuring the distance from the lot to a place the way each law says (law-notes,
 * "How distance is measured"): edge to edge (Belém art. 2 par. único); to the frontage of the
 * place's lot (VdC art. 21 II: "da testada do terreno no qual seja edificado escola…" — the
 * applicant's whole lot counts, "nenhum posto … poderá ser construído", so its side is its
 * boundary, or its point when no polygon is known); otherwise from the storage area or parcel
 * boundary when a polygon is known and from the point otherwise. The method used is always
 * reported. No geometry gives a place's frontage: a place's boundary or point stands in for it,
 * said in the method, and the rule weighs what that proves (laws/vitoria-da-conquista-ba/rules/
 * art21-frontage.ts).
 */
import { type Geometry, geometryDistance } from '../geo/distance.ts';
import type { EstablishmentInput, Place } from './input/schema.ts';
import { SHARED_CHOICE_LABELS } from './input/choice-labels.ts';
import type { Lang } from './types.ts';

export type Measure = 'edge' | 'frontage' | 'point';

/** [pt, en]: the method is reported in the evaluation's language like every other line. */
type Text = readonly [string, string];
const t = (x: Text, lang: Lang): string => (lang === 'pt' ? x[0] : x[1]);

const MEASURED_FROM: Record<string, Text> = {
  edge: ['medida entre os limites dos imóveis', 'measured between the lots’ boundaries'],
  frontage: ['medida a partir da testada', 'measured from the frontage'],
  point: ['medida entre pontos', 'measured between points'],
  storage: ['medida do limite da área de armazenamento', 'measured from the storage area’s boundary'],
  unknown: ['forma de medição não informada', 'how it was measured not given'],
};

/** The place's side (measuredTo), said beside the applicant's when given: the choice's own label. */
const MEASURED_TO = SHARED_CHOICE_LABELS['nearby.places[].measuredTo'] ?? {};

const LABEL = {
  placeLotBoundaryNoFrontage: ['limite do terreno do local (testada não informada)', 'the place’s lot boundary (frontage not given)'],
  placePointNoFrontage: ['ponto do local (testada não informada)', 'the place’s point (frontage not given)'],
  lotBoundary: ['limite do imóvel', 'the lot’s boundary'],
  lotPointNoPolygon: ['ponto do imóvel (polígono não informado)', 'the lot’s point (polygon not given)'],
  storage: ['limite da área de armazenamento', 'the storage area’s boundary'],
  lotPoint: ['ponto do imóvel', 'the lot’s point'],
  otherLot: ['limite do outro imóvel', 'the other lot’s boundary'],
  placeBoundary: ['limite do local', 'the place’s boundary'],
  placePoint: ['ponto do local', 'the place’s point'],
} as const satisfies Record<string, Text>;

interface LotGeometry {
  geom: Geometry;
  label: Text;
  exact: boolean;
}

function lotGeometry(input: EstablishmentInput, measure: Measure): LotGeometry | null {
  const lot = input.lot;
  if (!lot) return null;
  // 'frontage' is the frontage of the place's lot (VdC art. 21 II); the applicant's side is its whole lot.
  if (measure === 'edge' || measure === 'frontage') {
    if (lot.polygon) return { geom: lot.polygon, label: LABEL.lotBoundary, exact: true };
    if (lot.location) return { geom: { type: 'Point', coordinates: lot.location }, label: LABEL.lotPointNoPolygon, exact: false };
    return null;
  }
  if (lot.storagePolygon) return { geom: lot.storagePolygon, label: LABEL.storage, exact: true };
  if (lot.polygon) return { geom: lot.polygon, label: LABEL.lotBoundary, exact: true };
  if (lot.location) return { geom: { type: 'Point', coordinates: lot.location }, label: LABEL.lotPoint, exact: true };
  return null;
}

/** What on the place a computed distance reaches: its lot's frontage is never a geometry we hold. */
function placeLabelOf(measure: Measure, hasPolygon: boolean): Text {
  if (measure === 'frontage') return hasPolygon ? LABEL.placeLotBoundaryNoFrontage : LABEL.placePointNoFrontage;
  if (!hasPolygon) return LABEL.placePoint;
  return measure === 'edge' ? LABEL.otherLot : LABEL.placeBoundary;
}

/**
 * A distance measured from the applicant's lot, and how. `fromLotPoint`: the applicant's side
 * is a point standing in for the boundary or frontage the measure asks (no polygon or frontage
 * line, or a distance given as measured between points): the law's distance may be shorter, so
 * only a distance that already fails is decided by it.
 */
export interface Measured {
  distanceM: number;
  method: string;
  fromLotPoint: boolean;
  /**
   * With fromLotPoint, for a distance given rather than computed: what it says it was measured
   * from when that is not the lot's point — its frontage (a part of the boundary), the storage
   * area (inside the lot), or nothing ('unknown': measuredFrom absent or 'unknown'). Only a
   * shortfall is decided by any of them.
   */
  givenBasis?: 'frontage' | 'storage' | 'unknown';
}

/**
 * A distance given between the lots' boundaries is what `edge` asks; any other basis — the
 * lot's point, its frontage, its storage area, or none stated — lies in the lot, so the boundary is at least as
 * near: a shortfall stands, a pass is not known (Belém art. 2 parágrafo único; Salvador
 * distance-measurement = edge). Under `frontage` only a distance between points is flagged here;
 * VdC art. 21 II weighs both sides itself (laws/vitoria-da-conquista-ba/rules/art21-frontage.ts).
 */
function givenNotAsked(measure: Measure, from: Place['measuredFrom']): Pick<Measured, 'fromLotPoint' | 'givenBasis'> {
  const basis = from ?? 'unknown';
  if (measure === 'edge' && basis !== 'edge') return basis === 'point' ? { fromLotPoint: true } : { fromLotPoint: true, givenBasis: basis };
  return { fromLotPoint: measure !== 'point' && basis === 'point' };
}

/**
 * The places one evaluation has measured, by index in `nearby.places` and measure: rules (or
 * parts of one) that ask the same place the same way share one geodesic computation — Belém's
 * art. 2, I, a measures the other outlets for the 500 m, then again for its parágrafo único's
 * reading. Only for one input and one language, as a RuleContext holds it: its input does not
 * change while it is evaluated.
 */
export type PlaceMeasures = Map<string, Readonly<Measured> | { readonly missing: readonly string[] }>;

/** `place` measured from the applicant's lot as `measure` asks; once per evaluation with `measures`. */
export function measurePlace(
  input: EstablishmentInput,
  place: Place,
  index: number,
  measure: Measure,
  lang: Lang = 'pt',
  measures?: PlaceMeasures,
): Readonly<Measured> | { readonly missing: readonly string[] } {
  if (measures === undefined) return measureOnce(input, place, index, measure, lang);
  const key = `${index} ${measure}`;
  let m = measures.get(key);
  if (m === undefined) {
    const fresh = measureOnce(input, place, index, measure, lang);
    // Shared by the rules that ask: frozen, so that none can change what another reads.
    if ('missing' in fresh) Object.freeze(fresh.missing);
    m = Object.freeze(fresh);
    measures.set(key, m);
  }
  return m;
}

function measureOnce(
  input: EstablishmentInput,
  place: Place,
  index: number,
  measure: Measure,
  lang: Lang,
): Measured | { missing: string[] } {
  if (place.distanceM !== undefined) {
    const to = place.measuredTo ? `; ${MEASURED_TO[place.measuredTo]?.[lang] ?? place.measuredTo}` : '';
    const how = t(MEASURED_FROM[place.measuredFrom ?? 'unknown'] as Text, lang) + to;
    return {
      distanceM: place.distanceM,
      method: lang === 'pt' ? `distância informada (${how})` : `distance as given (${how})`,
      ...givenNotAsked(measure, place.measuredFrom),
    };
  }
  const target: Geometry | null = place.polygon ? place.polygon : place.location ? { type: 'Point', coordinates: place.location } : null;
  if (!target) return { missing: [`nearby.places[${index}].location`] };
  const lot = lotGeometry(input, measure);
  if (!lot) {
    const need = measure === 'point' ? 'lot.location' : 'lot.polygon';
    return { missing: [need] };
  }
  const placeLabel = placeLabelOf(measure, Boolean(place.polygon));
  const d = geometryDistance(lot.geom, target);
  return {
    distanceM: d,
    fromLotPoint: !lot.exact && lot.geom.type === 'Point',
    method:
      lang === 'pt'
        ? `geodésica (elipsoide WGS 84/SIRGAS 2000) de ${t(lot.label, lang)} a ${t(placeLabel, lang)}`
        : `geodesic (WGS 84/SIRGAS 2000 ellipsoid) from ${t(lot.label, lang)} to ${t(placeLabel, lang)}`,
  };
}
