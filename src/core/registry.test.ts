import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { packs } from '../../test/support/packs.ts';
import { InputError } from './input/validate.ts';
import type { Pack } from './pack.ts';
import { PackRegistry } from './registry.ts';

describe('PackRegistry', () => {
  const belem = packs.require('belem-pa');
  const salvador = packs.require('salvador-ba');

  it('keeps the packs in the order given, by id', () => {
    const r = PackRegistry.of([salvador, belem]);
    assert.deepEqual(r.ids(), ['salvador-ba', 'belem-pa']);
    assert.deepEqual(
      r.list().map((p) => p.id),
      ['salvador-ba', 'belem-pa'],
    );
    assert.equal(r.get('belem-pa'), belem);
    assert.equal(r.get('nova-odessa-sp'), undefined);
    assert.equal(r.dirs, null);
  });

  it('require names the field, what was found and every id it knows', () => {
    const r = PackRegistry.of([belem, salvador]);
    assert.equal(r.require('salvador-ba'), salvador);
    assert.throws(
      () => r.require('atlantis-xx'),
      (e: unknown) =>
        e instanceof InputError &&
        e.problems[0]?.field === 'municipality' &&
        e.problems[0]?.found === '"atlantis-xx"' &&
        e.problems[0]?.expected === 'one of belem-pa, salvador-ba',
    );
    assert.throws(
      () => r.require('x', 'MUNICIPALITY'),
      (e: unknown) => e instanceof InputError && e.problems[0]?.field === 'MUNICIPALITY',
    );
  });

  it('refuses two packs for one municipality', () => {
    const copy: Pack = { ...belem };
    assert.throws(() => PackRegistry.of([belem, copy]), /two packs for municipality belem-pa/);
  });

  it('an empty registry knows nothing and says so', () => {
    const r = PackRegistry.of([], ['/nowhere']);
    assert.deepEqual(r.ids(), []);
    assert.deepEqual(r.dirs, ['/nowhere']);
    assert.throws(() => r.require('belem-pa'), /expected a municipality with a law pack \(none is loaded\)$/);
  });
});
