/**
 * `glp generate [--scale city|national] [--seed N] [--city ID]… (--out FILE.geojson|.csv | --into-db)`
 * — seeded synthetic registries for tests, benchmarks and demonstrations (src/siting/generate.ts).
 */
import { formatNumber as fmt } from '../core/format.ts';
import { randomUUID } from 'node:crypto';
import type { PlaceRecord } from '../domain/place.ts';
import { toCsv } from '../formats/csv.ts';
import { toGeoJson } from '../formats/geojson.ts';
import { generateRegistry, municipalityRows } from '../siting/generate.ts';
import { baseCities } from '../siting/synthetic-municipalities.ts';
import { systemScope } from '../siting/types.ts';
import { langArg, oneOf, parse } from './args.ts';
import { type CliIO, UsageError } from './io.ts';
import { openStore, progressOf, writeOut } from './registry-io.ts';
import { checkOutputExtension } from './user-errors.ts';

/** What --out writes: GeoJSON (.geojson, .json) or CSV. */
const OUT_EXTENSIONS = ['.geojson', '.json', '.csv'] as const;

const GENERATE_USAGE =
  'glp generate [--scale city|national] [--seed N] [--city ID]… (--out FILE.geojson|FILE.csv | --into-db) [--lang pt|en] [--data DIR]';

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
      lang: { type: 'string' },
    },
    GENERATE_USAGE,
  );
  if (positionals.length > 0)
    throw new UsageError({ pt: `argumento inesperado "${positionals[0]}"`, en: `unexpected argument "${positionals[0]}"` }, GENERATE_USAGE);
  if ((v.out === undefined) === (v['into-db'] !== true))
    throw new UsageError({ pt: 'esperado --out FILE ou --into-db', en: 'expected --out FILE or --into-db' }, GENERATE_USAGE);
  // Before the work: a national registry takes a minute, then written in a format the name does not say.
  if (v.out !== undefined && v.out !== '-') checkOutputExtension('--out', v.out, OUT_EXTENSIONS);
  const scale = oneOf('scale', v.scale, ['city', 'national'] as const, 'city');
  const pt = langArg(v.lang) === 'pt';
  const seed = v.seed === undefined ? 1 : Number(v.seed);
  if (!Number.isInteger(seed))
    throw new UsageError({
      pt: `--seed: encontrado "${v.seed}", esperado um número inteiro`,
      en: `--seed: found "${v.seed}", expected an integer`,
    });
  const packs = await io.packs();
  const cities = baseCities(packs).map((c) => c.id);
  for (const c of v.city ?? [])
    if (!cities.includes(c))
      throw new UsageError({
        pt: `--city: encontrado "${c}", esperado um de ${cities.join(', ')}`,
        en: `--city: found "${c}", expected one of ${cities.join(', ')}`,
      });
  const lang = pt ? 'pt' : 'en';
  // Progress on stderr (a national registry takes a minute): stdout keeps the summary, or the file with --out -.
  const progress = progressOf(io, v.quiet === true, lang);
  const t0 = performance.now();
  const g = generateRegistry(packs, {
    seed,
    scale,
    ...(v.city ? { cities: v.city } : {}),
    onProgress: (done, total) => {
      if (done === 0) progress.start({ pt: 'gerando os municípios sintéticos', en: 'generating synthetic municipalities' }, total);
      else progress.update(done);
    },
  });
  progress.finish({
    pt: `${fmt(g.records.length, 'pt')} registro(s) em ${fmt(g.municipalities.length, 'pt')} município(s)`,
    en: `${fmt(g.records.length, 'en')} record(s) in ${fmt(g.municipalities.length, 'en')} municipality(ies)`,
  });
  // Counts and seconds as the run's language writes them (1.466 / 1,466; 2,5 s / 2.5 s).
  const secs = new Intl.NumberFormat(pt ? 'pt-BR' : 'en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    (performance.now() - t0) / 1000,
  );
  const summary = pt
    ? `${fmt(g.records.length, lang)} registro(s) em ${fmt(g.municipalities.length, lang)} município(s) (semente ${seed}, ${scale}) em ${secs} s`
    : `${fmt(g.records.length, lang)} record(s) in ${fmt(g.municipalities.length, lang)} municipality(ies) (seed ${seed}, ${scale}) in ${secs} s`;
  if (v.out !== undefined) {
    const file = v.out;
    progress.start({ pt: `gravando ${file === '-' ? 'na saída' : file}`, en: `writing ${file === '-' ? 'to stdout' : file}` }, 0);
    writeOut(
      io,
      file,
      file.toLowerCase().endsWith('.csv') ? toCsv(g.records) : toGeoJson(g.records, { name: `synthetic ${scale} seed ${seed}` }),
    );
    progress.finish({ pt: `${fmt(g.records.length, 'pt')} registro(s)`, en: `${fmt(g.records.length, 'en')} record(s)` });
    if (v.out !== '-') io.stdout(`${summary} → ${v.out}\n`);
    return 0;
  }
  const repo = await openStore(io, v.data);
  try {
    await repo.upsertMunicipalities(municipalityRows(g.municipalities));
    const byM = new Map<string, PlaceRecord[]>();
    for (const r of g.records) byM.set(r.municipality, [...(byM.get(r.municipality) ?? []), r]);
    progress.start({ pt: 'gravando os cadastros sintéticos', en: 'writing synthetic registries' }, g.records.length);
    let done = 0;
    // One transaction per municipality: each registry lands whole or not at all.
    for (const [m, list] of byM) {
      // The registry and its survey declarations (issue 7 item 1) in one transaction.
      await repo.surveys.importSurveyed(
        systemScope(randomUUID(), 'cli'),
        list.map(({ id, version: _v, ...rest }) => ({ ...rest, data: { externalId: id, ...rest.data } })),
        g.surveys.filter((d) => d.municipality === m),
      );
      done += list.length;
      progress.update(done);
    }
    progress.finish({ pt: `${fmt(done, 'pt')} gravado(s)`, en: `${fmt(done, 'en')} written` });
    io.stdout(`${summary} → ${pt ? 'banco de dados' : 'database'}\n`);
    return 0;
  } finally {
    await repo.close();
  }
}
