/**
 * Delivery vehicles over HTTP (src/app/vehicles.ts):
 *   POST   /api/municipalities/{id}/vehicles                 register (or move) a vehicle to an outlet; checked at once
 *   GET    /api/municipalities/{id}/vehicles                 the municipality's vehicles (?establishment=ID: one outlet's)
 *   DELETE /api/municipalities/{id}/vehicles/{plate}         remove a registration
 *   GET    /api/municipalities/{id}/vehicles/{plate}/check   roadside check: licensed or not, for which outlet, what is wrong
 *   POST   /api/municipalities/{id}/vehicles/{plate}/check   the same with what the inspector observes (nothing stored)
 * Officials of the municipality only (role-checked here, scoped in the store), every change audited.
 */
import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { checkSchema, roadsideSchema, vehicleSchema } from '../../../app/output-schemas.ts';
import { registerVehicle, roadsideCheck } from '../../../app/vehicles.ts';
import { normalisePlate } from '../../../field/vehicles.ts';
import type { AppEnv } from '../../context.ts';
import { json, mount } from '../../http.ts';
import { packOr404 } from '../../problem.ts';
import { idSchema, isoDate, municipalityId } from '../../schemas.ts';
import { actingMunicipality, scope } from '../../scope.ts';
import { jsonBody, jsonContent, problems, security } from '../common.ts';
import { fieldTags } from './sound.ts';

const plate = z.string().min(1).max(10).meta({ example: 'ABC1D23', description: 'ABC1234 or Mercosul ABC1D23; hyphen and case ignored' });
const lang = z.enum(['pt', 'en']).optional().meta({ description: 'language of messages (default pt)' });

const registerBody = z
  .strictObject({
    establishmentId: idSchema,
    vehicle: z
      .looseObject({
        plate,
        type: z.string().min(1).max(40).meta({ example: 'truck' }),
        ownership: z.enum(['owned', 'contracted', 'other']).optional(),
      })
      .meta({ description: 'plate, type, ownership and the municipality’s own facts (e.g. signs, inspected, trailer)' }),
    contract: z
      .string()
      .min(1)
      .max(200)
      .nullable()
      .optional()
      .meta({ description: 'the contract of a contracted vehicle (Belém art. 6 § 1º)' }),
    date: isoDate.optional().meta({ description: 'date of the check (default today)' }),
    lang,
  })
  .meta({ id: 'VehicleRegister' });

function packOf(c: Parameters<typeof scope>[0], id: string) {
  actingMunicipality(c, id);
  return packOr404(c.get('deps').packs, id);
}

export function vehicleRoutes(app: OpenAPIHono<AppEnv>): void {
  mount(app, {
    route: createRoute({
      method: 'post',
      path: '/api/municipalities/{id}/vehicles',
      tags: fieldTags,
      security,
      summary: 'Register a delivery vehicle to an outlet (or move it), checked against the municipality’s law',
      request: { params: z.strictObject({ id: municipalityId }), body: jsonBody(registerBody) },
      responses: {
        201: jsonContent(z.object({ vehicle: vehicleSchema, check: checkSchema }).meta({ id: 'VehicleRegistered' }), 'Registered'),
        ...problems(400, 401, 403, 404, 413, 415, 422),
      },
    }),
    access: 'vehicle.write',
    handler: async (c, { params, body }) => {
      const pack = packOf(c, params.id);
      const { repo, today } = c.get('deps');
      const r = await registerVehicle(
        repo,
        pack,
        scope(c),
        { establishmentId: body.establishmentId, vehicle: body.vehicle, contract: body.contract ?? null },
        body.date ?? today(),
        body.lang ?? 'pt',
      );
      return json(c, 201, r);
    },
  });

  mount(app, {
    route: createRoute({
      method: 'get',
      path: '/api/municipalities/{id}/vehicles',
      tags: fieldTags,
      security,
      summary: 'The municipality’s registered delivery vehicles, or one outlet’s',
      request: { params: z.strictObject({ id: municipalityId }), query: z.strictObject({ establishment: idSchema.optional() }) },
      responses: {
        200: jsonContent(z.object({ items: z.array(vehicleSchema) }), 'The vehicles, by plate'),
        ...problems(400, 401, 403, 404),
      },
    }),
    access: 'vehicle.read',
    handler: async (c, { params, query }) => {
      packOf(c, params.id);
      return json(c, 200, { items: await c.get('deps').repo.vehicles.list(scope(c), params.id, query.establishment) });
    },
  });

  mount(app, {
    route: createRoute({
      method: 'delete',
      path: '/api/municipalities/{id}/vehicles/{plate}',
      tags: fieldTags,
      security,
      summary: 'Remove a delivery vehicle’s registration',
      request: { params: z.strictObject({ id: municipalityId, plate }) },
      responses: { 200: jsonContent(vehicleSchema, 'The registration removed'), ...problems(400, 401, 403, 404, 422) },
    }),
    access: 'vehicle.write',
    handler: async (c, { params }) => {
      packOf(c, params.id);
      return json(c, 200, await c.get('deps').repo.vehicles.remove(scope(c), params.id, normalisePlate(params.plate)));
    },
  });

  mount(app, {
    route: createRoute({
      method: 'get',
      path: '/api/municipalities/{id}/vehicles/{plate}/check',
      tags: fieldTags,
      security,
      summary: 'Roadside check by plate: licensed or not, for which outlet, and what is wrong under the municipality’s law',
      request: {
        params: z.strictObject({ id: municipalityId, plate }),
        query: z.strictObject({ date: isoDate.optional().meta({ description: 'default today' }), lang }),
      },
      responses: { 200: jsonContent(roadsideSchema, 'The answer'), ...problems(400, 401, 403, 404, 422) },
    }),
    access: 'vehicle.read',
    handler: async (c, { params, query }) => {
      const pack = packOf(c, params.id);
      const { repo, today } = c.get('deps');
      return json(c, 200, await roadsideCheck(repo, pack, scope(c), params.plate, query.date ?? today(), { lang: query.lang ?? 'pt' }));
    },
  });

  mount(app, {
    route: createRoute({
      method: 'post',
      path: '/api/municipalities/{id}/vehicles/{plate}/check',
      tags: fieldTags,
      security,
      summary: 'Roadside check by plate with what the inspector observes (replacing the registered facts); nothing is stored',
      request: {
        params: z.strictObject({ id: municipalityId, plate }),
        body: jsonBody(
          z
            .strictObject({
              date: isoDate.optional().meta({ description: 'default today' }),
              observed: z
                .record(z.string(), z.unknown())
                .meta({ description: 'facts seen at the roadside, e.g. {"type":"bicycle","signs":false}', example: { signs: false } }),
              lang,
            })
            .meta({ id: 'RoadsideObservation' }),
        ),
      },
      responses: { 200: jsonContent(roadsideSchema, 'The answer'), ...problems(400, 401, 403, 404, 415, 422) },
    }),
    access: 'vehicle.read',
    handler: async (c, { params, body }) => {
      const pack = packOf(c, params.id);
      const { repo, today } = c.get('deps');
      const r = await roadsideCheck(repo, pack, scope(c), params.plate, body.date ?? today(), {
        lang: body.lang ?? 'pt',
        observed: body.observed,
      });
      return json(c, 200, r);
    },
  });
}
