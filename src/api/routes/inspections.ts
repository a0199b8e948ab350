/**
 * Inspections (issue 11, item 1): the checklist of an establishment (the rules of its law that
 * apply to its activity and class, each citing its unit), recording what was found (the
 * results are the engine's findings on the recorded facts), and the photos (JPEG/PNG,
 * content-addressed). Mounted by enforcementRoutes.
 */
import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { checklistItemSchema, licenceFactSchema } from '../../app/output-schemas.ts';
import type { Pack } from '../../core/pack.ts';
import { checklistFor, recordInspection } from '../../enforcement/inspections.ts';
import type { EnforcementDeps } from '../../enforcement/service.ts';
import type { AppEnv } from '../context.ts';
import { baseHeaders, type Ctx, json, mount, stamped } from '../http.ts';
import { HttpProblem } from '../problem.ts';
import { idSchema, isoDate, municipalityId } from '../schemas.ts';
import { actingMunicipality, scope } from '../scope.ts';
import { idempotencyHeader, jsonBody, jsonContent, problems, security } from './common.ts';

const tags = ['Enforcement'];

function deps(c: Ctx): EnforcementDeps {
  const d = c.get('deps');
  return { repo: d.repo, pack: (m: string): Pack => d.packs.require(m) };
}

const itemSchema = checklistItemSchema;
const checklistSchema = z
  .object({
    class: z.string().nullable(),
    items: z.array(itemSchema),
    previous: z.record(z.string(), z.unknown()).nullable().meta({ description: 'the latest inspection (its results per rule)' }),
    licenceFacts: z
      .array(licenceFactSchema)
      .meta({ description: 'facts the licence in force states, taken without typing (a fact recorded on site prevails)' }),
  })
  .meta({ id: 'InspectionChecklist' }); // not 'Checklist': the licensing stage checklist has that name
const itemResult = z.enum(['conforms', 'does-not-conform', 'not-checked']);
const sha = z.string().regex(/^[0-9a-f]{64}$/, { message: 'a sha256 in hex' });
const inspectionBody = z
  .strictObject({
    establishmentId: idSchema,
    on: isoDate.optional(),
    input: z.record(z.string(), z.unknown()).optional().meta({ description: 'the establishment input; default: its latest application’s' }),
    facts: z
      .record(z.string().max(120), z.unknown())
      .meta({ description: 'what was found, by dotted path, e.g. {"safety.gasDetection": false}' }),
    results: z
      .record(
        z.string().max(60),
        z.strictObject({ result: itemResult.optional(), notes: z.string().max(4000).optional(), photos: z.array(sha).max(20).optional() }),
      )
      .default({}),
  })
  .meta({ id: 'InspectionCreate' });
const photoBody = z
  .strictObject({ municipality: municipalityId.optional(), contentBase64: z.string().min(4).max(1_000_000) })
  .meta({ id: 'PhotoCreate' });

export function inspectionRoutes(app: OpenAPIHono<AppEnv>, run: <T>(fn: () => Promise<T>) => Promise<T>, recordSchema: z.ZodType): void {
  mount(app, {
    route: createRoute({
      method: 'get',
      path: '/api/inspections/checklist',
      tags,
      summary: 'The checklist of an establishment: the rules that apply to its activity and class, each citing its unit',
      security,
      request: { query: z.strictObject({ establishmentId: idSchema, date: isoDate.optional() }) },
      responses: { 200: jsonContent(checklistSchema, 'The checklist'), ...problems(400, 401, 403, 404, 422) },
    }),
    access: 'enforcement.read',
    handler: async (c, { query }) =>
      json(c, 200, await run(() => checklistFor(deps(c), scope(c), query.establishmentId, query.date ?? c.get('deps').today()))),
  });

  mount(app, {
    route: createRoute({
      method: 'post',
      path: '/api/inspections',
      tags,
      summary: 'Record an inspection: facts found, results per item (checked against the engine), notes and photos',
      security,
      request: { headers: idempotencyHeader, body: jsonBody(inspectionBody) },
      responses: { 201: jsonContent(recordSchema, 'Recorded'), ...problems(400, 401, 403, 404, 413, 415, 422) },
    }),
    access: 'enforcement.write',
    idempotent: true,
    handler: async (c, { body }) => {
      const results: Record<string, { result?: 'conforms' | 'does-not-conform' | 'not-checked'; notes?: string; photos?: string[] }> = {};
      for (const [k, v] of Object.entries(body.results)) {
        results[k] = {
          ...(v.result !== undefined ? { result: v.result } : {}),
          ...(v.notes !== undefined ? { notes: v.notes } : {}),
          ...(v.photos !== undefined ? { photos: v.photos } : {}),
        };
      }
      const r = await run(() =>
        recordInspection(deps(c), scope(c), {
          establishmentId: body.establishmentId,
          on: body.on ?? c.get('deps').today(),
          facts: body.facts,
          results,
          ...(body.input !== undefined ? { input: body.input } : {}),
        }),
      );
      return json(c, 201, r, { location: `/api/enforcement/${r.id}` });
    },
  });

  mount(app, {
    route: createRoute({
      method: 'post',
      path: '/api/photos',
      tags,
      summary: 'Store an inspection photo (JPEG or PNG, base64; stored once per content): its sha256 is its address',
      security,
      request: { body: jsonBody(photoBody) },
      responses: {
        201: jsonContent(z.object({ sha256: z.string(), mediaType: z.string(), size: z.number().int() }).meta({ id: 'Photo' }), 'Stored'),
        ...problems(400, 401, 403, 413, 415, 422),
      },
    }),
    access: 'enforcement.write',
    handler: async (c, { body }) => {
      const m = actingMunicipality(c, body.municipality);
      const bytes = Buffer.from(body.contentBase64, 'base64');
      if (bytes.length === 0)
        throw new HttpProblem('validation-failed', undefined, [
          { field: 'contentBase64', found: 'no bytes', expected: 'a JPEG or PNG in base64' },
        ]);
      return json(c, 201, await c.get('deps').repo.enforcement.putPhoto(scope(c), m, bytes));
    },
  });

  mount(app, {
    route: createRoute({
      method: 'get',
      path: '/api/photos/{municipality}/{sha256}',
      tags,
      summary: 'An inspection photo',
      security,
      request: { params: z.strictObject({ municipality: municipalityId, sha256: sha }) },
      responses: {
        200: { description: 'The image', content: { 'image/jpeg': { schema: z.string().meta({ format: 'binary' }) } } },
        ...problems(400, 401, 403, 404),
      },
    }),
    access: 'enforcement.read',
    handler: async (c, { params }) => {
      const p = await c.get('deps').repo.enforcement.getPhoto(scope(c), params.municipality, params.sha256);
      const res = new Response(new Uint8Array(p.bytes), { status: 200, headers: { ...baseHeaders(c), 'content-type': p.mediaType } });
      stamped.add(res);
      return res;
    },
  });
}
