/** The audit log (hash-chained, appended by the repository with every change) for administrators. */
import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import type { AppEnv } from '../context.ts';
import { json, mount } from '../http.ts';
import { auditEntrySchema, idSchema, municipalityId, pageOf, pageQuery } from '../schemas.ts';
import { municipalityFilter, scope } from '../scope.ts';
import { jsonContent, problems, security } from './common.ts';

const tags = ['Audit'];

export function auditRoutes(app: OpenAPIHono<AppEnv>): void {
  mount(app, {
    route: createRoute({
      method: 'get',
      path: '/api/audit',
      tags,
      summary: 'Audit entries: who changed what, when, before and after, with the request id',
      security,
      request: {
        query: z.strictObject({
          ...pageQuery,
          municipality: municipalityId.optional(),
          entity: z.string().max(40).optional(),
          entityId: idSchema.optional(),
          action: z.string().max(40).optional(),
          actorId: idSchema.optional(),
          requestId: z.string().max(100).optional(),
        }),
      },
      responses: { 200: jsonContent(pageOf(auditEntrySchema, 'AuditPage'), 'A page of entries'), ...problems(400, 401, 403) },
    }),
    access: 'audit.read',
    handler: async (c, { query }) => {
      const filters: Record<string, string> = {};
      const m = municipalityFilter(c, query.municipality);
      if (m !== undefined) filters.municipality = m;
      for (const k of ['entity', 'entityId', 'action', 'actorId', 'requestId'] as const) {
        const v = query[k];
        if (v !== undefined) filters[k] = v;
      }
      return json(c, 200, await c.get('deps').repo.listAudit(scope(c), { limit: query.limit, offset: query.offset, filters }));
    },
  });

  mount(app, {
    route: createRoute({
      method: 'get',
      path: '/api/audit/verify',
      tags,
      summary: 'Walk the hash chain: ok, or the first edited, reordered or deleted entry',
      security,
      responses: {
        200: jsonContent(
          z.object({ ok: z.boolean(), entries: z.number().int(), seq: z.number().int().optional(), reason: z.string().optional() }),
          'The verification',
        ),
        ...problems(401, 403),
      },
    }),
    access: 'audit.verify',
    handler: async (c) => json(c, 200, await c.get('deps').repo.verifyAudit()),
  });
}
