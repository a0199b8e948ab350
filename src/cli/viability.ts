/**
 * `glp viability MUNICIPALITY [--date D] [--activity A] [--class C] [--resolution 10]
 *  (--out FILE.geojson [--svg FILE.svg] [--png FILE.png] | --at LON,LAT) [--what-if P=V]…` —
 * where a new establishment may be sited under the law's distance rules (src/siting/viability.ts;
 * parameters and registry loading shared with the API in src/app/viability.ts).
 */
import { resolve } from 'node:path';
import { loadMunicipalityRegistry, pointOutside, viabilityParams } from '../app/viability.ts';
import { activitiesOf } from '../core/input/vocabulary.ts';
import type { PolygonGeometry } from '../siting/geom.ts';
import { packFor } from '../siting/pack-of.ts';
import { normClasses } from '../siting/plan.ts';
import { siteClassesFor } from '../siting/site-classes.ts';
import type { PlaceRegistry } from '../siting/registry.ts';
import { computeViability } from '../siting/viability.ts';
import { pointAnswer } from '../siting/viability-classes.ts';
import { viabilityPng, viabilitySvg } from '../siting/viability-render.ts';
import { formatDate } from '../core/format.ts';
import { activityName } from '../core/input/fact-names.ts';
import { oneOf, parse } from './args.ts';
import { problemText } from './input-problem-text.ts';
import { type CliIO, UsageError } from './io.ts';
import { municipalityInfo, openStore, progressOf, whatIfArg, writeOut } from './registry-io.ts';
import { checkOutputExtension, checkOutputFolder } from './user-errors.ts';
import { pointViabilityText } from './viability-point-text.ts';
import { viabilitySummaryText } from './viability-summary-text.ts';

const VIABILITY_USAGE =
  'glp viability MUNICIPALITY [--date D] [--activity A] [--class C] [--resolution 10] [--out FILE.geojson [--svg FILE.svg] [--png FILE.png] | --at LON,LAT [--format text|json]] [--what-if P=V]… [--assume-surveyed] [--lang pt|en] [--data DIR]';

/** Without --out or --at: the summary only, at a resolution coarse enough for a whole municipality in seconds. */
const SUMMARY_RESOLUTION_M = '100';

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
      'assume-surveyed': { type: 'boolean' },
      lang: { type: 'string' },
      format: { type: 'string' },
    },
    VIABILITY_USAGE,
  );
  if (positionals.length !== 1) throw new UsageError({ pt: 'esperado um MUNICIPALITY', en: 'expected one MUNICIPALITY' }, VIABILITY_USAGE);
  if ((v.svg !== undefined || v.png !== undefined) && v.out === undefined)
    throw new UsageError(
      { pt: '--svg/--png: esperado junto com --out FILE.geojson', en: '--svg/--png: expected together with --out FILE.geojson' },
      VIABILITY_USAGE,
    );
  const municipality = positionals[0] as string;
  const lang = oneOf('lang', v.lang, ['pt', 'en'] as const, 'pt');
  const format = oneOf('format', v.format, ['text', 'json'] as const, 'text');
  if (v.format !== undefined && v.at === undefined)
    throw new UsageError(
      {
        pt: '--format: esperado junto com --at LON,LAT (o mapa é --out FILE.geojson)',
        en: '--format: expected together with --at LON,LAT (the map is --out FILE.geojson)',
      },
      VIABILITY_USAGE,
    );
  // Before the work, not after it: a map computed for minutes, then lost to a missing folder.
  for (const [option, file, extensions] of [
    ['--out', v.out, ['.geojson', '.json']],
    ['--svg', v.svg, ['.svg']],
    ['--png', v.png, ['.png']],
  ] as const)
    if (file !== undefined && file !== '-') {
      checkOutputExtension(option, file, extensions);
      checkOutputFolder(option, resolve(io.cwd, file));
    }
  const activities = activitiesOf((await io.packs()).list()).map((t) => t.id);
  if (v.activity !== undefined && !activities.includes(v.activity))
    throw new UsageError({
      pt: `--activity: encontrado "${v.activity}", esperado um de ${activities.join(', ')}`,
      en: `--activity: found "${v.activity}", expected one of ${activities.join(', ')}`,
    });
  // A class of the municipality's own law (VdC art. 5: A, B, C) or of the NBR 15514.
  const own = packFor(await io.packs(), municipality);
  const site = own ? siteClassesFor(own, v.activity ?? 'glp-resale') : undefined;
  if (
    v.class !== undefined &&
    !normClasses().includes(v.class) &&
    !site?.classes.some((c) => c.id.toLowerCase() === v.class?.toLowerCase())
  )
    throw new UsageError({
      pt: `--class: encontrado "${v.class}", esperado ${site ? `uma classe da ${site.scheme.pt}: ${site.classes.map((c) => c.id).join(', ')}; ou ` : ''}uma classe da NBR 15514: ${normClasses().join(', ')}`,
      en: `--class: found "${v.class}", expected ${site ? `a class of ${site.scheme.en}: ${site.classes.map((c) => c.id).join(', ')}; or ` : ''}an NBR 15514 class: ${normClasses().join(', ')}`,
    });
  if (v.resolution !== undefined && !(Number(v.resolution) >= 0.5 && Number(v.resolution) <= 1000))
    throw new UsageError({
      pt: `--resolution: encontrado "${v.resolution}", esperado um tamanho de célula em metros de 0.5 a 1000`,
      en: `--resolution: found "${v.resolution}", expected a cell size in metres from 0.5 to 1000`,
    });
  let at: [number, number] | null = null;
  if (v.at !== undefined) {
    const parts = v.at.split(',').map(Number);
    if (
      parts.length !== 2 ||
      parts.some((x) => !Number.isFinite(x)) ||
      Math.abs(parts[0] as number) > 180 ||
      Math.abs(parts[1] as number) > 90
    )
      throw new UsageError({
        pt: `--at: encontrado "${v.at}", esperado LON,LAT em graus decimais (p. ex. -48.48,-1.43)`,
        en: `--at: found "${v.at}", expected LON,LAT in decimal degrees (e.g. -48.48,-1.43)`,
      });
    at = parts as [number, number];
  }
  const packs = await io.packs();
  const { pack, opts } = viabilityParams(
    packs,
    municipality,
    {
      date: v.date,
      activity: v.activity,
      class: v.class,
      resolution: v.resolution ?? (v.out === undefined ? SUMMARY_RESOLUTION_M : undefined),
      set: (v['what-if'] ?? []).map((s) => {
        whatIfArg([s]);
        return s;
      }),
    },
    io.today(),
  );
  // A point outside the municipality has no answer under its law (a dropped sign is the usual slip).
  const outside = at ? pointOutside(pack, at, '--at') : null;
  if (outside) throw new UsageError({ pt: problemText(outside, 'pt'), en: problemText(outside, 'en') });
  if (v['assume-surveyed'] === true) opts.assumeSurveyed = true;
  const progress = progressOf(io, v.quiet === true, lang);
  const repo = await openStore(io, v.data);
  let registry: PlaceRegistry;
  try {
    await municipalityInfo(repo, municipality);
    registry = await loadMunicipalityRegistry(repo, municipality, progress);
  } finally {
    await repo.close();
  }
  if (at) {
    const r = pointAnswer(registry, pack, municipality, at, { ...opts, lang });
    io.stdout(
      format === 'json'
        ? `${JSON.stringify({ municipality, point: at, date: opts.date, activity: opts.activity, class: opts.normClass ?? opts.siteClass ?? null, ...r }, null, 2)}\n`
        : pointViabilityText(
            {
              pack,
              municipality,
              name: pack.name,
              point: at,
              date: opts.date,
              activity: opts.activity,
              normClass: opts.normClass,
              siteClass: opts.siteClass,
            },
            r,
            lang,
          ),
    );
    if (v.out === undefined) return 0;
  }
  const t0 = performance.now();
  const map = computeViability(registry, pack, municipality, { ...opts, lang });
  const ms = performance.now() - t0;
  if (v.out !== undefined) writeOut(io, v.out, JSON.stringify(map.geojson));
  const registered =
    registry
      .get(municipality)
      ?.areasOf('municipal-boundary', opts.date)
      .map((a) => a.geom) ?? [];
  // Nothing imported: the pack's shipped boundary, as the map used it.
  const shipped = pack.boundary?.geometry;
  const boundary: PolygonGeometry[] =
    registered.length > 0 || !shipped
      ? registered
      : shipped.type === 'Polygon'
        ? [{ type: 'Polygon', coordinates: shipped.coordinates }]
        : shipped.coordinates.map((c) => ({ type: 'Polygon' as const, coordinates: c }));
  if (v.svg !== undefined)
    writeOut(
      io,
      v.svg,
      viabilitySvg(
        map,
        boundary,
        `${pack.name} — ${activityName(pack, opts.activity, lang) ?? opts.activity} — ${formatDate(opts.date)}`,
        lang,
      ),
      '--svg',
    );
  if (v.png !== undefined) writeOut(io, v.png, viabilityPng(map).png, '--png');
  const written = v.out === undefined ? [] : [v.out, ...(v.svg ? [v.svg] : []), ...(v.png ? [v.png] : [])];
  io.stdout(
    viabilitySummaryText(
      pack,
      { municipality, date: opts.date, activity: opts.activity, normClass: opts.normClass, siteClass: opts.siteClass, ms, written },
      map,
      lang,
    ),
  );
  return 0;
}
