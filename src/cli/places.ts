/**
 * `glp places` — the place registries (issue #4):
 *
 *   glp places import MUNICIPALITY FILE [--format geojson|csv|shp|anp] [--category C] [--status S]
 *                     [--source TEXT] [--valid-from D] [--valid-to D] [--dry-run]
 *   glp places export MUNICIPALITY --out FILE|- [--format geojson|csv] [--date D] [--category C]…
 *   glp places list   MUNICIPALITY [--date D] [--format text|json]
 *   glp places update MUNICIPALITY ID [--at=LON,LAT] [--valid-to D] [--status S] [--name N]
 *   glp places survey declare|list …   (src/cli/surveys.ts)
 *
 * The database is SQLite under ./data unless --data DIR or DATABASE_URL (PostgreSQL).
 * Progress goes to stderr (a bar on a terminal, periodic lines otherwise). Bad input exits
 * 2 with a line naming the field or line, what was found and what was expected.
 */
import { formatNumber as fmt } from '../core/format.ts';
import { randomUUID } from 'node:crypto';
import { basename } from 'node:path';
import { planPlacesImport } from '../app/import-places.ts';
import { pointOutside } from '../app/viability.ts';
import { formatDate } from '../core/format.ts';
import { InputError } from '../core/input/validate.ts';
import { NotFound } from '../domain/errors.ts';
import type { PlaceRecord } from '../domain/place.ts';
import { toCsv } from '../formats/csv.ts';
import { toGeoJson } from '../formats/geojson.ts';
import { detectFormat, IMPORT_FORMATS, type ImportFormat } from '../formats/read.ts';
import { packFor } from '../siting/pack-of.ts';
import { pagePlaces } from '../siting/registry.ts';
import {
  activityOfRecord,
  OUTLET_STATUSES,
  placeStatusName,
  registryCategoryName,
  registryCategoryWithId,
  registryVocabulary,
  systemScope,
} from '../siting/types.ts';
import type { Repository } from '../store/repository.ts';
import { langArg, oneOf, parse } from './args.ts';
import { problemText } from './input-problem-text.ts';
import { mergedInput } from './place-input.ts';
import { type CliIO, UsageError } from './io.ts';
import { IMPORT_SURVEY_OPTIONS, surveyCommand, surveyDraftsOf } from './surveys.ts';
import { dateArg, municipalityInfo, openStore, progressOf, readFileArg, writeOut } from './registry-io.ts';
import { checkOutputExtension } from './user-errors.ts';

/** `--category`: a category no pack declares. */
function categoryRefused(c: string, categories: readonly string[]): UsageError {
  return new UsageError({
    pt: `--category: encontrado "${c}", esperado um de ${categories.join(', ')}`,
    en: `--category: found "${c}", expected one of ${categories.join(', ')}`,
  });
}

const PLACES_USAGE =
  'glp places import MUNICIPALITY FILE [options] | places export MUNICIPALITY --out FILE | places list MUNICIPALITY | places update MUNICIPALITY ID [--at=LON,LAT] [--valid-to D] [--status S] [--name N] [--input JSON] [--lang pt|en] | places survey declare|list MUNICIPALITY …';

export async function placesCommand(args: string[], io: CliIO): Promise<number> {
  const [sub, ...rest] = args;
  if (sub === 'import') return placesImport(rest, io);
  if (sub === 'export') return placesExport(rest, io);
  if (sub === 'list') return placesList(rest, io);
  if (sub === 'update') return placesUpdate(rest, io);
  if (sub === 'survey') return surveyCommand(rest, io);
  throw new UsageError(
    {
      pt: `encontrado ${sub === undefined ? 'nada' : `"${sub}"`}, esperado import, export, list, update ou survey`,
      en: `found ${sub === undefined ? 'nothing' : `"${sub}"`}, expected import, export, list, update or survey`,
    },
    PLACES_USAGE,
  );
}

const IMPORT_USAGE =
  'glp places import MUNICIPALITY FILE [--format geojson|csv|shp|anp] [--category C] [--status S] [--source TEXT] [--valid-from D] [--valid-to D] [--dry-run] [--surveyed [--survey-source S] [--survey-date D] [--survey-area FILE.geojson]] [--lang pt|en] [--data DIR]';

async function placesImport(args: string[], io: CliIO): Promise<number> {
  const { values: v, positionals } = parse(
    args,
    {
      format: { type: 'string' },
      category: { type: 'string' },
      status: { type: 'string' },
      source: { type: 'string' },
      'valid-from': { type: 'string' },
      'valid-to': { type: 'string' },
      'dry-run': { type: 'boolean' },
      quiet: { type: 'boolean' },
      data: { type: 'string' },
      ...IMPORT_SURVEY_OPTIONS,
      lang: { type: 'string' },
    },
    IMPORT_USAGE,
  );
  if (positionals.length !== 2)
    throw new UsageError({ pt: 'esperado MUNICIPALITY e FILE', en: 'expected MUNICIPALITY and FILE' }, IMPORT_USAGE);
  const [municipality, file] = positionals as [string, string];
  const pt = langArg(v.lang) === 'pt';
  const packs = await io.packs();
  // The categories the packs declare (and the area layers).
  const categories = registryVocabulary(packs.list()).categories;
  if (v.category !== undefined && !categories.includes(v.category)) throw categoryRefused(v.category, categories);
  const bytes = readFileArg(io, file);
  const format: ImportFormat =
    v.format !== undefined ? oneOf('format', v.format, IMPORT_FORMATS, 'geojson') : detectFormat(file, bytes.subarray(0, 4096));
  const progress = progressOf(io, v.quiet === true, langArg(v.lang));
  const repo = await openStore(io, v.data);
  try {
    const info = await municipalityInfo(repo, municipality);
    const plan = await planPlacesImport(
      { packs, repo },
      {
        municipality: info,
        format,
        bytes,
        fileName: basename(file),
        source: v.source ?? `${basename(file)}${format === 'anp' ? ' (ANP)' : ''}`,
        importedAt: new Date().toISOString(),
        category: v.category,
        status: v.status,
        validFrom: v['valid-from'],
        validTo: v['valid-to'],
        progress,
      },
    );
    // --surveyed: the imported categories are declared surveyed, in the import's transaction (issue 7 item 1).
    const pack = packFor(packs, municipality);
    const surveys = pack
      ? surveyDraftsOf(
          io,
          pack,
          municipality,
          [...new Set(plan.drafts.map((d) => d.category))].sort(),
          v,
          v.source ?? `${basename(file)}${format === 'anp' ? ' (ANP)' : ''}`,
        )
      : [];
    if (plan.problems.length > 0) {
      io.stderr(
        pt
          ? `glp places import: ${fmt(plan.problems.length, 'pt')} problema(s) em ${file}; nada foi importado:\n`
          : `glp places import: ${fmt(plan.problems.length, 'en')} problem(s) in ${file}; nothing was imported:\n`,
      );
      for (const p of plan.problems) io.stderr(`  ${problemText(p, pt ? 'pt' : 'en', packs.list())}\n`);
      // The problems are listed above; the closing line sums up instead of repeating the first.
      const n = plan.problems.length;
      throw new UsageError({
        pt: `${basename(file)} não foi importado (${fmt(n, 'pt')} problema${n > 1 ? 's' : ''}, listado${n > 1 ? 's' : ''} acima)`,
        en: `${basename(file)} was not imported (${fmt(n, 'en')} problem${n > 1 ? 's' : ''}, listed above)`,
      });
    }
    const byCat: Record<string, number> = {};
    for (const d of plan.drafts) byCat[d.category] = (byCat[d.category] ?? 0) + 1;
    if (v['dry-run'] !== true && plan.drafts.length > 0) {
      progress.start(
        {
          pt: `gravando ${fmt(plan.drafts.length, 'pt')} local(is) (uma transação)`,
          en: `writing ${fmt(plan.drafts.length, 'en')} places (one transaction)`,
        },
        plan.drafts.length,
      );
      if (surveys.length > 0) await repo.surveys.importSurveyed(systemScope(randomUUID(), 'cli'), plan.drafts, surveys);
      else await repo.insertPlaces(systemScope(randomUUID(), 'cli'), plan.drafts);
      progress.finish({ pt: `${fmt(plan.drafts.length, 'pt')} gravado(s)`, en: `${fmt(plan.drafts.length, 'en')} written` });
    }
    const dry = v['dry-run'] === true;
    const verb = pt ? (dry ? 'importaria' : 'importou') : dry ? 'would import' : 'imported';
    // Each category by its name and the id --category and survey declare take: "escola (school) 12".
    const lang = pt ? 'pt' : 'en';
    const owners = [...(pack ? [pack] : []), ...packs.list()];
    const named = (c: string) => registryCategoryWithId(owners, c, lang);
    const cats =
      Object.entries(byCat)
        .map(([k, n]) => `${named(k)} ${fmt(n, lang)}`)
        .join(', ') || (pt ? 'nenhum' : 'none');
    const lines = [
      pt
        ? `${municipality}: ${verb} ${fmt(plan.drafts.length, lang)} local(is) de ${file} (${format}): ${cats}`
        : `${municipality}: ${verb} ${fmt(plan.drafts.length, lang)} place(s) from ${file} (${format}): ${cats}`,
    ];
    const s = plan.skipped;
    if (s.otherMunicipality > 0)
      lines.push(
        pt
          ? `  ${fmt(s.otherMunicipality, lang)} linha(s) de outros municípios ignorada(s)`
          : `  ${fmt(s.otherMunicipality, lang)} row(s) of other municipalities skipped`,
      );
    if (s.alreadyRegistered > 0)
      lines.push(
        pt
          ? `  ${fmt(s.alreadyRegistered, lang)} linha(s) já cadastrada(s) ignorada(s)`
          : `  ${fmt(s.alreadyRegistered, lang)} row(s) already registered skipped`,
      );
    if (s.mergedDuplicates > 0)
      lines.push(
        pt
          ? `  ${fmt(s.mergedDuplicates, lang)} linha(s) repetida(s) do mesmo CNPJ unida(s)`
          : `  ${fmt(s.mergedDuplicates, lang)} repeated row(s) of the same CNPJ merged`,
      );
    if (surveys.length > 0)
      lines.push(
        pt
          ? `  ${dry ? 'declararia' : 'declarou'} levantado (${surveys[0]?.area ? 'área declarada' : 'município inteiro'}, ${surveys[0]?.source}, ${formatDate(surveys[0]?.surveyedOn ?? '')}): ${surveys.map((d) => named(d.category)).join(', ')}`
          : `  ${dry ? 'would declare' : 'declared'} surveyed (${surveys[0]?.area ? 'declared area' : 'whole municipality'}, ${surveys[0]?.source}, ${formatDate(surveys[0]?.surveyedOn ?? '')}): ${surveys.map((d) => named(d.category)).join(', ')}`,
      );
    if (plan.unlocated.length > 0) {
      lines.push(
        pt
          ? `  ${fmt(plan.unlocated.length, lang)} local(is) sem coordenadas: localize-os para que as regras de distância meçam até eles:`
          : `  ${fmt(plan.unlocated.length, lang)} place(s) without coordinates must be located before the distance rules can measure to them:`,
      );
      for (const u of plan.unlocated)
        lines.push(
          `    ${u.label}: ${u.externalId ? `${u.externalId} ` : ''}${u.name ?? (pt ? '(sem nome)' : '(no name)')}${u.address ? ` — ${u.address}` : ''}`,
        );
    }
    io.stdout(`${lines.join('\n')}\n`);
    return 0;
  } finally {
    await repo.close();
  }
}

const EXPORT_USAGE =
  'glp places export MUNICIPALITY --out FILE|- [--format geojson|csv] [--date D] [--category C]… [--lang pt|en] [--data DIR]';

async function placesExport(args: string[], io: CliIO): Promise<number> {
  const { values: v, positionals } = parse(
    args,
    {
      out: { type: 'string' },
      format: { type: 'string' },
      date: { type: 'string' },
      category: { type: 'string', multiple: true },
      data: { type: 'string' },
      lang: { type: 'string' },
    },
    EXPORT_USAGE,
  );
  if (positionals.length !== 1 || v.out === undefined)
    throw new UsageError({ pt: 'esperado MUNICIPALITY e --out FILE', en: 'expected MUNICIPALITY and --out FILE' }, EXPORT_USAGE);
  const municipality = positionals[0] as string;
  const pt = langArg(v.lang) === 'pt';
  const asked = oneOf('format', v.format, ['geojson', 'csv'] as const, 'geojson');
  // The file's extension says its format: one that is not the format's (or no format's) is refused.
  const ext =
    v.out === '-'
      ? null
      : checkOutputExtension(
          '--out',
          v.out,
          v.format === undefined ? ['.geojson', '.json', '.csv'] : asked === 'csv' ? ['.csv'] : ['.geojson', '.json'],
          v.format === undefined ? undefined : `--format ${asked}`,
        );
  const format = v.format === undefined && ext === '.csv' ? 'csv' : asked;
  const categories = registryVocabulary((await io.packs()).list()).categories;
  for (const c of v.category ?? []) if (!categories.includes(c)) throw categoryRefused(c, categories);
  const repo = await openStore(io, v.data);
  try {
    await municipalityInfo(repo, municipality);
    const q: Parameters<typeof pagePlaces>[2] = { municipality };
    if (v.date !== undefined) q.asOf = await dateArg(io, municipality, v.date);
    if (v.category) q.categories = v.category;
    const records: PlaceRecord[] = [];
    for await (const r of pagePlaces(repo, null, q)) records.push(r);
    writeOut(
      io,
      v.out,
      format === 'csv'
        ? toCsv(records)
        : toGeoJson(records, { name: `${municipality} places`, municipality, ...(q.asOf ? { asOf: q.asOf } : {}) }),
    );
    if (v.out !== '-')
      io.stdout(
        pt
          ? `${municipality}: ${fmt(records.length, 'pt')} local(is) gravado(s) em ${v.out} (${format})\n`
          : `${municipality}: ${fmt(records.length, 'en')} place(s) written to ${v.out} (${format})\n`,
      );
    return 0;
  } finally {
    await repo.close();
  }
}

async function placesList(args: string[], io: CliIO): Promise<number> {
  const usage = 'glp places list MUNICIPALITY [--date D] [--format text|json] [--lang pt|en] [--data DIR]';
  const { values: v, positionals } = parse(
    args,
    { date: { type: 'string' }, format: { type: 'string' }, data: { type: 'string' }, lang: { type: 'string' } },
    usage,
  );
  const pt = langArg(v.lang) === 'pt';
  if (positionals.length !== 1) throw new UsageError({ pt: 'esperado MUNICIPALITY', en: 'expected MUNICIPALITY' }, usage);
  const municipality = positionals[0] as string;
  const format = oneOf('format', v.format, ['text', 'json'] as const, 'text');
  const repo = await openStore(io, v.data);
  try {
    await municipalityInfo(repo, municipality);
    const q: Parameters<typeof pagePlaces>[2] = { municipality };
    if (v.date !== undefined) q.asOf = await dateArg(io, municipality, v.date);
    const counts: Record<string, Record<string, number>> = {};
    const unlocated: { id: string; category: string; name: string | null; source: string }[] = [];
    let total = 0;
    for await (const r of pagePlaces(repo, null, q)) {
      total++;
      counts[r.category] ??= {};
      const c = counts[r.category] as Record<string, number>;
      const s = r.status ?? '-';
      c[s] = (c[s] ?? 0) + 1;
      if (r.geometry === null) unlocated.push({ id: r.id, category: r.category, name: r.name, source: r.source });
    }
    if (format === 'json') io.stdout(`${JSON.stringify({ municipality, asOf: q.asOf ?? null, total, counts, unlocated }, null, 2)}\n`);
    else {
      const lines = [
        pt
          ? `${municipality}${q.asOf ? ` em ${formatDate(q.asOf)}` : ''}: ${fmt(total, 'pt')} registro(s)`
          : `${municipality}${q.asOf ? ` on ${formatDate(q.asOf)}` : ''}: ${fmt(total, 'en')} record(s)`,
      ];
      // A category by its name and its id (what --category takes); the statuses by their names.
      const packs = await io.packs();
      const pack = packFor(packs, municipality);
      const owners = [...(pack ? [pack] : []), ...packs.list()];
      const lang = pt ? 'pt' : 'en';
      const rows = Object.entries(counts)
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([cat, byStatus]) => [registryCategoryWithId(owners, cat, lang), byStatus] as const);
      const pad = rows.reduce((m, [name]) => Math.max(m, name.length), 0);
      for (const [name, byStatus] of rows)
        lines.push(
          `  ${name.padEnd(pad)}  ${Object.entries(byStatus)
            // In the vocabulary's order (licensed, existing, construction-approved…), a place without status last.
            .sort(([a], [b]) => statusRank(a) - statusRank(b))
            .map(([s, n]) => (s === '-' ? fmt(n, lang) : `${placeStatusName(pack ?? null, s, lang)} ${fmt(n, lang)}`))
            .join(', ')}`,
        );
      if (unlocated.length > 0) {
        lines.push(
          pt
            ? `  sem coordenadas (a localizar): ${fmt(unlocated.length, 'pt')}`
            : `  without coordinates (to locate): ${fmt(unlocated.length, 'en')}`,
        );
        for (const u of unlocated.slice(0, 50))
          lines.push(`    ${registryCategoryName(owners, u.category, lang) ?? u.category} ${u.id} ${u.name ?? ''} (${u.source})`);
      }
      io.stdout(`${lines.join('\n')}\n`);
    }
    return 0;
  } finally {
    await repo.close();
  }
}

/** A place status's place in the vocabulary's order; no status ('-') or an unknown one after them. */
function statusRank(s: string): number {
  const i = (OUTLET_STATUSES as readonly string[]).indexOf(s);
  return i < 0 ? OUTLET_STATUSES.length : i;
}

const UPDATE_USAGE =
  'glp places update MUNICIPALITY ID [--at=LON,LAT] [--valid-to D] [--status S] [--name TEXT] [--input JSON] [--lang pt|en] [--data DIR]';

/**
 * One place at a time: locate a reseller imported without coordinates (the ANP registry has
 * none), retire a school that closed (--valid-to: the registry "as of" later dates leaves it
 * out), correct a status or a name, or give an establishment the facts its re-evaluation lacks
 * (--input JSON: merged into those it keeps, checked against the input schema; `glp reevaluate`
 * lists what is missing). Audited with before and after.
 */
/** A place by its id, or by the id its registry gives it (externalId: what glp reevaluate names), the version in force. */
async function placeById(repo: Repository, municipality: string, id: string): Promise<PlaceRecord> {
  try {
    return await repo.getPlace(null, municipality, id);
  } catch (e) {
    if (!(e instanceof NotFound)) throw e;
  }
  const found: PlaceRecord[] = [];
  for await (const r of pagePlaces(repo, null, { municipality })) if (r.data.externalId === id) found.push(r);
  const current = found.length === 1 ? found[0] : found.find((r) => r.validTo === null);
  if (!current)
    throw InputError.of('ID', JSON.stringify(id), `a place of ${municipality}: its id or its registry's id (glp places export)`);
  return current;
}

async function placesUpdate(args: string[], io: CliIO): Promise<number> {
  const { values: v, positionals } = parse(
    args,
    {
      at: { type: 'string' },
      'valid-to': { type: 'string' },
      status: { type: 'string' },
      name: { type: 'string' },
      input: { type: 'string' },
      data: { type: 'string' },
      lang: { type: 'string' },
    },
    UPDATE_USAGE,
  );
  if (positionals.length !== 2)
    throw new UsageError({ pt: 'esperado MUNICIPALITY e ID', en: 'expected MUNICIPALITY and ID' }, UPDATE_USAGE);
  const [municipality, id] = positionals as [string, string];
  const pt = langArg(v.lang) === 'pt';
  const patch: Parameters<Repository['updatePlace']>[3] = {};
  if (v.at !== undefined) {
    const m = /^\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*$/.exec(v.at);
    const lon = m ? Number(m[1]) : Number.NaN;
    const lat = m ? Number(m[2]) : Number.NaN;
    if (!(Math.abs(lon) <= 180 && Math.abs(lat) <= 90))
      throw InputError.of('--at', JSON.stringify(v.at), 'LON,LAT in degrees, e.g. --at=-48.4791,-1.4502');
    patch.geometry = { type: 'Point', coordinates: [lon, lat] };
  }
  if (v['valid-to'] !== undefined) patch.validTo = await dateArg(io, municipality, v['valid-to']);
  // The statuses the distance rules count by (an unknown one would silently drop out of every count).
  if (v.status !== undefined) {
    if (!(OUTLET_STATUSES as readonly string[]).includes(v.status))
      throw InputError.of('--status', JSON.stringify(v.status), `one of ${OUTLET_STATUSES.join(', ')}`);
    patch.status = v.status;
  }
  if (v.name !== undefined) patch.name = v.name;
  if (Object.keys(patch).length === 0 && v.input === undefined)
    throw new UsageError(
      {
        pt: 'nada a mudar: informe --at, --valid-to, --status, --name ou --input',
        en: 'nothing to change: give --at, --valid-to, --status, --name or --input',
      },
      UPDATE_USAGE,
    );
  // A position outside the municipality (swapped, a dropped sign, another city) is refused as viability --at refuses it.
  if (patch.geometry?.type === 'Point') {
    const pack = (await io.packs()).get(municipality);
    const outside = pack ? pointOutside(pack, patch.geometry.coordinates as [number, number], '--at') : null;
    if (outside) throw new UsageError({ pt: problemText(outside, 'pt'), en: problemText(outside, 'en') });
  }
  const repo = await openStore(io, v.data);
  try {
    await municipalityInfo(repo, municipality);
    const current = await placeById(repo, municipality, id);
    if (v.input !== undefined) {
      const packs = await io.packs();
      const activity = activityOfRecord(packs.list(), current);
      if (!activity)
        throw InputError.of('--input', `a place of category ${current.category}`, 'an establishment (its facts are for re-evaluation)');
      patch.data = { ...current.data, input: mergedInput(packs, municipality, activity, current.data.input, v.input) };
    }
    const next = await repo.updatePlace(systemScope(randomUUID(), 'cli'), current.id, current.version, patch);
    const where = next.geometry?.type === 'Point' ? ` ${pt ? 'em' : 'at'} ${next.geometry.coordinates.join(', ')}` : '';
    const until = next.validTo
      ? pt
        ? `, válido até ${formatDate(next.validTo)} (exclusive)`
        : `, valid until ${formatDate(next.validTo)} (exclusive)`
      : '';
    const what = next.name ?? registryCategoryName((await io.packs()).list(), next.category, pt ? 'pt' : 'en') ?? next.category;
    io.stdout(
      pt
        ? `${municipality} ${id} ${what}: atualizado (versão ${next.version})${where}${until}\n`
        : `${municipality} ${id} ${what}: updated (version ${next.version})${where}${until}\n`,
    );
    return 0;
  } finally {
    await repo.close();
  }
}
