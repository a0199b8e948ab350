/**
 * The viability map over HTTP, the same as `glp viability`:
 *
 *   GET /api/viability/{municipality}?date=&activity=&class=&resolution=&set=P=V    GeoJSON map
 *   GET /api/viability/{municipality}/preview.svg?…                                  SVG preview
 *   GET /api/viability/{municipality}/check?lon=&lat=&date=&activity=&class=&set=    exact answer at a point
 *
 * Public: the registries are public (as on the OGC API) and a citizen may ask where an outlet
 * could go. But a map costs CPU and memory, so (issue #9 item 2; limits in docs/api.md):
 * - it is computed off the request thread, in the compute pool (src/app/compute-pool.ts);
 * - without signing in, only a coarse map (resolution ≥ anonymousMinResolutionM) and a
 *   smaller grid; signed in, finer, still within a cap on cells; every answer within a size cap;
 * - each client has a budget of maps (in the store, shared by every process) and at most a few
 *   in flight; a full queue answers 503 with Retry-After.
 * The point check is light (the engine at one point): it runs in the pool too (the registry is
 * read there), under the anonymous request limit but not the budget of maps.
 * The parameters and the registry loading are the use case's (src/app/viability.ts).
 */
import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { PoolBusy, TaskTimeout } from '../../app/compute-pool.ts';
import { pointOutside, viabilityParams } from '../../app/viability.ts';
import type { ComputeTask } from '../../app/compute-tasks.ts';
import { InputError } from '../../core/input/validate.ts';
import type { AppEnv, Ctx } from '../context.ts';
import { baseHeaders, mount, stamped } from '../http.ts';
import { admitHeavy } from '../limits.ts';
import { HttpProblem, packOr404 } from '../problem.ts';
import { packFor } from '../../siting/pack-of.ts';
import { isoDate } from '../schemas.ts';
import { boundedNumber } from '../schema-number.ts';
import { jsonContent, problems } from './common.ts';
import { pointViability, viabilityMap } from './viability-docs.ts';

const tags = ['Viability'];

const municipality = z
  .string()
  .regex(/^[a-z0-9][a-z0-9~-]{0,62}$/, { message: 'a municipality id such as belem-pa' })
  .meta({ example: 'belem-pa' });

const mapQuery = {
  date: isoDate.optional().meta({ description: 'the law and the registries as of this date (default: today)' }),
  activity: z.string().max(40).optional().meta({ description: 'default glp-resale' }),
  class: z.string().max(10).optional().meta({
    description:
      'NBR 15514 storage class (I…VII, Especial), or a class of the municipality’s own law (Vitória da Conquista art. 5: A, B, C)',
  }),
  set: z
    .union([z.string().max(200), z.array(z.string().max(200)).max(20)])
    .optional()
    .meta({ description: 'what-if: PARAMETER=VALUE, repeatable (at most 20)' }),
  lang: z.enum(['pt', 'en']).optional().meta({ description: 'language of the findings and notes (default pt)' }),
  assumeSurveyed: z.enum(['true', 'false']).optional().meta({
    description:
      'planning only: treat every place category as surveyed, declared or not (issue 7); the answer says so (assumeSurveyed: true and a note)',
  }),
};

const resolution = boundedNumber(0.5, 1000)
  .optional()
  .meta({ description: 'cell size in metres (default 10; without signing in, at least 10)' });

type MapQuery = {
  date?: string | undefined;
  activity?: string | undefined;
  class?: string | undefined;
  set?: string | string[] | undefined;
  assumeSurveyed?: 'true' | 'false' | undefined;
  lang?: 'pt' | 'en' | undefined;
};

/**
 * The use case's checks, answered as 400 naming the query parameter; but the municipality is the
 * path's, and one without a law pack is the 404 every route gives (problem.ts packOr404).
 */
function paramsOf(c: Ctx, m: string, q: MapQuery, res?: number) {
  const packs = c.get('deps').packs;
  packOr404(packs, m, (id) => packFor(packs, id));
  try {
    const p = viabilityParams(
      c.get('deps').packs,
      m,
      {
        date: q.date,
        activity: q.activity,
        class: q.class,
        resolution: res === undefined ? undefined : String(res),
        set: q.set === undefined ? [] : Array.isArray(q.set) ? q.set : [q.set],
      },
      c.get('deps').today(),
    );
    if (q.assumeSurveyed === 'true') p.opts.assumeSurveyed = true;
    if (q.lang !== undefined) p.opts.lang = q.lang;
    return p;
  } catch (e) {
    throw asParameterProblem(e);
  }
}

function asParameterProblem(e: unknown): unknown {
  if (!(e instanceof InputError)) return e;
  const errors = e.problems.map(({ field, found, expected }) => ({ field: `query.${field}`, found, expected }));
  return new HttpProblem('invalid-parameter', e.message, errors);
}

/**
 * Passes each part on in a turn of the event loop of its own. The channel from the child
 * delivers up to 32 reads (~2 MB) in one turn, and writing them all to the client's socket at
 * once held the event loop for 30–50 ms (on a local connection, the kernel's send runs the
 * receiver's side too); a part per turn lets other requests' answers go in between.
 */
function onePartPerTurn(): TransformStream<Uint8Array, Uint8Array> {
  return new TransformStream({
    async transform(part, ctl) {
      await new Promise((r) => setImmediate(r));
      ctl.enqueue(part);
    },
  });
}

/** Runs a task in the compute pool; a full queue or a task over time → 503 with Retry-After. */
async function compute(c: Ctx, task: ComputeTask): Promise<Response> {
  try {
    const result = await c.get('deps').compute.run(task);
    // Streamed part by part as the child sends them (see ComputeResult).
    const headers = { ...baseHeaders(c), 'content-type': result.contentType, 'content-length': String(result.byteLength) };
    const res = new Response(result.body.pipeThrough(onePartPerTurn()), { status: 200, headers });
    stamped.add(res);
    return res;
  } catch (e) {
    if (e instanceof PoolBusy || e instanceof TaskTimeout) {
      throw new HttpProblem('unavailable', `${e.message}; try again shortly.`, undefined, { headers: { 'retry-after': '5' } });
    }
    throw asParameterProblem(e);
  }
}

/** Computes a map in the pool, within the caller's limits; the answer as is (GeoJSON or SVG). */
async function heavyMap(c: Ctx, m: string, kind: 'viability-map' | 'viability-svg', q: MapQuery & { resolution?: number | undefined }) {
  const { pack, opts } = paramsOf(c, m, q, q.resolution);
  const limits = c.get('deps').config.heavy;
  const signedIn = c.get('principal') !== null;
  const res = opts.resolutionM ?? 10;
  if (!signedIn && res < limits.anonymousMinResolutionM) {
    throw new HttpProblem('invalid-parameter', `query.resolution: ${res} m is finer than a map without signing in may be`, [
      {
        field: 'query.resolution',
        found: `${res} m`,
        expected: `at least ${limits.anonymousMinResolutionM} m without signing in (sign in for a finer map; /check answers exactly at a point)`,
      },
    ]);
  }
  const release = await admitHeavy(c);
  try {
    return await compute(c, {
      kind,
      municipality: m,
      opts: { ...opts, maxCells: signedIn ? limits.maxCells : limits.anonymousMaxCells },
      maxChars: limits.maxResultBytes,
      title: `${pack.name} — ${opts.activity} — ${opts.date}`,
    });
  } finally {
    release();
  }
}

export function viabilityRoutes(app: OpenAPIHono<AppEnv>): void {
  mount(app, {
    route: createRoute({
      method: 'get',
      path: '/api/viability/{municipality}',
      tags,
      summary: 'Viability map: where a new establishment may be sited under every distance rule (GeoJSON)',
      request: { params: z.strictObject({ municipality }), query: z.strictObject({ ...mapQuery, resolution }) },
      responses: {
        200: {
          description: 'Allowed and excluded areas, the rules and places that decide',
          content: { 'application/geo+json': { schema: viabilityMap } },
        },
        ...problems(400, 404, 429, 503),
      },
    }),
    access: 'public',
    handler: (c, { params, query }) => heavyMap(c, params.municipality, 'viability-map', query),
  });

  mount(app, {
    route: createRoute({
      method: 'get',
      path: '/api/viability/{municipality}/preview.svg',
      tags,
      summary: 'Viability map as an SVG preview',
      request: { params: z.strictObject({ municipality }), query: z.strictObject({ ...mapQuery, resolution }) },
      responses: {
        200: { description: 'SVG', content: { 'image/svg+xml': { schema: z.string() } } },
        ...problems(400, 404, 429, 503),
      },
    }),
    access: 'public',
    handler: (c, { params, query }) => heavyMap(c, params.municipality, 'viability-svg', query),
  });

  mount(app, {
    route: createRoute({
      method: 'get',
      path: '/api/viability/{municipality}/check',
      tags,
      summary: 'Viability at one point: the law’s own rules run with the registries',
      request: {
        params: z.strictObject({ municipality }),
        query: z.strictObject({
          ...mapQuery,
          lon: boundedNumber(-180, 180).meta({ description: 'longitude, degrees (WGS 84)' }),
          lat: boundedNumber(-90, 90).meta({ description: 'latitude, degrees (WGS 84)' }),
        }),
      },
      responses: {
        200: jsonContent(pointViability, 'The answer with the cited findings and the places that decided'),
        ...problems(400, 404, 429, 503),
      },
    }),
    access: 'public',
    handler: (c, { params, query }) => {
      const { pack, opts } = paramsOf(c, params.municipality, query);
      const point: [number, number] = [query.lon, query.lat];
      // Outside the municipality its law has no answer (the CLI's --at refuses it too).
      const outside = pointOutside(pack, point, 'lon');
      if (outside) throw asParameterProblem(new InputError([outside]));
      return compute(c, { kind: 'viability-check', municipality: params.municipality, opts, point, maxChars: 1_048_576 });
    },
  });
}
