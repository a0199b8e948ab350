/**
 * Which penalty item may punish which unit (coverage.ts), from the laws' texts: Salvador art. 15
 * gives each conduct its item ("V — descumprimento de qualquer inciso do art. 2º", "III —
 * instalações de armazenamento … em desacordo", art. 4 none of its own); Belém fines only
 * arts. 6 (§ 2º) and 7 (parágrafo único); Nova Odessa's art. 18 punishes any provision.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { mustPack } from '../../test/support/packs.ts';
import { checkInfractionCoversUnits } from './coverage.ts';
import { EnforcementError, infractionOf } from './fines.ts';
import { checkSeizable } from './service.ts';

const DATE = '2026-11-30';

function check(municipality: string, infraction: string, units: string[]): EnforcementError | null {
  const pack = mustPack(municipality);
  try {
    checkInfractionCoversUnits(pack, infractionOf(pack, infraction), units, DATE);
    return null;
  } catch (e) {
    if (e instanceof EnforcementError) return e;
    throw e;
  }
}

describe('Salvador art. 15: the item the law gives to the violated unit', () => {
  for (const [infraction, unit] of [
    ['art15-V', 'art2-V'],
    ['art15-V', 'art2-III'],
    ['art15-V', 'art2'],
    ['art15-III', 'art2-par2'],
    ['art15-III', 'art7'],
    ['art15-III', 'art6'],
    ['art15-II', 'art8'],
    ['art15-III', 'art8'],
    ['art15-II', 'art3-par1'],
    ['art15-I', 'art1'],
    // Art. 5 (TRANSALVADOR's norms) no item covers: left to the fiscal.
    ['art15-II', 'art5'],
  ] as const)
    it(`${infraction} for ${unit}: accepted`, () => assert.equal(check('salvador-ba', infraction, [unit]), null));

  for (const [infraction, unit, expected] of [
    ['art15-III', 'art2-V', /art15-V/],
    ['art15-V', 'art7', /art15-III/],
    // § 2º is a paragraph punished under III, though art. 2 as a whole falls under V.
    ['art15-V', 'art2-par2', /art15-III/],
    ['art15-II', 'art2', /art15-V/],
    ['art15-I', 'art4-parU', /sets none of its own/],
  ] as const)
    it(`${infraction} for ${unit}: refused, naming the item the law gives`, () => {
      const e = check('salvador-ba', infraction, [unit]);
      assert.ok(e, 'refused');
      assert.equal(e.field, 'infraction');
      assert.match(e.found, new RegExp(`^${infraction} for ${unit} \\(`));
      assert.match(e.expected, expected);
    });

  it('every unit of the notice is checked: one out of place refuses the notice', () => {
    assert.equal(check('salvador-ba', 'art15-V', ['art2-IV', 'art2-V']), null);
    assert.equal(check('salvador-ba', 'art15-V', ['art2-IV', 'art9'])?.field, 'infraction');
  });
});

describe('Belém: only arts. 6 and 7 carry fines', () => {
  it('art. 6 § 2º for art. 6 and its paragraphs; art. 7 parágrafo único for art. 7', () => {
    assert.equal(check('belem-pa', 'art6-par2', ['art6']), null);
    assert.equal(check('belem-pa', 'art6-par2', ['art6-par1']), null);
    assert.equal(check('belem-pa', 'art7-parU', ['art7']), null);
  });
  it('art. 6 § 2º for art. 7: refused, naming art7-parU', () => {
    const e = check('belem-pa', 'art6-par2', ['art7']);
    assert.equal(e?.field, 'infraction');
    assert.match(e?.expected ?? '', /art7-parU/);
  });
  it('a unit the law fines under no item (art. 2, I, a): refused on `units`, listing what the law fines', () => {
    const e = check('belem-pa', 'art6-par2', ['art2-I-a']);
    assert.equal(e?.field, 'units');
    assert.match(e?.expected ?? '', /art6-par2 \(.*art\. 6º\); art7-parU \(.*art\. 7º\)/);
  });
});

describe('Nova Odessa: art. 18 punishes any provision of the law', () => {
  it('accepts any unit', () => {
    assert.equal(check('nova-odessa-sp', 'art18', ['art5-II', 'art9-par3', 'art14']), null);
  });
});

describe('what the law lets be seized (service.ts checkSeizable)', () => {
  const item = (kind: 'container' | 'vehicle' | 'goods') => ({ kind, description: 'x', quantity: 1 });
  const refusal = (municipality: string, kind: 'container' | 'vehicle' | 'goods') => {
    try {
      checkSeizable(mustPack(municipality), [item(kind)]);
      return null;
    } catch (e) {
      if (e instanceof EnforcementError) return e;
      throw e;
    }
  };
  it('Nova Odessa art. 14 § 3º: the vehicle, not containers or goods', () => {
    assert.equal(refusal('nova-odessa-sp', 'vehicle'), null);
    for (const kind of ['container', 'goods'] as const) {
      const e = refusal('nova-odessa-sp', kind);
      assert.equal(e?.field, 'items[0].kind');
      assert.match(e?.expected ?? '', /^what this law lets be seized: vehicles \(Lei 1\.761\/2000, art\. 14, § 3º\)$/);
    }
  });
  it('Vitória da Conquista art. 26, I: "apreender botijões", not vehicles', () => {
    assert.equal(refusal('vitoria-da-conquista-ba', 'container'), null);
    assert.equal(refusal('vitoria-da-conquista-ba', 'vehicle')?.field, 'items[0].kind');
  });
  it('Belém: no seizure at all', () => assert.equal(refusal('belem-pa', 'container')?.field, 'items'));
});
