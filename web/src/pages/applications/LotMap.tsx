/**
 * The lot on a map with the places that decided its distance rules (each numbered as in the
 * findings list); the map fits the lot and those places. The list beside it says the same in
 * text. A place is drawn as the stored evaluation's document gave it (the registries fill the
 * document before evaluating, so this is what was measured), and read from the municipality's
 * registry by its id only when the document has no geometry for it: a place listed in the
 * document and absent from the registry is no error.
 */
import { useMemo } from 'react';
import { api, unwrap } from '../../api/client.ts';
import type { Feature, FeatureCollection } from '../../api/geo.ts';
import { LoadError } from '../../components/Loading.tsx';
import { useI18n } from '../../i18n/I18n.tsx';
import type { GeoGeometry } from '../../lib/geometry.ts';
import { useAsync } from '../../lib/useAsync.ts';
import { Legend } from '../../map/Legend.tsx';
import { MapView } from '../../map/MapView.tsx';

/** The points of a geometry ([lat, lon]), to fit the map to. */
function pointsOf(g: GeoGeometry | null): [number, number][] {
  const out: [number, number][] = [];
  const walk = (c: unknown): void => {
    if (Array.isArray(c) && typeof c[0] === 'number' && typeof c[1] === 'number') out.push([c[1], c[0]]);
    else if (Array.isArray(c)) for (const x of c) walk(x);
  };
  if (g) walk((g as { coordinates?: unknown }).coordinates);
  return out;
}

/** A place of the evaluated document (input `nearby.places[]`). */
export interface DocumentPlace {
  id?: string;
  name?: string;
  category: string;
  status?: string;
  location?: [number, number];
  /** A GeoJSON Polygon. */
  polygon?: GeoGeometry;
}

/** No places in the document: one array, so the places' load (keyed on it) is not redone at each render. */
export const NO_DOCUMENT_PLACES: readonly DocumentPlace[] = [];

function documentFeature(p: DocumentPlace & { id: string }, n: number | undefined): Feature | null {
  const geometry = p.polygon ? p.polygon : p.location ? ({ type: 'Point', coordinates: p.location } as GeoGeometry) : null;
  if (!geometry) return null;
  return { type: 'Feature', id: p.id, geometry, properties: { name: `${n}. ${p.name ?? ''}`, category: p.category, status: p.status } };
}

export function LotMap({
  municipality,
  lot,
  placeIds,
  documentPlaces = NO_DOCUMENT_PLACES,
}: {
  municipality: string;
  lot: [number, number];
  placeIds: Map<string, number>;
  documentPlaces?: readonly DocumentPlace[];
}) {
  const { t } = useI18n();
  const ids = [...placeIds.keys()];
  const places = useAsync<FeatureCollection>(
    async (signal) => {
      const features: Feature[] = await Promise.all(
        ids.map(async (id) => {
          const given = documentPlaces.find((p) => p.id === id);
          const drawn = given ? documentFeature({ ...given, id }, placeIds.get(id)) : null;
          if (drawn) return drawn;
          const p = await unwrap(
            api.GET('/api/municipalities/{municipality}/places/{id}', { params: { path: { municipality, id } }, signal }),
          );
          return {
            type: 'Feature' as const,
            id: p.id,
            geometry: (p.geometry ?? null) as GeoGeometry | null,
            properties: { name: `${placeIds.get(p.id)}. ${p.name ?? ''}`, category: p.category, status: p.status },
          };
        }),
      );
      return { type: 'FeatureCollection', features };
    },
    [municipality, ids.join(','), documentPlaces],
  );
  const [lon, lat] = lot;
  const fc = places.state === 'ok' ? places.data : null;
  // Outlets and sensitive places drawn as the other maps draw them (the legend tells them apart).
  const layers = useMemo(() => {
    if (!fc) return { outlets: null, others: null };
    const isOutlet = (f: Feature) => f.properties.category === 'glp-outlet';
    return {
      outlets: { type: 'FeatureCollection' as const, features: fc.features.filter(isOutlet) },
      others: { type: 'FeatureCollection' as const, features: fc.features.filter((f) => !isOutlet(f)) },
    };
  }, [fc]);
  // One fit per answer (a new array each render would undo the user's panning).
  const fit = useMemo(
    () => (fc ? [[lat, lon] as [number, number], ...fc.features.flatMap((f) => pointsOf(f.geometry))] : null),
    [fc, lat, lon],
  );
  return (
    <>
      {places.state === 'error' && <LoadError error={places.error} retry={places.reload} />}
      <MapView
        className="glp-lot-map"
        label={t('review.mapLabel', { count: ids.length })}
        data={{ outlets: layers.outlets, places: layers.others, point: { lat, lon }, fit }}
      />
      <Legend items={['point', 'outlets', 'places']} />
    </>
  );
}
