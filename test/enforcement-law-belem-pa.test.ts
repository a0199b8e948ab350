/**
 * Belém, law of 16/01/2012 — art. 6 § 2º (R$ 5.000,00) and art. 7 parágrafo único
 * (R$ 10.000,00), each "com acréscimo de 100%, progressivamente, no caso de reincidência", from
 * the law text, through `glp fine` as a user runs it. The law orders no closure or seizure.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { glp } from './support/cli.ts';
import { fineCli } from './support/fine-cli.ts';

const DATE = '2026-11-30';
const COMPOUND = ['--set', 'belem-pa/repeat-offence-progression=compound'];

const { run, quote } = fineCli('belem-pa', DATE);
const amount = async (infraction: string, ...more: string[]) => (await quote(infraction, ...more)).amountBRL;

describe('Belém: the base fines of art. 6 § 2º and art. 7 parágrafo único', () => {
  for (const [id, base, unit] of [
    ['art6-par2', 5000, /art\. 6º, § 2º/],
    ['art7-parU', 10000, /art\. 7º, parágrafo único/],
  ] as const)
    it(`${id}: R$ ${base} at the first finding, citing the unit; no other sanction stated`, async () => {
      assert.equal(await amount(id), base);
      const out = await run(id);
      assert.match(out.split('\n')[0] ?? '', unit);
      assert.doesNotMatch(out, /Sanções do mesmo dispositivo|Interdição/);
    });
});

describe('Belém: "acréscimo de 100%, progressivamente" (reading repeat-offence-progression)', () => {
  it('linear (default): base × (1 + n): R$ 5.000 → 10.000 → 15.000; R$ 10.000 → 20.000 → 30.000', async () => {
    const got: Array<number | null> = [];
    for (const n of ['0', '1', '2']) got.push(await amount('art6-par2', '--repeat', n));
    assert.deepEqual(got, [5000, 5000 * 2, 5000 * 3]);
    assert.equal(await amount('art7-parU', '--repeat', '2'), 10000 * 3);
    assert.match(await run('art7-parU', '--repeat', '2'), /R\$ 10\.000,00 × \(1 \+ 1 × 2\) = R\$ 30\.000,00/);
  });
  it('doubling: base × 2ⁿ: the same at the 1st repeat, apart from the 2nd (R$ 20.000 vs R$ 15.000) and the 3rd', async () => {
    assert.equal(await amount('art6-par2', '--repeat', '1', ...COMPOUND), 10000);
    assert.equal(await amount('art6-par2', '--repeat', '2', ...COMPOUND), 5000 * 2 ** 2);
    assert.equal(await amount('art7-parU', '--repeat', '3', ...COMPOUND), 10000 * 2 ** 3);
    const out = await run('art6-par2', '--repeat', '2', ...COMPOUND);
    assert.match(out, /R\$ 5\.000,00 × 2\^2 = R\$ 20\.000,00/);
    assert.match(out, /belem-pa\/repeat-offence-progression = compound: dobrando: base × 2ⁿ/);
  });
  it('the law orders no closure at any notification; an amount given for a fine the law fixes is refused, not ignored', async () => {
    assert.doesNotMatch(await run('art6-par2', '--repeat', '5'), /Interdição/);
    const en = await glp(['fine', 'belem-pa', 'art6-par2', '--amount', '4000', '--date', DATE, '--lang', 'en']);
    assert.match(
      en.err,
      /amountBRL: found R\$ 4\.000,00, expected no amount: the fine of Lei de Belém de 16\/01\/2012, art\. 6º, § 2º is set by the law/,
    );
    const r = await glp(['fine', 'belem-pa', 'art6-par2', '--amount', '4000', '--date', DATE]);
    assert.equal(r.code, 2);
    assert.match(
      r.err,
      /amountBRL: encontrado R\$ 4\.000,00, esperado nenhum valor: a multa \(Lei de Belém de 16\/01\/2012, art\. 6º, § 2º\) é fixada pela lei/,
    );
    assert.equal(r.out, '');
  });
});
