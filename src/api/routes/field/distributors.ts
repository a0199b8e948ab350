/**
 * Distributors' yearly lists over HTTP (src/app/distributors.ts):
 *   POST /api/municipalities/{id}/distributor-lists          a list (CSV or .xlsx, base64) — refused whole on a bad line (422, each line named)
 *   GET  /api/municipalities/{id}/distributor-lists          the lists kept, newest first, on time or late
 *   GET  /api/municipalities/{id}/distributor-lists/report   the year's report against the licence registry (officials)
 * Officials of the municipality, and a distributor account for its own company only (Lei
 * 1.761/2000 de Nova Odessa, art. 13, § 1º: each distributor gives its list) — role-checked here,
 * scoped in the store (another CNPJ: 403), audited.
 */
import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { distributorReportSchema as report } from '../../../app/output-schemas.ts';
import { distributorReport, keptLists, uploadDistributorList } from '../../../app/distributors.ts';
import type { Pack } from '../../../core/pack.ts';
import { listOfficial } from '../../../store/distributors.ts';
import type { AppEnv } from '../../context.ts';
import { json, mount, principalOf } from '../../http.ts';
import { HttpProblem, packOr404 } from '../../problem.ts';
import { isoDate, municipalityId } from '../../schemas.ts';
import { boundedInt } from '../../schema-number.ts';
import { scope } from '../../scope.ts';
import { jsonBody, jsonContent, problems, security } from '../common.ts';
import { fieldTags } from './sound.ts';

const year = boundedInt(1900, 9999);

const uploadBody = z
  .strictObject({
    distributorCnpj: z
      .string()
      .min(1)
      .max(32)
      .optional()
      .meta({ example: '51.143.064/1277-60', description: 'required from officials; a distributor account files under its own (default)' }),
    distributorName: z
      .string()
      .min(1)
      .max(200)
      .optional()
      .meta({ description: 'required from officials; a distributor: default its account’s name' }),
    brand: z.string().min(1).max(200).meta({ description: 'the brand on the distributor’s logo (art. 14 § 1º)' }),
    year,
    receivedOn: isoDate
      .optional()
      .meta({ description: 'default today; a distributor account does not date its own list (only today is accepted from it)' }),
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

function packOf(packs: { get(id: string): Pack | undefined; list(): readonly Pack[] }, id: string): Pack {
  return packOr404(packs, id);
}

const keptListsSchema = z
  .object({
    citation: z.string().meta({ description: 'the unit that requires the lists (Nova Odessa: art. 13, § 1º)' }),
    deadlineReading: z.object({
      parameter: z.string(),
      value: z.string().meta({ description: 'MM-DD: the day of the year a list is due' }),
      description: z.object({ pt: z.string(), en: z.string() }),
    }),
    items: z.array(
      z.object({
        id: z.string(),
        distributorCnpj: z.string(),
        distributorName: z.string(),
        brand: z.string(),
        year: z.number(),
        receivedOn: z.string(),
        lines: z.number(),
        deadline: z.string(),
        late: z.boolean(),
      }),
    ),
  })
  .meta({ id: 'DistributorListsKept' });

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
      const pack = packOf(packs, params.id);
      const s = scope(c);
      // The day the Administration received the list decides whether it was late: a distributor
      // files it today, as the server dates it, and cannot date it earlier.
      if (!listOfficial(s) && body.receivedOn !== undefined && body.receivedOn !== today())
        throw new HttpProblem('forbidden', {
          pt: 'A data de recebimento é a do envio (hoje): uma distribuidora não data a sua própria relação.',
          en: 'The date received is the day it is sent (today): a distributor does not date its own list.',
        });
      const name = body.distributorName ?? (listOfficial(s) ? undefined : principalOf(c).user.name);
      if (name === undefined)
        throw new HttpProblem('validation-failed', undefined, [
          { field: 'distributorName', found: 'nothing', expected: 'a name of 1 to 200 characters' },
        ]);
      const l = await uploadDistributorList(repo, pack, s, {
        distributorCnpj: body.distributorCnpj,
        distributorName: name,
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
      path: '/api/municipalities/{id}/distributor-lists',
      tags: fieldTags,
      security,
      summary: 'The yearly lists kept, newest first, each on time or late (a distributor account: its own only)',
      request: {
        params: z.strictObject({ id: municipalityId }),
        query: z.strictObject({ date: isoDate.optional().meta({ description: 'the deadline in force on this date (default today)' }) }),
      },
      responses: { 200: jsonContent(keptListsSchema, 'The lists kept'), ...problems(400, 401, 403, 404, 422) },
    }),
    access: 'distributor-list.read',
    handler: async (c, { params, query }) => {
      const { packs, repo, today } = c.get('deps');
      const pack = packOf(packs, params.id);
      return json(c, 200, await keptLists(repo, pack, scope(c), query.date ?? today()));
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
    access: 'distributor-list.report',
    handler: async (c, { params, query }) => {
      const { packs, repo, today } = c.get('deps');
      const pack = packOf(packs, params.id);
      return json(c, 200, await distributorReport(repo, pack, scope(c), query.year, query.date ?? today(), query.lang ?? 'pt'));
    },
  });
}
