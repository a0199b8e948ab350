/**
 * The covered area of a survey declaration from an uploaded GeoJSON file (the /admin/levantamentos
 * form): pure, so it is tested without a browser (test/web/survey-area.test.ts).
 */
export type Polygon = [number, number][][];
export type SurveyArea = { type: 'Polygon'; coordinates: Polygon } | { type: 'MultiPolygon'; coordinates: Polygon[] };

/**
 * The covered area in an uploaded GeoJSON file: a Polygon or MultiPolygon, a Feature holding one,
 * or a FeatureCollection of them (joined into one MultiPolygon). Anything else: null, and the
 * page says what it expected. The coordinates are sent as they are; the API checks them.
 */
export function areaOf(geojson: unknown): SurveyArea | null {
  const v = geojson as { type?: unknown; coordinates?: unknown; geometry?: unknown; features?: unknown } | null;
  if (!v || typeof v !== 'object') return null;
  if (v.type === 'Polygon' && Array.isArray(v.coordinates)) return { type: 'Polygon', coordinates: v.coordinates as Polygon };
  if (v.type === 'MultiPolygon' && Array.isArray(v.coordinates)) return { type: 'MultiPolygon', coordinates: v.coordinates as Polygon[] };
  if (v.type === 'Feature') return areaOf(v.geometry);
  if (v.type === 'FeatureCollection' && Array.isArray(v.features) && v.features.length > 0) {
    const parts = v.features.map(areaOf);
    if (parts.some((p) => p === null)) return null;
    const polys = (parts as SurveyArea[]).flatMap((p) => (p.type === 'Polygon' ? [p.coordinates] : p.coordinates));
    return polys.length === 1 ? { type: 'Polygon', coordinates: polys[0] as Polygon } : { type: 'MultiPolygon', coordinates: polys };
  }
  return null;
}
