/**
 * The answer at one point (`glp viability --at --format json`, `/api/viability/{m}/check`): one
 * schema for both, re-exported by output-schemas.ts (kept apart to keep that file short).
 */
import { z } from 'zod';

const lotCondition = z
  .object({ rule: z.string(), citation: z.string(), text: z.string() })
  .meta({ id: 'LotCondition', description: 'a lot condition the law sets for a class (a point has no lot): to check on the lot' });

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

/** The exact answer at one point (src/siting/viability-point.ts PointViability), served by the API. */
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
        notes: z.array(z.string()).optional().meta({ description: 'facts, arithmetic and readings behind the message' }),
        classLimit: z.literal(true).optional().meta({
          description: "present when the NBR class asked stores more than any class the law provides (its classes' unit decides)",
        }),
      }),
    ),
    unsurveyed: z
      .array(z.string())
      .meta({ description: 'place categories not surveyed around the point: declare their surveys (issue 7)' }),
    assumeSurveyed: z.literal(true).optional().meta({ description: 'present when every category was assumed surveyed (planning)' }),
    outsideBoundaryM: z.number().int().positive().optional().meta({ description: 'metres outside the simplified boundary (≤ 1 km)' }),
    conditions: z
      .array(lotCondition)
      .optional()
      .meta({ description: 'with a class of the law asked (VdC art. 5: A, B, C): the lot conditions it requires, cited' }),
    missingLayers: z
      .array(z.enum(['zone', 'urban-perimeter']))
      .optional()
      .meta({ description: 'area layers a zone rule needed that the registry lacks at the point: register them' }),
    classScheme: z
      .string()
      .optional()
      .meta({ description: 'the law whose classes byClass (or the class asked) are, e.g. "Lei 709/1993, art. 5º"; absent: NBR 15514' }),
    byClass: z
      .array(
        z.object({
          class: z.string().meta({ description: 'NBR 15514 class (I…VII, Especial), or the law’s own (classScheme)' }),
          maxKg: z.number().nullable().meta({ description: 'the most GLP the class stores, as probed (kg); null for the open class' }),
          verdict: z.enum(['allowed', 'excluded', 'cannot-evaluate']),
          deciding: z.array(z.object({ rule: z.string(), citation: z.string(), status: z.string(), message: z.string() })),
          stores: z.string().optional().meta({ description: 'a class of the law: what it stores at most, in the law’s words' }),
          conditions: z.array(lotCondition).optional().meta({ description: 'a class of the law: the lot it requires here' }),
        }),
      )
      .optional()
      .meta({
        description:
          'present when no class was asked and the class changes the answer: the answer for each class at its most (what decided it)',
      }),
  })
  .meta({ id: 'PointViability' });

/** `glp viability MUNICIPALITY --at LON,LAT --format json`: the API's answer and the class asked. */
export const viabilityPointSchema = pointViability.extend({
  class: z.string().nullable().meta({ description: 'the class asked with --class (NBR 15514, or the law’s own), if any' }),
});
