/**
 * `glp reevaluate [MUNICIPALITY…|--all] [--date D] [--since D] [--what-if P=V]… [--format text|json]
 *  [--threads N] [--no-priority]` — every registered establishment re-evaluated under the law as
 * of a date, or under a what-if, and what changes (src/app/reevaluate.ts, src/siting/batch.ts).
 */
import { loadRegistries, reevaluationOptions, runReevaluation } from '../app/reevaluate.ts';
import { renderReevaluation } from '../siting/batch.ts';
import { oneOf, parse } from './args.ts';
import { type CliIO, UsageError } from './io.ts';
import { openStore, progressOf, whatIfArg } from './registry-io.ts';

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
  const packs = await io.packs();
  const repo = await openStore(io, v.data);
  let loaded: Awaited<ReturnType<typeof loadRegistries>>;
  try {
    loaded = await loadRegistries(repo, v.all === true ? 'all' : positionals, progress);
  } finally {
    await repo.close();
  }
  const req = { whatIf, priority: v['no-priority'] !== true, ...(v.date !== undefined ? { date: v.date } : {}) };
  const opts = reevaluationOptions(packs, loaded.municipalities, v.since !== undefined ? { ...req, since: v.since } : req, io.today());
  let total = 0;
  opts.onProgress = (done: number, t: number) => {
    if (t !== total) {
      total = t;
      progress.start('re-evaluating', t);
    }
    progress.update(done);
  };
  // Worker threads are opt-in (--threads): they pay off for a resident pool or very large registries.
  const report = await runReevaluation(packs, loaded.registry, opts, threads ?? 1);
  progress.finish(`${report.evaluated} evaluated, ${report.changes.length} change(s)`);
  io.stdout(format === 'json' ? `${JSON.stringify(report, null, 2)}\n` : renderReevaluation(report));
  return 0;
}
