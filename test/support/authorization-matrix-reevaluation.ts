/**
 * Authorization matrix cases of the persisted re-evaluation jobs (issue #13 item 3,
 * src/api/routes/reevaluations.ts): those who keep the registries start, read and resume
 * runs of their municipality; another municipality's official gets 403 starting and 404
 * reading or resuming.
 */
import type { Role } from '../../src/domain/roles.ts';
import { type Fixture, OWN, systemScope } from './api.ts';

/** The shape of authorization-matrix.ts's Case (not imported: that file imports this one). */
interface ReevaluationCase {
  name: string;
  roles: readonly Role[];
  ok: number;
  other: number;
  request(fx: Fixture): Promise<{ method: string; path: string; body?: unknown }>;
}

const RUNNERS = ['licensing-officer', 'municipal-admin', 'system-admin'] as const;

/** A run of the own municipality left unfinished (no job stores it: as after a restart). */
const unfinishedRun = (fx: Fixture) =>
  fx.api.deps.repo.startReevaluationRun(systemScope(), [OWN], { date: '2026-01-15', whatIf: {}, priority: true, lang: 'pt' });

export const REEVALUATION_CASES: ReevaluationCase[] = [
  {
    name: 'POST /api/reevaluations',
    roles: RUNNERS,
    ok: 202,
    other: 403,
    request: async () => ({ method: 'POST', path: '/api/reevaluations', body: { municipalities: [OWN], date: '2026-01-15' } }),
  },
  {
    name: 'GET /api/reevaluations/{id}',
    roles: RUNNERS,
    ok: 200,
    other: 404,
    request: async (fx) => {
      const run = await unfinishedRun(fx);
      return { method: 'GET', path: `/api/reevaluations/${run.id}` };
    },
  },
  {
    name: 'POST /api/reevaluations/{id}/resume',
    roles: RUNNERS,
    ok: 202,
    other: 404,
    request: async (fx) => {
      const run = await unfinishedRun(fx);
      return { method: 'POST', path: `/api/reevaluations/${run.id}/resume` };
    },
  },
  {
    name: 'GET /api/reevaluations/{id}/results',
    roles: RUNNERS,
    ok: 200,
    other: 404,
    request: async (fx) => {
      const run = await unfinishedRun(fx);
      return { method: 'GET', path: `/api/reevaluations/${run.id}/results` };
    },
  },
];
