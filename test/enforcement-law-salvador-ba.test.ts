/**
 * Salvador, law of 26/07/2011, art. 15 — the fines and what repeat findings trigger, from the law
 * text, through `glp fine` as a user runs it, on both sides of each boundary. The revocation after
 * 90 days of interdiction (§ 2º: refused on day 90, notified on day 91) is test/closure-revocation.test.ts.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { glp } from './support/cli.ts';
import { fineCli } from './support/fine-cli.ts';

const DATE = '2026-11-30';

const { quote, run: text } = fineCli('salvador-ba', DATE);

const COMPOUND = ['--set', 'salvador-ba/repeat-increase-mode=compound'];

describe('Salvador art. 15, I, II, IV: fixed fines (R$ 500, R$ 300, R$ 300) and the seizures of I and II', () => {
  for (const [item, base, seizure] of [
    ['I', 500, /^apreensão dos produtos e do veículo$/],
    ['II', 300, /^apreensão do veículo$/],
    ['IV', 300, null],
  ] as const)
    it(`art. 15, ${item}: R$ ${base} at the first finding; the seizure ${seizure ? 'stated' : 'absent'}`, async () => {
      const q = await quote(`art15-${item}`);
      assert.deepEqual([q.kind, q.amountBRL, q.repeat], ['fine', base, 0]);
      if (seizure) {
        assert.match(q.alsoSanctions?.pt ?? '', seizure);
        assert.match(await text(`art15-${item}`), /^Sanções do mesmo dispositivo: apreensão/m);
      } else assert.equal(q.alsoSanctions, undefined);
    });
});

describe('Salvador art. 15 § 1º: "acrescidas de 50% a cada constatação de reincidência" (reading repeat-increase-mode)', () => {
  it('linear (default): base × (1 + 0,5 n): R$ 500 → 750 → 1.000 → 1.250', async () => {
    const got = [];
    for (const n of [0, 1, 2, 3]) got.push((await quote('art15-I', '--repeat', String(n))).amountBRL);
    assert.deepEqual(got, [500, 500 * 1.5, 500 * 2, 500 * 2.5]);
    assert.match(await text('art15-I', '--repeat', '2'), /R\$ 500,00 × \(1 \+ 0,5 × 2\) = R\$ 1\.000,00/);
  });
  it('compound: base × 1,5ⁿ: equal to linear at the 1st repeat, apart from the 2nd (R$ 1.125 vs R$ 1.000)', async () => {
    assert.equal((await quote('art15-I', '--repeat', '1', ...COMPOUND)).amountBRL, 750);
    assert.equal((await quote('art15-I', '--repeat', '2', ...COMPOUND)).amountBRL, 500 * 1.5 ** 2);
    const out = await text('art15-I', '--repeat', '2', ...COMPOUND);
    assert.match(out, /R\$ 500,00 × 1,5\^2 = R\$ 1\.125,00/);
    // The reading is named with its words, not only its id.
    assert.match(out, /salvador-ba\/repeat-increase-mode = compound: composto: base × 1,5ⁿ/);
  });
  it('to the centavo: R$ 300 compound at the 3rd repeat is R$ 1.012,50', async () => {
    assert.equal((await quote('art15-II', '--repeat', '3', ...COMPOUND)).amountBRL, 1012.5);
  });
});

describe('Salvador art. 15, III: "multa variável de R$ 100,00 a R$ 300,00", then § 1º on the amount fixed', () => {
  it('the bounds at a repeat: R$ 100 → R$ 150 and R$ 300 → R$ 450 at the 1st; one centavo outside refused, naming the range', async () => {
    assert.equal((await quote('art15-III', '--amount', '100', '--repeat', '1')).amountBRL, 150);
    assert.equal((await quote('art15-III', '--amount', '300', '--repeat', '1')).amountBRL, 450);
    assert.equal((await quote('art15-III', '--amount', '100,01')).amountBRL, 100.01);
    assert.equal((await quote('art15-III', '--amount', '299,99')).amountBRL, 299.99);
    for (const a of ['99,99', '300,01']) {
      const r = await glp(['fine', 'salvador-ba', 'art15-III', '--amount', a, '--repeat', '1', '--date', DATE]);
      assert.equal(r.code, 2, a);
      assert.match(r.err, /esperado de R\$ 100,00 a R\$ 300,00 \(Lei de Salvador de 26\/07\/2011, art\. 15, III\)/);
    }
  });
  it('without the amount the inspector fixes: exit 2 naming the range', async () => {
    const r = await glp(['fine', 'salvador-ba', 'art15-III', '--date', DATE]);
    assert.equal(r.code, 2);
    assert.match(r.err, /amountBRL: encontrado nada, esperado o valor que o fiscal fixa, de R\$ 100,00 a R\$ 300,00/);
  });
});

describe('Salvador art. 15, V: "notificação; mantendo-se irregular, multa de R$ 100,00"', () => {
  it('the 1st finding is a notification without fine; the 2nd the R$ 100 fine; a repeat adds 50 %', async () => {
    const first = await quote('art15-V');
    assert.deepEqual([first.kind, first.amountBRL], ['notification', null]);
    const second = await quote('art15-V', '--notices', '1');
    assert.deepEqual([second.kind, second.amountBRL, second.repeat], ['fine', 100, 0]);
    assert.equal((await quote('art15-V', '--repeat', '1')).amountBRL, 150);
    // An amount for a notification is refused: there is no fine to fix.
    const r = await glp(['fine', 'salvador-ba', 'art15-V', '--amount', '100', '--date', DATE]);
    assert.equal(r.code, 2);
  });
});

describe('Salvador art. 15 § 1º: interdiction "caso esta seja a 3ª (terceira) sobre a mesma irregularidade"', () => {
  it('every item: the 2nd notification does not close, the 3rd and the 4th do', async () => {
    for (const item of ['I', 'II', 'IV']) {
      assert.doesNotMatch(await text(`art15-${item}`, '--repeat', '1'), /Interdição/, `${item} 2nd`);
      for (const n of ['2', '3'])
        assert.match(
          await text(`art15-${item}`, '--repeat', n),
          /^Interdição do estabelecimento nesta notificação \(Lei de Salvador de 26\/07\/2011, art\. 15, § 1º\)/m,
          `${item} notification ${Number(n) + 1}`,
        );
    }
    // Counted in notifications, not in fines: art. 15, V's 3rd notification is its 2nd fine.
    assert.doesNotMatch(await text('art15-V', '--notices', '1'), /Interdição/);
    assert.match(await text('art15-V', '--notices', '2'), /^Interdição do estabelecimento/m);
  });
});
