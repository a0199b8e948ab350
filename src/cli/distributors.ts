/**
 * `glp distributors upload MUNICIPALITY FILE --cnpj C --name N --brand B --year Y [--received D] [--data DIR]`
 * `glp distributors report MUNICIPALITY --year Y [--date D] [--format text|json] [--data DIR]`
 *
 * Distributors' yearly lists (src/app/distributors.ts): a list with a bad line is refused whole
 * (exit 2, every bad line named); the report compares the year's lists with the licence registry.
 * The CLI acts as the system (like `glp places import`): it is run by whoever runs the server.
 */
import { randomUUID } from 'node:crypto';
import { basename } from 'node:path';
import { distributorReport, uploadDistributorList } from '../app/distributors.ts';
import { type ListReport, showCnpj } from '../field/distributors.ts';
import { formatDate } from '../core/format.ts';
import { systemScope } from '../siting/types.ts';
import type { Lang } from '../core/types.ts';
import { oneOf, parse, required } from './args.ts';
import { type CliIO, UsageError } from './io.ts';
import { dateArg, openStore, readFileArg } from './registry-io.ts';

const UPLOAD =
  'glp distributors upload MUNICIPALITY FILE --cnpj CNPJ --name NAME --brand BRAND --year YYYY [--received D] [--lang pt|en] [--data DIR]';
const REPORT = 'glp distributors report MUNICIPALITY --year YYYY [--date D] [--format text|json] [--lang pt|en] [--data DIR]';

function yearArg(v: string | undefined, usage: string): number {
  if (v === undefined || !/^\d{4}$/.test(v))
    throw new UsageError(
      {
        pt: `--year: encontrado ${v === undefined ? 'nada' : `"${v}"`}, esperado um ano como 2025`,
        en: `--year: found ${v === undefined ? 'nothing' : `"${v}"`}, expected a year such as 2025`,
      },
      usage,
    );
  return Number(v);
}

export async function distributorsCommand(args: string[], io: CliIO): Promise<number> {
  const [sub, ...rest] = args;
  if (sub === 'upload') return upload(rest, io);
  if (sub === 'report') return report(rest, io);
  throw new UsageError({ pt: 'esperado upload ou report', en: 'expected upload or report' }, `${UPLOAD}\n       ${REPORT}`);
}

async function upload(args: string[], io: CliIO): Promise<number> {
  const { values: v, positionals } = parse(
    args,
    {
      cnpj: { type: 'string' },
      name: { type: 'string' },
      brand: { type: 'string' },
      year: { type: 'string' },
      received: { type: 'string' },
      lang: { type: 'string' },
      data: { type: 'string' },
    },
    UPLOAD,
  );
  const lang: Lang = oneOf('lang', v.lang, ['pt', 'en'] as const, 'pt');
  const [municipality, file] = positionals;
  if (positionals.length !== 2 || !municipality || !file)
    throw new UsageError({ pt: 'esperado MUNICIPALITY FILE', en: 'expected MUNICIPALITY FILE' }, UPLOAD);
  for (const k of ['cnpj', 'name', 'brand'] as const) if (v[k] === undefined) throw required(k, UPLOAD);
  const year = yearArg(v.year, UPLOAD);
  const pack = (await io.packs()).require(municipality);
  const receivedOn = await dateArg(io, municipality, v.received, '--received');
  const bytes = readFileArg(io, file);
  const repo = await openStore(io, v.data);
  try {
    const saved = await uploadDistributorList(repo, pack, systemScope(randomUUID(), 'cli'), {
      distributorCnpj: v.cnpj as string,
      distributorName: v.name as string,
      brand: v.brand as string,
      year,
      receivedOn,
      bytes,
      file: basename(file),
    });
    const what = `${saved.distributorName} (${showCnpj(saved.distributorCnpj)}), ${saved.year}, ${saved.lines.length}`;
    io.stdout(lang === 'en' ? `list ${saved.id}: ${what} line(s)\n` : `lista ${saved.id}: ${what} linha(s)\n`);
    return 0;
  } finally {
    await repo.close();
  }
}

async function report(args: string[], io: CliIO): Promise<number> {
  const { values: v, positionals } = parse(
    args,
    { year: { type: 'string' }, date: { type: 'string' }, format: { type: 'string' }, lang: { type: 'string' }, data: { type: 'string' } },
    REPORT,
  );
  const lang: Lang = oneOf('lang', v.lang, ['pt', 'en'] as const, 'pt');
  const [municipality] = positionals;
  if (positionals.length !== 1 || !municipality) throw new UsageError({ pt: 'esperado MUNICIPALITY', en: 'expected MUNICIPALITY' }, REPORT);
  const year = yearArg(v.year, REPORT);
  const format = oneOf('format', v.format, ['text', 'json'] as const, 'text');
  const pack = (await io.packs()).require(municipality);
  const asOf = await dateArg(io, municipality, v.date);
  const repo = await openStore(io, v.data);
  try {
    const r = await distributorReport(repo, pack, systemScope(randomUUID(), 'cli'), year, asOf, lang);
    if (format === 'json') {
      io.stdout(`${JSON.stringify(r, null, 2)}\n`);
      return 0;
    }
    io.stdout(reportText(r, municipality, lang));
    return 0;
  } finally {
    await repo.close();
  }
}

/** The report for a person, in pt-BR or English; dates dd/mm/aaaa, CNPJs formatted. */
function reportText(r: ListReport, municipality: string, lang: Lang): string {
  const en = lang === 'en';
  const t = (pt: string, english: string) => (en ? english : pt);
  const year = r.year;
  const d = formatDate;
  const lines = [
    t(
      `Relações anuais de ${year} (${r.citations.list}); prazo ${d(r.deadline)}; posição em ${d(r.asOf)}`,
      `Yearly lists of ${year} (${r.citations.list}); due ${d(r.deadline)}; as of ${d(r.asOf)}`,
    ),
    // "anualmente" without a date: the day is the interpretation in force, said with its id.
    t(
      `  prazo pela interpretação ${r.deadlineReading.parameter} = ${r.deadlineReading.value}: ${r.deadlineReading.description.pt} (a lei diz “anualmente” e não fixa a data)`,
      `  deadline by the reading ${r.deadlineReading.parameter} = ${r.deadlineReading.value}: ${r.deadlineReading.description.en} (the law says “anualmente”, yearly, and fixes no date)`,
    ),
  ];
  for (const l of r.lists)
    lines.push(
      t(
        `  ${l.distributorName} (${showCnpj(l.distributorCnpj)}, marca ${l.brand}): ${l.lines} linha(s), recebida em ${d(l.receivedOn)}${l.late ? ' — ATRASADA' : ''}`,
        `  ${l.distributorName} (${showCnpj(l.distributorCnpj)}, brand ${l.brand}): ${l.lines} line(s), received on ${d(l.receivedOn)}${l.late ? ' — LATE' : ''}`,
      ),
    );
  // No list at all: the zeros below are then no sign that the registry is in order.
  if (r.lists.length === 0)
    lines.push(
      t(
        `  nenhuma relação de ${year} recebida até ${d(r.asOf)} (glp distributors upload ${municipality} ARQUIVO): os números abaixo não comparam nada`,
        `  no list of ${year} received by ${d(r.asOf)} (glp distributors upload ${municipality} FILE): the numbers below compare nothing`,
      ),
    );
  for (const m of r.missing)
    lines.push(
      t(
        `  FALTA: ${m.distributorName} (${showCnpj(m.distributorCnpj)}), última relação de ${m.lastYear}`,
        `  MISSING: ${m.distributorName} (${showCnpj(m.distributorCnpj)}), last list of ${m.lastYear}`,
      ),
    );
  lines.push(
    t(`Listados sem alvará ativo: ${r.listedButUnlicensed.length}`, `Listed without an active alvará: ${r.listedButUnlicensed.length}`),
  );
  for (const x of r.listedButUnlicensed) lines.push(`  ${showCnpj(x.cnpj)} ${x.name} (${x.distributors.join(', ')})`);
  lines.push(
    t(
      `Com alvará ativo e fora das relações: ${r.licensedButUnlisted.length}`,
      `With an active alvará and on no list: ${r.licensedButUnlisted.length}`,
    ),
  );
  for (const x of r.licensedButUnlisted)
    lines.push(`  ${x.cnpj ? showCnpj(x.cnpj) : t('(sem CNPJ)', '(no CNPJ)')} ${x.name} (alvará ${x.licence})`);
  lines.push(`${t('Marca', 'Brand')} (${r.citations.brand}): ${r.brandProblems.length}`);
  const b = r.brandReading;
  lines.push(
    t(
      `  pela interpretação ${b.parameter} = ${b.value}: ${b.description.pt}`,
      `  by the reading ${b.parameter} = ${b.value}: ${b.description.en}`,
    ),
  );
  for (const x of r.brandProblems) lines.push(`  ${showCnpj(x.cnpj)} ${x.name}: ${x.problem}`);
  return `${lines.join('\n')}\n`;
}
