/**
 * No lost update (ETag/If-Match) and no duplicate creation (Idempotency-Key), on both engines.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { buildFixture, type Fixture, forEachEngine, inputFor, OWN, openTestApi, unique } from '../../test/support/api.ts';

await forEachEngine('ETag and If-Match', (engine) => {
  let fx: Fixture;
  before(async () => {
    fx = await buildFixture(await openTestApi(engine));
  });
  after(async () => {
    await fx?.api.close();
  });

  async function newEstablishment(): Promise<{ id: string; etag: string }> {
    const res = await fx.api.req('POST', '/api/establishments', {
      token: fx.token('licensing-officer@own'),
      body: { name: unique('Depósito') },
    });
    assert.equal(res.status, 201, res.text);
    return { id: res.json.id, etag: res.headers.get('etag') ?? '' };
  }

  test('reads carry the version as a strong ETag; updates return the next one', async () => {
    const { id, etag } = await newEstablishment();
    assert.equal(etag, '"v1"');
    const get = await fx.api.req('GET', `/api/establishments/${id}`, { token: fx.token('inspector@own') });
    assert.equal(get.headers.get('etag'), '"v1"');
    const upd = await fx.api.req('PATCH', `/api/establishments/${id}`, {
      token: fx.token('inspector@own'),
      body: { data: { inspectedOn: '2025-02-01' } },
      headers: { 'if-match': etag },
    });
    assert.equal(upd.status, 200, upd.text);
    assert.equal(upd.headers.get('etag'), '"v2"');
    assert.deepEqual(upd.json.data, { inspectedOn: '2025-02-01' });
  });

  test('an update without If-Match is refused with 428, a malformed one with 400, a stale one with 412', async () => {
    const { id } = await newEstablishment();
    const token = fx.token('licensing-officer@own');
    const none = await fx.api.req('PATCH', `/api/establishments/${id}`, { token, body: { name: 'X' } });
    assert.equal(none.status, 428);
    assert.equal(none.headers.get('content-type'), 'application/problem+json; charset=utf-8');
    assert.equal(none.json.errors[0].field, 'If-Match');
    const bad = await fx.api.req('PATCH', `/api/establishments/${id}`, { token, body: { name: 'X' }, headers: { 'if-match': 'v1' } });
    assert.equal(bad.status, 400);
    assert.equal(bad.json.errors[0].field, 'If-Match');
    const ok = await fx.api.req('PATCH', `/api/establishments/${id}`, { token, body: { name: 'Y' }, headers: { 'if-match': '"v1"' } });
    assert.equal(ok.status, 200);
    const stale = await fx.api.req('PATCH', `/api/establishments/${id}`, { token, body: { name: 'Z' }, headers: { 'if-match': '"v1"' } });
    assert.equal(stale.status, 412);
    assert.deepEqual(stale.json.errors, [{ field: 'If-Match', found: '"v1"', expected: '"v2"' }]);
    assert.equal(stale.headers.get('etag'), '"v2"');
    const get = await fx.api.req('GET', `/api/establishments/${id}`, { token });
    assert.equal(get.json.name, 'Y', 'the stale update changed nothing');
  });

  test('If-Match: * updates whatever version is current', async () => {
    const { id } = await newEstablishment();
    const res = await fx.api.req('PATCH', `/api/establishments/${id}`, {
      token: fx.token('licensing-officer@own'),
      body: { status: 'closed' },
      headers: { 'if-match': '*' },
    });
    assert.equal(res.status, 200);
    assert.equal(res.json.status, 'closed');
  });

  test('concurrent updates of one record: exactly one succeeds, the others get 412, nothing is lost silently', async () => {
    const { id } = await newEstablishment();
    const who = ['licensing-officer@own', 'inspector@own'];
    const n = 12;
    const results = await Promise.all(
      Array.from({ length: n }, (_, i) =>
        fx.api.req('PATCH', `/api/establishments/${id}`, {
          token: fx.token(who[i % who.length] as string),
          body: { name: `Edição ${i}` },
          headers: { 'if-match': '"v1"' },
        }),
      ),
    );
    const statuses = results.map((r) => r.status);
    assert.equal(statuses.filter((s) => s === 200).length, 1, `statuses: ${statuses.join(',')}`);
    assert.equal(statuses.filter((s) => s === 412).length, n - 1, `statuses: ${statuses.join(',')}`);
    const winner = results.find((r) => r.status === 200)?.json;
    const final = await fx.api.req('GET', `/api/establishments/${id}`, { token: fx.token('licensing-officer@own') });
    assert.equal(final.json.name, winner.name);
    assert.equal(final.json.version, 2);
    const audit = await fx.api.req('GET', `/api/audit?entityId=${id}&action=establishment.update`, {
      token: fx.token('municipal-admin@own'),
    });
    assert.equal(audit.json.total, 1, 'one change, one audit entry');
  });

  test('concurrent status changes of one application: one wins', async () => {
    const created = await fx.api.req('POST', '/api/applications', {
      token: fx.token('applicant@own'),
      body: { type: 'new', input: inputFor(OWN) },
    });
    assert.equal(created.status, 201, created.text);
    const id = created.json.id as string;
    const results = await Promise.all([
      fx.api.req('POST', `/api/applications/${id}/submit`, { token: fx.token('applicant@own'), headers: { 'if-match': '"v1"' } }),
      fx.api.req('PATCH', `/api/applications/${id}`, {
        token: fx.token('applicant@own'),
        body: { status: 'withdrawn' },
        headers: { 'if-match': '"v1"' },
      }),
      fx.api.req('PATCH', `/api/applications/${id}`, {
        token: fx.token('licensing-officer@own'),
        body: { type: 'renewal' },
        headers: { 'if-match': '"v1"' },
      }),
    ]);
    const statuses = results.map((r) => r.status).sort();
    assert.deepEqual(statuses, [200, 412, 412]);
  });
});

await forEachEngine('Idempotency-Key', (engine) => {
  let fx: Fixture;
  before(async () => {
    fx = await buildFixture(await openTestApi(engine));
  });
  after(async () => {
    await fx?.api.close();
  });

  async function countByName(name: string): Promise<number> {
    const res = await fx.api.req('GET', `/api/establishments?q=${encodeURIComponent(name)}&limit=200`, {
      token: fx.token('licensing-officer@own'),
    });
    return (res.json.items as { name: string }[]).filter((e) => e.name === name).length;
  }

  test('a retried creation with the same key and body returns the stored response and creates nothing more', async () => {
    const name = unique('Idempotente');
    const key = crypto.randomUUID();
    const opts = { token: fx.token('licensing-officer@own'), body: { name }, headers: { 'idempotency-key': key } };
    const first = await fx.api.req('POST', '/api/establishments', opts);
    assert.equal(first.status, 201);
    assert.equal(first.headers.get('idempotent-replayed'), null);
    const second = await fx.api.req('POST', '/api/establishments', opts);
    assert.equal(second.status, 201);
    assert.equal(second.headers.get('idempotent-replayed'), 'true');
    assert.equal(second.text, first.text);
    assert.equal(second.headers.get('location'), first.headers.get('location'));
    assert.equal(second.headers.get('etag'), first.headers.get('etag'));
    assert.equal(await countByName(name), 1);
  });

  test('the same key with a different body is refused with 422', async () => {
    const key = crypto.randomUUID();
    const token = fx.token('licensing-officer@own');
    const a = await fx.api.req('POST', '/api/establishments', { token, body: { name: unique('A') }, headers: { 'idempotency-key': key } });
    assert.equal(a.status, 201);
    const b = await fx.api.req('POST', '/api/establishments', { token, body: { name: unique('B') }, headers: { 'idempotency-key': key } });
    assert.equal(b.status, 422);
    assert.equal(b.json.type.endsWith('/idempotency-key-reused'), true);
    assert.equal(b.json.errors[0].field, 'Idempotency-Key');
  });

  test('keys are per user: another user may use the same key', async () => {
    const key = crypto.randomUUID();
    const a = await fx.api.req('POST', '/api/establishments', {
      token: fx.token('licensing-officer@own'),
      body: { name: unique('U1') },
      headers: { 'idempotency-key': key },
    });
    const b = await fx.api.req('POST', '/api/establishments', {
      token: fx.token('applicant@own'),
      body: { name: unique('U2') },
      headers: { 'idempotency-key': key },
    });
    assert.equal(a.status, 201);
    assert.equal(b.status, 201);
    assert.notEqual(a.json.id, b.json.id);
  });

  test('a refused request does not burn the key: fixed and retried, it succeeds', async () => {
    const key = crypto.randomUUID();
    const token = fx.token('licensing-officer@own');
    const bad = await fx.api.req('POST', '/api/establishments', { token, body: { name: '' }, headers: { 'idempotency-key': key } });
    assert.equal(bad.status, 422);
    const good = await fx.api.req('POST', '/api/establishments', {
      token,
      body: { name: unique('Fixed') },
      headers: { 'idempotency-key': key },
    });
    assert.equal(good.status, 201);
  });

  test('concurrent retries with one key create one record', async () => {
    const name = unique('Concorrente');
    const key = crypto.randomUUID();
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        fx.api.req('POST', '/api/establishments', {
          token: fx.token('licensing-officer@own'),
          body: { name },
          headers: { 'idempotency-key': key },
        }),
      ),
    );
    for (const r of results) assert.ok(r.status === 201 || r.status === 409, `${r.status} ${r.text}`);
    assert.ok(results.some((r) => r.status === 201));
    assert.equal(await countByName(name), 1);
  });

  test('stored evaluations honour the key too', async () => {
    const key = crypto.randomUUID();
    const path = `/api/applications/${fx.records.own.application.id}/evaluations`;
    const opts = { token: fx.token('licensing-officer@own'), body: { date: '2025-01-10' }, headers: { 'idempotency-key': key } };
    const a = await fx.api.req('POST', path, opts);
    const b = await fx.api.req('POST', path, opts);
    assert.equal(a.status, 201, a.text);
    assert.equal(b.json.id, a.json.id);
  });

  test('a malformed key is a 400 naming the header', async () => {
    const res = await fx.api.req('POST', '/api/establishments', {
      token: fx.token('licensing-officer@own'),
      body: { name: 'x' },
      headers: { 'idempotency-key': 'has spaces in it' },
    });
    assert.equal(res.status, 400);
    assert.equal(res.json.errors[0].field, 'Idempotency-Key');
  });
});
