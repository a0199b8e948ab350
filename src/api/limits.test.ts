/**
 * Per-client limits of the API (issue #9 item 2): requests without signing in have a budget per
 * client address (not /api/health, not signed-in callers); heavy requests are also limited to
 * a few in flight per client; the in-memory budget refills and stays bounded in keys.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { makeUser, openTestApi, systemScope, type TestApi } from '../../test/support/api.ts';
import { packs } from '../../test/support/packs.ts';
import type { PolygonGeometry } from '../siting/geom.ts';
import { realBoundaries } from '../siting/synthetic-municipalities.ts';
import { DEFAULT_HEAVY } from './context.ts';
import { LocalBudget } from './limits.ts';

describe('the in-memory budget', () => {
  it('allows burst at once, then one per interval; keys are independent and bounded', () => {
    const b = new LocalBudget(3);
    const rule = { burst: 2, intervalMs: 1000 };
    assert.deepEqual(b.spend('a', rule, 0), { ok: true });
    assert.deepEqual(b.spend('a', rule, 0), { ok: true });
    assert.deepEqual(b.spend('a', rule, 0), { ok: false, retryAfterMs: 1000 });
    assert.deepEqual(b.spend('a', rule, 999), { ok: false, retryAfterMs: 1 });
    assert.deepEqual(b.spend('a', rule, 1000), { ok: true });
    for (const k of ['b', 'c', 'd']) b.spend(k, rule, 1000);
    // Four keys seen, three kept: 'a' (used least recently) was dropped and starts afresh.
    assert.deepEqual(b.spend('a', rule, 1000), { ok: true });
    assert.deepEqual(b.spend('a', rule, 1000), { ok: true });
  });
});

describe('requests without signing in', () => {
  let api: TestApi;
  before(async () => {
    api = await openTestApi('sqlite', {
      config: { trustProxy: true, anonymousRate: { burst: 3, intervalMs: 60_000 }, heavy: { ...DEFAULT_HEAVY, inFlightPerClient: 1 } },
    });
    await api.deps.repo.insertPlaces(systemScope(), [
      {
        municipality: 'belem-pa',
        category: 'municipal-boundary',
        status: null,
        name: 'Belém',
        geometry: realBoundaries(packs).get('belem-pa') as PolygonGeometry,
        source: 'teste',
        importedAt: '2025-01-15T12:00:00.000Z',
        validFrom: null,
        validTo: null,
        data: {},
      },
    ]);
  });
  after(async () => {
    await api?.close();
  });
  const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });

  it('have a budget per address: then 429 with Retry-After; /api/health and signed-in callers are not counted', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await api.req('GET', '/api/municipalities', from('10.60.0.1'))).status);
    assert.deepEqual(statuses, [200, 200, 200, 429]);
    const over = await api.req('GET', '/ogc/collections', from('10.60.0.1'));
    assert.equal(over.status, 429);
    assert.match(over.headers.get('retry-after') ?? '', /^[1-9]\d*$/);
    for (let i = 0; i < 5; i++) assert.equal((await api.req('GET', '/api/health', from('10.60.0.1'))).status, 200);
    assert.equal((await api.req('GET', '/api/municipalities', from('10.60.0.2'))).status, 200, 'another address');
    const { token } = await makeUser(api, ['inspector'], 'belem-pa', 'inspector');
    for (let i = 0; i < 5; i++) assert.equal((await api.req('GET', '/api/municipalities', { token, ...from('10.60.0.1') })).status, 200);
  });

  it('a client has at most inFlightPerClient maps being computed', async () => {
    const { token } = await makeUser(api, ['licensing-officer'], 'belem-pa', 'officer');
    const maps = await Promise.all([1, 2].map(() => api.req('GET', '/api/viability/belem-pa?resolution=5&date=2025-06-01', { token })));
    assert.deepEqual(maps.map((m) => m.status).sort(), [200, 429]);
    assert.match(maps.find((m) => m.status === 429)?.json.detail ?? '', /You already have 1 maps being computed/);
    // Once it is done, the next one is admitted.
    assert.equal((await api.req('GET', '/api/viability/belem-pa?resolution=1000&date=2025-06-01', { token })).status, 200);
  });
});
