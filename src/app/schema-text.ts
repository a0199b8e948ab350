/**
 * A text a person reads, in both languages (pt-BR first): the leaf every published JSON schema
 * uses (src/app/output-schemas.ts, the procedure's document), so they can import each other's
 * schemas without an import cycle.
 */
import { z } from 'zod';

export const text = z.object({ pt: z.string(), en: z.string() });
