/** Small synthetic laws and parameters for the core's tests: no municipality's, so the core is tested on its own. */
import { z } from 'zod';
import type { InputWith, PackFacts } from '../../src/core/input/vocabulary.ts';
import type { Law, LawUnit, Operator, ParameterDef, ParamUnit } from '../../src/core/types.ts';

/** A law in force from `date` with the given article texts (art1, art2, …) and any field overridden. */
export function syntheticLaw(date: string, articles: readonly (string | Partial<LawUnit>)[], extra: Partial<Law> = {}): Law {
  const units: LawUnit[] = articles.map((a, i) => ({
    id: `art${i + 1}`,
    kind: 'article',
    article: String(i + 1),
    ...(typeof a === 'string' ? { text: a } : { text: '', ...a }),
  }));
  return {
    id: 'lei-sintetica',
    title: 'Lei sintética',
    shortTitle: `Lei Sintética ${date.slice(0, 4)}`,
    number: null,
    date,
    inForceFrom: date,
    inForceNote: 'in force on publication',
    ementa: 'Lei sintética para testes.',
    sourceFile: 'none',
    amendments: [],
    repeals: [],
    transcriptionNotes: [],
    units,
    ...extra,
  };
}

/** A parameter with one dated value. */
export function syntheticParam(id: string, unit: ParamUnit, value: unknown, from: string, cite: string, required?: Operator): ParameterDef {
  return { id, unit, description: { pt: id, en: id }, values: [{ from, value, cite }], ...(required ? { required } : {}) };
}

/** Facts a synthetic law adds to the shared vocabulary: a storage duty and a vehicle duty. */
const syntheticExtend = z.strictObject({
  storage: z.strictObject({ naturalVentilation: z.boolean().optional() }).optional(),
  vehicles: z.array(z.strictObject({ trailer: z.boolean().optional() })).optional(),
});

export const syntheticFacts: PackFacts = { extend: syntheticExtend };
export type SyntheticInput = InputWith<typeof syntheticExtend>;
