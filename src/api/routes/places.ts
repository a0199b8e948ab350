/**
 * The municipality's place registries (outlets, schools, hospitals, zones…), read-only and
 * public: siting decisions must be checkable by anyone. Imports are issue #4's.
 */
import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import type { AppEnv } from '../context.ts';
import { json, mount } from '../http.ts';
import { servedMunicipality } from '../scope.ts';
import { idSchema, isoDate, municipalityId, pageOf, pageQuery, placeSchema } from '../schemas.ts';
import { jsonContent, problems } from './common.ts';

const tags = ['Places'];

const bbox = z
  .string()
  .max(200)
  .transform((s, ctx) => {
    const n = s.split(',').map((x) => Number(x));
    const [w, so, e, no] = n;
    if (
      n.length !== 4 ||
      n.some((x) => !Number.isFinite(x)) ||
      w === undefined ||
      so === undefined ||
      e === undefined ||
      no === undefined ||
      w > e ||
      so > no ||
      w < -180 ||
      e > 180 ||
      so < -90 ||
      no > 90
    ) {
      ctx.addIssue({ code: 'custom', message: 'west,south,east,north in degrees (WGS 84), west ≤ east, south ≤ north' });
      return z.NEVER;
    }
    return [w, so, e, no] as [number, number, number, number];
  })
  .meta({ description: 'west,south,east,north (degrees)' });

export function placeRoutes(app: OpenAPIHono<AppEnv>): void {
  mount(app, {
    route: createRoute({
      method: 'get',
      path: '/api/municipalities/{municipality}/places',
      tags,
      summary: 'Places of the municipality’s registries',
      request: {
        params: z.strictObject({ municipality: municipalityId }),
        query: z.strictObject({
          ...pageQuery,
          category: z.string().max(500).optional().meta({ description: 'comma-separated categories' }),
          asOf: isoDate.optional().meta({ description: 'the registries as of this date' }),
          bbox: bbox.optional(),
          q: z.string().max(100).optional(),
        }),
      },
      responses: { 200: jsonContent(pageOf(placeSchema, 'PlacePage'), 'A page of places'), ...problems(400, 404) },
    }),
    access: 'public',
    handler: async (c, { params, query }) => {
      const { repo } = c.get('deps');
      await servedMunicipality(c, params.municipality);
      const q: Parameters<typeof repo.listPlaces>[1] = { municipality: params.municipality, limit: query.limit, offset: query.offset };
      if (query.category !== undefined)
        q.categories = query.category
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean);
      if (query.asOf !== undefined) q.asOf = query.asOf;
      if (query.bbox !== undefined) q.bbox = query.bbox;
      if (query.q !== undefined) q.q = query.q;
      return json(c, 200, await repo.listPlaces(null, q));
    },
  });

  mount(app, {
    route: createRoute({
      method: 'get',
      path: '/api/municipalities/{municipality}/places/{id}',
      tags,
      summary: 'One place',
      request: { params: z.strictObject({ municipality: municipalityId, id: idSchema }) },
      responses: { 200: jsonContent(placeSchema, 'The place'), ...problems(400, 404) },
    }),
    access: 'public',
    handler: async (c, { params }) => {
      await servedMunicipality(c, params.municipality);
      return json(c, 200, await c.get('deps').repo.getPlace(null, params.municipality, params.id));
    },
  });
}
