/**
 * `glp schema input [MUNICIPALITY]` — the input JSON Schema: one municipality's (its documents
 * are validated with it) or every municipality's together; `glp schema result` — the result's.
 * Same source as validation.
 */
import { inputJsonSchema, municipalityInputJsonSchema, resultJsonSchema } from '../core/json-schema.ts';
import type { CliIO } from './io.ts';
import { UsageError } from './io.ts';

const USAGE = 'glp schema [input [MUNICIPALITY] | result]';

export async function schemaCommand(args: string[], io: CliIO): Promise<number> {
  const which = args[0] ?? 'input';
  if (which !== 'input' && which !== 'result')
    throw new UsageError(`found "${args.join(' ')}", expected "input" or "result"\nusage: ${USAGE}`);
  if (args.length > (which === 'input' ? 2 : 1))
    throw new UsageError(`found "${args.join(' ')}", expected at most one MUNICIPALITY\nusage: ${USAGE}`);
  const municipality = args[1];
  const packs = await io.packs();
  const schema =
    which === 'result'
      ? resultJsonSchema()
      : municipality === undefined
        ? inputJsonSchema(packs.list())
        : municipalityInputJsonSchema(packs.require(municipality));
  io.stdout(`${JSON.stringify(schema, null, 2)}\n`);
  return 0;
}
