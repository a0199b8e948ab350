/**
 * Belém pack: what scenario cases cannot say as data — the transition boundary of art. 4
 * parágrafo único counted as the Código Civil counts, and dates read from the pack's own law.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { evaluate } from '../../src/core/engine.ts';
import { parseInput } from '../../src/core/input/validate.ts';
import { belemPack as pack } from './index.ts';

const outlet2010WithoutPhone = parseInput({
  municipality: 'belem-pa',
  activity: 'glp-resale',
  establishment: { startDate: '2010-03-01' },
  safety: { telephone: false },
});

describe('belem-pa: art. 4 parágrafo único (six months, Código Civil art. 132 § 3º)', () => {
  const on = (date: string) => evaluate(pack, outlet2010WithoutPhone, { date }).findings.find((f) => f.rule === 'belem-pa/art3-VI');

  it('defers art. 3 on the day before the last day and on the last day, 16/07/2012', () => {
    assert.equal(on('2012-07-15')?.status, 'not-applicable');
    const last = on('2012-07-16');
    assert.equal(last?.status, 'not-applicable');
    assert.match(last?.notes?.join(' ') ?? '', /até 16\/07\/2012 \(inclusive\)/);
  });

  it('binds from the day after, 17/07/2012', () => {
    assert.equal(on('2012-07-17')?.status, 'violated');
  });

  it('does not cover an outlet opened after the law', () => {
    const later = parseInput({ ...outlet2010WithoutPhone, establishment: { startDate: '2012-02-01' } });
    const f = evaluate(pack, later, { date: '2012-07-16' }).findings.find((x) => x.rule === 'belem-pa/art3-VI');
    assert.equal(f?.status, 'violated');
  });
});
