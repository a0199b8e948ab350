/**
 * `npm run bench:siting` — issue #4 targets, side by side in one run, on the national
 * synthetic set (seeded: 60 000 outlets, 200 000 sensitive places in 232 municipalities —
 * the four real boundaries and synthetic clones, src/siting/generate.ts):
 *
 *  (a) batch re-evaluation of every registered establishment as of a date: the project
 *      (registry in memory, worker threads on every core) vs PostGIS (same data and rules
 *      in SQL: ST_DWithin on geography with a GiST index) vs a naive all-pairs scan
 *      (every establishment against every place of its municipality, exact geodesics; timed
 *      on a sample and extrapolated). Target ≤ 5 s and faster than PostGIS.
 *  (b) the viability map of Salvador at 10 m. Target ≤ 2 s.
 *  (c) single-application siting query latency in process (filling input.nearby and the zone
 *      facts from the registry). Target p99 ≤ 1 ms.
 *  (d) the re-evaluation of (a) persisted — every result a reproducible stored evaluation —
 *      beside the in-memory run, on SQLite and on a durable PostgreSQL
 *      (bench/persisted-reevaluation.ts). Target ≤ 10 s on SQLite (issue #13).
 *
 * Environment: BENCH_SEED (42), BENCH_NAIVE_SAMPLE (400), BENCH_RUNS (3), GLP_TEST_PG_URL
 * or scripts/pg-cluster.sh for PostgreSQL (PostGIS); BENCH_PERSIST_PG=0 skips PostgreSQL in (d).
 * `--persisted-only`: (d) alone.
 */
import { spawnSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createTestDatabase } from '../test/support/pg.ts';
import { evaluate } from '../src/core/engine.ts';
import { NBR15514_2020 } from '../src/core/norms/nbr15514.ts';
import { normClassFor } from '../src/core/norms/registry.ts';
import { storageTotals } from '../src/core/storage.ts';
import type { EstablishmentInput } from '../src/core/input/schema.ts';
import { geometryDistance } from '../src/geo/distance.ts';
import { type OutletEvaluation, type ReevaluationReport, reevaluate } from '../src/siting/batch.ts';
import { generateRegistry, syntheticPlaceRegistry } from '../src/siting/generate.ts';
import { packFor } from '../src/siting/pack-of.ts';
import { baseCities, rng } from '../src/siting/synthetic-municipalities.ts';
import { packs } from '../test/support/packs.ts';
import { destination, pointInRings } from '../src/siting/geom.ts';
import { fillSiting } from '../src/siting/nearby.ts';
import { ReevaluationPool } from '../src/app/reevaluation-pool.ts';
import { resolveSiting } from '../src/siting/plan.ts';
import { createPlacesTable, loadPlaces, postgisSiting } from '../src/siting/postgis.ts';
import type { IndexedPlace, PlaceRegistry } from '../src/siting/registry.ts';
import { type PlaceRecord, validOn } from '../src/siting/types.ts';
import { computeViability } from '../src/siting/viability.ts';
import { sitingPack } from '../src/siting/viability-point.ts';
import { numberOption, onlyFlags } from './options.ts';
import { persistedSection } from './persisted-reevaluation.ts';

// --cold-child: this file run again as its own child (the cold start it measures).
onlyFlags(process.argv.slice(2), ['--persisted-only', '--cold-child']);
const SEED = numberOption('BENCH_SEED', process.env.BENCH_SEED, 42, { min: 0, integer: true });
const RUNS = numberOption('BENCH_RUNS', process.env.BENCH_RUNS, 3, { min: 1, integer: true });
const NAIVE_SAMPLE = numberOption('BENCH_NAIVE_SAMPLE', process.env.BENCH_NAIVE_SAMPLE, 400, { min: 1, integer: true });
const DATE = '2026-01-01';

const out = (s = '') => process.stdout.write(`${s}\n`);
const ms = (x: number) => `${x.toFixed(0)} ms`;
const s2 = (x: number) => `${(x / 1000).toFixed(2)} s`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
const time = async <T>(fn: () => T | Promise<T>): Promise<[T, number]> => {
  const t = performance.now();
  const r = await fn();
  return [r, performance.now() - t];
};

function nbrClass(r: PlaceRecord): string | null {
  const containers = (r.data.input as { storage?: { containers?: Parameters<typeof storageTotals>[0] } } | undefined)?.storage?.containers;
  return containers ? normClassFor(NBR15514_2020, storageTotals(containers).totalKg).class : null;
}

/** In a fresh process (cold JIT): index build and one single-threaded run; prints JSON. */
async function coldChild(): Promise<void> {
  const g = generateRegistry(packs, { seed: SEED, scale: 'national' });
  const t0 = performance.now();
  const registry = syntheticPlaceRegistry(g);
  for (const m of registry.municipalities()) registry.get(m)?.prepare();
  const t1 = performance.now();
  const r = reevaluate(packs, registry, { date: DATE });
  const t2 = performance.now();
  process.stdout.write(`${JSON.stringify({ buildMs: t1 - t0, runMs: t2 - t1, evaluated: r.evaluated })}\n`);
}

function runColdChild(): { buildMs: number; runMs: number; evaluated: number } | null {
  const r = spawnSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), '--cold-child'], {
    encoding: 'utf8',
    env: process.env,
  });
  try {
    return JSON.parse(r.stdout.trim().split('\n').pop() ?? '');
  } catch {
    return null;
  }
}

async function main(): Promise<void> {
  out(
    `node ${process.version}, ${cpus().length} CPU(s) (${cpus()[0]?.model ?? '?'}), load average ${loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')}`,
  );
  const [g, genMs] = await time(() => generateRegistry(packs, { seed: SEED, scale: 'national' }));
  const outlets = g.records.filter((r) => r.category === 'glp-outlet' && r.status !== 'closed').length;
  out(
    `national synthetic set (seed ${SEED}): ${g.records.length} records, ${g.municipalities.length} municipalities, ${outlets} open outlet records; generated in ${ms(genMs)}`,
  );
  out();
  if (process.argv.includes('--persisted-only')) {
    const registry = syntheticPlaceRegistry(g);
    for (const m of registry.municipalities()) registry.get(m)?.prepare();
    reevaluate(packs, registry, { date: DATE }); // warm-up, as in (a)
    await persistedSection(g, registry, DATE, out);
    return;
  }

  // ---------------------------------------------------------------- (a) batch re-evaluation
  out('(a) batch re-evaluation of every registered establishment, as of 2026-01-01');
  const [registry, buildMs] = await time(() => {
    const r = syntheticPlaceRegistry(g);
    for (const m of r.municipalities()) r.get(m)?.prepare();
    return r;
  });
  const [pool, poolMs] = await time(() => ReevaluationPool.create(packs, registry, { threads: cpus().length }));
  const runs: number[] = [];
  let report: ReevaluationReport | undefined;
  let firstMs = 0;
  for (let i = 0; i < RUNS + 1; i++) {
    const [r, t] = await time(() => pool.run({ date: DATE, withEvaluations: i === 0 }));
    if (i === 0) {
      report = r;
      firstMs = t;
    } else runs.push(t);
  }
  await pool.close();
  const project = median(runs);
  const rep = report as ReevaluationReport;
  out(`  project: ${rep.evaluated} establishments in ${rep.municipalities.length} municipalities, ${pool.threads} thread(s)`);
  out(`    index build ${ms(buildMs)}, worker start + shard load ${ms(poolMs)}, first run ${ms(firstMs)}`);
  out(`    warm run (median of ${RUNS}): ${s2(project)}   [${runs.map(ms).join(', ')}]`);
  out(`    cold total (index + workers + first run): ${s2(buildMs + poolMs + firstMs)}`);
  out(`    states: ${JSON.stringify(rep.counts.after)}; ${rep.changes.length} differ from the registered status`);
  const [single, singleMs] = await time(() => reevaluate(packs, registry, { date: DATE }));
  out(`    one thread, same registry (warm): ${s2(singleMs)} (${single.evaluated} establishments)`);
  const cold = runColdChild();
  if (cold)
    out(`    one thread, fresh process (cold JIT): index ${ms(cold.buildMs)} + run ${ms(cold.runMs)} = ${s2(cold.buildMs + cold.runMs)}`);

  // PostGIS
  let postgis: number | null = null;
  try {
    const db = await createTestDatabase();
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      const version = (await client.query<{ v: string }>('SELECT postgis_full_version() AS v')).rows[0]?.v.split(' ').slice(0, 2).join(' ');
      await createPlacesTable(client, 'places_bench');
      const [n, loadMs] = await time(() => loadPlaces(client, 'places_bench', packs, g.records, nbrClass));
      out(`  PostGIS (${version}): ${n} rows loaded, GiST index built and analysed in ${s2(loadMs)} (not timed below)`);
      const classes = NBR15514_2020.classes.map((c) => c.class);
      const munis = g.municipalities.map((m) => m.id);
      const pgRuns: number[] = [];
      let results: Awaited<ReturnType<typeof postgisSiting>>['results'] | undefined;
      for (let i = 0; i < RUNS + 1; i++) {
        const r = await postgisSiting(client, 'places_bench', packs, munis, DATE, classes);
        if (i === 0) results = r.results;
        else pgRuns.push(r.ms);
      }
      postgis = median(pgRuns);
      out(`    ST_DWithin(geography) + GiST, same rules (median of ${RUNS}): ${s2(postgis)}   [${pgRuns.map(ms).join(', ')}]`);
      // Same answers? Every establishment-rule the engine decided (not exempt, not incomplete).
      let agree = 0;
      let compared = 0;
      for (const e of rep.evaluations ?? []) {
        for (const rule of e.rules) {
          if (rule.status !== 'violated' && rule.status !== 'satisfied') continue;
          const sql = results?.get(`${rule.rule}|${e.activity}`);
          if (!sql) continue;
          compared++;
          if (sql.violated.has(e.id) === (rule.status === 'violated')) agree++;
        }
      }
      out(`    agreement with the project: ${agree}/${compared} establishment-rule decisions`);
    } finally {
      await client.end();
      await db.drop();
    }
  } catch (e) {
    out(`  PostGIS: not measured (${(e as Error).message.split('\n')[0]})`);
  }

  // Naive all-pairs
  const [naivePer, naiveCount] = naiveScan(registry, rep.evaluations ?? [], NAIVE_SAMPLE);
  const naive = naivePer * rep.evaluated;
  out(`  naive all-pairs scan (each establishment against every place of its municipality, exact geodesics):`);
  out(
    `    ${(naivePer * 1000).toFixed(0)} µs per establishment on a sample of ${naiveCount} → ${s2(naive)} extrapolated to ${rep.evaluated}`,
  );
  out(
    `  ratios: PostGIS ÷ project ${postgis === null ? 'n/a' : `${(postgis / project).toFixed(2)}×`}, naive ÷ project ${(naive / project).toFixed(0)}×; target ≤ 5 s: ${project <= 5000 ? 'met' : 'NOT met'}${postgis === null ? '' : `, faster than PostGIS: ${project < postgis ? 'yes' : 'NO'}`}`,
  );
  out();

  // ---------------------------------------------------------------- (b) viability map
  out('(b) viability map of Salvador, 10 m cells, glp-resale class II, as of 2026-01-01');
  const salvador = packFor(packs, 'salvador-ba');
  if (!salvador) throw new Error('salvador-ba pack missing');
  const vRuns: number[] = [];
  let stats = '';
  let json = 0;
  for (let i = 0; i < RUNS + 2; i++) {
    const [map, t] = await time(() =>
      computeViability(registry, salvador, 'salvador-ba', { date: DATE, activity: 'glp-resale', normClass: 'II', resolutionM: 10 }),
    );
    if (i > 0) vRuns.push(t);
    if (i === 0) {
      const [text, tj] = await time(() => JSON.stringify(map.geojson));
      json = tj;
      stats = `${map.grid.nx} × ${map.grid.ny} cells, ${map.stats.exclusions} exclusions, ${map.stats.allowedAreas} allowed / ${map.stats.excludedAreas} excluded areas, GeoJSON ${(text.length / 1e6).toFixed(1)} MB`;
    }
  }
  const viability = median(vRuns);
  out(`  ${stats}`);
  out(
    `  map with GeoJSON (median of ${vRuns.length}): ${ms(viability)}   [${vRuns.map(ms).join(', ')}]; + JSON text ${ms(json)}; target ≤ 2 s: ${viability + json <= 2000 ? 'met' : 'NOT met'}`,
  );
  out();

  // ---------------------------------------------------------------- (c) single query latency
  out('(c) single-application siting query (fill input.nearby + zone facts from the registry), in process');
  const lat = latencies(registry);
  out(
    `  ${lat.n} applications in the four real cities: p50 ${lat.p50.toFixed(3)} ms, p99 ${lat.p99.toFixed(3)} ms, max ${lat.max.toFixed(3)} ms; target p99 ≤ 1 ms: ${lat.p99 <= 1 ? 'met' : 'NOT met'}`,
  );
  out(`  with the evaluation of the siting rules too: p50 ${lat.evalP50.toFixed(3)} ms, p99 ${lat.evalP99.toFixed(3)} ms`);
  out();

  // ---------------------------------------------------------------- (d) persisted re-evaluation
  await persistedSection(g, registry, DATE, out);
  out();
  out(
    `load average at the end ${loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')}`,
  );
}

/** The naive baseline: no index, every place of the municipality measured exactly. */
function naiveScan(registry: PlaceRegistry, evaluations: readonly OutletEvaluation[], sample: number): [number, number] {
  const r = rng(7);
  const picked = [...evaluations].sort(() => r() - 0.5).slice(0, sample);
  const t = performance.now();
  let hits = 0;
  for (const e of picked) {
    const reg = registry.get(e.municipality);
    const pack = packFor(packs, e.municipality);
    if (!reg || !pack) continue;
    const self = reg.get(e.id);
    if (!self?.geometry) continue;
    const rules = resolveSiting(pack, { activity: e.activity, date: DATE });
    const cats = new Set<string>(rules.flatMap((x) => x.categories));
    const radius = rules.reduce((m, x) => Math.max(m, x.radiusM), 0);
    for (const p of reg.places as IndexedPlace[]) {
      if (!cats.has(p.category) || p.rec.id === e.id || !validOn(p.rec, DATE)) continue;
      if (geometryDistance(self.geometry, p.geom) <= radius) hits++;
    }
  }
  const per = (performance.now() - t) / Math.max(1, picked.length);
  if (hits < 0) throw new Error('unreachable'); // keeps the loop's work observable
  return [per, picked.length];
}

function latencies(registry: PlaceRegistry) {
  const r = rng(99);
  const cities = baseCities(packs).map((c) => c.id);
  const inputs: { m: string; input: EstablishmentInput }[] = [];
  while (inputs.length < 10_000) {
    const m = cities[inputs.length % cities.length] as string;
    const reg = registry.get(m);
    const boundary = reg?.areasOf('municipal-boundary', DATE)[0];
    if (!reg || !boundary) continue;
    // An application near a registered outlet (where the answer matters), or anywhere inside.
    const near = reg.places[Math.floor(r() * reg.places.length)] as IndexedPlace;
    const c = near.geom.type === 'Point' ? near.geom.coordinates : (near.geom.coordinates[0]?.[0] as [number, number]);
    const p = destination(c, r() * 360, r() * 800);
    if (!pointInRings(p[0], p[1], boundary.geom.coordinates)) continue;
    inputs.push({
      m,
      input: {
        municipality: m,
        activity: 'glp-resale',
        application: { type: 'new' },
        lot: { location: p },
        storage: { containers: [{ capacityKg: 13, state: 'full', count: 100 }] },
      } as EstablishmentInput,
    });
  }
  const fillTimes: number[] = [];
  const evalTimes: number[] = [];
  for (let pass = 0; pass < 2; pass++) {
    for (const { m, input } of inputs) {
      const pack = packFor(packs, m);
      const reg = registry.get(m);
      if (!pack || !reg) continue;
      const t0 = performance.now();
      const { input: filled } = fillSiting(reg, pack, input, { date: DATE });
      const t1 = performance.now();
      // The evaluation that consumes the fill, to show the whole siting check.
      evaluateSiting(pack, filled);
      const t2 = performance.now();
      if (pass === 1) {
        fillTimes.push(t1 - t0);
        evalTimes.push(t2 - t0);
      }
    }
  }
  const q = (xs: number[], f: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(f * xs.length))] as number;
  return {
    n: fillTimes.length,
    p50: q(fillTimes, 0.5),
    p99: q(fillTimes, 0.99),
    max: fillTimes.reduce((a, b) => Math.max(a, b), Number.NEGATIVE_INFINITY),
    evalP50: q(evalTimes, 0.5),
    evalP99: q(evalTimes, 0.99),
  };
}

const sp = new Map<string, ReturnType<typeof sitingPack>>();
function evaluateSiting(pack: NonNullable<ReturnType<typeof packFor>>, input: EstablishmentInput): void {
  let p = sp.get(pack.id);
  if (!p) {
    p = sitingPack(pack);
    sp.set(pack.id, p);
  }
  evaluate(p, input, { date: DATE });
}

(process.argv.includes('--cold-child') ? coldChild() : main()).catch((e) => {
  process.stderr.write(`${(e as Error).stack ?? e}\n`);
  process.exitCode = 1;
});
