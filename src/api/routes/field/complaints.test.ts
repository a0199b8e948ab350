/**
 * Public complaints and the inspection queue over HTTP on both engines: filed without signing in
 * (located by the boundary), followed by protocol, limited per address in the store (the 3rd of a
 * burst of 2 is refused with Retry-After); officials list, assign and close; others are refused.
 */
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { forEachEngine, makeUser, openTestApi, type Principal, type TestApi } from '../../../../test/support/api.ts';

const SSA = 'salvador-ba';
const PELOURINHO = [-38.5108, -12.9711];
const FROM = { 'x-forwarded-for': '203.0.113.7' };
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]).toString('base64');

await forEachEngine('complaints API', (engine) => {
  let api: TestApi;
  let inspector: Principal;
  let stranger: Principal;
  let applicant: Principal;
  let protocol = '';
  let taskId = '';
  before(async () => {
    // A small burst so that the limit is reached here; the default is 5, then one every 10 minutes.
    // Behind a trusted proxy, so that requests made in process carry an address to count against.
    api = await openTestApi(engine, { config: { trustProxy: true, complaintRate: { burst: 2, intervalMs: 3_600_000 } } });
    inspector = await makeUser(api, ['inspector'], SSA, 'Fiscal Salvador');
    stranger = await makeUser(api, ['inspector'], 'belem-pa', 'Fiscal Belém');
    applicant = await makeUser(api, ['applicant'], SSA, 'Requerente');
  });
  after(() => api.close());

  it('anyone files a complaint: 201 with a protocol, the municipality from the location', async () => {
    const r = await api.req('POST', '/api/complaints', {
      headers: FROM,
      body: { description: 'Venda de botijões em carroça, sem placa.', location: PELOURINHO, photo: PNG },
    });
    assert.equal(r.status, 201, r.text);
    assert.equal(r.json.municipality, SSA);
    assert.equal(r.json.status, 'received');
    protocol = r.json.protocol;
    const s = await api.req('GET', `/api/complaints/${protocol}`);
    assert.equal(s.status, 200, s.text);
    assert.equal(s.json.status, 'received');
    assert.equal(s.json.description, undefined);
  });

  it('a location outside every municipality: 422 naming location', async () => {
    const r = await api.req('POST', '/api/complaints', {
      headers: FROM,
      body: { description: 'Venda irregular de gás.', location: [-43.2, -22.9] },
    });
    assert.equal(r.status, 422, r.text);
    assert.equal(r.json.errors[0].field, 'location');
  });

  it('the third complaint of the burst from one address: 429 with Retry-After', async () => {
    const body = { description: 'Depósito de gás em garagem.', municipality: SSA };
    const r = await api.req('POST', '/api/complaints', { headers: FROM, body });
    assert.equal(r.status, 429, r.text);
    assert.ok(Number(r.headers.get('retry-after')) > 0);
    // Another address has its own budget.
    assert.equal((await api.req('POST', '/api/complaints', { headers: { 'x-forwarded-for': '203.0.113.8' }, body })).status, 201);
  });

  it('officials see the queue; another municipality’s official sees none; an applicant and anonymous are refused', async () => {
    const q = await api.req('GET', '/api/tasks?status=open', { token: inspector.token });
    assert.equal(q.status, 200, q.text);
    assert.equal(q.json.items.length, 2);
    taskId = q.json.items.find((t: { complaintProtocol: string }) => t.complaintProtocol === protocol).id;
    assert.equal(q.json.items[0].complaint.photoType, 'image/png');
    // The photo is the image itself, with the type found in its bytes and nosniff.
    const photo = await api.app.request(`/api/tasks/${taskId}/photo`, { headers: { authorization: `Bearer ${inspector.token}` } });
    assert.equal(photo.status, 200);
    assert.equal(photo.headers.get('content-type'), 'image/png');
    assert.equal(photo.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(Buffer.from(await photo.arrayBuffer()).toString('base64'), PNG);
    assert.equal((await api.req('GET', `/api/tasks?municipality=${SSA}`, { token: stranger.token })).status, 403);
    assert.equal((await api.req('GET', `/api/tasks/${taskId}`, { token: stranger.token })).status, 404);
    assert.equal((await api.req('GET', `/api/tasks/${taskId}/photo`, { token: stranger.token })).status, 404);
    assert.equal((await api.req('GET', `/api/tasks/${taskId}/photo`, { token: applicant.token })).status, 403);
    assert.equal((await api.req('GET', '/api/tasks', { token: applicant.token })).status, 403);
    assert.equal((await api.req('GET', '/api/tasks')).status, 401);
  });

  it('assign, then close: the public status follows; closing twice is 409', async () => {
    const a = await api.req('POST', `/api/tasks/${taskId}/assign`, { token: inspector.token, body: { assigneeId: inspector.user.id } });
    assert.equal(a.status, 200, a.text);
    assert.equal((await api.req('GET', `/api/complaints/${protocol}?lang=en`)).json.status, 'under-inspection');
    const c = await api.req('POST', `/api/tasks/${taskId}/close`, {
      token: inspector.token,
      body: { outcome: 'unfounded', note: 'Nada encontrado.' },
    });
    assert.equal(c.status, 200, c.text);
    assert.equal(c.json.outcome, 'unfounded');
    assert.equal(
      (await api.req('POST', `/api/tasks/${taskId}/close`, { token: inspector.token, body: { outcome: 'confirmed' } })).status,
      409,
    );
    assert.equal((await api.req('GET', `/api/complaints/${protocol}`)).json.status, 'closed');
  });

  it('an unknown protocol: 404; a malformed one: 422', async () => {
    assert.equal((await api.req('GET', '/api/complaints/DEN-2025-00000000')).status, 404);
    assert.equal((await api.req('GET', '/api/complaints/nonsense')).status, 422);
  });
});
