/**
 * Batch re-evaluation's use case, as `glp reevaluate` runs it: the registries of the chosen
 * municipalities loaded from the store, the dates and what-if values checked against each
 * municipality's law, and the run itself — on this thread, or on worker threads for very
 * large registries (src/app/reevaluation-pool.ts). The re-evaluation is src/siting/batch.ts.
 */
import { formatDate, formatNumber as fmt } from '../core/format.ts';
import { describeValue, InputError } from '../core/input/validate.ts';
import { overrideProblem } from '../core/overrides.ts';
import type { PackRegistry } from '../core/registry.ts';
import { type ReevaluateOptions, type ReevaluationReport, reevaluate } from '../siting/batch.ts';
import { packFor } from '../siting/pack-of.ts';
import { pagePlaces, PlaceRegistry } from '../siting/registry.ts';
import { type Progress, silentProgress } from '../siting/types.ts';
import type { Repository } from '../store/repository.ts';
import { checkDate, nameWithPack } from './evaluate-document.ts';
import { reevaluateParallel } from './reevaluation-pool.ts';

/** The registries of the municipalities named (or of every municipality in the store), each whole. */
export async function loadRegistries(
  repo: Repository,
  which: readonly string[] | 'all',
  progress: Progress,
): Promise<{ registry: PlaceRegistry; municipalities: string[] }> {
  const known = (await repo.listMunicipalities()).map((m) => m.id);
  const municipalities = which === 'all' ? known : [...which];
  for (const m of municipalities)
    if (!known.includes(m)) throw InputError.of('MUNICIPALITY', JSON.stringify(m), `one of ${known.join(', ')}`);
  // The total up front (one count per municipality): a national load takes half a minute, and a
  // log (not a terminal) shows progress only against a known total, every 10 %.
  let total = 0;
  if (progress !== silentProgress)
    for (const m of municipalities) total += (await repo.listPlaces(null, { municipality: m, limit: 1, offset: 0 })).total;
  progress.start({ pt: 'carregando os cadastros', en: 'loading registries' }, total);
  let base = 0;
  const registry = new PlaceRegistry();
  for (const m of municipalities) {
    registry.ensure(m);
    let n = 0;
    for await (const r of pagePlaces(repo, null, { municipality: m })) {
      registry.add(r);
      if (++n % 5000 === 0) progress.update(base + n);
    }
    registry.addSurveys(await repo.surveys.list(null, m));
    base += n;
    progress.update(base);
  }
  progress.finish({
    pt: `${fmt(registry.size, 'pt')} registros de ${fmt(municipalities.length, 'pt')} município(s)`,
    en: `${fmt(registry.size, 'en')} records of ${fmt(municipalities.length, 'en')} municipality(ies)`,
  });
  return { registry, municipalities };
}

export interface ReevaluationRequest {
  date?: string;
  since?: string;
  whatIf: Record<string, unknown>;
  priority: boolean;
}

/** Dates and what-if parameters checked against each municipality's law; bad ones → InputError naming the option. */
export function reevaluationOptions(
  packs: PackRegistry,
  municipalities: readonly string[],
  req: ReevaluationRequest,
  today: string,
): ReevaluateOptions {
  const firstPack = municipalities.map((m) => packFor(packs, m)).find((p) => p !== undefined);
  const date = firstPack ? checkDate(firstPack, req.date ?? today, '--date') : (req.date ?? today);
  const since = req.since === undefined ? undefined : firstPack ? checkDate(firstPack, req.since, '--since') : req.since;
  if (since !== undefined && since >= date) throw InputError.of('--since', since, `a date before --date (${formatDate(date)})`);
  for (const key of Object.keys(req.whatIf)) {
    const owners = municipalities.map((m) => packFor(packs, m)).filter((p) => p !== undefined && key.startsWith(`${p.id}/`));
    const pack = owners[0];
    if (!pack) {
      const inScope = [...new Set(municipalities.map((m) => packFor(packs, m)).filter((p) => p !== undefined))];
      throw InputError.of(
        '--what-if',
        JSON.stringify(key),
        nameWithPack(inScope, key) ?? `a parameter of ${inScope.map((p) => p.id).join(', ')} (see glp explain)`,
      );
    }
    const def = pack.paramIndex.get(key.slice(pack.id.length + 1));
    if (!def) throw InputError.of('--what-if', JSON.stringify(key), `a parameter of ${pack.id} (see glp explain)`);
    // The value too: of the parameter's type, unit, range and readings (issue #7 item 3).
    const expected = overrideProblem(def, req.whatIf[key]);
    if (expected !== null) throw InputError.of(`--what-if ${key}`, describeValue(req.whatIf[key]), expected);
  }
  return { date, whatIf: req.whatIf, municipalities, priority: req.priority, ...(since !== undefined ? { since } : {}) };
}

/**
 * Runs the re-evaluation. Worker threads pay ~1 s to start and ~1 s per 100 000 records to
 * copy their shard: worth it for a resident pool (the server) or very large registries.
 */
export async function runReevaluation(
  packs: PackRegistry,
  registry: PlaceRegistry,
  opts: ReevaluateOptions,
  threads = 1,
): Promise<ReevaluationReport> {
  return threads > 1 ? reevaluateParallel(packs, registry, { ...opts, threads }) : reevaluate(packs, registry, opts);
}
