/**
 * Nova Odessa, art. 5: the class found and the class asked cite the letter that decides them
 * (art. 5º, I, a … VI, a: the capacity band; the letter b of a higher class asked: its minimum
 * area), never art. 5º's caput alone. Inputs are the scenario cases (cases/*.json), named.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { evaluate } from '../../src/core/engine.ts';
import { parseInputFor } from '../../src/core/input/validate.ts';
import type { Finding } from '../../src/core/types.ts';
import { findCase } from '../../test/support/cases.ts';
import { novaOdessaPack as pack } from './index.ts';

function finding(name: string, rule: string): Finding {
  const c = findCase(pack.id, name);
  const r = evaluate(pack, parseInputFor(pack, c.input), { date: c.date, overrides: c.overrides ?? {} });
  const f = r.findings.find((x) => x.rule === `nova-odessa-sp/${rule}`);
  assert.ok(f, `no finding for ${rule} in "${name}"`);
  return f;
}

describe('nova-odessa-sp: the class found cites its letter a (art. 5º)', () => {
  it('520 kg → class I, art. 5º, I, a; 521 kg → class II, art. 5º, II, a; 99.840 kg → class VI, art. 5º, VI, a', () => {
    for (const [name, unit] of [
      ['40 × 13 kg = 520 kg: classe I (até 520 kg, inclusive)', 'art5-I-a'],
      ['37 × 13 kg + 2 × 20 kg = 521 kg: acima de 520 kg → classe II', 'art5-II-a'],
      ['7.680 × 13 kg = 99.840 kg: classe VI; aberturas e corredor sem § 6º → não avaliáveis', 'art5-VI-a'],
    ] as const) {
      const f = finding(name, 'art5');
      assert.equal(f.status, 'satisfied', name);
      assert.equal(f.citation.unit, unit, name);
      assert.ok(
        f.alsoCites?.some((c) => c.unit === 'art5'),
        name,
      );
    }
  });
  it('99.841 kg, above class VI: violated, citing the bound it exceeds, art. 5º, VI, a', () => {
    const f = finding('7.677 × 13 kg + 2 × 20 kg = 99.841 kg: acima da classe VI a lei não prevê classe', 'art5');
    assert.equal(f.status, 'violated');
    assert.equal(f.citation.unit, 'art5-VI-a');
  });
});

describe('nova-odessa-sp: the class asked cites the letter that decides it', () => {
  it('a class below the quantity cites the bound of the class asked (art. 5º, I, a for class I and 521 kg)', () => {
    const f = finding(
      'Art. 5º (classe pedida, ambas as leituras): pedido de classe I para 37 × 13 kg + 2 × 20 kg = 521 kg armazenados (classe II) → violado: a classe I vai até 520 kg',
      'art5-requested-class',
    );
    assert.equal(f.status, 'violated');
    assert.equal(f.citation.unit, 'art5-I-a');
  });
  it('a higher class asked cites its letter a when its area is reached, its letter b when not or not reported', () => {
    for (const [name, status, unit] of [
      [
        'Art. 5º (classe pedida, leitura padrão not-below): pedido de classe II para 480 kg com área de 8 m² (mínima da classe II, art. 5º, II, b) → atendido',
        'satisfied',
        'art5-II-a',
      ],
      [
        'Art. 5º (classe pedida, leitura padrão not-below): pedido de classe II para 480 kg com área de 7,99 m² (mínima da classe II: 8 m²) → violado: a área não é a da classe II',
        'violated',
        'art5-II-b',
      ],
      [
        'Art. 5º (classe pedida, leitura padrão not-below): pedido de classe II sem a área informada → não avaliável, pede storage.areaM2',
        'cannot-evaluate',
        'art5-II-b',
      ],
    ] as const) {
      const f = finding(name, 'art5-requested-class');
      assert.equal(f.status, status, name);
      assert.equal(f.citation.unit, unit, name);
      assert.ok(f.interpretations?.some((i) => i.parameter.endsWith('art5-requested-class-reading')) ?? status === 'cannot-evaluate', name);
    }
  });
  it('under the reading "exact", a higher class asked cites the class of the quantity (art. 5º, I, a for 480 kg)', () => {
    const f = finding(
      'Art. 5º (classe pedida, leitura exact): pedido de classe II para 480 kg (classe I) em 12 m² → violado: a classe é a da quantidade',
      'art5-requested-class',
    );
    assert.equal(f.status, 'violated');
    assert.equal(f.citation.unit, 'art5-I-a');
  });
});
