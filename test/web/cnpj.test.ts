/** The CNPJ the field screens show (web/src/lib/cnpj.ts): formatted, as the CLI and the PDFs print it. */
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { showCnpj as cliCnpj } from '../../src/field/distributors.ts';
import { showCnpj } from '../../web/src/lib/cnpj.ts';

it('formats a numeric and an alphanumeric CNPJ as the CLI does; leaves anything else as it came', () => {
  for (const c of ['11222333000181', '12ABC34501DE35']) assert.equal(showCnpj(c), cliCnpj(c));
  assert.equal(showCnpj('11222333000181'), '11.222.333/0001-81');
  assert.equal(showCnpj('11.222.333/0001-81'), '11.222.333/0001-81');
  assert.equal(showCnpj('123'), '123');
});
