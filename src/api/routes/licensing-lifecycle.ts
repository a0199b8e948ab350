/**
 * A licence's life over HTTP: sanctions with due process (notice, defence, decision),
 * reinstatement, what falls due per role (GET /api/due, what a scheduler calls), and the public
 * verification the QR code opens — JSON at /api/public/verify/{municipality}/{number}, and the
 * page /verificar/<número>?municipio=… answers JSON too to a client that asks for it.
 */
import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { text } from '../../app/schema-text.ts';
import { decideCase, defend, dueList, reinstate, sanctionLicence, verify } from '../../app/licensing-lifecycle.ts';
import { expectedVersion, versionHeaders } from '../conditional.ts';
import type { AppEnv } from '../context.ts';
import { json, mount } from '../http.ts';
import { HttpProblem, unknownMunicipality } from '../problem.ts';
import { isoDate, municipalityId, pathId } from '../schemas.ts';
import { scope } from '../scope.ts';
import { etagHeader, ifMatchHeader, jsonBody, jsonContent, problems, security } from './common.ts';
import { guarded, licenceRecordSchema, licensingItemSchema } from './licensing.ts';

const tags = ['Licensing'];

const verificationSchema = z
  .object({
    municipality: z.string(),
    number: z.string(),
    kind: z.string(),
    class: z.string().nullable(),
    holder: z.string(),
    issuedOn: z.string(),
    expiresOn: z.string().nullable(),
    status: z.string().meta({ description: 'active, suspended, interdicted, revoked, closed or expired on the date' }),
    valid: z.boolean(),
  })
  .meta({ id: 'LicenceVerification' });

const dueSchema = z
  .object({
    kind: z.enum(['renewal', 'expired', 'defence-term', 'case-to-decide', 'opinion', 'document-review', 'document-expiry', 'transition']),
    role: z.string(),
    municipality: z.string(),
    due: z.string(),
    id: z.string(),
    licenceId: z.string().nullable(),
    applicationId: z.string().nullable(),
    message: z.string().meta({ description: 'what falls due, in pt-BR (text.pt)' }),
    text: text.meta({ description: 'what falls due in pt-BR and in English' }),
  })
  .meta({ id: 'DueItem' });

/**
 * The act of the authority that decided (Vitória da Conquista art. 26 II: the Mayor's decree or
 * despacho): required to uphold a suspension or revocation there, refused where the officer decides.
 */
const authorityActSchema = z
  .strictObject({
    kind: z.string().max(80).meta({ description: 'the kind of act as written, e.g. Decreto, Despacho' }),
    number: z.string().max(60).meta({ description: 'its number, e.g. 1.234/2026' }),
    date: isoDate.meta({ description: 'its date' }),
  })
  .meta({ id: 'AuthorityAct' });

/** "7d", "2w", "0d" → days. */
export function parseWithin(s: string): number | null {
  const m = /^(\d{1,3})([dw])$/.exec(s.trim());
  if (!m) return null;
  return Number(m[1]) * (m[2] === 'w' ? 7 : 1);
}

export function licensingLifecycleRoutes(app: OpenAPIHono<AppEnv>): void {
  mount(app, {
    route: createRoute({
      method: 'post',
      path: '/api/licences/{id}/cases',
      tags,
      summary: 'Notify a sanction (suspend, interdict, revoke): opens due process with the defence term',
      security,
      request: {
        params: pathId,
        body: jsonBody(
          z.strictObject({
            action: z.enum(['suspend', 'interdict', 'revoke']),
            grounds: z.string().min(1).max(4000),
            date: isoDate.optional(),
          }),
        ),
      },
      responses: {
        201: { ...jsonContent(licensingItemSchema, 'The case'), headers: etagHeader },
        ...problems(400, 401, 403, 404, 409, 422),
      },
    }),
    access: 'licence.update',
    handler: (c, { params, body }) =>
      guarded(async () => {
        const deps = c.get('deps');
        const it = await sanctionLicence(deps, scope(c), params.id, body.action, body.grounds, body.date ?? deps.today());
        return json(c, 201, it, versionHeaders(it, `/api/licensing/items/${it.id}`));
      }),
  });

  mount(app, {
    route: createRoute({
      method: 'post',
      path: '/api/licensing/cases/{id}/defend',
      tags,
      summary: 'File the defence within its term (the holder, or the officer for them; If-Match)',
      security,
      request: {
        params: pathId,
        headers: ifMatchHeader,
        body: jsonBody(z.strictObject({ defence: z.string().min(1).max(20_000), date: isoDate.optional() })),
      },
      responses: {
        200: { ...jsonContent(licensingItemSchema, 'Filed'), headers: etagHeader },
        ...problems(400, 401, 403, 404, 409, 412, 422, 428),
      },
    }),
    access: 'licensing.resubmit',
    handler: (c, { params, body }) =>
      guarded(async () => {
        const deps = c.get('deps');
        const cur = await deps.repo.licensing.get(scope(c), params.id);
        const it = await defend(
          deps,
          scope(c),
          params.id,
          expectedVersion(c, cur, 'case', params.id),
          body.defence,
          body.date ?? deps.today(),
        );
        return json(c, 200, it, versionHeaders(it));
      }),
  });

  for (const outcome of ['uphold', 'dismiss'] as const) {
    mount(app, {
      route: createRoute({
        method: 'post',
        path: `/api/licensing/cases/{id}/${outcome}`,
        tags,
        summary:
          outcome === 'uphold'
            ? 'Decide the case: the sanction applies to the licence (after the defence or its term; If-Match). Where the law gives the decision to the Mayor (Vitória da Conquista art. 26 II): act and opinion required'
            : 'Decide the case: dismissed, the licence is unchanged (If-Match)',
        security,
        request: {
          params: pathId,
          headers: ifMatchHeader,
          body: jsonBody(
            z.strictObject({
              decision: z.string().min(1).max(20_000),
              date: isoDate.optional(),
              act: authorityActSchema.optional(),
              opinion: z.string().max(4000).optional().meta({
                description:
                  'the administration’s opinion (parecer) the act followed (Vitória da Conquista art. 26 II): its reference or summary',
              }),
            }),
          ),
        },
        responses: {
          200: { ...jsonContent(licensingItemSchema, 'Decided'), headers: etagHeader },
          ...problems(400, 401, 403, 404, 409, 412, 422, 428),
        },
      }),
      access: 'licence.update',
      handler: (c, { params, body }) =>
        guarded(async () => {
          const deps = c.get('deps');
          const cur = await deps.repo.licensing.get(scope(c), params.id);
          const v = expectedVersion(c, cur, 'case', params.id);
          const it = await decideCase(deps, scope(c), params.id, v, outcome, body.decision, body.date ?? deps.today(), {
            act: body.act,
            opinion: body.opinion,
          });
          return json(c, 200, it, versionHeaders(it));
        }),
    });
  }

  mount(app, {
    route: createRoute({
      method: 'post',
      path: '/api/licences/{id}/lifecycle/reinstate',
      tags,
      summary:
        'Lift a suspension or closure order once the irregularity is remedied. Where the Mayor decided the suspension (Vitória da Conquista art. 26 II): his act and the opinion it followed, under the reading reinstatement-authority',
      security,
      request: {
        params: pathId,
        body: jsonBody(
          z.strictObject({
            grounds: z.string().min(1).max(4000),
            date: isoDate.optional().meta({ description: 'the day it is lifted (default: today in the municipality)' }),
            act: authorityActSchema.optional().meta({
              description:
                'where the authority that decided the suspension lifts it too (Vitória da Conquista art. 26 II, reading reinstatement-authority = deciding-authority): its act',
            }),
            opinion: z.string().max(4000).optional().meta({ description: 'the administration’s opinion (parecer) that act followed' }),
          }),
        ),
      },
      responses: {
        200: { ...jsonContent(licenceRecordSchema, 'The licence record'), headers: etagHeader },
        ...problems(400, 401, 403, 404, 409, 422),
      },
    }),
    access: 'licence.update',
    handler: (c, { params, body }) =>
      guarded(async () => {
        const deps = c.get('deps');
        const authority = { act: body.act, opinion: body.opinion };
        return json(c, 200, await reinstate(deps, scope(c), params.id, body.grounds, body.date ?? deps.today(), authority));
      }),
  });

  mount(app, {
    route: createRoute({
      method: 'get',
      path: '/api/due',
      tags,
      summary: 'What falls due (renewals, expiries, defence terms, cases to decide, opinions, documents), per role',
      security,
      request: {
        query: z.strictObject({
          role: z.string().max(40).optional(),
          within: z.string().max(6).default('7d').meta({ description: 'window: 7d, 2w…' }),
          date: isoDate.optional(),
        }),
      },
      responses: {
        200: jsonContent(z.object({ date: z.string(), withinDays: z.number(), items: z.array(dueSchema) }).meta({ id: 'DueList' }), 'Due'),
        ...problems(400, 401),
      },
    }),
    access: 'authenticated',
    handler: async (c, { query }) => {
      const days = parseWithin(query.within);
      if (days === null)
        throw new HttpProblem('invalid-parameter', undefined, [
          { field: 'query.within', found: JSON.stringify(query.within), expected: 'days or weeks, e.g. 7d or 2w' },
        ]);
      const date = query.date ?? c.get('deps').today();
      return json(c, 200, { date, withinDays: days, items: await dueList(c.get('deps'), scope(c), date, days, query.role) });
    },
  });

  mount(app, {
    route: createRoute({
      method: 'get',
      path: '/api/public/verify/{municipality}/{number}',
      tags: ['Public registry'],
      summary: 'Verify a licence by its number (the QR code’s target, as JSON; no sign-in)',
      request: { params: z.strictObject({ municipality: municipalityId, number: z.string().min(1).max(60) }) },
      responses: { 200: jsonContent(verificationSchema, 'The licence’s state today'), ...problems(400, 404) },
    }),
    access: 'public',
    handler: async (c, { params }) => {
      const { repo } = c.get('deps');
      const v = await verify(repo, params.municipality, params.number, c.get('deps').today());
      if (!v) {
        // A municipality not served is named as such (errors[]), not as a licence it lacks.
        const served = (await repo.listMunicipalities()).map((m) => m.id);
        if (!served.includes(params.municipality)) throw unknownMunicipality(params.municipality, served);
        throw new HttpProblem('not-found', `No licence ${params.number} in ${params.municipality}.`);
      }
      return json(c, 200, v);
    },
  });

  // The QR code opens /verificar/<número>?municipio=…: the web page for a person, the same
  // answer as JSON for a program that asks for it (Accept: application/json).
  app.get('/verificar/:number', async (c, next) => {
    const m = c.req.query('municipio');
    if (!(c.req.header('accept') ?? '').includes('application/json') || !m) return next();
    const v = await verify(c.get('deps').repo, m, c.req.param('number'), c.get('deps').today());
    if (!v) throw new HttpProblem('not-found', `No licence ${c.req.param('number')} in ${m}.`);
    return json(c, 200, v);
  });
}
