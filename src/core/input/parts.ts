/**
 * Building blocks of the input vocabulary, shared by the common schema (schema.ts) and by the
 * facts each law pack declares (laws/<id>/facts.ts): dates, measures, geometries, documents.
 */
import { z } from 'zod';
import { isIsoDate } from '../format.ts';

export const isoDate = z
  .string()
  .refine(isIsoDate, { message: 'expected a date YYYY-MM-DD' })
  .meta({ format: 'date', description: 'ISO date YYYY-MM-DD' });

export const hhmm = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'expected a time HH:MM (00:00–23:59)' })
  .meta({ description: 'time of day HH:MM' });

export const metres = z.number().finite().nonnegative().meta({ description: 'metres' });
export const squareMetres = z.number().finite().nonnegative().meta({ description: 'square metres' });

export const lonLatSchema = z
  .tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)])
  .meta({ description: '[longitude, latitude] in degrees, WGS 84 / SIRGAS 2000 (GeoJSON order)' });

const ring = z.array(lonLatSchema).min(4).meta({ description: 'closed linear ring, first = last position' });

export const polygonSchema = z
  .strictObject({ type: z.literal('Polygon'), coordinates: z.array(ring).min(1) })
  .meta({ description: 'GeoJSON Polygon (WGS 84 lon/lat)' });

export const lineStringSchema = z
  .strictObject({ type: z.literal('LineString'), coordinates: z.array(lonLatSchema).min(2) })
  .meta({ description: 'GeoJSON LineString (WGS 84 lon/lat)' });

/** A document's details: held, and what identifies it (each field optional but `held`). */
export const documentDetails = z.strictObject({
  held: z.boolean(),
  number: z.string().optional(),
  issuedOn: isoDate.optional(),
  validUntil: isoDate.optional(),
  issuer: z.string().optional(),
  amountBRL: z.number().nonnegative().optional().meta({ description: 'insured amount, R$' }),
  coversVehicles: z.boolean().optional(),
  fiscalYear: z
    .number()
    .int()
    .min(1900)
    .max(2200)
    .optional()
    .meta({ description: 'fiscal year (exercício) the document refers to, e.g. the IPTU guia' }),
  displayed: z.boolean().optional().meta({ description: 'shown where the public can see it' }),
});

/** A document or licence held. `true` is shorthand for `{ held: true }`. */
export const documentSchema = z.union([z.boolean(), documentDetails]).meta({ description: 'document held (true/false or details)' });
export type DocumentFact = z.infer<typeof documentSchema>;

/** A document kind: an optional document fact with what it is. */
export function documentKind(description: string) {
  return documentSchema.optional().meta({ description });
}

/**
 * The zoning law's answer for the lot, where a law defers to one that is not loaded (Salvador art. 2
 * III: PDDU/LOUOS; Nova Odessa art. 11: the land-use law): evidence the zoning department gives.
 * One declaration, so the packs that read it share it (vocabulary.ts refuses two that differ).
 */
export const zoningAllowsActivity = z.boolean().optional().meta({
  description:
    'the municipal zoning / land-use law allows the GLP activity on this lot (Salvador art. 2 III: PDDU/LOUOS; Nova Odessa art. 11): the zoning department’s answer',
});
