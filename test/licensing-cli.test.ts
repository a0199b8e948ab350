/**
 * `glp due` and `glp licensing …` on a store where a licence was issued through the API:
 * what falls due on a date (Nova Odessa art. 16 § 1: yearly; due 30 days before the last day),
 * the checklist, the procedure; bad input is exit 2 naming the value.
 */
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { openApi } from '../src/api/server.ts';
import { send, type TestApi } from './support/api.ts';
import { glp, scratchDir } from './support/cli.ts';
import { actorsOf, exampleInput, Flow } from './support/licensing.ts';
import { packs } from './support/packs.ts';

const dir = scratchDir('glp-licensing-cli-');
let appId = '';

before(async () => {
  const opened = await openApi({ dataDir: dir, packs, env: {}, auth: { tokenCacheMs: 0 }, config: {}, poolSize: 2, log: () => {} });
  const api: TestApi = { ...opened, engine: 'sqlite', req: (m, p, o) => send(opened.app, m, p, o) };
  try {
    const flow = new Flow(api, await actorsOf(api, 'nova-odessa-sp'));
    const app = await flow.application(exampleInput('nova-odessa-sp'), '2026-11-30');
    appId = app.id;
    await flow.approve(app.id);
    await flow.present(app.id, 'state-federal-compliance');
    // Art. 13 § 4º: the example is a trader (mobile sale), whose concession contract is asked too; its
    // term runs past the alvará's, so 30/11/2027 still has one document falling due.
    await flow.present(app.id, 'concession-contract', { validUntil: '2028-11-30' });
    await flow.opinions(app.id, 'alvara', { 'fire-brigade': 'fire-brigade', 'municipal-inspection': 'inspector' });
    assert.equal((await flow.issue(app.id, { date: '2026-11-30' })).status, 201);
  } finally {
    await opened.close();
  }
});
after(() => rmSync(dir, { recursive: true, force: true }));

test('glp due: nothing the day before the renewal window, the renewal on its first day', async () => {
  const before = await glp(['due', '--data', dir, '--date', '2027-10-30', '--within', '0d', '--format', 'json']);
  assert.equal(before.code, 0, before.err);
  assert.deepEqual(JSON.parse(before.out).items, []);
  const on = await glp(['due', '--data', dir, '--date', '2027-10-31', '--within', '0d', '--role', 'licensing-officer']);
  assert.equal(on.code, 0, on.err);
  assert.match(on.out, /2027-11-30 {2}licensing-officer +renewal +nova-odessa-sp/);
  const week = await glp(['licensing', 'due', '--data', dir, '--date', '2027-10-24', '--within', '1w', '--format', 'json']);
  assert.deepEqual(
    JSON.parse(week.out).items.map((i: { kind: string }) => i.kind),
    ['renewal'],
  );
  // The documents presented expire too: reported on the day they fall due.
  const last = await glp(['due', '--data', dir, '--date', '2027-11-30', '--within', '0d', '--format', 'json']);
  assert.deepEqual(
    JSON.parse(last.out)
      .items.map((i: { kind: string }) => i.kind)
      .sort(),
    ['document-expiry', 'renewal'],
  );
  const other = await glp([
    'due',
    '--data',
    dir,
    '--date',
    '2027-10-31',
    '--within',
    '0d',
    '--municipality',
    'salvador-ba',
    '--format',
    'json',
  ]);
  assert.deepEqual(JSON.parse(other.out).items, []);
});

test('glp licensing checklist and procedure; bad input exits 2 naming what was found', async () => {
  const cl = await glp(['licensing', 'checklist', appId, '--data', dir, '--date', '2026-11-30']);
  assert.equal(cl.code, 0, cl.err);
  assert.match(cl.out, /alvara: nada pendente em 2026-11-30/);
  const p = await glp(['licensing', 'procedure', 'salvador-ba', '--format', 'json']);
  assert.deepEqual(
    JSON.parse(p.out).stages.map((s: { id: string }) => s.id),
    ['tvl', 'alvara'],
  );
  const bad = await glp(['due', '--data', dir, '--within', 'soon']);
  assert.equal(bad.code, 2);
  assert.match(bad.err, /--within: found "soon", expected days or weeks/);
  const badDate = await glp(['due', '--data', dir, '--date', '2027-02-30']);
  assert.equal(badDate.code, 2);
  const noApp = await glp(['licensing', 'checklist', 'nope', '--data', dir]);
  assert.equal(noApp.code, 2);
  assert.match(noApp.err, /APPLICATION: found "nope"/);
});
