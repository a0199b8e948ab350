/** `glp evaluate FILE|- [--date D] [--format text|json] [--lang pt|en] [--set PARAM=VALUE]…` */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { type DocumentOptions, evaluateDocument } from '../app/evaluate-document.ts';
import { InputError } from '../core/input/validate.ts';
import { parseOverrides as parseOverrideItems } from '../core/overrides.ts';
import { oneOf, parse, setRefused } from './args.ts';
import { type CliIO, UsageError } from './io.ts';
import { renderEvaluation } from './render.ts';
import { activityName } from '../core/input/fact-names.ts';

const USAGE = 'glp evaluate FILE|- [--date D] [--allow-future] [--format text|json] [--lang pt|en] [--set PARAM=VALUE]';

/** Reads a JSON document from a file or stdin; unreadable or malformed → InputError naming the file. */
export async function readJsonDocument(arg: string, io: CliIO): Promise<unknown> {
  let text: string;
  const label = arg === '-' ? 'stdin' : arg;
  if (arg === '-') text = await io.readStdin();
  else {
    try {
      text = readFileSync(resolve(io.cwd, arg), 'utf8');
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      const why = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'a directory' : (code ?? 'unreadable');
      throw InputError.of(label, why, 'a readable JSON file');
    }
  }
  try {
    return JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (e) {
    const msg = e instanceof Error ? e.message : String(e);
    throw InputError.of(label, `invalid JSON (${msg})`, 'a JSON document');
  }
}

/** `--set belem-pa/min-distance-between-outlets=300` → what-if override; values are JSON or text. */
export function parseOverrides(sets: string[] | undefined): Record<string, unknown> {
  return parseOverrideItems(sets ?? [], setRefused);
}

export async function evaluateCommand(args: string[], io: CliIO): Promise<number> {
  const { values, positionals } = parse(
    args,
    {
      date: { type: 'string' },
      'allow-future': { type: 'boolean' },
      format: { type: 'string' },
      lang: { type: 'string' },
      set: { type: 'string', multiple: true },
    },
    USAGE,
  );
  if (positionals.length !== 1) throw new UsageError({ pt: 'esperado um FILE ou -', en: 'expected one FILE or -' }, USAGE);
  const format = oneOf('format', values.format, ['text', 'json'] as const, 'text');
  const lang = oneOf('lang', values.lang, ['pt', 'en'] as const, 'pt');
  const raw = await readJsonDocument(positionals[0] as string, io);
  const opts: DocumentOptions = {
    fallbackDate: io.today(),
    lang,
    overrides: parseOverrides(values.set),
  };
  if (values.date !== undefined) opts.date = values.date;
  if (values['allow-future'] === true) opts.allowFuture = true;
  const packs = await io.packs();
  const { result } = evaluateDocument(packs, raw, opts);
  if (format === 'json') io.stdout(`${JSON.stringify(result, null, 2)}\n`);
  else {
    const activity = activityName(packs.get(result.municipality) ?? null, result.activity, lang);
    const style = { color: io.isTTY && !io.env.NO_COLOR, width: Number(io.env.COLUMNS) || 100 };
    io.stdout(renderEvaluation(result, activity === null ? style : { ...style, activity }));
  }
  return 0;
}
