/**
 * The licensing procedure over HTTP (issue 10): each step of src/app/licensing*.ts as one
 * endpoint, changes with If-Match, refusals as problems naming each missing item. The flows
 * are written out in docs/api.md, "Licensing".
 */
import { outstandingSchema, waivedStageSchema } from '../../app/output-schemas.ts';
import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  addDocument,
  checklist,
  giveOpinion,
  LicensingInputError,
  NotIssuable,
  openHold,
  releaseHold,
  requestOpinions,
  reviewDocument,
} from '../../app/licensing.ts';
import { denialPdf, deny, issue, licencePdf } from '../../app/licensing-decision.ts';
import { LICENSING_KINDS } from '../../domain/licensing.ts';
import { expectedVersion, versionHeaders } from '../conditional.ts';
import type { AppEnv } from '../context.ts';
import { baseHeaders, type Ctx, documentLangOf, json, mount } from '../http.ts';
import { HttpProblem } from '../problem.ts';
import { linkBase } from '../public-url.ts';
import { documentLangQuery, idSchema, isoDate, licenceRecordDataSchema, licenceSchema, pageOf, pageQuery, pathId } from '../schemas.ts';
import { scope } from '../scope.ts';
import { etagHeader, ifMatchHeader, jsonBody, jsonContent, problems, security } from './common.ts';

const tags = ['Licensing'];

export const licensingItemSchema = z
  .object({
    id: z.string(),
    municipality: z.string(),
    kind: z.enum(LICENSING_KINDS),
    applicationId: z.string().nullable(),
    licenceId: z.string().nullable(),
    status: z.string(),
    data: z.record(z.string(), z.unknown()),
    createdAt: z.string(),
    createdBy: z.string(),
    updatedAt: z.string(),
    version: z.number().int(),
  })
  .meta({ id: 'LicensingItem' });

/** A licence-record item: what the licence states, typed (LicenceRecordData). */
export const licenceRecordSchema = licensingItemSchema
  .extend({
    kind: z.literal('licence-record'),
    status: z.enum(['active', 'suspended', 'interdicted', 'revoked', 'closed']),
    data: licenceRecordDataSchema,
  })
  .meta({ id: 'LicenceRecord' });

const checklistSchema = z
  .object({
    applicationId: z.string(),
    stage: z.string(),
    date: z.string(),
    evaluationId: z.string().nullable(),
    issuable: z.boolean(),
    outstanding: z.array(outstandingSchema),
    waived: z.array(waivedStageSchema).meta({
      description:
        'earlier stages the stage comes after that the law does not ask of this establishment (Belém art. 5: an outlet existing when the law came into force needs no construction licence of it)',
    }),
  })
  .meta({ id: 'Checklist' });

const stageQuery = z.strictObject({
  stage: z.string().max(40).optional().meta({
    description:
      'procedure stage, e.g. tvl, alvara (default: a renewal’s last stage; otherwise the first stage not waived for the establishment)',
  }),
  date: isoDate.optional().meta({ description: 'decision date (default: today)' }),
});

const text = (max = 4000) => z.string().min(1).max(max);

/** Runs a use case; its refusals as problems (field, found, expected; each missing item). */
export async function guarded<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    if (e instanceof NotIssuable) {
      throw new HttpProblem(
        'invalid-state',
        e.text,
        e.items.map((i) => ({ field: `${i.kind}.${i.id}`, found: i.state, expected: i.message })),
        { extra: { outstanding: e.items } },
      );
    }
    if (e instanceof LicensingInputError)
      throw new HttpProblem('validation-failed', `${e.field}: found ${e.found}, expected ${e.expected}`, [
        { field: e.field, found: e.found, expected: e.expected },
      ]);
    throw e;
  }
}

export function publicBase(c: Ctx): string {
  return linkBase(c.get('deps').config.publicUrl, c.req.header('host') ?? new URL(c.req.url).host);
}

function pdfResponse(c: Ctx, pdf: Buffer, name: string): Response {
  return new Response(new Uint8Array(pdf), {
    status: 200,
    headers: {
      ...baseHeaders(c),
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="${name}.pdf"`,
      // Without ?lang= the language follows Accept-Language: a cache must keep them apart.
      vary: 'accept-language',
    },
  });
}

const pdfContent = {
  description: 'The document (PDF, pt-BR; English for information with ?lang=en or Accept-Language: en)',
  content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
};

export function licensingRoutes(app: OpenAPIHono<AppEnv>): void {
  mount(app, {
    route: createRoute({
      method: 'get',
      path: '/api/applications/{id}/checklist',
      tags,
      summary: 'What the application still lacks for a stage: evaluation, facts, documents, opinions, holds — one list',
      security,
      request: { params: pathId, query: stageQuery },
      responses: { 200: jsonContent(checklistSchema, 'The checklist'), ...problems(400, 401, 403, 404, 409, 422) },
    }),
    access: 'application.read',
    handler: (c, { params, query }) =>
      guarded(async () => {
        const cl = await checklist(c.get('deps'), scope(c), params.id, query.stage, query.date ?? c.get('deps').today());
        return json(c, 200, {
          applicationId: cl.application.id,
          stage: cl.stage.id,
          date: cl.date,
          evaluationId: cl.evaluation?.id ?? null,
          issuable: cl.outstanding.length === 0 && cl.application.status === 'approved',
          outstanding: cl.outstanding,
          waived: cl.waived,
        });
      }),
  });

  mount(app, {
    route: createRoute({
      method: 'get',
      path: '/api/applications/{id}/licensing',
      tags,
      summary: 'The licensing records of an application (documents, opinions, holds, decisions, licences issued)',
      security,
      request: { params: pathId, query: z.strictObject({ ...pageQuery, kind: z.enum(LICENSING_KINDS).optional() }) },
      responses: {
        200: jsonContent(pageOf(licensingItemSchema, 'LicensingItemPage'), 'A page of records'),
        ...problems(400, 401, 403, 404),
      },
    }),
    access: 'application.read',
    handler: async (c, { params, query }) => {
      const { repo } = c.get('deps');
      await repo.getApplication(scope(c), params.id);
      const q: Parameters<typeof repo.licensing.list>[1] = { limit: query.limit, offset: query.offset, applicationId: params.id };
      if (query.kind !== undefined) q.kind = query.kind;
      return json(c, 200, await repo.licensing.list(scope(c), q));
    },
  });

  mount(app, {
    route: createRoute({
      method: 'get',
      path: '/api/licensing/items/{id}',
      tags,
      summary: 'One licensing record (its ETag is what If-Match names)',
      security,
      request: { params: pathId },
      responses: { 200: { ...jsonContent(licensingItemSchema, 'The record'), headers: etagHeader }, ...problems(400, 401, 403, 404) },
    }),
    access: 'application.read',
    handler: async (c, { params }) => {
      const it = await c.get('deps').repo.licensing.get(scope(c), params.id);
      return json(c, 200, it, versionHeaders(it));
    },
  });

  mount(app, {
    route: createRoute({
      method: 'post',
      path: '/api/applications/{id}/documents',
      tags,
      summary: 'Present a document (PDF, JPEG or PNG, base64, at most 512 KiB), stored by its sha256',
      security,
      request: {
        params: pathId,
        body: jsonBody(
          z
            .strictObject({
              requirement: z
                .string()
                .min(1)
                .max(60)
                .meta({ description: 'the requirement id of the procedure, e.g. fire-brigade-licence' }),
              fileName: z.string().min(1).max(200),
              mediaType: z.enum(['application/pdf', 'image/jpeg', 'image/png']),
              contentBase64: z
                .string()
                .min(1)
                .max(800_000)
                .regex(/^[A-Za-z0-9+/]*={0,2}$/, { message: 'base64' }),
              validFrom: isoDate.optional(),
              validUntil: isoDate.optional(),
              amountBRL: z.number().min(0).max(1e12).optional(),
            })
            .meta({ id: 'DocumentUpload' }),
        ),
      },
      responses: {
        201: { ...jsonContent(licensingItemSchema, 'Presented'), headers: etagHeader },
        ...problems(400, 401, 403, 404, 409, 413, 415, 422),
      },
    }),
    access: 'licensing.present',
    handler: (c, { params, body }) =>
      guarded(async () => {
        const it = await addDocument(c.get('deps'), scope(c), params.id, body);
        return json(c, 201, it, versionHeaders(it, `/api/licensing/items/${it.id}`));
      }),
  });

  mount(app, {
    route: createRoute({
      method: 'get',
      path: '/api/licensing/items/{id}/file',
      tags,
      summary: 'The file of a presented document',
      security,
      request: { params: pathId },
      responses: {
        200: { description: 'The file', content: { 'application/octet-stream': { schema: z.string().meta({ format: 'binary' }) } } },
        ...problems(400, 401, 403, 404),
      },
    }),
    access: 'application.read',
    handler: async (c, { params }) => {
      const b = await c.get('deps').repo.licensing.blob(scope(c), params.id);
      return new Response(new Uint8Array(Buffer.from(b.base64, 'base64')), {
        status: 200,
        headers: { ...baseHeaders(c), 'content-type': b.mediaType, 'x-content-sha256': b.sha256 },
      });
    },
  });

  for (const action of ['accept', 'reject'] as const) {
    mount(app, {
      route: createRoute({
        method: 'post',
        path: `/api/licensing/documents/{id}/${action}`,
        tags,
        summary: `${action === 'accept' ? 'Accept' : 'Reject (with a reason)'} a presented document (reviewer; If-Match)`,
        security,
        request: { params: pathId, headers: ifMatchHeader, body: jsonBody(z.strictObject({ reason: text(1000).optional() }), false) },
        responses: {
          200: { ...jsonContent(licensingItemSchema, 'Reviewed'), headers: etagHeader },
          ...problems(400, 401, 403, 404, 409, 412, 422, 428),
        },
      }),
      access: 'licensing.review',
      handler: (c, { params, body }) =>
        guarded(async () => {
          const cur = await c.get('deps').repo.licensing.get(scope(c), params.id);
          const it = await reviewDocument(
            c.get('deps'),
            scope(c),
            params.id,
            expectedVersion(c, cur, 'document', params.id),
            action,
            body?.reason,
          );
          return json(c, 200, it, versionHeaders(it));
        }),
    });
  }

  mount(app, {
    route: createRoute({
      method: 'post',
      path: '/api/applications/{id}/opinions',
      tags,
      summary: 'Request the opinions and inspections the stage needs from the departments the law names (licensing officer)',
      security,
      request: { params: pathId, body: jsonBody(z.strictObject({ stage: z.string().max(40).optional() }), false) },
      responses: {
        201: jsonContent(z.array(licensingItemSchema), 'Requested (those not requested before)'),
        ...problems(400, 401, 403, 404, 409, 422),
      },
    }),
    access: 'licensing.request',
    handler: (c, { params, body }) =>
      guarded(async () => json(c, 201, await requestOpinions(c.get('deps'), scope(c), params.id, body?.stage))),
  });

  for (const action of ['favourable', 'unfavourable', 'request-changes', 'resubmit'] as const) {
    mount(app, {
      route: createRoute({
        method: 'post',
        path: `/api/licensing/opinions/{id}/${action}`,
        tags,
        summary:
          action === 'resubmit'
            ? 'Resubmit to the department that asked for changes (applicant or officer; If-Match)'
            : `Record the department’s opinion: ${action} (the department’s role; grounds unless favourable; If-Match)`,
        security,
        request: {
          params: pathId,
          headers: ifMatchHeader,
          body: jsonBody(z.strictObject({ grounds: text().optional(), date: isoDate.optional() }), false),
        },
        responses: {
          200: { ...jsonContent(licensingItemSchema, 'Recorded'), headers: etagHeader },
          ...problems(400, 401, 403, 404, 409, 412, 422, 428),
        },
      }),
      access: action === 'resubmit' ? 'licensing.resubmit' : 'licensing.opinion',
      handler: (c, { params, body }) =>
        guarded(async () => {
          const deps = c.get('deps');
          const cur = await deps.repo.licensing.get(scope(c), params.id);
          const v = expectedVersion(c, cur, 'opinion', params.id);
          const it = await giveOpinion(deps, scope(c), params.id, v, action, body?.grounds, body?.date ?? deps.today());
          return json(c, 200, it, versionHeaders(it));
        }),
    });
  }

  mount(app, {
    route: createRoute({
      method: 'post',
      path: '/api/applications/{id}/holds',
      tags,
      summary: 'Open a hold: no licence is issued while it is open',
      security,
      request: { params: pathId, body: jsonBody(z.strictObject({ reason: text(1000) })) },
      responses: { 201: { ...jsonContent(licensingItemSchema, 'Opened'), headers: etagHeader }, ...problems(400, 401, 403, 404, 422) },
    }),
    access: 'licensing.hold',
    handler: (c, { params, body }) =>
      guarded(async () => {
        const it = await openHold(c.get('deps'), scope(c), params.id, body.reason);
        return json(c, 201, it, versionHeaders(it, `/api/licensing/items/${it.id}`));
      }),
  });

  mount(app, {
    route: createRoute({
      method: 'post',
      path: '/api/licensing/holds/{id}/release',
      tags,
      summary: 'Release a hold (licensing officer; If-Match)',
      security,
      request: { params: pathId, headers: ifMatchHeader, body: jsonBody(z.strictObject({ reason: text(1000) })) },
      responses: {
        200: { ...jsonContent(licensingItemSchema, 'Released'), headers: etagHeader },
        ...problems(400, 401, 403, 404, 409, 412, 422, 428),
      },
    }),
    access: 'licensing.request',
    handler: (c, { params, body }) =>
      guarded(async () => {
        const cur = await c.get('deps').repo.licensing.get(scope(c), params.id);
        const it = await releaseHold(c.get('deps'), scope(c), params.id, expectedVersion(c, cur, 'hold', params.id), body.reason);
        return json(c, 200, it, versionHeaders(it));
      }),
  });

  const issuedSchema = z
    .object({ licence: licenceSchema, record: licenceRecordSchema, decision: licensingItemSchema })
    .meta({ id: 'IssuedLicence' });
  mount(app, {
    route: createRoute({
      method: 'post',
      path: '/api/applications/{id}/issue',
      tags,
      summary: 'Issue the stage’s licence: refused (409) naming each missing item unless everything the law requires is there',
      security,
      request: {
        params: pathId,
        body: jsonBody(
          z.strictObject({
            stage: z.string().max(40).optional(),
            date: isoDate.optional().meta({ description: 'decision date (default today)' }),
            replaces: idSchema
              .optional()
              .meta({ description: 'the licence renewed or replaced (renewal, change of address or holder): closed' }),
          }),
          false,
        ),
      },
      responses: { 201: jsonContent(issuedSchema, 'Issued'), ...problems(400, 401, 403, 404, 409, 422) },
    }),
    access: 'licence.create',
    handler: (c, { params, body }) =>
      guarded(async () => {
        const deps = c.get('deps');
        const r = await issue(deps, scope(c), params.id, {
          stage: body?.stage,
          date: body?.date ?? deps.today(),
          replaces: body?.replaces,
          publicBase: publicBase(c),
        });
        return json(c, 201, r, { location: `/api/licences/${r.licence.id}` });
      }),
  });

  mount(app, {
    route: createRoute({
      method: 'post',
      path: '/api/applications/{id}/deny',
      tags,
      summary: 'Deny the stage: the grounds given and every item still missing, with the articles; the application is rejected',
      security,
      request: {
        params: pathId,
        body: jsonBody(
          z.strictObject({
            stage: z.string().max(40).optional(),
            date: isoDate.optional(),
            grounds: z.array(text(1000)).max(50).default([]),
          }),
        ),
      },
      responses: { 201: jsonContent(licensingItemSchema, 'The decision'), ...problems(400, 401, 403, 404, 409, 422) },
    }),
    access: 'licence.create',
    handler: (c, { params, body }) =>
      guarded(async () => {
        const deps = c.get('deps');
        const d = await deny(deps, scope(c), params.id, { stage: body.stage, date: body.date ?? deps.today(), grounds: body.grounds });
        return json(c, 201, d, { location: `/api/licensing/items/${d.id}` });
      }),
  });

  mount(app, {
    route: createRoute({
      method: 'get',
      path: '/api/licences/{id}/pdf',
      tags,
      summary:
        'The licence as PDF (pt-BR) with its QR code to the public verification; in English, for information, with ?lang=en or Accept-Language: en',
      security,
      request: { params: pathId, query: documentLangQuery },
      responses: { 200: pdfContent, ...problems(400, 401, 403, 404, 409) },
    }),
    access: 'licence.read',
    handler: (c, { params, query }) =>
      guarded(async () => {
        const { pdf, number } = await licencePdf(c.get('deps'), scope(c), params.id, documentLangOf(c, query.lang));
        return pdfResponse(c, pdf, number.replace(/[^A-Za-z0-9-]/g, '_'));
      }),
  });

  mount(app, {
    route: createRoute({
      method: 'get',
      path: '/api/licensing/decisions/{id}/pdf',
      tags,
      summary: 'The denial letter of a decision (PDF, pt-BR; in English, for information, with ?lang=en or Accept-Language: en)',
      security,
      request: { params: pathId, query: documentLangQuery },
      responses: { 200: pdfContent, ...problems(400, 401, 403, 404, 422) },
    }),
    access: 'application.read',
    handler: (c, { params, query }) =>
      guarded(async () =>
        pdfResponse(c, await denialPdf(c.get('deps'), scope(c), params.id, documentLangOf(c, query.lang)), `indeferimento-${params.id}`),
      ),
  });
}
