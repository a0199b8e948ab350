/**
 * The viability map over HTTP, the same as `glp viability`:
 *
 *   GET /{municipality}?date=&activity=&class=&resolution=&set=P=V      GeoJSON map
 *   GET /{municipality}/preview.svg?…                                    SVG preview
 *   GET /{municipality}/check?lon=&lat=&date=&activity=&class=&set=P=V   exact answer at a point
 *
 * Public data (the registries are public, as on the OGC API). Bad parameters answer RFC
 * 9457 problem JSON naming the parameter, what was found and what was expected.
 * Mount: `app.route('/api/viability', createViabilityApp({ packs, repo }))`. The parameters and
 * the registry loading are the use case's (src/app/viability.ts), shared with `glp viability`.
 */
import { Hono } from 'hono';
import type { Context } from 'hono';
import { loadMunicipalityRegistry, viabilityParams } from '../../app/viability.ts';
import { InputError } from '../../core/input/validate.ts';
import type { PackRegistry } from '../../core/registry.ts';
import type { PlaceRegistry } from '../../siting/registry.ts';
import { computeViability } from '../../siting/viability.ts';
import type { Repository } from '../../store/repository.ts';
import { viabilityAt } from '../../siting/viability-point.ts';
import { viabilitySvg } from '../../siting/viability-render.ts';

export interface ViabilityAppOptions {
  packs: PackRegistry;
  repo?: Repository;
  registry?: PlaceRegistry;
  /** Today's date (the API reads the clock; tests pass a fixed one). */
  today?: () => string;
}

export function createViabilityApp(o: ViabilityAppOptions): Hono {
  const app = new Hono();
  const today = o.today ?? (() => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date()));
  const registryFor = async (m: string): Promise<PlaceRegistry> => {
    if (o.registry) return o.registry;
    if (!o.repo) throw new Error('createViabilityApp: a repo or a registry is needed');
    return loadMunicipalityRegistry(o.repo, m);
  };
  const params = (c: Context) => {
    const q = c.req.query();
    return {
      date: q.date,
      activity: q.activity,
      class: q.class,
      resolution: q.resolution,
      set: c.req.queries('set') ?? [],
    };
  };

  app.onError((e, c) => {
    if (e instanceof InputError)
      return c.body(
        JSON.stringify({
          type: 'https://glp-licenciamento.example/problems/invalid-parameter',
          title: 'Invalid parameter',
          status: 400,
          detail: e.message,
          errors: e.problems.map((p) => ({ field: p.field, found: p.found, expected: p.expected })),
        }),
        400,
        { 'content-type': 'application/problem+json' },
      );
    return c.body(
      JSON.stringify({ type: 'https://glp-licenciamento.example/problems/internal', title: 'Internal server error', status: 500 }),
      500,
      { 'content-type': 'application/problem+json' },
    );
  });

  app.get('/:municipality/check', async (c) => {
    const m = c.req.param('municipality');
    const { pack, opts } = viabilityParams(o.packs, m, params(c), today());
    const lon = Number(c.req.query('lon'));
    const lat = Number(c.req.query('lat'));
    if (!Number.isFinite(lon) || lon < -180 || lon > 180)
      throw InputError.of('lon', JSON.stringify(c.req.query('lon') ?? null), 'a longitude in degrees');
    if (!Number.isFinite(lat) || lat < -90 || lat > 90)
      throw InputError.of('lat', JSON.stringify(c.req.query('lat') ?? null), 'a latitude in degrees');
    const reg = await registryFor(m);
    return c.json({
      municipality: m,
      point: [lon, lat],
      date: opts.date,
      activity: opts.activity,
      ...viabilityAt(reg, pack, m, [lon, lat], opts),
    });
  });

  app.get('/:municipality/preview.svg', async (c) => {
    const m = c.req.param('municipality');
    const { pack, opts } = viabilityParams(o.packs, m, params(c), today());
    const reg = await registryFor(m);
    const map = computeViability(reg, pack, m, { ...opts, geojson: false });
    const boundary =
      reg
        .get(m)
        ?.areasOf('municipal-boundary', opts.date)
        .map((a) => a.geom) ?? [];
    return c.body(viabilitySvg(map, boundary, `${pack.name} — ${opts.activity} — ${opts.date}`), 200, { 'content-type': 'image/svg+xml' });
  });

  app.get('/:municipality', async (c) => {
    const m = c.req.param('municipality');
    const { pack, opts } = viabilityParams(o.packs, m, params(c), today());
    const reg = await registryFor(m);
    const map = computeViability(reg, pack, m, opts);
    return c.body(JSON.stringify(map.geojson), 200, { 'content-type': 'application/geo+json; charset=utf-8' });
  });

  return app;
}
