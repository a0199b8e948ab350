/** Both languages say the same things (same parameters), and numbers, money and dates are written as each expects. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formatDate, formatDegrees, formatMoney, formatValue } from '../../web/src/i18n/format.ts';
import { en, label, message, pt } from '../../web/src/i18n/messages.ts';

const params = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('messages', () => {
  it('every message has the same parameters in Portuguese and English, and none is empty', () => {
    const bad: string[] = [];
    for (const k of Object.keys(pt) as (keyof typeof pt)[]) {
      if (JSON.stringify(params(pt[k])) !== JSON.stringify(params(en[k]))) bad.push(`${k}: ${params(pt[k])} vs ${params(en[k])}`);
      if (pt[k].trim() === '' || en[k].trim() === '') bad.push(`${k}: empty`);
    }
    assert.deepEqual(bad, []);
  });

  it('fills parameters and leaves a missing one visible', () => {
    assert.equal(message('pt', 'verify.notFound', { number: 'ALV-1' }), 'Nenhuma licença com o número ALV-1 foi encontrada.');
    assert.equal(message('en', 'verify.notFound'), 'No licence numbered {number} was found.');
  });

  it('labels known codes and shows unknown ones as they are', () => {
    assert.equal(label('pt', 'category', 'school'), 'escola');
    assert.equal(label('en', 'category', 'school'), 'school');
    assert.equal(label('pt', 'category', 'street-market'), 'street-market');
  });
});

describe('formats', () => {
  it('writes dates dd/mm/aaaa in Portuguese', () => {
    assert.equal(formatDate('2012-01-16', 'pt'), '16/01/2012');
    assert.equal(formatDate('2012-01-16', 'en'), '16 Jan 2012');
    assert.equal(formatDate(null, 'pt'), '');
  });

  it('writes reais as R$ with the Brazilian separators', () => {
    assert.equal(formatMoney(5000, 'pt').replace(/\s/g, ' '), 'R$ 5.000,00');
    assert.equal(formatMoney(1234.5, 'en'), 'R$1,234.50');
  });

  it('writes parameter values in their units', () => {
    assert.equal(formatValue(500, 'm', 'pt'), '500 m');
    assert.equal(formatValue(299.99, 'm', 'pt'), '299,99 m');
    assert.equal(formatValue(400, 'm2', 'pt'), '400 m²');
    assert.equal(formatValue({ min: 100, max: 300 }, 'BRL', 'pt').replace(/\s/g, ' '), 'R$ 100,00 a R$ 300,00');
    assert.equal(formatValue(200, 'UFIR', 'pt'), '200 UFIR');
    assert.equal(formatValue(90, 'days', 'en'), '90 days');
    assert.equal(formatValue(null, 'BRL', 'pt'), 'não definido');
    assert.equal(formatDegrees(-12.97, 'pt'), '−12,97000°');
  });
});
