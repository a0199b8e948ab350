/**
 * `glp explain` is complete by construction: a rule reads only the parameters it declares (the
 * engine refuses any other read), and explain lists exactly the declaration. Here every scenario
 * case (read through the cases runner's loader) and every example is evaluated — and again
 * under every alternative of every interpretation parameter of its pack, to walk the other
 * branches of the rules — and the parameters each finding recorded must be among those its rule
 * lists.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { evaluateDocument } from '../src/app/evaluate-document.ts';
import type { Pack } from '../src/core/pack.ts';
import type { EvaluationResult } from '../src/core/types.ts';
import { readCases } from './support/cases.ts';
import { packs } from './support/packs.ts';

const PACKS = packs.list();

interface Doc {
  label: string;
  input: Record<string, unknown>;
  date: string;
  overrides: Record<string, unknown>;
}

const root = new URL('..', import.meta.url).pathname;
const docs: Doc[] = readCases().cases.map((c) => ({
  label: `${c.file} › ${c.name}`,
  input: c.input,
  date: c.date,
  overrides: c.overrides,
}));
for (const f of readdirSync(join(root, 'examples')).filter((x) => x.endsWith('.json'))) {
  const input = JSON.parse(readFileSync(join(root, 'examples', f), 'utf8')) as Record<string, unknown>;
  docs.push({ label: `examples/${f}`, input, date: typeof input.date === 'string' ? input.date : '2026-11-30', overrides: {} });
}

const listing = new Map<string, Set<string>>();
for (const p of PACKS) for (const r of p.rules) listing.set(`${p.id}/${r.id}`, new Set((r.parameters ?? []).map((id) => `${p.id}/${id}`)));

/** Every finding's recorded reads against its rule's listing; returns the reads outside it. */
function unlisted(result: EvaluationResult): string[] {
  const out: string[] = [];
  for (const f of result.findings) {
    const allowed = listing.get(f.rule);
    assert.ok(allowed, `${f.rule}: no such rule`);
    for (const p of Object.keys(f.parameters)) if (!allowed.has(p)) out.push(`${f.rule} reads ${p}`);
  }
  return out;
}

function run(d: Doc, overrides: Record<string, unknown>): EvaluationResult {
  return evaluateDocument(packs, d.input, { date: d.date, fallbackDate: d.date, overrides: { ...d.overrides, ...overrides } }).result;
}

/** The what-ifs that choose each non-default alternative of each interpretation parameter in force. */
function alternativesOf(pack: Pack, date: string): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  for (const p of pack.parameters) {
    if (!p.interpretation || !p.alternatives) continue;
    const current = p.values.find((v) => v.from <= date && (v.to === undefined || date < v.to));
    if (!current) continue;
    for (const a of p.alternatives)
      if (JSON.stringify(a.value) !== JSON.stringify(current.value)) out.push({ [`${pack.id}/${p.id}`]: a.value });
  }
  return out;
}

describe('glp explain lists every parameter a rule reads', () => {
  it('covers every rule of every pack with a declaration the pack can satisfy', () => {
    for (const p of PACKS)
      for (const r of p.rules)
        for (const id of r.parameters ?? []) assert.ok(p.paramIndex.has(id), `${p.id}/${r.id} declares unknown ${id}`);
  });

  it(`holds for every scenario case and example (${docs.length} documents)`, () => {
    const bad: string[] = [];
    for (const d of docs) for (const u of unlisted(run(d, {}))) bad.push(`${d.label}: ${u}`);
    assert.deepEqual(bad, []);
  });

  it('holds under every alternative of every interpretation parameter', () => {
    const bad: string[] = [];
    let runs = 0;
    for (const d of docs) {
      const pack = packs.get(String(d.input.municipality));
      assert.ok(pack, d.label);
      for (const what of alternativesOf(pack, d.date)) {
        runs++;
        try {
          for (const u of unlisted(run(d, what))) bad.push(`${d.label} with ${JSON.stringify(what)}: ${u}`);
        } catch (e) {
          // An undeclared read throws in the engine: name the document and the what-if.
          bad.push(`${d.label} with ${JSON.stringify(what)}: ${(e as Error).message}`);
        }
      }
    }
    assert.ok(runs > 1000, `only ${runs} what-if runs`);
    assert.deepEqual(bad.slice(0, 20), []);
  });
});
