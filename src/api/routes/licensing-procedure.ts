/**
 * GET /api/municipalities/{id}/procedure: the licensing procedure the municipality's pack declares
 * (laws/<id>/procedure.ts), public like the law it transcribes — its stages in order, the
 * documents, opinions and inspections each needs with the article that requires them. The web
 * screens name stages and requirements by these titles and let the officer pick the stage
 * (Belém: the construction licence, art. 2, then the operating licence, art. 1). The document is
 * src/app/procedure-document.ts, which `glp licensing procedure --format json` prints too.
 */
import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { procedureDocument, procedureSchema } from '../../app/procedure-document.ts';
import type { AppEnv } from '../context.ts';
import { json, mount } from '../http.ts';
import { HttpProblem, packOr404 } from '../problem.ts';
import { isoDate, municipalityId } from '../schemas.ts';
import { jsonContent, problems } from './common.ts';

export function licensingProcedureRoutes(app: OpenAPIHono<AppEnv>): void {
  mount(app, {
    route: createRoute({
      method: 'get',
      path: '/api/municipalities/{id}/procedure',
      tags: ['Licensing'],
      summary: 'The licensing procedure of the municipality’s law: stages in order, documents, opinions and inspections, with the articles',
      request: {
        params: z.strictObject({ id: municipalityId }),
        query: z.strictObject({
          date: isoDate
            .optional()
            .meta({ description: 'the procedure as on this date: its dated amounts, periods and readings (default today)' }),
        }),
      },
      responses: { 200: jsonContent(procedureSchema, 'The procedure'), ...problems(400, 404, 422) },
    }),
    access: 'public',
    handler: (c, { params, query }) => {
      const pack = packOr404(c.get('deps').packs, params.id);
      const doc = procedureDocument(pack, query.date ?? c.get('deps').today());
      if (!doc) throw new HttpProblem('not-found', `The law pack of ${params.id} declares no licensing procedure.`);
      return json(c, 200, doc, { 'cache-control': 'public, max-age=300' });
    },
  });
}
