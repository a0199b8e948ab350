/**
 * `glp reevaluate [MUNICIPALITY…|--all] [--date D] [--since D] [--what-if P=V]… [--format text|json]
 *  [--threads N] [--no-priority] [--store]` — every registered establishment re-evaluated under the law as
 * of a date, or under a what-if, and what changes (src/app/reevaluate.ts, src/siting/batch.ts).
 * With --store, every result is kept as a reproducible stored evaluation under a run
 * (src/app/persisted-reevaluation.ts); `glp reevaluate --resume RUN` finishes a run that
 * stopped, storing what is missing and nothing twice.
 */
import { formatNumber as fmt } from '../core/format.ts';
import { parallelPersist } from '../app/persist-parallel.ts';
import { persistRun, runOptionsOf, STORE_BATCH } from '../app/persisted-reevaluation.ts';
import type { OpenOptions } from '../store/open.ts';
import { loadRegistries, reevaluationOptions, runReevaluation } from '../app/reevaluate.ts';
import { InputError } from '../core/input/validate.ts';
import type { PackRegistry } from '../core/registry.ts';
import type { Lang, Text } from '../core/types.ts';
import { NotFound } from '../domain/errors.ts';
import { renderReevaluation } from '../siting/batch-render.ts';
import { systemScope } from '../siting/types.ts';
import type { Repository } from '../store/repository.ts';
import { oneOf, parse } from './args.ts';
import { type CliIO, UsageError } from './io.ts';
import type { Progress } from './progress.ts';
import { openStore, progressOf, storeOptions, whatIfArg } from './registry-io.ts';

const REEVALUATE_USAGE =
  'glp reevaluate [MUNICIPALITY…|--all] [--date D] [--since D] [--what-if P=V]… [--format text|json] [--threads N] [--no-priority] [--store] [--data DIR]\n' +
  '       glp reevaluate --resume RUN [--format text|json] [--data DIR]';

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
      store: { type: 'boolean' },
      resume: { type: 'string' },
      data: { type: 'string' },
      quiet: { type: 'boolean' },
      lang: { type: 'string' },
    },
    REEVALUATE_USAGE,
  );
  const format = oneOf('format', v.format, ['text', 'json'] as const, 'text');
  const lang = oneOf('lang', v.lang, ['pt', 'en'] as const, 'pt');
  const progress = progressOf(io, v.quiet === true, lang);
  if (v.resume !== undefined) {
    const given = ['all', 'date', 'since', 'what-if', 'no-priority', 'store'].filter((k) => v[k as keyof typeof v] !== undefined);
    if (positionals.length > 0 || given.length > 0)
      throw new UsageError(
        {
          pt: `--resume usa os municípios e as opções da própria reavaliação: encontrado ${[...positionals, ...given.map((k) => `--${k}`)].join(', ')}`,
          en: `--resume takes the run's own municipalities and options: found ${[...positionals, ...given.map((k) => `--${k}`)].join(', ')}`,
        },
        REEVALUATE_USAGE,
      );
    return resume(io, v.resume, v.data, format, progress, lang, threadsArg(v.threads));
  }
  if ((positionals.length === 0) === (v.all !== true))
    throw new UsageError(
      { pt: 'esperado MUNICIPALITY ou --all (não os dois)', en: 'expected MUNICIPALITY or --all (not both)' },
      REEVALUATE_USAGE,
    );
  const threads = threadsArg(v.threads);
  const whatIf = whatIfArg(v['what-if']);
  const packs = await io.packs();
  const repo = await openStore(io, v.data);
  try {
    const loaded = await loadRegistries(repo, v.all === true ? 'all' : positionals, progress);
    const req = { whatIf, priority: v['no-priority'] !== true, ...(v.date !== undefined ? { date: v.date } : {}) };
    const opts = reevaluationOptions(packs, loaded.municipalities, v.since !== undefined ? { ...req, since: v.since } : req, io.today());
    opts.lang = lang;
    if (v.store === true) {
      const run = await repo.startReevaluationRun(systemScope('reevaluate'), loaded.municipalities, runOptionsOf(opts));
      io.stderr(
        lang === 'pt'
          ? `reavaliação ${run.id} iniciada: se parar, conclua-a com glp reevaluate --resume ${run.id}\n`
          : `run ${run.id} started: if it stops, finish it with glp reevaluate --resume ${run.id}\n`,
      );
      return await store(io, packs, repo, run, loaded.registry, format, progress, lang, {
        store: storeOptions(io, v.data),
        threads: threads ?? 1,
      });
    }
    const phase = startOnce(progress, { pt: 'reavaliando', en: 're-evaluating' });
    opts.onProgress = (done: number, t: number) => phase.update(done, t);
    // Worker threads are opt-in (--threads): they pay off for a resident pool or very large registries.
    const report = await runReevaluation(packs, loaded.registry, opts, threads ?? 1);
    phase.finish(
      report.evaluated === 0
        ? NOTHING
        : {
            pt: `${fmt(report.evaluated, 'pt')} avaliado(s), ${fmt(report.changes.length, 'pt')} mudança(s)`,
            en: `${fmt(report.evaluated, 'en')} evaluated, ${fmt(report.changes.length, 'en')} change(s)`,
          },
    );
    io.stdout(format === 'json' ? `${JSON.stringify(report, null, 2)}\n` : renderReevaluation(report, 200, lang));
    return 0;
  } finally {
    await repo.close();
  }
}

async function resume(
  io: CliIO,
  runId: string,
  data: string | undefined,
  format: 'text' | 'json',
  progress: Progress,
  lang: Lang,
  threads = 1,
): Promise<number> {
  const packs = await io.packs();
  const repo = await openStore(io, data);
  try {
    let run: Awaited<ReturnType<Repository['getReevaluationRun']>>;
    try {
      run = await repo.getReevaluationRun(systemScope('reevaluate'), runId);
    } catch (e) {
      if (e instanceof NotFound)
        throw InputError.of('--resume', JSON.stringify(runId), 'the id of a run started with glp reevaluate --store');
      throw e;
    }
    const loaded = await loadRegistries(repo, run.municipalities, progress);
    return await store(io, packs, repo, run, loaded.registry, format, progress, lang, { store: storeOptions(io, data), threads });
  } finally {
    await repo.close();
  }
}

async function store(
  io: CliIO,
  packs: PackRegistry,
  repo: Repository,
  run: Awaited<ReturnType<Repository['getReevaluationRun']>>,
  registry: Awaited<ReturnType<typeof loadRegistries>>['registry'],
  format: 'text' | 'json',
  progress: Progress,
  lang: Lang,
  parallel: { store: OpenOptions; threads: number },
): Promise<number> {
  const phase = startOnce(progress, { pt: 'reavaliando e guardando', en: 're-evaluating and storing' });
  const out = await persistRun(
    { packs, repo },
    systemScope(`reevaluate ${run.id}`),
    run,
    registry,
    { update: (done, t) => phase.update(done, t) },
    STORE_BATCH,
    parallel.threads > 1 ? parallelPersist(parallel.threads) : undefined,
  );
  const { report } = out;
  phase.finish(
    report.evaluated === 0 && out.stored === 0
      ? NOTHING
      : {
          pt: `${fmt(report.evaluated, 'pt')} avaliado(s), ${fmt(out.stored, 'pt')} resultado(s) guardado(s)`,
          en: `${fmt(report.evaluated, 'en')} evaluated, ${fmt(out.stored, 'en')} result(s) stored`,
        },
  );
  const summary = { id: out.run.id, status: out.run.status, stored: out.stored, alreadyStored: out.alreadyStored };
  if (format === 'json') io.stdout(`${JSON.stringify({ ...report, run: summary }, null, 2)}\n`);
  else
    io.stdout(
      lang === 'pt'
        ? `${renderReevaluation(report, 200, lang)}\nResultados gravados na execução ${out.run.id}: ${fmt(out.stored, 'pt')} avaliação(ões) gravada(s)` +
            `${out.alreadyStored > 0 ? `, ${fmt(out.alreadyStored, 'pt')} já gravada(s) antes` : ''}; cada uma reproduzível (GET /api/evaluations/{id}/reproduce).\n`
        : `${renderReevaluation(report, 200, lang)}\nResults stored in run ${out.run.id}: ${fmt(out.stored, 'en')} evaluation(s) stored` +
            `${out.alreadyStored > 0 ? `, ${fmt(out.alreadyStored, 'en')} stored before` : ''}; each reproducible (GET /api/evaluations/{id}/reproduce).\n`,
    );
  return 0;
}

/** The summary of a re-evaluation of a registry with no establishment (the report says why, and how to fill it). */
const NOTHING: Text = { pt: 'nada a reavaliar', en: 'nothing to re-evaluate' };

/**
 * The re-evaluation's progress under its own label: started at the first report of the run, or
 * at the end when there was none (no establishment: the run reports nothing), so the summary is
 * never printed under the label of the loading before it.
 */
function startOnce(progress: Progress, label: Text): { update(done: number, total: number): void; finish(summary: Text): void } {
  let total: number | null = null;
  const start = (t: number) => {
    total = t;
    progress.start(label, t);
  };
  return {
    update(done, t) {
      if (t !== total) start(t);
      progress.update(done);
    },
    finish(summary) {
      if (total === null) start(0);
      progress.finish(summary);
    },
  };
}

/** --threads N: 1 to 8 (worker threads evaluating a share of the municipalities each; with --store this thread stores what they compute). */
function threadsArg(v: string | undefined): number | undefined {
  if (v === undefined) return undefined;
  const n = Number(v);
  if (!(Number.isInteger(n) && n >= 1 && n <= 8))
    throw new UsageError({
      pt: `--threads: encontrado "${v}", esperado um número inteiro de 1 a 8`,
      en: `--threads: found "${v}", expected an integer from 1 to 8`,
    });
  return n;
}
