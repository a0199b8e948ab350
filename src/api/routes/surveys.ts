/**
 * Survey declarations of the place registries over HTTP (issue 7 item 1), the same as
 * `glp places survey declare|list`:
 *
 *   POST /api/municipalities/{municipality}/surveys   declare a category surveyed (201)
 *   GET  /api/municipalities/{municipality}/surveys   the declarations (history) and the categories still to survey
 *
 * Who: officials who keep the registries (licensing officers, municipal administrators) of the
 * municipality, and system administrators; the store checks the municipality (an official of
 * another one gets 403 on a write and 404 on a read). Every declaration is audited.
 */
import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { neededCategories, surveyDraft } from '../../app/surveys.ts';
import { surveyInForce } from '../../siting/surveys.ts';
import { packFor } from '../../siting/pack-of.ts';
import type { AppEnv, Ctx } from '../context.ts';
import { json, mount, principalOf } from '../http.ts';
import { HttpProblem, unknownMunicipality } from '../problem.ts';
import { scope } from '../scope.ts';
import { isoDate } from '../schemas.ts';
import { idempotencyHeader, jsonBody, jsonContent, problems, security } from './common.ts';

const tags = ['Places'];

/** A municipality id, synthetic clones (`belem-pa~001`) included. */
export const municipality = z
  .string()
  .regex(/^[a-z0-9][a-z0-9~-]{0,62}$/, { message: 'a municipality id such as belem-pa' })
  .meta({ example: 'belem-pa' });
// Either form a person types (schemas.ts isoDate), handed on as YYYY-MM-DD.
const date = isoDate;
const position = z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]);
const ring = z.array(position).min(4).max(100_000);
const polygon = z.array(ring).min(1).max(1000);
const area = z
  .union([
    z.strictObject({ type: z.literal('Polygon'), coordinates: polygon }),
    z.strictObject({ type: z.literal('MultiPolygon'), coordinates: z.array(polygon).min(1).max(1000) }),
  ])
  .meta({ description: 'GeoJSON Polygon or MultiPolygon (lon/lat); absent or null: the whole municipality' });

const declareBody = z
  .strictObject({
    category: z.string().max(60).meta({ example: 'school' }),
    source: z.string().min(1).max(500).meta({ example: 'Censo Escolar INEP 2025' }),
    surveyedOn: date.meta({ example: '2025-06-30' }),
    validFrom: date.optional().meta({ description: 'in force from this day (default: surveyedOn)' }),
    area: area.nullable().optional(),
  })
  .meta({ id: 'SurveyDeclarationCreate' });

export const surveyDeclarationSchema = z
  .object({
    id: z.string(),
    municipality: z.string(),
    category: z.string(),
    source: z.string(),
    surveyedOn: z.string().meta({ format: 'date' }),
    area: area.nullable(),
    validFrom: z.string().meta({ format: 'date' }),
    declaredBy: z.string(),
    declaredAt: z.string(),
  })
  .meta({ id: 'SurveyDeclaration', description: 'a place category declared surveyed: its registry is complete over the area' });

const surveyList = z
  .object({
    municipality: z.string(),
    date: z.string().meta({ format: 'date' }),
    activity: z.string(),
    declarations: z.array(surveyDeclarationSchema),
    needed: z.array(z.object({ category: z.string(), surveyed: z.boolean(), declarationId: z.string().nullable() })),
    missing: z.array(z.string()).meta({ description: 'categories the distance rules need that are not surveyed on the date' }),
  })
  .meta({ id: 'SurveyDeclarations' });

/** Those who keep the registries (declare surveys, re-evaluate them: reevaluations.ts). */
export const REGISTRY_KEEPERS: ReadonlySet<string> = new Set(['licensing-officer', 'municipal-admin', 'system-admin']);

function packOf(c: Ctx, m: string) {
  const pack = packFor(c.get('deps').packs, m);
  if (!pack)
    throw unknownMunicipality(
      m,
      c
        .get('deps')
        .packs.list()
        .map((p) => p.id),
    );
  return pack;
}

export function surveyRoutes(app: OpenAPIHono<AppEnv>): void {
  mount(app, {
    route: createRoute({
      method: 'post',
      path: '/api/municipalities/{municipality}/surveys',
      tags,
      summary: 'Declare a place category surveyed (its registry complete over an area) from a date',
      security,
      request: { params: z.strictObject({ municipality }), headers: idempotencyHeader, body: jsonBody(declareBody) },
      responses: { 201: jsonContent(surveyDeclarationSchema, 'Declared'), ...problems(400, 401, 403, 404, 413, 415, 422) },
    }),
    access: 'authenticated',
    idempotent: true,
    handler: async (c, { params, body }) => {
      const p = principalOf(c);
      if (!p.user.roles.some((r) => REGISTRY_KEEPERS.has(r)))
        throw new HttpProblem('forbidden', `Your roles (${p.user.roles.join(', ')}) do not allow declaring surveys.`);
      const pack = packOf(c, params.municipality);
      // Bad fields → InputError → 422 naming the field as the body's validation does.
      const draft = surveyDraft(pack, params.municipality, body, c.get('deps').today());
      const [d] = await c.get('deps').repo.surveys.declare(scope(c), [draft]);
      return json(c, 201, d);
    },
  });

  mount(app, {
    route: createRoute({
      method: 'get',
      path: '/api/municipalities/{municipality}/surveys',
      tags,
      summary: 'Survey declarations of the municipality (history), and the categories still to survey',
      security,
      request: {
        params: z.strictObject({ municipality }),
        query: z.strictObject({
          date: date.optional().meta({ description: 'which declarations are in force (default: today)' }),
          activity: z.string().max(40).optional().meta({ description: 'whose distance rules (default glp-resale)' }),
        }),
      },
      responses: { 200: jsonContent(surveyList, 'The declarations'), ...problems(400, 401, 404) },
    }),
    access: 'authenticated',
    handler: async (c, { params, query }) => {
      const pack = packOf(c, params.municipality);
      const declarations = await c.get('deps').repo.surveys.list(scope(c), params.municipality);
      const onDate = query.date ?? c.get('deps').today();
      const activity = query.activity ?? 'glp-resale';
      const needed = neededCategories(pack, activity, onDate).map((category) => {
        const d = surveyInForce(declarations, category, onDate);
        return { category, surveyed: d !== undefined, declarationId: d?.id ?? null };
      });
      return json(c, 200, {
        municipality: params.municipality,
        date: onDate,
        activity,
        declarations,
        needed,
        missing: needed.filter((n) => !n.surveyed).map((n) => n.category),
      });
    },
  });
}
