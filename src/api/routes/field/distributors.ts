/**
 * Distributors' yearly lists over HTTP (src/app/distributors.ts):
 *   POST /api/municipalities/{id}/distributor-lists          a list (CSV or .xlsx, base64) — refused whole on a bad line (422, each line named)
 *   GET  /api/municipalities/{id}/distributor-lists/report   the year's report against the licence registry
 * Officials of the municipality only (role-checked here, scoped in the store), audited.
 */
import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { distributorReportSchema as report } from '../../../app/output-schemas.ts';
import { distributorReport, uploadDistributorList } from '../../../app/distributors.ts';
import type { AppEnv } from '../../context.ts';
import { json, mount } from '../../http.ts';
import { HttpProblem } from '../../problem.ts';
import { isoDate, municipalityId } from '../../schemas.ts';
import { scope } from '../../scope.ts';
import { jsonBody, jsonContent, problems, security } from '../common.ts';
import { fieldTags } from './sound.ts';

const year = z.coerce.number().int().min(1900).max(9999);

const uploadBody = z
  .strictObject({
    distributorCnpj: z.string().min(1).max(32).meta({ example: '51.143.064/1277-60' }),
    distributorName: z.string().min(1).max(200),
    brand: z.string().min(1).max(200).meta({ description: 'the brand on the distributor’s logo (art. 14 § 1º)' }),
    year,
    receivedOn: isoDate.optional().meta({ description: 'default today' }),
    fileName: z.string().min(1).max(200).meta({ example: 'relacao-2025.csv' }),
    content: z.string().min(1).max(14_000_000).meta({ description: 'the file, base64: CSV (tipo, cnpj, nome) or .xlsx' }),
  })
  .meta({ id: 'DistributorListUpload' });

const saved = z
  .object({
    id: z.string(),
    municipality: z.string(),
    distributorCnpj: z.string(),
    year: z.number(),
    receivedOn: z.string(),
    lines: z.number(),
  })
  .meta({ id: 'DistributorListSaved' });

export function distributorRoutes(app: OpenAPIHono<AppEnv>): void {
  mount(app, {
    route: createRoute({
      method: 'post',
      path: '/api/municipalities/{id}/distributor-lists',
      tags: fieldTags,
      security,
      summary: 'Record a distributor’s yearly list of representatives and resellers (refused whole on any bad line)',
      request: { params: z.strictObject({ id: municipalityId }), body: jsonBody(uploadBody) },
      responses: { 201: jsonContent(saved, 'The list as kept'), ...problems(400, 401, 403, 404, 413, 415, 422) },
    }),
    access: 'distributor-list.create',
    handler: async (c, { params, body }) => {
      const { packs, repo, today } = c.get('deps');
      const pack = packs.get(params.id);
      if (!pack) throw new HttpProblem('not-found', `No law pack for municipality ${params.id}.`);
      const l = await uploadDistributorList(repo, pack, scope(c), {
        distributorCnpj: body.distributorCnpj,
        distributorName: body.distributorName,
        brand: body.brand,
        year: body.year,
        receivedOn: body.receivedOn ?? today(),
        bytes: Buffer.from(body.content, 'base64'),
        file: body.fileName,
      });
      return json(c, 201, {
        id: l.id,
        municipality: l.municipality,
        distributorCnpj: l.distributorCnpj,
        year: l.year,
        receivedOn: l.receivedOn,
        lines: l.lines.length,
      });
    },
  });

  mount(app, {
    route: createRoute({
      method: 'get',
      path: '/api/municipalities/{id}/distributor-lists/report',
      tags: fieldTags,
      security,
      summary: 'The year’s lists against the licence registry: listed but unlicensed, licensed but unlisted, brand, late or missing',
      request: {
        params: z.strictObject({ id: municipalityId }),
        query: z.strictObject({
          year,
          date: isoDate.optional().meta({ description: 'position on this date (default today)' }),
          lang: z.enum(['pt', 'en']).optional().meta({ description: 'language of the brand findings (default pt)' }),
        }),
      },
      responses: { 200: jsonContent(report, 'The report'), ...problems(400, 401, 403, 404, 422) },
    }),
    access: 'distributor-list.read',
    handler: async (c, { params, query }) => {
      const { packs, repo, today } = c.get('deps');
      const pack = packs.get(params.id);
      if (!pack) throw new HttpProblem('not-found', `No law pack for municipality ${params.id}.`);
      return json(c, 200, await distributorReport(repo, pack, scope(c), query.year, query.date ?? today(), query.lang ?? 'pt'));
    },
  });
}
