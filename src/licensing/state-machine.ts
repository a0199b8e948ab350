/**
 * A small state machine kit: states, named actions (from → to) and the roles allowed to take
 * each. Several small independent machines (review of a document, an opinion, due process, a
 * licence's lifecycle) instead of one status that multiplies combinations (docs/adr/0010).
 * Pure: the shells read the record, ask `step`, and write the result with the record's version.
 */
import { STATUS_NAMES } from '../core/status-names.ts';
import type { Text } from '../core/types.ts';
import { type Role, roleName } from '../domain/roles.ts';

export interface ActionDef<S extends string> {
  from: readonly S[];
  to: S;
  roles: readonly Role[];
  /**
   * The act as a refusal says it, before the thing it acts on: an infinitive in pt-BR
   * ("suspender" uma licença), the bare verb in English ("suspend" a licence). Absent: the id.
   */
  says?: Text;
}

export interface Machine<S extends string, A extends string> {
  name: string;
  /** What the machine moves, as a refusal names it ("documento" / "document"). */
  title?: Text;
  /** The title's article in pt-BR is feminine ("uma licença", "uma exigência"). */
  feminine?: boolean;
  /**
   * Its states as a refusal says them after "uma licença" / "a licence that is" (default: the
   * status catalog's names, src/core/status-names.ts, under the machine's name).
   */
  stateSays?: Readonly<Partial<Record<S, Text>>>;
  states: readonly S[];
  actions: Readonly<Record<A, ActionDef<S>>>;
}

export function defineMachine<S extends string, A extends string>(m: Machine<S, A>): Machine<S, A> {
  for (const [a, def] of Object.entries(m.actions) as [A, ActionDef<S>][]) {
    for (const s of [...def.from, def.to]) if (!m.states.includes(s)) throw new Error(`${m.name}.${a}: unknown state ${s}`);
  }
  return m;
}

/**
 * Why a step was refused: the state does not allow it (409) or the role may not take it (403).
 * Said in both languages (`text`) with the act, the states and the roles named as people say
 * them ("licença: não é possível suspender uma licença suspensa"); the ids stay in `action`,
 * `state` and `expected` (the states or roles allowed, comma-separated), which programs read.
 */
export class StepRefused extends Error {
  readonly text: Text;
  readonly machine: string;
  readonly expected: string;
  constructor(
    readonly reason: 'state' | 'role',
    m: Machine<string, string>,
    readonly action: string,
    readonly state: string,
    expected: readonly string[],
  ) {
    const title = m.title ?? { pt: m.name, en: m.name };
    const act = m.actions[action]?.says ?? { pt: action, en: action };
    const one = { pt: `${m.feminine ? 'uma' : 'um'} ${title.pt}`, en: `${/^[aeiou]/i.test(title.en) ? 'an' : 'a'} ${title.en}` };
    const st = (id: string): Text =>
      m.stateSays?.[id] ?? (STATUS_NAMES as Record<string, Record<string, Text> | undefined>)[m.name]?.[id] ?? { pt: id, en: id };
    const names = (ids: readonly string[], lang: 'pt' | 'en', name: (id: string) => Text) =>
      ids.map((id) => name(id)[lang]).join(lang === 'pt' ? ' ou ' : ' or ');
    const text =
      reason === 'state'
        ? {
            pt: `${title.pt}: não é possível ${act.pt} ${one.pt} ${st(state).pt} (só é possível com ${one.pt} ${names(expected, 'pt', st)})`,
            en: `${title.en}: cannot ${act.en} ${one.en} that is ${st(state).en} (possible only when it is ${names(expected, 'en', st)})`,
          }
        : {
            pt: `${title.pt}: os seus perfis não permitem ${act.pt} ${one.pt} (cabe a: ${names(expected, 'pt', roleName)})`,
            en: `${title.en}: your roles cannot ${act.en} ${one.en} (allowed: ${names(expected, 'en', roleName)})`,
          };
    super(text.en);
    this.text = text;
    this.machine = m.name;
    this.expected = expected.join(', ');
  }
}

/** The state after `action`, or StepRefused. */
export function step<S extends string, A extends string>(m: Machine<S, A>, state: S, action: A, roles: readonly Role[]): S {
  const def = m.actions[action];
  if (!def.from.includes(state)) throw new StepRefused('state', m as unknown as Machine<string, string>, action, state, def.from);
  if (!roles.some((r) => def.roles.includes(r)))
    throw new StepRefused('role', m as unknown as Machine<string, string>, action, state, def.roles);
  return def.to;
}

/** Actions possible from a state (for a client to offer), whatever the role. */
export function actionsFrom<S extends string, A extends string>(m: Machine<S, A>, state: S): A[] {
  return (Object.keys(m.actions) as A[]).filter((a) => m.actions[a].from.includes(state));
}
