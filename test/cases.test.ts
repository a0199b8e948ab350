/**
 * Scenario cases as data: every laws/<municipality>/cases/*.json is evaluated and its
 * expected verdict, class and rule statuses are checked. Cases are written from the law,
 * not from the engine's output.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { evaluateDocument } from '../src/app/evaluate-document.ts';
import { packs } from './support/packs.ts';

interface Case {
  name: string;
  date: string;
  input: Record<string, unknown>;
  overrides?: Record<string, unknown>;
  lang?: 'pt' | 'en';
  expect: {
    verdict?: string;
    class?: string | null;
    findings?: Record<string, string>;
    missing?: string[];
    messageIncludes?: Record<string, string>;
  };
}

const root = new URL('..', import.meta.url).pathname;
const lawsDir = join(root, 'laws');

function loadCases(): { file: string; cases: Case[] }[] {
  const out: { file: string; cases: Case[] }[] = [];
  for (const m of readdirSync(lawsDir, { withFileTypes: true })) {
    if (!m.isDirectory()) continue;
    const dir = join(lawsDir, m.name, 'cases');
    let files: string[];
    try {
      files = readdirSync(dir).filter((f) => f.endsWith('.json'));
    } catch {
      continue;
    }
    for (const f of files.sort()) {
      const raw = JSON.parse(readFileSync(join(dir, f), 'utf8')) as Case | Case[];
      out.push({ file: `laws/${m.name}/cases/${f}`, cases: Array.isArray(raw) ? raw : [raw] });
    }
  }
  return out;
}

const all = loadCases();

describe('scenario cases', () => {
  it('exist for every municipality', () => {
    const municipalities = new Set(all.map((c) => c.file.split('/')[1]));
    assert.ok(municipalities.size >= 1, 'no cases found');
  });
  for (const { file, cases } of all) {
    describe(file, () => {
      for (const c of cases) {
        it(c.name, () => {
          const { result } = evaluateDocument(packs, c.input, {
            date: c.date,
            fallbackDate: c.date,
            lang: c.lang ?? 'pt',
            overrides: c.overrides ?? {},
          });
          const got = new Map(result.findings.map((f) => [f.rule, f]));
          for (const [rule, status] of Object.entries(c.expect.findings ?? {})) {
            const f = got.get(rule);
            assert.ok(f, `${rule}: no finding (rules evaluated: ${[...got.keys()].join(', ')})`);
            assert.equal(f.status, status, `${rule}: ${f.message}`);
          }
          for (const [rule, text] of Object.entries(c.expect.messageIncludes ?? {})) {
            const f = got.get(rule);
            assert.ok(f, `${rule}: no finding`);
            assert.ok(f.message.includes(text), `${rule}: "${f.message}" does not include "${text}"`);
          }
          for (const m of c.expect.missing ?? []) {
            assert.ok(
              result.missing.some((x) => x.fact === m),
              `missing ${m} not reported; got ${result.missing.map((x) => x.fact).join(', ')}`,
            );
          }
          if (c.expect.class !== undefined) assert.equal(result.class, c.expect.class, 'class');
          if (c.expect.verdict !== undefined) {
            const why = result.findings
              .filter((f) => f.status === 'violated' || f.status === 'cannot-evaluate')
              .map((f) => `${f.rule}: ${f.status}`)
              .join('; ');
            assert.equal(result.verdict, c.expect.verdict, `verdict (${why})`);
          }
        });
      }
    });
  }
});
