/**
 * GET /api/municipalities/{id}/input-schema — the JSON Schema of one municipality's input
 * document (what `glp schema input <id>` prints and docs/schema/<id>.schema.json holds): the
 * application form reads it to ask for each missing fact the evaluation names with the right
 * kind of field (yes/no, number, date, a choice, a list). Public and read-only: the same
 * document is published in docs/schema/.
 */
import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { municipalityInputJsonSchema } from '../../core/json-schema.ts';
import type { Pack } from '../../core/pack.ts';
import type { AppEnv } from '../context.ts';
import { json, mount } from '../http.ts';
import { packOr404 } from '../problem.ts';
import { municipalityId } from '../schemas.ts';
import { jsonContent, problems } from './common.ts';

const inputJsonSchema = z
  .record(z.string(), z.unknown())
  .meta({ id: 'InputJsonSchema', description: 'a JSON Schema (draft 2020-12) of the municipality’s input document' });

export function inputSchemaRoutes(app: OpenAPIHono<AppEnv>): void {
  const cache = new WeakMap<Pack, Record<string, unknown>>();
  mount(app, {
    route: createRoute({
      method: 'get',
      path: '/api/municipalities/{id}/input-schema',
      tags: ['Municipalities and laws'],
      summary: 'The JSON Schema of the municipality’s input document (the facts its law is evaluated on)',
      request: { params: z.strictObject({ id: municipalityId }) },
      responses: { 200: jsonContent(inputJsonSchema, 'The JSON Schema'), ...problems(400, 404) },
    }),
    access: 'public',
    handler: (c, { params }) => {
      const pack = packOr404(c.get('deps').packs, params.id);
      let schema = cache.get(pack);
      if (!schema) {
        schema = municipalityInputJsonSchema(pack);
        cache.set(pack, schema);
      }
      return json(c, 200, schema, { 'cache-control': 'public, max-age=300' });
    },
  });
}
