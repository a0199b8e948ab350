/**
 * JSON Schemas generated from the zod schemas that validate (docs/schema/*.json is this
 * output): the input vocabulary of each municipality (the shared one with its pack's facts),
 * of every municipality together, and the evaluation result.
 */
import { z } from 'zod';
import { choiceName, factName } from './input/fact-names.ts';
import { type FactsOwner, inputSchemaFor, inputSchemaForAll } from './input/vocabulary.ts';
import type { Pack } from './pack.ts';
import { evaluationResultSchema } from './result-schema.ts';
import type { Lang } from './types.ts';

const BASE = 'https://glp-licenciamento.example/schema';

type Node = Record<string, unknown>;

type Names = { pt: string; en: string };

/** What names a fact (by dotted path, lists `[]`) and one value of an enumerated fact. */
interface Namer {
  fact(path: string): Names | null;
  choice(path: string, value: string): Names | null;
}

/**
 * The values' names of an enumerated node (`enum`, or a record's `propertyNames`), as
 * `x-enum-labels` (`{ "<value>": { "pt", "en" } }`), when every value has one: what the web
 * application shows in a choice instead of the id.
 */
function annotateEnum(node: Node, path: string, namer: Namer): void {
  const values = node.enum;
  if (!Array.isArray(values) || !values.every((v): v is string => typeof v === 'string')) return;
  const labels: Record<string, Names> = {};
  for (const v of values) {
    const n = namer.choice(path, v);
    if (!n) return;
    labels[v] = n;
  }
  node['x-enum-labels'] = labels;
}

/**
 * Each property's name for people (src/core/input/fact-names.ts): `title` in pt-BR (what a
 * generic form generator shows) and `x-labels` in both languages (what the web application
 * shows in the interface's language); and the names of an enumerated fact's values
 * (`x-enum-labels`). `path` is the node's dotted path (lists `[]`).
 */
function annotate(node: Node, path: string, namer: Namer): void {
  annotateEnum(node, path, namer);
  const keys = node.propertyNames as Node | undefined;
  if (keys && typeof keys === 'object') annotateEnum(keys, path, namer);
  const props = node.properties as Record<string, Node> | undefined;
  if (props) {
    for (const [k, child] of Object.entries(props)) {
      const here = path ? `${path}.${k}` : k;
      const n = namer.fact(here);
      if (n) {
        child.title = n.pt;
        child['x-labels'] = { pt: n.pt, en: n.en };
      }
      annotate(child, here, namer);
    }
  }
  const items = node.items as Node | undefined;
  if (items && typeof items === 'object') annotate(items, `${path}[]`, namer);
  for (const alt of (node.anyOf as Node[] | undefined) ?? []) annotate(alt, path, namer);
}

/** Names from the first owner that has them in both languages (null: the shared vocabulary). */
function namesOf(owners: readonly (FactsOwner | null)[]): Namer {
  const first = (name: (o: FactsOwner | null, lang: Lang) => string | null): Names | null => {
    for (const o of owners) {
      const pt = name(o, 'pt');
      const en = name(o, 'en');
      if (pt !== null && en !== null) return { pt, en };
    }
    return null;
  };
  return {
    fact: (path) => first((o, lang) => factName(o, path, lang)),
    choice: (path, value) => first((o, lang) => choiceName(o, path, value, lang)),
  };
}

/** The input schema of every municipality of `packs` (establishment.schema.json). */
export function inputJsonSchema(packs: readonly Pack[]): Record<string, unknown> {
  const schema = z.toJSONSchema(inputSchemaForAll(packs), { target: 'draft-2020-12', io: 'input', unrepresentable: 'any' }) as Node;
  // A shared fact by its shared name; a fact of one law by that law's.
  annotate(schema, '', namesOf([null, ...packs]));
  return { $id: `${BASE}/establishment.schema.json`, ...schema };
}

/** The input schema of one municipality (<id>.schema.json): its documents are validated with it. */
export function municipalityInputJsonSchema(pack: Pack): Record<string, unknown> {
  const schema = z.toJSONSchema(inputSchemaFor(pack), { target: 'draft-2020-12', io: 'input', unrepresentable: 'any' }) as Node;
  annotate(schema, '', namesOf([pack]));
  return {
    $id: `${BASE}/${pack.id}.schema.json`,
    ...schema,
    title: `GLP Licenciamento — establishment or application in ${pack.name}/${pack.uf}`,
    description: `Facts about an establishment or application, evaluated against the GLP law of ${pack.name}/${pack.uf} (${pack.laws.map((l) => l.shortTitle).join('; ')}).`,
  };
}

export function resultJsonSchema(): Record<string, unknown> {
  return {
    $id: `${BASE}/evaluation-result.schema.json`,
    ...z.toJSONSchema(evaluationResultSchema, { target: 'draft-2020-12', io: 'output', unrepresentable: 'any' }),
  };
}
