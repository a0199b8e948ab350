/** Argument parsing on node:util parseArgs, with errors turned into UsageError (exit 2). */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { BR_DATE, isIsoDate, isoDateOf } from '../core/format.ts';
import type { Text } from '../core/types.ts';
import { type Usage, UsageError, verbatim } from './io.ts';

type Options = NonNullable<ParseArgsConfig['options']>;

/** `--help`/`-h` among a command's options (before `--`): the usage is shown, nothing is run. */
export function asksHelp(args: readonly string[]): boolean {
  const end = args.indexOf('--');
  return (end === -1 ? args : args.slice(0, end)).some((a) => a === '--help' || a === '-h');
}

/**
 * The options whose value is a date. Brazilian users write dates dd/mm/aaaa, as every document and
 * listing of this program prints them; each such option takes that form beside AAAA-MM-DD.
 */
export const DATE_OPTIONS: readonly string[] = [
  'date',
  'on',
  'since',
  'received',
  'valid-from',
  'valid-to',
  'valid-until',
  'survey-date',
  'defence-due',
  'payment-due',
  'act-date',
];

/**
 * dd/mm/aaaa → AAAA-MM-DD; any other text is returned as it is, for the command's own check (which
 * names the field). A dd/mm/aaaa that is no day of the calendar (31/02/2026) is refused here, with
 * the text the user typed.
 */
export function isoFromBrDate(name: string, value: string): string {
  if (!BR_DATE.test(value)) return value;
  const iso = isoDateOf(value);
  if (iso === null)
    throw new UsageError({
      pt: `--${name}: encontrado "${value}", esperado uma data dd/mm/aaaa ou AAAA-MM-DD (esse dia não existe)`,
      en: `--${name}: found "${value}", expected a date dd/mm/aaaa or AAAA-MM-DD (no such day)`,
    });
  return iso;
}

/**
 * Every coordinate in Brazil is negative, so `--at -38.5,-12.97` must mean what it says: a value
 * option followed by a negative number (or a list starting with one) takes it as its value, as
 * `--at=-38.5,-12.97` would. node:util parseArgs alone refuses it as "ambiguous".
 */
export function joinNegativeValues(args: readonly string[], options: Options): string[] {
  const out: string[] = [];
  const end = args.indexOf('--');
  for (let i = 0; i < args.length; i++) {
    const a = args[i] as string;
    const next = args[i + 1];
    const name = a.startsWith('--') && !a.includes('=') ? a.slice(2) : undefined;
    if ((end === -1 || i < end) && name !== undefined && options[name]?.type === 'string' && next !== undefined && /^-\.?\d/.test(next)) {
      out.push(`${a}=${next}`);
      i++;
    } else out.push(a);
  }
  return out;
}

/** node:util parseArgs' refusal in both languages (its own words are English). */
export function parseArgsError(e: unknown): Text {
  const en = e instanceof Error ? e.message.replace(/\. To specify a positional argument.*$/s, '') : String(e);
  const unknown = /^Unknown option '([^']+)'$/.exec(en);
  if (unknown) return { pt: `opção desconhecida '${unknown[1]}'`, en };
  const missing = /^Option '(\S+) <value>' argument missing$/.exec(en);
  if (missing) return { pt: `opção '${missing[1]}': falta o valor`, en };
  // "--data --format json": node takes the next option for a value it refuses to guess at.
  const dash = /^Option '(\S+)' argument is ambiguous\./.exec(en);
  if (dash)
    return {
      pt: `opção '${dash[1]}': falta o valor (o que vem depois começa com '-'; um valor assim escreve-se ${dash[1]}=-VALOR)`,
      en: `option '${dash[1]}': missing value (what follows starts with '-'; write such a value as ${dash[1]}=-VALUE)`,
    };
  const noValue = /^Option '(\S+)' does not take an argument$/.exec(en);
  if (noValue) return { pt: `opção '${noValue[1]}': não recebe valor`, en };
  return verbatim(en);
}

/**
 * The command's options, parsed; every command also takes `--lang pt|en`, the language of its
 * messages (errors included: main.ts reads it from the arguments when a command fails).
 */
export function parse<O extends Options>(args: string[], options: O, usage: Usage) {
  if (asksHelp(args)) throw UsageError.usage(usage);
  const withLang: Options = { lang: { type: 'string' }, ...options };
  let parsed: ReturnType<typeof parseArgs<{ args: string[]; options: O; allowPositionals: true; strict: true }>>;
  try {
    parsed = parseArgs({ args: joinNegativeValues(args, withLang), options: withLang as O, allowPositionals: true, strict: true });
  } catch (e) {
    throw new UsageError(parseArgsError(e), usage);
  }
  const values = parsed.values as Record<string, unknown>;
  langArg(values['lang'] as string | undefined);
  // Every date option is a day of the calendar, whatever the command does with it: a command that
  // only compared or printed it took "ontem" or 2026-02-30 as a date (glp fine --date).
  for (const name of DATE_OPTIONS) {
    const v = values[name];
    if (typeof v === 'string') values[name] = dateOption(name, isoFromBrDate(name, v), '');
  }
  return parsed;
}

export function oneOf<T extends string>(name: string, value: string | undefined, allowed: readonly T[], fallback: T): T {
  if (value === undefined) return fallback;
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new UsageError({
    pt: `--${name}: encontrado "${value}", esperado um de ${allowed.join(', ')}`,
    en: `--${name}: found "${value}", expected one of ${allowed.join(', ')}`,
  });
}

/** `--lang pt|en`: the language of the text a person reads (pt-BR first). */
export function langArg(value: string | undefined): 'pt' | 'en' {
  return oneOf('lang', value, ['pt', 'en'] as const, 'pt');
}

/**
 * A date option's value (parse has already turned dd/mm/aaaa into AAAA-MM-DD), or `today` when
 * not given; anything else is refused naming the option and the text typed.
 */
export function dateOption(name: string, v: string | undefined, today: string): string {
  if (v === undefined) return today;
  if (!isIsoDate(v))
    throw new UsageError({
      pt: `--${name}: encontrado "${v}", esperado uma data dd/mm/aaaa ou AAAA-MM-DD`,
      en: `--${name}: found "${v}", expected a date dd/mm/aaaa or AAAA-MM-DD`,
    });
  return v;
}

/**
 * An amount in reais as people write it: "250", "250,50", "1.250,50", "R$ 1.250", or with a
 * decimal point ("250.50"). Dots followed by groups of three digits are thousands, as in pt-BR
 * ("1.250" is R$ 1.250,00). Zero and negative amounts are refused; at most two decimals.
 */
export function reaisOption(name: string, v: string | undefined): number | undefined {
  if (v === undefined) return undefined;
  const s = v
    .trim()
    .replace(/^R\$\s*/i, '')
    .replace(/\s/g, '');
  let digits: string | null = null;
  if (/^\d{1,3}(\.\d{3})+(,\d{1,2})?$/.test(s)) digits = s.replaceAll('.', '').replace(',', '.');
  else if (/^\d+([.,]\d{1,2})?$/.test(s)) digits = s.replace(',', '.');
  const n = digits === null ? Number.NaN : Number(digits);
  if (!Number.isFinite(n) || n <= 0 || n > 1e12)
    throw new UsageError({
      pt: `--${name}: encontrado "${v}", esperado um valor em reais como 150, 150,50, 1.250,50 ou R$ 1.250,50`,
      en: `--${name}: found "${v}", expected an amount in reais, e.g. 150, 150,50, 1.250,50 or R$ 1.250,50`,
    });
  return n;
}

/** `--NAME` missing where the command needs it. */
export function required(name: string, usage: Usage): UsageError {
  return new UsageError({ pt: `--${name}: encontrado nada, esperado um valor (obrigatório)`, en: `--${name} is required` }, usage);
}

/** `--set P=V` (a parameter's reading): an item that is not PARAMETER=VALUE. */
export function setRefused(s: string): UsageError {
  return new UsageError({ pt: `--set: encontrado "${s}", esperado PARÂMETRO=VALOR`, en: `--set: found "${s}", expected PARAMETER=VALUE` });
}

/** A value the act needs (an id, an option's text): missing or blank → "NAME: found nothing, expected …". */
export function needValue(name: string, v: string | undefined, expected: Text, usage: Usage): string {
  if (v === undefined || v.trim() === '')
    throw new UsageError(
      { pt: `${name}: encontrado nada, esperado ${expected.pt}`, en: `${name}: found nothing, expected ${expected.en}` },
      usage,
    );
  return v;
}
