/**
 * `npm run bench` — full evaluations per second of each municipality's examples, on one core
 * (this process, one thread). A full evaluation runs every rule in force for the activity,
 * the classifier, transitions and missing-fact ranking on a validated document. Beside it, in
 * the same run: the end-to-end rate from the raw JSON (validation + evaluation) and the
 * baseline of validation alone — what any system pays to read the document — with ratios.
 * Target (issue #2): ≥ 20 000 full evaluations per second per municipality.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { packs } from '../test/support/packs.ts';
import { evaluate } from '../src/core/engine.ts';
import { evaluateDocument } from '../src/app/evaluate-document.ts';
import { parseInput } from '../src/core/input/validate.ts';
import { numberOption, onlyFlags } from './options.ts';

const root = new URL('..', import.meta.url).pathname;
const TARGET = 20_000;
onlyFlags(process.argv.slice(2), []);
const seconds = numberOption('BENCH_SECONDS', process.env.BENCH_SECONDS, 1, { min: 0.1 });

function rate(fn: () => void): number {
  for (let i = 0; i < 3000; i++) fn(); // warm-up: JIT and caches
  let n = 0;
  const start = process.hrtime.bigint();
  const budget = BigInt(Math.round(seconds * 1e9));
  let elapsed = 0n;
  while (elapsed < budget) {
    for (let i = 0; i < 200; i++) fn();
    n += 200;
    elapsed = process.hrtime.bigint() - start;
  }
  return n / (Number(elapsed) / 1e9);
}

const files = readdirSync(join(root, 'examples'))
  .filter((f) => f.endsWith('.json'))
  .sort();
const byMunicipality = new Map<string, { file: string; raw: unknown }[]>();
for (const f of files) {
  const raw = JSON.parse(readFileSync(join(root, 'examples', f), 'utf8')) as { municipality: string };
  const list = byMunicipality.get(raw.municipality) ?? [];
  list.push({ file: f, raw });
  byMunicipality.set(raw.municipality, list);
}

const fmt = (n: number) => Math.round(n).toLocaleString('pt-BR').padStart(9);
process.stdout.write(`node ${process.version}, one thread, ${seconds} s per measurement\n\n`);
process.stdout.write(
  `${'example'.padEnd(52)} ${'eval/s'.padStart(9)} ${'json→eval/s'.padStart(11)} ${'validate/s'.padStart(11)}  val÷eval  target\n`,
);
let worst = Number.POSITIVE_INFINITY;
for (const [m, list] of byMunicipality) {
  let sum = 0;
  for (const { file, raw } of list) {
    const date = (raw as { date?: string }).date ?? '2026-11-30';
    const input = parseInput(raw, packs);
    const pack = packs.get(input.municipality);
    if (!pack) throw new Error(`${file}: unknown municipality`);
    const full = rate(() => {
      evaluate(pack, input, { date, lang: 'pt' });
    });
    const endToEnd = rate(() => {
      evaluateDocument(packs, raw, { fallbackDate: date, lang: 'pt' });
    });
    const base = rate(() => {
      parseInput(raw, packs);
    });
    sum += full;
    process.stdout.write(
      `${file.padEnd(52)} ${fmt(full)}   ${fmt(endToEnd)}   ${fmt(base)}   ${(base / full).toFixed(2).padStart(5)}×   ${full >= TARGET ? 'ok' : 'BELOW'}\n`,
    );
  }
  const mean = sum / list.length;
  worst = Math.min(worst, mean);
  process.stdout.write(`${`  ${m} (mean)`.padEnd(52)} ${fmt(mean)}\n`);
}
process.stdout.write(
  `\nslowest municipality: ${fmt(worst).trim()} evaluations/s (target ${TARGET.toLocaleString('pt-BR')}/s: ${worst >= TARGET ? 'met' : 'NOT met'})\n`,
);
process.stdout.write(
  'eval/s: full evaluations of the validated document (target); json→eval/s: from raw JSON, validation included;\nval÷eval: validation-only rate ÷ evaluation rate = how many times the bare cost of reading the document one evaluation costs.\n',
);
