/**
 * The viability map over HTTP, the same as `glp viability`:
 *
 *   GET /{municipality}?date=&activity=&class=&resolution=&set=P=V      GeoJSON map
 *   GET /{municipality}/preview.svg?…                                    SVG preview
 *   GET /{municipality}/check?lon=&lat=&date=&activity=&class=&set=P=V   exact answer at a point
 *
 * Public data (the registries are public, as on the OGC API). Bad parameters answer RFC
 * 9457 problem JSON naming the parameter, what was found and what was expected.
 * Mount: `app.route('/api/viability', createViabilityApp({ repo }))`.
 */
import { Hono } from 'hono';
import type { Context } from 'hono';
import { checkDate, checkOverrides } from '../core/evaluate-document.ts';
import { activitiesOf } from '../core/input/vocabulary.ts';
import { InputError } from '../core/input/validate.ts';
import { parseOverrides as parseOverrideItems } from '../core/overrides.ts';
import type { Pack } from '../core/pack.ts';
import type { Repository } from '../store/repository.ts';
import { packFor } from './generate.ts';
import { normClasses } from './plan.ts';
import { PlaceRegistry } from './registry.ts';
import { computeViability, type ViabilityOptions, viabilityAt, viabilitySvg } from './viability.ts';

export interface ViabilityAppOptions {
  repo?: Repository;
  registry?: PlaceRegistry;
  /** Today's date (the API reads the clock; tests pass a fixed one). */
  today?: () => string;
}

function parseSet(values: string[]): Record<string, unknown> {
  return parseOverrideItems(values, (s) => InputError.of('set', JSON.stringify(s), 'PARAMETER=VALUE'));
}

/** Checks the common parameters of a viability request; bad ones → InputError (400). */
export function viabilityParams(
  municipality: string,
  q: {
    date?: string | undefined;
    activity?: string | undefined;
    class?: string | undefined;
    resolution?: string | undefined;
    set?: string[];
  },
  today: string,
): { pack: Pack; opts: ViabilityOptions } {
  const pack = packFor(municipality);
  if (!pack) throw InputError.of('municipality', JSON.stringify(municipality), 'a municipality with a law pack');
  const date = checkDate(pack, q.date ?? today);
  const activity = q.activity ?? 'glp-resale';
  const activities = activitiesOf([pack]).map((t) => t.id);
  if (!activities.includes(activity)) throw InputError.of('activity', JSON.stringify(activity), `one of ${activities.join(', ')}`);
  const opts: ViabilityOptions = { date, activity };
  if (q.class !== undefined) {
    const classes = normClasses();
    if (!classes.includes(q.class)) throw InputError.of('class', JSON.stringify(q.class), `an NBR 15514 class: ${classes.join(', ')}`);
    opts.normClass = q.class;
  }
  if (q.resolution !== undefined) {
    const r = Number(q.resolution);
    if (!Number.isFinite(r) || r < 0.5 || r > 1000)
      throw InputError.of('resolution', JSON.stringify(q.resolution), 'a cell size in metres from 0.5 to 1000');
    opts.resolutionM = r;
  }
  const overrides = parseSet(q.set ?? []);
  // Clones of a municipality ("salvador-ba~003") use its pack's parameter ids.
  checkOverrides(pack, overrides);
  opts.overrides = overrides;
  return { pack, opts };
}

export function createViabilityApp(o: ViabilityAppOptions): Hono {
  const app = new Hono();
  const today = o.today ?? (() => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date()));
  const registryFor = async (m: string): Promise<PlaceRegistry> => {
    if (o.registry) return o.registry;
    if (!o.repo) throw new Error('createViabilityApp: a repo or a registry is needed');
    return PlaceRegistry.fromRepository(o.repo, { municipalities: [m] });
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
    const { pack, opts } = viabilityParams(m, params(c), today());
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
    const { pack, opts } = viabilityParams(m, params(c), today());
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
    const { pack, opts } = viabilityParams(m, params(c), today());
    const reg = await registryFor(m);
    const map = computeViability(reg, pack, m, opts);
    return c.body(JSON.stringify(map.geojson), 200, { 'content-type': 'application/geo+json; charset=utf-8' });
  });

  return app;
}
