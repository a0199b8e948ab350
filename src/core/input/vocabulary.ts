/**
 * What a pack declares about its facts beyond the shared vocabulary (src/core/input/schema.ts):
 * terms only its law uses (activities, premises types, place categories), document kinds,
 * fields added to shared sections and whole sections only its law has. The input schema of a
 * municipality is the shared vocabulary composed with its pack's declarations.
 */
import type { z } from 'zod';

/** A term of an enumerated vocabulary (an activity, a place category…), described for the schema. */
export interface Term {
  id: string;
  description: string;
}

/** Shared sections a pack may add fields to. */
export type SectionName = 'application' | 'establishment' | 'lot' | 'zone' | 'storage' | 'safety' | 'vehicle';

export interface PackFacts {
  activities?: readonly Term[];
  premisesTypes?: readonly Term[];
  placeCategories?: readonly Term[];
  /** Document kinds only this law names (each a document fact). */
  documents?: Record<string, z.ZodType>;
  /** Fields only this law uses, added to shared sections. */
  fields?: Partial<Record<SectionName, Record<string, z.ZodType>>>;
  /** Whole sections only this law has (e.g. VdC's fuelStation). */
  sections?: Record<string, z.ZodType>;
}
