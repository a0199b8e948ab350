/**
 * Scenario cases (laws/<municipality>/cases/): reads the case files, checks them and expands
 * every case to the full document the engine evaluates. Used by test/cases.test.ts and by any
 * test that needs every case (e.g. one that evaluates them all for another purpose).
 *
 * Layout (docs/law-packs.md, "Scenario cases"):
 *   cases/base/<name>.json  a whole input document (e.g. a compliant outlet), itself valid input
 *   cases/<subject>.json    an array of cases; each names a base and gives only the `changes`
 *                           that make it the scenario, as a JSON Merge Patch (RFC 7396): an
 *                           object merges into the base, any other value replaces (arrays whole),
 *                           and `null` deletes the fact — "this fact is missing".
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { isIsoDate } from '../../src/core/format.ts';
import type { Lang, Status, Verdict } from '../../src/core/types.ts';

export interface CaseExpectation {
  verdict?: Verdict;
  /** The storage class the pack assigns; null = none. */
  class?: string | null;
  /** Rule id → status of its finding. */
  findings?: Record<string, Status>;
  /** Facts the result must report as missing. */
  missing?: string[];
  /** Rule id → text its finding's message must contain. */
  messageIncludes?: Record<string, string>;
}

/** One case, expanded: `input` is the base with the changes applied. */
export interface ScenarioCase {
  municipality: string;
  /** Path from the repository root, e.g. laws/belem-pa/cases/art2-lot.json. */
  file: string;
  name: string;
  date: string;
  base: string;
  input: Record<string, unknown>;
  overrides: Record<string, unknown>;
  lang: Lang;
  expect: CaseExpectation;
}

/** Something wrong in a case file; `name` is the case's name when the problem is in one case. */
export interface CaseProblem {
  file: string;
  name?: string;
  message: string;
}

export const LAWS_DIR = new URL('../../laws', import.meta.url).pathname;

const CASE_KEYS = new Set(['name', 'date', 'base', 'changes', 'overrides', 'lang', 'expect']);
const EXPECT_KEYS = new Set(['verdict', 'class', 'findings', 'missing', 'messageIncludes']);
const VERDICTS = new Set<string>(['approvable', 'not-approvable', 'incomplete']);
const STATUSES = new Set<string>(['satisfied', 'violated', 'not-applicable', 'cannot-evaluate']);

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** RFC 7396 MergePatch(target, patch). */
export function mergePatch(target: unknown, patch: unknown): unknown {
  if (!isObject(patch)) return patch;
  const out: Json = isObject(target) ? { ...target } : {};
  for (const [k, v] of Object.entries(patch)) {
    if (v === null) delete out[k];
    else out[k] = mergePatch(out[k], v);
  }
  return out;
}

/**
 * Members of `patch` that change nothing in `base` (as dotted paths with what is wrong): a
 * null for a fact the base lacks, a value the base already has, an empty object. A case must
 * say only what differs, so that a base edited later cannot leave a case silently restating it.
 */
export function idlePatchMembers(base: unknown, patch: Json, path = ''): string[] {
  const out: string[] = [];
  if (Object.keys(patch).length === 0) return [`${path || 'changes'}: empty object`];
  const b = isObject(base) ? base : undefined;
  for (const [k, v] of Object.entries(patch)) {
    const p = path ? `${path}.${k}` : k;
    const has = b !== undefined && Object.hasOwn(b, k);
    if (v === null) {
      if (!has) out.push(`${p}: null deletes a fact the base does not have`);
    } else if (isObject(v)) {
      out.push(...idlePatchMembers(has ? b[k] : undefined, v, p));
    } else if (has && isDeepStrictEqual(b[k], v)) {
      out.push(`${p}: the base already has ${JSON.stringify(v)}`);
    }
  }
  return out;
}

/** File names in the law's order: art2 before art10. */
const byName = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });

function listJson(dir: string): string[] {
  try {
    return readdirSync(dir)
      .filter((f) => f.endsWith('.json') && statSync(`${dir}/${f}`).isFile())
      .sort(byName);
  } catch {
    return [];
  }
}

function readJson(path: string): { value?: unknown; error?: string } {
  try {
    return { value: JSON.parse(readFileSync(path, 'utf8')) };
  } catch (e) {
    return { error: `not JSON: ${(e as Error).message}` };
  }
}

function checkExpect(municipality: string, expect: unknown): string[] {
  if (!isObject(expect)) return ['expect: missing (an object with verdict, class, findings, missing or messageIncludes)'];
  const errs: string[] = [];
  for (const k of Object.keys(expect))
    if (!EXPECT_KEYS.has(k)) errs.push(`expect.${k}: unknown (expected one of ${[...EXPECT_KEYS].join(', ')})`);
  const { verdict, findings, missing, messageIncludes } = expect;
  if (verdict !== undefined && !VERDICTS.has(verdict as string))
    errs.push(`expect.verdict: ${JSON.stringify(verdict)} (expected ${[...VERDICTS].join(', ')})`);
  if (Object.hasOwn(expect, 'class') && expect['class'] !== null && typeof expect['class'] !== 'string')
    errs.push(`expect.class: ${JSON.stringify(expect['class'])} (expected a class name or null)`);
  const ruleMap = (field: string, v: unknown, ok: (x: unknown) => boolean, what: string) => {
    if (v === undefined) return;
    if (!isObject(v)) return errs.push(`expect.${field}: expected an object of rule id → ${what}`);
    for (const [rule, x] of Object.entries(v)) {
      if (!rule.startsWith(`${municipality}/`)) errs.push(`expect.${field}: rule "${rule}" is not a rule of ${municipality}`);
      if (!ok(x)) errs.push(`expect.${field}["${rule}"]: ${JSON.stringify(x)} (expected ${what})`);
    }
  };
  ruleMap('findings', findings, (x) => STATUSES.has(x as string), [...STATUSES].join(', '));
  ruleMap('messageIncludes', messageIncludes, (x) => typeof x === 'string' && x.length > 0, 'a non-empty text');
  if (missing !== undefined && !(Array.isArray(missing) && missing.every((m) => typeof m === 'string')))
    errs.push('expect.missing: expected a list of fact paths');
  const some = (v: unknown) => (Array.isArray(v) ? v.length > 0 : isObject(v) && Object.keys(v).length > 0);
  if (verdict === undefined && !Object.hasOwn(expect, 'class') && !some(findings) && !some(missing) && !some(messageIncludes))
    errs.push('expect: states nothing (give a verdict, class, findings, missing or messageIncludes)');
  return errs;
}

interface Base {
  doc: Json;
  used: boolean;
}

function readBases(municipality: string, dir: string, rel: string, problems: CaseProblem[]): Map<string, Base> {
  const bases = new Map<string, Base>();
  for (const f of listJson(`${dir}/base`)) {
    const file = `${rel}/base/${f}`;
    const { value, error } = readJson(`${dir}/base/${f}`);
    if (error) problems.push({ file, message: error });
    else if (!isObject(value)) problems.push({ file, message: 'a base must be one input document (a JSON object)' });
    else if (value['municipality'] !== municipality)
      problems.push({ file, message: `municipality: ${JSON.stringify(value['municipality'])} (expected "${municipality}")` });
    else bases.set(f.slice(0, -'.json'.length), { doc: value, used: false });
  }
  return bases;
}

/** Reads every case of every pack under `lawsDir`; problems are collected, not thrown. */
export function readCases(lawsDir: string = LAWS_DIR): { cases: ScenarioCase[]; problems: CaseProblem[] } {
  const cases: ScenarioCase[] = [];
  const problems: CaseProblem[] = [];
  const packs = readdirSync(lawsDir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort(byName);
  for (const municipality of packs) {
    const dir = `${lawsDir}/${municipality}/cases`;
    const rel = `laws/${municipality}/cases`;
    const files = listJson(dir);
    let isPack = false;
    try {
      isPack = statSync(`${lawsDir}/${municipality}/index.ts`).isFile();
    } catch {}
    if (files.length === 0) {
      if (isPack) problems.push({ file: rel, message: `no scenario cases for ${municipality}` });
      continue;
    }
    const bases = readBases(municipality, dir, rel, problems);
    const seen = new Map<string, string>();
    for (const f of files) {
      const file = `${rel}/${f}`;
      const { value, error } = readJson(`${dir}/${f}`);
      if (error) {
        problems.push({ file, message: error });
        continue;
      }
      if (!Array.isArray(value) || value.length === 0) {
        problems.push({ file, message: 'a case file must be a non-empty array of cases' });
        continue;
      }
      value.forEach((raw: unknown, i: number) => {
        const c = isObject(raw) ? raw : {};
        const name = typeof c['name'] === 'string' && c['name'].trim() !== '' ? c['name'] : undefined;
        const errs: string[] = [];
        const fail = (message: string) => errs.push(message);
        if (!isObject(raw)) fail(`case ${i + 1}: expected an object`);
        if (name === undefined) fail(`case ${i + 1}: name missing`);
        for (const k of Object.keys(c)) if (!CASE_KEYS.has(k)) fail(`${k}: unknown field (expected ${[...CASE_KEYS].join(', ')})`);
        if (name !== undefined) {
          const other = seen.get(name);
          if (other !== undefined) fail(`duplicate name in ${municipality} (also in ${other})`);
          else seen.set(name, file);
        }
        const date = c['date'];
        if (typeof date !== 'string' || !isIsoDate(date)) fail(`date: ${JSON.stringify(date)} (expected YYYY-MM-DD)`);
        const baseName = c['base'];
        const base = typeof baseName === 'string' ? bases.get(baseName) : undefined;
        if (!base)
          fail(
            `base: ${JSON.stringify(baseName)} is not a base of ${municipality} (${[...bases.keys()].join(', ') || 'no cases/base/*.json'})`,
          );
        else base.used = true;
        const changes = c['changes'];
        if (changes !== undefined) {
          if (!isObject(changes)) fail('changes: expected an object (a JSON Merge Patch of the base)');
          else if (base) for (const m of idlePatchMembers(base.doc, changes)) fail(`changes touch nothing: ${m}`);
        }
        const overrides = c['overrides'] ?? {};
        if (!isObject(overrides)) fail('overrides: expected an object of parameter id → value');
        const lang = c['lang'] ?? 'pt';
        if (lang !== 'pt' && lang !== 'en') fail(`lang: ${JSON.stringify(lang)} (expected "pt" or "en")`);
        errs.push(...checkExpect(municipality, c['expect']));
        if (errs.length > 0) {
          for (const message of errs) problems.push(name === undefined ? { file, message } : { file, name, message });
          return;
        }
        const input = mergePatch(base!.doc, changes ?? {}) as Json;
        if (input['municipality'] !== municipality) {
          problems.push({ file, name: name!, message: `changes: municipality becomes ${JSON.stringify(input['municipality'])}` });
          return;
        }
        cases.push({
          municipality,
          file,
          name: name!,
          date: date as string,
          base: baseName as string,
          input,
          overrides: overrides as Json,
          lang: lang as Lang,
          expect: c['expect'] as CaseExpectation,
        });
      });
    }
    for (const [name, b] of bases) if (!b.used) problems.push({ file: `${rel}/base/${name}.json`, message: 'no case uses this base' });
  }
  return { cases, problems };
}

export function formatProblem(p: CaseProblem): string {
  return p.name === undefined ? `${p.file}: ${p.message}` : `${p.file} › "${p.name}": ${p.message}`;
}

/** Every case of every pack, expanded; throws listing every problem if a case file is wrong. */
export function loadCases(lawsDir: string = LAWS_DIR): ScenarioCase[] {
  const { cases, problems } = readCases(lawsDir);
  if (problems.length > 0) throw new Error(`scenario cases:\n${problems.map(formatProblem).join('\n')}`);
  return cases;
}

/** One case by municipality and name (for pack tests that start from a scenario). */
export function findCase(municipality: string, name: string, lawsDir: string = LAWS_DIR): ScenarioCase {
  const { cases, problems } = readCases(lawsDir);
  const c = cases.find((x) => x.municipality === municipality && x.name === name);
  if (c) return c;
  const why = problems.filter((p) => p.file.startsWith(`laws/${municipality}/`) && (p.name === undefined || p.name === name));
  throw new Error([`no valid scenario case "${name}" in laws/${municipality}/cases`, ...why.map(formatProblem)].join('\n'));
}
