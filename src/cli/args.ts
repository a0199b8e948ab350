/** Argument parsing on node:util parseArgs, with errors turned into UsageError (exit 2). */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { UsageError } from './io.ts';

type Options = NonNullable<ParseArgsConfig['options']>;

/** `--help`/`-h` among a command's options (before `--`): the usage is shown, nothing is run. */
export function asksHelp(args: readonly string[]): boolean {
  const end = args.indexOf('--');
  return (end === -1 ? args : args.slice(0, end)).some((a) => a === '--help' || a === '-h');
}

export function parse<O extends Options>(args: string[], options: O, usage: string) {
  if (asksHelp(args)) throw new UsageError(`usage: ${usage}`);
  try {
    return parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (e) {
    const msg = e instanceof Error ? e.message.replace(/\. To specify a positional argument.*$/s, '') : String(e);
    throw new UsageError(`${msg}\nusage: ${usage}`);
  }
}

export function oneOf<T extends string>(name: string, value: string | undefined, allowed: readonly T[], fallback: T): T {
  if (value === undefined) return fallback;
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new UsageError(`--${name}: found "${value}", expected one of ${allowed.join(', ')}`);
}

/** `--lang pt|en`: the language of the text a person reads (pt-BR first). */
export function langArg(value: string | undefined): 'pt' | 'en' {
  return oneOf('lang', value, ['pt', 'en'] as const, 'pt');
}
