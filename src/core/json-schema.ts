/**
 * JSON Schemas generated from the zod schemas that validate (docs/schema/*.json is this
 * output): the input vocabulary of each municipality (the shared one with its pack's facts),
 * of every municipality together, and the evaluation result.
 */
import { z } from 'zod';
import { inputSchemaFor, inputSchemaForAll } from './input/vocabulary.ts';
import type { Pack } from './pack.ts';
import { evaluationResultSchema } from './result-schema.ts';

const BASE = 'https://glp-licenciamento.example/schema';

/** The input schema of every municipality of `packs` (establishment.schema.json). */
export function inputJsonSchema(packs: readonly Pack[]): Record<string, unknown> {
  return {
    $id: `${BASE}/establishment.schema.json`,
    ...z.toJSONSchema(inputSchemaForAll(packs), { target: 'draft-2020-12', io: 'input', unrepresentable: 'any' }),
  };
}

/** The input schema of one municipality (<id>.schema.json): its documents are validated with it. */
export function municipalityInputJsonSchema(pack: Pack): Record<string, unknown> {
  const schema = z.toJSONSchema(inputSchemaFor(pack), { target: 'draft-2020-12', io: 'input', unrepresentable: 'any' });
  return {
    $id: `${BASE}/${pack.id}.schema.json`,
    ...schema,
    title: `GLP Licenciamento — establishment or application in ${pack.name}/${pack.uf}`,
    description: `Facts about an establishment or application, evaluated against the GLP law of ${pack.name}/${pack.uf} (${pack.laws.map((l) => l.shortTitle).join('; ')}).`,
  };
}

export function resultJsonSchema(): Record<string, unknown> {
  return {
    $id: `${BASE}/evaluation-result.schema.json`,
    ...z.toJSONSchema(evaluationResultSchema, { target: 'draft-2020-12', io: 'output', unrepresentable: 'any' }),
  };
}
