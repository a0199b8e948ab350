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
}

const CRS84 = 'http://www.opengis.net/def/crs/OGC/1.3/CRS84';
const CONFORMANCE = [
  'http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/core',
  'http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/geojson',
];
const GEOJSON = 'application/geo+json';
const MAX_LIMIT = 10_000;
const DEFAULT_LIMIT = 100;

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

/** RFC 3339 date or date-time → YYYY-MM-DD; '..' or '' → null (open). */
function dateOf(s: string): string | null {
  if (s === '..' || s === '') return null;
  const m = /^(\d{4}-\d{2}-\d{2})(T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2}))?$/.exec(s);
  if (!m)
    throw new OgcError(
      400,
      'InvalidParameterValue',
      `datetime: found "${s}", expected an RFC 3339 date or date-time, or an interval a/b (".." open)`,
    );
  return m[1] as string;
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
  for (const k of Object.keys(q))
    if (!KNOWN_PARAMS.has(k))
      throw new OgcError(400, 'InvalidParameterValue', `unknown query parameter "${k}"; expected one of ${[...KNOWN_PARAMS].join(', ')}`);
  const out: ItemsQuery = { limit: DEFAULT_LIMIT, offset: 0 };
  if (q.limit !== undefined) {
    const n = Number(q.limit);
    if (!Number.isInteger(n) || n < 1)
      throw new OgcError(400, 'InvalidParameterValue', `limit: found "${q.limit}", expected an integer from 1 to ${MAX_LIMIT}`);
    out.limit = Math.min(n, MAX_LIMIT);
  }
  if (q.offset !== undefined) {
    const n = Number(q.offset);
    if (!Number.isInteger(n) || n < 0)
      throw new OgcError(400, 'InvalidParameterValue', `offset: found "${q.offset}", expected an integer ≥ 0`);
    out.offset = n;
  }
  if (q['bbox-crs'] !== undefined && q['bbox-crs'] !== CRS84)
    throw new OgcError(400, 'InvalidParameterValue', `bbox-crs: found "${q['bbox-crs']}", expected ${CRS84}`);
  if (q.bbox !== undefined) {
    const parts = q.bbox.split(',').map(Number);
    if ((parts.length !== 4 && parts.length !== 6) || parts.some((x) => !Number.isFinite(x)))
      throw new OgcError(400, 'InvalidParameterValue', `bbox: found "${q.bbox}", expected minLon,minLat,maxLon,maxLat`);
    const b = parts.length === 6 ? [parts[0], parts[1], parts[3], parts[4]] : parts;
    out.bbox = b as BBox;
  }
  if (q.datetime !== undefined) {
    const slash = q.datetime.indexOf('/');
    if (slash < 0) {
      const d = dateOf(q.datetime);
      if (d === null) throw new OgcError(400, 'InvalidParameterValue', 'datetime: ".." is only valid in an interval');
      out.instant = d;
    } else out.interval = [dateOf(q.datetime.slice(0, slash)), dateOf(q.datetime.slice(slash + 1))];
  }
  if (q.category !== undefined) {
    const cats = q.category.split(',');
    const bad = cats.find((x) => !layerCats.includes(x));
    if (bad) throw new OgcError(400, 'InvalidParameterValue', `category: found "${bad}", expected one of ${layerCats.join(', ')}`);
    out.categories = cats;
  }
  if (q.status !== undefined) out.status = q.status;
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
  const base = (c: Context) => `${new URL(c.req.url).origin}${basePath}`;
  const json = (c: Context, body: unknown, type = 'application/json', status: 200 | 400 | 404 = 200) =>
    c.body(JSON.stringify(body), status, {
      'content-type': type === GEOJSON ? `${GEOJSON}; charset=utf-8` : 'application/json; charset=utf-8',
    });

  app.onError((e, c) => {
    if (e instanceof OgcError) return json(c, { code: e.code, description: e.message }, 'application/json', e.status);
    return c.json({ code: 'InternalError', description: e instanceof Error ? e.message : String(e) }, 500);
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
      // Intervals and status filters are applied here: page through everything in the box.
      const all: PlaceRecord[] = [];
      for (let offset = 0; ; ) {
        const page = await source.list({
          municipality,
          categories,
          ...(q.bbox ? { bbox: q.bbox } : {}),
          ...(q.instant ? { asOf: q.instant } : {}),
          limit: 5000,
          offset,
        });
        all.push(...page.items);
        offset += page.items.length;
        if (page.items.length === 0 || offset >= page.total) break;
      }
      const [a, bnd] = q.interval ?? [null, null];
      const kept = all.filter((r) => (!q.interval || overlaps(r, a, bnd)) && (q.status === undefined || r.status === q.status));
      total = kept.length;
      items = kept.slice(q.offset, q.offset + q.limit);
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
    const url = new URL(c.req.url);
    const self = `${b}/collections/${encodeURIComponent(cid)}/items${url.search}`;
    const withOffset = (o: number) => {
      const u = new URL(self);
      u.searchParams.set('offset', String(o));
      u.searchParams.set('limit', String(q.limit));
      return u.toString();
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
