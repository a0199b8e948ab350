/** CEP: 8 digits, the dash optional on the way in, always 00000-000 as stored; all zeros is no CEP. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isValidCep, normaliseCep } from './cep.ts';

describe('CEP', () => {
  it('8 digits with or without the dash are a CEP, stored as 00000-000', () => {
    assert.equal(normaliseCep('66010000'), '66010-000');
    assert.equal(normaliseCep('66010-000'), '66010-000');
    assert.equal(normaliseCep(' 40015-970 '), '40015-970', 'surrounding blanks are not part of it');
    assert.equal(normaliseCep('66.010-000'), '66010-000', 'the dot of the older form');
    assert.equal(normaliseCep('66.010000'), '66010-000');
    // A CEP may begin with 0 (São Paulo, 01000-000…): only all zeros is refused.
    assert.equal(normaliseCep('01001000'), '01001-000');
    assert.equal(normaliseCep('00000-001'), '00000-001');
  });

  it('all zeros is refused, dash or not', () => {
    assert.equal(isValidCep('00000-000'), false);
    assert.equal(isValidCep('00000000'), false);
    assert.equal(isValidCep('00.000-000'), false);
    assert.equal(normaliseCep('00000000'), null);
  });

  it('7 or 9 digits, a dash or dot elsewhere, letters are not a CEP', () => {
    for (const s of ['6601000', '660100000', '6601-0000', '660.10-000', '6.6010-000', '66010-00a', '', '66010--000', '66010 000'])
      assert.equal(isValidCep(s), false, s);
    assert.equal(normaliseCep('6601000'), null);
  });
});
