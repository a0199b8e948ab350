/**
 * A municipality's boundary, shipped with its law pack (laws/<id>/boundary.json), so that siting
 * works with nothing imported and a lot outside the municipality can be refused. The file is a
 * GeoJSON Feature (WGS 84 / SIRGAS 2000 lon/lat) whose properties name its source and licence.
 */
export type BoundaryGeometry =
  | { type: 'Polygon'; coordinates: [number, number][][] }
  | { type: 'MultiPolygon'; coordinates: [number, number][][][] };

export interface MunicipalBoundary {
  geometry: BoundaryGeometry;
  /** Where the geometry comes from (dataset, vintage). */
  source: string;
  licence: string;
  /** Caveats on accuracy. */
  note?: string;
}

function isPosition(p: unknown): p is [number, number] {
  return Array.isArray(p) && p.length >= 2 && Number.isFinite(p[0]) && Number.isFinite(p[1]);
}

function isRing(r: unknown): r is [number, number][] {
  return Array.isArray(r) && r.length >= 4 && r.every(isPosition);
}

/** Checks a boundary file's content (a GeoJSON Feature) once, when the pack is defined. */
export function boundaryFromFeature(packId: string, feature: unknown): MunicipalBoundary {
  const f = feature as { type?: unknown; geometry?: { type?: unknown; coordinates?: unknown }; properties?: Record<string, unknown> };
  const g = f?.geometry;
  const ok =
    f?.type === 'Feature' &&
    ((g?.type === 'Polygon' && Array.isArray(g.coordinates) && g.coordinates.length > 0 && g.coordinates.every(isRing)) ||
      (g?.type === 'MultiPolygon' &&
        Array.isArray(g.coordinates) &&
        g.coordinates.length > 0 &&
        g.coordinates.every((poly) => Array.isArray(poly) && poly.length > 0 && poly.every(isRing))));
  if (!ok) throw new Error(`${packId}: boundary.json is not a GeoJSON Feature with a Polygon or MultiPolygon geometry`);
  const props = f.properties ?? {};
  const source = typeof props['source'] === 'string' ? props['source'] : undefined;
  const licence = typeof props['license'] === 'string' ? props['license'] : undefined;
  if (!source || !licence) throw new Error(`${packId}: boundary.json must name its "source" and "license" in its properties`);
  const b: MunicipalBoundary = { geometry: g as BoundaryGeometry, source, licence };
  if (typeof props['note'] === 'string') b.note = props['note'];
  return b;
}
