/**
 * POST /api/evaluate — stateless evaluation of an establishment document, as `glp evaluate`
 * does. Nothing is stored (stored evaluations are made on applications).
 *
 * Signed-in users only: an evaluation costs real CPU, and an open endpoint would be a cheap
 * way to load the server; the public checks licences in the public registry instead.
 */
import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { type DocumentOptions, evaluateDocument } from '../../app/evaluate-document.ts';
import { parseOverrides } from '../../core/overrides.ts';
import type { AppEnv } from '../context.ts';
import { json, mount } from '../http.ts';
import { HttpProblem } from '../problem.ts';
import type { PackRegistry } from '../../core/registry.ts';
import { inputSchemaOf, isoDate, resultSchema } from '../schemas.ts';
import { jsonBody, jsonContent, problems, security } from './common.ts';

const query = z.strictObject({
  lang: z.enum(['pt', 'en']).optional().meta({ description: 'language of messages (default pt)' }),
  date: isoDate.optional().meta({ description: 'evaluation date; wins over the document’s date; default today' }),
  set: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .meta({ description: 'what-if override PARAMETER=VALUE (repeatable), e.g. belem-pa/min-distance-between-outlets=300' }),
});

/** `belem-pa/x=300` → { 'belem-pa/x': 300 }: the value is JSON when it parses, else text (as `glp evaluate --set`). */
export function parseSets(sets: string | string[] | undefined): Record<string, unknown> {
  return parseOverrides(sets === undefined ? [] : Array.isArray(sets) ? sets : [sets], (s) => {
    return new HttpProblem('invalid-parameter', `query.set: found ${JSON.stringify(s.slice(0, 60))}, expected PARAMETER=VALUE`, [
      { field: 'query.set', found: JSON.stringify(s.slice(0, 60)), expected: 'PARAMETER=VALUE' },
    ]);
  });
}

/** `packs`: those the server serves (the documented body is their vocabulary). */
export function evaluateRoutes(app: OpenAPIHono<AppEnv>, packs: PackRegistry): void {
  mount(app, {
    route: createRoute({
      method: 'post',
      path: '/api/evaluate',
      tags: ['Evaluation'],
      summary: 'Evaluate an establishment document against its municipality’s law (nothing stored)',
      security,
      request: { query, body: jsonBody(inputSchemaOf(packs)) },
      responses: {
        200: jsonContent(resultSchema, 'The evaluation: verdict, cited findings, missing facts'),
        ...problems(400, 401, 413, 415, 422),
      },
    }),
    access: 'evaluate',
    bodyValidatedByHandler: true,
    handler: (c, { query: q, body }) => {
      const opts: DocumentOptions = {
        fallbackDate: c.get('deps').today(),
        lang: q.lang ?? 'pt',
        overrides: parseSets(q.set),
      };
      if (q.date !== undefined) opts.date = q.date;
      const { result } = evaluateDocument(c.get('deps').packs, body, opts);
      return json(c, 200, result);
    },
  });
}
