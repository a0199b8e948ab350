/** JSON Schemas generated from the zod schemas that validate (docs/schema/*.json is this output). */
import { z } from 'zod';
import { establishmentInputSchema } from './input/schema.ts';
import { evaluationResultSchema } from './result-schema.ts';

export function inputJsonSchema(): Record<string, unknown> {
  return {
    $id: 'https://glp-licenciamento.example/schema/establishment.schema.json',
    ...z.toJSONSchema(establishmentInputSchema, { target: 'draft-2020-12', io: 'input', unrepresentable: 'any' }),
  };
}

export function resultJsonSchema(): Record<string, unknown> {
  return {
    $id: 'https://glp-licenciamento.example/schema/evaluation-result.schema.json',
    ...z.toJSONSchema(evaluationResultSchema, { target: 'draft-2020-12', io: 'output', unrepresentable: 'any' }),
  };
}
