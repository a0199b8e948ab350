/**
 * Stored evaluations of applications (the use cases are src/app/evaluate-application.ts and
 * src/app/reproduce.ts). Each keeps what it takes to recompute it exactly: the input as
 * evaluated, the date, the language, the what-if overrides, the law-pack version and every
 * parameter value used; `reproduce` recomputes it and shows that the result hash matches.
 */
import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { type EvaluationRequest, evaluateApplication } from '../../app/evaluate-application.ts';
import { reproduce } from '../../app/reproduce.ts';
import type { AppEnv } from '../context.ts';
import { evaluationBody, evaluationJson } from '../../store/evaluation-record.ts';
import { json, jsonText, mount } from '../http.ts';
import { evaluationCreateBody, pageOf, pageQuery, pathId, reproductionSchema, storedEvaluationSchema } from '../schemas.ts';
import { scope } from '../scope.ts';
import { idempotencyHeader, jsonBody, jsonContent, problems, security } from './common.ts';

const tags = ['Evaluations'];

export function evaluationRoutes(app: OpenAPIHono<AppEnv>): void {
  mount(app, {
    route: createRoute({
      method: 'post',
      path: '/api/applications/{id}/evaluations',
      tags,
      summary: 'Evaluate the application’s input with the law engine and store the evaluation',
      security,
      request: { params: pathId, headers: idempotencyHeader, body: jsonBody(evaluationCreateBody, false) },
      responses: {
        201: jsonContent(storedEvaluationSchema, 'The stored evaluation'),
        ...problems(400, 401, 403, 404, 413, 415, 422),
      },
    }),
    access: 'evaluation.create',
    idempotent: true,
    handler: async (c, { params, body }) => {
      const deps = c.get('deps');
      const req: EvaluationRequest = {};
      if (body.date !== undefined) req.date = body.date;
      if (body.lang !== undefined) req.lang = body.lang;
      if (body.overrides !== undefined) req.overrides = body.overrides;
      if (body.useRegistry !== undefined) req.useRegistry = body.useRegistry;
      if (body.allowFuture !== undefined) req.allowFuture = body.allowFuture;
      if (body.stage !== undefined) req.stage = body.stage;
      const saved = await evaluateApplication(deps, scope(c), params.id, req, deps.today());
      // Written from the texts just stored: the documents are neither parsed nor serialised again.
      return jsonText(c, 201, evaluationBody(saved), { location: `/api/evaluations/${saved.id}` });
    },
  });

  mount(app, {
    route: createRoute({
      method: 'get',
      path: '/api/applications/{id}/evaluations',
      tags,
      summary: 'The evaluations stored for an application',
      security,
      request: { params: pathId, query: z.strictObject(pageQuery) },
      responses: {
        200: jsonContent(pageOf(storedEvaluationSchema, 'EvaluationPage'), 'A page of evaluations'),
        ...problems(400, 401, 403, 404),
      },
    }),
    access: 'evaluation.read',
    handler: async (c, { params, query }) => {
      const { repo } = c.get('deps');
      const s = scope(c);
      await repo.getApplication(s, params.id); // 404 unless the caller may see the application
      return json(c, 200, await repo.listEvaluations(s, { limit: query.limit, offset: query.offset, applicationId: params.id }));
    },
  });

  mount(app, {
    route: createRoute({
      method: 'get',
      path: '/api/evaluations/{id}',
      tags,
      summary: 'One stored evaluation',
      security,
      request: { params: pathId },
      responses: { 200: jsonContent(storedEvaluationSchema, 'The evaluation'), ...problems(400, 401, 403, 404) },
    }),
    access: 'evaluation.read',
    handler: async (c, { params }) => jsonText(c, 200, evaluationJson(await c.get('deps').repo.getEvaluation(scope(c), params.id))),
  });

  mount(app, {
    route: createRoute({
      method: 'get',
      path: '/api/evaluations/{id}/reproduce',
      tags,
      summary: 'Recompute a stored evaluation from its stored inputs and show that it matches',
      security,
      request: { params: pathId },
      responses: { 200: jsonContent(reproductionSchema, 'The recomputation'), ...problems(400, 401, 403, 404, 409) },
    }),
    access: 'evaluation.read',
    handler: async (c, { params }) => {
      const stored = await c.get('deps').repo.getEvaluation(scope(c), params.id);
      return json(c, 200, reproduce(c.get('deps').packs, stored, c.get('deps').today()));
    },
  });
}
