/** Both languages say the same things (same parameters), and numbers, money and dates are written as each expects. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { comparisonFact, formatDate, formatDegrees, formatMoney, formatValue } from '../../web/src/i18n/format.ts';
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

describe('comparison facts as headings', () => {
  it('writes the engine\'s "distance to PLACE" in the language, the place as named', () => {
    assert.equal(comparisonFact('distance to Revenda Boca do Rio', 'pt'), 'Distância até Revenda Boca do Rio');
    assert.equal(comparisonFact('distance to Revenda Boca do Rio', 'en'), 'Distance to Revenda Boca do Rio');
    assert.equal(comparisonFact('distance to school', 'pt'), 'Distância até school');
  });

  it('labels a fact path that has a label, keeping the note; leaves any other fact as named', () => {
    assert.equal(comparisonFact('signs', 'pt'), 'Tem as placas “PROIBIDO FUMAR” e “PERIGO – INFLAMÁVEL”?');
    assert.equal(comparisonFact('signs (conformes)', 'en'), 'Has the “NO SMOKING” and “DANGER – FLAMMABLE” signs? (conformes)');
    assert.equal(comparisonFact('storage.containers (botijões)', 'pt'), 'Recipientes de GLP armazenados (botijões)');
    assert.equal(comparisonFact('building.frontageM', 'pt'), 'building.frontageM');
    assert.equal(comparisonFact('distância até a escola', 'pt'), 'distância até a escola');
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
    // Several fields: each named, separated by spaces where a line can break (no JSON word).
    assert.equal(
      formatValue({ factor: 0.5, exceptColumns: ['drains'], noOpenings: true }, 'none', 'pt'),
      'factor: 0,5; exceptColumns: drains; noOpenings: sim',
    );
    assert.equal(formatDegrees(-12.97, 'pt'), '−12,97000°');
  });
});
