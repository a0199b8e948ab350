/**
 * Scenario cases as data: every case in laws/<municipality>/cases/*.json is a base document
 * (cases/base/<name>.json) plus its changes; it is evaluated and its expected verdict, class,
 * rule statuses, missing facts and message texts are checked. Cases are written from the law,
 * not from the engine's output. The case files themselves are checked first (unknown base,
 * changes that touch nothing, duplicate names, no expectations…): each problem fails the test
 * of its case, or of its file, naming both.
 *
 * Only some cases: GLP_CASES=belem-pa npm test -- cases (matches the case file's path, so
 * GLP_CASES=belem-pa/cases/art2 runs one pack's art. 2 files).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { evaluateDocument } from '../src/app/evaluate-document.ts';
import type { EvaluationResult } from '../src/core/types.ts';
import { type CaseProblem, formatProblem, readCases, type ScenarioCase } from './support/cases.ts';
import { packs } from './support/packs.ts';

/** The one call into the application: evaluate an expanded case as the CLI and API would. */
function run(c: ScenarioCase): EvaluationResult {
  return evaluateDocument(packs, c.input, { date: c.date, fallbackDate: c.date, lang: c.lang, overrides: c.overrides }).result;
}

/** Checks one case's expectations; every failure message starts with the case's file and name. */
function check(c: ScenarioCase, result: EvaluationResult): void {
  const at = `${c.file} › "${c.name}"`;
  const got = new Map(result.findings.map((f) => [f.rule, f]));
  for (const [rule, status] of Object.entries(c.expect.findings ?? {})) {
    const f = got.get(rule);
    assert.ok(f, `${at}: ${rule}: no finding (rules evaluated: ${[...got.keys()].join(', ')})`);
    assert.equal(f.status, status, `${at}: ${rule}: ${f.message}`);
  }
  for (const [rule, text] of Object.entries(c.expect.messageIncludes ?? {})) {
    const f = got.get(rule);
    assert.ok(f, `${at}: ${rule}: no finding`);
    assert.ok(f.message.includes(text), `${at}: ${rule}: "${f.message}" does not include "${text}"`);
  }
  for (const m of c.expect.missing ?? []) {
    assert.ok(
      result.missing.some((x) => x.fact === m),
      `${at}: missing ${m} not reported; got ${result.missing.map((x) => x.fact).join(', ')}`,
    );
  }
  if (c.expect.class !== undefined) assert.equal(result.class, c.expect.class, `${at}: class`);
  if (c.expect.verdict !== undefined) {
    const why = result.findings
      .filter((f) => f.status === 'violated' || f.status === 'cannot-evaluate')
      .map((f) => `${f.rule}: ${f.status}`)
      .join('; ');
    assert.equal(result.verdict, c.expect.verdict, `${at}: verdict (${why})`);
  }
}

const only = process.env['GLP_CASES'];
const { cases, problems } = readCases();
const selected = (file: string) => !only || file.includes(only);

/** Case files with their cases and problems, in the order read (law order within a pack). */
const files = new Map<string, { cases: ScenarioCase[]; problems: CaseProblem[] }>();
const entry = (file: string) => files.get(file) ?? files.set(file, { cases: [], problems: [] }).get(file)!;
for (const c of cases) entry(c.file).cases.push(c);
for (const p of problems) entry(p.file).problems.push(p);

describe('scenario cases', () => {
  it('are found, for every municipality', () => {
    assert.ok(cases.length > 0, 'no case files under laws/*/cases');
    assert.ok(!only || [...files.keys()].some(selected), `GLP_CASES=${only} matches no case file`);
  });
  for (const [file, { cases: inFile, problems: wrong }] of files) {
    if (!selected(file)) continue;
    describe(file, () => {
      const fileWide = wrong.filter((p) => p.name === undefined);
      if (fileWide.length > 0) it('is well-formed', () => assert.fail(fileWide.map(formatProblem).join('\n')));
      const named = new Map<string, CaseProblem[]>();
      for (const p of wrong) if (p.name !== undefined) named.set(p.name, [...(named.get(p.name) ?? []), p]);
      for (const [name, ps] of named) it(name, () => assert.fail(ps.map(formatProblem).join('\n')));
      for (const c of inFile) if (!named.has(c.name)) it(c.name, () => check(c, run(c)));
    });
  }
});
