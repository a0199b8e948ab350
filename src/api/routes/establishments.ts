/** Establishments (revendas, depósitos, postos): create, list, read, update with If-Match. */
import { normaliseCnpj } from '../../core/cnpj.ts';
import { InputError } from '../../core/input/validate.ts';
import { pointOutside } from '../../app/viability.ts';
import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import type { Address, Establishment } from '../../domain/establishment.ts';
import type { ListQuery } from '../../domain/paging.ts';
import { expectedVersion, versionHeaders } from '../conditional.ts';
import type { AppEnv, Ctx } from '../context.ts';
import { json, mount, principalOf } from '../http.ts';
import { HttpProblem } from '../problem.ts';
import {
  cnpjSchema,
  establishmentCreateBody,
  establishmentPatchBody,
  establishmentSchema,
  municipalityId,
  pageOf,
  pageQuery,
  pathId,
} from '../schemas.ts';
import { actingMunicipality, checkKnownMunicipality, isApplicantOnly, municipalityFilter, scope } from '../scope.ts';
import { etagHeader, idempotencyHeader, ifMatchHeader, jsonBody, jsonContent, problems, security } from './common.ts';

const tags = ['Establishments'];

/** The CNPJ as stored: without punctuation, upper case (an alphanumeric CNPJ keeps its letters). */
export function digitsOnly(cnpj: string): string {
  return normaliseCnpj(cnpj);
}

function address(a: Record<string, string | undefined>): Address {
  return Object.fromEntries(Object.entries(a).filter(([, v]) => v !== undefined)) as Address;
}

/**
 * 422 for a location outside the establishment's municipality (beyond its boundary's tolerance):
 * swapped longitude and latitude, a dropped sign (every coordinate of these municipalities is
 * negative) or another city — the check `glp places update --at` and the viability point make.
 * Nothing is stored. A municipality whose pack ships no boundary is not checked.
 */
function checkLocation(c: Ctx, municipality: string, location: readonly [number, number] | null | undefined): void {
  if (!location) return;
  const pack = c.get('deps').packs.get(municipality);
  const outside = pack ? pointOutside(pack, location, 'location') : null;
  if (outside) throw new InputError([outside]);
}

export function establishmentRoutes(app: OpenAPIHono<AppEnv>): void {
  mount(app, {
    route: createRoute({
      method: 'get',
      path: '/api/establishments',
      tags,
      summary: 'List establishments (applicants: their own)',
      security,
      request: {
        query: z.strictObject({
          ...pageQuery,
          municipality: municipalityId.optional(),
          status: z.enum(['active', 'closed']).optional(),
          cnpj: cnpjSchema.optional(),
          q: z.string().max(100).optional().meta({ description: 'text in the name' }),
        }),
      },
      responses: {
        200: jsonContent(pageOf(establishmentSchema, 'EstablishmentPage'), 'A page of establishments'),
        ...problems(400, 401, 403),
      },
    }),
    access: 'establishment.read',
    handler: async (c, { query }) => {
      const filters: Record<string, string> = {};
      const m = municipalityFilter(c, query.municipality);
      if (m !== undefined) filters.municipality = m;
      if (query.status !== undefined) filters.status = query.status;
      if (query.cnpj !== undefined) filters.cnpj = digitsOnly(query.cnpj);
      const q: ListQuery = { limit: query.limit, offset: query.offset, filters };
      if (query.q !== undefined) q.q = query.q;
      return json(c, 200, await c.get('deps').repo.listEstablishments(scope(c), q));
    },
  });

  mount(app, {
    route: createRoute({
      method: 'post',
      path: '/api/establishments',
      tags,
      summary: 'Register an establishment',
      security,
      request: { headers: idempotencyHeader, body: jsonBody(establishmentCreateBody) },
      responses: {
        201: { ...jsonContent(establishmentSchema, 'Created'), headers: etagHeader },
        ...problems(400, 401, 403, 413, 415, 422),
      },
    }),
    access: 'establishment.create',
    idempotent: true,
    handler: async (c, { body }) => {
      const p = principalOf(c);
      const municipality = actingMunicipality(c, body.municipality);
      await checkKnownMunicipality(c, municipality);
      checkLocation(c, municipality, body.location);
      let owner: string | null = body.ownerUserId ?? null;
      if (isApplicantOnly(c)) {
        if (owner !== null && owner !== p.user.id) throw new HttpProblem('forbidden', 'Applicants register establishments they own.');
        owner = p.user.id;
      }
      const e = await c.get('deps').repo.createEstablishment(scope(c), {
        municipality,
        name: body.name,
        cnpj: body.cnpj === undefined ? null : digitsOnly(body.cnpj),
        address: address(body.address ?? {}),
        location: body.location ?? null,
        ownerUserId: owner,
        status: body.status ?? 'active',
        data: body.data ?? {},
      });
      return json(c, 201, e, versionHeaders(e, `/api/establishments/${e.id}`));
    },
  });

  mount(app, {
    route: createRoute({
      method: 'get',
      path: '/api/establishments/{id}',
      tags,
      summary: 'One establishment',
      security,
      request: { params: pathId },
      responses: {
        200: { ...jsonContent(establishmentSchema, 'The establishment'), headers: etagHeader },
        ...problems(400, 401, 403, 404),
      },
    }),
    access: 'establishment.read',
    handler: async (c, { params }) => {
      const e = await c.get('deps').repo.getEstablishment(scope(c), params.id);
      return json(c, 200, e, versionHeaders(e));
    },
  });

  mount(app, {
    route: createRoute({
      method: 'patch',
      path: '/api/establishments/{id}',
      tags,
      summary: 'Change an establishment (If-Match required)',
      security,
      request: { params: pathId, headers: ifMatchHeader, body: jsonBody(establishmentPatchBody) },
      responses: {
        200: { ...jsonContent(establishmentSchema, 'Updated'), headers: etagHeader },
        ...problems(400, 401, 403, 404, 412, 413, 415, 422, 428),
      },
    }),
    access: 'establishment.update',
    handler: async (c, { params, body }) => {
      const { repo } = c.get('deps');
      const s = scope(c);
      const current = await repo.getEstablishment(s, params.id);
      const version = expectedVersion(c, current, 'establishment', params.id);
      checkLocation(c, current.municipality, body.location);
      if (isApplicantOnly(c) && body.ownerUserId !== undefined && body.ownerUserId !== current.ownerUserId) {
        throw new HttpProblem('forbidden', 'Applicants cannot transfer an establishment.');
      }
      const patch: Parameters<typeof repo.updateEstablishment>[3] = {};
      if (body.name !== undefined) patch.name = body.name;
      if (body.cnpj !== undefined) patch.cnpj = body.cnpj === null ? null : digitsOnly(body.cnpj);
      if (body.address !== undefined) patch.address = address(body.address);
      if (body.location !== undefined) patch.location = body.location;
      if (body.ownerUserId !== undefined) patch.ownerUserId = body.ownerUserId;
      if (body.status !== undefined) patch.status = body.status;
      if (body.data !== undefined) patch.data = body.data;
      const e: Establishment = await repo.updateEstablishment(s, params.id, version, patch);
      return json(c, 200, e, versionHeaders(e));
    },
  });
}
