/**
 * The answers of the viability endpoints, as declared in the OpenAPI document by their routes
 * (routes/viability.ts), so that /openapi.json describes them and the web application's
 * generated client is typed for them. viability-docs.test.ts checks real responses against
 * these schemas, so the declaration cannot drift from what is served.
 */
import { z } from 'zod';

// The point's answer is also what `glp viability --at --format json` prints: one schema, in app/.
export { pointViability } from '../../app/output-schemas.ts';

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
    unsurveyed: z
      .array(
        z.object({
          category: z.string(),
          radiusM: z.number(),
          reason: z.enum(['undeclared', 'partial']),
          source: z.string().optional(),
        }),
      )
      .meta({
        description:
          'place categories the distance rules need that are not surveyed (all or part of the municipality): their cells are "unknown"',
      }),
    unmapped: z
      .array(
        z.object({
          rule: z.string(),
          citation: z.string(),
          reason: z.enum(['norm-not-loaded', 'no-value', 'no-siting']),
          detail: z.string(),
        }),
      )
      .meta({
        description:
          'distance rules in force the map cannot draw (a norm table not loaded, a wording not received): every cell not excluded is "unknown"',
      }),
    unzoned: z
      .array(
        z.object({
          rule: z.string(),
          citation: z.string(),
          where: z.enum(['everywhere', 'inside-perimeter', 'outside-perimeter']),
        }),
      )
      .meta({
        description:
          'zone rules no registered zone decides where it gives no kind (a zone layer exists, but not there; by side of the urban perimeter when one is registered): those cells are "unknown" (zoneRules on the unknown areas)',
      }),
    unchecked: z
      .array(
        z.object({
          rule: z.string(),
          citation: z.string(),
          reason: z.enum(['zone', 'norm-not-loaded']),
          detail: z.string(),
        }),
      )
      .meta({
        description:
          'rules the map does not check (a zone it cannot draw, distances of a table not loaded, measured on the lot): "allowed" areas are allowed only as to distances (ADR 0016)',
      }),
    assumeSurveyed: z
      .boolean()
      .meta({ description: 'true when every category was assumed surveyed (assumeSurveyed=true): a planning map' }),
    notes: z.array(z.string()),
    features: z.array(
      z.object({
        type: z.literal('Feature'),
        geometry: z.object({ type: z.string(), coordinates: z.array(z.unknown()) }),
        properties: z
          .object({
            kind: z.string().meta({
              description:
                'allowed, excluded, exclusion-zone (a place’s distance buffer); unknown (not surveyed, a rule not mapped, or no registered zone where a zone rule needs one: zoneRules). An allowed area with allowedAsTo "distances" is allowed only as to distances: toCheck names the rules left to check (unchecked)',
            }),
          })
          .loose(),
      }),
    ),
  })
  .loose()
  .meta({ id: 'ViabilityMap' });
