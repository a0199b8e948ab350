/**
 * `glp sound-check MUNICIPALITY --at DATETIME [--format text|json] [--lang pt|en] [--set P=V]`:
 * whether sound advertising from a delivery vehicle is allowed at that moment, and why
 * (src/field/sound-check.ts). Exit 0 whether allowed or not; 2 for a bad DATETIME, an unknown
 * municipality, or one whose law has no rule on sound advertising (not applicable).
 */
import { holidayScopeName, soundCheck } from '../field/sound-check.ts';
import type { Lang } from '../core/types.ts';
import { oneOf, parse } from './args.ts';
import { type CliIO, UsageError } from './io.ts';

const USAGE = 'glp sound-check MUNICIPALITY --at DATETIME [--format text|json] [--lang pt|en]';

export async function soundCheckCommand(args: string[], io: CliIO): Promise<number> {
  const { values, positionals } = parse(args, { at: { type: 'string' }, format: { type: 'string' }, lang: { type: 'string' } }, USAGE);
  if (positionals.length === 0) throw new UsageError({ pt: 'esperado um MUNICIPALITY', en: 'expected one MUNICIPALITY' }, USAGE);
  if (positionals.length > 1) {
    // `--at 15/03/2025 13:59` unquoted: the shell splits the moment and its time lands here.
    const extra = positionals[1] as string;
    const time = /^\d{1,2}:\d{2}$/.test(extra);
    throw new UsageError(
      {
        pt: `encontrado "${extra}", esperado nada após sound-check ${positionals[0]}${time ? ' (data e hora entre aspas: --at "15/03/2025 13:59")' : ''}`,
        en: `found "${extra}", expected nothing after sound-check ${positionals[0]}${time ? ' (date and time in quotes: --at "15/03/2025 13:59")' : ''}`,
      },
      USAGE,
    );
  }
  if (values.at === undefined)
    throw new UsageError(
      {
        pt: '--at: encontrado nada, esperado DATA E HORA (p. ex. 12/03/2025 08:30 ou 2025-03-12T08:30, hora local)',
        en: '--at DATETIME is required (e.g. 12/03/2025 08:30 or 2025-03-12T08:30, local time)',
      },
      USAGE,
    );
  const format = oneOf('format', values.format, ['text', 'json'] as const, 'text');
  const lang: Lang = oneOf('lang', values.lang, ['pt', 'en'] as const, 'pt');
  const pack = (await io.packs()).require(positionals[0] as string);
  const r = soundCheck(pack, values.at, { lang });
  if (format === 'json') {
    io.stdout(`${JSON.stringify(r, null, 2)}\n`);
    return 0;
  }
  const [d, t] = r.local.split('T') as [string, string];
  const when = `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)} ${t} (${r.timeZone}${r.localTimeAssumed ? (lang === 'en' ? ', local time assumed' : ', hora local') : ''})`;
  const verdict =
    lang === 'en'
      ? `${r.allowed ? 'ALLOWED' : 'NOT ALLOWED'}: sound advertising at ${when}`
      : `${r.allowed ? 'PERMITIDA' : 'PROIBIDA'}: propaganda sonora em ${when}`;
  const lines = [verdict];
  for (const reason of r.reasons) {
    lines.push(`  ${reason.unit}: ${reason.text}`);
    if (reason.holiday)
      lines.push(`    ${lang === 'en' ? 'holiday' : 'feriado'}: ${reason.holiday.name} (${holidayScopeName(reason.holiday.scope, lang)})`);
  }
  io.stdout(`${lines.join('\n')}\n`);
  return 0;
}
