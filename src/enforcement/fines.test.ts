/**
 * Every fine rule of the four laws at repeat offences 0, 1 and 2, under each reading the law
 * admits (the interpretation parameters), with the arithmetic the notice shows.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { mustPack } from '../../test/support/packs.ts';
import { EnforcementError, type FineQuote, quoteFine } from './fines.ts';

const DATE = '2026-11-30';
const amounts = (id: string, infraction: string, overrides: Record<string, unknown> = {}, extra: { chosenAmountBRL?: number } = {}) =>
  [0, 1, 2].map((n) => quoteFine(mustPack(id), { infraction, date: DATE, priorNotices: n, priorFines: n, overrides, ...extra }).amountBRL);
const pt = (q: FineQuote) => q.arithmetic.map((l) => l.pt).join('\n');

describe('Salvador art. 15: fixed amounts, range, +50 % per repeat, notification first', () => {
  const linear = { 'salvador-ba/repeat-increase-mode': 'linear' };
  const compound = { 'salvador-ba/repeat-increase-mode': 'compound' };
  it('I (R$ 500): linear 500 → 750 → 1000; compound 500 → 750 → 1125', () => {
    assert.deepEqual(amounts('salvador-ba', 'art15-I', linear), [500, 750, 1000]);
    assert.deepEqual(amounts('salvador-ba', 'art15-I', compound), [500, 750, 1125]);
  });
  it('II (R$ 300) and IV (R$ 300): 300 → 450 → 600 linear; 300 → 450 → 675 compound', () => {
    for (const inf of ['art15-II', 'art15-IV']) {
      assert.deepEqual(amounts('salvador-ba', inf, linear), [300, 450, 600]);
      assert.deepEqual(amounts('salvador-ba', inf, compound), [300, 450, 675]);
    }
  });
  it('the default reading is linear, and the notice shows it', () => {
    const q = quoteFine(mustPack('salvador-ba'), { infraction: 'art15-I', date: DATE, priorNotices: 2, priorFines: 2 });
    assert.equal(q.amountBRL, 1000);
    assert.match(pt(q), /R\$ 500,00 × \(1 \+ 0,5 × 2\) = R\$ 1\.000,00/);
    assert.ok(q.interpretations.some((i) => i.parameter === 'salvador-ba/repeat-increase-mode' && i.value === 'linear'));
    assert.ok(q.interpretations.some((i) => i.parameter === 'salvador-ba/same-irregularity' && i.value === 'same-units'));
  });
  it('III: the inspector fixes R$ 100–300; at, inside and outside the bounds', () => {
    assert.deepEqual(amounts('salvador-ba', 'art15-III', linear, { chosenAmountBRL: 100 }), [100, 150, 200]);
    assert.deepEqual(amounts('salvador-ba', 'art15-III', compound, { chosenAmountBRL: 300 }), [300, 450, 675]);
    assert.deepEqual(amounts('salvador-ba', 'art15-III', linear, { chosenAmountBRL: 200 }), [200, 300, 400]);
    const ask = (v?: number) => () =>
      quoteFine(mustPack('salvador-ba'), {
        infraction: 'art15-III',
        date: DATE,
        priorNotices: 0,
        priorFines: 0,
        ...(v === undefined ? {} : { chosenAmountBRL: v }),
      });
    for (const v of [99.99, 300.01, undefined]) {
      assert.throws(ask(v), (e: unknown) => e instanceof EnforcementError && /R\$ 100,00 to R\$ 300,00/.test(e.expected));
    }
    assert.match(pt(ask(100)()), /faixa R\$ 100,00–R\$ 300,00/);
  });
  it('V: a notification at the first finding, then R$ 100 (+50 % per repeat fine)', () => {
    const p = mustPack('salvador-ba');
    const first = quoteFine(p, { infraction: 'art15-V', date: DATE, priorNotices: 0, priorFines: 0 });
    assert.equal(first.kind, 'notification');
    assert.equal(first.amountBRL, null);
    const fines = [0, 1, 2].map((n) => quoteFine(p, { infraction: 'art15-V', date: DATE, priorNotices: n + 1, priorFines: n }));
    assert.deepEqual(
      fines.map((f) => [f.kind, f.amountBRL, f.notification]),
      [
        ['fine', 100, 2],
        ['fine', 150, 3],
        ['fine', 200, 4],
      ],
    );
    const compound = quoteFine(p, { infraction: 'art15-V', date: DATE, priorNotices: 3, priorFines: 2, overrides: compoundO() });
    assert.equal(compound.amountBRL, 225);
    function compoundO() {
      return { 'salvador-ba/repeat-increase-mode': 'compound' };
    }
  });
  it('a reading the parameter does not admit is refused naming the alternatives', () => {
    assert.throws(
      () => amounts('salvador-ba', 'art15-I', { 'salvador-ba/repeat-increase-mode': 'triple' }),
      (e: unknown) => e instanceof EnforcementError && /linear, compound/.test(e.expected),
    );
  });
  it('an infraction not in the law is refused naming those that are', () => {
    assert.throws(
      () => quoteFine(mustPack('salvador-ba'), { infraction: 'art99', date: DATE, priorNotices: 0, priorFines: 0 }),
      (e: unknown) => e instanceof EnforcementError && e.field === 'infraction' && /art15-III/.test(e.expected),
    );
  });
});

describe('Belém arts. 6 § 2º and 7 parágrafo único: +100 %, "progressivamente"', () => {
  it('art. 6 (R$ 5.000): linear 5.000 → 10.000 → 15.000; compound 5.000 → 10.000 → 20.000', () => {
    assert.deepEqual(amounts('belem-pa', 'art6-par2'), [5000, 10000, 15000]);
    assert.deepEqual(amounts('belem-pa', 'art6-par2', { 'belem-pa/repeat-offence-progression': 'compound' }), [5000, 10000, 20000]);
  });
  it('art. 7 (R$ 10.000): linear 10.000 → 20.000 → 30.000; compound 10.000 → 20.000 → 40.000', () => {
    assert.deepEqual(amounts('belem-pa', 'art7-parU'), [10000, 20000, 30000]);
    assert.deepEqual(amounts('belem-pa', 'art7-parU', { 'belem-pa/repeat-offence-progression': 'compound' }), [10000, 20000, 40000]);
  });
  it('shows the arithmetic', () => {
    const q = quoteFine(mustPack('belem-pa'), { infraction: 'art7-parU', date: DATE, priorNotices: 2, priorFines: 2 });
    assert.match(pt(q), /R\$ 10\.000,00 × \(1 \+ 1 × 2\) = R\$ 30\.000,00/);
  });
});

describe('Nova Odessa art. 18: 200 UFIR, doubled on repeat, converted at the dated UFIR value', () => {
  it('"em dobro" read as double for every repeat: 200 → 400 → 400 UFIR (R$ 212,82 → 425,64 → 425,64)', () => {
    const qs = [0, 1, 2].map((n) =>
      quoteFine(mustPack('nova-odessa-sp'), { infraction: 'art18', date: DATE, priorNotices: n, priorFines: n }),
    );
    assert.deepEqual(
      qs.map((q) => [q.index?.amount, q.amountBRL]),
      [
        [200, 212.82],
        [400, 425.64],
        [400, 425.64],
      ],
    );
    assert.match(pt(qs[1] as FineQuote), /200 UFIR × 2 \(reincidência\) = 400 UFIR/);
    assert.match(pt(qs[1] as FineQuote), /400 UFIR × R\$ 1,0641 por UFIR .* = R\$ 425,64/);
  });
  it('read as compounding: 200 → 400 → 800 UFIR (R$ 851,28 at the 2nd repeat)', () => {
    const o = { 'nova-odessa-sp/repeat-offence-doubling': 'compound' };
    const qs = [0, 1, 2].map((n) =>
      quoteFine(mustPack('nova-odessa-sp'), { infraction: 'art18', date: DATE, priorNotices: n, priorFines: n, overrides: o }),
    );
    assert.deepEqual(
      qs.map((q) => [q.index?.amount, q.amountBRL]),
      [
        [200, 212.82],
        [400, 425.64],
        [800, 851.28],
      ],
    );
  });
  it('a new UFIR value entered by the municipality changes the reais, not the UFIR', () => {
    const q = quoteFine(mustPack('nova-odessa-sp'), {
      infraction: 'art18',
      date: DATE,
      priorNotices: 0,
      priorFines: 0,
      overrides: { 'nova-odessa-sp/ufir-value-brl': 4.5 },
    });
    assert.deepEqual([q.index?.amount, q.amountBRL], [200, 900]);
    // The value entered has no date in the law: the conversion says it is a what-if, not "desde" the law's value.
    assert.match(pt(q), /R\$ 4,50 por UFIR \(ufir-value-brl, valor hipotético informado\)/);
    assert.doesNotMatch(pt(q), /desde 04\/07\/2000/);
    const lawValue = quoteFine(mustPack('nova-odessa-sp'), { infraction: 'art18', date: DATE, priorNotices: 0, priorFines: 0 });
    assert.match(pt(lawValue), /R\$ 1,0641 por UFIR \(ufir-value-brl, desde 04\/07\/2000\)/);
  });
  it('says that the amount is not updated while the municipal index is not loaded, and not once it is', () => {
    const quote = (overrides: Record<string, unknown>) =>
      pt(quoteFine(mustPack('nova-odessa-sp'), { infraction: 'art18', date: DATE, priorNotices: 0, priorFines: 0, overrides }));
    assert.match(quote({}), /Valor sem atualização monetária: o índice do Município \(ufir-update-index\) não foi carregado/);
    assert.doesNotMatch(quote({ 'nova-odessa-sp/ufir-update-index': 'IPCA-E' }), /sem atualização monetária/);
  });
});

describe('Vitória da Conquista art. 27: the amount of the police-power law, entered as data', () => {
  it('until entered: not set, saying so, at every repeat', () => {
    for (const n of [0, 1, 2]) {
      const q = quoteFine(mustPack('vitoria-da-conquista-ba'), { infraction: 'art27', date: DATE, priorNotices: n, priorFines: n });
      assert.equal(q.kind, 'not-set');
      assert.equal(q.amountBRL, null);
      assert.match(q.message?.pt ?? '', /não cadastrado/);
    }
  });
  it('once entered: that amount; the law sets no repeat increase, and the notice says so', () => {
    const o = { 'vitoria-da-conquista-ba/fine-amount': 850 };
    assert.deepEqual(amounts('vitoria-da-conquista-ba', 'art27', o), [850, 850, 850]);
    const q = quoteFine(mustPack('vitoria-da-conquista-ba'), {
      infraction: 'art27',
      date: DATE,
      priorNotices: 1,
      priorFines: 1,
      overrides: o,
    });
    // Lei 709/1993 sets none; the police-power law art. 27 delegates to may, and is not loaded: said, not assumed away.
    assert.match(
      pt(q),
      /Reincidência nº 1 registrada: Lei 709\/1993, art\. 27 não prevê acréscimo; o acréscimo que a norma referida \(.*Poder de Polícia.*\) preveja não está cadastrado: R\$ 850,00/,
    );
  });
});

describe('Vitória da Conquista art. 26, I a–c: seizure of the cylinders, fined as art. 27', () => {
  it('each letter states the seizure on the notice and takes art. 27’s amount: not set until entered, then that amount at every repeat', () => {
    for (const [letter, what] of [
      ['a', /armazenados no local não permitido/],
      ['b', /acima do número deferido no alvará/],
      ['c', /transportados no veículo/],
    ] as const) {
      const q = quoteFine(mustPack('vitoria-da-conquista-ba'), {
        infraction: `art26-I-${letter}`,
        date: DATE,
        priorNotices: 0,
        priorFines: 0,
      });
      assert.equal(q.kind, 'not-set');
      // The unit that delegates the amount is art. 27, not the seizure's letter of art. 26.
      assert.match(q.message?.pt ?? '', /^Valor da multa não cadastrado: Lei 709\/1993, art\. 27 remete a norma não recebida/);
      assert.match(q.alsoSanctions?.pt ?? '', /^apreensão dos botijões/);
      assert.match(q.alsoSanctions?.pt ?? '', what);
      assert.match(q.alsoSanctions?.pt ?? '', new RegExp(`art\\. 26, I, ${letter}`));
      assert.match(q.penaltyCitation, new RegExp(`art\\. 26.*${letter}`));
      assert.deepEqual(
        amounts('vitoria-da-conquista-ba', `art26-I-${letter}`, { 'vitoria-da-conquista-ba/fine-amount': 850 }),
        [850, 850, 850],
      );
    }
    // Art. 27's own notice states no seizure.
    const art27 = quoteFine(mustPack('vitoria-da-conquista-ba'), { infraction: 'art27', date: DATE, priorNotices: 0, priorFines: 0 });
    assert.equal(art27.alsoSanctions, undefined);
  });
});
