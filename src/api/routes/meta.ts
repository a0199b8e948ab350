/** Health, municipalities and their laws: public, read-only. */
import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { lawsView } from '../../core/law-view.ts';
import { packCoverage } from '../../core/coverage.ts';
import type { PackRegistry } from '../../core/registry.ts';
import type { Municipality } from '../../domain/municipality.ts';
import type { AppEnv } from '../context.ts';
import { json, mount } from '../http.ts';
import { packOr404 } from '../problem.ts';
import { servedMunicipality } from '../scope.ts';
import { infractionCatalogSchema } from '../../app/output-schemas.ts';
import { infractionCatalog } from '../../enforcement/infractions.ts';
import { isoDate, municipalityId, municipalitySchema } from '../schemas.ts';
import { jsonContent, problems } from './common.ts';
import { run as enforcementProblems } from './enforcement.ts';
import { coverageSchema, lawsViewSchema } from './law-browser.ts';

const tags = ['Municipalities and laws'];

export function municipalityView(packs: PackRegistry, m: Municipality) {
  const pack = packs.get(m.id);
  return { id: m.id, name: m.name, uf: m.uf, ibge: m.ibge, lawPack: pack ? { id: pack.id, version: pack.version } : null };
}

const idParam = z.strictObject({ id: municipalityId });

export function metaRoutes(app: OpenAPIHono<AppEnv>): void {
  mount(app, {
    route: createRoute({
      method: 'get',
      path: '/api/health',
      tags: ['Meta'],
      summary: 'Liveness and storage engine',
      responses: { 200: jsonContent(z.object({ ok: z.boolean(), engine: z.string() }), 'The server is up') },
    }),
    access: 'public',
    handler: (c) => json(c, 200, { ok: true, engine: c.get('deps').repo.engine }),
  });

  mount(app, {
    route: createRoute({
      method: 'get',
      path: '/api/municipalities',
      tags,
      summary: 'Municipalities served, with their law pack',
      responses: { 200: jsonContent(z.object({ items: z.array(municipalitySchema) }), 'Municipalities') },
    }),
    access: 'public',
    handler: async (c) => {
      const list = await c.get('deps').repo.listMunicipalities();
      return json(c, 200, { items: list.map((m) => municipalityView(c.get('deps').packs, m)) }, { 'cache-control': 'public, max-age=60' });
    },
  });

  mount(app, {
    route: createRoute({
      method: 'get',
      path: '/api/municipalities/{id}',
      tags,
      summary: 'One municipality',
      request: { params: idParam },
      responses: { 200: jsonContent(municipalitySchema, 'The municipality'), ...problems(400, 404) },
    }),
    access: 'public',
    handler: async (c, { params }) => {
      const m = await servedMunicipality(c, params.id);
      return json(c, 200, municipalityView(c.get('deps').packs, m), { 'cache-control': 'public, max-age=60' });
    },
  });

  mount(app, {
    route: createRoute({
      method: 'get',
      path: '/api/municipalities/{id}/laws',
      tags,
      summary: 'The municipality’s laws, unit by unit, with citations',
      request: { params: idParam },
      responses: { 200: jsonContent(lawsViewSchema, 'Laws of the pack'), ...problems(400, 404) },
    }),
    access: 'public',
    handler: (c, { params }) =>
      json(c, 200, lawsView(packOr404(c.get('deps').packs, params.id)), { 'cache-control': 'public, max-age=300' }),
  });

  mount(app, {
    route: createRoute({
      method: 'get',
      path: '/api/municipalities/{id}/coverage',
      tags,
      summary: 'How each unit of the law is carried (rule, informative, procedural, external)',
      request: { params: idParam },
      responses: { 200: jsonContent(coverageSchema, 'Coverage of the pack'), ...problems(400, 404) },
    }),
    access: 'public',
    handler: (c, { params }) =>
      json(c, 200, packCoverage(packOr404(c.get('deps').packs, params.id)), { 'cache-control': 'public, max-age=300' }),
  });

  mount(app, {
    route: createRoute({
      method: 'get',
      path: '/api/municipalities/{id}/infractions',
      tags,
      summary:
        'The infractions of the municipality’s law, each with what a first offence costs on the date (what a notice takes as infraction)',
      request: {
        params: idParam,
        query: z.strictObject({ date: isoDate.optional().meta({ description: 'the date of the amounts; default today' }) }),
      },
      responses: { 200: jsonContent(infractionCatalogSchema, 'The infractions'), ...problems(400, 404, 422) },
    }),
    access: 'public',
    // A date before the law (no amount in force then) is 422 naming `date`, as the notices' routes answer it.
    handler: async (c, { params, query }) => {
      const pack = packOr404(c.get('deps').packs, params.id);
      const catalog = await enforcementProblems(async () => infractionCatalog(pack, query.date ?? c.get('deps').today()));
      return json(c, 200, catalog, { 'cache-control': 'public, max-age=300' });
    },
  });
}
