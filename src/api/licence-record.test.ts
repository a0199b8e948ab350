/**
 * The API's schema of a licence record (LicenceRecordData): what the licence issued now states
 * (the quantity and its basis, the botijões counted where the law counts them) and what a record
 * written before the basis was kept states both validate; a basis the API does not know does not.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { licenceRecordDataSchema } from './schemas.ts';

const EARLIER = {
  stage: 'alvara',
  decisionId: 'd1',
  evaluationId: 'e1',
  holder: 'Gás Conquista Ltda.',
  cnpj: '12345678000195',
  address: 'Av. Brumado, nº 100 — Centro',
  activity: 'Revenda de GLP',
  class: 'A',
  resaleType: 'Revenda de GLP classe A',
  containers: 196,
  kg: 2740,
  conditions: ['Botijões armazenados acima do número deferido neste alvará serão apreendidos (art. 26, I, b).'],
  citations: ['Lei 709/1993, art. 19'],
  replaces: null,
  replacedBy: null,
  closedReason: null,
  verifyUrl: 'http://localhost/verificar/ALV-2933307-2025-000001?municipio=vitoria-da-conquista-ba',
};

describe('LicenceRecordData', () => {
  it('a record issued now: the quantity requested, the botijões it equals and the conversion', () => {
    const now = {
      ...EARLIER,
      quantityBasis: 'requested',
      containers: 210.77,
      containerCount: { kg: 13, name: { pt: 'botijões', en: 'cylinders' }, citation: 'Lei 709/1993, art. 5º, § 3º' },
    };
    assert.deepEqual(licenceRecordDataSchema.parse(now), now);
    const kgOnly = { ...EARLIER, quantityBasis: 'requested', containers: null, kg: 1560, containerCount: null };
    assert.deepEqual(licenceRecordDataSchema.parse(kgOnly), kgOnly);
    const stock = { ...EARLIER, quantityBasis: 'stock-described', containerCount: null };
    assert.deepEqual(licenceRecordDataSchema.parse(stock), stock);
  });

  it('a record written before the basis was kept still validates', () => {
    assert.deepEqual(licenceRecordDataSchema.parse(EARLIER), EARLIER);
  });

  it('a basis it does not know, or a quantity that is not a number, does not', () => {
    assert.equal(licenceRecordDataSchema.safeParse({ ...EARLIER, quantityBasis: 'guessed' }).success, false);
    assert.equal(licenceRecordDataSchema.safeParse({ ...EARLIER, kg: '2.740' }).success, false);
  });
});
