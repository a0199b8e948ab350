/**
 * Every fact of every municipality's vocabulary has a name in pt-BR and in English
 * (src/core/input/fact-labels.ts and laws/<id>/fact-labels.ts), written to be read inside a
 * sentence ("falta informar área do terreno (lot.areaM2)"); no catalog names a fact no vocabulary has;
 * and what an evaluation lacks reaches people by those names (the finding's message, the
 * result's `missing[].label`). The same for the terms and the values of every enumerated fact
 * (activities, premises types, place categories, vehicle types, statuses…): see
 * test/term-labels.test.ts.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { evaluate } from '../src/core/engine.ts';
import { municipalityInputJsonSchema } from '../src/core/json-schema.ts';
import { SHARED_FACT_LABELS } from '../src/core/input/fact-labels.ts';
import { activityName, factName } from '../src/core/input/fact-names.ts';
import { parseInput } from '../src/core/input/validate.ts';
import { SHARED_TERMS, sharedInputSchema } from '../src/core/input/schema.ts';
import { declaredPaths, inputSchemaFor, termsOf } from '../src/core/input/vocabulary.ts';
import type { Text } from '../src/core/types.ts';
import { LANGS, styleProblems } from './support/name-style.ts';
import { packs } from './support/packs.ts';

test('every declared fact of every pack has a name in pt-BR and English', () => {
  const unnamed: string[] = [];
  for (const pack of packs.list()) {
    for (const path of declaredPaths(inputSchemaFor(pack))) {
      for (const lang of LANGS) if (factName(pack, path, lang) === null) unnamed.push(`${pack.id}: ${path} [${lang}]`);
    }
  }
  assert.deepEqual(unnamed, [], 'add the names to src/core/input/fact-labels.ts or laws/<id>/fact-labels.ts');
});

test('the names are written to be read inside a sentence', () => {
  const problems: string[] = [];
  for (const [path, name] of Object.entries(SHARED_FACT_LABELS)) problems.push(...styleProblems(path, name));
  for (const pack of packs.list())
    for (const [path, name] of Object.entries(pack.facts?.labels ?? {})) problems.push(...styleProblems(`${pack.id}: ${path}`, name));
  assert.deepEqual(problems, []);
});

test('no catalog names a fact its vocabulary does not have', () => {
  const shared = new Set(declaredPaths(sharedInputSchema(SHARED_TERMS)));
  assert.deepEqual(
    Object.keys(SHARED_FACT_LABELS).filter((p) => !shared.has(p)),
    [],
  );
  for (const pack of packs.list()) {
    const own = new Set(declaredPaths(inputSchemaFor(pack)));
    assert.deepEqual(
      Object.keys(pack.facts?.labels ?? {}).filter((p) => !own.has(p)),
      [],
      pack.id,
    );
  }
});

test('what an evaluation lacks is named: the message and missing[].label', () => {
  for (const pack of packs.list()) {
    const doc = { municipality: pack.id, date: '2026-11-30', activity: 'glp-resale' };
    const input = parseInput(doc, packs);
    for (const lang of LANGS) {
      const r = evaluate(pack, input, { date: '2026-11-30', lang });
      assert.ok(r.missing.length > 0, `${pack.id}: an empty document lacks facts`);
      for (const m of r.missing) {
        const name = factName(pack, m.fact, lang);
        if (name === null) assert.equal(m.label, undefined, `${pack.id} ${m.fact}`);
        else assert.equal(m.label, name, `${pack.id} ${m.fact}`);
      }
      // The engine's own message for a rule that lacks facts names each of them beside its path.
      const generic = r.findings.filter((f) => f.missing && /^(Não é possível avaliar: falta|Cannot evaluate: missing)/.test(f.message));
      assert.ok(generic.length > 0, `${pack.id}: some rules answer with the engine's message`);
      for (const f of generic) {
        for (const path of f.missing ?? []) {
          const name = factName(pack, path, lang);
          assert.ok(f.message.includes(name === null ? path : `${name} (${path})`), `${pack.id} ${f.rule}: ${f.message}`);
        }
      }
    }
  }
});

test('the input JSON Schema carries each fact’s name: title in pt-BR, x-labels in both languages', () => {
  for (const pack of packs.list()) {
    const schema = municipalityInputJsonSchema(pack) as JsonNode;
    for (const path of declaredPaths(inputSchemaFor(pack))) {
      const node = nodeAt(schema, path);
      assert.ok(node, `${pack.id}: ${path} is in the JSON Schema`);
      const pt = factName(pack, path, 'pt');
      const en = factName(pack, path, 'en');
      // Each property its own name (no node shared between two properties and renamed by the second).
      assert.equal(node.title, pt ?? undefined, `${pack.id}: ${path}`);
      assert.deepEqual(node['x-labels'], pt !== null && en !== null ? { pt, en } : undefined, `${pack.id}: ${path}`);
    }
  }
});

type JsonNode = { properties?: Record<string, JsonNode>; items?: JsonNode; anyOf?: JsonNode[]; title?: string; 'x-labels'?: unknown };

/** The schema of a dotted path (lists `[]`), through optional unions. */
function nodeAt(root: JsonNode, path: string): JsonNode | null {
  let node: JsonNode | undefined = root;
  for (const key of path.replace(/\[\]/g, '.[]').split('.')) {
    if (key === '[]') {
      node = node?.items ?? node?.anyOf?.find((a) => a.items)?.items;
      continue;
    }
    const obj: JsonNode | undefined = node?.properties ? node : node?.anyOf?.find((a) => a.properties);
    node = obj?.properties?.[key];
    if (!node) return null;
  }
  return node ?? null;
}

test('every activity of every pack has a name in pt-BR and English, and glp evaluate shows it beside the id', async () => {
  for (const pack of packs.list()) {
    for (const a of termsOf([pack.facts]).activities) {
      for (const lang of LANGS) assert.ok(activityName(pack, a.id, lang), `${pack.id}: activity ${a.id} [${lang}]`);
      assert.deepEqual(styleProblems(`activity ${a.id}`, a.label as Text), []);
    }
  }
  const { glp } = await import('./support/cli.ts');
  const run = await glp(['evaluate', 'examples/belem-pa-not-approvable.json'], { today: '2026-12-03' });
  assert.equal(run.code, 0, run.err);
  assert.match(run.out, new RegExp(`Atividade: ${activityName(null, 'glp-resale', 'pt')} \\(glp-resale\\)`));
});
