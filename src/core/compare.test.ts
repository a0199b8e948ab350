import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compare, holds, lawWording, NBR15514_SOURCE, roundTo } from './compare.ts';

describe('compare', () => {
  it('rounds distances to the centimetre before comparing', () => {
    assert.equal(compare('d', 299.994, '>', 300, 'm', 'pt').measured, 299.99);
    assert.equal(compare('d', 299.995, '>', 300, 'm', 'pt').measured, 300);
    // 300.004 m reads 300,00 m: "igual ou inferior a 300 m" forbids it.
    assert.equal(compare('d', 300.004, '>', 300, 'm', 'pt').holds, false);
    assert.equal(compare('d', 300.005, '>', 300, 'm', 'pt').holds, true);
  });

  it('does not round non-lengths', () => {
    assert.equal(compare('kg', 520.004, '<=', 520, 'kg', 'pt').holds, false);
  });

  it('applies each operator on both sides and on the value', () => {
    const table: [Parameters<typeof holds>[1], number, boolean][] = [
      ['>', 299.99, false],
      ['>', 300, false],
      ['>', 300.01, true],
      ['>=', 399.99, false],
      ['>=', 400, true],
      ['>=', 400.01, true],
      ['<=', 249, true],
      ['<=', 250, true],
      ['<=', 251, false],
      ['<', 4.99, true],
      ['<', 5, false],
    ];
    for (const [op, v, expected] of table) {
      const limit = op === '>' ? 300 : op === '>=' ? 400 : op === '<=' ? 250 : 5;
      assert.equal(holds(v, op, limit), expected, `${v} ${op} ${limit}`);
    }
  });

  it('words the law the way it is written', () => {
    assert.equal(lawWording('>', 300, 'm', 'pt'), 'a lei proíbe 300 m ou menos');
    assert.equal(lawWording('>=', 500, 'm', 'pt'), 'a lei exige no mínimo 500 m');
    assert.equal(lawWording('<=', 250, 'count', 'pt'), 'a lei permite até 250');
    assert.equal(lawWording('>=', 50000, 'BRL', 'pt'), 'a lei exige no mínimo R$ 50.000,00');
    assert.equal(lawWording('>', 300, 'm', 'en'), 'the law forbids 300 m or less');
  });

  it('names the delegated norm a limit comes from instead of the law', () => {
    assert.equal(lawWording('>=', 1.5, 'm', 'pt', NBR15514_SOURCE), 'a NBR 15514 exige no mínimo 1,5 m');
    assert.equal(lawWording('>=', 1.5, 'm', 'en', NBR15514_SOURCE), 'NBR 15514 requires at least 1.5 m');
    const zoning = { pt: 'o PDDU/LOUOS', en: 'the PDDU/LOUOS' };
    assert.equal(compare('kg', 521, '<=', 520, 'kg', 'pt', zoning).text, 'encontrado 521 kg; o PDDU/LOUOS permite até 520 kg');
    // Without a source the law's own number stays the law's.
    assert.equal(compare('distance', 399.99, '>=', 400, 'm', 'pt').text, 'medido 399,99 m; a lei exige no mínimo 400 m');
  });

  it('writes the comparison text with pt-BR numbers', () => {
    const c = compare('distance', 287.4149, '>', 300, 'm', 'pt');
    assert.equal(c.text, 'medido 287,41 m; a lei proíbe 300 m ou menos');
    assert.equal(c.holds, false);
    assert.equal(compare('n', 3, '<=', 2, 'count', 'pt').text, 'encontrado 3; a lei permite até 2');
  });

  it('roundTo keeps halves stable', () => {
    assert.equal(roundTo(1.005, 2), 1.01);
    assert.equal(roundTo(2.675, 2), 2.68);
  });
});
