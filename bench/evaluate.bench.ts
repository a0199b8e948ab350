/**
 * `npm run bench` — full evaluations per second of each municipality's examples, on one core
 * (this process, one thread). "Full" = validate the raw JSON document, resolve the pack and
 * evaluate every rule in force. Beside it, in the same run, the baseline: validation alone
 * (what any system must pay to read the document), and the ratio between the two.
 * Target (issue #2): ≥ 20 000 full evaluations per second per municipality.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { evaluateDocument } from '../src/core/evaluate-document.ts';
import { parseInput } from '../src/core/input/validate.ts';

const root = new URL('..', import.meta.url).pathname;
const TARGET = 20_000;
const seconds = Number(process.env.BENCH_SECONDS ?? 1);

function rate(fn: () => void): number {
  for (let i = 0; i < 500; i++) fn(); // warm-up: JIT and caches
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
process.stdout.write(`${'example'.padEnd(52)} ${'full eval/s'.padStart(11)} ${'validate/s'.padStart(11)}  ratio  target\n`);
let worst = Number.POSITIVE_INFINITY;
for (const [m, list] of byMunicipality) {
  let sum = 0;
  for (const { file, raw } of list) {
    const date = (raw as { date?: string }).date ?? '2026-11-30';
    const full = rate(() => {
      evaluateDocument(raw, { fallbackDate: date, lang: 'pt' });
    });
    const base = rate(() => {
      parseInput(raw);
    });
    sum += full;
    process.stdout.write(
      `${file.padEnd(52)} ${fmt(full)}   ${fmt(base)}   ${(base / full).toFixed(1).padStart(4)}×  ${full >= TARGET ? 'ok' : 'BELOW'}\n`,
    );
  }
  const mean = sum / list.length;
  worst = Math.min(worst, mean);
  process.stdout.write(`${`  ${m} (mean)`.padEnd(52)} ${fmt(mean)}\n`);
}
process.stdout.write(`\nslowest municipality: ${fmt(worst).trim()} evaluations/s (target ${TARGET.toLocaleString('pt-BR')}/s: ${worst >= TARGET ? 'met' : 'NOT met'})\n`);
process.stdout.write('ratio = validation-only rate ÷ full-evaluation rate: how many times the bare cost of reading the document a full evaluation takes.\n');
