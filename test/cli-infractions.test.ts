/**
 * `glp fine MUNICIPALITY`: the infractions an inspector chooses among, each with the penalty unit
 * written out and a first offence's fine as the law sets it (Salvador art. 15 I–V and § 1º's 50 %
 * per repeat; Vitória da Conquista art. 27, whose amount is in a law not received); JSON
 * described by `glp schema output infractions`; an option that needs an infraction refused.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CLI_OUTPUTS } from '../src/app/output-schemas.ts';
import { glp } from './support/cli.ts';

const DATE = ['--date', '2026-12-03'];

describe('glp fine MUNICIPALITY: the law’s infractions', () => {
  it('pt-BR: each inciso of Salvador’s art. 15 with its fine; the range; the notification first', async () => {
    const r = await glp(['fine', 'salvador-ba', ...DATE]);
    assert.equal(r.code, 0, r.err);
    const flat = r.out.replace(/\s+/g, ' ');
    assert.match(r.out, /^Salvador\/BA — infrações da lei \(03\/12\/2026, pacote /);
    assert.ok(flat.includes('art15-I — Lei de Salvador de 26/07/2011, art. 15, I: '), r.out);
    assert.ok(flat.includes('multa de R$ 500,00; na 1ª reincidência, R$ 750,00'), r.out);
    assert.ok(flat.includes('também: apreensão dos produtos e do veículo'), r.out);
    assert.ok(flat.includes('multa de R$ 100,00 a R$ 300,00, fixada pelo fiscal'), r.out);
    assert.ok(flat.includes('notificação na primeira constatação; mantendo-se irregular, multa de R$ 100,00'), r.out);
    assert.ok(r.out.includes('glp fine salvador-ba INFRAÇÃO --repeat N (a faixa: --amount VALOR).'), r.out);
  });

  it('pt-BR: Nova Odessa (no range) is not told of --amount; art. 14 § 3º counted with art. 18, the unit named', async () => {
    const r = await glp(['fine', 'nova-odessa-sp', ...DATE]);
    assert.equal(r.code, 0, r.err);
    const flat = r.out.replace(/\s+/g, ' ');
    assert.ok(flat.includes('multa e reincidência contadas com a infração art18 (Lei 1.761/2000, art. 18)'), r.out);
    assert.ok(r.out.includes('glp fine nova-odessa-sp INFRAÇÃO --repeat N.'), r.out);
    assert.doesNotMatch(r.out, /--amount/);
  });

  it('English, and Vitória da Conquista’s art. 27 said not entered, never R$ 0,00', async () => {
    const r = await glp(['fine', 'vitoria-da-conquista-ba', ...DATE, '--lang', 'en']);
    assert.equal(r.code, 0, r.err);
    const flat = r.out.replace(/\s+/g, ' ');
    assert.match(r.out, /^Vitória da Conquista\/BA — infractions of the law/);
    assert.ok(flat.includes('Fine amount not entered: Lei 709/1993, art. 27 refers to a norm not received'), r.out);
    assert.doesNotMatch(r.out, /R\$ ?0[,.]00/);
  });

  it('JSON validates against the schema it publishes; the fine equals glp fine INFRACTION’s', async () => {
    const r = await glp(['fine', 'nova-odessa-sp', ...DATE, '--format', 'json']);
    assert.equal(r.code, 0, r.err);
    const catalog = CLI_OUTPUTS.infractions.schema.parse(JSON.parse(r.out));
    assert.deepEqual(
      catalog.infractions.map((i) => [i.id, i.countsAs]),
      [
        ['art18', null],
        ['art14-par3', 'art18'],
      ],
    );
    const one = await glp(['fine', 'nova-odessa-sp', 'art18', ...DATE, '--format', 'json']);
    assert.equal(catalog.infractions[0]?.amountBRL, CLI_OUTPUTS.fine.schema.parse(JSON.parse(one.out)).amountBRL);
    const repeat = await glp(['fine', 'nova-odessa-sp', 'art18', '--repeat', '1', ...DATE, '--format', 'json']);
    assert.equal(catalog.infractions[0]?.firstRepeatBRL, CLI_OUTPUTS.fine.schema.parse(JSON.parse(repeat.out)).amountBRL);
  });

  it('bad input exits 2 naming it: an option of one infraction without it; an unknown municipality', async () => {
    const r = await glp(['fine', 'belem-pa', '--repeat', '1']);
    assert.equal(r.code, 2);
    assert.match(r.err, /--repeat: encontrado sem INFRAÇÃO, esperado INFRAÇÃO/);
    const en = await glp(['fine', 'belem-pa', '--repeat', '1', '--lang', 'en']);
    assert.match(en.err, /--repeat: found it without INFRACTION, expected INFRACTION/);
    const m = await glp(['fine', 'belem']);
    assert.equal(m.code, 2);
    assert.match(m.err, /belem/);
  });
});
