/**
 * The licensing workflow over HTTP (both engines): an application moves through its
 * statuses by the roles allowed to move it; its evaluations are stored with what it takes
 * to recompute them, and `reproduce` shows the recomputation matches; licences are granted,
 * suspended and revoked by officers and checked by anyone in the public registry.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { todayClock } from './server.ts';
import { buildFixture, type Fixture, forEachEngine, inputFor, OWN, openTestApi, unique } from '../../test/support/api.ts';

await forEachEngine('licensing workflow', (engine) => {
  let fx: Fixture;
  before(async () => {
    fx = await buildFixture(await openTestApi(engine));
  });
  after(async () => {
    await fx?.api.close();
  });

  async function approvedApplication() {
    return fx.api.deps.repo.createApplication(fx.scopeOf('licensing-officer@own'), {
      municipality: OWN,
      establishmentId: fx.records.own.establishment.id,
      applicantUserId: null,
      type: 'vehicle',
      status: 'approved',
      input: inputFor(OWN),
    });
  }

  async function step(key: string, method: string, path: string, etag: string, body?: unknown) {
    const opts: Parameters<typeof fx.api.req>[2] = { token: fx.token(key), headers: { 'if-match': etag } };
    if (body !== undefined) opts.body = body;
    return fx.api.req(method, path, opts);
  }

  test('draft → submitted → under-review → approved, each by the role allowed', async () => {
    const a = await fx.api.req('POST', '/api/applications', {
      token: fx.token('applicant@own'),
      body: { type: 'new', input: inputFor(OWN) },
    });
    assert.equal(a.status, 201, a.text);
    assert.equal(a.json.status, 'draft');
    assert.equal(a.json.applicantUserId, fx.principals['applicant@own']!.user.id);
    const id = a.json.id as string;

    // The applicant edits the draft.
    const edited = await step('applicant@own', 'PATCH', `/api/applications/${id}`, '"v1"', {
      input: { ...inputFor(OWN), activity: 'glp-depot' },
    });
    assert.equal(edited.status, 200, edited.text);
    // A reviewer may not edit a draft; an applicant may not approve.
    assert.equal((await step('reviewer@own', 'PATCH', `/api/applications/${id}`, '"v2"', { type: 'renewal' })).status, 403);
    assert.equal((await step('applicant@own', 'PATCH', `/api/applications/${id}`, '"v2"', { status: 'approved' })).status, 409);

    const submitted = await step('applicant@own', 'POST', `/api/applications/${id}/submit`, '"v2"');
    assert.equal(submitted.status, 200, submitted.text);
    assert.equal(submitted.json.status, 'submitted');
    // Once submitted, the applicant can no longer edit it; the fire brigade records its opinion.
    assert.equal((await step('applicant@own', 'PATCH', `/api/applications/${id}`, '"v3"', { type: 'renewal' })).status, 403);
    const opinion = await step('fire-brigade@own', 'PATCH', `/api/applications/${id}`, '"v3"', {
      input: { ...inputFor(OWN), activity: 'glp-depot', opinions: { fireBrigade: 'favourable' } },
    });
    assert.equal(opinion.status, 200, opinion.text);
    assert.equal((await step('applicant@own', 'PATCH', `/api/applications/${id}`, '"v4"', { status: 'approved' })).status, 409);
    const review = await step('reviewer@own', 'PATCH', `/api/applications/${id}`, '"v4"', { status: 'under-review' });
    assert.equal(review.status, 200);
    assert.equal((await step('reviewer@own', 'PATCH', `/api/applications/${id}`, '"v5"', { status: 'approved' })).status, 403);
    const approved = await step('licensing-officer@own', 'PATCH', `/api/applications/${id}`, '"v5"', { status: 'approved' });
    assert.equal(approved.status, 200);
    assert.equal(approved.json.status, 'approved');
    // Final: nothing changes any more.
    const late = await step('licensing-officer@own', 'PATCH', `/api/applications/${id}`, '"v6"', { type: 'renewal' });
    assert.equal(late.status, 409);

    // Every change is in the audit log with the request id returned to the client.
    const audit = await fx.api.req('GET', `/api/audit?entityId=${id}&limit=50`, { token: fx.token('municipal-admin@own') });
    assert.equal(audit.json.total, 6);
    const byRequest = await fx.api.req('GET', `/api/audit?requestId=${approved.headers.get('x-request-id')}`, {
      token: fx.token('municipal-admin@own'),
    });
    assert.equal(byRequest.json.total, 1);
    assert.equal(byRequest.json.items[0].after.status, 'approved');
    assert.equal(byRequest.json.items[0].before.status, 'under-review');
    assert.equal(byRequest.json.items[0].actorId, fx.principals['licensing-officer@own']!.user.id);
  });

  test('an input that does not validate is refused naming the field inside input', async () => {
    const res = await fx.api.req('POST', '/api/applications', {
      token: fx.token('applicant@own'),
      body: { type: 'new', input: { municipality: OWN, activity: 'glp-resale', storage: { areaM2: -3 } } },
    });
    assert.equal(res.status, 422);
    assert.deepEqual(res.json.errors, [{ field: 'input.storage.areaM2', found: '-3', expected: '≥ 0' }]);
  });

  test('a stored evaluation keeps pack version, parameters, inputs; reproduce matches it', async () => {
    const appId = fx.records.own.application.id;
    const res = await fx.api.req('POST', `/api/applications/${appId}/evaluations`, {
      token: fx.token('licensing-officer@own'),
      body: { date: '2025-06-01', lang: 'en' },
    });
    assert.equal(res.status, 201, res.text);
    const ev = res.json;
    assert.equal(ev.applicationId, appId);
    assert.equal(ev.date, '2025-06-01');
    assert.equal(ev.lang, 'en');
    assert.equal(ev.result.lang, 'en');
    assert.match(ev.lawPackVersion, /^\d{4}\.\d{2}\.\d{2}/);
    assert.ok(Object.keys(ev.parameters).length > 0, 'parameters used are stored');
    assert.ok(Object.keys(ev.parameters).every((k: string) => k.startsWith(`${OWN}/`)));
    assert.deepEqual(ev.input, inputFor(OWN));
    assert.match(ev.resultHash, /^[0-9a-f]{64}$/);

    const rep = await fx.api.req('GET', `/api/evaluations/${ev.id}/reproduce`, { token: fx.token('reviewer@own') });
    assert.equal(rep.status, 200, rep.text);
    assert.equal(rep.json.matches, true);
    assert.equal(rep.json.storedHash, ev.resultHash);
    assert.equal(rep.json.recomputedHash, ev.resultHash);
    assert.deepEqual(rep.json.differences, []);
    assert.equal(rep.json.parametersPinned, false);
  });

  test('what-if overrides are stored and reproduced; unknown parameters are refused', async () => {
    const appId = fx.records.own.application.id;
    const ev = await fx.api.req('POST', `/api/applications/${appId}/evaluations`, {
      token: fx.token('licensing-officer@own'),
      body: { date: '2025-06-01' },
    });
    const param = Object.keys(ev.json.parameters).find((k) => typeof ev.json.parameters[k] === 'number');
    assert.ok(param, 'a numeric parameter to override');
    const what = await fx.api.req('POST', `/api/applications/${appId}/evaluations`, {
      token: fx.token('licensing-officer@own'),
      body: { date: '2025-06-01', overrides: { [param]: 1 } },
    });
    assert.equal(what.status, 201, what.text);
    assert.deepEqual(what.json.overrides, { [param]: 1 });
    const rep = await fx.api.req('GET', `/api/evaluations/${what.json.id}/reproduce`, { token: fx.token('licensing-officer@own') });
    assert.equal(rep.json.matches, true);
    const bad = await fx.api.req('POST', `/api/applications/${appId}/evaluations`, {
      token: fx.token('licensing-officer@own'),
      body: { overrides: { 'belem-pa/no-such-parameter': 1 } },
    });
    assert.equal(bad.status, 422);
    assert.equal(bad.json.errors[0].field, 'overrides');
  });

  test('licences: granted, suspended, reinstated, revoked; the public registry follows', async () => {
    const officer = fx.token('licensing-officer@own');
    const number = unique('ALV');
    const est = fx.records.own.establishment;
    const approved = await approvedApplication();
    // No licence without an approved application (issue 10): the hole a new user found is closed.
    const bare = await fx.api.req('POST', '/api/licences', {
      token: officer,
      body: { establishmentId: est.id, number, kind: 'vehicle', plate: 'QQQ1A11', issuedOn: '2025-01-02' },
    });
    assert.equal(bare.status, 422, bare.text);
    assert.equal(bare.json.errors[0].field, 'applicationId');
    const draft = await fx.api.req('POST', '/api/licences', {
      token: officer,
      body: {
        establishmentId: est.id,
        applicationId: fx.records.own.application.id,
        number,
        kind: 'vehicle',
        plate: 'QQQ1A11',
        issuedOn: '2025-01-02',
      },
    });
    assert.equal(draft.status, 422, draft.text);
    assert.equal(draft.json.errors[0].found, 'an application draft');
    // An alvará is issued by the procedure's decision step, never created by hand.
    const alvara = await fx.api.req('POST', '/api/licences', {
      token: officer,
      body: { establishmentId: est.id, applicationId: approved.id, number, kind: 'alvara', issuedOn: '2025-01-02' },
    });
    assert.equal(alvara.status, 409, alvara.text);
    const granted = await fx.api.req('POST', '/api/licences', {
      token: officer,
      body: {
        establishmentId: est.id,
        applicationId: approved.id,
        number,
        kind: 'vehicle',
        plate: 'QQQ1A11',
        issuedOn: '2025-01-02',
        expiresOn: '2030-01-01',
      },
    });
    assert.equal(granted.status, 201, granted.text);
    const id = granted.json.id as string;
    const dup = await fx.api.req('POST', '/api/licences', {
      token: officer,
      body: { establishmentId: est.id, applicationId: approved.id, number, kind: 'vehicle', plate: 'QQQ1A11', issuedOn: '2025-01-02' },
    });
    assert.equal(dup.status, 409);

    const check = async () => (await fx.api.req('GET', `/api/public/licences?municipality=${OWN}&number=${number}`)).json;
    let pub = await check();
    assert.equal(pub.total, 1);
    assert.deepEqual(Object.keys(pub.items[0]).sort(), [
      'class',
      'coversVehicle',
      'establishmentName',
      'expiresOn',
      'issuedOn',
      'kind',
      'municipality',
      'number',
      'plate',
      'status',
      'valid',
    ]);
    assert.equal(pub.items[0].valid, true);
    assert.equal(pub.items[0].establishmentName, est.name);

    assert.equal(
      (await fx.api.req('POST', `/api/licences/${id}/reinstate`, { token: officer, headers: { 'if-match': '"v1"' } })).status,
      409,
    );
    assert.equal((await fx.api.req('POST', `/api/licences/${id}/suspend`, { token: officer })).status, 428);
    const suspended = await fx.api.req('POST', `/api/licences/${id}/suspend`, { token: officer, headers: { 'if-match': '"v1"' } });
    assert.equal(suspended.json.status, 'suspended');
    pub = await check();
    assert.equal(pub.items[0].valid, false);
    const back = await fx.api.req('POST', `/api/licences/${id}/reinstate`, { token: officer, headers: { 'if-match': '"v2"' } });
    assert.equal(back.json.status, 'active');
    const revoked = await fx.api.req('POST', `/api/licences/${id}/revoke`, { token: officer, headers: { 'if-match': '"v3"' } });
    assert.equal(revoked.json.status, 'revoked');
    assert.equal(
      (await fx.api.req('POST', `/api/licences/${id}/reinstate`, { token: officer, headers: { 'if-match': '"v4"' } })).status,
      409,
    );
    pub = await check();
    assert.equal(pub.items[0].status, 'revoked');
    assert.equal(pub.items[0].valid, false);
  });

  test('a licence dated after today is not yet valid, in the registry and in the verification; dated today it is', async () => {
    const officer = fx.token('licensing-officer@own');
    // The server's today (America/Sao_Paulo), as todayClock reads it.
    const today = todayClock()();
    const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    for (const [issuedOn, valid] of [
      [tomorrow, false],
      [today, true],
    ] as const) {
      const number = unique('ALV');
      const res = await fx.api.req('POST', '/api/licences', {
        token: officer,
        body: {
          establishmentId: fx.records.own.establishment.id,
          applicationId: (await approvedApplication()).id,
          number,
          kind: 'vehicle',
          plate: 'FUT1A23',
          issuedOn,
        },
      });
      assert.equal(res.status, 201, res.text);
      const pub = await fx.api.req('GET', `/api/public/licences?municipality=${OWN}&number=${number}`);
      assert.equal(pub.json.items[0].valid, valid, `registry, issued ${issuedOn}`);
      const verified = await fx.api.req('GET', `/api/public/verify/${OWN}/${encodeURIComponent(number)}`);
      assert.equal(verified.status, 200, verified.text);
      assert.equal(verified.json.valid, valid, `verification, issued ${issuedOn}`);
    }
  });

  test('vehicle licences are found by plate, in any spelling', async () => {
    const officer = fx.token('licensing-officer@own');
    const res = await fx.api.req('POST', '/api/licences', {
      token: officer,
      body: {
        establishmentId: fx.records.own.establishment.id,
        applicationId: (await approvedApplication()).id,
        number: unique('TVL'),
        kind: 'vehicle',
        issuedOn: '2025-01-02',
        plate: 'ABC-1D23',
      },
    });
    assert.equal(res.status, 201, res.text);
    const pub = await fx.api.req('GET', `/api/public/licences?municipality=${OWN}&plate=abc1d23`);
    assert.equal(pub.json.total, 1);
    const none = await fx.api.req('GET', `/api/public/licences?municipality=${OWN}`);
    assert.equal(none.status, 400, 'one of number, plate or cnpj is required');
  });
});
