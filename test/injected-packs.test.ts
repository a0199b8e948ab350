/**
 * The shells run with the packs they are given (ADR 0003): a program or a test that hands the
 * CLI (CliIO.packs) or the API (openApi({ packs })) a registry of its own sees those
 * municipalities and no other.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { PackRegistry } from '../src/core/registry.ts';
import { openTestApi, type TestApi } from './support/api.ts';
import { glp } from './support/cli.ts';
import { packs } from './support/packs.ts';

const onlySalvador = PackRegistry.of([packs.require('salvador-ba')]);

describe('the CLI with its own packs', () => {
  it('lists, evaluates and explains only what it was given', async () => {
    const laws = await glp(['laws', '--format', 'json'], { packs: onlySalvador });
    assert.equal(laws.code, 0, laws.err);
    assert.deepEqual(
      (JSON.parse(laws.out) as { municipalities: { id: string }[] }).municipalities.map((m) => m.id),
      ['salvador-ba'],
    );
    const belem = await glp(['evaluate', 'examples/belem-pa-approvable.json'], { packs: onlySalvador });
    assert.equal(belem.code, 2);
    assert.match(belem.err, /municipality \(município\): encontrado "belem-pa", esperado um de salvador-ba/);
    const salvador = await glp(['evaluate', 'examples/salvador-ba-approvable.json', '--format', 'json'], {
      packs: onlySalvador,
      today: '2026-11-30',
    });
    assert.equal(salvador.code, 0, salvador.err);
    assert.equal(JSON.parse(salvador.out).municipality, 'salvador-ba');
    const explain = await glp(['explain', 'belem-pa/art2-I-a'], { packs: onlySalvador });
    assert.equal(explain.code, 2);
  });
});

describe('the API with its own packs', () => {
  let api: TestApi;
  before(async () => {
    api = await openTestApi('sqlite', { packs: onlySalvador });
  });
  after(async () => {
    await api?.close();
  });

  it('seeds, serves and checks against those municipalities only', async () => {
    const list = await api.req('GET', '/api/municipalities');
    assert.equal(list.status, 200);
    assert.deepEqual(
      (list.json as { items: { id: string; lawPack: { id: string } | null }[] }).items.map((m) => [m.id, m.lawPack?.id]),
      [['salvador-ba', 'salvador-ba']],
    );
    assert.equal((await api.req('GET', '/api/municipalities/salvador-ba/laws')).status, 200);
    assert.equal((await api.req('GET', '/api/municipalities/belem-pa/laws')).status, 404);
    // The municipality is the path's: a served one without a pack here is the 404 every route gives.
    for (const path of [
      '/api/viability/belem-pa',
      '/api/viability/belem-pa/preview.svg',
      '/api/viability/belem-pa/check?lon=-48.5&lat=-1.4',
    ]) {
      const viability = await api.req('GET', path);
      assert.equal(viability.status, 404, `${path}: ${viability.text}`);
      assert.deepEqual(viability.json.errors, [{ field: 'municipality', found: '"belem-pa"', expected: 'one of salvador-ba' }], path);
    }
    // A clone of a served municipality has its pack: past the 404 to the use case's checks (an activity its law lacks: 400).
    const clone = await api.req('GET', '/api/viability/salvador-ba~003?activity=no-such');
    assert.equal(clone.status, 400, clone.text);
    assert.equal(clone.json.errors[0].field, 'query.activity');
  });
});
