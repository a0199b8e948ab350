/**
 * The viability endpoints in the OpenAPI document. They are served by the Hono app of
 * routes/viability.ts (shared with the CLI's parameters); this declares them so that
 * /openapi.json lists them and the web application's generated client is typed for them.
 * viability-docs.test.ts checks real responses against these schemas, so the declaration
 * cannot drift from what is served.
 */
import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import type { AppEnv } from '../context.ts';
import { problemSchema } from '../schemas.ts';

const tags = ['Viability'];

const common = {
  date: z.string().optional().meta({ description: 'YYYY-MM-DD, the law and registries as of this date (default today)' }),
  activity: z.string().optional().meta({ description: 'activity (default glp-resale)', example: 'glp-resale' }),
  class: z.string().optional().meta({ description: 'NBR 15514 storage class (I…VII, Especial) for the norm’s distances' }),
  set: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .meta({ description: 'what-if parameter value PARAMETER=VALUE, repeatable' }),
};

export const placeDecided = z
  .object({
    id: z.string().optional(),
    name: z.string().optional(),
    category: z.string(),
    distanceM: z.number().optional(),
    method: z.string().optional(),
    source: z.string().optional(),
  })
  .meta({ id: 'DecidingPlace', description: 'a registry place a distance rule measured to' });

export const pointViability = z
  .object({
    municipality: z.string(),
    point: z.tuple([z.number(), z.number()]).meta({ description: '[longitude, latitude]' }),
    date: z.string().meta({ format: 'date' }),
    activity: z.string(),
    allowed: z.boolean(),
    verdict: z.enum(['allowed', 'excluded', 'cannot-evaluate']),
    findings: z.array(
      z.object({
        rule: z.string(),
        citation: z.string(),
        status: z.string(),
        message: z.string(),
        places: z.array(placeDecided),
      }),
    ),
  })
  .meta({ id: 'PointViability' });

export const viabilityMap = z
  .object({
    type: z.literal('FeatureCollection'),
    municipality: z.string(),
    law: z.string(),
    lawPackVersion: z.string(),
    date: z.string().meta({ format: 'date' }),
    activity: z.string(),
    class: z.string().nullable().optional(),
    resolutionM: z.number(),
    rules: z.array(
      z
        .object({ rule: z.string(), citation: z.string(), categories: z.array(z.string()), radiusM: z.number(), measure: z.string() })
        .loose(),
    ),
    stats: z.record(z.string(), z.number()),
    notes: z.array(z.string()),
    features: z.array(
      z.object({
        type: z.literal('Feature'),
        geometry: z.object({ type: z.string(), coordinates: z.array(z.unknown()) }),
        properties: z
          .object({
            kind: z.string().meta({ description: 'allowed, excluded, exclusion-zone (a place’s distance buffer); unknown (not surveyed)' }),
          })
          .loose(),
      }),
    ),
  })
  .loose()
  .meta({ id: 'ViabilityMap' });

const problem = (d: string) => ({ description: d, content: { 'application/problem+json': { schema: problemSchema } } });

export function registerViabilityDocs(app: OpenAPIHono<AppEnv>): void {
  const params = z.object({ municipality: z.string().meta({ example: 'salvador-ba' }) });
  app.openAPIRegistry.registerPath(
    createRoute({
      method: 'get',
      path: '/api/viability/{municipality}/check',
      tags,
      summary: 'Can an outlet open at this point? The law’s distance and area rules run with the registries (no sign-in)',
      request: {
        params,
        query: z.object({
          lon: z.string().meta({ description: 'longitude, degrees (WGS 84); negative in Brazil', example: '-38.5' }),
          lat: z.string().meta({ description: 'latitude, degrees (WGS 84)', example: '-12.97' }),
          ...common,
        }),
      },
      responses: {
        200: {
          description: 'The answer with the cited findings and the places that decided',
          content: { 'application/json': { schema: pointViability } },
        },
        400: problem('A parameter is invalid (named in errors[])'),
      },
    }),
  );
  app.openAPIRegistry.registerPath(
    createRoute({
      method: 'get',
      path: '/api/viability/{municipality}',
      tags,
      summary: 'The viability map: where an outlet may open, as GeoJSON (allowed, excluded, the places’ distance buffers)',
      request: {
        params,
        query: z.object({
          ...common,
          resolution: z.string().optional().meta({ description: 'cell size in metres (0.5–1000)', example: '100' }),
        }),
      },
      responses: {
        200: { description: 'The map', content: { 'application/geo+json': { schema: viabilityMap } } },
        400: problem('A parameter is invalid (named in errors[])'),
      },
    }),
  );
}
