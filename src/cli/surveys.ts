/**
 * `glp places survey` — survey declarations of the place registries (issue 7 item 1):
 *
 *   glp places survey declare MUNICIPALITY CATEGORY --source S --date D [--valid-from D] [--area FILE.geojson]
 *   glp places survey list    MUNICIPALITY [--date D] [--activity A] [--format text|json]
 *
 * and the `--surveyed [--survey-source S] [--survey-date D] [--survey-area FILE]` options of
 * `glp places import` (surveyOptionsOf, surveyDraftsOf).
 */
import { randomUUID } from 'node:crypto';
import { surveyableCategories, surveyAreaFromGeoJson, surveyDraft, surveyStatus } from '../app/surveys.ts';
import { formatDate, formatNumber } from '../core/format.ts';
import { InputError } from '../core/input/validate.ts';
import { activityWithId } from '../core/input/fact-names.ts';
import type { Pack } from '../core/pack.ts';
import type { Lang } from '../core/types.ts';
import type { SurveyArea, SurveyDeclaration, SurveyDraft } from '../domain/survey.ts';
import { packFor } from '../siting/pack-of.ts';
import { registryCategoryWithId, systemScope } from '../siting/types.ts';
import { langArg, oneOf, parse } from './args.ts';
import { type CliIO, UsageError } from './io.ts';
import { municipalityInfo, openStore, readFileArg } from './registry-io.ts';

const DECLARE_USAGE =
  'glp places survey declare MUNICIPALITY CATEGORY[,CATEGORY…] --source TEXT --date D [--valid-from D] [--area FILE.geojson] [--lang pt|en] [--data DIR]';
const LIST_USAGE = 'glp places survey list MUNICIPALITY [--date D] [--activity A] [--format text|json] [--lang pt|en] [--data DIR]';

export async function surveyCommand(args: string[], io: CliIO): Promise<number> {
  const [sub, ...rest] = args;
  if (sub === 'declare') return declare(rest, io);
  if (sub === 'list') return list(rest, io);
  throw new UsageError(
    {
      pt: `encontrado ${sub === undefined ? 'nada' : `"${sub}"`}, esperado declare ou list`,
      en: `found ${sub === undefined ? 'nothing' : `"${sub}"`}, expected declare or list`,
    },
    `${DECLARE_USAGE}\n       ${LIST_USAGE}`,
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

/** A declaration for a person: the category by its name and id (what survey declare takes), since when, the source, when surveyed, where. */
function describe(pack: Pack, d: SurveyDeclaration, lang: Lang): string {
  const category = registryCategoryWithId(pack, d.category, lang);
  if (lang === 'en') {
    const area = d.area === null ? 'whole municipality' : `declared area (${d.area.type})`;
    return `${category} from ${formatDate(d.validFrom)}: ${d.source}, surveyed on ${formatDate(d.surveyedOn)}; ${area}; declared by ${d.declaredBy}`;
  }
  const area = d.area === null ? 'município inteiro' : `área declarada (${d.area.type})`;
  return `${category} desde ${formatDate(d.validFrom)}: ${d.source}, levantado em ${formatDate(d.surveyedOn)}; ${area}; declarado por ${d.declaredBy}`;
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
      lang: { type: 'string' },
    },
    DECLARE_USAGE,
  );
  if (positionals.length !== 2)
    throw new UsageError({ pt: 'esperado MUNICIPALITY e CATEGORY', en: 'expected MUNICIPALITY and CATEGORY' }, DECLARE_USAGE);
  if (v.source === undefined)
    throw new UsageError(
      {
        pt: '--source: encontrado nada, esperado de onde vem o cadastro',
        en: '--source: found nothing, expected where the registry comes from',
      },
      DECLARE_USAGE,
    );
  if (v.date === undefined)
    throw new UsageError(
      {
        pt: '--date: encontrado nada, esperado o dia do levantamento (dd/mm/aaaa ou AAAA-MM-DD)',
        en: '--date: found nothing, expected the day of the survey (dd/mm/yyyy or YYYY-MM-DD)',
      },
      DECLARE_USAGE,
    );
  const [municipality, categoryArg] = positionals as [string, string];
  const lang = langArg(v.lang);
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
    const head = lang === 'pt' ? 'levantamento declarado' : 'survey declared';
    io.stdout(`${municipality}: ${head}\n${list.map((d) => `  ${describe(pack, d, lang)}\n`).join('')}`);
    return 0;
  } finally {
    await repo.close();
  }
}

async function list(args: string[], io: CliIO): Promise<number> {
  const { values: v, positionals } = parse(
    args,
    {
      date: { type: 'string' },
      activity: { type: 'string' },
      format: { type: 'string' },
      data: { type: 'string' },
      lang: { type: 'string' },
    },
    LIST_USAGE,
  );
  if (positionals.length !== 1) throw new UsageError({ pt: 'esperado MUNICIPALITY', en: 'expected MUNICIPALITY' }, LIST_USAGE);
  const municipality = positionals[0] as string;
  const format = oneOf('format', v.format, ['text', 'json'] as const, 'text');
  const lang = langArg(v.lang);
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
    io.stdout(surveyListText(pack, { municipality, date, activity }, decls, status, lang));
    return 0;
  } finally {
    await repo.close();
  }
}

/**
 * `glp places survey list` for a person: the declarations, then each category the distance rules
 * need, "levantado em dd/mm/aaaa (fonte)" or "não levantado", and the command for what is missing.
 */
export function surveyListText(
  pack: Pack,
  h: { municipality: string; date: string; activity: string },
  decls: readonly SurveyDeclaration[],
  status: readonly { category: string; declaration: SurveyDeclaration | null }[],
  lang: Lang,
): string {
  const pt = lang === 'pt';
  const names = status.map((st) => registryCategoryWithId(pack, st.category, lang));
  const pad = names.reduce((m, n) => Math.max(m, n.length), 0);
  const missing = status.filter((st) => st.declaration === null).map((st) => st.category);
  const activity = activityWithId(pack, h.activity, lang);
  const lines = [
    pt
      ? `${h.municipality}: ${formatNumber(decls.length, lang)} declaração(ões) de levantamento`
      : `${h.municipality}: ${formatNumber(decls.length, lang)} survey declaration(s)`,
  ];
  for (const d of decls) lines.push(`  ${describe(pack, d, lang)}`);
  lines.push(
    pt
      ? `Categorias exigidas pelas regras de distância (${activity}) em ${formatDate(h.date)}:`
      : `Categories the distance rules need (${activity}) on ${formatDate(h.date)}:`,
  );
  status.forEach((st, i) => {
    const d = st.declaration;
    const state = d
      ? pt
        ? `levantado em ${formatDate(d.surveyedOn)} (${d.source})`
        : `surveyed on ${formatDate(d.surveyedOn)} (${d.source})`
      : pt
        ? 'não levantado'
        : 'not surveyed';
    lines.push(`  ${(names[i] as string).padEnd(pad)}  ${state}`);
  });
  if (missing.length > 0)
    lines.push(
      pt
        ? `Para levantar: glp places survey declare ${h.municipality} CATEGORIA --source FONTE --date dd/mm/aaaa (${missing.join(', ')})`
        : `To survey: glp places survey declare ${h.municipality} CATEGORY --source SOURCE --date YYYY-MM-DD (${missing.join(', ')})`,
    );
  return `${lines.join('\n')}\n`;
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
      if (v[o] !== undefined)
        throw new UsageError({
          pt: `--${o}: encontrado "${v[o]}", esperado junto com --surveyed`,
          en: `--${o}: found "${v[o]}", expected it together with --surveyed`,
        });
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
