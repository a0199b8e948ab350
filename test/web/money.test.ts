/** Amounts typed on the infraction notice (web/src/lib/money.ts): Brazilian and keypad forms, and refusals. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseAmount } from '../../web/src/lib/money.ts';

describe('parseAmount', () => {
  it('reads reais as typed in Brazil: comma for cents, dot for thousands', () => {
    assert.equal(parseAmount('300'), 300);
    assert.equal(parseAmount('300,00'), 300);
    assert.equal(parseAmount('99,99'), 99.99);
    assert.equal(parseAmount('100,01'), 100.01);
    assert.equal(parseAmount('1.234,56'), 1234.56);
    assert.equal(parseAmount('1.234'), 1234);
    assert.equal(parseAmount('R$ 150,50'), 150.5);
    assert.equal(parseAmount(' 10.000 '), 10000);
  });
  it('reads a keypad decimal point', () => {
    assert.equal(parseAmount('300.5'), 300.5);
    assert.equal(parseAmount('300.50'), 300.5);
  });
  it('empty is no amount (the law fixes it); anything else is not a number', () => {
    assert.equal(parseAmount(''), undefined);
    assert.equal(parseAmount('   '), undefined);
    assert.ok(Number.isNaN(parseAmount('trezentos')));
    assert.ok(Number.isNaN(parseAmount('1,2,3')));
    assert.ok(Number.isNaN(parseAmount('12.34,5.6')));
    assert.ok(Number.isNaN(parseAmount('-100')));
  });
});
