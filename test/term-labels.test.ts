/**
 * Every term of every municipality's vocabulary — activities, premises types, place categories,
 * vehicle types — and every value of every enumerated fact (a place's status, a zone's kind,
 * Vitória da Conquista's floor materials…) has a name in pt-BR and English, written to be read
 * inside a sentence; the registries' categories (place categories and area layers) too. A term
 * or a value added without a name fails here. The input JSON Schemas carry the values' names
 * (`x-enum-labels`), which the web application shows instead of the ids.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { z } from 'zod';
import { loadPackRegistry } from '../src/app/packs.ts';
import { municipalityInputJsonSchema } from '../src/core/json-schema.ts';
import { SHARED_CHOICE_LABELS } from '../src/core/input/choice-labels.ts';
import { choiceName, type TermKind, termName } from '../src/core/input/fact-names.ts';
import { SHARED_VEHICLE_TYPES, type Term } from '../src/core/input/schema.ts';
import { type FactsOwner, inputSchemaFor, termsOf } from '../src/core/input/vocabulary.ts';
import type { Pack } from '../src/core/pack.ts';
import { registryCategoryName, registryVocabulary } from '../src/siting/types.ts';
import { LANGS, styleProblems } from './support/name-style.ts';
import { packs } from './support/packs.ts';

// The repository's packs and the fixture a municipality adds by its directory alone.
const fixtures = await loadPackRegistry([join(import.meta.dirname, 'fixtures/packs')]);
const ALL: readonly Pack[] = [...packs.list(), ...fixtures.list()];

function termLists(owner: FactsOwner): [TermKind, readonly Term[]][] {
  const t = termsOf([owner.facts]);
  return [
    ['activities', t.activities],
    ['premisesTypes', t.premisesTypes],
    ['placeCategories', t.placeCategories],
    ['vehicleTypes', SHARED_VEHICLE_TYPES],
  ];
}

/** The terms of a vocabulary that have no name in a language. */
function unnamedTerms(owner: FactsOwner): string[] {
  const out: string[] = [];
  for (const [kind, list] of termLists(owner))
    for (const t of list) for (const lang of LANGS) if (termName(owner, kind, t.id, lang) === null) out.push(`${kind} ${t.id} [${lang}]`);
  return out;
}

type Node = {
  enum?: unknown[];
  properties?: Record<string, Node>;
  items?: Node;
  anyOf?: Node[];
  propertyNames?: Node;
  'x-enum-labels'?: Record<string, { pt: string; en: string }>;
};

/** Every enumerated fact of a JSON Schema (an enum, or a record's keys): its dotted path (lists `[]`), node and string values. */
function enumerated(node: Node, path = ''): { path: string; node: Node; values: string[] }[] {
  const out: { path: string; node: Node; values: string[] }[] = [];
  for (const n of [node, node.propertyNames]) {
    const values = n?.enum?.filter((v): v is string => typeof v === 'string') ?? [];
    if (n && values.length > 0) out.push({ path, node: n, values });
  }
  for (const [k, child] of Object.entries(node.properties ?? {})) out.push(...enumerated(child, path ? `${path}.${k}` : k));
  if (node.items) out.push(...enumerated(node.items, `${path}[]`));
  for (const a of node.anyOf ?? []) out.push(...enumerated(a, path));
  return out;
}

/** The values of a vocabulary's enumerated facts that have no name in a language. */
function unnamedValues(owner: FactsOwner): string[] {
  const schema = z.toJSONSchema(inputSchemaFor(owner), { io: 'input', unrepresentable: 'any' }) as Node;
  const out: string[] = [];
  for (const e of enumerated(schema))
    for (const v of e.values)
      for (const lang of LANGS) if (choiceName(owner, e.path, v, lang) === null) out.push(`${e.path} = ${v} [${lang}]`);
  return out;
}

test('every term of every pack has a name in pt-BR and English, written for a sentence', () => {
  const problems: string[] = [];
  for (const pack of ALL) {
    for (const u of unnamedTerms(pack)) problems.push(`${pack.id}: ${u}`);
    for (const [kind, list] of termLists(pack))
      for (const t of list) if (t.label) problems.push(...styleProblems(`${pack.id}: ${kind} ${t.id}`, t.label));
  }
  assert.deepEqual(problems, [], 'give the term a label: { pt, en } beside its id (laws/<id>/facts.ts or src/core/input/schema.ts)');
});

test('every value of every enumerated fact of every pack has a name in pt-BR and English, written for a sentence', () => {
  const problems: string[] = [];
  for (const pack of ALL) {
    for (const u of unnamedValues(pack)) problems.push(`${pack.id}: ${u}`);
    const schema = z.toJSONSchema(inputSchemaFor(pack), { io: 'input', unrepresentable: 'any' }) as Node;
    for (const e of enumerated(schema))
      for (const v of e.values) {
        const pt = choiceName(pack, e.path, v, 'pt');
        const en = choiceName(pack, e.path, v, 'en');
        if (pt !== null && en !== null) problems.push(...styleProblems(`${pack.id}: ${e.path} = ${v}`, { pt, en }));
      }
  }
  assert.deepEqual(problems, [], 'name the values in src/core/input/choice-labels.ts or laws/<id>/fact-labels.ts (CHOICE_LABELS)');
});

test('a term or an enumerated value added without a name is found', () => {
  const term = { id: 'kiosk-row', description: 'fileira de quiosques' } as unknown as Term;
  const named = { id: 'flea-market', label: { pt: 'feira de pulgas', en: 'flea market' }, description: 'feira de pulgas' };
  const owner: FactsOwner = {
    id: 'test-xx',
    facts: {
      placeCategories: [named, term],
      extend: z.strictObject({ lot: z.strictObject({ soil: z.enum(['clay', 'sand']).optional() }).optional() }),
      choiceLabels: { 'lot.soil': { sand: { pt: 'areia', en: 'sand' } } },
    },
  };
  assert.deepEqual(unnamedTerms(owner), ['placeCategories kiosk-row [pt]', 'placeCategories kiosk-row [en]']);
  // The category unnamed is a value of the facts that take a place category, too.
  assert.deepEqual(unnamedValues(owner).sort(), [
    'lot.soil = clay [en]',
    'lot.soil = clay [pt]',
    'nearby.places[].category = kiosk-row [en]',
    'nearby.places[].category = kiosk-row [pt]',
    'nearby.surveyed = kiosk-row [en]',
    'nearby.surveyed = kiosk-row [pt]',
  ]);
  assert.equal(termName(owner, 'placeCategories', 'flea-market', 'pt'), 'feira de pulgas');
  assert.equal(choiceName(owner, 'lot.soil', 'sand', 'en'), 'sand');
});

test('no choice catalog names a value its fact does not have', () => {
  const stray = (owner: FactsOwner, catalog: Readonly<Record<string, Readonly<Record<string, unknown>>>>) => {
    const schema = z.toJSONSchema(inputSchemaFor(owner), { io: 'input', unrepresentable: 'any' }) as Node;
    const values = new Map(enumerated(schema).map((e) => [e.path, new Set(e.values)]));
    return Object.entries(catalog).flatMap(([path, names]) =>
      Object.keys(names)
        .filter((v) => !values.get(path)?.has(v))
        .map((v) => `${path} = ${v}`),
    );
  };
  assert.deepEqual(stray({ id: '' }, SHARED_CHOICE_LABELS), []);
  for (const pack of ALL) assert.deepEqual(stray(pack, pack.facts?.choiceLabels ?? {}), [], pack.id);
});

test('the input JSON Schema names the values of each enumerated fact (x-enum-labels)', () => {
  for (const pack of ALL) {
    const schema = municipalityInputJsonSchema(pack) as Node;
    const found = enumerated(schema);
    assert.ok(
      found.some((e) => e.path === 'vehicles[].type'),
      `${pack.id}: vehicle types are enumerated`,
    );
    for (const e of found) {
      const expected = Object.fromEntries(
        e.values.map((v) => [v, { pt: choiceName(pack, e.path, v, 'pt'), en: choiceName(pack, e.path, v, 'en') }]),
      );
      assert.deepEqual(e.node['x-enum-labels'], expected, `${pack.id}: ${e.path}`);
    }
  }
});

test('every category a registry may hold is named: the place categories and the area layers', () => {
  for (const pack of ALL)
    for (const c of registryVocabulary([pack]).categories)
      for (const lang of LANGS) assert.ok(registryCategoryName(pack, c, lang), `${pack.id}: ${c} [${lang}]`);
});
