/**
 * What-if overrides written as `PARAMETER=VALUE` (CLI `--set` / `--what-if`, API `?set=`):
 * the value is JSON when it parses, else text. Each shell supplies its own error (exit 2 in
 * the CLI, problem JSON in the API) for an item without `=`.
 */
import type { ParameterDef } from './types.ts';

export function parseOverrides(items: readonly string[], bad: (item: string) => Error): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const s of items) {
    const eq = s.indexOf('=');
    if (eq <= 0) throw bad(s);
    const raw = s.slice(eq + 1);
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch {
      value = raw;
    }
    out[s.slice(0, eq)] = value;
  }
  return out;
}

/** Units whose values are whole numbers (periods and counts). */
const WHOLE_UNITS: ReadonlySet<string> = new Set(['count', 'days', 'months', 'years']);
/** Units whose values are quantities: never negative. */
const QUANTITY_UNITS: ReadonlySet<string> = new Set(['m', 'm2', 'kg', 'BRL', 'UFIR', 'count', 'days', 'months', 'years', 'percent']);

type Kind = 'number' | 'string' | 'boolean' | 'array' | 'object' | 'null';

function kindOf(v: unknown): Kind {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  const t = typeof v;
  return t === 'number' || t === 'string' || t === 'boolean' ? t : 'object';
}

const KIND_TEXT: Record<Kind, string> = {
  number: 'a number',
  string: 'a text',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  null: 'null (not set)',
};

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The kinds of the elements (for a list) or member values (for an object) the law's values use. */
function memberKinds(values: readonly unknown[]): Set<Kind> {
  const kinds = new Set<Kind>();
  for (const v of values) {
    if (Array.isArray(v)) for (const e of v) kinds.add(kindOf(e));
    else if (v !== null && typeof v === 'object') for (const e of Object.values(v)) kinds.add(kindOf(e));
  }
  return kinds;
}

/**
 * What a what-if value must be to stand for the parameter (issue #7, item 3: `abc` for a
 * distance must not become "a lei exige no mínimo NaN m"): of the kind its dated values have,
 * a finite number of its unit (whole for counts and periods, never negative for quantities,
 * at most 100 for a percentage), one of its alternatives when it is an interpretation choice
 * whose alternatives are values of that kind. Returns what was expected, or null when the value fits.
 */
export function overrideProblem(def: ParameterDef, value: unknown): string | null {
  const lawValues = def.values.map((v) => v.value);
  const kinds = new Set(lawValues.map(kindOf));
  const k = kindOf(value);
  const alternatives = (def.alternatives ?? []).map((a) => a.value);
  const choices = alternatives.filter((a) => kinds.has(kindOf(a)));
  if (def.interpretation && choices.length > 0 && choices.length === alternatives.length) {
    if (choices.some((a) => sameJson(a, value))) return null;
    return `one of the readings of ${def.id}: ${choices.map((a) => JSON.stringify(a)).join(', ')}`;
  }
  if (!kinds.has(k)) {
    // A value the municipality has not set yet (null) may be given a number of the unit.
    const expectedKinds = [...kinds].map((x) => (x === 'null' ? 'number' : x));
    if (!(k === 'number' && expectedKinds.includes('number'))) {
      const unit = def.unit !== 'none' ? ` (${def.unit})` : '';
      return [...new Set(expectedKinds)].map((x) => KIND_TEXT[x as Kind]).join(' or ') + unit;
    }
  }
  if (k === 'number') {
    const n = value as number;
    const unit = def.unit !== 'none' ? ` ${def.unit}` : '';
    if (!Number.isFinite(n)) return `a finite number${unit}`;
    if (WHOLE_UNITS.has(def.unit) && !Number.isInteger(n)) return `a whole number of ${def.unit}`;
    if (QUANTITY_UNITS.has(def.unit) && n < 0) return `a number ≥ 0${unit}`;
    if (def.unit === 'percent' && n > 100 && lawValues.every((v) => typeof v !== 'number' || v <= 100)) return 'a percentage from 0 to 100';
  }
  if (k === 'array' || k === 'object') {
    const want = memberKinds(lawValues);
    const got = memberKinds([value]);
    for (const g of got) if (want.size > 0 && !want.has(g)) return `${KIND_TEXT[k]} of ${[...want].map((x) => KIND_TEXT[x]).join(' or ')}`;
    if (k === 'object') {
      const keys = new Set(lawValues.flatMap((v) => (v !== null && typeof v === 'object' && !Array.isArray(v) ? Object.keys(v) : [])));
      const unknown = Object.keys(value as object).filter((key) => !keys.has(key));
      if (keys.size > 0 && unknown.length > 0) return `an object with keys among ${[...keys].join(', ')}`;
    }
  }
  return null;
}
