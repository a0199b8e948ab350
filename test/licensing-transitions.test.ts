/**
 * Transitional deadlines per establishment (issue 10, Deliver 6), from the packs' clauses:
 * Belém's outlets existing at the law (16/01/2012) have six months (art. 4 parágrafo único,
 * art. 5): until 16/07/2012; Nova Odessa's one year from 04/07/2000 (art. 21): until 04/07/2001.
 * An establishment that started after the law is not covered; one whose start is unknown is
 * listed with the fact that would tell.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { parseInput } from '../src/core/input/validate.ts';
import { transitionDeadlines } from '../src/licensing/transitions.ts';
import { forEachEngine, openTestApi, type TestApi } from './support/api.ts';
import { actorsOf, exampleInput, Flow } from './support/licensing.ts';
import { packs } from './support/packs.ts';

const input = (m: string, establishment: Record<string, unknown>) =>
  parseInput({ municipality: m, activity: 'glp-resale', establishment }, packs);

test('Belém: an outlet existing at the law has until 16/07/2012; one opened later has none', () => {
  const pack = packs.require('belem-pa');
  const existing = transitionDeadlines(pack, input('belem-pa', { startDate: '2010-03-01' }), '2012-07-01');
  assert.ok(existing.length > 0);
  assert.ok(
    existing.every((t) => t.covered && t.lastDay === '2012-07-16'),
    JSON.stringify(existing),
  );
  assert.deepEqual(transitionDeadlines(pack, input('belem-pa', { startDate: '2013-01-01' }), '2012-07-01'), []);
  const unknown = transitionDeadlines(pack, input('belem-pa', {}), '2012-07-01');
  assert.ok(unknown.every((t) => !t.covered && t.fact !== null));
});

test('Nova Odessa art. 21: one year from 04/07/2000', () => {
  const t = transitionDeadlines(packs.require('nova-odessa-sp'), input('nova-odessa-sp', { startDate: '1999-01-01' }), '2001-01-01');
  assert.deepEqual(
    t.map((x) => [x.unit, x.lastDay, x.covered]),
    [['art21', '2001-07-04', true]],
  );
});

await forEachEngine('licensing: transitional deadlines in GET /api/due', (engine) => {
  let api: TestApi;
  before(async () => {
    api = await openTestApi(engine);
  });
  after(async () => {
    await api?.close();
  });

  test('an outlet that existed before Belém’s law falls due on 16/07/2012, not before the window', async () => {
    const flow = new Flow(api, await actorsOf(api, 'belem-pa'));
    const doc = exampleInput('belem-pa');
    const input = { ...doc, establishment: { ...(doc['establishment'] as object), startDate: '2010-03-01' } };
    const e = await flow.ok('applicant', 'POST', '/api/establishments', { name: 'Gás Antigo Ltda.' });
    const a = await flow.ok('applicant', 'POST', '/api/applications', { type: 'adaptation', establishmentId: e.json.id, input });
    await flow.ok('licensing-officer', 'POST', `/api/applications/${a.json.id}/evaluations`, { date: '2012-07-01', useRegistry: false });
    const due = async (date: string, within: string) =>
      (await flow.ok('licensing-officer', 'GET', `/api/due?date=${date}&within=${within}`)).json.items.filter(
        (i: { kind: string; applicationId: string }) => i.kind === 'transition' && i.applicationId === a.json.id,
      );
    assert.deepEqual(await due('2012-07-01', '14d'), []);
    const items = await due('2012-07-01', '15d');
    assert.ok(items.length > 0);
    assert.ok(items.every((i: { due: string }) => i.due === '2012-07-16'));
    // Said in both languages, the date as dd/mm/aaaa (`message` is the pt-BR).
    for (const i of items as { message: string; text: { pt: string; en: string } }[]) {
      assert.equal(i.message, i.text.pt);
      assert.match(i.text.pt, /: até 16\/07\/2012[ .]/);
      assert.match(i.text.en, /: until 16\/07\/2012[ .]/);
    }
    assert.deepEqual(await due('2012-07-17', '30d'), [], 'past deadlines are not due any more');
  });
});
