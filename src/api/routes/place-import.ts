/**
 * POST /api/municipalities/{municipality}/places/import — a place registry file (GeoJSON, CSV,
 * zipped Shapefile, ANP CSV) uploaded as the request body, imported as `glp places import`
 * does (the same plan: src/app/import-places.ts): every row checked first; any bad row and
 * nothing is written, each bad row named (line or feature, field, found, expected) in the
 * problem's `errors`; a clean file is written in one transaction, audited. `dryRun=true`
 * checks without writing. For the municipality's and the system's administrators.
 */
import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { planPlacesImport } from '../../app/import-places.ts';
import { detectFormat, IMPORT_FORMATS } from '../../formats/read.ts';
import { registryVocabulary } from '../../siting/types.ts';
import { readLimitedBytes } from '../body.ts';
import type { AppEnv } from '../context.ts';
import { json, mount } from '../http.ts';
import { HttpProblem } from '../problem.ts';
import { isoDate, municipalityId } from '../schemas.ts';
import { actingMunicipality, scope, servedMunicipality } from '../scope.ts';
import { jsonContent, problems, security } from './common.ts';

/** Largest upload: a municipal registry is a few MB; the CLI takes larger files (src/formats/limits.ts). */
export const IMPORT_UPLOAD_LIMIT = 32 * 1024 * 1024;
/** Row problems listed in one answer; the detail gives the total. */
const MAX_LISTED = 500;

const importSummary = z
  .object({
    municipality: z.string(),
    format: z.enum(IMPORT_FORMATS),
    dryRun: z.boolean(),
    rows: z.number().int().meta({ description: 'rows read from the file' }),
    imported: z.number().int().meta({ description: 'places written (or that would be, with dryRun)' }),
    byCategory: z.record(z.string(), z.number().int()),
    skipped: z.object({ otherMunicipality: z.number().int(), alreadyRegistered: z.number().int(), mergedDuplicates: z.number().int() }),
    unlocated: z
      .array(z.object({ label: z.string(), name: z.string().nullable(), externalId: z.string().nullable(), address: z.string() }))
      .meta({ description: 'places imported without coordinates: each must be located before the distance rules can measure to it' }),
  })
  .meta({ id: 'PlaceImport' });

export function placeImportRoutes(app: OpenAPIHono<AppEnv>): void {
  mount(app, {
    route: createRoute({
      method: 'post',
      path: '/api/municipalities/{municipality}/places/import',
      tags: ['Places'],
      summary: 'Import a place registry file (the body): all rows or none, every bad row named',
      security,
      request: {
        params: z.strictObject({ municipality: municipalityId }),
        query: z.strictObject({
          fileName: z
            .string()
            .min(1)
            .max(200)
            .optional()
            .meta({ description: 'the file’s name: the format is detected from it, and rows are named with it' }),
          format: z.enum(IMPORT_FORMATS).optional().meta({ description: 'default: detected from the name and the first bytes' }),
          category: z.string().max(60).optional().meta({ description: 'category of every row (a file of schools…)' }),
          status: z.string().max(60).optional(),
          source: z.string().max(200).optional(),
          validFrom: isoDate.optional(),
          validTo: isoDate.optional(),
          dryRun: z.enum(['true', 'false']).optional().meta({ description: 'true: check only, write nothing' }),
        }),
        body: {
          content: { 'application/octet-stream': { schema: z.string().meta({ format: 'binary' }) } },
          required: true,
        },
      },
      responses: {
        200: jsonContent(importSummary, 'Checked (dryRun) or imported'),
        ...problems(400, 401, 403, 404, 413, 422),
      },
    }),
    access: 'place.import',
    rawBody: true,
    handler: async (c, { params, query }) => {
      const { repo, packs } = c.get('deps');
      const id = actingMunicipality(c, params.municipality);
      const municipality = await servedMunicipality(c, id);
      const categories = registryVocabulary(packs.list()).categories;
      if (query.category !== undefined && !categories.includes(query.category)) {
        throw new HttpProblem('invalid-parameter', undefined, [
          { field: 'query.category', found: JSON.stringify(query.category), expected: `one of ${categories.join(', ')}` },
        ]);
      }
      const bytes = await readLimitedBytes(c, IMPORT_UPLOAD_LIMIT);
      if (bytes.byteLength === 0) {
        throw new HttpProblem('validation-failed', 'The body must be the file to import.', [
          { field: '(body)', found: 'nothing', expected: 'a GeoJSON, CSV, zipped Shapefile or ANP CSV file' },
        ]);
      }
      const fileName = query.fileName ?? 'upload';
      const format = query.format ?? detectFormat(fileName, bytes.subarray(0, 4096));
      const plan = await planPlacesImport(
        { packs, repo },
        {
          municipality,
          format,
          bytes,
          fileName,
          source: query.source ?? `${fileName}${format === 'anp' ? ' (ANP)' : ''}`,
          importedAt: new Date().toISOString(),
          category: query.category,
          status: query.status,
          validFrom: query.validFrom,
          validTo: query.validTo,
        },
      );
      if (plan.problems.length > 0) {
        const listed = plan.problems.slice(0, MAX_LISTED);
        throw new HttpProblem(
          'validation-failed',
          `${plan.problems.length} problem(s) in ${fileName}; nothing was imported${plan.problems.length > MAX_LISTED ? ` (the first ${MAX_LISTED} listed)` : ''}.`,
          listed.map((p) => ({ field: `${p.label}: ${p.field}`, found: p.found, expected: p.expected })),
        );
      }
      const dryRun = query.dryRun === 'true';
      if (!dryRun && plan.drafts.length > 0) await repo.insertPlaces(scope(c), plan.drafts);
      const byCategory: Record<string, number> = {};
      for (const d of plan.drafts) byCategory[d.category] = (byCategory[d.category] ?? 0) + 1;
      return json(c, 200, {
        municipality: id,
        format,
        dryRun,
        rows: plan.rows,
        imported: plan.drafts.length,
        byCategory,
        skipped: plan.skipped,
        unlocated: plan.unlocated,
      });
    },
  });
}
