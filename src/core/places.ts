/**
 * Measuring the distance from the lot to a place the way each law says (law-notes,
 * "How distance is measured"): edge to edge (Belém art. 2 par. único), from the lot
 * frontage (VdC art. 21 II), otherwise from the storage area or parcel boundary when a
 * polygon is known and from the point otherwise. The method used is always reported.
 */
import { type Geometry, geometryDistance } from '../geo/distance.ts';
import type { EstablishmentInput, Place } from './input/schema.ts';

export type Measure = 'edge' | 'frontage' | 'point';

const MEASURED_FROM: Record<string, string> = {
  edge: 'medida entre os limites dos imóveis',
  frontage: 'medida a partir da testada',
  point: 'medida entre pontos',
  unknown: 'forma de medição não informada',
};

interface LotGeometry {
  geom: Geometry;
  label: string;
  exact: boolean;
}

function lotGeometry(input: EstablishmentInput, measure: Measure): LotGeometry | null {
  const lot = input.lot;
  if (!lot) return null;
  if (measure === 'frontage') {
    if (lot.frontageLine) return { geom: lot.frontageLine, label: 'testada do terreno', exact: true };
    if (lot.polygon) return { geom: lot.polygon, label: 'limite do terreno (testada não informada)', exact: false };
    if (lot.location)
      return { geom: { type: 'Point', coordinates: lot.location }, label: 'ponto do terreno (testada não informada)', exact: false };
    return null;
  }
  if (measure === 'edge') {
    if (lot.polygon) return { geom: lot.polygon, label: 'limite do imóvel', exact: true };
    if (lot.location)
      return { geom: { type: 'Point', coordinates: lot.location }, label: 'ponto do imóvel (polígono não informado)', exact: false };
    return null;
  }
  if (lot.storagePolygon) return { geom: lot.storagePolygon, label: 'limite da área de armazenamento', exact: true };
  if (lot.polygon) return { geom: lot.polygon, label: 'limite do imóvel', exact: true };
  if (lot.location) return { geom: { type: 'Point', coordinates: lot.location }, label: 'ponto do imóvel', exact: true };
  return null;
}

export function measurePlace(
  input: EstablishmentInput,
  place: Place,
  index: number,
  measure: Measure,
): { distanceM: number; method: string } | { missing: string[] } {
  if (place.distanceM !== undefined) {
    const how = MEASURED_FROM[place.measuredFrom ?? 'unknown'];
    return { distanceM: place.distanceM, method: `distância informada (${how})` };
  }
  const target: Geometry | null = place.polygon ? place.polygon : place.location ? { type: 'Point', coordinates: place.location } : null;
  if (!target) return { missing: [`nearby.places[${index}].location`] };
  const lot = lotGeometry(input, measure);
  if (!lot) {
    const need = measure === 'frontage' ? 'lot.frontageLine' : measure === 'edge' ? 'lot.polygon' : 'lot.location';
    return { missing: [need] };
  }
  const placeLabel = place.polygon ? (measure === 'edge' ? 'limite do outro imóvel' : 'limite do local') : 'ponto do local';
  const d = geometryDistance(lot.geom, target);
  return { distanceM: d, method: `geodésica (elipsoide WGS 84/SIRGAS 2000) de ${lot.label} a ${placeLabel}` };
}
