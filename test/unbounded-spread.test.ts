/**
 * No spread of an array into the arguments of Math.min/max, push, unshift or
 * String.fromCharCode/fromCodePoint in the program's sources (issue #9 item 5): every
 * argument goes on the stack, so past ~100 000 elements the call throws "Maximum call stack
 * size exceeded" — a polygon of a million vertices did exactly that. Loops or reduce instead.
 * Biome has no rule for it; this test reads the sources (src, laws, bin, scripts, bench; tests
 * excepted: their arrays are the test's own).
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIRS = ['src', 'laws', 'bin', 'scripts', 'bench'];

/**
 * Known and bounded, or another branch's to fix: file → [the call's start, why]. Each entry must
 * still match (a further test fails when one is no longer needed).
 */
const ALLOWED: [string, string, string][] = [
  // Branch `packs` (src/core, laws/), merged: arrays of a pack's own data (derivations, the
  // vocabulary, a rule's categories, the NBR table's classes) or of one input document (its
  // containers: the API's 1 MiB body keeps them below the limit; `glp evaluate FILE` does not).
  ['src/core/derive.ts', 'parameters.push(', 'packs: the parameters a derived pack adds'],
  ['src/core/derive.ts', 'rules.push(', 'packs: the rules a derived pack adds'],
  ['src/core/derive.ts', 'transitions.push(', 'packs: the transitions a derived pack adds'],
  ['src/core/input/vocabulary.ts', 'out.push(', 'packs: the paths of a fact schema'],
  ['src/core/input/validate.ts', 'out.push(', 'packs: the zod issues of one document'],
  ['src/core/siting.ts', 'Math.max(', 'packs: the classes of one NBR 15514 column'],
  ['src/core/rulekit.ts', 'Math.min(', 'packs: the categories a rule names'],
  ['laws/belem-pa/rules/art2-I-b.ts', 'Math.max(', 'packs: the distance queries of one rule'],
  ['laws/nova-odessa-sp/rules/art03-04.ts', 'Math.max(', 'packs: containers of one input document'],
  ['laws/nova-odessa-sp/installation.ts', 'Math.max(', 'packs: containers of one input document'],
  ['laws/nova-odessa-sp/rules/art08-09.ts', 'missing.push(', 'packs: the facts of one rule'],
  ['laws/salvador-ba/rules/nbr.ts', 'missing.push(', 'packs: the facts of one rule'],
];

const CALL =
  /(Math\.(?:min|max)|[\w$\]).]*\.(?:push|unshift)|String\.fromCharCode|String\.fromCodePoint)\(\s*(?:[^(){}[\]]*?,\s*)?\.\.\.(?!\s*\[)/g;
const APPLY = /Math\.(?:min|max)\.apply\(/g;

function sources(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const p = join(dir, name);
    if (statSync(p).isDirectory()) sources(p, out);
    else if (/\.(ts|mjs|js)$/.test(name) && !/\.test\.ts$/.test(name)) out.push(p);
  }
  return out;
}

function findings(): { file: string; line: number; call: string }[] {
  const out: { file: string; line: number; call: string }[] = [];
  for (const d of DIRS) {
    let files: string[];
    try {
      files = sources(join(ROOT, d));
    } catch {
      continue;
    }
    for (const f of files) {
      const text = readFileSync(f, 'utf8');
      for (const re of [CALL, APPLY]) {
        for (const m of text.matchAll(re)) {
          const line = text.slice(0, m.index).split('\n').length;
          out.push({ file: relative(ROOT, f), line, call: m[0].replace(/\s+/g, ' ').slice(0, 60) });
        }
      }
    }
  }
  return out;
}

const allowedFor = (f: { file: string; call: string }) => ALLOWED.find(([file, start]) => f.file === file && f.call.includes(start));

test('no spread of an unbounded array into Math.min/max, push, unshift or fromCharCode', () => {
  const bad = findings().filter((f) => !allowedFor(f));
  assert.deepEqual(
    bad.map((f) => `${f.file}:${f.line}: ${f.call}`),
    [],
    'use a loop (for … of, push one by one) or reduce instead',
  );
});

test('every allowed spread is still there (remove an entry once its branch fixed it)', () => {
  const all = findings();
  const stale = ALLOWED.filter(([file, start]) => !all.some((f) => f.file === file && f.call.includes(start)));
  assert.deepEqual(stale, []);
});

test('the scan finds what it is meant to find', () => {
  const samples = [
    'Math.min(...lons)',
    'x.push(...rows)',
    'out.changes.push(...p.changes)',
    'Math.max(\n  ...a.map((x) => x.n),\n)',
    'String.fromCharCode(...bytes)',
    'Math.max.apply(null, xs)',
    'Math.max(0, ...xs)',
  ];
  for (const s of samples) assert.ok([...s.matchAll(CALL), ...s.matchAll(APPLY)].length > 0, s);
  for (const s of ['Math.min(a, b)', 'x.push(...[a, b])', 'new Set([...a])', 'f(...args)', 'Math.max(a.length, 1)', 'xs.push({ a, ...b })'])
    assert.equal([...s.matchAll(CALL), ...s.matchAll(APPLY)].length, 0, s);
});
