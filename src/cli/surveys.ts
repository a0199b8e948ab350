/**
 * `glp places survey` — survey declarations of the place registries (issue 7 item 1):
 *
 *   glp places survey declare MUNICIPALITY CATEGORY --source S --date AAAA-MM-DD [--valid-from D] [--area FILE.geojson]
 *   glp places survey list    MUNICIPALITY [--date D] [--activity A] [--format text|json]
 *
 * and the `--surveyed [--survey-source S] [--survey-date D] [--survey-area FILE]` options of
 * `glp places import` (surveyOptionsOf, surveyDraftsOf).
 */
import { randomUUID } from 'node:crypto';
import { surveyableCategories, surveyAreaFromGeoJson, surveyDraft, surveyStatus } from '../app/surveys.ts';
import { formatDate } from '../core/format.ts';
import { InputError } from '../core/input/validate.ts';
import type { Pack } from '../core/pack.ts';
import type { SurveyArea, SurveyDeclaration, SurveyDraft } from '../domain/survey.ts';
import { packFor } from '../siting/pack-of.ts';
import { systemScope } from '../siting/types.ts';
import { oneOf, parse } from './args.ts';
import { type CliIO, UsageError } from './io.ts';
import { municipalityInfo, openStore, readFileArg } from './registry-io.ts';

const DECLARE_USAGE =
  'glp places survey declare MUNICIPALITY CATEGORY[,CATEGORY…] --source TEXT --date AAAA-MM-DD [--valid-from AAAA-MM-DD] [--area FILE.geojson] [--data DIR]';
const LIST_USAGE = 'glp places survey list MUNICIPALITY [--date AAAA-MM-DD] [--activity A] [--format text|json] [--data DIR]';

export async function surveyCommand(args: string[], io: CliIO): Promise<number> {
  const [sub, ...rest] = args;
  if (sub === 'declare') return declare(rest, io);
  if (sub === 'list') return list(rest, io);
  throw new UsageError(
    `found ${sub === undefined ? 'nothing' : `"${sub}"`}, expected declare or list\nusage: ${DECLARE_USAGE}\n       ${LIST_USAGE}`,
  );
}

async function packOf(io: CliIO, municipality: string): Promise<Pack> {
  const pack = packFor(await io.packs(), municipality);
  if (!pack) throw InputError.of('MUNICIPALITY', JSON.stringify(municipality), `one of ${(await io.packs()).ids().join(', ')}`);
  return pack;
}

/** The area of a GeoJSON file named on the command line. */
export function areaArg(io: CliIO, option: string, file: string): SurveyArea {
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(readFileArg(io, file)).toString('utf8'));
  } catch (e) {
    if (e instanceof InputError) throw e;
    throw InputError.of(option, `${file}: not JSON (${(e as Error).message})`, 'a GeoJSON file');
  }
  return surveyAreaFromGeoJson(json, `${option} ${file}`);
}

function describe(d: SurveyDeclaration): string {
  const area = d.area === null ? 'município inteiro' : `área declarada (${d.area.type})`;
  return `${d.category.padEnd(22)} desde ${formatDate(d.validFrom)}: ${d.source}, levantado em ${formatDate(d.surveyedOn)}; ${area}; declarado por ${d.declaredBy}`;
}

async function declare(args: string[], io: CliIO): Promise<number> {
  const { values: v, positionals } = parse(
    args,
    {
      source: { type: 'string' },
      date: { type: 'string' },
      'valid-from': { type: 'string' },
      area: { type: 'string' },
      data: { type: 'string' },
    },
    DECLARE_USAGE,
  );
  if (positionals.length !== 2) throw new UsageError(`expected MUNICIPALITY and CATEGORY\nusage: ${DECLARE_USAGE}`);
  if (v.source === undefined)
    throw new UsageError(`--source: found nothing, expected where the registry comes from\nusage: ${DECLARE_USAGE}`);
  if (v.date === undefined)
    throw new UsageError(`--date: found nothing, expected the day of the survey AAAA-MM-DD\nusage: ${DECLARE_USAGE}`);
  const [municipality, categoryArg] = positionals as [string, string];
  const pack = await packOf(io, municipality);
  const area = v.area !== undefined ? areaArg(io, '--area', v.area) : null;
  const { source, date } = v;
  // CATEGORY may list several categories surveyed by the same source ("school,daycare"): one transaction.
  const drafts = categoryArg
    .split(',')
    .map((c) => c.trim())
    .map((category) =>
      surveyDraft(pack, municipality, { category, source, surveyedOn: date, validFrom: v['valid-from'], area }, io.today()),
    );
  const repo = await openStore(io, v.data);
  try {
    await municipalityInfo(repo, municipality);
    const list = await repo.surveys.declare(systemScope(randomUUID(), 'cli'), drafts);
    io.stdout(`${municipality}: levantamento declarado\n${list.map((d) => `  ${describe(d)}\n`).join('')}`);
    return 0;
  } finally {
    await repo.close();
  }
}

async function list(args: string[], io: CliIO): Promise<number> {
  const { values: v, positionals } = parse(
    args,
    { date: { type: 'string' }, activity: { type: 'string' }, format: { type: 'string' }, data: { type: 'string' } },
    LIST_USAGE,
  );
  if (positionals.length !== 1) throw new UsageError(`expected MUNICIPALITY\nusage: ${LIST_USAGE}`);
  const municipality = positionals[0] as string;
  const format = oneOf('format', v.format, ['text', 'json'] as const, 'text');
  const pack = await packOf(io, municipality);
  const date = v.date ?? io.today();
  const activity = v.activity ?? 'glp-resale';
  const repo = await openStore(io, v.data);
  try {
    await municipalityInfo(repo, municipality);
    const decls = await repo.surveys.list(null, municipality);
    const status = surveyStatus(pack, decls, activity, date);
    const missing = status.filter((s) => s.declaration === null).map((s) => s.category);
    if (format === 'json') {
      io.stdout(
        `${JSON.stringify({ municipality, date, activity, declarations: decls, needed: status.map((s) => ({ category: s.category, surveyed: s.declaration !== null, declarationId: s.declaration?.id ?? null })), missing }, null, 2)}\n`,
      );
      return 0;
    }
    const lines = [`${municipality}: ${decls.length} declaração(ões) de levantamento`];
    for (const d of decls) lines.push(`  ${describe(d)}`);
    lines.push(`Categorias exigidas pelas regras de distância (${activity}) em ${formatDate(date)}:`);
    for (const s of status)
      lines.push(`  ${s.category.padEnd(22)} ${s.declaration ? `levantado (${s.declaration.source})` : 'NÃO LEVANTADO'}`);
    if (missing.length > 0)
      lines.push(
        `Para levantar: glp places survey declare ${municipality} CATEGORIA --source FONTE --date AAAA-MM-DD (${missing.join(', ')})`,
      );
    io.stdout(`${lines.join('\n')}\n`);
    return 0;
  } finally {
    await repo.close();
  }
}

/** The options `glp places import` adds for declaring the imported categories surveyed. */
export const IMPORT_SURVEY_OPTIONS = {
  surveyed: { type: 'boolean' },
  'survey-source': { type: 'string' },
  'survey-date': { type: 'string' },
  'survey-area': { type: 'string' },
} as const;

/**
 * `--surveyed`: each place category imported is declared surveyed (source: --survey-source or
 * the import's source; date: --survey-date or today; area: --survey-area or the whole municipality).
 */
export function surveyDraftsOf(
  io: CliIO,
  pack: Pack,
  municipality: string,
  categories: readonly string[],
  v: {
    surveyed?: boolean | undefined;
    'survey-source'?: string | undefined;
    'survey-date'?: string | undefined;
    'survey-area'?: string | undefined;
  },
  importSource: string,
): SurveyDraft[] {
  if (v.surveyed !== true) {
    for (const o of ['survey-source', 'survey-date', 'survey-area'] as const)
      if (v[o] !== undefined) throw new UsageError(`--${o}: found "${v[o]}", expected it together with --surveyed`);
    return [];
  }
  const area = v['survey-area'] !== undefined ? areaArg(io, '--survey-area', v['survey-area']) : null;
  // Area layers (zones, perimeter, boundary) are not surveyed categories: they are the map itself.
  const surveyable = categories.filter((c) => surveyableCategories(pack).includes(c));
  return surveyable.map((category) =>
    surveyDraft(
      pack,
      municipality,
      { category, source: v['survey-source'] ?? importSource, surveyedOn: v['survey-date'] ?? io.today(), area },
      io.today(),
    ),
  );
}
