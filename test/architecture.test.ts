/**
 * The architecture, checked on the import graph of every .ts/.mjs file (ADR 0003):
 *
 *   - layers: each folder imports only the layers inside it (LAYERS below); in particular
 *     src/core and src/geo import nothing from laws/, the store, the shells, siting or the
 *     application layer, and a law pack imports only the core and geo (and other packs);
 *   - no file-level import cycle (type-only imports count: they couple files all the same);
 *   - no source file over 500 lines, except the law transcriptions (laws/*\/text.ts) and
 *     generated files (*.gen.ts);
 *   - the web application (web/) imports nothing of the server: the API is its only back end.
 *
 * Every failure names the file and the offending import (or the cycle, or the size).
 */
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, it } from 'node:test';

const root = resolve(new URL('..', import.meta.url).pathname);
const SCANNED = ['src', 'laws', 'test', 'bench', 'scripts', 'bin', 'web'];
const MAX_LINES = 500;

/**
 * Layer → the layers its files may import (besides their own). Shells last: the CLI may
 * start the API server (only `glp serve` does, see CLI_TO_API); nothing imports a shell.
 * src/domain (the licensing system's records) builds on the core; the core does not know it:
 * the law engine evaluates documents and has no notion of users, applications or licences.
 */
const LAYERS: Record<string, readonly string[]> = {
  'src/geo': [],
  'src/core': ['src/geo'],
  laws: ['src/core', 'src/geo'],
  'src/domain': ['src/core'],
  'src/licensing': ['src/domain', 'src/core'],
  // Field enforcement (issue 11): pure logic on the core and the domain's records.
  'src/field': ['src/domain', 'src/core'],
  // Documents a person signs and keeps (PDF): built from plain data, by the app and the shells.
  'src/documents': ['src/core'],
  'src/formats': ['src/domain', 'src/core', 'src/geo'],
  'src/store': ['src/domain', 'src/core', 'src/geo'],
  'src/auth': ['src/store', 'src/domain', 'src/core'],
  // Enforcement (issue 11): pure fine and escalation logic, notices as PDF; the licence effects go through the store.
  'src/enforcement': ['src/documents', 'src/store', 'src/domain', 'src/core'],
  // Siting reads registries through the store's Repository interface (a port).
  'src/siting': ['src/formats', 'src/store', 'src/domain', 'src/core', 'src/geo'],
  'src/app': [
    'src/enforcement',
    'src/documents',
    'src/siting',
    'src/formats',
    'src/store',
    'src/auth',
    'src/licensing',
    'src/field',
    'src/domain',
    'src/core',
    'src/geo',
  ],
  'src/api': [
    'src/enforcement',
    'src/documents',
    'src/app',
    'src/siting',
    'src/formats',
    'src/store',
    'src/auth',
    'src/licensing',
    'src/field',
    'src/domain',
    'src/core',
    'src/geo',
  ],
  // The web application talks to the API over HTTP only (its types generated from /openapi.json).
  web: [],
  'src/cli': [
    'src/enforcement',
    'src/documents',
    'src/api',
    'src/app',
    'src/siting',
    'src/formats',
    'src/store',
    'src/auth',
    'src/licensing',
    'src/field',
    'src/domain',
    'src/core',
    'src/geo',
  ],
};
/** Within the CLI, only the command that serves the API wires it. */
const CLI_TO_API = new Set(['src/cli/serve.ts']);

/**
 * Temporary exceptions, each for a file another branch is rewriting; the lead removes the
 * entry once that branch has landed. Keep this list short.
 */
const ALLOWED_IMPORTS: readonly [string, string, string][] = [];
const ALLOWED_CYCLES: readonly [string[], string][] = [];
const ALLOWED_SIZES: Record<string, string> = {};

function walk(dir: string, out: string[]): string[] {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const p = join(dir, name);
    if (statSync(p).isDirectory()) walk(p, out);
    else if (/\.(ts|tsx|mjs)$/.test(name) && !name.endsWith('.d.ts')) out.push(relative(root, p));
  }
  return out;
}

/** The source without comments, strings kept (a specifier is a string). */
function stripComments(src: string): string {
  let out = '';
  let i = 0;
  while (i < src.length) {
    const c = src[i] as string;
    const next = src[i + 1];
    if (c === '/' && next === '/') {
      while (i < src.length && src[i] !== '\n') i++;
    } else if (c === '/' && next === '*') {
      const end = src.indexOf('*/', i + 2);
      i = end < 0 ? src.length : end + 2;
    } else if (c === "'" || c === '"' || c === '`') {
      let j = i + 1;
      while (j < src.length && src[j] !== c) j += src[j] === '\\' ? 2 : 1;
      out += src.slice(i, j + 1);
      i = j + 1;
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

const IMPORT_RE =
  /\bimport\s+(?:type\s+)?[\w$*{},\s]*?\bfrom\s*(['"])([^'"]+)\1|\bexport\s+(?:type\s+)?[\w$*{},\s]*?\bfrom\s*(['"])([^'"]+)\3|\bimport\s*(['"])([^'"]+)\5|\bimport\s*\(\s*(['"])([^'"]+)\7\s*\)|new\s+Worker\(\s*new\s+URL\(\s*(['"])([^'"]+\.(?:ts|mjs))\9\s*,\s*import\.meta\.url/g;

interface Edge {
  from: string;
  to: string;
  specifier: string;
}

/** Relative imports of a file, resolved to repository paths; `unresolved` for ones that name no file. */
function importsOf(file: string): { edges: Edge[]; unresolved: string[] } {
  const src = stripComments(readFileSync(join(root, file), 'utf8'));
  const edges: Edge[] = [];
  const unresolved: string[] = [];
  for (const m of src.matchAll(IMPORT_RE)) {
    const spec = m[2] ?? m[4] ?? m[6] ?? m[8] ?? m[10];
    if (!spec?.startsWith('.')) continue;
    const target = relative(root, resolve(dirname(join(root, file)), spec));
    if (!/\.(ts|tsx|mjs)$/.test(target)) continue; // data (JSON, GeoJSON), stylesheets
    if (!existsSync(join(root, target))) unresolved.push(spec);
    else edges.push({ from: file, to: target, specifier: spec });
  }
  return { edges, unresolved };
}

function layerOf(file: string): string | null {
  for (const l of Object.keys(LAYERS)) if (file === l || file.startsWith(`${l}/`)) return l;
  return null;
}

const files = SCANNED.filter((d) => existsSync(join(root, d)))
  .flatMap((d) => walk(join(root, d), []))
  .sort();
const graph = new Map(files.map((f) => [f, importsOf(f)]));

/** Strongly connected components with more than one file, or a file importing itself (Tarjan). */
function cycles(): string[][] {
  let index = 0;
  const idx = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const on = new Set<string>();
  const out: string[][] = [];
  const visit = (v: string) => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    on.add(v);
    for (const { to } of graph.get(v)?.edges ?? []) {
      if (!idx.has(to)) {
        visit(to);
        low.set(v, Math.min(low.get(v) as number, low.get(to) as number));
      } else if (on.has(to)) low.set(v, Math.min(low.get(v) as number, idx.get(to) as number));
    }
    if (low.get(v) === idx.get(v)) {
      const scc: string[] = [];
      let w: string;
      do {
        w = stack.pop() as string;
        on.delete(w);
        scc.push(w);
      } while (w !== v);
      const selfLoop = scc.length === 1 && (graph.get(v)?.edges ?? []).some((e) => e.to === v);
      if (scc.length > 1 || selfLoop) out.push(scc.sort());
    }
  };
  for (const f of files) if (!idx.has(f)) visit(f);
  return out;
}

/** One cycle through the component, as a readable path a → b → … → a. */
function cyclePath(scc: readonly string[]): string {
  const inside = new Set(scc);
  const start = scc[0] as string;
  const path = [start];
  const seen = new Set([start]);
  let at = start;
  for (;;) {
    const edges = (graph.get(at)?.edges ?? []).filter((e) => inside.has(e.to));
    const back = edges.find((e) => e.to === start);
    if (back && path.length > 1) break;
    const next = edges.find((e) => !seen.has(e.to)) ?? back;
    if (!next) break;
    if (next.to === start) break;
    path.push(next.to);
    seen.add(next.to);
    at = next.to;
  }
  return [...path, start].join(' → ');
}

describe('architecture', () => {
  it('scans the whole tree', () => {
    assert.ok(files.length > 150, `only ${files.length} files found`);
    for (const f of ['src/core/engine.ts', 'src/app/packs.ts', 'bin/glp.mjs', 'test/architecture.test.ts']) assert.ok(files.includes(f), f);
    const edges = [...graph.values()].reduce((n, g) => n + g.edges.length, 0);
    assert.ok(edges > 500, `only ${edges} imports found`);
  });

  it('every relative import names a file that exists', () => {
    const bad = [...graph].flatMap(([f, g]) => g.unresolved.map((s) => `${f}: import '${s}' names no file`));
    assert.deepEqual(bad, []);
  });

  it('imports point inward only', () => {
    const allowed = new Set(ALLOWED_IMPORTS.map(([a, b]) => `${a} ${b}`));
    const bad: string[] = [];
    for (const [file, { edges }] of graph) {
      const from = layerOf(file);
      if (from === null) continue; // test/, bench/, scripts/, bin/: composition roots and support
      for (const e of edges) {
        const to = layerOf(e.to);
        if (e.to.startsWith('test/') && file.endsWith('.test.ts')) continue; // tests use test/support
        if (allowed.has(`${file} ${e.to}`)) continue;
        if (to === null) bad.push(`${file} imports '${e.specifier}' (${e.to}): ${from} may not import outside src/ and laws/`);
        else if (to !== from && !(LAYERS[from] ?? []).includes(to))
          bad.push(`${file} imports '${e.specifier}' (${e.to}): ${from} may import only ${[from, ...(LAYERS[from] ?? [])].join(', ')}`);
        else if (from === 'src/cli' && to === 'src/api' && !CLI_TO_API.has(file))
          bad.push(`${file} imports '${e.specifier}' (${e.to}): only ${[...CLI_TO_API].join(', ')} wires the API into the CLI`);
      }
    }
    assert.deepEqual(bad, []);
  });

  it('no file-level import cycle', () => {
    const allowed = new Set(ALLOWED_CYCLES.map(([c]) => [...c].sort().join(' ')));
    const found = cycles()
      .filter((scc) => !allowed.has(scc.join(' ')))
      .map((scc) => `cycle of ${scc.length} files: ${cyclePath(scc)}`);
    assert.deepEqual(found, []);
  });

  it(`no source file over ${MAX_LINES} lines, except the law transcriptions`, () => {
    const big: string[] = [];
    for (const f of files) {
      if (/^laws\/[^/]+\/text\.ts$/.test(f) || /\.gen\.ts$/.test(f) || ALLOWED_SIZES[f]) continue;
      const lines = readFileSync(join(root, f), 'utf8').split('\n').length - 1;
      if (lines > MAX_LINES) big.push(`${f}: ${lines} lines (at most ${MAX_LINES}: split it by responsibility)`);
    }
    assert.deepEqual(big, []);
  });

  it('the temporary exceptions are still needed (remove an entry once its branch has landed)', () => {
    const stale: string[] = [];
    for (const [a, b, branch] of ALLOWED_IMPORTS)
      if (!(graph.get(a)?.edges ?? []).some((e) => e.to === b)) stale.push(`import ${a} → ${b} (branch ${branch})`);
    const sccs = cycles().map((c) => c.join(' '));
    for (const [c, branch] of ALLOWED_CYCLES)
      if (!sccs.includes([...c].sort().join(' '))) stale.push(`cycle ${c.join(' ↔ ')} (branch ${branch})`);
    for (const [f, branch] of Object.entries(ALLOWED_SIZES)) {
      const lines = existsSync(join(root, f)) ? readFileSync(join(root, f), 'utf8').split('\n').length - 1 : 0;
      if (lines <= MAX_LINES) stale.push(`size of ${f} (branch ${branch})`);
    }
    assert.deepEqual(stale, []);
  });
});

describe('the checks themselves', () => {
  it('read imports of every form, a worker entry included, ignoring commented-out ones and spawned scripts', () => {
    // A sample file, not inline text: the scan would read an inline sample as this file's imports.
    const src = stripComments(readFileSync(join(root, 'test/fixtures/imports-sample.txt'), 'utf8'));
    const specs = [...src.matchAll(IMPORT_RE)].map((m) => m[2] ?? m[4] ?? m[6] ?? m[8] ?? m[10]);
    assert.deepEqual(specs, ['./a.ts', '../b.ts', './c.ts', './d.mjs', './e.ts', './f.mjs', './i.ts']);
  });

  it('know the layers: the core may not reach the shells, a pack only the core and geo', () => {
    assert.equal(layerOf('src/core/engine.ts'), 'src/core');
    assert.equal(layerOf('laws/belem-pa/rules.ts'), 'laws');
    assert.equal(layerOf('test/architecture.test.ts'), null);
    for (const shell of ['laws', 'src/store', 'src/api', 'src/cli', 'src/siting', 'src/app', 'src/domain'])
      assert.ok(!(LAYERS['src/core'] ?? []).includes(shell), shell);
    assert.deepEqual(LAYERS.laws, ['src/core', 'src/geo']);
  });
});
