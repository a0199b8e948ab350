/**
 * A small state machine kit: states, named actions (from → to) and the roles allowed to take
 * each. Several small independent machines (review of a document, an opinion, due process, a
 * licence's lifecycle) instead of one status that multiplies combinations (docs/adr/0010).
 * Pure: the shells read the record, ask `step`, and write the result with the record's version.
 */
import type { Text } from '../core/types.ts';
import type { Role } from '../domain/roles.ts';

export interface ActionDef<S extends string> {
  from: readonly S[];
  to: S;
  roles: readonly Role[];
}

export interface Machine<S extends string, A extends string> {
  name: string;
  /** What the machine moves, as a refusal names it ("documento" / "document"). */
  title?: Text;
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
 * Said in both languages (`text`); action, state and role ids verbatim (what the API takes).
 */
export class StepRefused extends Error {
  readonly text: Text;
  constructor(
    readonly reason: 'state' | 'role',
    readonly machine: string,
    readonly action: string,
    readonly state: string,
    readonly expected: string,
    title: Text = { pt: machine, en: machine },
  ) {
    const text =
      reason === 'state'
        ? {
            pt: `${title.pt}: não é possível ${action} a partir de ${state} (possível a partir de: ${expected})`,
            en: `${machine}: cannot ${action} from ${state} (possible from: ${expected})`,
          }
        : {
            pt: `${title.pt}: os seus perfis não permitem ${action} (permitido a: ${expected})`,
            en: `${machine}: your roles cannot ${action} (allowed: ${expected})`,
          };
    super(text.en);
    this.text = text;
  }
}

/** The state after `action`, or StepRefused. */
export function step<S extends string, A extends string>(m: Machine<S, A>, state: S, action: A, roles: readonly Role[]): S {
  const def = m.actions[action];
  if (!def.from.includes(state)) throw new StepRefused('state', m.name, action, state, def.from.join(', '), m.title);
  if (!roles.some((r) => def.roles.includes(r))) throw new StepRefused('role', m.name, action, state, def.roles.join(', '), m.title);
  return def.to;
}

/** Actions possible from a state (for a client to offer), whatever the role. */
export function actionsFrom<S extends string, A extends string>(m: Machine<S, A>, state: S): A[] {
  return (Object.keys(m.actions) as A[]).filter((a) => m.actions[a].from.includes(state));
}
