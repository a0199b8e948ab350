/**
 * The departments' opinion queue over HTTP (issue 12, the "Pareceres" screen):
 *
 *   GET /api/licensing/opinions?status=requested   the opinions the caller's roles answer
 *
 * Each entry is the opinion record (answer it with POST /api/licensing/opinions/{id}/<action>
 * and If-Match "v<version>") with what the procedure says of it and its application. Only the
 * departments' roles (reviewer, fire brigade, inspector: licensing.opinion) ask; the store scopes
 * the records to the caller's municipality.
 */
import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { text } from '../../app/output-schemas.ts';
import { opinionQueue } from '../../app/opinion-queue.ts';
import type { AppEnv } from '../context.ts';
import { json, mount } from '../http.ts';
import { pageOf, pageQuery } from '../schemas.ts';
import { scope } from '../scope.ts';
import { jsonContent, problems, security } from './common.ts';
import { licensingItemSchema } from './licensing.ts';

export const opinionQueueEntrySchema = licensingItemSchema
  .extend({
    requirement: z
      .object({
        title: text,
        cite: z.string().meta({ description: 'the unit of the law that requires the opinion, e.g. art3-III' }),
        kind: z.enum(['opinion', 'inspection']),
        role: z.string(),
        stageTitle: text,
      })
      .nullable(),
    application: z.object({
      id: z.string(),
      status: z.string(),
      establishmentName: z.string().nullable(),
      type: z.string(),
    }),
  })
  .meta({ id: 'OpinionQueueEntry' });

export function licensingOpinionRoutes(app: OpenAPIHono<AppEnv>): void {
  mount(app, {
    route: createRoute({
      method: 'get',
      path: '/api/licensing/opinions',
      tags: ['Licensing'],
      summary: 'The opinions and inspections requested from the departments of your roles (newest first)',
      security,
      request: {
        query: z.strictObject({
          ...pageQuery,
          status: z
            .enum(['requested', 'favourable', 'unfavourable', 'changes-requested'])
            .optional()
            .meta({ description: 'only opinions in this state (default: all)' }),
        }),
      },
      responses: {
        200: jsonContent(pageOf(opinionQueueEntrySchema, 'OpinionQueuePage'), 'A page of opinions'),
        ...problems(400, 401, 403),
      },
    }),
    access: 'licensing.opinion',
    handler: async (c, { query }) =>
      json(c, 200, await opinionQueue(c.get('deps'), scope(c), { status: query.status, limit: query.limit, offset: query.offset })),
  });
}
