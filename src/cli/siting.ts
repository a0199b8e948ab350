/**
 * Siting commands (issue #4):
 *
 *   glp places import MUNICIPALITY FILE [--format geojson|csv|shp|anp] [--category C] [--status S]
 *                     [--source TEXT] [--valid-from D] [--valid-to D] [--dry-run]
 *   glp places export MUNICIPALITY --out FILE|- [--format geojson|csv] [--date D] [--category C]…
 *   glp places list   MUNICIPALITY [--date D] [--format text|json]
 *   glp viability MUNICIPALITY [--date D] [--activity A] [--class C] [--resolution 10]
 *                 (--out FILE.geojson [--svg FILE.svg] [--png FILE.png] | --at LON,LAT) [--what-if P=V]…
 *   glp reevaluate [MUNICIPALITY…|--all] [--date D] [--since D] [--what-if P=V]… [--format text|json]
 *                  [--threads N] [--no-priority]
 *   glp generate [--scale city|national] [--seed N] [--city ID]… (--out FILE.geojson|.csv | --into-db)
 *
 * The database is SQLite under ./data unless --data DIR or DATABASE_URL (PostgreSQL).
 * Progress goes to stderr (a bar on a terminal, periodic lines otherwise). Bad input exits
 * 2 with a line naming the field or line, what was found and what was expected.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { checkDate } from '../core/evaluate-document.ts';
import { formatDate } from '../core/format.ts';
import { parseOverrides } from '../core/overrides.ts';
import { PACKS } from '../../laws/index.ts';
import { activitiesOf } from '../core/input/vocabulary.ts';
import { InputError } from '../core/input/validate.ts';
import { renderReevaluation, reevaluate } from '../siting/batch.ts';
import { toCsv, toGeoJson } from '../siting/export.ts';
import { generateRegistry, municipalityRows, packFor } from '../siting/generate.ts';
import type { PolygonGeometry } from '../siting/geom.ts';
import {
  detectFormat,
  IMPORT_FORMATS,
  type ImportFormat,
  type ImportOptions,
  importError,
  planImport,
  readRows,
  registryKey,
} from '../siting/import.ts';
import { reevaluateParallel } from '../siting/parallel.ts';
import { normClasses } from '../siting/plan.ts';
import { type Progress, silentProgress, stderrProgress } from '../siting/progress.ts';
import { pagePlaces, PlaceRegistry } from '../siting/registry.ts';
import { packMunicipalities } from '../siting/source.ts';
import { type PlaceRecord, REGISTRY_CATEGORIES, systemScope } from '../siting/types.ts';
import { viabilityParams } from '../siting/viability-api.ts';
import { computeViability, viabilityAt, viabilityPng, viabilitySvg } from '../siting/viability.ts';
import { NotFound, type Repository } from '../store/repository.ts';
import { oneOf, parse } from './args.ts';
import { type CliIO, UsageError } from './io.ts';

async function openStore(io: CliIO, dataDir: string | undefined): Promise<Repository> {
  const { openRepository } = await import('../store/open.ts');
  const url = io.env.DATABASE_URL;
  const opts =
    dataDir !== undefined ? { dataDir: resolve(io.cwd, dataDir) } : url ? { databaseUrl: url } : { dataDir: resolve(io.cwd, 'data') };
  const repo = await openRepository(opts);
  await repo.upsertMunicipalities(packMunicipalities());
  return repo;
}

function progressOf(io: CliIO, quiet: boolean): Progress {
  return quiet ? silentProgress : stderrProgress((s) => io.stderr(s), io.isTTY);
}

async function municipalityInfo(repo: Repository, id: string) {
  const m = (await repo.listMunicipalities()).find((x) => x.id === id);
  if (m) return m;
  const known = (await repo.listMunicipalities()).map((x) => x.id);
  throw InputError.of('MUNICIPALITY', JSON.stringify(id), `one of ${known.join(', ')}`);
}

function readFileArg(io: CliIO, file: string): Uint8Array {
  try {
    return readFileSync(resolve(io.cwd, file));
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw InputError.of(
      file,
      code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'a directory' : (code ?? 'unreadable'),
      'a readable file',
    );
  }
}

function writeOut(io: CliIO, file: string, content: string | Uint8Array): void {
  if (file === '-') io.stdout(typeof content === 'string' ? content : Buffer.from(content).toString('utf8'));
  else writeFileSync(resolve(io.cwd, file), content);
}

function dateArg(io: CliIO, municipality: string, v: string | undefined, field = '--date'): string {
  const pack = packFor(municipality);
  if (!pack) return v ?? io.today();
  return checkDate(pack, v ?? io.today(), field);
}

/** `--what-if P=V` (repeatable): values are JSON or text, as `glp evaluate --set`. */
function whatIfArg(values: string[] | undefined): Record<string, unknown> {
  return parseOverrides(
    values ?? [],
    (s) => new UsageError(`--what-if: found "${s}", expected PARAMETER=VALUE (e.g. belem-pa/min-distance-between-outlets=300)`),
  );
}

// ---------------------------------------------------------------------------
// glp places

const PLACES_USAGE =
  'glp places import MUNICIPALITY FILE [options] | places export MUNICIPALITY --out FILE | places list MUNICIPALITY | places update MUNICIPALITY ID [--at=LON,LAT] [--valid-to D] [--status S] [--name N]';

export async function placesCommand(args: string[], io: CliIO): Promise<number> {
  const [sub, ...rest] = args;
  if (sub === 'import') return placesImport(rest, io);
  if (sub === 'export') return placesExport(rest, io);
  if (sub === 'list') return placesList(rest, io);
  if (sub === 'update') return placesUpdate(rest, io);
  throw new UsageError(
    `found ${sub === undefined ? 'nothing' : `"${sub}"`}, expected import, export, list or update\nusage: ${PLACES_USAGE}`,
  );
}

const IMPORT_USAGE =
  'glp places import MUNICIPALITY FILE [--format geojson|csv|shp|anp] [--category C] [--status S] [--source TEXT] [--valid-from D] [--valid-to D] [--dry-run] [--data DIR]';

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
    },
    IMPORT_USAGE,
  );
  if (positionals.length !== 2) throw new UsageError(`expected MUNICIPALITY and FILE\nusage: ${IMPORT_USAGE}`);
  const [municipality, file] = positionals as [string, string];
  if (v.category !== undefined && !REGISTRY_CATEGORIES.includes(v.category))
    throw new UsageError(`--category: found "${v.category}", expected one of ${REGISTRY_CATEGORIES.join(', ')}`);
  const bytes = readFileArg(io, file);
  const format: ImportFormat =
    v.format !== undefined ? oneOf('format', v.format, IMPORT_FORMATS, 'geojson') : detectFormat(file, bytes.subarray(0, 4096));
  const progress = progressOf(io, v.quiet === true);
  const repo = await openStore(io, v.data);
  try {
    const info = await municipalityInfo(repo, municipality);
    const { rows, merged } = await readRows(format, bytes, basename(file));
    const boundary: PolygonGeometry[] = [];
    const existing = new Set<string>();
    const existingLocated = new Set<string>();
    for await (const r of pagePlaces(repo, null, { municipality })) {
      if (r.category === 'municipal-boundary' && r.geometry?.type === 'Polygon' && r.validTo === null) boundary.push(r.geometry);
      const ext = r.data.externalId;
      if (typeof ext === 'string') {
        existing.add(registryKey(r.category, ext, r.validFrom));
        if (r.geometry !== null) existingLocated.add(registryKey(r.category, ext, r.validFrom));
      }
    }
    const opts: ImportOptions = {
      municipality: info,
      source: v.source ?? `${basename(file)}${format === 'anp' ? ' (ANP)' : ''}`,
      importedAt: new Date().toISOString(),
      boundary,
      existing,
      existingLocated,
      progress,
    };
    if (v.category !== undefined) opts.category = v.category;
    if (v.status !== undefined) opts.status = v.status;
    if (v['valid-from'] !== undefined) opts.validFrom = v['valid-from'];
    if (v['valid-to'] !== undefined) opts.validTo = v['valid-to'];
    const plan = planImport(format, rows, opts);
    plan.skipped.mergedDuplicates = merged;
    if (plan.problems.length > 0) {
      io.stderr(`glp places import: ${plan.problems.length} problem(s) in ${file}; nothing was imported:\n`);
      for (const p of plan.problems) io.stderr(`  ${p.message}\n`);
      throw importError(plan);
    }
    const byCat: Record<string, number> = {};
    for (const d of plan.drafts) byCat[d.category] = (byCat[d.category] ?? 0) + 1;
    if (v['dry-run'] !== true && plan.drafts.length > 0) {
      progress.start(`writing ${plan.drafts.length} places (one transaction)`, plan.drafts.length);
      await repo.insertPlaces(systemScope(randomUUID(), 'cli'), plan.drafts);
      progress.finish(`${plan.drafts.length} written`);
    }
    const verb = v['dry-run'] === true ? 'would import' : 'imported';
    const lines = [
      `${municipality}: ${verb} ${plan.drafts.length} place(s) from ${file} (${format}): ${
        Object.entries(byCat)
          .map(([k, n]) => `${k} ${n}`)
          .join(', ') || 'none'
      }`,
    ];
    const s = plan.skipped;
    if (s.otherMunicipality > 0) lines.push(`  ${s.otherMunicipality} row(s) of other municipalities skipped`);
    if (s.alreadyRegistered > 0) lines.push(`  ${s.alreadyRegistered} row(s) already registered skipped`);
    if (s.mergedDuplicates > 0) lines.push(`  ${s.mergedDuplicates} repeated row(s) of the same CNPJ merged`);
    if (plan.unlocated.length > 0) {
      lines.push(`  ${plan.unlocated.length} place(s) without coordinates must be located before the distance rules can measure to them:`);
      for (const u of plan.unlocated)
        lines.push(
          `    ${u.label}: ${u.externalId ? `${u.externalId} ` : ''}${u.name ?? '(sem nome)'}${u.address ? ` — ${u.address}` : ''}`,
        );
    }
    io.stdout(`${lines.join('\n')}\n`);
    return 0;
  } finally {
    await repo.close();
  }
}

const EXPORT_USAGE = 'glp places export MUNICIPALITY --out FILE|- [--format geojson|csv] [--date D] [--category C]… [--data DIR]';

async function placesExport(args: string[], io: CliIO): Promise<number> {
  const { values: v, positionals } = parse(
    args,
    {
      out: { type: 'string' },
      format: { type: 'string' },
      date: { type: 'string' },
      category: { type: 'string', multiple: true },
      data: { type: 'string' },
    },
    EXPORT_USAGE,
  );
  if (positionals.length !== 1 || v.out === undefined) throw new UsageError(`expected MUNICIPALITY and --out FILE\nusage: ${EXPORT_USAGE}`);
  const municipality = positionals[0] as string;
  const format = oneOf(
    'format',
    v.format ?? (v.out.toLowerCase().endsWith('.csv') ? 'csv' : 'geojson'),
    ['geojson', 'csv'] as const,
    'geojson',
  );
  for (const c of v.category ?? [])
    if (!REGISTRY_CATEGORIES.includes(c))
      throw new UsageError(`--category: found "${c}", expected one of ${REGISTRY_CATEGORIES.join(', ')}`);
  const repo = await openStore(io, v.data);
  try {
    await municipalityInfo(repo, municipality);
    const q: Parameters<typeof pagePlaces>[2] = { municipality };
    if (v.date !== undefined) q.asOf = dateArg(io, municipality, v.date);
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
    if (v.out !== '-') io.stdout(`${municipality}: ${records.length} place(s) written to ${v.out} (${format})\n`);
    return 0;
  } finally {
    await repo.close();
  }
}

async function placesList(args: string[], io: CliIO): Promise<number> {
  const usage = 'glp places list MUNICIPALITY [--date D] [--format text|json] [--data DIR]';
  const { values: v, positionals } = parse(args, { date: { type: 'string' }, format: { type: 'string' }, data: { type: 'string' } }, usage);
  if (positionals.length !== 1) throw new UsageError(`expected MUNICIPALITY\nusage: ${usage}`);
  const municipality = positionals[0] as string;
  const format = oneOf('format', v.format, ['text', 'json'] as const, 'text');
  const repo = await openStore(io, v.data);
  try {
    await municipalityInfo(repo, municipality);
    const q: Parameters<typeof pagePlaces>[2] = { municipality };
    if (v.date !== undefined) q.asOf = dateArg(io, municipality, v.date);
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
      const lines = [`${municipality}${q.asOf ? ` em ${formatDate(q.asOf)}` : ''}: ${total} registro(s)`];
      for (const [cat, byStatus] of Object.entries(counts).sort())
        lines.push(
          `  ${cat.padEnd(22)} ${Object.entries(byStatus)
            .map(([s, n]) => (s === '-' ? String(n) : `${s} ${n}`))
            .join(', ')}`,
        );
      if (unlocated.length > 0) {
        lines.push(`  sem coordenadas (a localizar): ${unlocated.length}`);
        for (const u of unlocated.slice(0, 50)) lines.push(`    ${u.category} ${u.id} ${u.name ?? ''} (${u.source})`);
      }
      io.stdout(`${lines.join('\n')}\n`);
    }
    return 0;
  } finally {
    await repo.close();
  }
}

const UPDATE_USAGE = 'glp places update MUNICIPALITY ID [--at=LON,LAT] [--valid-to YYYY-MM-DD] [--status S] [--name TEXT] [--data DIR]';

/**
 * One place at a time: locate a reseller imported without coordinates (the ANP registry has
 * none), retire a school that closed (--valid-to: the registry "as of" later dates leaves it
 * out), or correct a status or a name. Audited with before and after.
 */
async function placesUpdate(args: string[], io: CliIO): Promise<number> {
  const { values: v, positionals } = parse(
    args,
    {
      at: { type: 'string' },
      'valid-to': { type: 'string' },
      status: { type: 'string' },
      name: { type: 'string' },
      data: { type: 'string' },
    },
    UPDATE_USAGE,
  );
  if (positionals.length !== 2) throw new UsageError(`expected MUNICIPALITY and ID\nusage: ${UPDATE_USAGE}`);
  const [municipality, id] = positionals as [string, string];
  const patch: Parameters<Repository['updatePlace']>[3] = {};
  if (v.at !== undefined) {
    const m = /^\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*$/.exec(v.at);
    const lon = m ? Number(m[1]) : Number.NaN;
    const lat = m ? Number(m[2]) : Number.NaN;
    if (!(Math.abs(lon) <= 180 && Math.abs(lat) <= 90))
      throw InputError.of('--at', JSON.stringify(v.at), 'LON,LAT in degrees, e.g. --at=-48.4791,-1.4502');
    patch.geometry = { type: 'Point', coordinates: [lon, lat] };
  }
  if (v['valid-to'] !== undefined) patch.validTo = dateArg(io, municipality, v['valid-to']);
  if (v.status !== undefined) patch.status = v.status;
  if (v.name !== undefined) patch.name = v.name;
  if (Object.keys(patch).length === 0)
    throw new UsageError(`nothing to change: give --at, --valid-to, --status or --name\nusage: ${UPDATE_USAGE}`);
  const repo = await openStore(io, v.data);
  try {
    await municipalityInfo(repo, municipality);
    let current: PlaceRecord;
    try {
      current = await repo.getPlace(null, municipality, id);
    } catch (e) {
      if (e instanceof NotFound)
        throw InputError.of('ID', JSON.stringify(id), `a place of ${municipality} (glp places list ${municipality})`);
      throw e;
    }
    const next = await repo.updatePlace(systemScope(randomUUID(), 'cli'), id, current.version, patch);
    const where = next.geometry?.type === 'Point' ? ` em ${next.geometry.coordinates.join(', ')}` : '';
    const until = next.validTo ? `, válido até ${formatDate(next.validTo)} (exclusive)` : '';
    io.stdout(`${municipality} ${id} ${next.name ?? next.category}: atualizado (versão ${next.version})${where}${until}\n`);
    return 0;
  } finally {
    await repo.close();
  }
}

// ---------------------------------------------------------------------------
// glp viability

const VIABILITY_USAGE =
  'glp viability MUNICIPALITY [--date D] [--activity A] [--class C] [--resolution 10] (--out FILE.geojson [--svg FILE.svg] [--png FILE.png] | --at LON,LAT) [--what-if P=V]… [--data DIR]';

export async function viabilityCommand(args: string[], io: CliIO): Promise<number> {
  const { values: v, positionals } = parse(
    args,
    {
      date: { type: 'string' },
      activity: { type: 'string' },
      class: { type: 'string' },
      resolution: { type: 'string' },
      out: { type: 'string' },
      svg: { type: 'string' },
      png: { type: 'string' },
      at: { type: 'string' },
      'what-if': { type: 'string', multiple: true },
      data: { type: 'string' },
      quiet: { type: 'boolean' },
    },
    VIABILITY_USAGE,
  );
  if (positionals.length !== 1) throw new UsageError(`expected one MUNICIPALITY\nusage: ${VIABILITY_USAGE}`);
  if (v.out === undefined && v.at === undefined)
    throw new UsageError(`expected --out FILE.geojson or --at LON,LAT\nusage: ${VIABILITY_USAGE}`);
  const municipality = positionals[0] as string;
  const activities = activitiesOf(PACKS).map((t) => t.id);
  if (v.activity !== undefined && !activities.includes(v.activity))
    throw new UsageError(`--activity: found "${v.activity}", expected one of ${activities.join(', ')}`);
  if (v.class !== undefined && !normClasses().includes(v.class))
    throw new UsageError(`--class: found "${v.class}", expected an NBR 15514 class: ${normClasses().join(', ')}`);
  if (v.resolution !== undefined && !(Number(v.resolution) >= 0.5 && Number(v.resolution) <= 1000))
    throw new UsageError(`--resolution: found "${v.resolution}", expected a cell size in metres from 0.5 to 1000`);
  let at: [number, number] | null = null;
  if (v.at !== undefined) {
    const parts = v.at.split(',').map(Number);
    if (
      parts.length !== 2 ||
      parts.some((x) => !Number.isFinite(x)) ||
      Math.abs(parts[0] as number) > 180 ||
      Math.abs(parts[1] as number) > 90
    )
      throw new UsageError(`--at: found "${v.at}", expected LON,LAT in decimal degrees (e.g. -48.48,-1.43)`);
    at = parts as [number, number];
  }
  const { pack, opts } = viabilityParams(
    municipality,
    {
      date: v.date,
      activity: v.activity,
      class: v.class,
      resolution: v.resolution,
      set: (v['what-if'] ?? []).map((s) => {
        whatIfArg([s]);
        return s;
      }),
    },
    io.today(),
  );
  const progress = progressOf(io, v.quiet === true);
  const repo = await openStore(io, v.data);
  let registry: PlaceRegistry;
  try {
    await municipalityInfo(repo, municipality);
    progress.start(`loading ${municipality}`, 0);
    registry = await PlaceRegistry.fromRepository(repo, { municipalities: [municipality], onProgress: (d) => progress.update(d) });
    progress.finish(`${registry.size} records`);
  } finally {
    await repo.close();
  }
  if (at) {
    const r = viabilityAt(registry, pack, municipality, at, opts);
    io.stdout(
      `${JSON.stringify({ municipality, point: at, date: opts.date, activity: opts.activity, class: opts.normClass ?? null, ...r }, null, 2)}\n`,
    );
    if (v.out === undefined) return 0;
  }
  const t0 = performance.now();
  const map = computeViability(registry, pack, municipality, opts);
  const ms = performance.now() - t0;
  writeOut(io, v.out as string, JSON.stringify(map.geojson));
  const boundary =
    registry
      .get(municipality)
      ?.areasOf('municipal-boundary', opts.date)
      .map((a) => a.geom) ?? [];
  if (v.svg !== undefined) writeOut(io, v.svg, viabilitySvg(map, boundary, `${pack.name} — ${opts.activity} — ${opts.date}`));
  if (v.png !== undefined) writeOut(io, v.png, viabilityPng(map).png);
  const s = map.stats;
  const lines = [
    `${municipality} em ${opts.date}, ${opts.activity}${opts.normClass ? `, classe ${opts.normClass}` : ''}, células de ${map.grid.resolutionM} m (${map.grid.nx} × ${map.grid.ny}): ${ms.toFixed(0)} ms`,
    `  permitido: ${s.allowedAreaKm2.toFixed(3)} km² em ${s.allowedAreas} área(s); excluído: ${s.excludedAreaKm2.toFixed(3)} km² em ${s.excludedAreas} área(s), por ${s.exclusions} local(is)`,
    ...map.rules.map(
      (r) =>
        `  ${r.fullId} (${r.citation}): ${r.op} ${r.radiusM} m de ${r.categories.join(', ')}${r.statuses ? ` [${r.statuses.join(', ')}]` : ''}`,
    ),
    ...map.notes.map((n) => `  nota: ${n}`),
    `  → ${v.out}${v.svg ? `, ${v.svg}` : ''}${v.png ? `, ${v.png}` : ''}`,
  ];
  io.stdout(`${lines.join('\n')}\n`);
  return 0;
}

// ---------------------------------------------------------------------------
// glp reevaluate

const REEVALUATE_USAGE =
  'glp reevaluate [MUNICIPALITY…|--all] [--date D] [--since D] [--what-if P=V]… [--format text|json] [--threads N] [--no-priority] [--data DIR]';

export async function reevaluateCommand(args: string[], io: CliIO): Promise<number> {
  const { values: v, positionals } = parse(
    args,
    {
      all: { type: 'boolean' },
      date: { type: 'string' },
      since: { type: 'string' },
      'what-if': { type: 'string', multiple: true },
      format: { type: 'string' },
      threads: { type: 'string' },
      'no-priority': { type: 'boolean' },
      data: { type: 'string' },
      quiet: { type: 'boolean' },
    },
    REEVALUATE_USAGE,
  );
  if ((positionals.length === 0) === (v.all !== true))
    throw new UsageError(`expected MUNICIPALITY or --all (not both)\nusage: ${REEVALUATE_USAGE}`);
  const format = oneOf('format', v.format, ['text', 'json'] as const, 'text');
  const threads = v.threads === undefined ? undefined : Number(v.threads);
  if (threads !== undefined && !(Number.isInteger(threads) && threads >= 1 && threads <= 8))
    throw new UsageError(`--threads: found "${v.threads}", expected an integer from 1 to 8`);
  const whatIf = whatIfArg(v['what-if']);
  const progress = progressOf(io, v.quiet === true);
  const repo = await openStore(io, v.data);
  let registry: PlaceRegistry;
  let municipalities: string[];
  try {
    const known = (await repo.listMunicipalities()).map((m) => m.id);
    municipalities = v.all === true ? known : positionals;
    for (const m of municipalities)
      if (!known.includes(m)) throw InputError.of('MUNICIPALITY', JSON.stringify(m), `one of ${known.join(', ')}`);
    progress.start('loading registries', 0);
    let base = 0;
    registry = new PlaceRegistry();
    for (const m of municipalities) {
      registry.ensure(m);
      let n = 0;
      for await (const r of pagePlaces(repo, null, { municipality: m })) {
        registry.add(r);
        if (++n % 5000 === 0) progress.update(base + n);
      }
      base += n;
    }
    progress.finish(`${registry.size} records of ${municipalities.length} municipality(ies)`);
  } finally {
    await repo.close();
  }
  // Dates and what-if parameters are checked against each municipality's law.
  const first = municipalities.find((m) => packFor(m));
  const date = first ? dateArg(io, first, v.date) : (v.date ?? io.today());
  const since = v.since === undefined ? undefined : first ? dateArg(io, first, v.since, '--since') : v.since;
  if (since !== undefined && since >= date) throw InputError.of('--since', since, `a date before --date (${date})`);
  for (const key of Object.keys(whatIf)) {
    const owners = municipalities.map((m) => packFor(m)).filter((p) => p !== undefined && key.startsWith(`${p.id}/`));
    const pack = owners[0];
    if (!pack)
      throw InputError.of(
        '--what-if',
        JSON.stringify(key),
        `a parameter of ${[...new Set(municipalities.map((m) => packFor(m)?.id).filter(Boolean))].join(', ')} (see glp explain)`,
      );
    if (!pack.paramIndex.has(key.slice(pack.id.length + 1)))
      throw InputError.of('--what-if', JSON.stringify(key), `a parameter of ${pack.id} (see glp explain)`);
  }
  const opts = { date, whatIf, municipalities, priority: v['no-priority'] !== true, ...(since !== undefined ? { since } : {}) };
  let total = 0;
  const onProgress = (done: number, t: number) => {
    if (t !== total) {
      total = t;
      progress.start('re-evaluating', t);
    }
    progress.update(done);
  };
  // Worker threads pay ~1 s to start and ~1 s per 100 000 records to copy their shard: worth
  // it for a resident pool (the server) or very large registries; opt in with --threads.
  const n = threads ?? 1;
  const report =
    n > 1 ? await reevaluateParallel(registry, { ...opts, threads: n, onProgress }) : reevaluate(registry, { ...opts, onProgress });
  progress.finish(`${report.evaluated} evaluated, ${report.changes.length} change(s)`);
  io.stdout(format === 'json' ? `${JSON.stringify(report, null, 2)}\n` : renderReevaluation(report));
  return 0;
}

// ---------------------------------------------------------------------------
// glp generate

const GENERATE_USAGE =
  'glp generate [--scale city|national] [--seed N] [--city ID]… (--out FILE.geojson|FILE.csv | --into-db) [--data DIR]';

export async function generateCommand(args: string[], io: CliIO): Promise<number> {
  const { values: v, positionals } = parse(
    args,
    {
      scale: { type: 'string' },
      seed: { type: 'string' },
      city: { type: 'string', multiple: true },
      out: { type: 'string' },
      'into-db': { type: 'boolean' },
      data: { type: 'string' },
      quiet: { type: 'boolean' },
    },
    GENERATE_USAGE,
  );
  if (positionals.length > 0) throw new UsageError(`unexpected argument "${positionals[0]}"\nusage: ${GENERATE_USAGE}`);
  if ((v.out === undefined) === (v['into-db'] !== true)) throw new UsageError(`expected --out FILE or --into-db\nusage: ${GENERATE_USAGE}`);
  const scale = oneOf('scale', v.scale, ['city', 'national'] as const, 'city');
  const seed = v.seed === undefined ? 1 : Number(v.seed);
  if (!Number.isInteger(seed)) throw new UsageError(`--seed: found "${v.seed}", expected an integer`);
  const cities = ['salvador-ba', 'belem-pa', 'vitoria-da-conquista-ba', 'nova-odessa-sp'];
  for (const c of v.city ?? []) if (!cities.includes(c)) throw new UsageError(`--city: found "${c}", expected one of ${cities.join(', ')}`);
  const t0 = performance.now();
  const g = generateRegistry({ seed, scale, ...(v.city ? { cities: v.city } : {}) });
  const secs = ((performance.now() - t0) / 1000).toFixed(1);
  const summary = `${g.records.length} record(s) in ${g.municipalities.length} municipality(ies) (seed ${seed}, ${scale}) in ${secs}s`;
  if (v.out !== undefined) {
    writeOut(
      io,
      v.out,
      v.out.toLowerCase().endsWith('.csv') ? toCsv(g.records) : toGeoJson(g.records, { name: `synthetic ${scale} seed ${seed}` }),
    );
    if (v.out !== '-') io.stdout(`${summary} → ${v.out}\n`);
    return 0;
  }
  const progress = progressOf(io, v.quiet === true);
  const repo = await openStore(io, v.data);
  try {
    await repo.upsertMunicipalities(municipalityRows(g.municipalities));
    const byM = new Map<string, PlaceRecord[]>();
    for (const r of g.records) byM.set(r.municipality, [...(byM.get(r.municipality) ?? []), r]);
    progress.start('writing synthetic registries', g.records.length);
    let done = 0;
    // One transaction per municipality: each registry lands whole or not at all.
    for (const [, list] of byM) {
      await repo.insertPlaces(
        systemScope(randomUUID(), 'cli'),
        list.map(({ id, version: _v, ...rest }) => ({ ...rest, data: { externalId: id, ...rest.data } })),
      );
      done += list.length;
      progress.update(done);
    }
    progress.finish(`${done} written`);
    io.stdout(`${summary} → database\n`);
    return 0;
  } finally {
    await repo.close();
  }
}
