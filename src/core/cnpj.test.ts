/** CNPJ check digits, numeric and alphanumeric (IN RFB 2.229/2024), in one place. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isValidCnpj, normaliseCnpj } from './cnpj.ts';

describe('CNPJ', () => {
  it('numeric: correct check digits pass, with or without punctuation; one digit off fails', () => {
    assert.equal(isValidCnpj('12.345.678/0001-95'), true);
    assert.equal(isValidCnpj('12345678000195'), true);
    assert.equal(isValidCnpj('12.345.678/0001-94'), false);
    assert.equal(isValidCnpj('12.345.678/0001-96'), false);
    assert.equal(isValidCnpj('11.111.111/1111-11'), false, 'repeated digits');
  });

  it('alphanumeric (from July 2026): letters in the first twelve characters, digits as check digits', () => {
    assert.equal(isValidCnpj('12.ABC.345/01DE-35'), true);
    assert.equal(isValidCnpj('12ABC34501DE35'), true);
    assert.equal(isValidCnpj('12abc34501de35'), true, 'case is ignored');
    assert.equal(isValidCnpj('12ABC34501DE36'), false);
    assert.equal(isValidCnpj('12ABC34501DEAB'), false, 'check digits are digits');
  });

  it('form: 14 characters or the punctuated form only', () => {
    assert.equal(isValidCnpj('1234567800019'), false);
    assert.equal(isValidCnpj('12.345.678/0001-955'), false);
    assert.equal(isValidCnpj('12-345-678-0001-95'), false);
    assert.equal(isValidCnpj(''), false);
  });

  it('normalised without punctuation, upper case', () => {
    assert.equal(normaliseCnpj('12.abc.345/01de-35'), '12ABC34501DE35');
    assert.equal(normaliseCnpj('12.345.678/0001-95'), '12345678000195');
  });
});
