/**
 * `glp schema input [MUNICIPALITY]` — the input JSON Schema: one municipality's (its documents
 * are validated with it) or every municipality's together; `glp schema result` — the result's.
 * Same source as validation. `glp schema output [NAME]` — what a command prints with
 * `--format json` (src/app/output-schemas.ts); without NAME, the list of names.
 */
import { CLI_OUTPUTS, type CliOutput, outputJsonSchema } from '../app/output-schemas.ts';
import { inputJsonSchema, municipalityInputJsonSchema, resultJsonSchema } from '../core/json-schema.ts';
import type { CliIO } from './io.ts';
import { UsageError } from './io.ts';

const USAGE = 'glp schema [input [MUNICIPALITY] | result | output [NAME]]';

function outputCommand(args: string[], io: CliIO): number {
  const [name, ...more] = args;
  const names = Object.keys(CLI_OUTPUTS) as CliOutput[];
  if (name === undefined) {
    const w = names.reduce((m, n) => Math.max(m, n.length), 0);
    io.stdout(`${names.map((n) => `${n.padEnd(w)}  ${CLI_OUTPUTS[n].commands} --format json`).join('\n')}\n`);
    return 0;
  }
  if (!names.includes(name as CliOutput) || more.length > 0)
    throw new UsageError(
      {
        pt: `output: encontrado "${args.join(' ')}", esperado um de ${names.join(', ')}`,
        en: `output: found "${args.join(' ')}", expected one of ${names.join(', ')}`,
      },
      USAGE,
    );
  io.stdout(`${JSON.stringify(outputJsonSchema(name as CliOutput), null, 2)}\n`);
  return 0;
}

/** The arguments without `--lang pt|en` (the language of an error: main.ts reads it). */
function withoutLang(args: readonly string[]): string[] {
  return args.filter((a, i) => a !== '--lang' && !a.startsWith('--lang=') && args[i - 1] !== '--lang');
}

export async function schemaCommand(allArgs: string[], io: CliIO): Promise<number> {
  const args = withoutLang(allArgs);
  if (args[0] === 'output') return outputCommand(args.slice(1), io);
  const which = args[0] ?? 'input';
  if (which !== 'input' && which !== 'result')
    throw new UsageError(
      {
        pt: `encontrado "${args.join(' ')}", esperado "input", "result" ou "output"`,
        en: `found "${args.join(' ')}", expected "input", "result" or "output"`,
      },
      USAGE,
    );
  if (args.length > (which === 'input' ? 2 : 1))
    throw new UsageError(
      {
        pt: `encontrado "${args.join(' ')}", esperado no máximo um MUNICIPALITY`,
        en: `found "${args.join(' ')}", expected at most one MUNICIPALITY`,
      },
      USAGE,
    );
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
