/**
 * The OGC API – Features routes (/ogc, routes/ogc.ts) declared in /openapi.json, so that every
 * served route is documented in one place (issue #7 item 5). The OGC routes are a plain Hono
 * sub-application answering the OGC standard's own documents; here they are described (paths,
 * parameters, media types), not re-validated: the standard fixes their shapes.
 */
import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import type { AppEnv } from '../context.ts';

const TAG = 'OGC API – Features';
const doc = z.object({ links: z.array(z.object({ href: z.string(), rel: z.string() }).loose()) }).loose();
const problem = z.object({ code: z.string(), description: z.string() }).meta({ id: 'OgcException' });
const cid = z.string().meta({ description: 'MUNICIPALITY.LAYER, e.g. belem-pa.outlets (GET /ogc/collections lists them)' });
const errors = {
  400: { description: 'a bad parameter', content: { 'application/json': { schema: problem } } },
  404: { description: 'no such collection or feature', content: { 'application/json': { schema: problem } } },
};

export function documentOgc(app: OpenAPIHono<AppEnv>, basePath = '/ogc'): void {
  const get = (path: string, summary: string, extra: Record<string, unknown> = {}, media = 'application/json') =>
    app.openAPIRegistry.registerPath({
      method: 'get',
      path: `${basePath}${path}`,
      tags: [TAG],
      summary,
      ...extra,
      responses: { 200: { description: summary, content: { [media]: { schema: doc } } }, ...errors },
    });
  get('', 'landing page: links to the conformance classes and the collections');
  get('/conformance', 'the OGC API – Features conformance classes implemented (Core, GeoJSON)');
  get('/collections', 'one collection per municipality and layer (outlets, sensitive places, zones, boundary)');
  get('/collections/{cid}', 'one collection', { request: { params: z.object({ cid }) } });
  const items = z.object({
    limit: z.string().optional().meta({ description: 'features per page (default 100)' }),
    offset: z.string().optional(),
    bbox: z.string().optional().meta({ description: 'minLon,minLat,maxLon,maxLat (CRS84)' }),
    'bbox-crs': z.string().optional(),
    datetime: z.string().optional().meta({ description: 'an instant or interval: places in force then' }),
    category: z.string().optional(),
    status: z.string().optional(),
    f: z.string().optional(),
  });
  get(
    '/collections/{cid}/items',
    'the collection’s features (GeoJSON), paged',
    { request: { params: z.object({ cid }), query: items } },
    'application/geo+json',
  );
  get(
    '/collections/{cid}/items/{fid}',
    'one feature (GeoJSON)',
    { request: { params: z.object({ cid, fid: z.string() }) } },
    'application/geo+json',
  );
}
