/**
 * The registries as OGC API – Features (/ogc): public reads, for every principal alike (issue #4;
 * documented in /openapi.json by src/api/routes/ogc-docs.ts). A municipality's registry is public
 * data: the other municipality's official reads it too.
 */
import { type Fixture, OWN } from './api.ts';

/** The shape of authorization-matrix.ts's Case, for public reads (not imported: that file imports this one). */
interface OgcCase {
  name: string;
  roles: 'public';
  ok: number;
  other: 'ok';
  request(fx: Fixture): Promise<{ method: string; path: string }>;
}

async function aPlaceId(fx: Fixture): Promise<string> {
  const page = await fx.api.deps.repo.listPlaces(null, { municipality: OWN, categories: ['school'], limit: 1, offset: 0 });
  const id = page.items[0]?.id;
  if (!id) throw new Error('the matrix fixture has a school');
  return id;
}

export const OGC_CASES: OgcCase[] = [
  { name: 'GET /ogc', roles: 'public', ok: 200, other: 'ok', request: async () => ({ method: 'GET', path: '/ogc' }) },
  {
    name: 'GET /ogc/conformance',
    roles: 'public',
    ok: 200,
    other: 'ok',
    request: async () => ({ method: 'GET', path: '/ogc/conformance' }),
  },
  {
    name: 'GET /ogc/collections',
    roles: 'public',
    ok: 200,
    other: 'ok',
    request: async () => ({ method: 'GET', path: '/ogc/collections' }),
  },
  {
    name: 'GET /ogc/collections/{cid}',
    roles: 'public',
    ok: 200,
    other: 'ok',
    request: async () => ({ method: 'GET', path: `/ogc/collections/${OWN}.places` }),
  },
  {
    name: 'GET /ogc/collections/{cid}/items',
    roles: 'public',
    ok: 200,
    other: 'ok',
    request: async () => ({ method: 'GET', path: `/ogc/collections/${OWN}.places/items` }),
  },
  {
    name: 'GET /ogc/collections/{cid}/items/{fid}',
    roles: 'public',
    ok: 200,
    other: 'ok',
    request: async (fx) => ({ method: 'GET', path: `/ogc/collections/${OWN}.places/items/${await aPlaceId(fx)}` }),
  },
];
