/**
 * The machine contract of `glp evaluate --format json` and of the API's evaluation responses.
 * Tests check that every evaluation validates against it, so it cannot drift from the engine.
 */
import { z } from 'zod';

const status = z.enum(['satisfied', 'violated', 'not-applicable', 'cannot-evaluate']);
const operator = z.enum(['<', '<=', '>', '>=', '==']);

export const citationSchema = z
  .object({
    law: z.string(),
    article: z.string(),
    paragraph: z.string().optional(),
    item: z.string().optional(),
    letter: z.string().optional(),
    unit: z.string().meta({ description: 'unit id in the law, e.g. art2-I-a' }),
    text: z.string().meta({ description: 'formatted citation, e.g. "Lei 709/1993, art. 22"' }),
  })
  .meta({ id: 'Citation' });

const comparisonSchema = z.object({
  fact: z.string(),
  measured: z.number(),
  operator,
  limit: z.number(),
  unit: z.string(),
  holds: z.boolean(),
  text: z.string(),
  rounding: z.string().optional(),
});

const placeRefSchema = z.object({
  id: z.string().optional(),
  name: z.string().optional(),
  category: z.string(),
  source: z.string().optional(),
  distanceM: z.number().optional(),
  method: z.string().optional(),
});

const interpretationSchema = z.object({
  parameter: z.string(),
  value: z.unknown(),
  description: z.string(),
  alternatives: z.array(z.object({ value: z.unknown(), description: z.string() })),
});

export const findingSchema = z
  .object({
    rule: z.string().meta({ description: 'rule id, e.g. belem-pa/art2-I-a' }),
    status,
    citation: citationSchema,
    alsoCites: z.array(citationSchema).optional(),
    message: z.string(),
    facts: z.record(z.string(), z.unknown()),
    parameters: z.record(z.string(), z.unknown()),
    comparisons: z.array(comparisonSchema).optional(),
    interpretations: z.array(interpretationSchema).optional(),
    places: z.array(placeRefSchema).optional(),
    missing: z.array(z.string()).optional().meta({ description: 'facts (or tables) needed, for cannot-evaluate' }),
    notes: z.array(z.string()).optional(),
  })
  .meta({ id: 'Finding' });

export const evaluationResultSchema = z
  .object({
    schemaVersion: z.literal(1),
    municipality: z.string(),
    municipalityName: z.string(),
    date: z.string().meta({ format: 'date' }),
    lang: z.enum(['pt', 'en']),
    lawPackVersion: z.string(),
    activity: z.string(),
    verdict: z.enum(['approvable', 'not-approvable', 'incomplete']),
    class: z.string().nullable(),
    classDetail: z
      .object({
        scheme: z.string(),
        class: z.string().nullable(),
        citation: citationSchema,
        totalKg: z.number().optional(),
        containers: z.number().optional(),
        reason: z.string(),
      })
      .nullable(),
    findings: z.array(findingSchema),
    missing: z.array(
      z.object({
        fact: z.string(),
        label: z.string().optional().meta({ description: "the fact's name in the evaluation's language, when the vocabulary names it" }),
        rules: z.array(z.string()),
        count: z.number().int(),
      }),
    ),
    summary: z.object({
      satisfied: z.number().int(),
      violated: z.number().int(),
      'not-applicable': z.number().int(),
      'cannot-evaluate': z.number().int(),
    }),
    laws: z.array(z.object({ id: z.string(), title: z.string() })),
    overrides: z.record(z.string(), z.unknown()),
    lawAsKnownOn: z.string().meta({ format: 'date' }).optional().meta({
      description:
        'present when the evaluation date is after the day the evaluation was made: the law and its parameters are as known on this day',
    }),
  })
  .meta({ id: 'EvaluationResult', title: 'GLP Licenciamento — evaluation result' });
