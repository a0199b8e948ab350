/**
 * The facts of an application document, as the form asks for them: the evaluation names the
 * facts it misses (dotted paths such as `safety.scale`, ranked by how many rules wait on each);
 * the municipality's input JSON Schema says what kind of answer each one takes. Pure: no DOM,
 * no network — the form (pages/applicant) and its tests use it alike.
 */

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema | false;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  /** An earlier form of a fact, still read from stored documents but never asked again. */
  deprecated?: boolean;
  /** The fact's name for people, in each language (the server's catalog: src/core/input/fact-names.ts). */
  'x-labels'?: { pt: string; en: string };
  /** For an enumerated fact: each value's name for people ("bicycle" → "bicicleta"; choiceName in the same catalog). */
  'x-enum-labels'?: Record<string, { pt: string; en: string }>;
}

export type FieldKind =
  | { kind: 'boolean' }
  | { kind: 'number'; integer: boolean; min: number | null }
  | { kind: 'choice'; options: string[] }
  | { kind: 'date' }
  | { kind: 'text' }
  /** A list of records (vehicles, containers, extinguishers): each item a small form. */
  | { kind: 'list'; fields: { name: string; field: FieldKind; required: boolean }[] }
  /** Anything else (a polygon, a list of codes…): typed as JSON. */
  | { kind: 'json' };

/**
 * The schema of the fact at a dotted path, or null when the vocabulary has no such fact. An
 * element of a list is `[]` after its name, as the catalogs key it (`vehicles[].type`).
 */
export function schemaAt(root: JsonSchema, path: string): JsonSchema | null {
  let node: JsonSchema | undefined = root;
  for (const segment of path.split('.')) {
    const list = segment.endsWith('[]');
    const key = list ? segment.slice(0, -2) : segment;
    const obj: JsonSchema | undefined = node?.properties ? node : node?.anyOf?.find((s) => s.properties);
    node = obj?.properties?.[key];
    if (node && list) {
      const items: JsonSchema | false | undefined = node.items ?? node.anyOf?.find((s) => s.items)?.items;
      node = items || undefined;
    }
    if (!node) return null;
  }
  return node;
}

function typeOf(s: JsonSchema): string | undefined {
  return Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
}

/** What kind of field answers a fact with this schema. */
export function fieldKind(s: JsonSchema): FieldKind {
  // A document is `true`/`false` or a record of it ({ held, validUntil… }): the form asks "held?".
  if (s.anyOf?.some((x) => typeOf(x) === 'boolean')) return { kind: 'boolean' };
  if (Array.isArray(s.enum) && s.enum.every((v) => typeof v === 'string')) return { kind: 'choice', options: s.enum as string[] };
  switch (typeOf(s)) {
    case 'boolean':
      return { kind: 'boolean' };
    case 'number':
    case 'integer':
      return { kind: 'number', integer: typeOf(s) === 'integer', min: s.minimum ?? s.exclusiveMinimum ?? null };
    case 'string':
      return s.format === 'date' ? { kind: 'date' } : { kind: 'text' };
    case 'array': {
      const item = s.items;
      if (item && typeOf(item) === 'object' && item.properties) {
        const required = new Set(item.required ?? []);
        const fields = Object.entries(item.properties)
          .filter(([, f]) => f.deprecated !== true)
          .map(([name, f]) => ({ name, field: fieldKind(f), required: required.has(name) }));
        if (fields.every((f) => f.field.kind !== 'list' && f.field.kind !== 'json')) return { kind: 'list', fields };
      }
      return { kind: 'json' };
    }
    default:
      return { kind: 'json' };
  }
}

/**
 * Facts the applicant cannot state: the places around the lot (`nearby.*`) are measured from the
 * municipality's registries when the department evaluates the application (src/siting/nearby.ts),
 * so the form does not ask for them.
 */
export function fromRegistries(path: string): boolean {
  return path === 'nearby' || path.startsWith('nearby.');
}

export function getAt(doc: Record<string, unknown>, path: string): unknown {
  let node: unknown = doc;
  for (const key of path.split('.')) {
    if (node === null || typeof node !== 'object' || Array.isArray(node)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/** A copy of `doc` with the fact set (undefined removes it, and any object it leaves empty). */
export function setAt(doc: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  const [key, ...rest] = path.split('.') as [string, ...string[]];
  const out = { ...doc };
  if (rest.length === 0) {
    if (value === undefined) delete out[key];
    else out[key] = value;
    return out;
  }
  const child = out[key];
  const inner = setAt(
    child !== null && typeof child === 'object' && !Array.isArray(child) ? (child as Record<string, unknown>) : {},
    rest.join('.'),
    value,
  );
  if (Object.keys(inner).length === 0) delete out[key];
  else out[key] = inner;
  return out;
}

/**
 * The facts the form shows, in a stable order: those already shown stay where they are while
 * still missing or once answered (a field never jumps away under the cursor); newly missing
 * facts are added after them in the evaluation's order (most rules waiting first); facts no
 * longer needed and never answered go away.
 */
export function factsToAsk(shown: readonly string[], missing: readonly string[], doc: Record<string, unknown>): string[] {
  const wanted = missing.filter((f) => !fromRegistries(f));
  const keep = shown.filter((f) => wanted.includes(f) || getAt(doc, f) !== undefined);
  return [...keep, ...wanted.filter((f) => !keep.includes(f))];
}

/**
 * A date typed as people in Brazil write it, dd/mm/aaaa (also d/m/aaaa, with - or .), as
 * YYYY-MM-DD; undefined when it is not a day of the calendar (31/02/2026) or not complete yet.
 * Typed, not a native date picker: the picker shows the browser's format, not necessarily dd/mm/aaaa.
 */
export function parseBrDate(text: string): string | undefined {
  const m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text.trim());
  if (!m) return undefined;
  const [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return undefined;
  return `${y}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** A fact's name (lower case, as the API gives it for use inside sentences) as a label or list item: upper case first. */
export function capitalise(s: string): string {
  return s.charAt(0).toLocaleUpperCase('pt-BR') + s.slice(1);
}

/** A fact's name as the catalog writes it (lower case, for a sentence: "placa do veículo"), from the municipality's input schema; null when it names none. */
export function factName(schema: JsonSchema | null, path: string, lang: 'pt' | 'en'): string | null {
  return (schema ? schemaAt(schema, path)?.['x-labels']?.[lang] : undefined) ?? null;
}

/** A fact's name as a field label, in the interface's language, from the municipality's input schema (null when it names none). */
export function factLabel(schema: JsonSchema | null, path: string, lang: 'pt' | 'en'): string | null {
  const name = factName(schema, path, lang);
  return name ? capitalise(name) : null;
}

/** One value of an enumerated fact by its name ("bicycle" → "bicicleta"), from the municipality's input schema; null when it names none. */
export function choiceLabel(schema: JsonSchema | null, path: string, value: string, lang: 'pt' | 'en'): string | null {
  return (schema ? schemaAt(schema, path)?.['x-enum-labels']?.[value]?.[lang] : undefined) ?? null;
}

/**
 * A fact field's label: the screen's own question where it has one (`question`, the i18n
 * `fact.<path>` entry, equal to the path when there is none: "Tem balança?"), else the fact's name,
 * else the schema's description, else the path.
 */
export function fieldLabel(question: string, schema: JsonSchema | null, path: string, lang: 'pt' | 'en'): string {
  if (question !== path) return question;
  return factLabel(schema, path, lang) ?? (schema ? schemaAt(schema, path)?.description : undefined) ?? path;
}
