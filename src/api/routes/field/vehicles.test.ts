/** Delivery vehicles over HTTP on both engines: registered, checked at the roadside by plate, role- and municipality-checked. */
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { forEachEngine, makeUser, openTestApi, type Principal, systemScope, type TestApi } from '../../../../test/support/api.ts';
import { licensedOutlet } from '../../../../test/support/outlets.ts';

const BEL = 'belem-pa';

await forEachEngine('delivery vehicles API', (engine) => {
  let api: TestApi;
  let inspector: Principal;
  let stranger: Principal;
  let applicant: Principal;
  let outlet: string;
  before(async () => {
    api = await openTestApi(engine);
    inspector = await makeUser(api, ['inspector'], BEL, 'Fiscal Belém');
    stranger = await makeUser(api, ['inspector'], 'salvador-ba', 'Fiscal Salvador');
    applicant = await makeUser(api, ['applicant'], BEL, 'Requerente');
    const repo = api.deps.repo;
    const { establishment } = await licensedOutlet(repo, systemScope(), {
      municipality: BEL,
      name: 'Gás do Ver-o-Peso',
      number: 'ALV-77',
      issuedOn: '2024-01-10',
    });
    outlet = establishment.id;
  });
  after(() => api.close());

  it('registers a motorised bicycle: 201, and the check names art. 6 (even motorised ones are forbidden)', async () => {
    const r = await api.req('POST', `/api/municipalities/${BEL}/vehicles`, {
      token: inspector.token,
      body: { establishmentId: outlet, vehicle: { plate: 'QRS-1234', type: 'motorised-bicycle', ownership: 'owned' }, date: '2025-06-02' },
    });
    assert.equal(r.status, 201, r.text);
    assert.equal(r.json.vehicle.plate, 'QRS1234');
    assert.equal(r.json.check.compliant, false);
    assert.match(r.json.check.problems[0], /art\. 6º/);
  });

  it('a fact of another law: 422 naming the field', async () => {
    const r = await api.req('POST', `/api/municipalities/${BEL}/vehicles`, {
      token: inspector.token,
      body: { establishmentId: outlet, vehicle: { plate: 'QRS1235', type: 'truck', trailer: true } },
    });
    assert.equal(r.status, 422, r.text);
    assert.equal(r.json.errors[0].field, 'trailer');
  });

  it('roadside check by plate: licensed, the outlet, what is wrong; an unknown plate is not licensed', async () => {
    const r = await api.req('GET', `/api/municipalities/${BEL}/vehicles/qrs1234/check?date=2025-06-02&lang=en`, { token: inspector.token });
    assert.equal(r.status, 200, r.text);
    assert.equal(r.json.licensed, true);
    assert.equal(r.json.outlet.name, 'Gás do Ver-o-Peso');
    assert.match(r.json.problems[0], /forbidden vehicle/);
    const u = await api.req('GET', `/api/municipalities/${BEL}/vehicles/ZZZ9Z99/check?date=2025-06-02`, { token: inspector.token });
    assert.equal(u.json.licensed, false);
    assert.equal(u.json.registered, false);
  });

  it('roadside check with what the inspector observes: a truck registered, a bicycle seen', async () => {
    await api.req('POST', `/api/municipalities/${BEL}/vehicles`, {
      token: inspector.token,
      body: { establishmentId: outlet, vehicle: { plate: 'TUV5W67', type: 'truck', ownership: 'owned' } },
    });
    const seen = await api.req('POST', `/api/municipalities/${BEL}/vehicles/TUV5W67/check`, {
      token: inspector.token,
      body: { date: '2025-06-02', observed: { type: 'bicycle' } },
    });
    assert.equal(seen.status, 200, seen.text);
    assert.match(seen.json.problems[0], /art\. 6º/);
    const bad = await api.req('POST', `/api/municipalities/${BEL}/vehicles/TUV5W67/check`, {
      token: inspector.token,
      body: { observed: { trailer: true } },
    });
    assert.equal(bad.status, 422, bad.text);
    assert.equal(bad.json.errors[0].field, 'trailer');
    // Nothing stored: the registration still says truck.
    const again = await api.req('GET', `/api/municipalities/${BEL}/vehicles/TUV5W67/check?date=2025-06-02`, { token: inspector.token });
    assert.deepEqual(again.json.problems, []);
    await api.req('DELETE', `/api/municipalities/${BEL}/vehicles/TUV5W67`, { token: inspector.token });
  });

  it('the public, by plate: a registered vehicle is answered by its outlet’s alvará (coversVehicle); an unregistered plate by nothing', async () => {
    // No sign-in: what a person who saw the vehicle on the street may check.
    const r = await api.req('GET', `/api/public/licences?municipality=${BEL}&plate=qrs-1234`);
    assert.equal(r.status, 200, r.text);
    assert.equal(r.json.total, 1);
    const [alvara] = r.json.items;
    assert.deepEqual([alvara.number, alvara.kind, alvara.plate, alvara.coversVehicle], ['ALV-77', 'alvara', null, 'QRS1234']);
    assert.equal(alvara.establishmentName, 'Gás do Ver-o-Peso');
    const none = await api.req('GET', `/api/public/licences?municipality=${BEL}&plate=ZZZ9Z99`);
    assert.equal(none.json.total, 0);
    // Asked by number, the same alvará covers no particular vehicle.
    const byNumber = await api.req('GET', `/api/public/licences?municipality=${BEL}&number=ALV-77`);
    assert.equal(byNumber.json.items[0].coversVehicle, null);
    // Another municipality's registry does not answer for Belém's vehicle.
    assert.equal((await api.req('GET', `/api/public/licences?municipality=salvador-ba&plate=QRS1234`)).json.total, 0);
  });

  it('another municipality’s official: 403; an applicant: 403; anonymous: 401', async () => {
    assert.equal((await api.req('GET', `/api/municipalities/${BEL}/vehicles/QRS1234/check`, { token: stranger.token })).status, 403);
    assert.equal((await api.req('GET', `/api/municipalities/${BEL}/vehicles`, { token: applicant.token })).status, 403);
    assert.equal((await api.req('GET', `/api/municipalities/${BEL}/vehicles`)).status, 401);
  });

  it('lists and removes; removing again is 404', async () => {
    const l = await api.req('GET', `/api/municipalities/${BEL}/vehicles?establishment=${outlet}`, { token: inspector.token });
    assert.deepEqual(
      l.json.items.map((v: { plate: string }) => v.plate),
      ['QRS1234'],
    );
    assert.equal((await api.req('DELETE', `/api/municipalities/${BEL}/vehicles/QRS-1234`, { token: inspector.token })).status, 200);
    assert.equal((await api.req('DELETE', `/api/municipalities/${BEL}/vehicles/QRS-1234`, { token: inspector.token })).status, 404);
  });
});
