/** The viability endpoints, through the typed client. */
import { api, unwrap } from './client.ts';

export interface ViabilityQuery {
  activity: string;
  class?: string;
  date?: string;
  lang?: 'pt' | 'en';
}

/** The exact answer at one point (GET /api/viability/{municipality}/check). */
export function checkPoint(municipality: string, q: ViabilityQuery, lat: number, lon: number, signal?: AbortSignal) {
  return unwrap(
    api.GET('/api/viability/{municipality}/check', {
      params: { path: { municipality }, query: { ...q, lon, lat } },
      ...(signal ? { signal } : {}),
    }),
  );
}

/** The viability layer of the whole municipality (GET /api/viability/{municipality}). */
export function viabilityLayer(municipality: string, q: ViabilityQuery, resolutionM: number, signal?: AbortSignal) {
  return unwrap(
    api.GET('/api/viability/{municipality}', {
      params: { path: { municipality }, query: { ...q, resolution: resolutionM } },
      ...(signal ? { signal } : {}),
    }),
  );
}

export type PointAnswer = Awaited<ReturnType<typeof checkPoint>>;
export type ViabilityLayer = Awaited<ReturnType<typeof viabilityLayer>>;
