/**
 * A small state machine kit: states, named actions (from → to) and the roles allowed to take
 * each. Several small independent machines (review of a document, an opinion, due process, a
 * licence's lifecycle) instead of one status that multiplies combinations (docs/adr/0010).
 * Pure: the shells read the record, ask `step`, and write the result with the record's version.
 */
import type { Role } from '../domain/roles.ts';

export interface ActionDef<S extends string> {
  from: readonly S[];
  to: S;
  roles: readonly Role[];
}

export interface Machine<S extends string, A extends string> {
  name: string;
  states: readonly S[];
  actions: Readonly<Record<A, ActionDef<S>>>;
}

export function defineMachine<S extends string, A extends string>(m: Machine<S, A>): Machine<S, A> {
  for (const [a, def] of Object.entries(m.actions) as [A, ActionDef<S>][]) {
    for (const s of [...def.from, def.to]) if (!m.states.includes(s)) throw new Error(`${m.name}.${a}: unknown state ${s}`);
  }
  return m;
}

/** Why a step was refused: the state does not allow it (409) or the role may not take it (403). */
export class StepRefused extends Error {
  constructor(
    readonly reason: 'state' | 'role',
    readonly machine: string,
    readonly action: string,
    readonly state: string,
    readonly expected: string,
  ) {
    super(
      reason === 'state'
        ? `${machine}: cannot ${action} from ${state} (possible from: ${expected})`
        : `${machine}: your roles cannot ${action} (allowed: ${expected})`,
    );
  }
}

/** The state after `action`, or StepRefused. */
export function step<S extends string, A extends string>(m: Machine<S, A>, state: S, action: A, roles: readonly Role[]): S {
  const def = m.actions[action];
  if (!def.from.includes(state)) throw new StepRefused('state', m.name, action, state, def.from.join(', '));
  if (!roles.some((r) => def.roles.includes(r))) throw new StepRefused('role', m.name, action, state, def.roles.join(', '));
  return def.to;
}

/** Actions possible from a state (for a client to offer), whatever the role. */
export function actionsFrom<S extends string, A extends string>(m: Machine<S, A>, state: S): A[] {
  return (Object.keys(m.actions) as A[]).filter((a) => m.actions[a].from.includes(state));
}
