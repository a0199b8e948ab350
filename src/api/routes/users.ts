/**
 * Users, managed by administrators: a municipal administrator manages the people of their
 * municipality and cannot grant system-admin; a system administrator manages everyone.
 */
import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { hashPassword, passwordProblem } from '../../auth/password.ts';
import { grantableBy } from '../../auth/permissions.ts';
import type { ListQuery } from '../../domain/paging.ts';
import { ROLES, type Role } from '../../domain/roles.ts';
import { distributorCnpjAfter, distributorCnpjRefusal, type User } from '../../domain/user.ts';
import { expectedVersion, versionHeaders } from '../conditional.ts';
import type { AppEnv } from '../context.ts';
import { type Ctx, json, mount, principalOf } from '../http.ts';
import { HttpProblem } from '../problem.ts';
import { municipalityId, pageOf, pageQuery, pathId, userCreateBody, userPatchBody, userSchema } from '../schemas.ts';
import { actingMunicipality, checkKnownMunicipality, municipalityFilter, scope } from '../scope.ts';
import { userView } from '../views.ts';
import { etagHeader, idempotencyHeader, ifMatchHeader, jsonBody, jsonContent, problems, security } from './common.ts';

const tags = ['Users'];

function checkGrant(c: Ctx, roles: readonly Role[]): void {
  const may = grantableBy(principalOf(c).user.roles);
  if (may === 'all') return;
  const refused = roles.filter((r) => !may.includes(r));
  if (refused.length > 0) throw new HttpProblem('forbidden', `You cannot grant ${refused.join(', ')}.`);
}

function checkRolesFit(roles: readonly Role[], municipality: string | null): void {
  const sys = roles.includes('system-admin');
  if (sys && municipality !== null) {
    throw new HttpProblem('validation-failed', undefined, [
      { field: 'municipality', found: JSON.stringify(municipality), expected: 'null for a system administrator' },
    ]);
  }
  if (!sys && municipality === null) {
    throw new HttpProblem('validation-failed', undefined, [
      { field: 'municipality', found: 'null', expected: 'the municipality the user works for (only system-admin is for all)' },
    ]);
  }
}

/** The store's rule for a distributor account's CNPJ (domain/user.ts), as a 422 naming distributorCnpj before any other work. */
function checkAccountCnpj(roles: readonly Role[], cnpj: string | null | undefined): void {
  const refused = distributorCnpjRefusal(roles, cnpj);
  if (refused)
    throw new HttpProblem(
      'validation-failed',
      {
        pt: `distributorCnpj: encontrado ${refused.found.pt}, esperado ${refused.expected.pt}`,
        en: `distributorCnpj: found ${refused.found.en}, expected ${refused.expected.en}`,
      },
      [{ field: 'distributorCnpj', found: refused.found.en, expected: refused.expected.en }],
    );
}

function checkPassword(password: string): void {
  const why = passwordProblem(password);
  if (why)
    throw new HttpProblem('validation-failed', `password: ${why}`, [
      { field: 'password', found: `${password.length} characters`, expected: why },
    ]);
}

export function userRoutes(app: OpenAPIHono<AppEnv>): void {
  mount(app, {
    route: createRoute({
      method: 'get',
      path: '/api/users',
      tags,
      summary: 'List users (municipal admins: their municipality)',
      security,
      request: {
        query: z.strictObject({
          ...pageQuery,
          municipality: municipalityId.optional(),
          role: z.enum(ROLES).optional(),
          disabled: z.enum(['true', 'false']).optional(),
          q: z.string().max(100).optional(),
        }),
      },
      responses: { 200: jsonContent(pageOf(userSchema, 'UserPage'), 'A page of users'), ...problems(400, 401, 403) },
    }),
    access: 'user.read',
    handler: async (c, { query }) => {
      const filters: Record<string, string> = {};
      const m = municipalityFilter(c, query.municipality);
      if (m !== undefined) filters.municipality = m;
      if (query.role !== undefined) filters.role = query.role;
      if (query.disabled !== undefined) filters.disabled = query.disabled;
      const q: ListQuery = { limit: query.limit, offset: query.offset, filters };
      if (query.q !== undefined) q.q = query.q;
      const page = await c.get('deps').repo.listUsers(scope(c), q);
      return json(c, 200, { ...page, items: page.items.map(userView) });
    },
  });

  mount(app, {
    route: createRoute({
      method: 'post',
      path: '/api/users',
      tags,
      summary: 'Create a user (password and/or OIDC identity)',
      security,
      request: { headers: idempotencyHeader, body: jsonBody(userCreateBody) },
      responses: { 201: { ...jsonContent(userSchema, 'Created'), headers: etagHeader }, ...problems(400, 401, 403, 409, 413, 415, 422) },
    }),
    access: 'user.write',
    idempotent: true,
    handler: async (c, { body }) => {
      const { repo } = c.get('deps');
      const municipality = body.municipality === null ? null : actingMunicipality(c, body.municipality);
      if (municipality === null && principalOf(c).user.municipality !== null) {
        throw new HttpProblem('forbidden', 'Only a system administrator creates users for all municipalities.');
      }
      checkGrant(c, body.roles);
      checkRolesFit(body.roles, municipality);
      checkAccountCnpj(body.roles, body.distributorCnpj);
      if (municipality !== null) await checkKnownMunicipality(c, municipality);
      if ((body.oidcIssuer === undefined) !== (body.oidcSubject === undefined)) {
        throw new HttpProblem('validation-failed', undefined, [
          {
            field: body.oidcIssuer === undefined ? 'oidcIssuer' : 'oidcSubject',
            found: 'nothing',
            expected: 'both oidcIssuer and oidcSubject, or neither',
          },
        ]);
      }
      if (body.password !== undefined) checkPassword(body.password);
      const email = body.email.trim().toLowerCase();
      if (await repo.findUserByEmail(email)) {
        throw new HttpProblem('conflict', `A user with email ${email} exists.`, [
          { field: 'email', found: JSON.stringify(email), expected: 'an email not in use' },
        ]);
      }
      if (
        body.oidcIssuer !== undefined &&
        body.oidcSubject !== undefined &&
        (await repo.findUserByOidc(body.oidcIssuer, body.oidcSubject))
      ) {
        throw new HttpProblem('conflict', 'That identity is already linked to a user.', [
          { field: 'oidcSubject', found: JSON.stringify(body.oidcSubject), expected: 'an identity not linked to another user' },
        ]);
      }
      const u: User = await repo.createUser(scope(c), {
        email,
        name: body.name,
        municipality,
        roles: [...new Set(body.roles)],
        passwordHash: body.password === undefined ? null : await hashPassword(body.password),
        oidcIssuer: body.oidcIssuer ?? null,
        oidcSubject: body.oidcSubject ?? null,
        disabled: false,
        distributorCnpj: body.distributorCnpj ?? null,
      });
      return json(c, 201, userView(u), versionHeaders(u, `/api/users/${u.id}`));
    },
  });

  mount(app, {
    route: createRoute({
      method: 'get',
      path: '/api/users/{id}',
      tags,
      summary: 'One user',
      security,
      request: { params: pathId },
      responses: { 200: { ...jsonContent(userSchema, 'The user'), headers: etagHeader }, ...problems(400, 401, 403, 404) },
    }),
    access: 'user.read',
    handler: async (c, { params }) => {
      const u = await c.get('deps').repo.getUser(scope(c), params.id);
      return json(c, 200, userView(u), versionHeaders(u));
    },
  });

  mount(app, {
    route: createRoute({
      method: 'patch',
      path: '/api/users/{id}',
      tags,
      summary: 'Change a user’s name, roles, password or disable them (If-Match required)',
      security,
      request: { params: pathId, headers: ifMatchHeader, body: jsonBody(userPatchBody) },
      responses: {
        200: { ...jsonContent(userSchema, 'Updated'), headers: etagHeader },
        ...problems(400, 401, 403, 404, 412, 413, 415, 422, 428),
      },
    }),
    access: 'user.write',
    handler: async (c, { params, body }) => {
      const { repo, auth } = c.get('deps');
      const s = scope(c);
      const current = await repo.getUser(s, params.id);
      const version = expectedVersion(c, current, 'user', params.id);
      // A municipal admin may not touch a system administrator, nor grant that role.
      checkGrant(c, current.roles);
      const patch: Parameters<typeof repo.updateUser>[3] = {};
      if (body.name !== undefined) patch.name = body.name;
      if (body.roles !== undefined) {
        checkGrant(c, body.roles);
        checkRolesFit(body.roles, current.municipality);
        patch.roles = [...new Set(body.roles)];
      }
      if (body.distributorCnpj !== undefined) patch.distributorCnpj = body.distributorCnpj;
      if (body.roles !== undefined || body.distributorCnpj !== undefined) {
        // A role taken away takes the CNPJ with it (the store does the same).
        const after = distributorCnpjAfter(current, { roles: body.roles, distributorCnpj: body.distributorCnpj });
        checkAccountCnpj(after.roles, after.cnpj);
      }
      if (body.disabled !== undefined) {
        if (body.disabled && current.id === principalOf(c).user.id) {
          throw new HttpProblem('invalid-state', 'You cannot disable your own account.');
        }
        patch.disabled = body.disabled;
      }
      if (body.password !== undefined) {
        checkPassword(body.password);
        patch.passwordHash = await hashPassword(body.password);
      }
      // Changing one's own password keeps the session it is changed from; every other session and every token ends.
      const me = principalOf(c);
      const keep = me.user.id === params.id && me.sessionIdHash !== undefined ? { keepSessionIdHash: me.sessionIdHash } : {};
      const u = await repo.updateUser(s, params.id, version, patch, keep);
      auth.userChanged(u);
      return json(c, 200, userView(u), versionHeaders(u));
    },
  });
}
