/**
 * Persisted re-evaluations over HTTP (issue #13 item 3), what `glp reevaluate … --store` does,
 * as a job with progress:
 *
 *   POST /api/reevaluations                 start a run: every establishment of the municipalities
 *                                           re-evaluated and each result stored (202, Location)
 *   GET  /api/reevaluations/{id}            the run, what is stored so far, and the job's progress
 *   POST /api/reevaluations/{id}/resume     resume a run whose job stopped (a restart, a crash)
 *
 * Who: the officials who keep the registries (licensing officers and municipal administrators,
 * for their municipality) and system administrators (several municipalities at once). The
 * store checks the municipality: another municipality's official gets 403 starting and 404
 * reading. Starting, each batch of results and finishing are audited.
 */
import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import type { JobProgress } from '../../app/reevaluation-jobs.ts';
import { runOptionsOf } from '../../app/persisted-reevaluation.ts';
import { reevaluationOptions } from '../../app/reevaluate.ts';
import type { ReevaluationRun } from '../../domain/reevaluation-run.ts';
import type { AppEnv, Ctx } from '../context.ts';
import { json, mount, principalOf } from '../http.ts';
import { HttpProblem } from '../problem.ts';
import { isoDate } from '../schemas.ts';
import { boundedInt } from '../schema-number.ts';
import { scope } from '../scope.ts';
import { municipality, REGISTRY_KEEPERS } from './surveys.ts';
import { jsonBody, jsonContent, problems, security } from './common.ts';

const tags = ['Re-evaluation'];

const startBody = z
  .strictObject({
    municipalities: z
      .array(municipality)
      .min(1)
      .max(1000)
      .meta({ example: ['belem-pa'] }),
    date: isoDate.optional().meta({ description: 'the law as of this day (default: today)' }),
    since: isoDate.optional().meta({ description: 'report changes against the law as of this earlier day' }),
    whatIf: z.record(z.string().max(200), z.unknown()).optional().meta({ description: 'parameter values to try (glp explain names them)' }),
    priority: z.boolean().optional().meta({ description: 'earlier applications first (default true)' }),
    lang: z.enum(['pt', 'en']).optional(),
  })
  .meta({ id: 'ReevaluationStart' });

const runSchema = z
  .object({
    id: z.string(),
    municipality: z.string().nullable(),
    municipalities: z.array(z.string()),
    options: z.record(z.string(), z.unknown()),
    status: z.enum(['running', 'finished']),
    summary: z.object({ evaluated: z.number().int(), stored: z.number().int(), counts: z.record(z.string(), z.number().int()) }).nullable(),
    createdAt: z.string(),
    createdBy: z.string(),
    finishedAt: z.string().nullable(),
    version: z.number().int(),
  })
  .meta({ id: 'ReevaluationRun' });

const progressSchema = z
  .object({
    phase: z.enum(['loading', 'storing', 'finished', 'failed']),
    done: z.number().int().meta({ description: 'establishments evaluated' }),
    total: z.number().int(),
    stored: z.number().int().meta({ description: 'results stored (with those stored before a resume)' }),
    error: z.string().nullable(),
    note: z
      .string()
      .nullable()
      .meta({ description: 'what the official should know about a finished job: e.g. a registry with no establishment open on the date' }),
  })
  .meta({ id: 'ReevaluationProgress' });

const jobSchema = z
  .object({
    run: runSchema,
    stored: z.number().int().meta({ description: 'results of the run in the store now' }),
    job: progressSchema
      .nullable()
      .meta({ description: 'the job in this server process; null when none is (finished earlier, or stopped: resume it)' }),
  })
  .meta({ id: 'ReevaluationJob' });

function mayRun(c: Ctx): void {
  const p = principalOf(c);
  if (!p.user.roles.some((r) => REGISTRY_KEEPERS.has(r)))
    throw new HttpProblem('forbidden', `Your roles (${p.user.roles.join(', ')}) do not allow re-evaluating registries.`);
}

async function answer(c: Ctx, run: ReevaluationRun, job: JobProgress | null, status: 200 | 202) {
  const deps = c.get('deps');
  const stored = run.summary?.stored ?? (await deps.repo.reevaluationRunStored(scope(c), run.id));
  return json(c, status, { run, stored, job }, status === 202 ? { location: `/api/reevaluations/${run.id}` } : {});
}

const resultsPage = z
  .object({
    items: z.array(
      z.object({
        id: z.string().meta({ description: 'the stored evaluation (GET /api/evaluations/{id}, …/reproduce)' }),
        subjectId: z.string().meta({ description: 'the registry record (establishment) evaluated' }),
        municipality: z.string(),
        date: z.string().meta({ format: 'date' }),
        verdict: z.string().nullable(),
        resultHash: z.string(),
      }),
    ),
    total: z.number().int(),
    limit: z.number().int(),
    offset: z.number().int(),
  })
  .meta({ id: 'ReevaluationResults' });

export function reevaluationRoutes(app: OpenAPIHono<AppEnv>): void {
  mount(app, {
    route: createRoute({
      method: 'post',
      path: '/api/reevaluations',
      tags,
      summary: 'Re-evaluate the registered establishments of municipalities and store every result (a job: 202, then GET its progress)',
      security,
      request: { body: jsonBody(startBody) },
      responses: { 202: jsonContent(jobSchema, 'Started'), ...problems(400, 401, 403, 404, 413, 415, 422) },
    }),
    access: 'authenticated',
    handler: async (c, { body }) => {
      mayRun(c);
      const deps = c.get('deps');
      const req = {
        whatIf: body.whatIf ?? {},
        priority: body.priority !== false,
        ...(body.date !== undefined ? { date: body.date } : {}),
        ...(body.since !== undefined ? { since: body.since } : {}),
      };
      // Dates and what-if values checked against each municipality's law (422 naming the field).
      const opts = reevaluationOptions(deps.packs, body.municipalities, req, deps.today());
      opts.lang = body.lang ?? 'pt';
      const run = await deps.repo.startReevaluationRun(scope(c), body.municipalities, runOptionsOf(opts));
      return answer(c, run, deps.jobs.start(scope(c), run), 202);
    },
  });

  mount(app, {
    route: createRoute({
      method: 'get',
      path: '/api/reevaluations/{id}',
      tags,
      summary: 'A re-evaluation run: its record, the results stored so far, and its job’s progress',
      security,
      request: { params: z.strictObject({ id: z.string().max(100) }) },
      responses: { 200: jsonContent(jobSchema, 'The run'), ...problems(400, 401, 403, 404) },
    }),
    access: 'authenticated',
    handler: async (c, { params }) => {
      mayRun(c);
      const deps = c.get('deps');
      const run = await deps.repo.getReevaluationRun(scope(c), params.id);
      return answer(c, run, deps.jobs.progress(run.id), 200);
    },
  });

  mount(app, {
    route: createRoute({
      method: 'post',
      path: '/api/reevaluations/{id}/resume',
      tags,
      summary: 'Resume a run whose job stopped: the results already stored are skipped, none is stored twice',
      security,
      request: { params: z.strictObject({ id: z.string().max(100) }) },
      responses: { 202: jsonContent(jobSchema, 'Resumed'), ...problems(400, 401, 403, 404, 409) },
    }),
    access: 'authenticated',
    handler: async (c, { params }) => {
      mayRun(c);
      const deps = c.get('deps');
      const run = await deps.repo.getReevaluationRun(scope(c), params.id);
      if (run.status === 'finished') throw new HttpProblem('invalid-state', `Run ${run.id} is finished: it has every result.`);
      if (deps.jobs.running(run.id)) throw new HttpProblem('invalid-state', `Run ${run.id} is being stored by this server now.`);
      return answer(c, run, deps.jobs.start(scope(c), run), 202);
    },
  });

  mount(app, {
    route: createRoute({
      method: 'get',
      path: '/api/reevaluations/{id}/results',
      tags,
      summary: 'The results a run has stored so far: one stored evaluation per establishment',
      security,
      request: {
        params: z.strictObject({ id: z.string().max(100) }),
        query: z.strictObject({
          limit: boundedInt(1, 500).optional().meta({ description: 'default 100' }),
          offset: boundedInt(0, 10_000_000).optional(),
        }),
      },
      responses: { 200: jsonContent(resultsPage, 'A page of results'), ...problems(400, 401, 403, 404) },
    }),
    access: 'authenticated',
    handler: async (c, { params, query }) => {
      mayRun(c);
      const deps = c.get('deps');
      const run = await deps.repo.getReevaluationRun(scope(c), params.id);
      const limit = query.limit ?? 100;
      const offset = query.offset ?? 0;
      const page = await deps.repo.listEvaluations(scope(c), { limit, offset, filters: { runId: run.id } });
      const items = page.items.map((e) => ({
        id: e.id,
        subjectId: e.run?.subjectId ?? '',
        municipality: e.municipality,
        date: e.date,
        verdict: typeof (e.result as { verdict?: unknown }).verdict === 'string' ? (e.result as { verdict: string }).verdict : null,
        resultHash: e.resultHash,
      }));
      return json(c, 200, { items, total: page.total, limit, offset });
    },
  });
}
