/**
 * Enforcement (issue 11): infraction notices and their PDF, defence/decision/payment/cancel
 * actions, closure orders (and lifting, and the notice of revocation after a closure), seizures. Inspectors
 * act in the field (enforcement.write); the licensing department decides (enforcement.decide);
 * applicants read the acts about their own establishments. Every change is audited by the store.
 */
import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { enforcementRecordSchema } from '../../app/output-schemas.ts';
import type { Pack } from '../../core/pack.ts';
import type { EnforcementRecord, NoticeData } from '../../domain/enforcement.ts';
import { paymentStatus, StateConflict } from '../../enforcement/escalation.ts';
import { EnforcementError } from '../../enforcement/fines.ts';
import { renderNoticePdf } from '../../enforcement/notice-pdf.ts';
import {
  actOnNotice,
  type EnforcementDeps,
  getRecord,
  issueNotice,
  liftClosure,
  orderClosure,
  releaseSeizure,
  seize,
} from '../../enforcement/service.ts';
import { notifyRevocationAfterClosure } from '../../app/closure-revocation.ts';
import { expectedVersion, versionHeaders } from '../conditional.ts';
import type { AppEnv } from '../context.ts';
import { baseHeaders, type Ctx, documentLangOf, json, mount, stamped } from '../http.ts';
import { HttpProblem } from '../problem.ts';
import { fieldPt } from '../problem-i18n.ts';
import { documentLangQuery, idSchema, isoDate, municipalityId, pageOf, pageQuery, pathId } from '../schemas.ts';
import { municipalityFilter, scope } from '../scope.ts';
import { inspectionRoutes } from './inspections.ts';
import { etagHeader, idempotencyHeader, ifMatchHeader, jsonBody, jsonContent, problems, security } from './common.ts';

const tags = ['Enforcement'];

const text = (max: number) => z.string().trim().min(1).max(max);

const issued = z.object({ notice: enforcementRecordSchema, closure: enforcementRecordSchema.nullable() }).meta({ id: 'IssuedNotice' });

const noticeBody = z
  .strictObject({
    establishmentId: idSchema,
    infraction: z
      .string()
      .max(40)
      .meta({ description: 'the penalty unit of the law, e.g. art15-III (Salvador), art7-parU (Belém), art18 (Nova Odessa), art27 (VdC)' }),
    units: z.array(z.string().max(40)).min(1).max(20).meta({ description: 'violated units of the law, e.g. ["art9"]' }),
    finding: text(4000),
    on: isoDate.optional().meta({ description: 'date of the notice; default today' }),
    amountBRL: z
      .number()
      .positive()
      .max(10_000_000)
      .optional()
      .meta({ description: 'for a range (Salvador art. 15, III): the amount the inspector fixes' }),
    defenceDueOn: isoDate.optional(),
    paymentDueOn: isoDate.optional(),
    inspectionId: idSchema.optional(),
  })
  .meta({ id: 'NoticeCreate' });

const noticeAction = z
  .discriminatedUnion('type', [
    z.strictObject({ type: z.literal('submit-defence'), on: isoDate, note: text(4000).optional() }),
    z.strictObject({ type: z.literal('decide'), on: isoDate, outcome: z.enum(['upheld', 'annulled']), note: text(4000).optional() }),
    z.strictObject({ type: z.literal('pay'), on: isoDate }),
    z.strictObject({ type: z.literal('cancel'), on: isoDate, reason: text(2000) }),
  ])
  .meta({ id: 'NoticeAction' });

const closureBody = z
  .strictObject({
    establishmentId: idSchema,
    ground: z
      .string()
      .max(40)
      .meta({ description: 'a closure ground of the law, e.g. access-refused (Nova Odessa art. 17 parágrafo único)' }),
    reason: text(4000),
    on: isoDate.optional(),
    noticeId: idSchema.optional(),
  })
  .meta({ id: 'ClosureCreate' });

const seizureBody = z
  .strictObject({
    establishmentId: idSchema,
    items: z
      .array(
        z.strictObject({
          kind: z.enum(['container', 'vehicle', 'goods']),
          description: text(400),
          quantity: z.number().int().min(1).max(100_000),
          capacityKg: z.number().positive().max(1000).optional(),
          plate: z.string().max(10).optional(),
        }),
      )
      .min(1)
      .max(100),
    custodyPlace: text(400),
    releaseConditions: text(2000),
    on: isoDate.optional(),
    noticeId: idSchema.optional(),
  })
  .meta({ id: 'SeizureCreate' });

const dated = z.strictObject({ on: isoDate.optional(), note: text(2000).optional() }).meta({ id: 'DatedAct' });

function deps(c: Ctx): EnforcementDeps {
  const d = c.get('deps');
  return { repo: d.repo, pack: (m: string): Pack => d.packs.require(m) };
}

/** The use cases' errors as problems: what to fix (422) or what the record's state forbids (409). */
export async function run<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    if (e instanceof EnforcementError) {
      const problem = { field: e.field, found: e.found, expected: e.expected };
      // The Portuguese from the field problem's parts, as the request's own (problem-i18n.ts).
      throw new HttpProblem('validation-failed', { pt: fieldPt(problem), en: e.message }, [problem]);
    }
    if (e instanceof StateConflict)
      throw new HttpProblem('invalid-state', e.text, [{ field: e.field, found: e.found, expected: e.expected }]);
    throw e;
  }
}

const dateOr = (c: Ctx, d: string | undefined) => d ?? c.get('deps').today();

/**
 * A dated act on an existing closure or seizure (lift, revoke the licence, release): If-Match
 * required, `{ on?, note? }` body, the record after the act.
 */
function datedAct(
  app: OpenAPIHono<AppEnv>,
  a: {
    path: string;
    summary: string;
    access: 'enforcement.write' | 'enforcement.decide';
    entity: string;
    act: (d: EnforcementDeps, c: Ctx, id: string, version: number, on: string, note: string) => Promise<EnforcementRecord>;
  },
): void {
  mount(app, {
    route: createRoute({
      method: 'post',
      path: a.path,
      tags,
      summary: `${a.summary} (If-Match required)`,
      security,
      request: { params: pathId, headers: ifMatchHeader, body: jsonBody(dated, false) },
      responses: {
        200: { ...jsonContent(enforcementRecordSchema, 'The record after the act'), headers: etagHeader },
        ...problems(400, 401, 403, 404, 409, 412, 422, 428),
      },
    }),
    access: a.access,
    handler: async (c, { params, body }) => {
      const cur = await c.get('deps').repo.enforcement.get(scope(c), params.id);
      const v = expectedVersion(c, cur, a.entity, params.id);
      const r = await run(() => a.act(deps(c), c, params.id, v, dateOr(c, body?.on), body?.note ?? ''));
      return json(c, 200, r, versionHeaders(r));
    },
  });
}

export function enforcementRoutes(app: OpenAPIHono<AppEnv>): void {
  inspectionRoutes(app, run, enforcementRecordSchema);
  mount(app, {
    route: createRoute({
      method: 'get',
      path: '/api/enforcement',
      tags,
      summary: 'List enforcement acts (notices, closures, seizures, inspections) of your municipality',
      security,
      request: {
        query: z.strictObject({
          ...pageQuery,
          municipality: municipalityId.optional(),
          kind: z.enum(['notice', 'closure', 'seizure', 'inspection']).optional(),
          establishmentId: idSchema.optional(),
          status: z.string().max(40).optional(),
        }),
      },
      responses: { 200: jsonContent(pageOf(enforcementRecordSchema, 'EnforcementPage'), 'A page of acts'), ...problems(400, 401, 403) },
    }),
    access: 'enforcement.read',
    handler: async (c, { query }) => {
      const filters: Record<string, string> = {};
      const m = municipalityFilter(c, query.municipality);
      if (m !== undefined) filters.municipality = m;
      for (const k of ['kind', 'establishmentId', 'status'] as const) {
        const v = query[k];
        if (v !== undefined) filters[k] = v;
      }
      return json(c, 200, await c.get('deps').repo.enforcement.list(scope(c), { limit: query.limit, offset: query.offset, filters }));
    },
  });

  mount(app, {
    route: createRoute({
      method: 'get',
      path: '/api/enforcement/{id}',
      tags,
      summary: 'One enforcement act; a notice with its payment as of a date (overdue is derived, never stored)',
      security,
      request: {
        params: pathId,
        query: z.strictObject({ asOf: isoDate.optional().meta({ description: 'date of the derived payment status; default today' }) }),
      },
      responses: { 200: { ...jsonContent(enforcementRecordSchema, 'The act'), headers: etagHeader }, ...problems(400, 401, 403, 404) },
    }),
    access: 'enforcement.read',
    handler: async (c, { params, query }) => {
      const r = await c.get('deps').repo.enforcement.get(scope(c), params.id);
      if (r.kind !== 'notice') return json(c, 200, r, versionHeaders(r));
      const asOf = dateOr(c, query.asOf);
      return json(c, 200, { ...r, derived: { asOf, payment: paymentStatus(r.data as NoticeData, asOf) } }, versionHeaders(r));
    },
  });

  mount(app, {
    route: createRoute({
      method: 'post',
      path: '/api/notices',
      tags,
      summary:
        "Issue an infraction notice (or the law's notification): the fine computed with its arithmetic; the closure the count triggers",
      security,
      request: { headers: idempotencyHeader, body: jsonBody(noticeBody) },
      responses: { 201: jsonContent(issued, 'Issued'), ...problems(400, 401, 403, 404, 413, 415, 422) },
    }),
    access: 'enforcement.write',
    idempotent: true,
    handler: async (c, { body }) => {
      const { notice, closure } = await run(() =>
        issueNotice(deps(c), scope(c), {
          establishmentId: body.establishmentId,
          infraction: body.infraction,
          units: body.units,
          finding: body.finding,
          on: dateOr(c, body.on),
          ...(body.amountBRL !== undefined ? { amountBRL: body.amountBRL } : {}),
          ...(body.defenceDueOn !== undefined ? { defenceDueOn: body.defenceDueOn } : {}),
          ...(body.paymentDueOn !== undefined ? { paymentDueOn: body.paymentDueOn } : {}),
          ...(body.inspectionId !== undefined ? { inspectionId: body.inspectionId } : {}),
        }),
      );
      return json(c, 201, { notice, closure }, { location: `/api/enforcement/${notice.id}` });
    },
  });

  mount(app, {
    route: createRoute({
      method: 'get',
      path: '/api/notices/{id}/pdf',
      tags,
      summary: 'The notice as PDF (pt-BR; English with ?lang=en or Accept-Language: en)',
      security,
      request: { params: pathId, query: documentLangQuery },
      responses: {
        200: { description: 'The PDF', content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } } },
        ...problems(400, 401, 403, 404, 422),
      },
    }),
    access: 'enforcement.read',
    handler: async (c, { params, query }) => {
      const s = scope(c);
      const { repo, packs } = c.get('deps');
      const notice = await run(() => getRecord(deps(c), s, params.id, 'notice'));
      const est = await repo.getEstablishment(s, notice.establishmentId);
      const closures = await repo.enforcement.list(s, {
        limit: 200,
        offset: 0,
        filters: { establishmentId: notice.establishmentId, kind: 'closure' },
      });
      const closure = closures.items.find((r) => (r.data as { noticeId?: string }).noticeId === notice.id) ?? null;
      const lang = documentLangOf(c, query.lang);
      const pdf = await renderNoticePdf({
        pack: packs.require(notice.municipality),
        notice: notice as EnforcementRecord<'notice', NoticeData>,
        establishment: est,
        closure,
        lang,
      });
      const res = new Response(new Uint8Array(pdf), {
        status: 200,
        headers: {
          ...baseHeaders(c),
          'content-type': 'application/pdf',
          'content-disposition': `inline; filename="${(notice.data as NoticeData).number}.pdf"`,
          vary: 'accept-language',
        },
      });
      stamped.add(res);
      return res;
    },
  });

  mount(app, {
    route: createRoute({
      method: 'post',
      path: '/api/notices/{id}/actions',
      tags,
      summary: 'Record the defence, decide it, record the payment, or cancel the notice (it stays in the record); If-Match required',
      security,
      request: { params: pathId, headers: ifMatchHeader, body: jsonBody(noticeAction) },
      responses: {
        200: { ...jsonContent(enforcementRecordSchema, 'The notice'), headers: etagHeader },
        ...problems(400, 401, 403, 404, 409, 412, 422, 428),
      },
    }),
    access: 'enforcement.decide',
    handler: async (c, { params, body }) => {
      const cur = await c.get('deps').repo.enforcement.get(scope(c), params.id);
      const v = expectedVersion(c, cur, 'notice', params.id);
      const r = await run(() => actOnNotice(deps(c), scope(c), params.id, v, body));
      return json(c, 200, r, versionHeaders(r));
    },
  });

  mount(app, {
    route: createRoute({
      method: 'post',
      path: '/api/closures',
      tags,
      summary: 'Order a closure (interdição) on a ground of the law, e.g. access refused to inspectors; suspends the licences',
      security,
      request: { headers: idempotencyHeader, body: jsonBody(closureBody) },
      responses: { 201: jsonContent(enforcementRecordSchema, 'Ordered'), ...problems(400, 401, 403, 404, 409, 413, 415, 422) },
    }),
    access: 'enforcement.write',
    idempotent: true,
    handler: async (c, { body }) => {
      const r = await run(() =>
        orderClosure(deps(c), scope(c), {
          establishmentId: body.establishmentId,
          ground: body.ground,
          reason: body.reason,
          on: dateOr(c, body.on),
          ...(body.noticeId !== undefined ? { noticeId: body.noticeId } : {}),
        }),
      );
      return json(c, 201, r, versionHeaders(r, `/api/enforcement/${r.id}`));
    },
  });

  mount(app, {
    route: createRoute({
      method: 'post',
      path: '/api/seizures',
      tags,
      summary: 'Record a seizure (containers, vehicles, goods) with the place of custody and the release conditions',
      security,
      request: { headers: idempotencyHeader, body: jsonBody(seizureBody) },
      responses: { 201: jsonContent(enforcementRecordSchema, 'Recorded'), ...problems(400, 401, 403, 404, 413, 415, 422) },
    }),
    access: 'enforcement.write',
    idempotent: true,
    handler: async (c, { body }) => {
      const r = await run(() =>
        seize(deps(c), scope(c), {
          establishmentId: body.establishmentId,
          items: body.items.map((i) => ({
            kind: i.kind,
            description: i.description,
            quantity: i.quantity,
            ...(i.capacityKg !== undefined ? { capacityKg: i.capacityKg } : {}),
            ...(i.plate !== undefined ? { plate: i.plate } : {}),
          })),
          custodyPlace: body.custodyPlace,
          releaseConditions: body.releaseConditions,
          on: dateOr(c, body.on),
          ...(body.noticeId !== undefined ? { noticeId: body.noticeId } : {}),
        }),
      );
      return json(c, 201, r, versionHeaders(r, `/api/enforcement/${r.id}`));
    },
  });

  datedAct(app, {
    path: '/api/closures/{id}/lift',
    summary: 'Lift a closure once the irregularity is remedied; reinstates the licences it suspended',
    access: 'enforcement.write',
    entity: 'closure',
    act: (d, c, id, v, on) => liftClosure(d, scope(c), id, v, on),
  });
  datedAct(app, {
    path: '/api/closures/{id}/revoke-licence',
    summary:
      "Notify the revocation of the alvará after a closure not remedied in the law's period (Salvador art. 15 § 2º: from the 91st day, while the closure stands): one case per alvará with its defence term (revocationCases), decided by POST /api/licensing/cases/{id}/uphold|dismiss",
    access: 'enforcement.decide',
    entity: 'closure',
    act: (_d, c, id, v, on) => notifyRevocationAfterClosure(c.get('deps'), scope(c), id, v, on),
  });
  datedAct(app, {
    path: '/api/seizures/{id}/release',
    summary: 'Release what was seized, once the conditions are met',
    access: 'enforcement.write',
    entity: 'seizure',
    act: (d, c, id, v, on, note) => releaseSeizure(d, scope(c), id, v, on, note),
  });
}
