/**
 * The departments' opinion queue (GET /api/licensing/opinions, issue 12 "Pareceres") and the
 * opinion's history, on both engines. Vitória da Conquista art. 19 I–IV: four departments'
 * opinions, recorded by the role `reviewer`; Belém art. 3, III: the fire brigade's inspection,
 * recorded by `fire-brigade`. Each role sees only the opinions its department answers, of its own
 * municipality; a "request changes" stays readable in the history after the resubmission and the
 * next answer.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { forEachEngine, openTestApi, type TestApi } from './support/api.ts';
import { actorsOf, exampleInput, Flow } from './support/licensing.ts';

const DATE = '2026-11-30';

interface Entry {
  id: string;
  municipality: string;
  status: string;
  version: number;
  data: {
    department: string;
    round: number;
    grounds: string | null;
    history?: { round: number; action: string; grounds: string | null }[];
  };
  requirement: { cite: string; role: string; kind: string; title: { pt: string } } | null;
  application: { id: string; establishmentName: string | null; status: string };
}

await forEachEngine('licensing: the departments’ opinion queue', (engine) => {
  let api: TestApi;
  before(async () => {
    api = await openTestApi(engine);
  });
  after(async () => {
    await api?.close();
  });

  test('each department sees its own opinions; changes requested, resubmitted and answered keep their history', async () => {
    const vdc = new Flow(api, await actorsOf(api, 'vitoria-da-conquista-ba'));
    const belem = new Flow(api, await actorsOf(api, 'belem-pa'));
    const input = exampleInput('vitoria-da-conquista-ba');
    const app = await vdc.application(input, DATE);
    await vdc.approve(app.id);
    const requested = await vdc.ok('licensing-officer', 'POST', `/api/applications/${app.id}/opinions`, { stage: 'alvara' });
    assert.equal((requested.json as unknown[]).length, 4);
    const bApp = await belem.application(exampleInput('belem-pa'), DATE);
    await belem.ok('licensing-officer', 'POST', `/api/applications/${bApp.id}/opinions`, { stage: 'alvara' });

    const queue = async (flow: Flow, role: string, query = '?status=requested') =>
      (await flow.ok(role, 'GET', `/api/licensing/opinions${query}`)).json as { items: Entry[]; total: number };

    // Art. 19 I–IV: the reviewers' four, each with its article and the application's establishment.
    const mine = await queue(vdc, 'reviewer');
    assert.equal(mine.total, 4);
    assert.deepEqual(mine.items.map((e) => e.requirement?.cite).sort(), ['art19-I', 'art19-II', 'art19-III', 'art19-IV']);
    for (const e of mine.items) {
      assert.equal(e.municipality, 'vitoria-da-conquista-ba');
      assert.equal(e.application.id, app.id);
      assert.equal(e.application.establishmentName, (input['establishment'] as { name: string }).name);
    }
    // The fire brigade answers nothing in Vitória da Conquista (art. 19 names no such department) …
    assert.equal((await queue(vdc, 'fire-brigade')).total, 0);
    // … and Belém's inspection (art. 3, III) is the fire brigade's, not the reviewer's, and never Vitória da Conquista's.
    const fire = await queue(belem, 'fire-brigade');
    assert.deepEqual(
      fire.items.map((e) => [e.municipality, e.data.department, e.requirement?.cite]),
      [['belem-pa', 'fire-brigade', 'art3-III']],
    );
    assert.equal((await queue(belem, 'reviewer')).total, 0);
    // Those who do not answer opinions are refused.
    assert.equal((await vdc.req('applicant', 'GET', '/api/licensing/opinions')).status, 403);
    assert.equal((await vdc.req('licensing-officer', 'GET', '/api/licensing/opinions')).status, 403);

    // Paging after the role filter: 4 in all, pages of 3.
    const p1 = await queue(vdc, 'reviewer', '?status=requested&limit=3');
    const p2 = await queue(vdc, 'reviewer', '?status=requested&limit=3&offset=3');
    assert.deepEqual([p1.items.length, p2.items.length, p1.total, p2.total], [3, 1, 4, 4]);
    assert.equal(new Set([...p1.items, ...p2.items].map((e) => e.id)).size, 4);

    // The health department (art. 19, III) asks for changes; the applicant resubmits; it is favourable.
    const health = mine.items.find((e) => e.data.department === 'health');
    assert.ok(health);
    const asked = await vdc.ok(
      'reviewer',
      'POST',
      `/api/licensing/opinions/${health.id}/request-changes`,
      { grounds: 'Falta o alvará sanitário.' },
      `"v${health.version}"`,
    );
    assert.equal((await queue(vdc, 'reviewer')).total, 3);
    const changes = await queue(vdc, 'reviewer', '?status=changes-requested');
    assert.deepEqual(
      changes.items.map((e) => [e.id, e.data.grounds]),
      [[health.id, 'Falta o alvará sanitário.']],
    );
    const resubmitted = await vdc.ok(
      'applicant',
      'POST',
      `/api/licensing/opinions/${health.id}/resubmit`,
      { grounds: 'Alvará sanitário anexado.' },
      asked.headers.get('etag') ?? '',
    );
    assert.equal((await queue(vdc, 'reviewer')).total, 4);
    const answered = await vdc.ok(
      'reviewer',
      'POST',
      `/api/licensing/opinions/${health.id}/favourable`,
      {},
      resubmitted.headers.get('etag') ?? '',
    );
    const d = (answered.json as Entry).data;
    assert.equal(d.round, 2);
    assert.equal(d.grounds, null);
    assert.deepEqual(
      d.history?.map((h) => [h.round, h.action, h.grounds]),
      [
        [1, 'request-changes', 'Falta o alvará sanitário.'],
        [1, 'resubmit', 'Alvará sanitário anexado.'],
        [2, 'favourable', null],
      ],
    );
    // Favourable now: out of the requested queue, in the favourable one.
    assert.equal((await queue(vdc, 'reviewer')).total, 3);
    assert.deepEqual(
      (await queue(vdc, 'reviewer', '?status=favourable')).items.map((e) => e.id),
      [health.id],
    );
  });

  test('a page of opinions of several applications names each one’s own application and establishment', async () => {
    const vdc = new Flow(api, await actorsOf(api, 'vitoria-da-conquista-ba'));
    const names = ['Revenda Primeira', 'Revenda Segunda', 'Revenda Terceira'];
    const apps: { id: string; name: string }[] = [];
    for (const name of names) {
      const input = exampleInput('vitoria-da-conquista-ba');
      input['establishment'] = { ...(input['establishment'] as Record<string, unknown>), name };
      const app = await vdc.application(input, DATE);
      await vdc.approve(app.id);
      await vdc.ok('licensing-officer', 'POST', `/api/applications/${app.id}/opinions`, { stage: 'alvara' });
      apps.push({ id: app.id, name });
    }
    const page = (await vdc.ok('reviewer', 'GET', '/api/licensing/opinions?status=requested&limit=200')).json as {
      items: (Entry & { applicationId: string })[];
    };
    const ours = page.items.filter((e) => apps.some((a) => a.id === e.applicationId));
    // Art. 19 I–IV: four opinions an application, each entry with its own application's name.
    assert.equal(ours.length, 12);
    for (const e of ours) {
      assert.equal(e.application.id, e.applicationId);
      assert.equal(e.application.establishmentName, apps.find((a) => a.id === e.applicationId)?.name);
    }
  });
});
