/** Worker threads re-evaluate shards of the registry with the same packs, loaded from the same directories. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { packs } from '../../test/support/packs.ts';
import { PackRegistry } from '../core/registry.ts';
import { reevaluate } from '../siting/batch.ts';
import { generateRegistry, syntheticPlaceRegistry } from '../siting/generate.ts';
import { ReevaluationPool, reevaluateParallel } from './reevaluation-pool.ts';

describe('parallel', () => {
  it('the worker pool gives the single-threaded report', async () => {
    const g = generateRegistry(packs, { seed: 5, scale: 'city', cities: ['salvador-ba', 'belem-pa', 'vitoria-da-conquista-ba'] });
    const reg = syntheticPlaceRegistry(g);
    const opts = { date: '2025-06-01', whatIf: { 'salvador-ba/min-distance-between-establishments': 300 } };
    const one = reevaluate(packs, reg, opts);
    const two = await reevaluateParallel(packs, reg, { ...opts, threads: 2 });
    assert.deepEqual(two.counts, one.counts);
    assert.deepEqual(two.changes, one.changes);
    assert.ok(one.changes.length > 0);
  });

  it('needs packs loaded from directories, which its workers load again', async () => {
    const reg = syntheticPlaceRegistry(generateRegistry(packs, { seed: 5, scale: 'city', cities: ['nova-odessa-sp'] }));
    const inMemory = PackRegistry.of(packs.list());
    await assert.rejects(ReevaluationPool.create(inMemory, reg, { threads: 2 }), /loaded from directories/);
    // One thread needs no worker: packs given as objects are enough.
    const pool = await ReevaluationPool.create(inMemory, reg, { threads: 1 });
    assert.equal(pool.threads, 1);
    await pool.close();
  });
});
