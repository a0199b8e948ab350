/**
 * What a running rule may read: its scope (the parameters it declares, its siting
 * declaration), the memoised values it shares with other rules (each declaring the parameters
 * it reads), and the per-pack tables the context reads parameters through. A read outside the
 * scope throws UndeclaredParameter: `glp explain` lists the declaration, so it is complete.
 */
import { frozenDocument, isFrozenDocument } from './frozen.ts';
import type { SitingFn } from './siting.ts';
import type { InterpretationUsed, IsoDate, Lang, PackShape, ParameterDef } from './types.ts';

/** A rule read a parameter it does not declare: a bug in the pack (the CLI exits 1). */
export class UndeclaredParameter extends Error {
  constructor(rule: string, parameter: string) {
    super(`${rule} reads parameter ${parameter}, which it does not declare (add it to the rule's parameters)`);
  }
}

/** A memoised value: its key (unique per pack and variant) and the parameters computing it may read. */
export interface MemoDecl extends RuleScope {}

/** Declares a memoised value and the parameters it reads (once, at module level). */
export function declareMemo(key: string, parameters: readonly string[] = []): MemoDecl {
  return { id: key, parameters: new Set(parameters) };
}

// Every rule that uses a memoised value must declare what it read; checked once per rule and value.
const declaredMemos = new WeakMap<RuleScope, WeakSet<MemoDecl>>();

export function checkMemoDeclared(scope: RuleScope, memo: MemoDecl): void {
  const ok = declaredMemos.get(scope);
  if (ok?.has(memo)) return;
  for (const id of memo.parameters) if (!scope.parameters.has(id)) throw new UndeclaredParameter(scope.id, id);
  if (ok) ok.add(memo);
  else declaredMemos.set(scope, new WeakSet([memo]));
}

/** What the running rule may read and how it measures (set by the engine before each rule). */
export interface RuleScope {
  id: string;
  parameters: ReadonlySet<string>;
  siting?: SitingFn;
}

/** A parameter of a pack as the context reads it: its definition, full id, and the value last found for a date. */
export interface ParamEntry {
  def: ParameterDef;
  full: string;
  /** Every evaluation of a run asks for the same date: remember the dated value found for the last one. */
  date: IsoDate | undefined;
  value: unknown;
}

const paramEntries = new WeakMap<PackShape, Map<string, ParamEntry>>();

/** Local id → entry ("min-lot-area" → belem-pa/min-lot-area and its definition), built once per pack. */
export function paramEntriesOf(pack: PackShape): Map<string, ParamEntry> {
  let m = paramEntries.get(pack);
  if (!m) {
    m = new Map([...pack.paramIndex].map(([k, def]) => [k, { def, full: `${pack.id}/${k}`, date: undefined, value: undefined }]));
    paramEntries.set(pack, m);
  }
  return m;
}

// The description of an interpretation choice depends only on the parameter, the value and
// the language: build it once (rules ask for the same choices in every evaluation).
const interpretationCache = new WeakMap<ParameterDef, Map<unknown, InterpretationUsed[]>>();

export function interpretationUsed(p: ParameterDef, fullId: string, value: unknown, lang: Lang): InterpretationUsed {
  let perParam = interpretationCache.get(p);
  if (!perParam) {
    perParam = new Map();
    interpretationCache.set(p, perParam);
  }
  // Keyed by the value itself (objects by identity: the dated value or the override object).
  let byLang = perParam.get(value);
  if (!byLang) {
    byLang = [];
    if (perParam.size > 200) perParam.clear();
    perParam.set(value, byLang);
  }
  const slot = lang === 'pt' ? 0 : 1;
  let used = byLang[slot];
  if (!used) {
    const alt = p.alternatives ?? [];
    const json = typeof value === 'object' ? JSON.stringify(value) : undefined;
    const chosen = alt.find((a) => a.value === value || (json !== undefined && JSON.stringify(a.value) === json));
    // Frozen, as every finding that read the choice holds it (src/core/frozen.ts). A what-if
    // value is the caller's object: a copy is frozen, never the caller's.
    used = frozenDocument({
      parameter: fullId,
      value: typeof value === 'object' && value !== null && !isFrozenDocument(value) ? structuredClone(value) : value,
      description: chosen ? chosen.description[lang] : p.description[lang],
      alternatives: alt.map((a) => ({ value: a.value, description: a.description[lang] })),
    });
    byLang[slot] = used;
  }
  return used;
}
