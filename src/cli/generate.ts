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
  const t0 = performance.now();
  const g = generateRegistry(packs, { seed, scale, ...(v.city ? { cities: v.city } : {}) });
  const secs = ((performance.now() - t0) / 1000).toFixed(1);
  const summary = pt
    ? `${g.records.length} registro(s) em ${g.municipalities.length} município(s) (semente ${seed}, ${scale}) em ${secs.replace('.', ',')} s`
    : `${g.records.length} record(s) in ${g.municipalities.length} municipality(ies) (seed ${seed}, ${scale}) in ${secs} s`;
  if (v.out !== undefined) {
    writeOut(
      io,
      v.out,
      v.out.toLowerCase().endsWith('.csv') ? toCsv(g.records) : toGeoJson(g.records, { name: `synthetic ${scale} seed ${seed}` }),
    );
    if (v.out !== '-') io.stdout(`${summary} → ${v.out}\n`);
    return 0;
  }
  const progress = progressOf(io, v.quiet === true, langArg(v.lang));
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
