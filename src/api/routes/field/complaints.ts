/**
 * Public complaints and the inspection queue over HTTP (src/app/complaints.ts):
 *   POST /api/complaints               anyone, no sign-in: a complaint (location or municipality, optional small photo) → protocol
 *   GET  /api/complaints/{protocol}    anyone holding the protocol: its public status only
 *   GET  /api/tasks                    officials: the municipality's inspection queue (?status=)
 *   GET  /api/tasks/{id}               officials: one task and its complaint
 *   GET  /api/tasks/{id}/photo         officials: the complaint's photo (the image itself)
 *   POST /api/tasks/{id}/assign        officials: send an inspector
 *   POST /api/tasks/{id}/close         officials: close with an outcome
 * Complaints are limited per client address in the store (repo.throttle, shared by every process),
 * like sign-in attempts: 5 at once, then one every 10 minutes by default (ApiConfig.complaintRate).
 */
import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { complaintStatus, fileComplaint } from '../../../app/complaints.ts';
import { TASK_OUTCOMES } from '../../../domain/field-task.ts';
import type { BudgetRule } from '../../../store/throttle.ts';
import { clientIp } from '../../client.ts';
import type { AppEnv } from '../../context.ts';
import { baseHeaders, json, mount, stamped } from '../../http.ts';
import { tooMany } from '../../limits.ts';
import { HttpProblem } from '../../problem.ts';
import { idSchema, municipalityId } from '../../schemas.ts';
import { actingMunicipality, scope } from '../../scope.ts';
import { jsonBody, jsonContent, problems, security } from '../common.ts';
import { fieldTags } from './sound.ts';

/** The types a complaint's photo can have (src/field/complaints.ts photoType: found in its bytes). */
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const DEFAULT_COMPLAINT_RATE: BudgetRule = { burst: 5, intervalMs: 10 * 60_000 };

const lonLat = z
  .tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)])
  .meta({ description: '[longitude, latitude], WGS 84', example: [-38.5108, -12.9711] });

const complaintBody = z
  .strictObject({
    description: z
      .string()
      .min(1)
      .max(4000)
      .meta({ description: 'what was seen, 10 to 2000 characters', example: 'Venda de botijões na calçada.' }),
    location: lonLat.optional().meta({ description: 'where: decides the municipality (its boundary)' }),
    municipality: municipalityId.optional().meta({ description: 'without a location; with one, it must agree' }),
    address: z.string().max(400).nullable().optional(),
    photo: z.string().max(700_000).optional().meta({ description: 'a JPEG, PNG or WebP image, base64, at most 512 KiB' }),
  })
  .meta({ id: 'ComplaintCreate' });

const protocolParam = z.string().min(1).max(30).meta({ example: 'DEN-2025-7K3M9Q2T' });

const statusSchema = z
  .object({
    protocol: z.string(),
    municipality: z.string(),
    status: z.enum(['received', 'under-inspection', 'closed']),
    text: z.string(),
    filedAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'ComplaintStatus' });

const taskSchema = z
  .object({
    id: z.string(),
    municipality: z.string(),
    kind: z.literal('complaint'),
    complaintProtocol: z.string(),
    status: z.enum(['open', 'assigned', 'closed']),
    assigneeId: z.string().nullable(),
    outcome: z.enum(TASK_OUTCOMES).nullable(),
    note: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
    closedAt: z.string().nullable(),
    version: z.number(),
    complaint: z.object({
      description: z.string(),
      location: z.tuple([z.number(), z.number()]).nullable(),
      address: z.string().nullable(),
      photoType: z.string().nullable(),
    }),
  })
  .meta({ id: 'FieldTask' });

export function complaintRoutes(app: OpenAPIHono<AppEnv>): void {
  mount(app, {
    route: createRoute({
      method: 'post',
      path: '/api/complaints',
      tags: fieldTags,
      summary: 'File a public complaint (no sign-in): opens an inspection task and returns its protocol',
      request: { body: jsonBody(complaintBody) },
      responses: {
        201: jsonContent(
          z
            .object({ protocol: z.string(), municipality: z.string(), status: z.literal('received'), statusUrl: z.string() })
            .meta({ id: 'ComplaintFiled' }),
          'Filed: keep the protocol',
        ),
        ...problems(400, 413, 415, 422, 429),
      },
    }),
    access: 'public',
    handler: async (c, { body }) => {
      const { repo, packs, today, config } = c.get('deps');
      // Counted before any work, in the store: every process shares the budget (as sign-in attempts are).
      // In-process requests (tests, embedding) have no address to count against, as in anonymousLimit.
      const ip = clientIp(c);
      if (ip !== 'unknown') {
        const v = await repo.throttle.spend(`complaint:${ip}`, config.complaintRate ?? DEFAULT_COMPLAINT_RATE, Date.now());
        if (!v.ok) throw tooMany('Too many complaints from your address', v.retryAfterMs);
      }
      const f = await fileComplaint(repo, packs.list(), c.get('requestId'), body, Number(today().slice(0, 4)));
      return json(c, 201, {
        protocol: f.protocol,
        municipality: f.municipality,
        status: 'received',
        statusUrl: `/api/complaints/${f.protocol}`,
      });
    },
  });

  mount(app, {
    route: createRoute({
      method: 'get',
      path: '/api/complaints/{protocol}',
      tags: fieldTags,
      summary: 'A complaint’s public status by protocol (no text, photo or names)',
      request: { params: z.strictObject({ protocol: protocolParam }), query: z.strictObject({ lang: z.enum(['pt', 'en']).optional() }) },
      responses: { 200: jsonContent(statusSchema, 'Its status'), ...problems(400, 404, 422) },
    }),
    access: 'public',
    handler: async (c, { params, query }) => {
      const st = await complaintStatus(c.get('deps').repo, params.protocol, query.lang ?? 'pt');
      if (!st) throw new HttpProblem('not-found', `No complaint with protocol ${params.protocol}.`);
      return json(c, 200, st);
    },
  });

  mount(app, {
    route: createRoute({
      method: 'get',
      path: '/api/tasks',
      tags: fieldTags,
      security,
      summary: 'The municipality’s inspection queue, oldest first',
      request: {
        query: z.strictObject({
          municipality: municipalityId.optional().meta({ description: 'default: yours' }),
          status: z.enum(['open', 'assigned', 'closed']).optional(),
        }),
      },
      responses: { 200: jsonContent(z.object({ items: z.array(taskSchema) }), 'The tasks'), ...problems(400, 401, 403, 422) },
    }),
    access: 'task.read',
    handler: async (c, { query }) => {
      const m = actingMunicipality(c, query.municipality);
      return json(c, 200, { items: await c.get('deps').repo.complaints.tasks(scope(c), m, query.status) });
    },
  });

  mount(app, {
    route: createRoute({
      method: 'get',
      path: '/api/tasks/{id}',
      tags: fieldTags,
      security,
      summary: 'One inspection task and its complaint',
      request: { params: z.strictObject({ id: idSchema }) },
      responses: { 200: jsonContent(taskSchema, 'The task'), ...problems(400, 401, 403, 404) },
    }),
    access: 'task.read',
    handler: async (c, { params }) => json(c, 200, await c.get('deps').repo.complaints.getTask(scope(c), params.id)),
  });

  mount(app, {
    route: createRoute({
      method: 'get',
      path: '/api/tasks/{id}/photo',
      tags: fieldTags,
      security,
      summary: 'The photo sent with the task’s complaint: the image itself, with the type found in its bytes (JPEG, PNG or WebP)',
      request: { params: z.strictObject({ id: idSchema }) },
      responses: {
        200: {
          description: 'The image (Content-Type as stored; X-Content-Type-Options: nosniff)',
          content: Object.fromEntries(PHOTO_TYPES.map((t) => [t, { schema: z.string().meta({ format: 'binary' }) }])),
        },
        ...problems(400, 401, 403, 404),
      },
    }),
    access: 'task.read',
    handler: async (c, { params }) => {
      const p = await c.get('deps').repo.complaints.photo(scope(c), params.id);
      if (!p) throw new HttpProblem('not-found', `The complaint of task ${params.id} came without a photo.`);
      // The type was found in the bytes when the complaint was filed (src/app/complaints.ts), never taken from the sender;
      // baseHeaders carry nosniff, so a browser shows it as that image and nothing else.
      const res = new Response(new Uint8Array(Buffer.from(p.base64, 'base64')), {
        status: 200,
        headers: { ...baseHeaders(c), 'content-type': p.type, 'content-disposition': `inline; filename="denuncia-${params.id}"` },
      });
      stamped.add(res);
      return res;
    },
  });

  mount(app, {
    route: createRoute({
      method: 'post',
      path: '/api/tasks/{id}/assign',
      tags: fieldTags,
      security,
      summary: 'Send an inspector (an inspector, licensing officer or municipal administrator of the municipality)',
      request: {
        params: z.strictObject({ id: idSchema }),
        body: jsonBody(z.strictObject({ assigneeId: idSchema }).meta({ id: 'TaskAssign' })),
      },
      responses: { 200: jsonContent(taskSchema, 'The task, assigned'), ...problems(400, 401, 403, 404, 409, 415, 422) },
    }),
    access: 'task.write',
    handler: async (c, { params, body }) => json(c, 200, await c.get('deps').repo.complaints.assign(scope(c), params.id, body.assigneeId)),
  });

  mount(app, {
    route: createRoute({
      method: 'post',
      path: '/api/tasks/{id}/close',
      tags: fieldTags,
      security,
      summary: 'Close a task with its outcome',
      request: {
        params: z.strictObject({ id: idSchema }),
        body: jsonBody(
          z
            .strictObject({ outcome: z.enum(TASK_OUTCOMES), note: z.string().min(1).max(2000).nullable().optional() })
            .meta({ id: 'TaskClose' }),
        ),
      },
      responses: { 200: jsonContent(taskSchema, 'The task, closed'), ...problems(400, 401, 403, 404, 409, 415, 422) },
    }),
    access: 'task.write',
    handler: async (c, { params, body }) =>
      json(c, 200, await c.get('deps').repo.complaints.close(scope(c), params.id, body.outcome, body.note ?? null)),
  });
}
