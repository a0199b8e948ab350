/**
 * Applications (pedidos de licença): an applicant or an officer files one with its input
 * document; it moves draft → submitted → under-review → approved/rejected (or withdrawn),
 * each step allowed to the roles src/auth/permissions.ts names. Every change needs If-Match.
 */
import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { parseInput } from '../../core/input/validate.ts';
import type { PackRegistry } from '../../core/registry.ts';
import { EDITABLE, TRANSITIONS } from '../../licensing/application-workflow.ts';
import type { Application, ApplicationStatus } from '../../domain/application.ts';
import { NotFound } from '../../domain/errors.ts';
import { roleNames, type Scope } from '../../domain/roles.ts';
import { statusText } from '../../core/status-names.ts';
import type { Text } from '../../core/types.ts';
import type { Repository } from '../../store/repository.ts';
import { expectedVersion, versionHeaders } from '../conditional.ts';
import type { AppEnv } from '../context.ts';
import { type Ctx, json, mount, principalOf } from '../http.ts';
import { HttpProblem } from '../problem.ts';
import {
  applicationCreateBody,
  applicationPatchBody,
  applicationSchema,
  applicationStatus,
  idSchema,
  municipalityId,
  pageOf,
  pageQuery,
  pathId,
} from '../schemas.ts';
import { actingMunicipality, checkKnownMunicipality, isApplicantOnly, municipalityFilter, scope } from '../scope.ts';
import { etagHeader, idempotencyHeader, ifMatchHeader, jsonBody, jsonContent, problems, security } from './common.ts';

const tags = ['Applications'];

/** The input document, validated, prefixed with `input.` in error fields. */
function checkedInput(packs: PackRegistry, raw: Record<string, unknown>): Record<string, unknown> {
  try {
    parseInput(raw, packs);
  } catch (e) {
    if (e instanceof Error && 'problems' in e) {
      const problems = (e as { problems: { field: string; found: string; expected: string }[] }).problems.map((p) => ({
        field: `input.${p.field}`.replace(/\.\(document\)$/, ''),
        found: p.found,
        expected: p.expected,
      }));
      const first = problems[0];
      throw new HttpProblem(
        'validation-failed',
        first ? `${first.field}: found ${first.found}, expected ${first.expected}` : undefined,
        problems,
      );
    }
    throw e;
  }
  return raw;
}

async function checkEstablishment(repo: Repository, s: Scope, id: string, municipality: string): Promise<void> {
  try {
    const e = await repo.getEstablishment(s, id);
    if (e.municipality !== municipality) {
      throw new HttpProblem('validation-failed', undefined, [
        { field: 'establishmentId', found: JSON.stringify(id), expected: `an establishment of ${municipality}` },
      ]);
    }
  } catch (e) {
    if (e instanceof NotFound) {
      throw new HttpProblem('validation-failed', `establishmentId: no establishment ${id} that you can see`, [
        { field: 'establishmentId', found: JSON.stringify(id), expected: 'an establishment you can see' },
      ]);
    }
    throw e;
  }
}

/** An application's status as people name it (src/core/status-names.ts); the roles by roleNames. */
const st = (id: string): Text => statusText('application', id);

/** 403 when the role may not make this change, 409 when the application's state does not allow it at all. */
function checkChange(c: Ctx, current: Application, to: ApplicationStatus | undefined, editsContent: boolean): void {
  const roles = principalOf(c).user.roles;
  if (to !== undefined && to !== current.status) {
    const allowedRoles = TRANSITIONS[current.status]?.[to];
    if (!allowedRoles) {
      const possible = Object.keys(TRANSITIONS[current.status] ?? {});
      throw new HttpProblem(
        'invalid-state',
        {
          pt: `Um pedido ${st(current.status).pt} não pode passar a ${st(to).pt}.`,
          en: `An application that is ${st(current.status).en} cannot become ${st(to).en}.`,
        },
        [
          {
            field: 'status',
            found: JSON.stringify(to),
            expected: possible.length > 0 ? `one of ${possible.join(', ')}` : 'no change (final status)',
          },
        ],
      );
    }
    if (!roles.some((r) => allowedRoles.includes(r))) {
      throw new HttpProblem('forbidden', {
        pt: `Os seus perfis (${roleNames(roles).pt}) não permitem levar um pedido de ${st(current.status).pt} a ${st(to).pt}.`,
        en: `Your roles (${roleNames(roles).en}) cannot move an application from ${st(current.status).en} to ${st(to).en}.`,
      });
    }
  }
  if (editsContent) {
    const editors = EDITABLE[current.status];
    if (!editors)
      throw new HttpProblem('invalid-state', {
        pt: `Um pedido ${st(current.status).pt} não pode mais ser alterado.`,
        en: `An application that is ${st(current.status).en} can no longer be edited.`,
      });
    if (!roles.some((r) => editors.includes(r))) {
      throw new HttpProblem('forbidden', {
        pt: `Os seus perfis (${roleNames(roles).pt}) não permitem alterar um pedido ${st(current.status).pt}.`,
        en: `Your roles (${roleNames(roles).en}) cannot edit an application that is ${st(current.status).en}.`,
      });
    }
  }
}

async function change(
  c: Ctx,
  id: string,
  body: {
    status?: ApplicationStatus | undefined;
    input?: Record<string, unknown> | undefined;
    type?: string | undefined;
    establishmentId?: string | null | undefined;
  },
): Promise<Response> {
  const { repo } = c.get('deps');
  const s = scope(c);
  const current = await repo.getApplication(s, id);
  const version = expectedVersion(c, current, 'application', id);
  const editsContent = body.input !== undefined || body.type !== undefined || body.establishmentId !== undefined;
  checkChange(c, current, body.status, editsContent);
  const patch: Parameters<typeof repo.updateApplication>[3] = {};
  if (body.status !== undefined && body.status !== current.status) patch.status = body.status;
  if (body.type !== undefined) patch.type = body.type;
  if (body.input !== undefined) {
    const input = checkedInput(c.get('deps').packs, body.input);
    if (input.municipality !== current.municipality) {
      throw new HttpProblem('validation-failed', undefined, [
        { field: 'input.municipality', found: JSON.stringify(input.municipality), expected: JSON.stringify(current.municipality) },
      ]);
    }
    patch.input = input;
  }
  if (body.establishmentId !== undefined) {
    if (body.establishmentId !== null) await checkEstablishment(repo, s, body.establishmentId, current.municipality);
    patch.establishmentId = body.establishmentId;
  }
  const a = await repo.updateApplication(s, id, version, patch);
  return json(c, 200, a, versionHeaders(a));
}

export function applicationRoutes(app: OpenAPIHono<AppEnv>): void {
  mount(app, {
    route: createRoute({
      method: 'get',
      path: '/api/applications',
      tags,
      summary: 'List applications (applicants: their own)',
      security,
      request: {
        query: z.strictObject({
          ...pageQuery,
          municipality: municipalityId.optional(),
          status: applicationStatus.optional(),
          type: z.string().max(40).optional(),
          establishmentId: idSchema.optional(),
        }),
      },
      responses: { 200: jsonContent(pageOf(applicationSchema, 'ApplicationPage'), 'A page of applications'), ...problems(400, 401, 403) },
    }),
    access: 'application.read',
    handler: async (c, { query }) => {
      const filters: Record<string, string> = {};
      const m = municipalityFilter(c, query.municipality);
      if (m !== undefined) filters.municipality = m;
      if (query.status !== undefined) filters.status = query.status;
      if (query.type !== undefined) filters.type = query.type;
      if (query.establishmentId !== undefined) filters.establishmentId = query.establishmentId;
      return json(c, 200, await c.get('deps').repo.listApplications(scope(c), { limit: query.limit, offset: query.offset, filters }));
    },
  });

  mount(app, {
    route: createRoute({
      method: 'post',
      path: '/api/applications',
      tags,
      summary: 'File an application (as a draft) with its input document',
      security,
      request: { headers: idempotencyHeader, body: jsonBody(applicationCreateBody) },
      responses: { 201: { ...jsonContent(applicationSchema, 'Created'), headers: etagHeader }, ...problems(400, 401, 403, 413, 415, 422) },
    }),
    access: 'application.create',
    idempotent: true,
    handler: async (c, { body }) => {
      const { repo } = c.get('deps');
      const p = principalOf(c);
      const input = checkedInput(c.get('deps').packs, body.input);
      const municipality = actingMunicipality(c, String(input.municipality));
      await checkKnownMunicipality(c, municipality, 'input.municipality');
      const s = scope(c);
      if (body.establishmentId !== undefined) await checkEstablishment(repo, s, body.establishmentId, municipality);
      const a = await repo.createApplication(s, {
        municipality,
        establishmentId: body.establishmentId ?? null,
        applicantUserId: isApplicantOnly(c) ? p.user.id : null,
        type: body.type,
        status: 'draft',
        input,
      });
      return json(c, 201, a, versionHeaders(a, `/api/applications/${a.id}`));
    },
  });

  mount(app, {
    route: createRoute({
      method: 'get',
      path: '/api/applications/{id}',
      tags,
      summary: 'One application',
      security,
      request: { params: pathId },
      responses: { 200: { ...jsonContent(applicationSchema, 'The application'), headers: etagHeader }, ...problems(400, 401, 403, 404) },
    }),
    access: 'application.read',
    handler: async (c, { params }) => {
      const a = await c.get('deps').repo.getApplication(scope(c), params.id);
      return json(c, 200, a, versionHeaders(a));
    },
  });

  mount(app, {
    route: createRoute({
      method: 'patch',
      path: '/api/applications/{id}',
      tags,
      summary: 'Edit an application or change its status (If-Match required)',
      security,
      request: { params: pathId, headers: ifMatchHeader, body: jsonBody(applicationPatchBody) },
      responses: {
        200: { ...jsonContent(applicationSchema, 'Updated'), headers: etagHeader },
        ...problems(400, 401, 403, 404, 409, 412, 413, 415, 422, 428),
      },
    }),
    access: 'application.update',
    handler: (c, { params, body }) => change(c, params.id, body),
  });

  mount(app, {
    route: createRoute({
      method: 'post',
      path: '/api/applications/{id}/submit',
      tags,
      summary: 'Submit a draft application to the licensing department (If-Match required)',
      security,
      request: { params: pathId, headers: ifMatchHeader },
      responses: {
        200: { ...jsonContent(applicationSchema, 'Submitted'), headers: etagHeader },
        ...problems(400, 401, 403, 404, 409, 412, 428),
      },
    }),
    access: 'application.submit',
    handler: (c, { params }) => change(c, params.id, { status: 'submitted' }),
  });
}
