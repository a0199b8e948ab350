/**
 * JSON Schemas generated from the zod schemas that validate (docs/schema/*.json is this
 * output): the input vocabulary of each municipality (the shared one with its pack's facts),
 * of every municipality together, and the evaluation result.
 */
import { z } from 'zod';
import { factName } from './input/fact-names.ts';
import { type FactsOwner, inputSchemaFor, inputSchemaForAll } from './input/vocabulary.ts';
import type { Pack } from './pack.ts';
import { evaluationResultSchema } from './result-schema.ts';

const BASE = 'https://glp-licenciamento.example/schema';

type Node = Record<string, unknown>;

/**
 * Each property's name for people (src/core/input/fact-names.ts): `title` in pt-BR (what a
 * generic form generator shows) and `x-labels` in both languages (what the web application
 * shows in the interface's language). `name` gives the name of a dotted path (lists `[]`).
 */
function annotate(node: Node, path: string, name: (path: string) => { pt: string; en: string } | null): void {
  const props = node.properties as Record<string, Node> | undefined;
  if (props) {
    for (const [k, child] of Object.entries(props)) {
      const here = path ? `${path}.${k}` : k;
      const n = name(here);
      if (n) {
        child.title = n.pt;
        child['x-labels'] = { pt: n.pt, en: n.en };
      }
      annotate(child, here, name);
    }
  }
  const items = node.items as Node | undefined;
  if (items && typeof items === 'object') annotate(items, `${path}[]`, name);
  for (const alt of (node.anyOf as Node[] | undefined) ?? []) annotate(alt, path, name);
}

function namesOf(owners: readonly (FactsOwner | null)[]): (path: string) => { pt: string; en: string } | null {
  return (path) => {
    for (const o of owners) {
      const pt = factName(o, path, 'pt');
      const en = factName(o, path, 'en');
      if (pt !== null && en !== null) return { pt, en };
    }
    return null;
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
