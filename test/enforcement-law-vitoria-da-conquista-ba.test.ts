/**
 * Vitória da Conquista, Lei 709/1993 — art. 27 (the fine "cabível a infrações previstas na Lei que
 * regula o Poder de Polícia do Município", not received: a municipality-entered amount) and art. 26,
 * I, a–c (the cylinders seized, fined as art. 27), from the law text, through `glp fine`. The law
 * sets no amount, no repeat increase and no closure: the product must say so, never invent one.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { glp } from './support/cli.ts';
import { fineCli } from './support/fine-cli.ts';

const DATE = '2026-11-30';
const SET = ['--set', 'vitoria-da-conquista-ba/fine-amount=850'];

const { run, quote } = fineCli('vitoria-da-conquista-ba', DATE);

describe("Vitória da Conquista art. 27: the amount is the police-power law's, entered by the municipality", () => {
  it('not entered: no amount, citing art. 27 for every infraction (the seizure cases of art. 26 too)', async () => {
    for (const id of ['art27', 'art26-I-a', 'art26-I-b', 'art26-I-c']) {
      const q = await quote(id);
      assert.deepEqual([q.kind, q.amountBRL], ['not-set', null], id);
      const out = await run(id);
      assert.match(out, /Valor da multa não cadastrado: Lei 709\/1993, art\. 27 remete a norma não recebida/, id);
      assert.doesNotMatch(out, /^Multa: /m, id);
    }
  });
  it('entered: that amount, at the first finding and at every repeat; the repeat says the increase is not loaded', async () => {
    for (const n of ['0', '1', '2']) assert.equal((await quote('art27', '--repeat', n, ...SET)).amountBRL, 850, `repeat ${n}`);
    const out = await run('art26-I-b', '--repeat', '1', ...SET);
    assert.match(
      out,
      /Reincidência nº 1 registrada: Lei 709\/1993, art\. 27 não prevê acréscimo; o acréscimo que a norma referida \(.*Poder de Polícia.*\) preveja não está cadastrado: R\$ 850,00/,
    );
    assert.match(out, /^Multa: R\$ 850,00$/m);
  });
  it("an inspector's amount is refused (the amount is the municipality's parameter), and a negative parameter too", async () => {
    const r = await glp(['fine', 'vitoria-da-conquista-ba', 'art27', '--amount', '850', '--date', DATE]);
    assert.equal(r.code, 2);
    assert.match(
      r.err,
      /esperado nenhum valor: a multa \(Lei 709\/1993, art\. 27\) é a da norma a que a lei remete, cadastrada pelo Município \(parâmetro fine-amount\), não pelo fiscal/,
    );
    assert.doesNotMatch(r.err, /fixada pela lei/, 'Lei 709/1993 does not set the amount: art. 27 refers to another law');
    const neg = await glp(['fine', 'vitoria-da-conquista-ba', 'art27', '--set', 'vitoria-da-conquista-ba/fine-amount=-1', '--date', DATE]);
    assert.equal(neg.code, 2);
    assert.match(neg.err, /fine-amount: encontrado -1, esperado um número ≥ 0 BRL/);
  });
});

describe('Vitória da Conquista art. 26, I: "apreender botijões quando" a, b, c', () => {
  for (const [letter, what] of [
    ['a', /armazenados no local não permitido/],
    ['b', /acima do número deferido no alvará/],
    ['c', /transportados no veículo/],
  ] as const)
    it(`letter ${letter}: the seizure stated on the quote, citing art. 26, I, ${letter}; no closure at any notification`, async () => {
      const q = await quote(`art26-I-${letter}`);
      assert.match(q.alsoSanctions?.pt ?? '', what);
      const out = await run(`art26-I-${letter}`, '--repeat', '3');
      assert.match(out, new RegExp(`^Sanções do mesmo dispositivo: apreensão dos botijões .*art\\. 26, I, ${letter}`, 'm'));
      assert.doesNotMatch(out, /Interdição/);
    });
  it('art. 27 itself orders no seizure', async () => {
    assert.equal((await quote('art27')).alsoSanctions, undefined);
    assert.doesNotMatch(await run('art27'), /Sanções do mesmo dispositivo/);
  });
});
