/**
 * Nova Odessa, Lei 1.761/2000 — art. 18 ("multa de 200 (duzentas) UFIRs, com a aplicação em dobro
 * em caso de reincidência"), art. 14 § 3º (the vehicle seized and fined with art. 18's fine) and
 * art. 13 § 1º (distributors' lists "anualmente"), from the law text, through the CLI as a user
 * runs it, on both sides of each boundary. The UFIR in reais is dated data (R$ 1,0641, its last value).
 */
import assert from 'node:assert/strict';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { glp, scratchDir } from './support/cli.ts';
import { fineCli } from './support/fine-cli.ts';

const DATE = '2026-11-30';
const UFIR = 1.0641;
const COMPOUND = ['--set', 'nova-odessa-sp/repeat-offence-doubling=compound'];
const reais = (ufir: number) => Math.round(ufir * UFIR * 100) / 100;

const { run, quote } = fineCli('nova-odessa-sp', DATE);

describe('Nova Odessa art. 18: 200 UFIR, "em dobro em caso de reincidência" (reading repeat-offence-doubling)', () => {
  it('1st offence 200 UFIR (R$ 212,82), converted at the UFIR value, saying the amount is not updated', async () => {
    const q = await quote('art18');
    assert.deepEqual([q.index?.amount, q.index?.rateBRL, q.amountBRL], [200, UFIR, reais(200)]);
    const out = await run('art18');
    assert.match(out, /Conversão: 200 UFIR × R\$ 1,0641 por UFIR .* = R\$ 212,82/);
    assert.match(out, /Valor sem atualização monetária/);
  });
  it('default: every repeat pays twice the base (400 UFIR, R$ 425,64), the 2nd and 3rd too', async () => {
    for (const n of ['1', '2', '3']) {
      const q = await quote('art18', '--repeat', n);
      assert.deepEqual([q.index?.amount, q.amountBRL], [400, reais(400)], `repeat ${n}`);
    }
    assert.match(await run('art18', '--repeat', '2'), /200 UFIR × 2 \(reincidência\) = 400 UFIR/);
  });
  it('compound: each repeat doubles the previous: the same at the 1st repeat, 800 UFIR at the 2nd', async () => {
    assert.equal((await quote('art18', '--repeat', '1', ...COMPOUND)).index?.amount, 400);
    const q = await quote('art18', '--repeat', '2', ...COMPOUND);
    assert.deepEqual([q.index?.amount, q.amountBRL], [800, reais(800)]);
    assert.match(
      await run('art18', '--repeat', '2', ...COMPOUND),
      /nova-odessa-sp\/repeat-offence-doubling = compound: cada reincidência dobra a multa anterior/,
    );
  });
  it('a UFIR value entered by the municipality converts the same UFIR: 200 × R$ 4,00 = R$ 800,00', async () => {
    assert.equal((await quote('art18', '--set', 'nova-odessa-sp/ufir-value-brl=4')).amountBRL, 800);
  });
  it("the fine is the law's: an amount given is refused", async () => {
    const r = await glp(['fine', 'nova-odessa-sp', 'art18', '--amount', '212,82', '--date', DATE]);
    assert.equal(r.code, 2);
    assert.match(r.err, /amountBRL: .*esperado nenhum valor: a multa \(Lei 1\.761\/2000, art\. 18\) é fixada pela lei/);
  });
});

describe('Nova Odessa art. 14 § 3º: the vehicle "será apreendido e multado", with art. 18\'s fine', () => {
  it('200 UFIR, 400 at a repeat, and the seizure stated until the requirements are met', async () => {
    assert.equal((await quote('art14-par3')).index?.amount, 200);
    assert.equal((await quote('art14-par3', '--repeat', '1')).index?.amount, 400);
    const q = await quote('art14-par3');
    assert.match(q.alsoSanctions?.pt ?? '', /apreensão do veículo, liberado somente após cumpridos os quesitos mínimos/);
    assert.match(await run('art14-par3'), /^Sanções do mesmo dispositivo: apreensão do veículo/m);
    // Art. 18 sets no closure for repeats (art. 17's closure is for refused access only).
    assert.doesNotMatch(await run('art14-par3', '--repeat', '4'), /Interdição/);
  });
});

describe('Nova Odessa art. 13 § 1º: the distributors\' list "anualmente" (reading distributor-list-deadline: by 31/12)', () => {
  it('received on 31/12 is on time, on 01/01 of the next year late', async () => {
    const dir = scratchDir('glp-enf-no-');
    try {
      const csv = join(dir, 'relacao.csv');
      writeFileSync(csv, 'tipo;cnpj;nome\nrevendedor;90.532.001/5002-29;Revenda A\n');
      const data = join(dir, 'data');
      const upload = async (cnpj: string, brand: string, received: string) => {
        const r = await glp([
          'distributors',
          'upload',
          'nova-odessa-sp',
          csv,
          '--cnpj',
          cnpj,
          '--name',
          `Gás ${brand}`,
          '--brand',
          brand,
          '--year',
          '2026',
          '--received',
          received,
          '--data',
          data,
        ]);
        assert.equal(r.code, 0, r.err);
      };
      await upload('51.143.064/1277-60', 'Azul', '31/12/2026');
      await upload('65.817.101/5729-13', 'Azul', '01/01/2027');
      const r = await glp([
        'distributors',
        'report',
        'nova-odessa-sp',
        '--year',
        '2026',
        '--date',
        '2027-01-01',
        '--format',
        'json',
        '--data',
        data,
      ]);
      assert.equal(r.code, 0, r.err);
      const lists = (JSON.parse(r.out).lists as Array<{ receivedOn: string; late: boolean }>).map((l) => [l.receivedOn, l.late]).sort();
      assert.deepEqual(lists, [
        ['2026-12-31', false],
        ['2027-01-01', true],
      ]);
      const text = await glp(['distributors', 'report', 'nova-odessa-sp', '--year', '2026', '--date', '2027-01-01', '--data', data]);
      assert.match(text.out, /prazo 31\/12\/2026/);
      // "fornecer, anualmente" gives no date: the report names the reading the day rests on.
      assert.match(
        text.out,
        /prazo pela interpretação nova-odessa-sp\/distributor-list-deadline = 12-31: até 31\/12 de cada ano \(a lei diz “anualmente”/,
      );
      assert.equal(JSON.parse(r.out).deadlineReading.parameter, 'nova-odessa-sp/distributor-list-deadline');
      assert.match(text.out, /recebida em 01\/01\/2027 — ATRASADA/);
      assert.doesNotMatch(text.out, /recebida em 31\/12\/2026 — ATRASADA/);
      assert.doesNotMatch(text.out, /nenhuma relação/);
      // A year with no list at all says so: its zeros compare nothing.
      const none = await glp(['distributors', 'report', 'nova-odessa-sp', '--year', '2025', '--date', '2027-01-01', '--data', data]);
      assert.match(none.out, /^ {2}nenhuma relação de 2025 recebida até 01\/01\/2027 \(glp distributors upload nova-odessa-sp ARQUIVO\)/m);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
