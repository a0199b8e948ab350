/**
 * The place registries as OGC API – Features (Part 1: Core, GeoJSON), so QGIS, GDAL/OGR
 * (`ogrinfo OAPIF:https://…/ogc`) and any OGC client open them directly.
 *
 * One collection per municipality and layer: `<municipality>.outlets` (GLP outlets),
 * `.places` (schools, health units, churches, fuel stations, depots… — every other place
 * category), `.zones`, `.urban-perimeter`, `.municipal-boundary`. Items take bbox
 * (CRS84), limit/offset paging, datetime (an instant or an interval, matched against each
 * place's validity) and, beyond the standard, category= and status= filters.
 *
 * Mount: `app.route('/ogc', createOgcApp({ packs, repo }))` (basePath must match the mount path).
 */
import { Hono } from 'hono';
import type { Context } from 'hono';
import type { Repository } from '../../store/repository.ts';
import { placeFeature } from '../../formats/geojson.ts';
import { linkBase } from '../public-url.ts';
import type { BBox } from '../../siting/geom.ts';
import type { Municipality } from '../../domain/municipality.ts';
import { type PlaceSource, recordBox, repositorySource } from '../../siting/source.ts';
import type { PackRegistry } from '../../core/registry.ts';
import { type PlaceRecord, registryVocabulary } from '../../siting/types.ts';

export interface OgcOptions {
  /** The law packs served: the places layer holds the place categories they declare. */
  packs: PackRegistry;
  repo?: Repository;
  source?: PlaceSource;
  /** Path the app is mounted at (default '/ogc'), for the links it writes. */
  basePath?: string;
  title?: string;
  /**
   * Scheme, host and prefix of the links (GLP_PUBLIC_URL; src/api/public-url.ts). Default:
   * `http://<Host>` for a loopback Host, else none (links are paths) — never a forged Host.
   */
  publicUrl?: string | null;
  /** Answers an unexpected error (the API logs it with the request id); default: a bare 500. */
  onInternalError?: (e: unknown, c: Context) => Response | Promise<Response>;
}

const CRS84 = 'http://www.opengis.net/def/crs/OGC/1.3/CRS84';
const CONFORMANCE = [
  'http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/core',
  'http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/geojson',
];
const GEOJSON = 'application/geo+json';
const MAX_LIMIT = 10_000;
const DEFAULT_LIMIT = 100;
/** Deepest page: past it, narrow the query (bbox, datetime) instead. */
const MAX_OFFSET = 1_000_000;
/**
 * Interval and status filters are applied here, scanning the places in the box: at most this
 * many (memory stays bounded either way: only the page asked for is kept).
 */
const MAX_SCAN = 100_000;

type Layers = Record<string, { title: string; description: string; categories: readonly string[] }>;

const layersOf = (placeCategories: readonly string[]): Layers => ({
  outlets: {
    title: 'Revendas de GLP',
    description: 'Postos revendedores de GLP: licenciados, existentes, com licença de construção aprovada, pendentes, fechados.',
    categories: ['glp-outlet'],
  },
  places: {
    title: 'Locais sensíveis e estabelecimentos',
    description:
      'Escolas, creches, saúde, igrejas, quartéis, áreas ambientais, grande comércio, indústrias, postos e depósitos de combustíveis, explosivos e GLP, locais de reunião de público.',
    categories: placeCategories.filter((c) => c !== 'glp-outlet'),
  },
  zones: { title: 'Zonas', description: 'Zoneamento (tipo de zona em "kind").', categories: ['zone'] },
  'urban-perimeter': { title: 'Perímetro urbano', description: 'Perímetro urbano.', categories: ['urban-perimeter'] },
  'municipal-boundary': { title: 'Limite municipal', description: 'Limite do município.', categories: ['municipal-boundary'] },
});

class OgcError extends Error {
  constructor(
    readonly status: 400 | 404,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

function parseCollectionId(LAYERS: Layers, id: string): { municipality: string; layer: string } {
  const dot = id.lastIndexOf('.');
  const layer = dot > 0 ? id.slice(dot + 1) : '';
  if (dot <= 0 || !LAYERS[layer]) throw new OgcError(404, 'NotFound', `collection ${id} not found`);
  return { municipality: id.slice(0, dot), layer };
}

const bad = (param: string, found: string, expected: string) =>
  new OgcError(400, 'InvalidParameterValue', `${param}: found "${found.slice(0, 100)}", expected ${expected}`);

/** A calendar date that exists (2026-02-30 and 2026-13-45 do not). */
function realDate(y: number, m: number, d: number): boolean {
  const t = new Date(Date.UTC(y, m - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === d;
}

const DATETIME_EXPECTED = 'an RFC 3339 date or date-time, or an interval a/b (".." open)';

/** RFC 3339 date or date-time → YYYY-MM-DD; '..' or '' → null (open). */
function dateOf(s: string): string | null {
  if (s === '..' || s === '') return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})([Tt](\d{2}):(\d{2}):(\d{2})(\.\d{1,9})?([Zz]|[+-](\d{2}):(\d{2})))?$/.exec(s);
  if (!m || !realDate(Number(m[1]), Number(m[2]), Number(m[3]))) throw bad('datetime', s, DATETIME_EXPECTED);
  if (m[4] !== undefined) {
    // RFC 3339 §5.6: hour 00–23, minute 00–59, second 00–60 (leap second), offsets likewise.
    const [h, mi, se] = [Number(m[5]), Number(m[6]), Number(m[7])];
    if (h > 23 || mi > 59 || se > 60 || Number(m[10] ?? 0) > 23 || Number(m[11] ?? 0) > 59) throw bad('datetime', s, DATETIME_EXPECTED);
  }
  return `${m[1]}-${m[2]}-${m[3]}`;
}

/** A non-negative integer query value within [min, max], read from its digits (no float rounding). */
function intParam(param: string, raw: string, min: number, max: number): number {
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < min || Number(raw) > max) throw bad(param, raw, `an integer from ${min} to ${max}`);
  return Number(raw);
}

interface ItemsQuery {
  limit: number;
  offset: number;
  bbox?: BBox;
  instant?: string;
  interval?: [string | null, string | null];
  categories?: string[];
  status?: string;
}

const KNOWN_PARAMS = new Set(['f', 'limit', 'offset', 'bbox', 'bbox-crs', 'datetime', 'category', 'status']);

function parseItemsQuery(c: Context, layerCats: readonly string[]): ItemsQuery {
  const q = c.req.query();
  for (const k of Object.keys(q)) if (!KNOWN_PARAMS.has(k)) throw bad('query', k, `a parameter among ${[...KNOWN_PARAMS].join(', ')}`);
  const out: ItemsQuery = { limit: DEFAULT_LIMIT, offset: 0 };
  // OGC API – Features: a limit above the server's maximum is served as the maximum.
  if (q.limit !== undefined) {
    if (!/^\d{1,9}$/.test(q.limit) || Number(q.limit) < 1)
      throw bad('limit', q.limit, `an integer from 1 to ${MAX_LIMIT} (a larger one is served as ${MAX_LIMIT})`);
    out.limit = Math.min(Number(q.limit), MAX_LIMIT);
  }
  if (q.offset !== undefined) out.offset = intParam('offset', q.offset, 0, MAX_OFFSET);
  if (q['bbox-crs'] !== undefined && q['bbox-crs'] !== CRS84) throw bad('bbox-crs', q['bbox-crs'], CRS84);
  if (q.bbox !== undefined) {
    const parts = q.bbox.length > 200 ? [] : q.bbox.split(',').map((x) => (x.trim() === '' ? Number.NaN : Number(x)));
    const b = parts.length === 6 ? [parts[0], parts[1], parts[3], parts[4]] : parts;
    const [w, s0, e, n] = b as number[];
    const ok =
      (parts.length === 4 || parts.length === 6) &&
      b.every((x) => Number.isFinite(x)) &&
      Math.abs(w as number) <= 180 &&
      Math.abs(e as number) <= 180 &&
      Math.abs(s0 as number) <= 90 &&
      Math.abs(n as number) <= 90 &&
      (s0 as number) <= (n as number);
    if (!ok)
      throw bad('bbox', q.bbox, 'minLon,minLat,maxLon,maxLat in degrees (longitudes −180 to 180, latitudes −90 to 90, south ≤ north)');
    out.bbox = b as BBox;
  }
  if (q.datetime !== undefined) {
    const slash = q.datetime.indexOf('/');
    if (slash < 0) {
      const d = dateOf(q.datetime);
      if (d === null) throw bad('datetime', q.datetime, 'a date; ".." is only valid in an interval');
      out.instant = d;
    } else {
      const interval: [string | null, string | null] = [dateOf(q.datetime.slice(0, slash)), dateOf(q.datetime.slice(slash + 1))];
      if (interval[0] !== null && interval[1] !== null && interval[0] > interval[1])
        throw bad('datetime', q.datetime, 'an interval whose start is not after its end');
      out.interval = interval;
    }
  }
  if (q.category !== undefined) {
    const cats = q.category.split(',');
    const unknown = cats.find((x) => !layerCats.includes(x));
    if (unknown !== undefined) throw bad('category', unknown, `one of ${layerCats.join(', ')}`);
    out.categories = cats;
  }
  if (q.status !== undefined) {
    if (!/^[a-z0-9-]{1,40}$/.test(q.status)) throw bad('status', q.status, 'a place status such as licensed, existing, closed');
    out.status = q.status;
  }
  return out;
}

function overlaps(r: PlaceRecord, a: string | null, b: string | null): boolean {
  // Validity [validFrom, validTo) meets the closed interval [a, b].
  if (b !== null && r.validFrom !== null && r.validFrom > b) return false;
  if (a !== null && r.validTo !== null && r.validTo <= a) return false;
  return true;
}

export function createOgcApp(opts: OgcOptions): Hono {
  const source = opts.source ?? (opts.repo ? repositorySource(opts.repo) : null);
  if (!source) throw new Error('createOgcApp: a repo or a source is needed');
  const basePath = (opts.basePath ?? '/ogc').replace(/\/$/, '');
  const title = opts.title ?? 'GLP Licenciamento — cadastros de locais';
  const LAYERS = layersOf(registryVocabulary(opts.packs.list()).placeCategories);
  const app = new Hono();
  const base = (c: Context) => `${linkBase(opts.publicUrl, c.req.header('host'))}${basePath}`;
  const json = (c: Context, body: unknown, type = 'application/json', status: 200 | 400 | 404 = 200) =>
    c.body(JSON.stringify(body), status, {
      'content-type': type === GEOJSON ? `${GEOJSON}; charset=utf-8` : 'application/json; charset=utf-8',
    });

  app.onError((e, c) => {
    // OGC API – Common recommends RFC 7807/9457 problem details; OGC's own `code` and
    // `description` ride along for clients written against Features Part 1's exception.
    if (e instanceof OgcError)
      return c.body(
        JSON.stringify({
          type: 'about:blank',
          title: e.status === 404 ? 'Not Found' : 'Bad Request',
          status: e.status,
          detail: e.message,
          code: e.code,
          description: e.message,
        }),
        e.status,
        { 'content-type': 'application/problem+json; charset=utf-8' },
      );
    // Never the message: it may name tables, files or values. The API logs it with the request id.
    if (opts.onInternalError) return opts.onInternalError(e, c);
    return c.json({ code: 'InternalError', description: 'Something went wrong on our side.' }, 500);
  });

  app.get('/', (c) => {
    const b = base(c);
    return json(c, {
      title,
      description: 'Revendas de GLP, locais sensíveis, zonas, perímetro urbano e limite de cada município, com fonte e data de importação.',
      links: [
        { href: b, rel: 'self', type: 'application/json', title: 'this document' },
        { href: `${b}/conformance`, rel: 'conformance', type: 'application/json', title: 'conformance classes' },
        { href: `${b}/collections`, rel: 'data', type: 'application/json', title: 'collections' },
      ],
    });
  });

  app.get('/conformance', (c) => json(c, { conformsTo: CONFORMANCE }));

  const extentOf = async (m: string): Promise<BBox | null> => {
    const page = await source.list({ municipality: m, categories: ['municipal-boundary'], limit: 10, offset: 0 });
    let box: BBox | null = null;
    for (const r of page.items) {
      if (!r.geometry) continue;
      const rb = recordBox(r);
      box = box ? [Math.min(box[0], rb[0]), Math.min(box[1], rb[1]), Math.max(box[2], rb[2]), Math.max(box[3], rb[3])] : rb;
    }
    return box;
  };

  const collection = async (c: Context, m: Municipality, layer: string, extent?: BBox | null) => {
    const b = base(c);
    const id = `${m.id}.${layer}`;
    const L = LAYERS[layer] as Layers[string];
    // The municipal boundary's box (Brazil's when none is registered).
    const box = (extent === undefined ? await extentOf(m.id) : extent) ?? [-74, -34, -34, 6];
    return {
      id,
      title: `${L.title} — ${m.name}${m.uf ? `/${m.uf}` : ''}`,
      description: L.description,
      itemType: 'feature',
      crs: [CRS84],
      extent: {
        spatial: { bbox: [box], crs: CRS84 },
        temporal: { interval: [[null, null]], trs: 'http://www.opengis.net/def/uri/OGC/1.0/gregorian' },
      },
      links: [
        { href: `${b}/collections/${encodeURIComponent(id)}`, rel: 'self', type: 'application/json', title: 'this collection' },
        { href: `${b}/collections/${encodeURIComponent(id)}/items`, rel: 'items', type: GEOJSON, title: 'features' },
      ],
    };
  };

  app.get('/collections', async (c) => {
    const b = base(c);
    const munis = await source.municipalities();
    const collections = [];
    for (const m of munis) {
      const extent = await extentOf(m.id);
      for (const layer of Object.keys(LAYERS)) collections.push(await collection(c, m, layer, extent));
    }
    return json(c, {
      links: [{ href: `${b}/collections`, rel: 'self', type: 'application/json', title: 'this document' }],
      collections,
    });
  });

  const municipalityOf = async (id: string): Promise<Municipality> => {
    const m = (await source.municipalities()).find((x) => x.id === id);
    if (!m) throw new OgcError(404, 'NotFound', `municipality ${id} not found`);
    return m;
  };

  app.get('/collections/:cid', async (c) => {
    const { municipality, layer } = parseCollectionId(LAYERS, c.req.param('cid'));
    return json(c, await collection(c, await municipalityOf(municipality), layer));
  });

  app.get('/collections/:cid/items', async (c) => {
    const cid = c.req.param('cid');
    const { municipality, layer } = parseCollectionId(LAYERS, cid);
    await municipalityOf(municipality);
    const L = LAYERS[layer] as Layers[string];
    const q = parseItemsQuery(c, L.categories);
    const categories = q.categories ?? [...L.categories];
    let items: PlaceRecord[];
    let total: number;
    if (q.interval || q.status !== undefined) {
      // Intervals and status filters are applied here: page through the box, keeping only the page asked for.
      const [a, bnd] = q.interval ?? [null, null];
      items = [];
      total = 0;
      let scanned = 0;
      for (let offset = 0; ; ) {
        const page = await source.list({
          municipality,
          categories,
          ...(q.bbox ? { bbox: q.bbox } : {}),
          ...(q.instant ? { asOf: q.instant } : {}),
          limit: 5000,
          offset,
        });
        if (offset === 0 && page.total > MAX_SCAN)
          throw bad(
            'bbox',
            `${page.total} places in the box`,
            `a query that selects at most ${MAX_SCAN} places before the interval or status filter: narrow it with bbox`,
          );
        for (const r of page.items) {
          if ((q.interval && !overlaps(r, a, bnd)) || (q.status !== undefined && r.status !== q.status)) continue;
          if (total >= q.offset && items.length < q.limit) items.push(r);
          total++;
        }
        scanned += page.items.length;
        offset += page.items.length;
        if (page.items.length === 0 || offset >= page.total || scanned >= MAX_SCAN) break;
      }
    } else {
      const page = await source.list({
        municipality,
        categories,
        ...(q.bbox ? { bbox: q.bbox } : {}),
        ...(q.instant ? { asOf: q.instant } : {}),
        limit: q.limit,
        offset: q.offset,
      });
      items = page.items;
      total = page.total;
    }
    const b = base(c);
    const itemsPath = `${b}/collections/${encodeURIComponent(cid)}/items`;
    const search = new URL(c.req.url).searchParams;
    const self = search.size > 0 ? `${itemsPath}?${search}` : itemsPath;
    const withOffset = (o: number) => {
      const p = new URLSearchParams(search);
      p.set('offset', String(o));
      p.set('limit', String(q.limit));
      return `${itemsPath}?${p}`;
    };
    const links: { href: string; rel: string; type: string; title: string }[] = [
      { href: self, rel: 'self', type: GEOJSON, title: 'this document' },
      { href: `${b}/collections/${encodeURIComponent(cid)}`, rel: 'collection', type: 'application/json', title: 'the collection' },
    ];
    if (q.offset + items.length < total)
      links.push({ href: withOffset(q.offset + items.length), rel: 'next', type: GEOJSON, title: 'next page' });
    if (q.offset > 0) links.push({ href: withOffset(Math.max(0, q.offset - q.limit)), rel: 'prev', type: GEOJSON, title: 'previous page' });
    return json(
      c,
      {
        type: 'FeatureCollection',
        features: items.map(placeFeature),
        numberMatched: total,
        numberReturned: items.length,
        timeStamp: new Date().toISOString(),
        links,
      },
      GEOJSON,
    );
  });

  app.get('/collections/:cid/items/:fid', async (c) => {
    const cid = c.req.param('cid');
    const { municipality, layer } = parseCollectionId(LAYERS, cid);
    const rec = await source.get(municipality, c.req.param('fid'));
    const L = LAYERS[layer] as Layers[string];
    if (!rec || !L.categories.includes(rec.category))
      throw new OgcError(404, 'NotFound', `feature ${c.req.param('fid')} not found in ${cid}`);
    const b = base(c);
    return json(
      c,
      {
        ...placeFeature(rec),
        links: [
          {
            href: `${b}/collections/${encodeURIComponent(cid)}/items/${encodeURIComponent(rec.id)}`,
            rel: 'self',
            type: GEOJSON,
            title: 'this feature',
          },
          { href: `${b}/collections/${encodeURIComponent(cid)}`, rel: 'collection', type: 'application/json', title: 'the collection' },
        ],
      },
      GEOJSON,
    );
  });

  return app;
}
