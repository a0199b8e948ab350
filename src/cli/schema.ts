/** `glp schema [input|result]` — prints the published JSON Schemas (same source as validation). */
import { inputJsonSchema, resultJsonSchema } from '../core/json-schema.ts';
import type { CliIO } from './io.ts';
import { UsageError } from './io.ts';

export async function schemaCommand(args: string[], io: CliIO): Promise<number> {
  const which = args[0] ?? 'input';
  if (args.length > 1 || (which !== 'input' && which !== 'result'))
    throw new UsageError(`found "${args.join(' ')}", expected "input" or "result"\nusage: glp schema [input|result]`);
  io.stdout(`${JSON.stringify(which === 'input' ? inputJsonSchema() : resultJsonSchema(), null, 2)}\n`);
  return 0;
}
