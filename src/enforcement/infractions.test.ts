/**
 * The infractions of each law with what a first offence costs, from the law texts: Salvador
 * art. 15 I–V (R$ 500; R$ 300; R$ 100 to R$ 300 fixed by the inspector; R$ 300; notification,
 * then R$ 100), Belém arts. 6 § 2º and 7 parágrafo único (R$ 5.000, R$ 10.000), Nova Odessa
 * art. 18 (200 UFIR, the UFIR's last value R$ 1,0641) and art. 14 § 3º (art. 18's fine), and
 * Vitória da Conquista art. 27 (the police-power law, not received: not entered, never zero).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { mustPack } from '../../test/support/packs.ts';
import { quoteFine } from './fines.ts';
import { infractionCatalog } from './infractions.ts';

const DATE = '2026-12-03';
const byId = (pack: string) => new Map(infractionCatalog(mustPack(pack), DATE).infractions.map((i) => [i.id, i]));

test('Salvador art. 15: each inciso with its amount; III a range the inspector fixes; V a notification first', () => {
  const s = byId('salvador-ba');
  assert.deepEqual(
    [...s.values()].filter((i) => i.id.startsWith('art15-')).map((i) => [i.id, i.kind, i.amountBRL, i.range, i.notifyFirst]),
    [
      ['art15-I', 'fine', 500, null, false],
      ['art15-II', 'fine', 300, null, false],
      ['art15-III', 'range', null, { min: 100, max: 300 }, false],
      ['art15-IV', 'fine', 300, null, false],
      ['art15-V', 'fine', 100, null, true],
    ],
  );
  assert.equal(s.get('art15-III')?.summary.pt, 'multa de R$ 100,00 a R$ 300,00, fixada pelo fiscal');
  assert.equal(
    s.get('art15-V')?.summary.pt,
    'notificação na primeira constatação; mantendo-se irregular, multa de R$ 100,00; na 1ª reincidência, R$ 150,00',
  );
  // § 1º: "acrescidas de 50% (cinqüenta por cento) a cada constatação de reincidência".
  assert.deepEqual(
    ['art15-I', 'art15-II', 'art15-III', 'art15-IV', 'art15-V'].map((id) => s.get(id)?.firstRepeatBRL),
    [750, 450, null, 450, 150],
  );
  assert.equal(s.get('art15-I')?.penaltyCitation, 'Lei de Salvador de 26/07/2011, art. 15, I');
});

test('Belém: art. 6 § 2º R$ 5.000,00 and art. 7 parágrafo único R$ 10.000,00', () => {
  const b = byId('belem-pa');
  assert.equal(b.get('art6-par2')?.amountBRL, 5000);
  assert.equal(b.get('art7-parU')?.amountBRL, 10_000);
  assert.equal(b.get('art7-parU')?.summary.en, 'a fine of R$10,000.00; at the 1st repeat, R$20,000.00');
  // "com acréscimo de 100%, progressivamente, no caso de reincidência".
  assert.equal(b.get('art6-par2')?.firstRepeatBRL, 10_000);
});

test('Nova Odessa art. 18: 200 UFIR at the UFIR’s value; art. 14 § 3º imposes it and counts with it', () => {
  const n = byId('nova-odessa-sp');
  const art18 = n.get('art18');
  assert.equal(art18?.index?.amount, 200);
  assert.equal(art18?.amountBRL, Math.round(200 * (art18?.index?.rateBRL ?? 0) * 100) / 100);
  const brl = (n: number) => `R$ ${n.toFixed(2).replace('.', ',')}`;
  // "com a aplicação em dobro em caso de reincidência".
  assert.equal(art18?.firstRepeatBRL, Math.round(400 * (art18?.index?.rateBRL ?? 0) * 100) / 100);
  assert.equal(
    art18?.summary.pt,
    `multa de 200 UFIR = ${brl(art18?.amountBRL ?? 0)}; na 1ª reincidência, ${brl(art18?.firstRepeatBRL ?? 0)}`,
  );
  assert.equal(n.get('art14-par3')?.countsAs, 'art18');
  assert.equal(n.get('art14-par3')?.amountBRL, art18?.amountBRL);
  assert.match(n.get('art14-par3')?.alsoSanctions?.pt ?? '', /apreensão do veículo/);
});

test('Vitória da Conquista art. 27: the amount is the police-power law’s, not received — not entered, never R$ 0,00', () => {
  const v = byId('vitoria-da-conquista-ba');
  const art27 = v.get('art27');
  assert.equal(art27?.kind, 'not-set');
  assert.equal(art27?.amountBRL, null);
  assert.match(art27?.summary.pt ?? '', /^Valor da multa não cadastrado: Lei 709\/1993, art\. 27 remete a norma não recebida/);
});

test('the list says what the notice will charge: each fine equals the quote of a first offence', () => {
  for (const id of ['belem-pa', 'nova-odessa-sp', 'salvador-ba']) {
    const pack = mustPack(id);
    for (const i of infractionCatalog(pack, DATE).infractions.filter((x) => x.kind === 'fine')) {
      const q = quoteFine(pack, { infraction: i.id, date: DATE, priorNotices: i.notifyFirst ? 1 : 0, priorFines: 0 });
      assert.equal(i.amountBRL, q.amountBRL, `${id} ${i.id}`);
    }
  }
});
