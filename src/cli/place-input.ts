/**
 * `glp places update M ID --input JSON`: the establishment facts a registered place keeps for
 * re-evaluation (its `data.input`, as an import's `input` column sets them), merged with what it
 * has and checked against the municipality's input schema before anything is written.
 */
import { InputError, problemsOf } from '../core/input/validate.ts';
import { inputSchemaFor } from '../core/input/vocabulary.ts';
import type { PackRegistry } from '../core/registry.ts';

type Obj = Record<string, unknown>;
const isObj = (x: unknown): x is Obj => typeof x === 'object' && x !== null && !Array.isArray(x);

/** `b` over `a`, objects merged key by key (a fact given replaces the one kept; the others stay). */
function merge(a: Obj, b: Obj): Obj {
  const out: Obj = { ...a };
  for (const [k, v] of Object.entries(b)) out[k] = isObj(v) && isObj(a[k]) ? merge(a[k] as Obj, v) : v;
  return out;
}

export function mergedInput(
  packs: PackRegistry,
  municipality: string,
  activity: string,
  kept: unknown,
  text: string,
): Record<string, unknown> {
  let given: unknown;
  try {
    given = JSON.parse(text);
  } catch {
    throw InputError.of(
      '--input',
      'text that is not JSON',
      `a JSON object of establishment facts, e.g. '{"establishment":{"startDate":"2015-03-01"}}'`,
    );
  }
  if (!isObj(given)) throw InputError.of('--input', JSON.stringify(given), 'a JSON object of establishment facts');
  for (const own of ['municipality', 'activity'])
    if (own in given) throw InputError.of(`--input.${own}`, JSON.stringify(given[own]), `no ${own}: the place's own is used`);
  const input = merge(isObj(kept) ? kept : {}, given);
  const doc = { ...input, municipality, activity };
  const r = inputSchemaFor(packs.require(municipality)).safeParse(doc);
  if (!r.success) {
    const problems = problemsOf(r.error, doc, { municipality, packs: packs.list() }).map((p) => ({
      ...p,
      field: `--input.${p.field}`,
      message: `--input.${p.message}`,
    }));
    throw new InputError(problems);
  }
  return input;
}
