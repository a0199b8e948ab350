/**
 * GET /api/sound-check/{id}?at=DATETIME[&lang=pt|en]: whether sound advertising from a delivery
 * vehicle is allowed at that moment, and why (src/field/sound-check.ts). Public, read-only.
 * A municipality whose law has no such rule answers 422 naming `municipality` (not applicable).
 */
import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { soundCheckSchema } from '../../../app/output-schemas.ts';
import { soundCheck } from '../../../field/sound-check.ts';
import type { AppEnv } from '../../context.ts';
import { json, mount } from '../../http.ts';
import { packOr404 } from '../../problem.ts';
import { municipalityId } from '../../schemas.ts';
import { jsonContent, problems } from '../common.ts';

export const fieldTags = ['Field'];

export function soundRoutes(app: OpenAPIHono<AppEnv>): void {
  mount(app, {
    route: createRoute({
      method: 'get',
      path: '/api/sound-check/{id}',
      tags: fieldTags,
      summary: 'Whether sound advertising from a delivery vehicle is allowed at a moment, and why (cited, with the holiday)',
      request: {
        params: z.strictObject({ id: municipalityId }),
        query: z.strictObject({
          at: z.string().min(1).max(40).meta({
            description: 'dd/mm/aaaa HH:MM[:SS] or YYYY-MM-DDTHH:MM[:SS] in the municipality’s local time, or with Z / ±HH:MM (converted)',
            example: '2025-07-02T10:00',
          }),
          lang: z.enum(['pt', 'en']).optional().meta({ description: 'language of messages (default pt)' }),
        }),
      },
      responses: { 200: jsonContent(soundCheckSchema, 'The answer: allowed, and the reasons'), ...problems(400, 404, 422) },
    }),
    access: 'public',
    handler: (c, { params, query }) => {
      const pack = packOr404(c.get('deps').packs, params.id);
      return json(c, 200, soundCheck(pack, query.at, { lang: query.lang ?? 'pt' }));
    },
  });
}
