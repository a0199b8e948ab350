/**
 * Inspections over HTTP (both engines): the checklist of a Nova Odessa class III outlet, an
 * inspection recorded with a photo, its results being the engine's findings, a contradicting
 * result refused naming the item, and a re-inspection showing what changed.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { buildFixture, type Fixture, forEachEngine, makeUser, openTestApi, type Principal } from '../../test/support/api.ts';

const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP4//8/AwAI/AL+p5qgoAAAAABJRU5ErkJggg==';
const INPUT = {
  municipality: 'nova-odessa-sp',
  activity: 'glp-resale',
  date: '2026-03-01',
  storage: { containers: [{ capacityKg: 13, state: 'full', count: 300 }] },
};

await forEachEngine('inspections API', (engine) => {
  let fx: Fixture;
  let fiscal: Principal;
  let estId: string;
  before(async () => {
    fx = await buildFixture(await openTestApi(engine));
    fiscal = await makeUser(fx.api, ['inspector'], 'nova-odessa-sp', 'fiscal-no');
    const officer = await makeUser(fx.api, ['licensing-officer'], 'nova-odessa-sp', 'officer-no');
    const s = { userId: officer.user.id, municipality: 'nova-odessa-sp', roles: officer.user.roles, requestId: 't' };
    const { repo } = fx.api.deps;
    const e = await repo.createEstablishment(s, {
      municipality: 'nova-odessa-sp',
      name: 'Gás Nova',
      cnpj: null,
      address: {},
      location: null,
      ownerUserId: null,
      status: 'active',
      data: {},
    });
    estId = e.id;
    await repo.createApplication(s, {
      municipality: 'nova-odessa-sp',
      establishmentId: e.id,
      applicantUserId: s.userId,
      type: 'renewal',
      status: 'draft',
      input: INPUT,
    });
  });
  after(async () => {
    await fx?.api.close();
  });

  test('checklist, inspection with a photo, contradiction refused, re-inspection with changes', async () => {
    const list = await fx.api.req('GET', `/api/inspections/checklist?establishmentId=${estId}&date=2026-03-01`, { token: fiscal.token });
    assert.equal(list.status, 200, list.text);
    assert.equal(list.json.class, 'III');
    const gas = list.json.items.find((i: { rule: string }) => i.rule === 'art8-III');
    assert.equal(gas.citation, 'Lei 1.761/2000, art. 8º, III');
    assert.deepEqual(gas.facts, ['safety.gasDetection']);

    const photo = await fx.api.req('POST', '/api/photos', { token: fiscal.token, body: { contentBase64: PNG_BASE64 } });
    assert.equal(photo.status, 201, photo.text);
    const sha = photo.json.sha256 as string;
    const img = await fx.api.req('GET', `/api/photos/nova-odessa-sp/${sha}`, { token: fiscal.token });
    assert.equal(img.headers.get('content-type'), 'image/png');

    const wrong = await fx.api.req('POST', '/api/inspections', {
      token: fiscal.token,
      body: {
        establishmentId: estId,
        on: '2026-03-01',
        facts: { 'safety.gasDetection': false },
        results: { 'art8-III': { result: 'conforms' } },
      },
    });
    assert.equal(wrong.status, 422);
    assert.equal(wrong.json.errors[0].field, 'results.art8-III.result');

    const first = await fx.api.req('POST', '/api/inspections', {
      token: fiscal.token,
      body: {
        establishmentId: estId,
        on: '2026-03-01',
        facts: { 'safety.gasDetection': false, 'safety.extinguishers': [{ agent: 'dry-chemical', kg: 12, count: 4, inDate: true }] },
        results: { 'art8-III': { result: 'does-not-conform', notes: 'Sem detector de vazamento.', photos: [sha] } },
      },
    });
    assert.equal(first.status, 201, first.text);
    assert.equal(first.json.data.results['art8-III'].result, 'does-not-conform');
    assert.deepEqual(first.json.data.results['art8-III'].photos, [sha]);
    assert.equal(first.json.data.results['art8-II'].result, 'conforms');
    assert.equal(first.json.data.previousId, null);

    const again = await fx.api.req('POST', '/api/inspections', {
      token: fiscal.token,
      body: {
        establishmentId: estId,
        on: '2026-04-01',
        // A detector and its specifications (art. 8 III: at most 1/10 of the LEL, alarm within 3 s).
        facts: { 'safety.gasDetection': true, 'safety.gasDetectionAlarmLelFraction': 0.1, 'safety.gasDetectionAlarmSeconds': 3 },
        results: {},
      },
    });
    assert.equal(again.status, 201, again.text);
    assert.equal(again.json.data.previousId, first.json.id);
    assert.deepEqual(again.json.data.changes, [{ rule: 'art8-III', before: 'does-not-conform', after: 'conforms' }]);
    assert.equal(again.json.data.results['art8-II'].result, 'conforms');

    // The notice the inspection found grounds for cites it.
    const n = await fx.api.req('POST', '/api/notices', {
      token: fiscal.token,
      body: {
        establishmentId: estId,
        infraction: 'art18',
        units: ['art8-III'],
        finding: 'Sem detector.',
        on: '2026-03-01',
        inspectionId: first.json.id,
      },
    });
    assert.equal(n.status, 201, n.text);
    assert.equal(n.json.notice.data.inspectionId, first.json.id);
    const bogus = await fx.api.req('POST', '/api/notices', {
      token: fiscal.token,
      body: { establishmentId: estId, infraction: 'art18', units: ['art8-III'], finding: 'x', inspectionId: 'no-such-inspection' },
    });
    assert.equal(bogus.status, 422);
    assert.equal(bogus.json.errors[0].field, 'inspectionId');

    const unknownPhoto = await fx.api.req('POST', '/api/inspections', {
      token: fiscal.token,
      body: { establishmentId: estId, facts: {}, results: { 'art8-I': { photos: ['0'.repeat(64)] } } },
    });
    assert.equal(unknownPhoto.status, 422);
    assert.equal(unknownPhoto.json.errors[0].field, 'results.art8-I.photos[0]');
  });
});
